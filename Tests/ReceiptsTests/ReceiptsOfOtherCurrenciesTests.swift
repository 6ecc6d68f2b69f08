import DocModel
import Extraction
import Testing
@testable import Receipts

/// Receipts from countries whose money prints differently from the US and Malaysian tills Folio was tuned on:
/// a currency letter glued before the figure (the rand's "R252.98"), whole prices with a dollar sign ("$24"),
/// a gap OCR leaves after every comma of a photographed comma-decimal check ("20, 00"), currencies without a
/// minor unit (the Pacific franc), a French cash sale's bill. Each was filed `other` (nothing read) because the
/// classifier saw too few amounts. Rows laid out by hand, no OCR.
@Suite struct ReceiptsOfOtherCurrenciesTests {
    /// A document of rows whose words are laid out left to right 14 px a letter; the last `amountWords` words of a
    /// row are set right-aligned at x 560, 6 px apart (an amount OCR split in two words keeps them close).
    static func document(_ rows: [(words: [String], amountWords: Int)], width: Int = 600) -> Document {
        var lines: [Line] = []
        for (index, row) in rows.enumerated() {
            let y = 40 + 40 * index
            let labels = row.words.dropLast(row.amountWords), amounts = row.words.suffix(row.amountWords)
            var words: [Word] = []
            var x = 20
            for text in labels {
                words.append(Word(text: text, box: Box(x: x, y: y, width: 14 * text.count, height: 24), confidence: 0.9))
                x += 14 * text.count + 14
            }
            var right = 560
            var amountBoxes: [Word] = []
            for text in amounts.reversed() {
                right -= 14 * text.count
                amountBoxes.insert(Word(text: text, box: Box(x: right, y: y, width: 14 * text.count, height: 24), confidence: 0.9), at: 0)
                right -= 6
            }
            if let line = Line(words: words + amountBoxes) { lines.append(line) }
        }
        var doc = Document(source: Source(path: "r.png", sha256: String(repeating: "cd", count: 32), mediaType: "image/png",
                                          byteCount: 1),
                           pages: [Page(number: 1, width: width, height: 40 * rows.count + 80, dpi: 300, textSource: .ocr)],
                           blocks: [Block.paragraph(id: "b1", page: 1, lines: lines)].compactMap { $0 })
        DocumentExtractor(options: EntityDetector.Options()).extract(&doc)
        return doc
    }

    static func analyzed(_ rows: [(words: [String], amountWords: Int)], width: Int = 600) -> Document {
        var doc = document(rows, width: width)
        ReceiptAnalyzer().analyze(&doc)
        return doc
    }

    static func row(_ text: String, amount: String? = nil) -> (words: [String], amountWords: Int) {
        let amounts = amount.map { $0.split(separator: " ").map(String.init) } ?? []
        return (text.split(separator: " ").map(String.init) + amounts, amounts.count)
    }

    @Test func currencyLettersGluedToTheFigureAndWholeDollarPricesAreMoney() {
        // The rand, the real, the rupee, the rupiah and the crown glued before two decimals.
        #expect(Money.parse("R252.98")?.minor == 25298)
        #expect(Money.parse("R$12,50")?.minor == 1250)
        #expect(Money.parse("Rs.120.00")?.minor == 12000)
        #expect(Money.parse("Kr49,90")?.minor == 4990)
        // A dollar, euro or pound sign before whole units: the units, with a speck after them or not.
        #expect(Money.parse("$24")?.text == "24.00")
        #expect(Money.parse("$14,")?.text == "14.00")
        #expect(Money.parse("€8")?.text == "8.00")
        // Letters before whole units are a code, not money; bare whole numbers stay quantities, years and phones.
        #expect(Money.parse("R12") == nil)
        #expect(Money.parse("24") == nil)
        #expect(Money.parse("2018") == nil)
        // The yen is whole by nature: only where the page's currency has no minor unit (`allowInteger`).
        #expect(Money.parse("¥1200") == nil)
        #expect(Money.parse("¥1200", allowInteger: true)?.text == "1200")
    }

