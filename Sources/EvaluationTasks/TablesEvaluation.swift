import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task tables DIR`: table detection and cell content against ICDAR 2013 ground truth
/// (NAME-str.xml beside NAME.pdf), read two ways: from the PDF's text layer, and from the pages holding
/// tables rendered at 300 dpi (`pdftoppm`) and OCRed. A found table detects a truth region when their
/// boxes overlap with IoU ≥ 0.5; cells score over (row, column, text), texts matching within 10 % CER;
/// relations score as ICDAR 2013 did (`AdjacencyRelations`). With `--reference-json DIR`, tables other
/// tools found (written by scripts/eval/compare-tables.py) are scored by the same code, side by side.
struct TablesEvaluation {
    struct Score: Codable {
        var tables = MatchCount()
        var cells = MatchCount()
        var relations = MatchCount()

        static func + (a: Score, b: Score) -> Score {
            Score(tables: a.tables + b.tables, cells: a.cells + b.cells, relations: a.relations + b.relations)
        }
    }

    struct Row: Codable {
        var document: String
        var source: String
        var score: Score
    }

    static let textSource = "Folio, PDF text layer", ocrSource = "Folio, 300 dpi render + OCR"

    var context: CommandContext
    var directories: [String]
    /// The pipeline `folio ingest` would run (`--pipeline`, else the default one).
    var pipeline: PipelineDefinition
    var json: Bool
    var referenceDirectory: String?

    func run() throws -> ExitCode {
        let fm = FileManager.default
        var pdfs: [(pdf: String, truth: [ICDARTable])] = []
        for directory in directories {
            for file in ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted() where file.hasSuffix("-str.xml") {
                let stem = String(file.dropLast("-str.xml".count))
                let pdf = (directory as NSString).appendingPathComponent(stem + ".pdf")
                guard fm.fileExists(atPath: pdf), let data = fm.contents(atPath: (directory as NSString).appendingPathComponent(file)) else { continue }
                var truth = ICDARTable.parse(data)
                if let regions = fm.contents(atPath: (directory as NSString).appendingPathComponent(stem + "-reg.xml")) {
                    truth = ICDARTable.attachingRegions(truth, regData: regions)
                }
                pdfs.append((pdf, truth))
            }
        }
        guard !pdfs.isEmpty else {
            throw CommandFailure(code: .noInput, message: "no ICDAR 2013 ground truth (NAME-str.xml beside NAME.pdf) in \(directories.joined(separator: ", "))")
        }
        let tools = referenceDirectory.map(ReferenceTable.tools(in:)) ?? []
        if let referenceDirectory, tools.isEmpty {
            throw CommandFailure(code: .noInput, message: "\(referenceDirectory): no tool directories (TOOL/NAME.json) to compare with")
        }
        let reader = try DocumentReader(pipeline: pipeline)
        let scratch = fm.temporaryDirectory.appendingPathComponent("folio-tables-\(getpid())")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: scratch) }
        // FOLIO_TABLES_OCR=0 skips the (slow: a few seconds a page) OCR reading.
        let withOCR = context.environment["FOLIO_TABLES_OCR"] != "0"
        var rows: [Row] = []
        // Per page holding truth tables, the text layer's cell F1 against the OCR path's: the text layer must never
        // be below its own rendering (the OCR path reads only these pages, so documents would hide it).
        var pagesCompared = 0, pagesBelow: [String] = []
        for (pdf, truth) in pdfs {
            guard let data = fm.contents(atPath: pdf) else { continue }
            let name = (pdf as NSString).lastPathComponent
            // 1. Text layer: every page (tables found on pages without truth tables are false positives).
            let document = reader.read(path: pdf, data: data).document
            var textLayer = Score()
            var textPages: [Int: Score] = [:]
            for page in Set(truth.map(\.page)).union(document?.pages.map(\.number) ?? []).sorted() {
                let pageInfo = document?.pages.first { $0.number == page }
                let found = (document?.blocks ?? []).filter { $0.type == .table && $0.provenance.first?.page == page }
                let dpi = pageInfo?.dpi ?? 300
                if context.environment["FOLIO_TABLES_DEBUG"] != nil {
                    describe(page: page, of: name, found: found, expected: truth.filter { $0.page == page }, dpi: dpi,
                             heightPoints: Double(pageInfo?.height ?? 0) * 72 / Double(dpi))
                }
                let pageScore = Self.score(found: found, expected: truth.filter { $0.page == page }, dpi: dpi,
                                           heightPoints: Double(pageInfo?.height ?? 0) * 72 / Double(dpi))
                textPages[page] = pageScore
                textLayer = textLayer + pageScore
            }
            rows.append(Row(document: name, source: Self.textSource, score: textLayer))
            // 2. Pages with tables, rendered at 300 dpi and OCRed (as a scan would be).
            var ocr = Score()
            for page in Set(truth.map(\.page)).sorted() where withOCR {
                let prefix = scratch.appendingPathComponent("p").path
                let render = Process()
                render.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                render.arguments = ["pdftoppm", "-r", "300", "-gray", "-png", "-singlefile", "-f", "\(page)", "-l", "\(page)", pdf, prefix]
                try render.run()
                render.waitUntilExit()
                guard render.terminationStatus == 0, let png = fm.contents(atPath: prefix + ".png") else {
                    context.console.err("\(pdf): pdftoppm failed on page \(page) (is poppler-utils installed?)\n")
                    continue
                }
                let scanned = reader.read(path: "\(pdf)#\(page)", data: png).document
                let pageInfo = scanned?.pages.first
                let found = (scanned?.blocks ?? []).filter { $0.type == .table }
                let dpi = pageInfo?.dpi ?? 300
                if context.environment["FOLIO_TABLES_DEBUG"] != nil {
                    describe(page: page, of: name + " (ocr)", found: found, expected: truth.filter { $0.page == page }, dpi: dpi,
                             heightPoints: Double(pageInfo?.height ?? 0) * 72 / Double(dpi))
                }
                let pageScore = Self.score(found: found, expected: truth.filter { $0.page == page }, dpi: dpi,
                                           heightPoints: Double(pageInfo?.height ?? 0) * 72 / Double(dpi))
                ocr = ocr + pageScore
                let text = textPages[page]?.cells.f1 ?? 0
                pagesCompared += 1
                // Below by more than the printed rounding.
                let below = text < pageScore.cells.f1 - 0.0005
                if below { pagesBelow.append("\(name) p\(page)") }
                context.console.err("  \(name) p\(page): text \(String(format: "%.3f", text)) ocr \(String(format: "%.3f", pageScore.cells.f1))\(below ? "  TEXT BELOW OCR" : "")\n")
            }
            if withOCR { rows.append(Row(document: name, source: Self.ocrSource, score: ocr)) }
            // 3. Reference tools' tables, on whatever pages each tool read.
            var line = "\(pdf): text \(Self.f(textLayer.cells))" + (withOCR ? " ocr \(Self.f(ocr.cells))" : "")
            for tool in tools {
                guard let referenceDirectory else { break }
                guard let tables = try ReferenceTable.load(directory: referenceDirectory, tool: tool, stem: (name as NSString).deletingPathExtension) else {
                    context.console.err("note: \(tool) has no result for \(name); counted as finding no table\n")
                    let missed = Self.score(found: [], expected: truth, dpi: 300, heightPoints: 0)
                    rows.append(Row(document: name, source: tool, score: missed))
                    continue
                }
                var score = Score()
                for page in Set(truth.map(\.page)).union(tables.map(\.page)).sorted() {
                    let onPage = tables.filter { $0.page == page }
                    let geometry = onPage.first.map { ($0.dpi, $0.pageHeightPoints) } ?? (300, 0)
                    score = score + Self.score(found: onPage.map(\.block), expected: truth.filter { $0.page == page },
                                               dpi: geometry.0, heightPoints: geometry.1)
                }
                rows.append(Row(document: name, source: tool, score: score))
                line += " \(tool) \(Self.f(score.cells))"
            }
            context.console.err(line + "\n")
        }
        if withOCR {
            context.console.err("text layer below the OCR path (cell F1) on \(pagesBelow.count) of \(pagesCompared) pages holding tables\(pagesBelow.isEmpty ? "" : ": " + pagesBelow.joined(separator: ", "))\n")
        }
        try context.console.emit(rows, json: json) { Self.table(rows, sources: [Self.textSource, Self.ocrSource] + tools) }
        return .ok
    }

    static func table(_ rows: [Row], sources: [String]) -> String {
        func n(_ x: Double) -> String { String(format: "%.3f", x) }
        var table = TextTable(headers: ["read by", "docs", "tables found", "tables truth", "detection P", "detection R",
                                        "cell P", "cell R", "cell F1", "adjacency P", "adjacency R", "adjacency F1"])
        for source in sources {
            let subset = rows.filter { $0.source == source }
            if subset.isEmpty { continue }
            let s = subset.map(\.score).reduce(Score(), +)
            table.rows.append([source, String(subset.count), String(s.tables.found), String(s.tables.expected),
                               n(s.tables.precision), n(s.tables.recall), n(s.cells.precision), n(s.cells.recall), n(s.cells.f1),
                               n(s.relations.precision), n(s.relations.recall), n(s.relations.f1)])
        }
        return table.render()
    }

    /// FOLIO_TABLES_DEBUG=1: each page's found and truth tables on stderr, to see why a table missed.
    private func describe(page: Int, of name: String, found: [Block], expected: [ICDARTable], dpi: Int, heightPoints: Double) {
        func head(_ cells: [(Int, Int, String)]) -> String {
            cells.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(6).map { "[\($0.0),\($0.1)] \($0.2.prefix(20))" }.joined(separator: " | ")
        }
        for truth in expected {
            let box = truth.box(dpi: dpi, pageHeightPoints: heightPoints)
            let rows = (truth.cells.map(\.endRow).max() ?? -1) + 1, columns = (truth.cells.map(\.endColumn).max() ?? -1) + 1
            let best = box.map { b in found.compactMap { $0.provenance.first.map { $0.box.iou(b) } }.max() ?? 0 } ?? 0
            context.console.err("  \(name) p\(page) TRUTH \(rows)x\(columns) \(box.map { "\($0)" } ?? "-") best IoU \(String(format: "%.2f", best)): \(head(truth.cells.map { ($0.row, $0.column, $0.text) }))\n")
            // FOLIO_TABLES_DEBUG=2: the cells of the best-matching found table that miss, and the truth cells missed.
            if context.environment["FOLIO_TABLES_DEBUG"] == "2", let b = box,
               let table = found.max(by: { a, c in (a.provenance.first.map { $0.box.iou(b) } ?? 0) < (c.provenance.first.map { $0.box.iou(b) } ?? 0) })?.table {
                let want = StructureMetrics.TableCells(truth).cells.filter { !$0.text.isEmpty }
                let got = table.cells.filter { !$0.text.isEmpty }
                let missed = want.filter { t in !got.contains { $0.row == t.row && $0.column == t.column && StructureMetrics.similar($0.text, t.text) } }
                let wrong = got.filter { g in !want.contains { $0.row == g.row && $0.column == g.column && StructureMetrics.similar(g.text, $0.text) } }
                context.console.err("    missed: " + missed.map { "[\($0.row),\($0.column)] \($0.text.prefix(24))" }.joined(separator: " | ") + "\n")
                context.console.err("    wrong:  " + wrong.map { "[\($0.row),\($0.column)] \($0.text.prefix(24))" }.joined(separator: " | ") + "\n")
            }
        }
        for block in found {
            guard let table = block.table, let box = block.provenance.first?.box else { continue }
            context.console.err("  \(name) p\(page) FOUND \(table.rowCount)x\(table.columnCount) \(box): \(head(table.cells.map { ($0.row, $0.column, $0.text) }))\n")
        }
    }

    static func f(_ m: MatchCount) -> String { String(format: "cell F1 %.3f", m.f1) }

    /// Detection (IoU ≥ 0.5, one-to-one), cell and adjacency-relation matches on one page. A truth table
    /// left undetected contributes its cells and relations to the expected counts; a found table matching
    /// no truth contributes its non-empty cells and its relations to the found counts.
    static func score(found: [Block], expected: [ICDARTable], dpi: Int, heightPoints: Double) -> Score {
        var used = Set<Int>()
        var score = Score(tables: MatchCount(found: found.count, expected: expected.count))
        for truth in expected {
            let truthCells = StructureMetrics.TableCells(truth)
            let truthRelations = AdjacencyRelations.relations(truth.adjacencyCells)
            let box = truth.box(dpi: dpi, pageHeightPoints: heightPoints)
            let candidates = found.indices.filter { !used.contains($0) }
                .map { i in (i, box.flatMap { b in found[i].provenance.first.map { $0.box.iou(b) } } ?? 0) }
            if let best = candidates.max(by: { $0.1 < $1.1 }), best.1 >= 0.5 {
                used.insert(best.0)
                score.tables.matched += 1
                score.cells = score.cells + StructureMetrics.cells(found: found[best.0].table, expected: truthCells)
                score.relations = score.relations + AdjacencyRelations.match(found: relations(found[best.0].table), expected: truthRelations)
            } else {
                score.cells = score.cells + StructureMetrics.cells(found: nil, expected: truthCells)
                score.relations = score.relations + MatchCount(expected: truthRelations.count)
            }
        }
        for i in found.indices where !used.contains(i) {
            score.cells = score.cells + MatchCount(found: found[i].table?.cells.filter { !$0.text.isEmpty }.count ?? 0)
            score.relations = score.relations + MatchCount(found: relations(found[i].table).count)
        }
        return score
    }

    static func relations(_ table: Table?) -> [AdjacencyRelations.Relation] {
        AdjacencyRelations.relations((table?.cells ?? []).map {
            AdjacencyRelations.Cell(row: $0.row, column: $0.column, rowSpan: $0.rowSpan, columnSpan: $0.columnSpan, text: $0.text)
        })
    }
}
