import DocModel
import Evaluation
import Foundation
import Ingest
import Receipts

/// Scores Folio on an SROIE task-3 folder (see ReceiptEvaluation): per field and overall, for the even-numbered
/// receipts (development), the odd-numbered ones (held out) and all, from Folio's OCR and/or, as a diagnostic,
/// from SROIE's own text lines.
struct SROIEScorer {
    struct Key: Decodable {
        var company: String?
        var date: String?
        var address: String?
        var total: String?
    }

    struct FieldScore: Codable {
        var field: String
        var truth = 0
        var predicted = 0
        var correct = 0
        var lenient = 0
        var accuracy: Double { truth == 0 ? 0 : Double(correct) / Double(truth) }
    }

    /// One source (Folio OCR or SROIE lines) on one set of receipts (even, odd, all).
    struct Summary: Encodable {
        var source: String
        var set: String
        var receipts = 0
        var fields = SROIEScorer.fieldNames.map { FieldScore(field: $0) }
        var precision: Double {
            let predicted = fields.map(\.predicted).reduce(0, +)
            return predicted == 0 ? 0 : Double(fields.map(\.correct).reduce(0, +)) / Double(predicted)
        }
        var recall: Double {
            let truth = fields.map(\.truth).reduce(0, +)
            return truth == 0 ? 0 : Double(fields.map(\.correct).reduce(0, +)) / Double(truth)
        }
        var hmean: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }

