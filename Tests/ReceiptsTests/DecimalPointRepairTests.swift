import DocModel
import Testing
@testable import Receipts

/// Amounts whose decimal point OCR lost or read as a digit or a mark, and tax amounts it could not read: the
/// arithmetic check takes a reading only when exactly one makes the sums agree. Receipts laid out by hand as
/// words with boxes (`ReceiptAnalyzerTests.document`), on the balanced café receipt: items 11.68 + 9.92 +
/// 31.89 − 3.19 = 50.30, + tax 4.46 + tip 7.55 = 62.31.
@Suite struct DecimalPointRepairTests {
    static func analyzed(_ rows: [(String, String?)]) throws -> Receipt {
        var doc = ReceiptAnalyzerTests.document(rows)
        ReceiptAnalyzer().analyze(&doc)
        #expect(doc.invariantViolations().isEmpty)
        return try #require(doc.receipt)
    }

    @Test func aDoubtfulTokenMayStandForThePointInsertedOrForTheCharacterTakenAsThePoint() {
        #expect(DoubtfulAmount("27233")?.readings == [Money(minor: 27233, digits: 2), Money(minor: 2733, digits: 2)])
        #expect(DoubtfulAmount("13°53")?.readings == [Money(minor: 1353, digits: 2)])
        #expect(DoubtfulAmount("116")?.readings == [Money(minor: 116, digits: 2)])
        #expect(DoubtfulAmount("-084")?.readings == [Money(minor: -84, digits: 2)])
        // Real amounts, times, words and long numbers are not doubtful.
        #expect(DoubtfulAmount("12.50") == nil)
        #expect(DoubtfulAmount("12:30") == nil)
        #expect(DoubtfulAmount("Sa73") == nil)
        #expect(DoubtfulAmount("123456789") == nil)
    }

