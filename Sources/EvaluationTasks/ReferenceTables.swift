import DocModel
import Foundation

/// Tables found by a reference tool (Camelot, img2table…) on one ICDAR document, written as JSON by
/// `scripts/eval/compare-tables.py` in `DIR/TOOL/NAME.json`, so `folio eval --task tables --reference-json DIR`
/// scores them with exactly the code that scores Folio's own tables.
struct ReferenceTable: Codable {
    struct Cell: Codable {
        var row: Int
        var column: Int
        var rowSpan: Int?
        var columnSpan: Int?
        var text: String
    }

    var page: Int
    /// Resolution of `box`'s pixels.
    var dpi: Int
    /// Height of the PDF page in points: maps the truth's bottom-left point boxes into `box`'s pixels.
    var pageHeightPoints: Double
    /// The table's region in page pixels at `dpi`, origin top-left.
    var box: Box
    var cells: [Cell]

    /// The table as a Folio table block, so it goes through the same scorer.
    var block: Block {
        let zero = Box(x: 0, y: 0, width: 0, height: 0)
        let tableCells = cells.map {
            TableCell(row: $0.row, column: $0.column, rowSpan: max(1, $0.rowSpan ?? 1), columnSpan: max(1, $0.columnSpan ?? 1),
                      text: $0.text, box: zero, confidence: 1)
        }
        let table = Table(rowCount: (cells.map { $0.row + ($0.rowSpan ?? 1) }.max() ?? 0),
                          columnCount: (cells.map { $0.column + ($0.columnSpan ?? 1) }.max() ?? 0), cells: tableCells)
        return Block(id: "ref", type: .table, text: "", provenance: [Provenance(page: page, box: box, confidence: 1)], table: table)
    }

    /// Tool names: the subdirectories of `directory`, sorted.
    static func tools(in directory: String) -> [String] {
        let fm = FileManager.default
        return ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: (directory as NSString).appendingPathComponent(name), isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    /// The tool's tables for document `stem`; nil when the tool wrote no file for it.
    static func load(directory: String, tool: String, stem: String) throws -> [ReferenceTable]? {
        let path = ((directory as NSString).appendingPathComponent(tool) as NSString).appendingPathComponent(stem + ".json")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode([ReferenceTable].self, from: data)
        } catch {
            throw CommandFailure(code: .dataError, message: "\(path): not a list of reference tables (\(error))")
        }
    }
}
