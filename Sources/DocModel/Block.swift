/// One item of the document's content, in reading order. The kinds follow Apple's
/// DocumentObservation tree: a title, headings, paragraphs, lists with items, tables with cells; and
/// key–value fields. `role` says what a paragraph is when it is not prose (an address, a salutation…).
///
/// JSON is flat with a `type` discriminator (`{"id":"b1","type":"paragraph","text":…}`) so that
/// `schemas/document.schema.json` can describe each kind; fields a kind does not use are absent.
public struct Block: Hashable, Codable, Sendable, Identifiable {
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        case title, heading, paragraph, list, listItem = "list_item", table, field
    }

    /// What a paragraph that is not prose is. Prose paragraphs have no role.
    public enum Role: String, Hashable, Codable, Sendable, CaseIterable {
        /// A page's running header or footer, set apart from the body.
        case header, footer
        /// A postal address block.
        case address
        /// A letter's greeting ("Dear Ms Weber,", "Sehr geehrte Damen und Herren,").
        case salutation
        /// A letter's complimentary close ("Yours sincerely,", "Mit freundlichen Grüßen").
        case closing
        /// The name (and position) under a letter's closing.
        case signature
        /// A table's or figure's caption ("Table 2: …", "Abbildung 3 …").
        case caption
        /// A letter's date line: a date, perhaps after its place ("Lyon, le 16 mai 2026", "München, 12. Januar 2026").
        case date
        /// A short piece of text that is no sentence and that no other structure took: a label or value left
        /// alone, a row of a table the layout did not find, a speck or rule read as a mark ("Kabelbinder 200 mm",
        /// "C72897", "|").
        case fragment
    }

    /// Unique within its document, "b1", "b2", … in reading order.
    public var id: String
    public var type: Kind
    /// The block's text: its lines joined by newlines (for a list or table, its items' or cells' text).
    public var text: String
    /// Page, box and confidence; more than one entry when the block continues on the next page.
    public var provenance: [Provenance]
    /// The lines the block was read from, top to bottom; empty for lists and tables, whose text lives in
    /// their items and cells.
    public var lines: [Line]
    /// Heading level (1 = top), for headings.
    public var level: Int?
    /// The list marker as printed ("•", "3.", "(a)"), for list items.
    public var marker: String?
    /// Nesting depth of a list item (0 = outermost).
    public var depth: Int?
    /// A list's items.
    public var items: [Block]?
    /// A table's cells.
    public var table: Table?
    /// What a non-prose paragraph is (see `Role`); nil for prose and for the other kinds.
    public var role: Role?
    /// A field's key and value, for fields.
    public var field: Field?

    public init(id: String, type: Kind, text: String, provenance: [Provenance], lines: [Line] = [],
                level: Int? = nil, marker: String? = nil, depth: Int? = nil, items: [Block]? = nil,
                table: Table? = nil, role: Role? = nil, field: Field? = nil) {
        self.role = role
        self.field = field
        self.id = id
        self.type = type
        self.text = text
        self.provenance = provenance
        self.lines = lines
        self.level = level
        self.marker = marker
        self.depth = depth
        self.items = items
        self.table = table
    }

    /// A paragraph built from lines on one page.
    public static func paragraph(id: String, page: Int, lines: [Line]) -> Block? {
        guard let box = Box.enclosing(lines.map(\.box)) else { return nil }
        let confidence = lines.map(\.confidence).reduce(0, +) / Double(lines.count)
        return Block(id: id, type: .paragraph, text: lines.map(\.text).joined(separator: "\n"),
                     provenance: [Provenance(page: page, box: box, confidence: confidence)], lines: lines)
    }
}

/// A table as flat cells; the grid is implied by each cell's start row and column and its spans.
public struct Table: Hashable, Codable, Sendable {
    public var rowCount: Int
    public var columnCount: Int
    public var cells: [TableCell]

    public init(rowCount: Int, columnCount: Int, cells: [TableCell]) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.cells = cells
    }
}

public struct TableCell: Hashable, Codable, Sendable {
    public var row: Int
    public var column: Int
    public var rowSpan: Int
    public var columnSpan: Int
    public var text: String
    public var isHeader: Bool
    public var box: Box
    public var confidence: Double
    /// The number the cell holds, as an exact decimal ("-1234.50": "." before decimals, no grouping),
    /// read with the table's own separators; nil when the text is not one number.
    public var number: String?
    /// The number's currency ("€", "USD") or "%"; nil for a bare number.
    public var unit: String?

    public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, text: String, isHeader: Bool = false,
                box: Box, confidence: Double, number: String? = nil, unit: String? = nil) {
        self.number = number
        self.unit = unit
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.text = text
        self.isHeader = isHeader
        self.box = box
        self.confidence = confidence
    }
}
