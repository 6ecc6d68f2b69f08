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

/// The arithmetic check changes the figure OCR was least sure of, and never a total another line prints again.
@Suite struct ReceiptLeastSureCorrectionTests {
    /// The document of `rows` with the words reading `text` read at `confidence`.
    static func document(_ rows: [(String, String?)], unsure text: String, confidence: Double) -> Document {
        var doc = ReceiptAnalyzerTests.document(rows)
        for b in doc.blocks.indices {
            for l in doc.blocks[b].lines.indices {
                for w in doc.blocks[b].lines[l].words.indices where doc.blocks[b].lines[l].words[w].text == text {
                    doc.blocks[b].lines[l].words[w].confidence = confidence
                }
            }
        }
        return doc
    }

    @Test func ofSeveralMisreadingsThatBalanceTheOneOnTheLeastSureFigureIsTaken() throws {
        // 3.60 read 3.80: the total 8.80 read 8.60 would balance too, but Tesseract was unsure of the item's amount only.
        let rows: [(String, String?)] = [("CORNER BAKERY", nil), ("12 Mill Lane", nil), ("Rolls", "3.80"), ("Pie", "5.00"),
                                         ("TOTAL", "8.60"), ("Thank you!", nil)]
        var doc = Self.document(rows, unsure: "3.80", confidence: 0.45)
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(receipt.corrections == [Receipt.Correction(field: "items[0].amount", read: "3.80", corrected: "3.60")])
        #expect(receipt.total?.value == "8.60")
        #expect(receipt.balances)

        // Every figure as sure as the others: nothing says which was misread, so nothing is changed.
        var even = ReceiptAnalyzerTests.document(rows)
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&even)
        let unchanged = try #require(even.receipt)
        #expect(unchanged.corrections.isEmpty)
        #expect(!unchanged.balances)
        #expect(unchanged.items.map(\.amount) == ["3.80", "5.00"])
    }

    @Test func aTotalTheCardSlipPrintsAgainIsNeverCorrected() throws {
        // The items sum to 60.09 (one misread past a single digit's repair); 60.00 read twice is the total.
        let rows: [(String, String?)] = [("CORNER BAKERY", nil), ("12 Mill Lane", nil), ("Soup", "30.04"), ("Salad", "30.05"),
                                         ("TOTAL", "60.00"), ("APPROVED", nil), ("AMOUNT", "60.00")]
        var doc = ReceiptAnalyzerTests.document(rows)
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(receipt.total?.value == "60.00")
        #expect(receipt.corrections.isEmpty)
        #expect(!receipt.balances)
        #expect(!receipt.problems.isEmpty)

        // Printed once, the same total is what one misread digit (60.09 read 60.00) explains.
        var once = ReceiptAnalyzerTests.document(Array(rows.prefix(5)))
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&once)
        #expect(once.receipt?.corrections == [Receipt.Correction(field: "total", read: "60.00", corrected: "60.09")])
    }
}
