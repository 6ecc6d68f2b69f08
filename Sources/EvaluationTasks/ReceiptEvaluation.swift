import DocModel
import Evaluation
import Foundation
import Ingest
import Receipts
import Pipeline

/// `folio eval --task receipts DIR...`: reads receipts with Folio (OCR, `extract`, `receipt`) and scores the
/// fields against ground truth. Two layouts are understood:
/// - SROIE (ICDAR 2019 task 3): `images/NNN.jpg` with `key/NNN.json` (company, date, address, total). Company
///   and address are compared exactly after upper-casing and collapsing whitespace, the date as a date
///   (the key's day-first text parsed), the total as an amount (a currency mark in the key is ignored).
///   Precision, recall and Hmean over all fields, as the competition scored them, for the even-numbered
///   receipts (used to develop the rules), the odd-numbered ones (held out) and all. By default the `box/`
///   files (the organisers' OCR) are never read: Folio OCRs the images itself. `--ocr-source sroie-boxes`
///   (a diagnostic, never the product path) feeds the extraction SROIE's transcribed lines instead, to tell
///   extraction misses from OCR misses; `both` prints the two side by side.
/// - Folio's own corpus: `NAME.truth.json` with a `receipt` object (schemas/truth.schema.json).
struct ReceiptEvaluation {
    let console: Console
    let pipeline: PipelineDefinition
    var ocrSource = "folio"
    var ocrCache: String?

    func run(directories: [String], json: Bool) throws -> ExitCode {
        let pipeline = pipeline.ensuringDocumentStages(["extract", "receipt"])
        let memory = MerchantReadingLog()
        let reader = try DocumentReader(pipeline: pipeline, registry: StageRegistry(merchantReadings: memory))
        // Scored as `folio ingest` leaves a folder ingested as one batch: after the merchant memory's second look.
        let revote = MerchantRevote(pipeline: pipeline)
        for directory in directories {
            // Each folder is a run of its own, as if ingested into a new database in file order.
            memory.clear()
            let keys = (directory as NSString).appendingPathComponent("key")
            if FileManager.default.fileExists(atPath: keys) {
                try SROIEScorer(console: console, reader: reader, memory: memory, revote: revote, ocrSource: ocrSource, cache: ocrCache)
                    .run(directory: directory, json: json)
            } else {
                try CorpusReceiptScorer(console: console, reader: reader, memory: memory, revote: revote).run(directory: directory, json: json)
            }
        }
        return .ok
    }

    /// Upper-cased, whitespace runs collapsed to one space, trimmed (the SROIE protocol).
    static func normalize(_ text: String) -> String {
        text.uppercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Upper-cased with every space removed: a looser comparison, reported beside the strict one.
    static func squeeze(_ text: String) -> String {
        text.uppercased().filter { !$0.isWhitespace }
    }

    /// The decimal text of an amount in a key ("$8.20" → "8.20", "RM 9.00" → "9.00", "1,234.50" → "1234.50").
    static func amount(_ text: String) -> String? {
        let kept = text.filter { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" }
        let normalized = kept.replacingOccurrences(of: ",", with: "")
        guard let value = Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        var input = value, rounded = Decimal()
        NSDecimalRound(&rounded, &input, 2, .plain)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.usesGroupingSeparator = false
        return formatter.string(from: NSDecimalNumber(decimal: rounded))
    }

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    /// The documents of one run as a batch ingest leaves them: each receipt voted again with every other receipt's
    /// reading, later documents' included (`MerchantRevote`); unchanged without one.
    static func revised(_ documents: [Document?], revote: MerchantRevote?) -> [Document?] {
        guard let revote else { return documents }
        var revised = revote.revised(together: documents.flatMap { $0?.allReceipts ?? [] })[...]
        return documents.map { document in
            guard var document else { return nil }
            if document.receipt != nil { document.receipt = revised.popFirst() }
            if let additional = document.additionalReceipts {
                document.additionalReceipts = Array(revised.prefix(additional.count))
                revised = revised.dropFirst(additional.count)
            }
            return document
        }
    }
}