    @Test func anAmountSplitAtItsDecimalMarkIsOneAmount() {
        func row(_ texts: [String]) -> ReceiptRow {
            ReceiptRow(page: 1, words: Self.document([(texts, 2)]).blocks[0].lines[0].words)
        }
        #expect(row(["BLUE", "OCTOPUS", "TERRINE", "125,", "00"]).trailingAmount()?.money.text == "125.00")
        #expect(row(["BALANCE", "DUE", "990.", "00"]).trailingAmount()?.money.text == "990.00")
        #expect(row(["KOLA", "LEMONADE", "R26", ".90"]).trailingAmount()?.money.text == "26.90")
        // Without a mark the gap may part two figures ("2 50": a count and a price); three digits after a comma
        // group thousands ("1, 000" a quantity); a mark on both sides is no one figure.
        #expect(row(["TAPE", "2", "50"]).trailingAmount() == nil)
        #expect(row(["KOLA", "1,", "000"]).trailingAmount() == nil)
        #expect(row(["KOLA", "1,", ",00"]).trailingAmount() == nil)
        // Words far apart are two things.
        let apart = ReceiptRow(page: 1, words: [
            Word(text: "Frijeko", box: Box(x: 20, y: 40, width: 98, height: 24), confidence: 0.9),
            Word(text: "74,", box: Box(x: 130, y: 40, width: 42, height: 24), confidence: 0.9),
            Word(text: "20", box: Box(x: 400, y: 40, width: 28, height: 24), confidence: 0.9),
        ])
        #expect(apart.trailingAmount() == nil)
    }

    @Test func aCroatianCheckWhoseCommasLeftAGapIsAReceipt() throws {
        // A phone photo of a restaurant check in kuna: every amount read with a gap after its comma, the total's
        // label misread ("JKUPNO"); before, no row ended in an amount and the check was filed `other`.
        let doc = Self.analyzed([
            Self.row("Restoran Galija"), Self.row("Frankopanska 74, 20210 Cavtat"), Self.row("OIB: 96196469547"),
            Self.row("Stol 15 Konobar NIKOLA"),
            Self.row("BLUE MOJITO SORBET", amount: "100, 00"), Self.row("1,000 x 100,00"),
            Self.row("SEABREAM OR SEABASS", amount: "20, 00"), Self.row("1,000 x 20,00"),
            Self.row("OCTOPUS TERRINE", amount: "125, 00"), Self.row("1,000 x 125,00"),
            Self.row("FOREST FRUIT ICE CREAM", amount: "10, 00"), Self.row("TOMATO GASPACHO", amount: "15, 00"),
            Self.row("JKUPNO kn", amount: "270, 00"), Self.row("PDV 13%", amount: "31, 06"),
        ])
        #expect(doc.kind?.kind == .receipt)
        let receipt = try #require(doc.receipt)
        #expect(receipt.items.map(\.amount).contains("125.00"))
        #expect(receipt.taxes.first?.amount == "31.06")
    }

    @Test func aSouthAfricanCheckWithRandAmountsIsAReceipt() throws {
        // Rand amounts carry their R; the till's table number and covers are a restaurant check's words.
        let doc = Self.analyzed([
            Self.row("MIMMOS GALLERIA"), Self.row("VAT No: 4650228991"), Self.row("Tax Inv No: 18842"),
            Self.row("Table 05 Covers 2"), Self.row("05 February 2017"),
            Self.row("1 KOLA + LEMONADE", amount: "R26.90"), Self.row("1 Cocktail Juice", amount: "R20.90"),
            Self.row("2 AL Forno Option", amount: "R39.98"), Self.row("1 Alfredo Deluxe", amount: "R89.90"),
            Self.row("Total", amount: "R252.98"), Self.row("V.A.T Included @ 14%", amount: "R35.42"), Self.row("Gratuity:"),
        ])
        #expect(doc.kind?.kind == .receipt)
        #expect(doc.receipt?.total?.value == "252.98")
    }

    @Test func aPacificFrancReceiptWithWholeAmountsIsAReceiptAndReadsItsTotal() throws {
        // French Polynesia's franc (XPF) has no minor unit: a shop's slip prints whole amounts only. A French till
        // heads its cash sale "Facture au comptant", no invoice for that.
        let doc = Self.analyzed([
            Self.row("MAGASIN CHIN LEE"), Self.row("B.P. 1 98730 BORA BORA"), Self.row("Facture au comptant"),
            Self.row("2 HINANO PACK 12 X 33CL", amount: "5520"), Self.row("1 FRITO LAY PRETZEL", amount: "540"),
            Self.row("2 LA BAUME CHARDONNAY", amount: "4590"), Self.row("1 PATE CAMPAGNE", amount: "416"),
            Self.row("1 DIET COKE", amount: "630"), Self.row("TOTAL XPF", amount: "11696"), Self.row("Dont TVA 16%", amount: "1448"),
        ])
        #expect(doc.kind?.kind == .receipt)
        let receipt = try #require(doc.receipt)
        #expect(receipt.total?.value == "11696")
        #expect(receipt.currency?.value == "XPF")
        // The same slip without a currency that has no minor unit: whole numbers are no amounts, no receipt.
        let unnamed = Self.analyzed([
            Self.row("MAGASIN CHIN LEE"), Self.row("B.P. 1 98730 BORA BORA"), Self.row("Facture au comptant"),
            Self.row("2 HINANO PACK 12 X 33CL", amount: "5520"), Self.row("1 FRITO LAY PRETZEL", amount: "540"),
            Self.row("1 DIET COKE", amount: "630"), Self.row("TOTAL", amount: "6690"),
        ])
        #expect(unnamed.kind?.kind != .receipt)
    }

