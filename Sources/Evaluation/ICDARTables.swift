import DocModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Ground truth of the ICDAR 2013 table competition (`NAME-str.xml`): per table region, its page and
/// cells with start row and column, content and bounding box in PDF points (origin bottom-left).
public struct ICDARTable: Hashable, Sendable {
    public struct Cell: Hashable, Sendable {
        public var row: Int
        public var column: Int
        /// Last row and column the cell covers (equal to the start unless it spans).
        public var endRow: Int
        public var endColumn: Int
        public var text: String
        /// x1, y1, x2, y2 in PDF points, origin bottom-left.
        public var x1: Double, y1: Double, x2: Double, y2: Double
    }

    /// x1, y1, x2, y2 in PDF points, origin bottom-left.
    public struct Region: Hashable, Sendable {
        public var page: Int
        public var x1: Double, y1: Double, x2: Double, y2: Double
    }

    public var page: Int
    public var cells: [Cell]
    /// The region's box from `NAME-reg.xml`, when attached (`attachingRegions`).
    public var region: Region?

    public init(page: Int, cells: [Cell], region: Region? = nil) {
        self.page = page
        self.cells = cells
        self.region = region
    }

    /// The region's box in page pixels at `dpi` (top-left origin) on a page `pageHeightPoints` tall (as displayed):
    /// the `-reg.xml` box when attached, else the union of the cells' boxes.
    public func box(dpi: Int, pageHeightPoints: Double) -> Box? {
        let s = Double(dpi) / 72
        if let r = region {
            return Box(x: Int(r.x1 * s), y: Int((pageHeightPoints - r.y2) * s), width: Int((r.x2 - r.x1) * s), height: Int((r.y2 - r.y1) * s))
        }
        guard !cells.isEmpty else { return nil }
        let x0 = cells.map(\.x1).min() ?? 0, x1 = cells.map(\.x2).max() ?? 0
        let y0 = cells.map(\.y1).min() ?? 0, y1 = cells.map(\.y2).max() ?? 0
        return Box(x: Int(x0 * s), y: Int((pageHeightPoints - y1) * s), width: Int((x1 - x0) * s), height: Int((y1 - y0) * s))
    }

    /// Attaches the region boxes of `NAME-reg.xml` (`regData`) to the tables parsed from `NAME-str.xml`, region by
    /// region in document order, when both files list the same regions on the same pages. Why: on pages with
    /// `/Rotate 90` (eu-015) the structure file's cell boxes measure y from the unrotated page's height while the
    /// region file measures it on the page as displayed, like every other page; the region file is the consistent one.
    public static func attachingRegions(_ tables: [ICDARTable], regData: Data) -> [ICDARTable] {
        let regions = RegionParser.parse(regData)
        guard regions.count == tables.count, zip(regions, tables).allSatisfy({ $0.page == $1.page }) else { return tables }
        return zip(tables, regions).map { table, region in
            var table = table
            table.region = region
            return table
        }
    }

    /// The region's cells for the ICDAR 2013 adjacency-relation measure.
    public var adjacencyCells: [AdjacencyRelations.Cell] {
        cells.map { AdjacencyRelations.Cell(row: $0.row, column: $0.column, rowSpan: $0.endRow - $0.row + 1,
                                            columnSpan: $0.endColumn - $0.column + 1, text: $0.text) }
    }

    public static func parse(_ data: Data) -> [ICDARTable] {
        let delegate = Parser()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        _ = parser.parse()
        return delegate.tables
    }

    private final class Parser: NSObject, XMLParserDelegate {
        var tables: [ICDARTable] = []
        var cell: Cell?
        var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes a: [String: String] = [:]) {
            switch name {
            case "region": tables.append(ICDARTable(page: Int(a["page"] ?? "") ?? 1, cells: []))
            case "cell":
                let row = Int(a["start-row"] ?? "") ?? 0, column = Int(a["start-col"] ?? "") ?? 0
                cell = Cell(row: row, column: column, endRow: max(row, Int(a["end-row"] ?? "") ?? row),
                            endColumn: max(column, Int(a["end-col"] ?? "") ?? column), text: "", x1: 0, y1: 0, x2: 0, y2: 0)
            case "bounding-box":
                cell?.x1 = Double(a["x1"] ?? "") ?? 0
                cell?.y1 = Double(a["y1"] ?? "") ?? 0
                cell?.x2 = Double(a["x2"] ?? "") ?? 0
                cell?.y2 = Double(a["y2"] ?? "") ?? 0
            case "content": text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "content" { cell?.text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            if name == "cell", let c = cell, !tables.isEmpty {
                tables[tables.count - 1].cells.append(c)
                cell = nil
            }
        }
    }

    /// Regions of `NAME-reg.xml`: a page and one bounding box each.
    private final class RegionParser: NSObject, XMLParserDelegate {
        var regions: [Region] = []

        static func parse(_ data: Data) -> [Region] {
            let delegate = RegionParser()
            let parser = XMLParser(data: data)
            parser.delegate = delegate
            _ = parser.parse()
            return delegate.regions
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes a: [String: String] = [:]) {
            switch name {
            case "region": regions.append(Region(page: Int(a["page"] ?? "") ?? 1, x1: 0, y1: 0, x2: 0, y2: 0))
            case "bounding-box" where !regions.isEmpty:
                regions[regions.count - 1].x1 = Double(a["x1"] ?? "") ?? 0
                regions[regions.count - 1].y1 = Double(a["y1"] ?? "") ?? 0
                regions[regions.count - 1].x2 = Double(a["x2"] ?? "") ?? 0
                regions[regions.count - 1].y2 = Double(a["y2"] ?? "") ?? 0
            default: break
            }
        }
    }
}
