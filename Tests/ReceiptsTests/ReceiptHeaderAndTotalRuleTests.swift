import DocModel
import Testing
@testable import Receipts

/// The address, name and total rules added for Malaysian till receipts (ICDAR 2019 SROIE layouts), on lines
/// typed by hand in the style of those receipts: where an address ends, what stands between the name and it,
/// and which printed figure is the total.
@Suite struct ReceiptHeaderAndTotalRuleTests {
    static func read(_ rows: [(String, String?)]) throws -> Receipt {
        try ReceiptLayoutRuleTests.read(rows)
    }

    @Test func theAddressEndsAtThePostcodeLineAndItsCountryNotAtTheBranchNameBelow() throws {
        let receipt = try Self.read([
            ("POPULAR BOOK", nil), ("CO. (M) SDN BHD", nil), ("(CO. NO. 113825-W)", nil), ("(GST REG NO. 001492992000)", nil),
            ("NO 8, JALAN 7/118B, DESA TUN RAZAK", nil), ("56000 KUALA LUMPUR, MALAYSIA", nil), ("SUNWAY VELOCITY", nil),
            ("TEL : 03-9201 6281/6920", nil), ("PEN BLUE", "2.50"), ("TOTAL", "2.50"),
        ])
        #expect(receipt.merchant?.value == "POPULAR BOOK CO. (M) SDN BHD")
        #expect(receipt.address?.value == "NO 8, JALAN 7/118B, DESA TUN RAZAK 56000 KUALA LUMPUR, MALAYSIA")
    }

    @Test func aStateLineAfterThePostcodeAndALineEndingInACommaStillBelong() throws {
        let receipt = try Self.read([
            ("GERBANG ALAF RESTAURANTS SDN BHD", nil), ("(65351-M)", nil), ("LICENSEE OF MCDONALD'S", nil),
            ("LEVEL 6, BANGUNAN TH, DAMANSARA UPTOWN3", nil), ("NO.3, JALAN SS21/39, 47400 PETALING JAYA", nil),
            ("SELANGOR", nil), ("MCDONALD'S RAWANG DT (#188)", nil), ("TEL NO. 03-6092-1968", nil), ("1 M COKE", "4.50"), ("TOTAL", "4.50"),
        ])
        // The licensee line has no number, comma or street word: a note under the name, not the address.
        #expect(receipt.address?.value == "LEVEL 6, BANGUNAN TH, DAMANSARA UPTOWN3 NO.3, JALAN SS21/39, 47400 PETALING JAYA SELANGOR")
        // Read with a comma ("Licensee of, McDonald's") it still does not start the address: the first line with a number does.
        let comma = try Self.read([
            ("GERBANG ALAF RESTAURANTS SDN BHD", nil), ("(65351-M)", nil), ("LICENSEE OF, MCDONALD'S", nil),
            ("LEVEL 6, BANGUNAN TH, DAMANSARA UPTOWN3", nil), ("NO.3, JALAN SS21/39, 47400 PETALING JAYA", nil),
            ("SELANGOR", nil), ("TEL NO. 03-6092-1968", nil), ("1 M COKE", "4.50"), ("TOTAL", "4.50"),
        ])
        #expect(comma.address?.value == "LEVEL 6, BANGUNAN TH, DAMANSARA UPTOWN3 NO.3, JALAN SS21/39, 47400 PETALING JAYA SELANGOR")
        let runsOn = try Self.read([
            ("FUYI MINI MARKET", nil), ("BR NO.: 0195932-X", nil), ("NO 43-45-47G,", nil), ("TAMAN SEJATI,", nil),
            ("IJOK, 45600 BESTARI JAYA,", nil), ("KUALA SELANGOR.", nil), ("03-3279 1851,", nil), ("SUGAR", "9.00"), ("TOTAL", "9.00"),
        ])
        // The business registration line is passed over; the town runs on after "BESTARI JAYA,".
        #expect(runsOn.address?.value == "NO 43-45-47G, TAMAN SEJATI, IJOK, 45600 BESTARI JAYA, KUALA SELANGOR.")
    }

