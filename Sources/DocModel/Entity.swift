/// A piece of detected data in a block's text ("detected data" in Apple's document reader): an email
/// address, a phone number, a date, an amount, … with a normalized value that SQL can compare.
public struct Entity: Hashable, Codable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        case email, url, phone, date, dateRange = "date_range", time, money, address, iban
        case paymentCard = "payment_card", percentage, trackingNumber = "tracking_number"
        case flightNumber = "flight_number", measurement
    }

    public var kind: Kind
    /// The matched text as it stands in the block (a payment card's digits masked but the last four).
    public var text: String
    /// Email lowercased, URL with its scheme, phone as +CCNNN… (E.164) or plain digits, date ISO 8601
    /// (a range "start/end"), money "1234.50 EUR", IBAN without spaces, card masked, percentage "12.5%".
    public var normalized: String
    /// Parts of the value: money `amount`, `currency`, `minor_units`; address `street`, `house_number`,
    /// `postcode`, `city`, `state`, `country`; tracking `carrier`; measurement `value`, `unit`.
    public var components: [String: String]?
    /// The block (or the list item or table's block) whose text holds it.
    public var blockID: String
    /// For a table cell: its row and column.
    public var cell: CellAddress?
    /// Offset and length in Unicode scalars of the block's (or cell's) text, as SQLite's substr counts.
    public var range: TextRange
    public var page: Int
    /// The union of the words it covers; nil when the text has no words (a table cell).
    public var box: Box?
    /// 0…1: how typical the match is, times the OCR confidence of its words.
    public var confidence: Double

    public init(kind: Kind, text: String, normalized: String, components: [String: String]? = nil, blockID: String,
                cell: CellAddress? = nil, range: TextRange, page: Int, box: Box?, confidence: Double) {
        self.kind = kind
        self.text = text
        self.normalized = normalized
        self.components = components
        self.blockID = blockID
        self.cell = cell
        self.range = range
        self.page = page
        self.box = box
        self.confidence = confidence
    }
}

/// A span of text: `start` and `length` in Unicode scalars.
public struct TextRange: Hashable, Codable, Sendable {
    public var start: Int
    public var length: Int

    public init(start: Int, length: Int) {
        self.start = start
        self.length = length
    }
}

public struct CellAddress: Hashable, Codable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
