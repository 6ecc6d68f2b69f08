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

    public struct TableTruth: Hashable, Codable, Sendable {
        public var cells: [Cell]

        public init(cells: [Cell]) {
            self.cells = cells
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
