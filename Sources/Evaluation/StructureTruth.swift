import DocModel
import Foundation

/// The structure part of a truth sidecar (`schemas/truth.schema.json`): per page, optional `title`,
/// `paragraphs`, `lists`, `tables` and `fields`. Read from the same NAME.truth.json as `Truth`; pages without
/// these members are not scored for structure.
public struct StructureTruth: Hashable, Codable, Sendable {
    public struct Item: Hashable, Codable, Sendable {
        public var marker: String?
        public var text: String
        public var depth: Int?
    }

    public struct ListTruth: Hashable, Codable, Sendable {
        public var items: [Item]
    }

    public struct Cell: Hashable, Codable, Sendable {
        public var row: Int
        public var column: Int
        public var rowSpan: Int?
        public var columnSpan: Int?
        public var text: String

        public init(row: Int, column: Int, text: String) {
            self.row = row
            self.column = column
            self.text = text
        }
    }

    /// A rectangle in points (1/72 inch) from the page's top-left corner.
    public struct Region: Hashable, Codable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
    }

    public struct TableTruth: Hashable, Codable, Sendable {
        public var cells: [Cell]
        /// Where the table is printed (a generator's truth; optional): scored for detection at IoU ≥ 0.5.
        public var box: Region?

        public init(cells: [Cell], box: Region? = nil) {
            self.cells = cells
            self.box = box
        }

        /// `box` in the pixels of a page read at `dpi` (block boxes' space).
        public func box(dpi: Int) -> Box? {
            guard let r = box else { return nil }
            let s = Double(dpi) / 72
            return Box(x: Int(r.x * s), y: Int(r.y * s), width: Int(max(0, r.width) * s), height: Int(max(0, r.height) * s))
        }
    }

    /// A key–value field: the label as printed without its colon, and its value.
    public struct FieldTruth: Hashable, Codable, Sendable {
        public var key: String
        public var value: String
    }

    public struct Page: Hashable, Codable, Sendable {
        public var number: Int
        public var title: String?
        public var fields: [FieldTruth]?
        public var paragraphs: [String]?
        public var lists: [ListTruth]?
        public var tables: [TableTruth]?
    }

    public var document: String
    public var pages: [Page]

    /// Whether any page says anything about structure.
    public var hasStructure: Bool {
        pages.contains { $0.title != nil || $0.paragraphs != nil || $0.lists != nil || $0.tables != nil || $0.fields != nil }
    }
}
