import DocModel
import Extraction
import Testing
@testable import Receipts

/// Receipts laid out by hand as words with boxes (no OCR): fields, items, the arithmetic check and kind.
@Suite struct ReceiptAnalyzerTests {
    /// One printed row: the left text from x = 20, the amount right-aligned at x = 560.
    static func row(_ left: String, _ amount: String? = nil, y: Int) -> [Word] {
        var x = 20
        var words: [Word] = []
        for token in left.split(separator: " ") {
            words.append(Word(text: String(token), box: Box(x: x, y: y, width: 14 * token.count, height: 24), confidence: 0.9))
            x += 14 * token.count + 14
        }
        if let amount {
            words.append(Word(text: amount, box: Box(x: 560 - 14 * amount.count, y: y + 1, width: 14 * amount.count, height: 24),
                              confidence: 0.9))
        }
        return words
    }

    /// A receipt whose left column and amount column are separate blocks, as Tesseract often segments them.
    static func document(_ rows: [(String, String?)]) -> Document {
        var left: [Line] = [], right: [Line] = []
        for (index, (text, amount)) in rows.enumerated() {
            let words = row(text, amount, y: 40 + 40 * index)
            if let line = Line(words: amount == nil ? words : Array(words.dropLast())) { left.append(line) }
            if amount != nil, let line = Line(words: [words[words.count - 1]]) { right.append(line) }
        }
        let blocks = [Block.paragraph(id: "b1", page: 1, lines: left), Block.paragraph(id: "b2", page: 1, lines: right)]
        var doc = Document(source: Source(path: "r.png", sha256: String(repeating: "ab", count: 32), mediaType: "image/png",
                                          byteCount: 1),
                           pages: [Page(number: 1, width: 600, height: 40 * rows.count + 80, dpi: 300, textSource: .ocr)],
                           blocks: blocks.compactMap { $0 })
        var options = EntityDetector.Options()
        options.dayFirst = true
        DocumentExtractor(options: options).extract(&doc)
        return doc
    }

    static let cafe: [(String, String?)] = [
        ("BLUE DOOR CAFE", nil), ("481 Market St", nil), ("San Francisco, CA 94105", nil), ("Tel (415) 555-0142", nil),
        ("Date 24 Feb 2024 13:09", nil), ("Receipt No 10703", nil),
        ("Cheese Cheddar", "11.68"), ("Tomatoes", "9.92"), ("Notebook A5 3 x 10.63", "31.89"), ("Discount 10%", "-3.19"),
        ("Subtotal", "50.30"), ("Sales Tax 8.875%", "4.46"), ("Tip", "7.55"), ("TOTAL $", "62.31"),
        ("VISA", "62.31"), ("Card **** **** **** 4242", nil), ("Thank you!", nil),
    ]

    @Test func readsFieldsItemsAndBalancesAReceipt() throws {
        var doc = Self.document(Self.cafe)
        ReceiptAnalyzer().analyze(&doc)
        #expect(doc.invariantViolations().isEmpty)
        #expect(doc.kind?.kind == .receipt)
        let receipt = try #require(doc.receipt)
        #expect(receipt.merchant?.value == "BLUE DOOR CAFE")
        #expect(receipt.address?.value == "481 Market St San Francisco, CA 94105")
        #expect(receipt.date?.value == "2024-02-24")
        #expect(receipt.time?.value == "13:09")
        #expect(receipt.currency?.value == "USD")
        #expect(receipt.receiptNumber?.value == "10703")
        #expect(receipt.subtotal?.value == "50.30")
        #expect(receipt.taxes.map(\.amount) == ["4.46"])
        #expect(receipt.taxes.first?.rate == "8.875")
        #expect(receipt.tip?.value == "7.55")
        #expect(receipt.total?.value == "62.31")
        #expect(receipt.paymentMethod?.value == "card")
        #expect(receipt.cardBrand?.value == "visa")
        #expect(receipt.cardLast4?.value == "4242")
        #expect(receipt.items.map(\.description) == ["Cheese Cheddar", "Tomatoes", "Notebook A5"])
        #expect(receipt.items.map(\.amount) == ["11.68", "9.92", "31.89"])
        #expect(receipt.items[2].quantity == "3" && receipt.items[2].unitPrice == "10.63")
        #expect(receipt.items[2].discount == "-3.19")
        #expect(receipt.balances && receipt.problems.isEmpty && receipt.corrections.isEmpty)
        // Each field keeps where it was: the total on the TOTAL row.
        #expect(receipt.total?.box?.y == 40 + 40 * 13)
    }

