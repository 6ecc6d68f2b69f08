import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task entities DIR...`: reads each document that has ground truth with Folio (OCR and
/// the `extract` stage), and compares the detected data with `pages[].entities` of its NAME.truth.json
/// by `EntityMatching` (same page, same kind, same normalized value; each truth entity matches at most one
/// found): precision and recall per kind.
struct EntityEvaluation {
    /// The part of a truth file this task reads (schemas/truth.schema.json, `pages[].entities`).
    struct EntityTruth: Decodable {
        struct Page: Decodable {
            var number: Int
            var entities: [Item]?
        }
        struct Item: Decodable, Hashable {
            var kind: String
            var normalized: String
            var text: String?
        }
        var pages: [Page]
    }

    struct Row: Codable {
        var kind: String
        var truth = 0
        var found = 0
        var correct = 0
        var precision: Double { found == 0 ? (truth == 0 ? 1 : 0) : Double(correct) / Double(found) }
        var recall: Double { truth == 0 ? 1 : Double(correct) / Double(truth) }
    }

    let console: Console
    let pipeline: PipelineDefinition
    /// `--ocr-cache DIR`: each document's pages as read (before any document stage) are kept in
    /// DIR/NAME.json and reused, so that a changed document stage (`extract`) is measured in seconds on the
    /// words OCR gave; without it every document is read whole, as `folio ingest` reads it. The cached pages
    /// are masked like everything the reader gives out, so payment cards are not scored with a cache.
    var cache: String? = nil
    /// `--half a|b`: the documents at even (a) or odd (b) places of the sorted truth files.
    var half: String? = nil

    func run(directories: [String], json: Bool) throws -> ExitCode {
        let pipeline = pipeline.ensuringDocumentStages(["extract"])
        let reader = try DocumentReader(pipeline: pipeline)
        var rows: [String: Row] = [:]
        var misses: [String] = []
        let cases = EvaluationRun.half(half, of: try directories.flatMap { try TruthCase.discover(in: $0) }
            .filter { $0.truthPath.hasSuffix(".truth.json") })
        for item in cases {
            guard let data = FileManager.default.contents(atPath: item.truthPath),
                  let truth = try? JSONDecoder().decode(EntityTruth.self, from: data),
                  truth.pages.contains(where: { $0.entities != nil }) else { continue }
            guard let documentData = FileManager.default.contents(atPath: item.documentPath) else {
                console.err("error: \(item.documentPath): cannot read (named by \(item.truthPath))\n")
                continue
            }
            let name = (item.documentPath as NSString).lastPathComponent
            let document = try read(item.documentPath, name: name, data: documentData, reader: reader)
            for page in truth.pages {
                guard var expected = page.entities else { continue }
                var found = (document?.entities ?? []).filter { $0.page == page.number }
                if cache != nil {
                    // The reader masks card numbers before anything leaves it, the cached pages too: cards are
                    // not scored from a cache.
                    expected.removeAll { $0.kind == Entity.Kind.paymentCard.rawValue }
                    found.removeAll { $0.kind == .paymentCard }
                }
                let outcome = EntityMatching.match(
                    expected: expected.map { .init(kind: $0.kind, normalized: $0.normalized, text: $0.text) },
                    found: found.map { .init(kind: $0.kind.rawValue, normalized: $0.normalized, text: $0.text) })
                for item in found { rows[item.kind.rawValue, default: Row(kind: item.kind.rawValue)].found += 1 }
                for item in outcome.correct { rows[item.kind, default: Row(kind: item.kind)].correct += 1 }
                for item in expected { rows[item.kind, default: Row(kind: item.kind)].truth += 1 }
                func quoted(_ text: String?) -> String { text.map { " (\"" + $0.replacingOccurrences(of: "\n", with: "⏎") + "\")" } ?? "" }
                for item in outcome.extra {
                    misses.append("\(name) p\(page.number): extra \(item.kind) \(item.normalized)\(quoted(item.text))")
                }
                for item in outcome.missed {
                    misses.append("\(name) p\(page.number): missed \(item.kind) \(item.normalized)\(quoted(item.text))")
                }
            }
        }
        let sorted = rows.values.sorted { $0.kind < $1.kind }
        if json {
            console.out(try JSONOutput.pretty(sorted))
            return .ok
        }
        var table = TextTable(headers: ["kind", "truth", "found", "correct", "precision", "recall"])
        for row in sorted {
            table.rows.append([row.kind, String(row.truth), String(row.found), String(row.correct),
                               String(format: "%.3f", row.precision), String(format: "%.3f", row.recall)])
        }
        let total = sorted.reduce(into: Row(kind: "all")) { $0.truth += $1.truth; $0.found += $1.found; $0.correct += $1.correct }
        table.rows.append([total.kind, String(total.truth), String(total.found), String(total.correct),
                           String(format: "%.3f", total.precision), String(format: "%.3f", total.recall)])
        console.out(table.render())
        if cache != nil { console.err("note: payment cards are masked in the cached pages and not scored (--ocr-cache)\n") }
        for miss in misses { console.err(miss + "\n") }
        return .ok
    }

    /// The document as `folio ingest` reads it; with a cache, its pages from the cache when there, and the
    /// document stages run again on them.
    private func read(_ path: String, name: String, data: Data, reader: DocumentReader) throws -> Document? {
        guard let cache else { return reader.read(path: path, data: data).document }
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let cached = "\(cache)/\(name).json"
        let document: Document
        if let stored = FileManager.default.contents(atPath: cached),
           let decoded = try? JSONDecoder().decode(Document.self, from: stored) {
            document = decoded
        } else {
            guard let read = reader.pagesToCache(path: path, data: data).document else { return nil }
            document = read
            try JSONEncoder().encode(document).write(to: URL(fileURLWithPath: cached))
        }
        return reader.finishing(document).document
    }
}
