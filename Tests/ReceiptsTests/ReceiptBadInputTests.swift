import DocModel
import Testing
@testable import Receipts

/// Receipts that cannot be read whole are stored for review with the reason, and nothing is made up.
@Suite struct ReceiptBadInputTests {
    static func read(_ rows: [(String, String?)]) throws -> Receipt {
        var doc = ReceiptAnalyzerTests.document(rows)
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&doc)
        return try #require(doc.receipt)
    }

    @Test func aPhotoWithNoReadableTextGivesAnEmptyReceiptForReview() throws {
        // Told it is a receipt (a receipts inbox), a page with no words: every field empty, flagged, the reason said.
        var doc = ReceiptAnalyzerTests.document([])
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(receipt.merchant == nil && receipt.date == nil && receipt.total == nil && receipt.subtotal == nil)
        #expect(receipt.items.isEmpty && receipt.taxes.isEmpty && receipt.corrections.isEmpty)
        #expect(!receipt.balances)
        #expect(receipt.problems.contains("no text read"))
        // Left to classify, the same page is no receipt, and none is invented.
        var unknown = ReceiptAnalyzerTests.document([])
        ReceiptAnalyzer().analyze(&unknown)
        #expect(unknown.kind?.kind == .other && unknown.receipt == nil)
    }

    @Test func aReceiptWithoutATotalIsFlaggedAndNoTotalIsMadeUp() throws {
        let receipt = try Self.read([("CORNER SHOP", nil), ("Bread", "2.00"), ("Milk", "1.50"), ("Subtotal", "3.50")])
        #expect(receipt.total == nil)
        #expect(!receipt.balances)
        #expect(receipt.problems.contains("no total read"))
    }

    @Test func sumsThatCannotBalanceAreFlaggedWithWhatDisagrees() throws {
        let receipt = try Self.read([("CORNER SHOP", nil), ("Bread", "2.00"), ("Milk", "1.50"), ("Subtotal", "7.25"),
                                     ("TOTAL", "12.00")])
        #expect(!receipt.balances && receipt.corrections.isEmpty)
        #expect(receipt.total?.value == "12.00" && receipt.subtotal?.value == "7.25")
        #expect(receipt.problems == ["items sum to 3.50, subtotal says 7.25", "subtotal 7.25 + taxes 0.00 + tip 0.00 is not the total 12.00"])
    }

    @Test func aTotalThatPaidLessChangeConfirmsIsNeverCorrected() throws {
        // Cake printed 3.50 and read 4.50 (a misreading the table does not list): items sum to 6.50, and the total
        // 5.50 read as 6.50 would balance. Paid 10.00 less change 4.50 vouches for 5.50: it stays, flagged.
        let rows: [(String, String?)] = [("CORNER SHOP", nil), ("Tea", "2.00"), ("Cake", "4.50"), ("TOTAL", "5.50")]
        let unconfirmed = try Self.read(rows)
        #expect(unconfirmed.total?.value == "6.50")
        let receipt = try Self.read(rows + [("CASH", "10.00"), ("CHANGE", "4.50")])
        #expect(receipt.total?.value == "5.50" && receipt.corrections.isEmpty && !receipt.balances)
    }
}
