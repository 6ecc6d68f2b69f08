import DocModel
import Testing
@testable import Receipts

/// The merchant, address and total rules on hand-built layouts in the style of Malaysian till receipts
/// (ICDAR 2019 SROIE), including the OCR damage seen there.
@Suite struct ReceiptLayoutRuleTests {
    static func read(_ rows: [(String, String?)]) throws -> Receipt {
        var doc = ReceiptAnalyzerTests.document(rows)
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&doc)
        #expect(doc.invariantViolations().isEmpty)
        return try #require(doc.receipt)
    }

    @Test func prefersTheLineWithALegalFormOverGreetingsAbove() throws {
        let receipt = try Self.read([
            ("THANK YOU. PLEASE COME AGAIN.", nil), ("GOODS SOLD ARE NOT RETURNABLE.", nil),
            ("SEGI CASH & CARRY SDN.BHD", nil), ("(317041-W)", nil), ("PT17920, SEKSYEN U9,", nil),
            ("40150 SHAH ALAM,", nil), ("SELANGOR DARUL EHSAN.", nil), ("GST Reg No: 001914695494", nil),
            ("Date 05/01/2017", nil), ("SUGAR 1KG", "12.60"), ("TOTAL", "12.60"), ("CASH", "20.00"), ("CHANGE", "7.40"),
        ])
        #expect(receipt.merchant?.value == "SEGI CASH & CARRY SDN.BHD")
        // The registration number between name and address is passed over.
        #expect(receipt.address?.value == "PT17920, SEKSYEN U9, 40150 SHAH ALAM, SELANGOR DARUL EHSAN.")
        #expect(receipt.total?.value == "12.60")
    }

    @Test func linesAfterThePaymentAreNoItemsEvenWithoutATotalLine() throws {
        // A restaurant check whose total line was not read: cash, the sales by category and the payment follow the
        // items; none of them is an item.
        let receipt = try Self.read([
            ("CROWNE GRILL", nil), ("1 Guinness Pie", "14.50"), ("1 Cappuccino", "2.80"), ("Cash", "20.00"),
            ("Food", "14.50"), ("Beverage", "2.80"), ("Payment", "17.30"), ("Change Due", "2.70"),
        ])
        #expect(receipt.items.map(\.description) == ["Guinness Pie", "Cappuccino"])
        #expect(receipt.total?.value == "17.30")
    }

    @Test func aBareAmountOnASlantedPhotoTakesTheLabelThePageLeansTo() throws {
        // A phone photo at a slant (Chipotle, New York): the amount column sits 20–50 px below its labels, so
        // Tesseract bands "11,25" between "TAKE OUT Total" and "Cash", a little nearer "Cash". The rows holding both
        // a label and its amount show the lean; "Round 0.01" lost its minus sign. Boxes as Tesseract read them.
        let words: [[(String, Int, Int, Int)]] = [
            [("carnitas", 101, 1425, 200), ("Bowl", 320, 1427, 120), ("8.27", 1290, 1441, 125)],
            [("Guacamole", 101, 1581, 230), ("2.07", 1290, 1600, 125)], [("Subtotal", 101, 1728, 230), ("10.34", 1263, 1751, 153)],
            [("Tax", 101, 1804, 86)], [("0.92", 1290, 1830, 125)], [("Round", 102, 1954, 145)], [("0.01", 1258, 1989, 151)],
            [("TAKE", 101, 2029, 116), ("OUT", 252, 2035, 87), ("Total", 376, 2037, 140)], [("11,25", 1263, 2068, 153)],
            [("Cash", 98, 2104, 120)], [("20.00", 1258, 2147, 158)], [("Change", 95, 2179, 182)], [("8.75", 1289, 2227, 126)],
        ]
        let lines = words.compactMap { line in
            Line(words: line.map { Word(text: $0.0, box: Box(x: $0.1, y: $0.2, width: $0.3, height: 58), confidence: 0.9) })
        }
        var doc = Document(source: Source(path: "r.jpg", sha256: String(repeating: "ab", count: 32), mediaType: "image/jpeg", byteCount: 1),
                           pages: [Page(number: 1, width: 1500, height: 2400, dpi: 300, textSource: .ocr)],
                           blocks: [Block.paragraph(id: "b1", page: 1, lines: lines)].compactMap { $0 })
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&doc)
        let receipt = try #require(doc.receipt)
        #expect(receipt.total?.value == "11.25")
        #expect(receipt.amountPaid?.value == "20.00")
        #expect(receipt.change?.value == "8.75")
        #expect(receipt.balances)
    }

    @Test func anUnlabelledAmountThatIsTheSubtotalPlusTheOneBetweenIsTheTotal() throws {
        // The labels under the subtotal faded away on the photo: the total is read, the amount between is not
        // named (tax? service?), so the receipt is left for review.
        let receipt = try Self.read([("STEAK HOUSE", nil), ("1 New York", "63.00"), ("1 Lobster Tail", "38.00"),
                                     ("Subtotal", "101.00"), ("", "8.18"), ("", "109.18")])
        #expect(receipt.total?.value == "109.18")
        #expect(receipt.taxes.isEmpty && !receipt.balances)
        // Two amounts that do not add up give no total.
        let other = try Self.read([("STEAK HOUSE", nil), ("1 New York", "63.00"), ("Subtotal", "63.00"), ("", "5.00"), ("", "70.00")])
        #expect(other.total == nil)
    }

    @Test func anAmountUnderTwoAmountsItIsTheSumOfIsTheTotalWhenEveryTotalsLabelWasLost() throws {
        // A photo's totals block whose labels were misread ("eS a gill" for Subtotal, "f ax" for Tax) and whose total
        // line shows its amount alone: 101.00 + 8.18 is 109.18, the receipt's largest figure, so it is the total and
        // 101.00 the subtotal. What 8.18 is (tax? service?) is not named, so the receipt cannot balance and is left
        // for review.
        let receipt = try Self.read([("STEAK HOUSE", nil), ("1 New York", "63.00"), ("1 Lobster Tail", "38.00"),
                                     ("eS a gill", "101.00"), ("f ax", "8.18"), ("", "109.18")])
        #expect(receipt.total?.value == "109.18")
        #expect(receipt.subtotal?.value == "101.00")
        #expect(receipt.taxes.isEmpty && !receipt.balances)
        // The sum and the tax on it are no items.
        #expect(receipt.items.map(\.description) == ["New York", "Lobster Tail"])
        // Item prices that add up are no total: 4.00 + 1.50 is 5.50, but a larger price follows.
        let larger = try Self.read([("CAFE", nil), ("Soup", "4.00"), ("Bread", "1.50"), ("Pasta", "5.50"), ("Steak", "21.00")])
        #expect(larger.total == nil)
        // Nor when the lower of the two is half the upper or more (a price, not the tax or tip on a sum).
        let half = try Self.read([("CAFE", nil), ("Soup", "4.00"), ("Bread", "3.00"), ("Pasta", "7.00")])
        #expect(half.total == nil)
        // Nor when the sum's own label names something else: cash handed over (no change line: what was due is not known).
        let cash = try Self.read([("CAFE", nil), ("Soup", "10.00"), ("Bread", "2.00"), ("Cash", "12.00")])
        #expect(cash.total == nil)
    }

    @Test func changePrintedWithAMinusIsTheChangeGivenAndPaidLessChangeIsTheTotal() throws {
        // No total line read; "CHANGE -9.55" under "Cash Tendered: 40.00": 30.45 was due.
        let receipt = try Self.read([("PANADERIA", nil), ("1 CALDO DE COSTILLA", "6.45"), ("2 PAN QUESO", "24.00"),
                                     ("Cash Tendered:", "40.00"), ("CHANGE", "-9.55")])
        #expect(receipt.change?.value == "9.55")
        #expect(receipt.total?.value == "30.45")
    }

    @Test func aLinePricedZeroUnderAnItemIsItsModifier() throws {
        let receipt = try Self.read([
            ("PURNIMA RESTAURANT", nil), ("Quail Korma", "15.00"), ("Medium", "0.00"), ("Garlic Naan", "4.00"), ("Hot", "0.00"),
            ("Subtotal", "19.00"), ("TOTAL", "19.00"),
        ])
        #expect(receipt.items.map(\.description) == ["Quail Korma", "Garlic Naan"])
        #expect(receipt.problems.isEmpty)
    }

    @Test func rejoinsANameBrokenOverThreeLines() throws {
        let receipt = try Self.read([
            ("AIK HUAT HARDWARE", nil), ("ENTERPRISE (SETIA", nil), ("ALAM) SDN BHD", nil), ("822737-X", nil),
            ("NO. 17-G, JALAN SETIA INDAH", nil), ("(X) U13/X, SETIA ALAM,", nil), ("TEL: 012-6651783", nil),
            ("PLUG TOP", "4.00"), ("TOTAL", "4.00"),
        ])
        #expect(receipt.merchant?.value == "AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD")
        #expect(receipt.address?.value == "NO. 17-G, JALAN SETIA INDAH (X) U13/X, SETIA ALAM,")
    }

    @Test func aMisreadSdnBhdMarksTheNameOverAStreetNamedForALegalForm() throws {
        // scripts/bench/bench-merchant-memory.py's shop 154: "SDN BHI" is not read as a legal form, "JALAN TRADING" is.
        let receipt = try Self.read([
            ("JAYA SRI MINI SDN BHI", nil), ("NO 96, JALAN TRADING 24/3,", nil), ("32282 SHAH ALAM", nil),
            ("Date: 05/05/2018", nil), ("TOTAL", "154.54"),
        ])
        #expect(receipt.merchant?.value == "JAYA SRI MINI SDN BHD")
        #expect(receipt.address?.value == "NO 96, JALAN TRADING 24/3, 32282 SHAH ALAM")
    }

    @Test func theNamesOwnLineIsNeverItsAddress() throws {
        // The only line with a legal form also shows a postcode; the address found from a postcode must not be it.
        let receipt = try Self.read([("MAJU TRADING 43000 KAJANG", nil), ("Date: 05/05/2018", nil), ("TOTAL", "12.00")])
        #expect(receipt.merchant?.value == "MAJU TRADING 43000 KAJANG")
        #expect(receipt.address == nil)
    }

    @Test func aLineStartingWithTheLegalFormContinuesTheLineAbove() throws {
        let receipt = try Self.read([
            ("POPULAR BOOK", nil), ("CO. (M) SDN BHD", nil), ("(CO. NO. 113825-W)", nil), ("(GST REG NO. 001492992000)", nil),
            ("NO 8, JALAN 7/118B, DESA TUN RAZAK", nil), ("56000 KUALA LUMPUR, MALAYSIA", nil), ("TEL : 03-9201 6281", nil),
            ("STAPLER", "7.30"), ("TOTAL RM INCL. OF GST", "7.30"),
        ])
        #expect(receipt.merchant?.value == "POPULAR BOOK CO. (M) SDN BHD")
        #expect(receipt.address?.value == "NO 8, JALAN 7/118B, DESA TUN RAZAK 56000 KUALA LUMPUR, MALAYSIA")
    }

    @Test func withoutALegalFormTheFirstCapitalLineIsTheNameAndABranchLineIsNotTheAddress() throws {
        let receipt = try Self.read([
            ("THREE STOOGES", nil), ("BISTRO & CAFE", nil), ("109, SS21/1A,", nil), ("DAMANSARA UTAMA", nil),
            ("GST ID : 001661886464", nil), ("TAX INVOICE", nil), ("NASI LEMAK", "169.00"), ("NET TOTAL", "174.90"),
        ])
        #expect(receipt.merchant?.value == "THREE STOOGES")
        #expect(receipt.address?.value == "109, SS21/1A, DAMANSARA UTAMA")
    }

    @Test func aSecondLineOfCapitalsThatTheRegistrationNumberClosesIsPartOfTheName() throws {
        // SROIE 593: the name over two lines, then its company number, then the address.
        let receipt = try Self.read([
            ("RESTAURANT JIAWEI", nil), ("JIAWEI HOUSE", nil), ("002693074-K", nil), ("13, JLN TASIK UTAMA 8", nil),
            ("MEDAN NIAGA DAMAI SG BESI", nil), ("57000 KL", nil), ("INVOICE", nil), ("TEH O", "3.00"), ("TOTAL", "3.00"),
        ])
        #expect(receipt.merchant?.value == "RESTAURANT JIAWEI JIAWEI HOUSE")
        #expect(receipt.address?.value == "13, JLN TASIK UTAMA 8 MEDAN NIAGA DAMAI SG BESI 57000 KL")
    }

    @Test func aSecondLineOfCapitalsWithoutANumberAfterItStaysOutOfTheName() throws {
        let receipt = try Self.read([
            ("RESTAURANT JIAWEI", nil), ("JIAWEI HOUSE", nil), ("13, JLN TASIK UTAMA 8", nil), ("57000 KL", nil),
            ("TEH O", "3.00"), ("TOTAL", "3.00"),
        ])
        #expect(receipt.merchant?.value == "RESTAURANT JIAWEI")
    }

    @Test func theLegalNameUnderOwnedByIsTheOwnersAndTheHeadingNamesTheShop() throws {
        // SROIE 471: the legal form would otherwise win over the heading.
        let receipt = try Self.read([
            ("SANYU STATIONERY SHOP", nil), ("NO. 31G&33G, JALAN SETIA INDAH X ,U13/X", nil), ("40170 SETIA ALAM", nil),
            ("Tel: +603-3362 4137", nil), ("Owned By :", nil), ("SANYU SUPPLY SDN BHD (1135772-K)", nil),
            ("CASH SALES COUNTER", nil), ("ORDER CHIT", "8.70"), ("Total", "8.70"),
        ])
        #expect(receipt.merchant?.value == "SANYU STATIONERY SHOP")
        #expect(receipt.address?.value == "NO. 31G&33G, JALAN SETIA INDAH X ,U13/X 40170 SETIA ALAM")
    }

    @Test func aLoneSmallLetterTesseractDoubtsAtTheEndOfAnAddressLineInCapitalsIsASpeck() {
        let row = ReceiptRow(page: 1, words: [Self.word("40170", x: 10, confidence: 1), Self.word("SETIA", x: 80, confidence: 1),
                                              Self.word("ALAM", x: 150, confidence: 1), Self.word("z", x: 220, confidence: 0.29)])
        #expect(MerchantReader.withoutSpecks(row).text == "40170 SETIA ALAM")
        // Read with confidence, or in a line of small letters, it stays.
        var sure = row
        sure.words[3].confidence = 0.9
        #expect(MerchantReader.withoutSpecks(sure).text == "40170 SETIA ALAM z")
    }

    @Test func aLoneDoubtedCharacterStandingOffFromAnAddressLineIsASpeck() {
        // SROIE 269: "Sel." then, five characters' room away, a "7" that half the readings hold.
        let row = ReceiptRow(page: 1, words: [Self.word("Cheras,", x: 10, confidence: 0.98), Self.word("Sel.", x: 120, confidence: 0.96),
                                              Self.word("7", x: 240, confidence: 0.5)])
        #expect(MerchantReader.withoutSpecks(row).text == "Cheras, Sel.")
        // Printed a space apart it is the address's own number, however doubted.
        let near = ReceiptRow(page: 1, words: [Self.word("JALAN", x: 10, confidence: 0.98), Self.word("7", x: 90, confidence: 0.4)])
        #expect(MerchantReader.withoutSpecks(near).text == "JALAN 7")
        // Apart but believed, it stays.
        var sure = row
        sure.words[2].confidence = 0.8
        #expect(MerchantReader.withoutSpecks(sure).text == "Cheras, Sel. 7")
    }

    @Test func dropsARegistrationNumberAfterTheNameAndKeepsAnAddressLineUpToItsPhone() throws {
        let receipt = try Self.read([
            ("MOONLIGHT CAKE HOUSE SDN BHD 802729-U", nil), ("(GST Reg No: 001559298048)", nil),
            ("No.1, Jalan Permas 10/5,", nil), ("81750 Johor Bahru. Tel: 07-3873322", nil),
            ("Table Counter", nil), ("CAKE", "15.40"), ("TOTAL", "15.40"),
        ])
        #expect(receipt.merchant?.value == "MOONLIGHT CAKE HOUSE SDN BHD")
        #expect(receipt.address?.value == "No.1, Jalan Permas 10/5, 81750 Johor Bahru.")
    }

    @Test func theTotalAfterRoundingWinsOverTheLargerTotalBeforeIt() throws {
        let receipt = try Self.read([
            ("TONYMOLY VIVA CITY", nil), ("UNIT L1-044B, JALAN WAN ALWI,", nil), ("CREAM", "100.62"),
            ("Total Sales Incl. GST", "100.62"), ("Total After Rounding", "100.60"), ("CASH", "101.00"), ("CHANGE", "0.40"),
        ])
        #expect(receipt.total?.value == "100.60")
    }

    @Test func cashLessChangeIsTheTotalWhenNoTotalLineWasRead() throws {
        let receipt = try Self.read([
            ("LIGHTROOM GALLERY SDN BHD", nil), ("NO: 28, JALAN ASTANA 1C,", nil), ("FRAME", "68.87"),
            ("Sub Total", "68.87"), ("GST 6%", "4.13"), ("CASH RM", "73.00"), ("CHANGE: RM", "0.00"),
        ])
        #expect(receipt.total?.value == "73.00")
    }

    @Test func aTotalReadWithOneDigitMoreThanAnotherTotalLineIsThatTotalMisread() throws {
        // No items were read to check it against; "RM 250.00" under a rule of "=" came out "2501.00".
        let receipt = try Self.read([
            ("IN-SPARKLE TRADING SDN BHD", nil), ("Total Sales Incl. GST @ 6%", "250.00"), ("Total Sales", "2501.00"),
        ])
        #expect(receipt.total?.value == "250.00")
        #expect(TotalsReader.oneDigitMore(Money(minor: 125000, digits: 2), than: Money(minor: 25000, digits: 2)))
        #expect(!TotalsReader.oneDigitMore(Money(minor: 26500, digits: 2), than: Money(minor: 25000, digits: 2)))
        // A total that the payment repeats is as printed, whatever else reads like it with a digit less.
        let paid = try Self.read([
            ("SHOP SDN BHD", nil), ("TOTAL POINTS", "5.00"), ("TOTAL", "15.00"), ("VISA", "15.00"),
        ])
        #expect(paid.total?.value == "15.00")
        // Totals before and after tax stay apart: the larger is the total.
        let taxed = try Self.read([("SHOP SDN BHD", nil), ("TOTAL EXCL GST", "10.00"), ("TOTAL INCL GST", "10.60")])
        #expect(taxed.total?.value == "10.60")
    }

    @Test func aTaxTotalWithItsXReadAsKIsNoTotal() throws {
        // SROIE 505: the dot-matrix TOTAL line is unreadable; the GST summary's "TAX TOTAL" read "TAK TOTAL".
        let receipt = try Self.read([("AIK HUAT HARDWARE ENTERPRISE", nil), ("GOODS SOLD ARE NOT REFUNDABLE", nil), ("TAK TOTAL:", "1.28")])
        #expect(receipt.total == nil)
    }

    @Test func aRoundingAdjustmentThatLostItsMinusSignStillLandsOnFiveCents() throws {
        let receipt = try Self.read([
            ("INDAH GIFT & HOME DECO", nil), ("27, JALAN DEDAP 13,", nil), ("TABLE LAMP", "60.31"),
            ("TOTAL AMT", "60.31"), ("ROUNDING ADJ.", "0.01"), ("RM", "60.30"),
        ])
        #expect(receipt.total?.value == "60.30")
        #expect(TotalsReader.rounded(Money(minor: 1464, digits: 2), by: Money(minor: 1, digits: 2)) == Money(minor: 1465, digits: 2))
        // An adjustment that reaches no multiple of five cents is not applied.
        #expect(TotalsReader.rounded(Money(minor: 1462, digits: 2), by: Money(minor: 1, digits: 2)) == nil)
    }

    static func word(_ text: String, x: Int, confidence: Double = 0.9) -> Word {
        Word(text: text, box: Box(x: x, y: 100, width: 14 * text.count, height: 24), confidence: confidence)
    }

    @Test func aLineWhoseWordsBandApartStaysOneRowUnlessItsPieceOnlyReachesIt() {
        func word(_ text: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Word {
            Word(text: text, box: Box(x: x, y: y, width: width, height: height), confidence: 0.5)
        }
        // SROIE 514: Tesseract glued specks below "ALAM) SEN", which stand 45 px tall beside "BHU" (21 px) and band
        // apart from it; the registration number under them is another line and stays its own row.
        let split = [[word("ENTERPRISE", 77, 227, 245, 22), word("(SETIA", 356, 230, 141, 26)],
                     [word("ALAM)", 125, 253, 119, 45), word("SEN", 270, 254, 75, 45), word("BHU", 375, 255, 72, 21)],
                     [word("322737-X", 243, 279, 92, 20)]]
        #expect(ReceiptRow.group(split, page: 1).map(\.text) == ["ENTERPRISE (SETIA", "ALAM) SEN BHU", "322737-X"])
        // SROIE 273: a logo blob Tesseract put at the end of the name's line reaches down to it from far above.
        let logo = [[word("BEMED", 200, 215, 119, 27), word("(SP)", 331, 215, 64, 32), word("SDN.", 406, 214, 76, 27),
                     word("a", 496, 83, 112, 158)]]
        #expect(ReceiptRow.group(logo, page: 1).map(\.text) == ["a", "BEMED (SP) SDN."])
        // One line over another (Tesseract took two printed lines for one): stacked words stay in their rows.
        let stacked = [[word("TOTAL", 20, 100, 80, 22), word("CASH", 20, 130, 70, 22)]]
        #expect(ReceiptRow.group(stacked, page: 1).map(\.text) == ["TOTAL", "CASH"])
    }

    @Test func joinsAnAmountSplitAtItsDecimalPointAndDropsSpecksAroundIt() {
        let split = ReceiptRow(page: 1, words: [Self.word("Total", x: 20), Self.word("RM", x: 110), Self.word("14.", x: 400),
                                                Self.word("65", x: 450)]).repairingAmounts()
        #expect(split.trailingAmount()?.money.text == "14.65")
        #expect(split.text == "Total RM 14.65")
        let specks = ReceiptRow(page: 1, words: [Self.word("Total", x: 20), Self.word("“109.70", x: 300), Self.word("|", x: 420)])
            .repairingAmounts()
        #expect(specks.trailingAmount()?.money.text == "109.70")
        // Two digits far to the right of "12." are a separate column, not its cents.
        let apart = ReceiptRow(page: 1, words: [Self.word("12.", x: 20), Self.word("34", x: 300)]).repairingAmounts()
        #expect(apart.words.count == 2)
        // Text keeps its punctuation.
        let text = ReceiptRow(page: 1, words: [Self.word("JOHOR.", x: 20)]).repairingAmounts()
        #expect(text.text == "JOHOR.")
    }

    @Test func aProductNamedBarIsAnItemNotCashPaid() throws {
        // German "BAR" (cash) starts its line; "Chocolate Bar" is bought, not a payment ending the items.
        let receipt = try Self.read([
            ("CORNER BAKERY LTD", nil), ("Bagel Plain 2 x 3.25", "6.50"), ("Chocolate Bar 3 x 6.28", "18.84"),
            ("Subtotal", "25.34"), ("TOTAL", "25.34"), ("BAR", "30.00"), ("Change", "4.66"),
        ])
        #expect(receipt.items.map(\.description) == ["Bagel Plain", "Chocolate Bar"])
        #expect(receipt.amountPaid?.value == "30.00")
        #expect(receipt.paymentMethod?.value == "cash")
        #expect(receipt.balances)
    }
}
