import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task tables DIR`: table detection and cell content against ICDAR 2013 ground truth
/// (NAME-str.xml beside NAME.pdf), read two ways: from the PDF's text layer, and from the pages holding
/// tables rendered at 300 dpi (`pdftoppm`) and OCRed. A found table detects a truth region when their
/// boxes overlap with IoU ≥ 0.5; cells score over (row, column, text), texts matching within 10 % CER.
struct TablesEvaluation {
    struct Row: Codable {
        var path: String
        var tables: MatchCount
        var cells: MatchCount
    }

    var context: CommandContext
    var directories: [String]
    var json: Bool

    func run() throws -> ExitCode {
        let fm = FileManager.default
        var pdfs: [(pdf: String, truth: [ICDARTable])] = []
        for directory in directories {
            for file in ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted() where file.hasSuffix("-str.xml") {
                let stem = String(file.dropLast("-str.xml".count))
                let pdf = (directory as NSString).appendingPathComponent(stem + ".pdf")
                guard fm.fileExists(atPath: pdf), let data = fm.contents(atPath: (directory as NSString).appendingPathComponent(file)) else { continue }
                pdfs.append((pdf, ICDARTable.parse(data)))
            }
        }
        guard !pdfs.isEmpty else {
            throw CommandFailure(code: .noInput, message: "no ICDAR 2013 ground truth (NAME-str.xml beside NAME.pdf) in \(directories.joined(separator: ", "))")
        }
        let reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
        let scratch = fm.temporaryDirectory.appendingPathComponent("folio-tables-\(getpid())")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: scratch) }
        var rows: [Row] = []
        for (pdf, truth) in pdfs {
            guard let data = fm.contents(atPath: pdf) else { continue }
            // 1. Text layer.
            let document = reader.read(path: pdf, data: data).document
            var textLayer = Row(path: "text layer", tables: MatchCount(), cells: MatchCount())
            for page in Set(truth.map(\.page)).union(document?.pages.map(\.number) ?? []).sorted() {
                let expected = truth.filter { $0.page == page }
                let pageInfo = document?.pages.first { $0.number == page }
                let found = (document?.blocks ?? []).filter { $0.type == .table && $0.provenance.first?.page == page }
                let score = Self.score(found: found, expected: expected, dpi: pageInfo?.dpi ?? 300,
                                       heightPoints: Double(pageInfo?.height ?? 0) * 72 / Double(pageInfo?.dpi ?? 300))
                textLayer.tables = textLayer.tables + score.tables
                textLayer.cells = textLayer.cells + score.cells
            }
            rows.append(Row(path: (pdf as NSString).lastPathComponent + " text", tables: textLayer.tables, cells: textLayer.cells))
            // 2. Pages with tables, rendered at 300 dpi and OCRed (as a scan would be).
            var ocr = Row(path: (pdf as NSString).lastPathComponent + " ocr", tables: MatchCount(), cells: MatchCount())
            // FOLIO_TABLES_OCR=0 skips the (slow: a few seconds a page) OCR reading.
            let withOCR = context.environment["FOLIO_TABLES_OCR"] != "0"
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
                let score = Self.score(found: found, expected: truth.filter { $0.page == page }, dpi: pageInfo?.dpi ?? 300,
                                       heightPoints: Double(pageInfo?.height ?? 0) * 72 / Double(pageInfo?.dpi ?? 300))
                ocr.tables = ocr.tables + score.tables
                ocr.cells = ocr.cells + score.cells
            }
            if withOCR { rows.append(ocr) }
            context.console.err("\(pdf): text \(Self.f(textLayer.cells)) ocr \(Self.f(ocr.cells))\n")
        }
        if json {
            context.console.out(try JSONOutput.pretty(rows))
        } else {
            var table = TextTable(headers: ["read from", "tables found", "tables truth", "detection P", "detection R",
                                            "cell P", "cell R", "cell F1"])
            for suffix in [" text", " ocr"] {
                let subset = rows.filter { $0.path.hasSuffix(suffix) }
                if subset.isEmpty { continue }
                let t = subset.map(\.tables).reduce(MatchCount(), +), c = subset.map(\.cells).reduce(MatchCount(), +)
                table.rows.append([suffix == " text" ? "PDF text layer" : "300 dpi render + OCR", String(t.found), String(t.expected),
                                   String(format: "%.3f", t.precision), String(format: "%.3f", t.recall),
                                   String(format: "%.3f", c.precision), String(format: "%.3f", c.recall), String(format: "%.3f", c.f1)])
            }
            context.console.out(table.render())
        }
        return .ok
    }

    static func f(_ m: MatchCount) -> String { String(format: "cell F1 %.3f", m.f1) }

    /// Detection (IoU ≥ 0.5, one-to-one) and cell matches on one page.
    static func score(found: [Block], expected: [ICDARTable], dpi: Int, heightPoints: Double) -> (tables: MatchCount, cells: MatchCount) {
        var used = Set<Int>()
        var tables = MatchCount(found: found.count, expected: expected.count)
        var cells = MatchCount()
        for truth in expected {
            let truthCells = StructureMetrics.TableCells(truth)
            guard let box = truth.box(dpi: dpi, pageHeightPoints: heightPoints) else { continue }
            let candidates = found.indices.filter { !used.contains($0) }
                .map { ($0, found[$0].provenance.first.map { iou($0.box, box) } ?? 0) }
            if let best = candidates.max(by: { $0.1 < $1.1 }), best.1 >= 0.5 {
                used.insert(best.0)
                tables.matched += 1
                cells = cells + StructureMetrics.cells(found: found[best.0].table, expected: truthCells)
            } else {
                cells = cells + StructureMetrics.cells(found: nil, expected: truthCells)
            }
        }
        for i in found.indices where !used.contains(i) {
            cells = cells + MatchCount(found: found[i].table?.cells.filter { !$0.text.isEmpty }.count ?? 0)
        }
        return (tables, cells)
    }

    static func iou(_ a: Box, _ b: Box) -> Double {
        let w = max(0, min(a.maxX, b.maxX) - max(a.x, b.x)), h = max(0, min(a.maxY, b.maxY) - max(a.y, b.y))
        let union = a.area + b.area - w * h
        return union > 0 ? Double(w * h) / Double(union) : 0
    }
}