    @Test func aDateLineABracketedNoteAndARegistrationBeforeTheAddressArePassedOver() throws {
        let unihakka = try Self.read([
            ("UNIHAKKA INTERNATIONAL SDN BHD", nil), ("14 MAR 2018 18:40", nil), ("(867388-U)", nil),
            ("12, JALAN TAMPOI 7/4,", nil), ("KAWASAN PERINDUSTRIAN", nil), ("TAMPOI,81200 JOHOR BAHRU,JOHOR", nil),
            ("TAX INVOICE", nil), ("RICE", "8.20"), ("TOTAL", "8.20"),
        ])
        #expect(unihakka.address?.value == "12, JALAN TAMPOI 7/4, KAWASAN PERINDUSTRIAN TAMPOI,81200 JOHOR BAHRU,JOHOR")
        let tonymoly = try Self.read([
            ("TONYMOLY VIVA CITY", nil), ("(TONYMOLY SHOP (95874))", nil), ("UNIT L1-044B, VIVACITY MEGAMALL,", nil),
            ("JALAN WAN ALWI,", nil), ("93350 KUCHING, SARAWAK.", nil), ("GST ID : 000349356032", nil), ("CREAM", "41.90"), ("TOTAL", "41.90"),
        ])
        #expect(tonymoly.address?.value == "UNIT L1-044B, VIVACITY MEGAMALL, JALAN WAN ALWI, 93350 KUCHING, SARAWAK.")
        let prosper = try Self.read([
            ("PROSPER NIAGA", nil), ("COMPANY NO : SA0099552-P", nil), ("LOT PT 1138 ,PT 33122,", nil), ("BANDAR MAHKOTA CHERAS", nil),
            ("43200 CHERAS, SELANGOR", nil), ("SITE : 2365", nil), ("TEL NO: 03-90199450", nil), ("PETROL", "50.00"), ("TOTAL", "50.00"),
        ])
        // A registration number may start with letters; "PT 33122" is a lot, not a postcode.
        #expect(prosper.address?.value == "LOT PT 1138 ,PT 33122, BANDAR MAHKOTA CHERAS 43200 CHERAS, SELANGOR")
        let spaced = try Self.read([
            ("MR. D.I.Y. (M) SDN BHD", nil), ("(CO.REG :860671-D)", nil), ("LOT 1851-A & 1851-B, JALAN KPB 6,", nil),
            ("KAWASAN PERINDUSTRIAN BALAKONG ,", nil), ("43300 SERI KEMBANGAN, SELANGOR", nil), ("(GST ID NO :000306020352)", nil),
            ("(IOI PUCHONG)", nil), ("BOX", "34.80"), ("TOTAL", "34.80"),
        ])
        // A comma standing alone is written against the word before it; the branch in brackets below is left out.
        #expect(spaced.address?.value == "LOT 1851-A & 1851-B, JALAN KPB 6, KAWASAN PERINDUSTRIAN BALAKONG, 43300 SERI KEMBANGAN, SELANGOR")
    }