        enum CodingKeys: String, CodingKey { case source, set, receipts, fields, precision, recall, hmean }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(source, forKey: .source)
            try c.encode(set, forKey: .set)
            try c.encode(receipts, forKey: .receipts)
            try c.encode(fields, forKey: .fields)
            try c.encode(precision, forKey: .precision)
            try c.encode(recall, forKey: .recall)
            try c.encode(hmean, forKey: .hmean)
        }
    }

    static let fieldNames = ["company", "date", "address", "total"]
    static let sourceLabels = ["folio": "Folio OCR", "sroie-boxes": "SROIE lines (diagnostic)"]

    let console: Console
    let reader: DocumentReader
    /// The reader's merchant memory: the receipts scored so far, in order, as a store would hold them.
    let memory: MerchantReadingLog
    /// The merchant memory's second look once the run is read (nil: none), as `folio ingest` does after a batch.
    var revote: MerchantRevote?
    var ocrSource = "folio"
    /// Where Folio's OCR of each receipt is kept between runs (nil: OCR every time).
    var cache: String?

    func run(directory: String, json: Bool) throws {
        let keyFolder = (directory as NSString).appendingPathComponent("key")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: keyFolder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else {
            throw CommandFailure(code: .noInput, message: "\(keyFolder): no key/*.json files")
        }
        if let cache { try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true) }
        let sources = ocrSource == "both" ? ["folio", "sroie-boxes"] : [ocrSource]
        var summaries: [Summary] = []
        var misses: [String] = []
        for source in sources {
            // Each source's receipts are a run of their own: the memory starts empty.
            memory.clear()
            var sets = ["even", "odd", "all"].map { Summary(source: source, set: $0) }
            // Read in file order, as one batch ingested; scored as the batch leaves them.
            var read: [(stem: String, key: Key, document: Document?)] = []
            for name in names {
                let stem = (name as NSString).deletingPathExtension
                guard let keyData = FileManager.default.contents(atPath: (keyFolder as NSString).appendingPathComponent(name)),
                      let key = try? JSONDecoder().decode(Key.self, from: keyData) else {
                    console.err("error: \(keyFolder)/\(name): cannot read the key\n")
                    continue
                }
                do {
                    let document = try document(source: source, stem: stem, directory: directory)
                    memory.record(document)
                    read.append((stem, key, document))
                } catch {
                    console.err("error: \(error)\n")
                    read.append((stem, key, nil))
                }
            }
            let documents = ReceiptEvaluation.revised(read.map(\.document), revote: revote)
            for ((stem, key, _), document) in zip(read, documents) {
                let receipt = document?.receipt
                let found: [String?] = [receipt?.merchant?.value, receipt?.date?.value, receipt?.address?.value, receipt?.total?.value]
                let truth: [String?] = [key.company, key.date.flatMap(Self.isoDate), key.address, key.total.flatMap(ReceiptEvaluation.amount)]
                // Even-numbered receipts were used to develop the rules; odd-numbered ones are held out.
                let parity = Int(stem).map { $0 % 2 == 0 ? 0 : 1 }
                for set in [parity, 2].compactMap({ $0 }) {
                    sets[set].receipts += 1
                    for i in truth.indices { Self.score(&sets[set].fields[i], found: found[i], truth: truth[i]) }
                }
                for i in truth.indices {
                    guard let expected = truth[i] else { continue }
                    let label = "\(Self.sourceLabels[source] ?? source) \(stem) \(Self.fieldNames[i])"
                    if let value = found[i] {
                        if ReceiptEvaluation.normalize(value) != ReceiptEvaluation.normalize(expected) {
                            misses.append("\(label): read \"\(value)\", key \"\(expected)\"")
                        }
                    } else {
                        misses.append("\(label): missed \"\(expected)\"")
                    }
                }
            }
            summaries += sets
        }
        if json {
            console.out(try JSONOutput.pretty(summaries))
            return
        }
        var table = TextTable(headers: ["read from", "receipts", "n", "company", "date", "address", "total",
                                        "precision", "recall", "Hmean", "recall ignoring spaces"])
        for s in summaries {
            let lenient = Double(s.fields.map(\.lenient).reduce(0, +)) / Double(max(1, s.fields.map(\.truth).reduce(0, +)))
            table.rows.append([Self.sourceLabels[s.source] ?? s.source,
                               ["even": "even (dev)", "odd": "odd (held out)", "all": "all"][s.set] ?? s.set,
                               String(s.receipts)]
                              + s.fields.map { ReceiptEvaluation.percent($0.accuracy) }
                              + [ReceiptEvaluation.percent(s.precision), ReceiptEvaluation.percent(s.recall),
                                 ReceiptEvaluation.percent(s.hmean), ReceiptEvaluation.percent(lenient)])
        }
        console.out("SROIE task 3, \(names.count) receipts in \(directory) (ICDAR 2019 winner: Hmean 89.6%)\n")
        console.out(table.render())
        if sources.contains("sroie-boxes") {
            console.out("SROIE lines: a diagnostic only, SROIE's transcribed box/*.csv lines (what task-3 participants were\n"
                        + "given) fed to Folio's extraction instead of Folio's OCR; the product never reads them.\n")
        }
        for miss in misses { console.err(miss + "\n") }
    }

    private static func score(_ score: inout FieldScore, found: String?, truth: String?) {
        guard let truth else { return }
        score.truth += 1
        guard let found else { return }
        score.predicted += 1
        let strict = ReceiptEvaluation.normalize(found) == ReceiptEvaluation.normalize(truth)
        if strict { score.correct += 1 }
        if strict || ReceiptEvaluation.squeeze(found) == ReceiptEvaluation.squeeze(truth) { score.lenient += 1 }
    }

    /// The receipt's document with the document stages run: from Folio's OCR of the image (cached when asked)
    /// or from SROIE's lines.
    private func document(source: String, stem: String, directory: String) throws -> Document {
        if source == "sroie-boxes" {
            return reader.finishing(try SROIELinesDocument.load(path: "\(directory)/box/\(stem).csv")).document
        }
        let cached = cache.map { "\($0)/\(stem).json" }
        if let cached, let data = FileManager.default.contents(atPath: cached),
           var document = try? JSONDecoder().decode(Document.self, from: data) {
            // What document stages derive is derived again (a cache written before they were left out holds it).
            (document.entities, document.kind, document.receipt, document.additionalReceipts) = (nil, nil, nil, nil)
            return reader.finishing(document).document
        }
        let image = ["jpg", "jpeg", "png"].map { "\(directory)/images/\(stem).\($0)" }.first { FileManager.default.fileExists(atPath: $0) }
        guard let image, let data = FileManager.default.contents(atPath: image) else {
            throw SROIELinesDocument.Failure(file: "\(directory)/images/\(stem).jpg", reason: "no image for key \(stem).json")
        }
        // The cache keeps the pages' reading before any document stage (spelling rewrites words), so that a
        // changed document stage is measured on the words OCR gave.
        guard let document = reader.pagesToCache(path: image, data: data).document else {
            throw SROIELinesDocument.Failure(file: image, reason: "Folio could not read it")
        }
        if let cached { try JSONEncoder().encode(document).write(to: URL(fileURLWithPath: cached)) }
        return reader.finishing(document).document
    }

    /// A key's day-first date ("19/10/2018", "25-01-18", "14 MAR 2018", "2018-01-25") as ISO 8601.
    static func isoDate(_ text: String) -> String? {
        let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        let parts = text.uppercased().split(whereSeparator: { " /-.,".contains($0) }).map(String.init)
        guard parts.count == 3 else { return nil }
        var day: Int?, month: Int?, year: Int?
        if parts[0].count == 4 {
            (year, month, day) = (Int(parts[0]), Int(parts[1]), Int(parts[2]))
        } else {
            day = Int(parts[0])
            month = Int(parts[1]) ?? months.firstIndex(where: { parts[1].hasPrefix($0) }).map { $0 + 1 }
            year = Int(parts[2]).map { $0 < 100 ? 2000 + $0 : $0 }
        }
        guard let day, let month, let year, (1...12).contains(month), (1...31).contains(day) else { return nil }
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}
