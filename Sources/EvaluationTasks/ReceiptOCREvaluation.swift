import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task receipt-ocr DIR...`: how well Folio's OCR reads receipts, apart from field extraction.
/// For an SROIE folder (`images/NNN.jpg` with `box/NNN.csv`, one transcribed line per row as
/// `x1,y1,x2,y2,x3,y3,x4,y4,TEXT`) it compares the page text Folio reads with the truth lines joined in file
/// order: the character error rate (upper-cased, as SROIE transcribes and scores; whitespace runs count
/// as one space), and the share of truth
/// lines found verbatim in the read text (upper-cased, whitespace collapsed) — a company or address is only
/// right when its lines are. Rows are summed over even- and odd-numbered receipts separately (develop on
/// one half, hold the other out) and over all.
struct ReceiptOCREvaluation {
    struct Row: Codable {
        var receipt: String
        var width: Int
        var height: Int
        var characters: ErrorCount
        var lines: Int
        var linesFound: Int
        var seconds: Double
    }

    let console: Console
    let pipeline: PipelineDefinition
    /// Where each receipt's read document is kept (`--ocr-cache`, the same files `--task receipts` reads):
    /// one OCR pass then serves both evaluations. Seconds are 0 for a receipt taken from it.
    var cache: String?

    func run(directories: [String], json: Bool) throws -> ExitCode {
        let reader = try DocumentReader(pipeline: pipeline)
        if let cache { try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true) }
        var rows: [Row] = []
        for directory in directories {
            let boxes = (directory as NSString).appendingPathComponent("box")
            let images = (directory as NSString).appendingPathComponent("images")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: boxes)) ?? []).filter { $0.hasSuffix(".csv") }.sorted()
            guard !names.isEmpty else { throw CommandFailure(code: .noInput, message: "\(boxes): no box/*.csv files") }
            for name in names {
                let stem = (name as NSString).deletingPathExtension
                guard let boxData = FileManager.default.contents(atPath: (boxes as NSString).appendingPathComponent(name)) else {
                    console.err("error: \(boxes)/\(name): cannot read\n")
                    continue
                }
                let truthLines = Self.truthLines(String(decoding: boxData, as: UTF8.self))
                let image = ["jpg", "jpeg", "png"].map { (images as NSString).appendingPathComponent(stem + "." + $0) }
                    .first { FileManager.default.fileExists(atPath: $0) }
                guard let image, let data = FileManager.default.contents(atPath: image) else {
                    console.err("error: \(images)/\(stem).jpg: no image for \(name)\n")
                    continue
                }
                let start = Date()
                let cached = cache.map { "\($0)/\(stem).json" }
                var document = cached.flatMap { FileManager.default.contents(atPath: $0) }
                    .flatMap { try? JSONDecoder().decode(Document.self, from: $0) }
                let fromCache = document != nil
                if document == nil {
                    // Cached as `--task receipts` keeps it: the pages' reading, before the document stages.
                    let pages = reader.pagesToCache(path: image, data: data)
                    for diagnostic in pages.diagnostics { console.err("\(image): \(diagnostic)\n") }
                    document = pages.document
                    if let cached, let document { try JSONEncoder().encode(document).write(to: URL(fileURLWithPath: cached)) }
                }
                if var read = document {
                    (read.entities, read.kind, read.receipt, read.additionalReceipts) = (nil, nil, nil, nil)
                    let finished = reader.finishing(read)
                    for diagnostic in finished.diagnostics where diagnostic.severity == .error {
                        console.err("\(image): \(diagnostic)\n")
                    }
                    document = finished.document
                }
                let seconds = fromCache ? 0 : Date().timeIntervalSince(start)
                let read = document?.text() ?? ""
                let page = document?.pages.first
                let squeezed = ReceiptEvaluation.normalize(read)
                let found = truthLines.filter { squeezed.contains(ReceiptEvaluation.normalize($0)) }.count
                rows.append(Row(receipt: stem, width: page?.width ?? 0, height: page?.height ?? 0,
                                characters: TextMetrics.characterErrors(read: read.uppercased(),
                                                                          truth: truthLines.joined(separator: "\n").uppercased()),
                                lines: truthLines.count, linesFound: found, seconds: seconds))
            }
        }
        if json {
            console.out(try JSONOutput.pretty(rows))
            return .ok
        }
        var table = TextTable(headers: ["receipt", "page", "CER", "lines found", "seconds"])
        for row in rows {
            table.rows.append([row.receipt, "\(row.width)x\(row.height)", ReceiptEvaluation.percent(row.characters.rate),
                               "\(row.linesFound)/\(row.lines)", String(format: "%.1f", row.seconds)])
        }
        console.out(table.render())
        var summary = TextTable(headers: ["receipts", "count", "CER", "lines found", "seconds"])
        let even = rows.filter { (Int($0.receipt) ?? 1) % 2 == 0 }, odd = rows.filter { (Int($0.receipt) ?? 0) % 2 == 1 }
        for (label, group) in [("even", even), ("odd (held out)", odd), ("all", rows)] {
            let characters = group.map(\.characters).reduce(ErrorCount(), +)
            let lines = group.map(\.lines).reduce(0, +), found = group.map(\.linesFound).reduce(0, +)
            summary.rows.append([label, String(group.count), ReceiptEvaluation.percent(characters.rate),
                                 lines == 0 ? "" : ReceiptEvaluation.percent(Double(found) / Double(lines)),
                                 String(format: "%.0f", group.map(\.seconds).reduce(0, +))])
        }
        console.out("\n" + summary.render())
        return .ok
    }

    /// The TEXT of each row: everything after the eighth comma (the text itself may hold commas).
    static func truthLines(_ csv: String) -> [String] {
        csv.split(whereSeparator: \.isNewline).compactMap { row -> String? in
            guard let text = SROIELinesDocument.fields(row)?.text.trimmingCharacters(in: .whitespaces) else { return nil }
            return text.isEmpty ? nil : text
        }
    }
}
