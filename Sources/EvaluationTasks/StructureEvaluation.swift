import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task structure DIR...`: title, paragraphs, list items, table cells, table detection and fields
/// against the structure members of NAME.truth.json sidecars. Detection: on every page whose truth lists its
/// `tables` (an empty list says the page holds none), each table block found is one found, each truth table one
/// expected; a found table detects a truth table whose `box` it overlaps at IoU ≥ 0.5 (one-to-one).
struct StructureEvaluation {
    struct Row: Codable {
        var document: String
        var titleExact: Bool?
        var paragraphs: MatchCount
        var listItems: MatchCount
        var tableCells: MatchCount
        var tables: MatchCount
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
                          listItems: MatchCount(), tableCells: MatchCount(), tables: MatchCount(), fields: MatchCount())
            let foundTitle = document.blocks.first { $0.type == .title }?.text
            if let title = item.truth.pages.compactMap(\.title).first {
                row.titleExact = foundTitle.map(TextMetrics.normalize) == TextMetrics.normalize(title)
            }
            if context.environment["FOLIO_STRUCTURE_DEBUG"] != nil { describe(document, truth: item.truth, name: row.document, title: foundTitle) }
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
                    let blocks = document.blocks.filter { $0.type == .table && $0.provenance.first?.page == page.number }
                    row.tableCells = row.tableCells + StructureMetrics.tableCells(found: blocks.compactMap(\.table), expected: tables)
                    let dpi = document.pages.first { $0.number == page.number }?.dpi ?? 300
                    row.tables = row.tables + Self.detection(found: blocks, expected: tables, dpi: dpi)
                }
            }
            rows.append(row)
        }
        try context.console.emit(rows, json: json) { Self.table(rows) }
        return .ok
    }

    /// `FOLIO_STRUCTURE_DEBUG`: what was found against the truth, per page, on stderr (misses only).
    func describe(_ document: Document, truth: StructureTruth, name: String, title: String?) {
        func cut(_ s: String) -> String { s.count > 70 ? String(s.prefix(70)) + "…" : s }
        if let expected = truth.pages.compactMap(\.title).first, title.map(TextMetrics.normalize) != TextMetrics.normalize(expected) {
            context.console.err("\(name) TITLE found \"\(title ?? "-")\" truth \"\(expected)\"\n")
        }
        for page in truth.pages {
            let found = StructureMetrics.paragraphs(document, page: page.number)
            let expected = page.paragraphs ?? []
            for text in found where !expected.contains(where: { StructureMetrics.similar(text, $0) }) {
                context.console.err("\(name) p\(page.number) PROSE extra \"\(cut(text))\"\n")
            }
            for text in expected where !found.contains(where: { StructureMetrics.similar($0, text) }) {
                context.console.err("\(name) p\(page.number) PROSE missed \"\(cut(text))\"\n")
            }
            let fields = StructureMetrics.fields(document, page: page.number)
            let trueFields = page.fields ?? []
            for f in fields where !trueFields.contains(where: { StructureMetrics.similar(f.key, $0.key) && StructureMetrics.similar(f.value, $0.value) }) {
                context.console.err("\(name) p\(page.number) FIELD extra \"\(cut(f.key))\" = \"\(cut(f.value))\"\n")
            }
            for f in trueFields where !fields.contains(where: { StructureMetrics.similar($0.key, f.key) && StructureMetrics.similar($0.value, f.value) }) {
                context.console.err("\(name) p\(page.number) FIELD missed \"\(f.key)\" = \"\(cut(f.value))\"\n")
            }
            let dpi = document.pages.first { $0.number == page.number }?.dpi ?? 300
            let tables = document.blocks.filter { $0.type == .table && $0.provenance.first?.page == page.number }
            for table in tables {
                let box = table.provenance.first?.box
                let best = (page.tables ?? []).compactMap { $0.box(dpi: dpi) }.map { b in box.map { $0.iou(b) } ?? 0 }.max() ?? 0
                if best < 0.5 {
                    context.console.err("\(name) p\(page.number) TABLE extra \(box.map { "\($0)" } ?? "-") best IoU \(String(format: "%.2f", best)): \(cut(table.text))\n")
                }
            }
            for truthTable in page.tables ?? [] {
                guard let b = truthTable.box(dpi: dpi) else { continue }
                let best = tables.compactMap { $0.provenance.first.map { $0.box.iou(b) } }.max() ?? 0
                if best < 0.5 { context.console.err("\(name) p\(page.number) TABLE missed \(b) best IoU \(String(format: "%.2f", best))\n") }
            }
            let others = document.blocks.filter { $0.provenance.first?.page == page.number && ($0.role != nil || $0.type != .paragraph) && $0.field == nil && $0.type != .table }
            for block in others { context.console.err("\(name) p\(page.number)   block \(block.type.rawValue)/\(block.role.map { "\($0)" } ?? "-"): \(cut(block.text))\n") }
        }
    }

    /// Table detection on one page: one-to-one pairs of found and true tables overlapping at IoU ≥ 0.5.
    /// A page whose truth gives no table a box cannot judge detection: it counts for neither side (it showed
    /// 0.000 / 0.000 on `corpus/structure`, whose truth gives cells only).
    static func detection(found: [Block], expected: [StructureTruth.TableTruth], dpi: Int) -> MatchCount {
        guard expected.contains(where: { $0.box(dpi: dpi) != nil }) else { return MatchCount(found: 0, expected: 0) }
        var used = Set<Int>()
        var count = MatchCount(found: found.count, expected: expected.count)
        for truth in expected {
            guard let box = truth.box(dpi: dpi) else { continue }
            let best = found.indices.filter { !used.contains($0) }
                .compactMap { i in found[i].provenance.first.map { (i, $0.box.iou(box)) } }
                .max { $0.1 < $1.1 }
            if let best, best.1 >= 0.5 {
                used.insert(best.0)
                count.matched += 1
            }
        }
        return count
    }

    static func table(_ rows: [Row]) -> String {
        func f1(_ m: MatchCount) -> String { m.expected == 0 && m.found == 0 ? "-" : String(format: "%.3f (%.0f/%d/%d)", m.f1, m.matched, m.found, m.expected) }
        func pr(_ m: MatchCount) -> String { m.expected == 0 && m.found == 0 ? "-" : String(format: "%.3f / %.3f (%.0f/%d/%d)", m.precision, m.recall, m.matched, m.found, m.expected) }
        var table = TextTable(headers: ["document", "title", "paragraph F1 (ok/found/truth)", "list-item F1", "table-cell F1", "table P / R", "field F1"])
        for row in rows {
            table.rows.append([row.document, row.titleExact.map { $0 ? "exact" : "WRONG" } ?? "-", f1(row.paragraphs),
                               f1(row.listItems), f1(row.tableCells), pr(row.tables), f1(row.fields)])
        }
        let titled = rows.compactMap(\.titleExact)
        let rate = titled.isEmpty ? "-" : String(format: "%.3f (%d/%d)", Double(titled.filter { $0 }.count) / Double(titled.count),
                                                 titled.filter { $0 }.count, titled.count)
        table.rows.append(["all (\(rows.count) documents)", rate, f1(rows.map(\.paragraphs).reduce(MatchCount(), +)),
                           f1(rows.map(\.listItems).reduce(MatchCount(), +)), f1(rows.map(\.tableCells).reduce(MatchCount(), +)),
                           pr(rows.map(\.tables).reduce(MatchCount(), +)),
                           f1(rows.map(\.fields).reduce(MatchCount(), +))])
        return table.render()
    }
}