    @Test func correctsTheOneMisreadDigitThatMakesTheSumsAgree() throws {
        var rows = Self.cafe
        rows[7] = ("Tomatoes", "9.82")  // OCR read 9 as 8; the subtotal and total disagree with it.
        var doc = Self.document(rows)
        ReceiptAnalyzer().analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(receipt.balances)
        #expect(receipt.corrections == [Receipt.Correction(field: "items[1].amount", read: "9.82", corrected: "9.92")])
        #expect(receipt.items[1].amount == "9.92")
    }

    static let bakery: [(String, String?)] = [
        ("CORNER BAKERY", nil), ("12 Mill Lane", nil), ("Date 03/05/2024", nil),
        ("Milk", "20.00"), ("Bread", "39.54"), ("Subtotal", "59.54"), ("TOTAL", "$9.54"), ("Thank you!", nil),
    ]

    @Test func readsAFaintFiveBeforeTheTotalThatMakesTheSumsAgree() throws {
        // "TOTAL $9.54" on a receipt whose items make 59.54: the 5 was read as a dollar sign.
        var doc = Self.document(Self.bakery)
        ReceiptAnalyzer().analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(receipt.total?.value == "59.54")
        #expect(receipt.balances)
        #expect(receipt.corrections == [Receipt.Correction(field: "total", read: "9.54", corrected: "59.54")])
    }

    @Test func leavesAMarkBeforeTheTotalAloneWhenItsDigitReadingDoesNotBalanceEither() throws {
        var rows = Self.bakery
        rows[4] = ("Bread", "40.00")  // items 60.00: neither 9.54 nor 59.54 agrees
        rows[5] = ("Subtotal", "60.00")
        var doc = Self.document(rows)
        ReceiptAnalyzer().analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(receipt.total?.value == "9.54")
        #expect(!receipt.balances && receipt.corrections.isEmpty)
    }

    @Test func flagsAReceiptThatDoesNotBalance() throws {
        var rows = Self.cafe
        rows[13] = ("TOTAL $", "70.00")
        var doc = Self.document(rows)
        ReceiptAnalyzer().analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(!receipt.balances)
        #expect(receipt.problems == ["subtotal 50.30 + taxes 4.46 + tip 7.55 is not the total 70.00"])
    }

    @Test func appliesRoundingAndReadsTwoRowItems() throws {
        var doc = Self.document([
            ("INDAH GIFT & HOME DECO", nil), ("27,JALAN DEDAP 13,", nil), ("TAMAN JOHOR JAYA,", nil),
            ("TEL:07-3507405 FAX:07-3558160", nil), ("19/10/2018 20:49:59", nil),
            ("ST-PRIVILEGE CARD/GD INDAH", nil), ("88888 1 10.00", "10.00"), ("GF-TABLE LAMP/STITCH", nil),
            ("62483 1 55.90", "55.90"), ("@DISC 10.00%", "-5.59"), ("TOTAL AMT RM", "60.31"), ("ROUNDING ADJ", "-0.01"),
            ("RM", "60.30"), ("CASH RM", "100.00"), ("CHANGE RM", "39.70"),
        ])
        ReceiptAnalyzer().analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(receipt.merchant?.value == "INDAH GIFT & HOME DECO")
        #expect(receipt.address?.value == "27,JALAN DEDAP 13, TAMAN JOHOR JAYA,")
        #expect(receipt.date?.value == "2018-10-19")
        #expect(receipt.currency?.value == "MYR")
        #expect(receipt.total?.value == "60.30")
        #expect(receipt.items.map(\.amount) == ["10.00", "55.90"])
        #expect(receipt.items[1].discount == "-5.59" && receipt.items[1].quantity == "1")
        #expect(receipt.amountPaid?.value == "100.00" && receipt.change?.value == "39.70")
        #expect(receipt.paymentMethod?.value == "cash")
        #expect(receipt.balances)
    }

    @Test func aLetterIsNotAReceipt() {
        var doc = Self.document([
            ("Dear Ms Smith,", nil), ("thank you for your letter of last week about the", nil),
            ("new opening hours of the library. We will send the", nil), ("details shortly and look forward to it.", nil),
            ("Yours sincerely,", nil), ("John Doe", nil),
        ])
        ReceiptAnalyzer().analyze(&doc)
        #expect(doc.kind?.kind == .letter)
        #expect(doc.receipt == nil)
    }

    @Test func aPipelineCanForceTheKind() {
        var doc = Self.document([("Some page", nil)])
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&doc)
        #expect(doc.kind == DocumentKind(kind: .receipt, confidence: 1, forced: true))
        #expect(doc.receipt != nil && doc.receipt?.balances == false)
    }
}