    @Test func aCommaGluedToTheNextPartIsSpacedAsTheAddresssOtherCommas() throws {
        let receipt = try Self.read([
            ("SYARIKAT PERNIAGAAN GIN KEE", nil), ("27, JALAN DEDAP 13, TAMAN JOHOR JAYA,", nil), ("81100 JOHOR BAHRU,JOHOR.", nil),
            ("TEL : 07-3551239", nil), ("NAIL", "10.00"), ("TOTAL", "10.00"),
        ])
        #expect(receipt.address?.value == "27, JALAN DEDAP 13, TAMAN JOHOR JAYA, 81100 JOHOR BAHRU, JOHOR.")
        #expect(MerchantReader.commasSpacedAsTheOthers("Level 6, Bangunan TH, No.3, Jalan SS21/39,47400 Petaling Jaya")
            == "Level 6, Bangunan TH, No.3, Jalan SS21/39, 47400 Petaling Jaya")
        // An address printed with its commas glued keeps them (no more spaced than glued), and so do thousands and a
        // comma set against the word after it.
        #expect(MerchantReader.commasSpacedAsTheOthers("12, JALAN TAMPOI 7/4,KAWASAN TAMPOI,81200 JOHOR BAHRU,JOHOR")
            == "12, JALAN TAMPOI 7/4,KAWASAN TAMPOI,81200 JOHOR BAHRU,JOHOR")
        #expect(MerchantReader.commasSpacedAsTheOthers("LOT PT 1138 ,PT 33122, BANDAR MAHKOTA, 43200 CHERAS")
            == "LOT PT 1138 ,PT 33122, BANDAR MAHKOTA, 43200 CHERAS")
        #expect(MerchantReader.commasSpacedAsTheOthers("UNIT 1,500, MAIN ROAD, SPRINGFIELD") == "UNIT 1,500, MAIN ROAD, SPRINGFIELD")
    }

    @Test func aDollarSignInAnAddressIsAnSAndAQuoteBeforeADigitASpace() {
        #expect(MerchantReader.marksRepaired("Level’6, Bangunan TH, No.3, Jalan $$21/39") == "Level 6, Bangunan TH, No.3, Jalan SS21/39")
        // A quote between letters is an apostrophe.
        #expect(MerchantReader.marksRepaired("McDonald's Level 6") == "McDonald's Level 6")
    }

    @Test func aPlaceNamedDateInTheAddressDoesNotEndItButADateLabelDoes() throws {
        let receipt = try Self.read([
            ("IN-SPARKLE TRADING SDN BHD", nil), ("NO.LOT 24, BATU 11 KAMPUNG DATE,", nil), ("UJANG BALAKONG, 43200 CHERAS, SEL.", nil),
            ("DATE: 21/10/2017", nil), ("ALARM", "250.00"), ("TOTAL", "250.00"),
        ])
        #expect(receipt.address?.value == "NO.LOT 24, BATU 11 KAMPUNG DATE, UJANG BALAKONG, 43200 CHERAS, SEL.")
        #expect(receipt.date?.value == "2017-10-21")
    }

    @Test func aNameCarriedOnToAMisreadLegalFormEndsWithIt() throws {
        let receipt = try Self.read([
            ("AIK HUAT HARDWARE", nil), ("ENTERPRISE (SETIA", nil), ("ALAM) SEN BHU 822737-X", nil),
            ("NO. 17-G, JALAN SETIA INDAH", nil), ("SEKSYEN U13, 40170 SHAH ALAM,", nil), ("TEL: 012 - 6651783", nil),
            ("SCREW", "4.00"), ("TOTAL", "4.00"),
        ])
        #expect(receipt.merchant?.value == "AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD")
    }

    @Test func sdnBhdWithAnyOneLetterOfBhdMisreadIsTheLegalForm() {
        // SROIE 215: the B lost its bowls ("iHD."); the registration number after it is dropped as after BHD.
        #expect(MerchantReader.clean("SINNATHAMBY HOLDINGS SDN. iHD. (219336-T)") == "SINNATHAMBY HOLDINGS SDN. BHD.")
        #expect(MerchantReader.clean("SINNATHAMBY HOLDINGS SDN. B4D.") == "SINNATHAMBY HOLDINGS SDN. BHD.")
        // Two letters off is no longer BHD, and a word after it means it was not the name's end.
        #expect(MerchantReader.clean("KEDAI SDN IXD") == "KEDAI SDN IXD")
        #expect(MerchantReader.clean("SDN BHU TRADING") == "SDN BHU TRADING")
    }

    @Test func theShopWordBeforeTheLegalFormMisreadByOneLetterIsPutRight() {
        #expect(MerchantReader.businessWordRepaired("99 SPEED HART S/B") == "99 SPEED MART S/B")
        #expect(MerchantReader.businessWordRepaired("AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD")
                == "AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD")
        #expect(MerchantReader.businessWordRepaired("Corner Shap") == "Corner Shop")
        // Elsewhere in the name, or no single slip from a shop word, a word stays as read.
        #expect(MerchantReader.businessWordRepaired("HART SPEED TRADING SDN BHD") == "HART SPEED TRADING SDN BHD")
        #expect(MerchantReader.businessWordRepaired("MENTAL INITIAL SDN BHD") == "MENTAL INITIAL SDN BHD")
    }

    @Test func anEightBetweenTwoUnitNumbersOfOneShapeIsTheirAmpersand() {
        #expect(MerchantReader.marksRepaired("NO. 31G833G, JALAN SETIA INDAH") == "NO. 31G&33G, JALAN SETIA INDAH")
        #expect(MerchantReader.marksRepaired("LOT 5A86A") == "LOT 5A&6A")
        // Numbers of other shapes, or without the same letter after both, stay as printed.
        #expect(MerchantReader.marksRepaired("Lot 1F-01802, 1st Flr") == "Lot 1F-01802, 1st Flr")
        #expect(MerchantReader.marksRepaired("NO. 31G833H") == "NO. 31G833H")
        #expect(MerchantReader.marksRepaired("NO. 3G833G") == "NO. 3G833G")
    }

    @Test func aFloorNumberReadAsALetterIsTheDigitItsOrdinalNeeds() {
        #expect(MerchantReader.marksRepaired("SRD FLR, AEON TAMAN MALURI") == "3RD FLR, AEON TAMAN MALURI")
        #expect(MerchantReader.marksRepaired("Lot 1F-01, ist Flr,Paradigm Mall") == "Lot 1F-01, 1st Flr,Paradigm Mall")
        #expect(MerchantReader.marksRepaired("Znd Floor") == "2nd Floor")
        // Not before a floor, or a word of its own, it stays.
        #expect(MerchantReader.marksRepaired("FIRST FLOOR, EAST WING") == "FIRST FLOOR, EAST WING")
        #expect(MerchantReader.marksRepaired("SRD ROAD") == "SRD ROAD")
    }

    @Test func aStatesMisreadHonorificIsItsOwn() {
        #expect(MerchantReader.marksRepaired("40150 Shah Alam, Selangor D.t") == "40150 Shah Alam, Selangor D.E.")
        #expect(MerchantReader.marksRepaired("81100 JOHOR BAHRU, JOHOR D.1.") == "81100 JOHOR BAHRU, JOHOR D.T.")
        // Right as read, or no honorific's shape, it stays.
        #expect(MerchantReader.marksRepaired("40150 SHAH ALAM, SELANGOR D.E") == "40150 SHAH ALAM, SELANGOR D.E")
        #expect(MerchantReader.marksRepaired("SELANGOR DARUL EHSAN") == "SELANGOR DARUL EHSAN")
        #expect(MerchantReader.marksRepaired("KUALA LUMPUR D.t") == "KUALA LUMPUR D.t")
    }

    @Test func aDoubtedFullStopEndingAnAddressLineThatRunsOnIsItsComma() {
        func row(_ words: [(String, Double)]) -> ReceiptRow {
            ReceiptRow(page: 1, words: words.enumerated().map { i, word in
                Word(text: word.0, box: Box(x: 10 + 90 * i, y: 0, width: 80, height: 20), confidence: word.1)
            })
        }
        #expect(MerchantReader.doubtedStopAsComma(row([("VIVACITY", 0.92), ("MEGAMALL.", 0.14)])).text == "VIVACITY MEGAMALL,")
        // A full stop Tesseract is sure of, and a short abbreviation, are kept.
        #expect(MerchantReader.doubtedStopAsComma(row([("VIVACITY", 0.92), ("MEGAMALL.", 0.9)])).text == "VIVACITY MEGAMALL.")
        #expect(MerchantReader.doubtedStopAsComma(row([("BATU", 0.9), ("3", 0.9), ("JLN.", 0.2)])).text == "BATU 3 JLN.")
    }

    @Test func aCurrencySymbolCountsOnlyWithAnAmountOrOnATotalsLine() throws {
        // "¥" in a misread initialism and "$" read for S in an address are no money; "RM" beside the total is.
        let ringgit = try Self.read([
            ("MR. D.1.¥. (M) SDN BHD", nil), ("NO.3, JALAN $$21/39, 47400 PETALING JAYA", nil), ("10553 $2", nil),
            ("BOX", "34.80"), ("TOTAL RM", "34.80"),
        ])
        #expect(ringgit.currency?.value == "MYR")
        let glued = try Self.read([("DINER", nil), ("SODA", "2.50"), ("TOTAL:$2.50", nil)])
        #expect(glued.currency?.value == "USD")
        let alone = try Self.read([("TEA ROOM", nil), ("TEA", "4.20"), ("TOTAL £", "4.20")])
        #expect(alone.currency?.value == "GBP")
        // On the total's line it names the currency even when the amount beside it is misread; among words it is a speck.
        let misread = try Self.read([("CORNER BAKERY LTD", nil), ("Cape ¥ i loca,", nil), ("TEA", "4.20"), ("TOTAL £ TDOLe", nil)])
        #expect(misread.currency?.value == "GBP")
    }

    @Test func theAmountAtATiltedLinesEndStaysOnItsRowButASpeckDoesNot() {
        func word(_ text: String, _ x: Int, _ y: Int, _ h: Int) -> Word {
            Word(text: text, box: Box(x: x, y: y, width: 10 * text.count, height: h), confidence: 0.9)
        }
        // corpus/receipts/receipt-23-photo.jpg, a photo turned a little: "16.78" ends Tesseract's line lower than it starts.
        let pasta = [word("Pasta", 61, 390, 21), word("500g", 148, 392, 26), word("2", 220, 395, 20), word("x", 248, 401, 14),
                     word("8.39", 277, 397, 20), word("16.78", 481, 406, 21)]
        let discount = [word("Discount", 88, 427, 22), word("10%", 220, 431, 20), word("-1.68", 481, 435, 34)]
        #expect(ReceiptRow.group([pasta, discount], page: 1).map(\.text) == ["Pasta 500g 2 x 8.39 16.78", "Discount 10% -1.68"])
        // A letter Tesseract put at the end of a line, lower down, is a speck: it stays out of the name's row.
        let name = [word("BEMED", 10, 0, 20), word("(SP)", 80, 0, 20), word("SDN.", 130, 0, 20), word("a", 300, 16, 20)]
        #expect(ReceiptRow.group([name], page: 1).map(\.text) == ["BEMED (SP) SDN.", "a"])
    }

    @Test func aFigureLeftOfTheAmountColumnBesideAWordInItIsAUnitPriceAndTheAmountWasNotRead() throws {
        // corpus/receipts-multi-upside-down/upside-down-03: "Tomatoes 2 x 3.86 UST" (7.72 misread) and "Apples 1kg dead".
        let receipt = try Self.read([
            ("BLUE DOOR CAFE", nil), ("481 Market St", nil), ("Date 24.05.2024 12:39", nil), ("Receipt No 84185", nil),
            ("Orange Juice", "7.86"), ("Bagel Plain", "13.41"), ("Yogurt 2 x 2.99", "5.98"), ("Discount 10%", "-0.60"),
            ("Apples 1kg", "dead"), ("Tomatoes 2 x 3.86", "UST"), ("Discount 10%", "-0.77"), ("Subtotal", "40.91"),
            ("Sales Tax 8.875%", "3.63"), ("TOTAL $", "44.54"), ("Cash", "45.00"), ("Change", "0.46"),
        ])
        // The tomatoes' amount is its quantity × unit price; then the apples are the one amount left to the subtotal.
        #expect(receipt.items.map(\.amount) == ["7.86", "13.41", "5.98", "7.31", "7.72"])
        #expect(receipt.items.last?.quantity == "2" && receipt.items.last?.unitPrice == "3.86")
        #expect(receipt.balances)
    }

    @Test func oneLoneAmountInACurrencyDoesNotMakeTheReceiptsCurrency() {
        func money(_ text: String, _ code: String) -> Entity {
            Entity(kind: .money, text: text, normalized: "2.00 \(code)", components: ["currency": code], blockID: "b1",
                   range: TextRange(start: 0, length: text.count), page: 1, box: nil, confidence: 0.9)
        }
        #expect(ReceiptAnalyzer.majorityCurrency([money("$2", "USD")]) == nil)
        #expect(ReceiptAnalyzer.majorityCurrency([money("$2", "USD"), money("5 EUR", "EUR"), money("6 EUR", "EUR")]) == "EUR")
    }

    @Test func aLineLabelledAsTheAddressIsTakenEvenBelowThePhone() throws {
        let receipt = try Self.read([
            ("HAI-O RAYA BHD (169199-V)", nil), ("KEPONG OUTLET", nil), ("TEL / FAX : 03-62636977", nil),
            ("GST ID NO: 001600892928", nil), ("HQ ADD: LOT 11995, BATU 2, JALAN KAPAR", nil), ("41400 KLANG, SELANGOR", nil),
            ("DATE: 15/12/2016", nil), ("HERBAL TEA", "47.70"), ("TOTAL", "47.70"),
        ])
        #expect(receipt.merchant?.value == "HAI-O RAYA BHD")
        #expect(receipt.address?.value == "LOT 11995, BATU 2, JALAN KAPAR 41400 KLANG, SELANGOR")
        #expect(receipt.items.map(\.amount) == ["47.70"])
    }

    @Test func theAddressIsFoundFromItsPostcodeWhenTheNameAboveWasNotRead() throws {
        // OCR lost the name's lines at the top edge; the first name-like line is a branch name under the address.
        let receipt = try Self.read([
            ("(Co. No. 113825-W)", nil), ("(GST Reg No. 001492992000)", nil), ("| No 8, Jalan 7/118B, Desa Tun Razak", nil),
            ("56000 Kuala Lumpur, Malaysia", nil), ("SUNWAY VELOCITY", nil), ("Tel : 03-9201 6281/6920", nil),
            ("PEN BLUE", "2.50"), ("TOTAL", "2.50"),
        ])
        #expect(receipt.merchant?.value == "SUNWAY VELOCITY")
        // The speck before the first line is dropped.
        #expect(receipt.address?.value == "No 8, Jalan 7/118B, Desa Tun Razak 56000 Kuala Lumpur, Malaysia")
    }

    @Test func commonMisreadingsOfSdnBhdAfterANameAreReadAsTheLegalForm() throws {
        #expect(MerchantReader.clean("GARDENIA BAKERIES (KL) SON BHD (139386 X)") == "GARDENIA BAKERIES (KL) SDN BHD")
        #expect(MerchantReader.clean("MR. D.I.Y. (KUCHAI) SIN BHD") == "MR. D.I.Y. (KUCHAI) SDN BHD")
        // The full stop of "BHD." stays when a registration number follows it.
        #expect(MerchantReader.clean("SINNATHAMBY HOLDINGS SDN. BHD. (249336-T)") == "SINNATHAMBY HOLDINGS SDN. BHD.")
        // SDN is never printed without its BHD: one lost to a speck or the edge is put back, in the name's style.
        #expect(MerchantReader.clean("BEMED (SP) SDN.") == "BEMED (SP) SDN. BHD.")
        #expect(MerchantReader.clean("FUYI TRADING SDN") == "FUYI TRADING SDN BHD")
        // Words that only look alike elsewhere in a name are left alone.
        #expect(MerchantReader.clean("SON BHD TRADING") == "SON BHD TRADING")
    }

    @Test func aCountBeforeTheTotalOnItsLineDoesNotHideTheTotal() throws {
        let receipt = try Self.read([
            ("KFA SUPPLY", nil), ("125A TINGKAT BAWAH PT 1961 JALAN MALINJA", nil), ("STAR 74CM X79CM 10KEPING", nil),
            ("9555794100234 1 11.60", "11.60"), ("QTY : 1 TOTAL RM :", "11.60"), ("CASH :", "12.00"), ("CHANGE :", "0.40"),
            ("GST SUMMARY AMOUNT TAX", nil), ("SR @ 6% 10.94", "0.66"), ("TOTAL 10.94", "0.66"),
        ])
        #expect(receipt.total?.value == "11.60")
    }

    @Test func aRoundingThatNoLinePrintsLeavesThePrintedTotal() throws {
        let receipt = try Self.read([
            ("GUARDIAN HEALTH AND BEAUTY SDN BHD", nil), ("JALAN LOKE YEW BENTONG", nil), ("90 GROUND FLOOR", nil),
            ("JALAN BENTONG", nil), ("TEL:09-222 6498", nil), ("TISSUE", "38.37"), ("SUBTOTAL", "38.37"),
            ("TOTAL (GST INCL)", "38.37"), ("CASH", "40.35"), ("ROUNDING ADJUSTMENTS", "0.02-"), ("CHANGE DUE", "2.00"),
        ])
        #expect(receipt.total?.value == "38.37")
        // A street line with no number still starts the address.
        #expect(receipt.address?.value == "JALAN LOKE YEW BENTONG 90 GROUND FLOOR JALAN BENTONG")
    }

    @Test func aWholeAmountOnARoundingLineIsTheRoundedTotal() throws {
        let receipt = try Self.read([
            ("99 SPEED MART S/B (519537-X)", nil), ("LOT P.T. 2811, JALAN ANGSA,", nil), ("COFFEEMIX", "29.95"), ("CHOCOLATE", "7.49"),
            ("TOTAL SALES (INCLUSIVE GST) RM", "37.44"), ("ROUNDING ADJUSTMENT RM", "0.01"), ("ROUNDING RM", "37.45"),
            ("CREDIT RM", "37.45"), ("CHANGE RM", "0.00"),
        ])
        #expect(receipt.total?.value == "37.45")
    }

    @Test func aLabelGluedToItsAmountByAColonIsSplit() throws {
        let receipt = try Self.read([
            ("UNIHAKKA INTERNATIONAL SDN BHD", nil), ("12, JALAN TAMPOI 7/4,", nil), ("TOTAL AMOUNT:$6.90", nil), ("GST @6%:$0.39", nil), ("NETT TOTAL:$6.90", nil),
        ])
        #expect(receipt.total?.value == "6.90")
        let parts = ReceiptRow.splittingLabel(Word(text: "AMOUNT:RM9.00", box: Box(x: 0, y: 0, width: 130, height: 20), confidence: 1))
        #expect(parts.map(\.text) == ["AMOUNT:", "RM9.00"])
        #expect(parts[0].box.maxX == parts[1].box.x && parts[1].box.maxX == 130)
        // A time or a ratio is not a label and an amount.
        #expect(ReceiptRow.splittingLabel(Word(text: "18:40", box: Box(x: 0, y: 0, width: 50, height: 20), confidence: 1)).count == 1)
    }

    @Test func anAmountWithOnlyACurrencyTakesTheLabelPrintedJustBelowIt() {
        func word(_ text: String, x: Int, y: Int) -> Word {
            Word(text: text, box: Box(x: x, y: y, width: 14 * text.count, height: 24), confidence: 0.9)
        }
        // The amount's box sits 11 px higher than its label's: OCR bands them as two rows (each word its own OCR line).
        let rows = ReceiptRow.group([
            word("RM", x: 400, y: 969), word("34.80", x: 450, y: 969),
            word("TOTAL", x: 20, y: 980), word("INCL.", x: 100, y: 980), word("GST@6%", x: 180, y: 980),
            word("RM", x: 400, y: 1002), word("100.00", x: 450, y: 1002), word("CASH", x: 20, y: 1016),
        ].map { [$0] }, page: 1)
        #expect(rows.count == 4)
        let lines = AmountLine.lines(rows, allowInteger: false)
        #expect(lines.map(\.label) == ["TOTAL INCL. GST@6% RM", "CASH RM"])
    }

    @Test func subtotalPlusTaxFindsTheTotalWhoseLabelWasCutOff() throws {
        let receipt = try Self.read([
            ("LIGHTROOM GALLERY SDN BHD", nil), ("NO: 28, JALAN ASTANA 1C,", nil), ("FRAME", "68.87"),
            ("SUB TOTAL : RM", "68.87"), ("SERVICE CHARGE : RM", "0.00"), ("GST/TAX 6% : RM", "4.13"),
            ("TO : RM", "73.00"), ("CA : RM", "73.00"), ("CHANGE: RM", "0.00"),
        ])
        #expect(receipt.total?.value == "73.00")
    }

    @Test func aTotalWhoseLabelWasMisreadIsTheSubtotalPlusEveryChargePrintedBetween() throws {
        // A Dubai restaurant's bill: VAT and a municipality fee under the subtotal, the total's label read as noise.
        let dubai = try Self.read([
            ("SCALINI", nil), ("1 Italiano", "1450.00"), ("1 Brunello", "727.00"), ("Subtotal", "2177.00"), ("VAT 5%", "108.85"),
            ("Munci Fee", "138.54"), ("Holm tmont be ©«=«", "2424.39"), ("Thank You", nil),
        ])
        #expect(dubai.total?.value == "2424.39")
        // A US store's slip: the tax's label lost to a speck ("ie"), the total's misread ("BOCAS").
        let slip = try Self.read([
            ("BURLINGTON", nil), ("PEACOAT", "59.99"), ("BOOTS", "39.99"), ("Subtotal", "99.98"), ("ie", "10.00"), ("BOCAS", "109.98"),
        ])
        #expect(slip.total?.value == "109.98")
        // A figure that is no such sum is no total, and a payment under the subtotal is no charge on it.
        let unsure = try Self.read([("CAFE NORD", nil), ("TEA", "2.00"), ("Subtotal", "2.00"), ("ie", "0.20"), ("BOCAS", "2.30")])
        #expect(unsure.total == nil)
        let cash = try Self.read([("CAFE NORD", nil), ("TEA", "2.00"), ("Subtotal", "2.00"), ("Cash", "5.00"), ("BOCAS", "7.00")])
        #expect(cash.total?.value != "7.00")
    }

    @Test func theLargestAmountPrintedTwiceIsTheTotalWhenNoTotalOrSubtotalLineWasRead() throws {
        // A Singapore food court's slip photographed: the items' prices lost, the TOTAL label read "TrorTa", CASH read
        // "ASH", each label a row above its figure; the cash paid exactly repeats what was due.
        let court = try Self.read([
            ("FOOD OPERA", nil), ("1 NASI PADANG", nil), ("1 TEH TARIK", nil), ("TrorTa", nil), ("", "20.00"),
            ("ASH", nil), ("", "20.00"), ("Incl. GST 7%", "1.31"), ("CHANGE", "0.00"),
        ])
        #expect(court.total?.value == "20.00")
        #expect(court.items.map(\.amount) == [])
        // One item's price is the total: the row nearer the foot is the total, the item stays an item.
        let coffee = try Self.read([("THE COFFEE CLUB", nil), ("Flat White", "4.50"), ("EFTPOS", nil), ("SALE AUD", "4.50")])
        #expect(coffee.total?.value == "4.50")
        #expect(coffee.items.map(\.description) == ["Flat White"])
        // Two items at one price are no total: the largest figure printed once (the total misread) leaves none.
        let pair = try Self.read([("CAFE NORD", nil), ("TEA", "3.00"), ("TEA", "3.00"), ("Tax", "0.50"), ("BOCAS", "6.50")])
        #expect(pair.total?.value != "3.00")
        // A figure repeated on a tax or change row is no total; nor one a subtotal line names (read as the subtotal).
        let taxed = try Self.read([("CAFE NORD", nil), ("TEA", "2.00"), ("VAT", "9.00"), ("VAT 20%", "9.00")])
        #expect(taxed.total?.value != "9.00")
        let subtotal = try Self.read([("CAFE NORD", nil), ("SOUP", "29.00"), ("Subtotal", "29.00"), ("GIFT CARD", "20.00")])
        #expect(subtotal.total?.value != "29.00")
    }

    @Test func aLaterTotalRoundedToFiveSenWinsOverTheLargerOneBeforeIt() throws {
        let receipt = try Self.read([
            ("SUSHI MENTAI", nil), ("NO.37-1, PLAZA DANAU DESA 2,", nil), ("SALMON", "41.52"),
            ("Total (Inclusive of GST):", "41.52"), ("Rounding Adj: -0,.02", nil), ("TOTAL:", "41,50"), ("CASH", "50.00"),
        ])
        #expect(receipt.total?.value == "41.50")
    }

    @Test func theDateIsNotTakenFromAProductCodeAndMayNameItsMonth() throws {
        let coded = try Self.read([
            ("MR.D.I.Y(M)SDN BHD", nil), ("TOILET BRUSH 47-2311", nil), ("HD03-04-06 - 5/40/160", nil), ("9067860 1 X 2.70", "2.70"),
            ("CK 11-22-31 - 10/400", nil), ("TOTAL", "2.70"), ("19-09-17 15:39 SH01 ZJ03", nil),
        ])
        // "HD03-04-06" is glued to letters and "11-22-31" stands among the items; the date beside the time is the one.
        #expect(coded.date?.value == "2017-09-19")
        let named = try Self.read([
            ("BEMED (SP) SDN. BHD.", nil), ("CASH RECEIPT", nil), ("CB# : 78283158333 14/JUN/2017 08:34:22", nil),
            ("LIFE LINE", "165.00"), ("TOTAL", "165.00"),
        ])
        #expect(named.date?.value == "2017-06-14")
    }

    @Test func misreadLinesAroundTheAddressAreStillToldApart() throws {
        // OCR output: the opening bracket read as "C", a misread label before the company number, specks.
        let tonymoly = try Self.read([
            ("TONYMOLY VIVA CITY", nil), ("CTONYMULY SHOP (95874))", nil), ("UNIT L1-044B, VIVACITY MEGAMALL,", nil),
            ("JALAN WAN ALWI,", nil), ("93350 KUCHING, SARAWAK.", nil), ("GST ID : 000349356032", nil), ("CREAM", "41.90"), ("TOTAL", "41.90"),
        ])
        #expect(tonymoly.address?.value == "UNIT L1-044B, VIVACITY MEGAMALL, JALAN WAN ALWI, 93350 KUCHING, SARAWAK.")
        let lavender = try Self.read([
            ("LAVENDER CONFECTIONERY & BAKERY S/B", nil), ("COMPARY NO: 459702-V", nil), ("LOT G29 & G30, AEON MALL,", nil),
            ("81100 JOHOR BAHRU.", nil), ("TEL : 07-364 3785", nil), ("BREAD", "26.50"), ("TOTAL", "26.50"),
        ])
        #expect(lavender.address?.value == "LOT G29 & G30, AEON MALL, 81100 JOHOR BAHRU.")
        let stooges = try Self.read([
            ("THREE STOOGES", nil), ("BISTRO & CAFE", nil), ("109, $821/1A,", nil), ("DAMANSARA UTAMA", nil),
            ("GST ID : 001661886464", nil), ("BEER", "10.00"), ("TOTAL", "10.00"),
        ])
        // A line with one letter still belongs when it runs on with a comma; its "$" is the first S of SS21/1A.
        #expect(stooges.address?.value == "109, S821/1A, DAMANSARA UTAMA")
        let brinchang = try Self.read([
            ("SINNATHAMBY HOLDINGS SDN. BHD.", nil), ("NO.17, 18 & 41, JALAN BESAR,", nil), ("39100 BRINCHANG,, -", nil),
            ("CAMERON HIGHLANDS,", nil), ("PAHANG", nil), ("GST Reg.: 002120876032", nil), ("TEA", "5.00"), ("TOTAL", "5.00"),
        ])
        // A doubled comma and a trailing dash are specks; the town runs on over the comma.
        #expect(brinchang.address?.value == "NO.17, 18 & 41, JALAN BESAR, 39100 BRINCHANG, CAMERON HIGHLANDS, PAHANG")
    }

    @Test func aTaxIncludedInTheTotalIsNotTheTotalAndSpecksAroundAnAmountGo() throws {
        // OCR of a receipt whose total line lost its label: cash less change gives the total, not the GST note.
        let receipt = try Self.read([
            ("MR. D.I.Y. (M) SDN BHD", nil), ("LOT 1851-A & 1851-B,", nil), ("COLANDER", "25.90"),
            ("Incl. GST@6% <RM_34.80", nil), ("CASH RM", "100.00"), ("CHANGE RM", "65.20"),
            ("GST @6% included in total RM", "1.97"),
        ])
        #expect(receipt.total?.value == "34.80")
        let word = Word(text: "<RM_34.80", box: Box(x: 0, y: 0, width: 90, height: 20), confidence: 1)
        #expect(ReceiptRow.strippingMarks(word).text == "RM34.80")
        #expect(ReceiptRow.strippingMarks(Word(text: "SS21_A", box: word.box, confidence: 1)).text == "SS21_A")
    }

    @Test func aCardPaymentIsTheTotalWhenTheTotalLineLostItsDecimalPoint() throws {
        let card = try Self.read([
            ("CORNER BAKERY LTD", nil), ("12 High Street", nil), ("Cheese Cheddar 2 x 13.71", "27.42"), ("Subtotal 35577", nil),
            ("TOTAL £ 35277", nil), ("VISA", "35.77"), ("Card **** **** 6292", nil),
        ])
        #expect(card.total?.value == "35.77")
        // Cash may be more than the total, its change unread: no total is guessed from it.
        let cash = try Self.read([
            ("CORNER BAKERY LTD", nil), ("12 High Street", nil), ("Cheese Cheddar 2 x 13.71", "27.42"), ("TOTAL £ 35277", nil),
            ("CASH", "50.00"),
        ])
        #expect(cash.total == nil)
    }
}