    @Test func wholeNumbersAreNoAmountsOnAPagePricingInYenBesideCurrenciesWithCents() {
        // An order summary priced in several currencies, yen the most named: its francs, crowns and dollars carry
        // cents, so the whole numbers ending its rows are card endings and parcel numbers, not yen.
        let rows = [
            Self.row("Order Summary"), Self.row("Steel bracket 2", amount: "CHF 1'234.50"),
            Self.row("Sensor kit 1", amount: "¥12,000"), Self.row("Cable set 1", amount: "JPY 3,500"),
            Self.row("Mount 4", amount: "499,00 SEK"), Self.row("Refund", amount: "(25.00 USD)"),
            Self.row("Total paid", amount: "1,234.56 USD"), Self.row("Mastercard **** **** ****", amount: "4444"),
            Self.row("DHL Express", amount: "3404341883"),
        ]
        let named = Currency.detect(in: rows.map { row in
            ReceiptRow(page: 1, words: Self.document([row]).blocks[0].lines[0].words)
        })
        #expect(named?.code == "JPY")
        #expect(named?.wholeAmountsAreAmounts == false)
        let doc = Self.analyzed(rows)
        #expect(doc.receipt?.total?.value != "4444")
        #expect(doc.receipt?.total?.value != "3404341883")
        // One dollar sign read on a yen slip (a misread mark) leaves its whole amounts amounts.
        let slip = [Self.row("1 RAMEN", amount: "¥980"), Self.row("1 GYOZA", amount: "¥450"), Self.row("Sticker", amount: "$1"),
                    Self.row("TOTAL", amount: "¥1,430")]
        #expect(Currency.detect(in: slip.map { row in
            ReceiptRow(page: 1, words: Self.document([row]).blocks[0].lines[0].words)
        })?.wholeAmountsAreAmounts == true)
    }
    @Test func aFrenchCounterSlipWithReceivedAndChangeLinesAndAnHourInHIsAReceipt() throws {
        // A prefecture's counter slip: "Reçu" (received) and "Rendu" (change), the time printed "11h05".
        let doc = Self.analyzed([
            Self.row("S/PREF DE VILLEFRANCHE DE ROUERGUE"), Self.row("B.P. 393 12203 VILLEFRANCHE DE ROUERGUE"),
            Self.row("Guichet : 3"), Self.row("Date : 08.06.95 11h05"), Self.row("CARTE GRISE VOITURE 5 CV", amount: "375,00"),
            Self.row("Reçu", amount: "380,00"), Self.row("Rendu", amount: "5,00"),
        ])
        #expect(doc.kind?.kind == .receipt)
        let receipt = try #require(doc.receipt)
        #expect(receipt.amountPaid?.value == "380.00")
        #expect(receipt.change?.value == "5.00")
        #expect(receipt.total?.value == "375.00")
        // "Reçu n° 12" is a receipt's number, not money received.
        #expect(!Cues.paid.matches("REÇU N° 12"))
        #expect(Cues.timeOfDay.matches("08.06.95 11h05"))
        #expect(!Cues.timeOfDay.matches("Ref 4h2"))
    }
}

extension ReceiptsOfOtherCurrenciesTests {
    @Test func aReportsTableCaptionsAreNoRestaurantTable() {
        // A report of small tables of amounts under captions: no till's table number, so no receipt (the amounts
        // alone fall short of one).
        let report = Self.analyzed([
            Self.row("Quarterly Report"), Self.row("Table 1: Revenue by region"), Self.row("North", amount: "1,204.50"),
            Self.row("South", amount: "980.25"), Self.row("Table 2: Costs by region"), Self.row("North", amount: "705.10"),
            Self.row("South", amount: "612.40"), Self.row("Table 3: Margin by region"), Self.row("North", amount: "499.40"),
            Self.row("South", amount: "367.85"),
        ])
        #expect(report.kind?.kind != .receipt)
        // A till's table numbers and covers, in the languages it claims.
        for line in ["TABLE 12", "Table: 5 Guests 2", "Tisch 7", "MESA # 4", "Tavolo 3", "Tafel 9", "Covers 2", "Couverts: 3"] {
            #expect(Cues.restaurantCheck.matches(line.uppercased()), "\(line)")
        }
        #expect(!Cues.restaurantCheck.matches("TABLE 1: REVENUE BY REGION"))
    }
}