    @Test func aPointReadAsADigitIsUndoneWhenOnlyThatReadingBalances() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows[7] = ("Tomatoes", "9592")  // 9.92 with its point read as 5: 95.92 or 9.92.
        let receipt = try Self.analyzed(rows)
        #expect(receipt.items.map(\.amount) == ["11.68", "9.92", "31.89"])
        #expect(receipt.corrections == [Receipt.Correction(field: "items[1].amount", read: "9592", corrected: "9.92")])
        #expect(receipt.balances && receipt.problems.isEmpty)
    }

    @Test func aPointReadAsAMarkIsUndone() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows[6] = ("Cheese Cheddar", "11°68")
        let receipt = try Self.analyzed(rows)
        #expect(receipt.items.map(\.amount) == ["11.68", "9.92", "31.89"])
        #expect(receipt.corrections == [Receipt.Correction(field: "items[0].amount", read: "11°68", corrected: "11.68")])
        #expect(receipt.balances)
    }

    @Test func quantityTimesUnitPriceSettlesADoubtfulAmountOnItsOwnRow() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows[8] = ("Notebook A5 3 x 10.63", "31289")  // 312.89 or 31.89; 3 × 10.63 = 31.89.
        rows[10] = ("Subtotal", "50.80")             // and the subtotal misread too: the sums cannot decide.
        let receipt = try Self.analyzed(rows)
        #expect(receipt.items.map(\.description) == ["Cheese Cheddar", "Tomatoes", "Notebook A5"])
        #expect(receipt.items.map(\.amount) == ["11.68", "9.92", "31.89"])
        #expect(receipt.items[2].quantity == "3" && receipt.items[2].unitPrice == "10.63")
        #expect(receipt.items[2].discount == "-3.19")
        #expect(receipt.corrections.contains(Receipt.Correction(field: "items[2].amount", read: "31289", corrected: "31.89")))
    }

    @Test func anUnreadableTaxAmountIsTheRateOfTheSubtotalWhenThatMakesTheTotal() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows[11] = ("Sales Tax 8.875%", "Aa6")  // 8.875 % of 50.30 = 4.464 → 4.46; 50.30 + 4.46 + 7.55 = 62.31.
        let receipt = try Self.analyzed(rows)
        #expect(receipt.taxes.map(\.amount) == ["4.46"])
        #expect(receipt.taxes.first?.rate == "8.875" && receipt.taxes.first?.label == "Sales Tax 8.875%")
        #expect(receipt.corrections == [Receipt.Correction(field: "taxes[0]", read: "Aa6", corrected: "4.46")])
        #expect(receipt.balances)
    }

    @Test func aDoubtfulItemAndAnUnreadTaxAreSettledTogether() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows[7] = ("Tomatoes", "9592")
        rows[11] = ("Sales Tax 8.875%", "3")
        let receipt = try Self.analyzed(rows)
        #expect(receipt.items.map(\.amount) == ["11.68", "9.92", "31.89"])
        #expect(receipt.taxes.map(\.amount) == ["4.46"])
        #expect(Set(receipt.corrections) == [Receipt.Correction(field: "items[1].amount", read: "9592", corrected: "9.92"),
                                             Receipt.Correction(field: "taxes[0]", read: "3", corrected: "4.46")])
        #expect(receipt.balances)
    }

    @Test func nothingIsTakenWhenTwoReadingsWouldAgree() throws {
        // Bread 4.00 plus 5.33 make the subtotal 9.33; "Milk 5033" and "Eggs 5333" can each be 5.33 (the other
        // then no item): two readings agree, so neither is taken and the receipt is flagged.
        let receipt = try Self.analyzed([
            ("CORNER SHOP", nil), ("12 High Street", nil), ("Date 24 Feb 2024 13:09", nil),
            ("Bread", "4.00"), ("Milk", "5033"), ("Eggs", "5333"), ("Subtotal", "9.33"), ("TOTAL", "9.33"), ("Cash", "10.00"),
        ])
        #expect(receipt.items.map(\.description) == ["Bread"])
        #expect(receipt.corrections.isEmpty)
        #expect(!receipt.balances)
        #expect(receipt.problems == ["items sum to 4.00, subtotal says 9.33"])
    }

    @Test func aDoubtfulLineThatWouldBreakTheSumsIsNoItem() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows.insert(("Member points", "1250"), at: 9)  // 12.50 or 1.50 would unbalance a receipt that balances.
        let receipt = try Self.analyzed(rows)
        #expect(receipt.items.map(\.description) == ["Cheese Cheddar", "Tomatoes", "Notebook A5"])
        #expect(receipt.items[2].discount == "-3.19")
        #expect(receipt.corrections.isEmpty && receipt.balances)
    }

    @Test func anAmountReadAsNoNumberIsWhatTheSubtotalLeavesWhenTheTotalAgrees() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows[7] = ("Tomatoes", "Tipe")  // 50.30 − (11.68 + 31.89 − 3.19) = 9.92; 50.30 + 4.46 + 7.55 = 62.31 holds.
        let receipt = try Self.analyzed(rows)
        #expect(receipt.items.map(\.description) == ["Cheese Cheddar", "Tomatoes", "Notebook A5"])
        #expect(receipt.items.map(\.amount) == ["11.68", "9.92", "31.89"])
        #expect(receipt.corrections == [Receipt.Correction(field: "items[1].amount", read: "Tipe", corrected: "9.92")])
        #expect(receipt.balances)
    }

    @Test func nothingIsInferredBesideADiscountThatCouldNotBeRead() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows[7] = ("Tomatoes", "Tipe")
        rows[9] = ("Discount 10%", "=3l9")  // the leftover would swallow the discount: no amount is made up.
        let receipt = try Self.analyzed(rows)
        #expect(receipt.items.map(\.description) == ["Cheese Cheddar", "Notebook A5"])
        #expect(receipt.corrections.isEmpty && !receipt.balances)
    }

    @Test func quantityTimesUnitPriceGivesAnAmountReadAsNoNumber() throws {
        var rows = ReceiptAnalyzerTests.cafe
        rows[8] = ("Notebook A5 3 x 10.63", "3elo")
        let receipt = try Self.analyzed(rows)
        #expect(receipt.items.map(\.amount) == ["11.68", "9.92", "31.89"])
        #expect(receipt.items[2].quantity == "3" && receipt.items[2].unitPrice == "10.63")
        #expect(receipt.corrections == [Receipt.Correction(field: "items[2].amount", read: "3elo", corrected: "31.89")])
        #expect(receipt.balances)
    }
}
