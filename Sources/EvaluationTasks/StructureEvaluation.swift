import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task structure DIR...`: title, paragraphs, list items, table cells and fields against the
/// structure members of NAME.truth.json sidecars.
struct StructureEvaluation {
    struct Row: Codable {
        var document: String
        var titleExact: Bool?
        var paragraphs: MatchCount
        var listItems: MatchCount
        var tableCells: MatchCount
        var fields: MatchCount
    }

    var context: CommandContext
    var directories: [String]
    var pipeline: PipelineDefinition
    var json: Bool

    func run() throws -> ExitCode {
        var cases: [(path: String, truth: StructureTruth)] = []
        for directory in directories {
            for item in try TruthCase.discover(in: directory) where item.truthPath.hasSuffix(".truth.json") {
                guard let data = FileManager.default.contents(atPath: item.truthPath),
                      let truth = try? JSONDecoder().decode(StructureTruth.self, from: data), truth.hasStructure else { continue }
                cases.append((item.documentPath, truth))
            }
        }
        guard !cases.isEmpty else {
            throw CommandFailure(code: .noInput, message: "no structure ground truth (title, paragraphs, lists, tables) in \(directories.joined(separator: ", "))")
        }
        let reader = try DocumentReader(pipeline: pipeline)
        var rows: [Row] = []
        for item in cases {
            guard let data = FileManager.default.contents(atPath: item.path) else {
                context.console.err("error: \(item.path): cannot read\n")
                continue
            }
            let report = reader.read(path: item.path, data: data)
            for diagnostic in report.diagnostics { context.console.err("\(item.path): \(diagnostic)\n") }
            let document = report.document ?? Document(source: report.source)
            if !document.invariantViolations().isEmpty {
                context.console.err("\(item.path): model broken: \(document.invariantViolations())\n")
            }
            var row = Row(document: (item.path as NSString).lastPathComponent, titleExact: nil, paragraphs: MatchCount(),
                          listItems: MatchCount(), tableCells: MatchCount(), fields: MatchCount())
            let foundTitle = document.blocks.first { $0.type == .title }?.text
            if let title = item.truth.pages.compactMap(\.title).first {
                row.titleExact = foundTitle.map(TextMetrics.normalize) == TextMetrics.normalize(title)
            }
            for page in item.truth.pages {
                if let paragraphs = page.paragraphs {
                    row.paragraphs = row.paragraphs + StructureMetrics.match(
                        found: StructureMetrics.paragraphs(document, page: page.number), expected: paragraphs)
                }
                if let lists = page.lists {
                    let expected = lists.flatMap(\.items).map { "\($0.depth ?? 0)␟\($0.text)" }
                    row.listItems = row.listItems + StructureMetrics.match(
                        found: StructureMetrics.listItems(document, page: page.number), expected: expected)
                }
                if let fields = page.fields {
                    row.fields = row.fields + StructureMetrics.matchFields(
                        found: StructureMetrics.fields(document, page: page.number), expected: fields)
                }
                if let tables = page.tables {
                    let found = document.blocks.filter { $0.provenance.first?.page == page.number }.compactMap(\.table)
                    row.tableCells = row.tableCells + StructureMetrics.tableCells(found: found, expected: tables)
                }
            }
            rows.append(row)
        }
        try context.console.emit(rows, json: json) { Self.table(rows) }
        return .ok
    }

    static func table(_ rows: [Row]) -> String {
        func f1(_ m: MatchCount) -> String { m.expected == 0 && m.found == 0 ? "-" : String(format: "%.3f (%.0f/%d/%d)", m.f1, m.matched, m.found, m.expected) }
        var table = TextTable(headers: ["document", "title", "paragraph F1 (ok/found/truth)", "list-item F1", "table-cell F1", "field F1"])
        for row in rows {
            table.rows.append([row.document, row.titleExact.map { $0 ? "exact" : "WRONG" } ?? "-", f1(row.paragraphs),
                               f1(row.listItems), f1(row.tableCells), f1(row.fields)])
        }
        let titled = rows.compactMap(\.titleExact)
        let rate = titled.isEmpty ? "-" : String(format: "%.3f (%d/%d)", Double(titled.filter { $0 }.count) / Double(titled.count),
                                                 titled.filter { $0 }.count, titled.count)
        table.rows.append(["all (\(rows.count) documents)", rate, f1(rows.map(\.paragraphs).reduce(MatchCount(), +)),
                           f1(rows.map(\.listItems).reduce(MatchCount(), +)), f1(rows.map(\.tableCells).reduce(MatchCount(), +)),
                           f1(rows.map(\.fields).reduce(MatchCount(), +))])
        return table.render()
    }
}
