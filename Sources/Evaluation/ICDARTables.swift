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
        public var text: String
        /// x1, y1, x2, y2 in PDF points, origin bottom-left.
        public var x1: Double, y1: Double, x2: Double, y2: Double
    }

    public var page: Int
    public var cells: [Cell]

    /// The region's box in page pixels at `dpi` (top-left origin) on a page `pageHeightPoints` tall.
    public func box(dpi: Int, pageHeightPoints: Double) -> Box? {
        guard !cells.isEmpty else { return nil }
        let s = Double(dpi) / 72
        let x0 = cells.map(\.x1).min() ?? 0, x1 = cells.map(\.x2).max() ?? 0
        let y0 = cells.map(\.y1).min() ?? 0, y1 = cells.map(\.y2).max() ?? 0
        return Box(x: Int(x0 * s), y: Int((pageHeightPoints - y1) * s), width: Int((x1 - x0) * s), height: Int((y1 - y0) * s))
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
                cell = Cell(row: Int(a["start-row"] ?? "") ?? 0, column: Int(a["start-col"] ?? "") ?? 0, text: "",
                            x1: 0, y1: 0, x2: 0, y2: 0)
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
}
