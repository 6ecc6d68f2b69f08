import DocModel
import Testing
@testable import Receipts

/// Items printed on more than one row, as European tills print them: the quantity times the unit price on a row
/// of its own under the name. Rows laid out by hand (no OCR); the expected items checked by eye against the rows.
@Suite struct ReceiptItemRowsTests {
    static let receipt: [(String, String?)] = [
        ("CORNER DELI", nil), ("12 High Street", nil), ("Oxford OX1 4AB", nil), ("Date 14/03/2024 09:45", nil),
        ("Receipt No 10000", nil), ("DRINKS", nil), ("Orange Juice", nil), ("2 x 1.01", "2.02"), ("Sparkling Mineral", nil),
        ("Water Glass Bottle", "3.92"), ("Bagel Plain", "5.65"), ("Subtotal", "11.59"), ("TOTAL", "11.59"),
        ("Cash", "20.00"), ("Change", "8.41"),
    ]

    static func items() throws -> [Receipt.Item] {
        var doc = ReceiptAnalyzerTests.document(receipt)
        ReceiptAnalyzer().analyze(&doc)
        return try #require(doc.receipt).items
    }

    @Test func aQuantityTimesUnitPriceOnItsOwnRowIsTheItemNamedOnTheRowAbove() throws {
        let items = try Self.items()
        let juice = try #require(items.first)
        #expect(juice.description == "Orange Juice")
        #expect(juice.quantity == "2" && juice.unitPrice == "1.01" && juice.amount == "2.02")
    }

    /// "Sparkling Mineral" over "Water Glass Bottle 3.92": the first half, a space and "Water" (23 letters) run longer
    /// than any name on the receipt printed on one row (18, "Water Glass Bottle"), so the till wrapped the name. The
    /// heading "DRINKS" above "Orange Juice" makes 13 and stays out of it.
    @Test func aLongNameTheTillWrappedOntoTwoRowsIsOneItemButAHeadingAboveANameIsNot() throws {
        let items = try Self.items()
        #expect(items.map(\.description) == ["Orange Juice", "Sparkling Mineral Water Glass Bottle", "Bagel Plain"])
        #expect(items.map(\.amount) == ["2.02", "3.92", "5.65"])
    }
}
