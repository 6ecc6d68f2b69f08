import DocModel
import Testing
@testable import Receipts

/// The money lines' labels come from one table of every language Folio reads receipts in.
@Suite struct ReceiptLabelTests {
    static func read(_ rows: [(String, String?)]) throws -> Receipt {
        var doc = ReceiptAnalyzerTests.document(rows)
        ReceiptAnalyzer(options: .init(forcedKind: .receipt)).analyze(&doc)
        return try #require(doc.receipt)
    }

    @Test func subtotalTaxAndTotalAreFoundUnderTheirLabelsInSeveralLanguages() throws {
        let receipts: [(label: String, rows: [(String, String?)])] = [
            ("en-GB", [("THE KINGS ARMS", nil), ("Fish and chips", "12.50"), ("Ale", "4.50"), ("Sub-Total", "17.00"),
                       ("VAT 20%", "3.40"), ("Amount due", "20.40")]),
            ("en-US", [("JOE'S DINER", nil), ("Burger", "9.00"), ("Fries", "3.00"), ("NET", "12.00"),
                       ("SALES TAX 6%", "0.72"), ("Balance due", "12.72")]),
            ("de", [("BÄCKEREI MÜLLER", nil), ("Brezel", "1,20"), ("Kaffee", "2,80"), ("Zwischensumme", "4,00"),
                    ("MwSt 7%", "0,28"), ("Summe", "4,28")]),
            ("fr", [("CAFÉ DU MARCHÉ", nil), ("Croissant", "1,50"), ("Café", "2,50"), ("Total HT", "4,00"),
                    ("TVA 10%", "0,40"), ("Total TTC", "4,40")]),
            ("nl", [("BAKKERIJ DE VRIES", nil), ("Brood", "3,00"), ("Koffie", "2,00"), ("Subtotaal", "5,00"),
                    ("BTW 9%", "0,45"), ("Totaal", "5,45")]),
        ]
        for (label, rows) in receipts {
            let receipt = try Self.read(rows)
            let expected = rows.suffix(3).compactMap { $0.1?.replacingOccurrences(of: ",", with: ".") }
            #expect(receipt.subtotal?.value == expected[0], "\(label) subtotal")
            #expect(receipt.taxes.map(\.amount) == [expected[1]], "\(label) tax")
            #expect(receipt.total?.value == expected[2], "\(label) total")
            #expect(receipt.balances, "\(label) balances")
            #expect(receipt.items.map(\.amount).count == 2, "\(label) items")
        }
    }

    /// Prices that include the tax print it as "BTW 21% incl." (nl), "VAT 20% INCL" (en-GB), "MwSt 19% enth." (de); a
    /// photo often reads the amount a line apart from its label. A tax label with its rate is a tax line, never an
    /// item, whether its amount stands on its row or alone below it (checked by eye: 5,00 + 2,50 = 7,50, of which
    /// 21/121 is 1,30).
    @Test func aTaxLabelWithItsRateAndIncludedIsATaxLineNeverAnItem() throws {
        let receipts: [(label: String, rows: [(String, String?)], tax: String)] = [
            ("nl, amount alone below", [("BAKKERIJ DE VRIES", nil), ("Brood", "5,00"), ("Koffie", "2,50"), ("Subtotaal", "7,50"),
                                        ("BTW 21% incl.", nil), ("", "1,30"), ("TOTAAL", "7,50")], "1.30"),
            ("en-GB, on its row", [("THE KINGS ARMS", nil), ("Bread", "5.00"), ("Coffee", "2.50"), ("Subtotal", "7.50"),
                                   ("VAT 20% INCL", "1.25"), ("TOTAL", "7.50")], "1.25"),
            ("de, amount alone below", [("BÄCKEREI MÜLLER", nil), ("Brot", "5,00"), ("Kaffee", "2,50"), ("Zwischensumme", "7,50"),
                                        ("MwSt 19% enth.", nil), ("", "1,20"), ("SUMME", "7,50")], "1.20"),
        ]
        for (label, rows, tax) in receipts {
            let receipt = try Self.read(rows)
            #expect(receipt.items.map(\.amount) == ["5.00", "2.50"], "\(label) items")
            #expect(receipt.taxes.map(\.amount) == [tax], "\(label) tax")
            #expect(receipt.total?.value == "7.50", "\(label) total")
        }
    }

    @Test func tillsAbbreviationsAndPunctuatedLabelsAreKnown() throws {
        // "sub. Total:", "S/TOTAL", "ST" for the subtotal; "TL", "TTL" for the total; a star before the amount, a
        // speck and a dash before the total (":-66.00"); the service charge counted like a tip.
        let receipts: [(label: String, rows: [(String, String?)], subtotal: String, total: String, items: Int)] = [
            ("US fast food", [("CHICKEN HOUSE", nil), ("1 Meal", "6.23"), ("sub. Total:", "$6.23"), ("Tax:", "$0.50"),
                              ("Total:", "$6.73")], "6.23", "6.73", 1),
            ("HK restaurant", [("CURRY HOUSE", nil), ("1 Naan", "*20.00"), ("1 Rice", "*40.00"), ("ST", "60.00"),
                               ("ServicesCHR", "+6.00"), ("TL", ":-66.00"), ("CASH", "*66.00")], "60.00", "66.00", 2),
            ("UK shop", [("CORNER SHOP", nil), ("Milk", "1.20"), ("Eggs", "2.30"), ("S/TOTAL", "3.50"), ("TTL", "3.50")],
             "3.50", "3.50", 2),
        ]
        for (label, rows, subtotal, total, items) in receipts {
            let receipt = try Self.read(rows)
            #expect(receipt.subtotal?.value == subtotal, "\(label) subtotal")
            #expect(receipt.total?.value == total, "\(label) total")
            #expect(receipt.items.count == items, "\(label) items")
            #expect(receipt.balances, "\(label) balances")
        }
    }

    @Test func aLabelsLastLReadAsABarOrLostAndTaxesInThePluralAreKnown() throws {
        // The amount column crowds the label's last letter: "Subtota|", "Tota|", "SUBTOTA"; US tills print "TAXES".
        let receipt = try Self.read([("SOUP", "10.00"), ("SALAD", "7.00"), ("Subtota|", "17.00"), ("TAXES:", "1.36"),
                                     ("Tota|", "18.36")])
        #expect(receipt.subtotal?.value == "17.00")
        #expect(receipt.taxes.map(\.amount) == ["1.36"])
        #expect(receipt.total?.value == "18.36")
        #expect(receipt.items.count == 2 && receipt.balances)
        let cut = try Self.read([("SOUP", "10.00"), ("SUBTOTA", "10.00"), ("TOTA", "10.00")])
        #expect(cut.subtotal?.value == "10.00" && cut.total?.value == "10.00" && cut.items.count == 1)
    }

    @Test func aCardSlipsAmountAloneOnItsLineIsTheTotal() throws {
        let receipt = try Self.read([("SUPER A FOODS", nil), ("5250 York Blvd.", nil), ("Purchase $", "1.48"),
                                     ("VISA #XXXXXXXXXXXX1008", nil), ("Cashier # 8399", nil)])
        #expect(receipt.total?.value == "1.48")
        #expect(receipt.items.isEmpty)
    }

    @Test func italianAndDutchCashAndChangeLines() throws {
        let italian = try Self.read([("BAR CENTRALE", nil), ("Caffe", "1,20"), ("Cornetto", "1,30"), ("TOTALE", "2,50"),
                                     ("CONTANTI", "5,00"), ("RESTO", "2,50")])
        #expect(italian.total?.value == "2.50")
        #expect(italian.amountPaid?.value == "5.00")
        #expect(italian.change?.value == "2.50")
        #expect(italian.paymentMethod?.value == "cash")
        let dutch = try Self.read([("BAKKERIJ DE VRIES", nil), ("Brood", "3,00"), ("Totaal", "3,00"), ("CONTANT", "5,00"),
                                   ("Wisselgeld", "2,00")])
        #expect(dutch.amountPaid?.value == "5.00")
        #expect(dutch.paymentMethod?.value == "cash")
    }

    @Test func aSwissTillsZwischentotalIsTheSubtotal() throws {
        // 4.50 + 3.20 = 7.70, the 2.6 % tax inside the prices (0.20), paid as printed.
        let swiss = try Self.read([("ALPEN STORE AG", nil), ("Brot", "4,50"), ("Milch", "3,20"), ("Zwischentotal", "7,70"),
                                   ("MWST 2,6% incl.", "0,20"), ("TOTAL CHF", "7,70"), ("Bar", "10,00"), ("Rückgeld", "2,30")])
        #expect(swiss.subtotal?.value == "7.70")
        #expect(swiss.total?.value == "7.70")
    }

    /// Two Dutch tax lines inside the prices, the first one's BTW read "BIW" and an Italian IVA read "IV4": each
    /// still prints its rate between the subtotal and the total, so each is a tax line at that rate (3,55 + 6,25 =
    /// 9,80 inside 96,10; 0,82 on 8,20). A discount's rate under the items stays a discount, and a service charge
    /// whose label was misread ("S¥C 12.5%": no tax word is one letter from it) is no tax.
    @Test func aTaxLineWhoseTaxWordWasMisreadIsATaxLineByItsRate() throws {
        let dutch = try Self.read([("CAFE DE HOEK", nil), ("Croissant", "20,46"), ("Paperback Novel", "75,64"),
                                   ("Subtotaal", "96,10"), ("BIW 21% incl.", "3,55"), ("BTW 9% incl.", "6,25"),
                                   ("Totaal", "96,10")])
        #expect(dutch.taxes.map(\.amount) == ["3.55", "6.25"])
        #expect(dutch.taxes.map(\.rate) == ["21", "9"])
        let italian = try Self.read([("BAR CENTRALE", nil), ("Caffe", "5,00"), ("Discount 10%", "-0,50"), ("Panino", "3,70"),
                                     ("Subtotale", "8,20"), ("IV4 10%", "0,82"), ("TOTALE", "9,02")])
        #expect(italian.taxes.map(\.amount) == ["0.82"])
        #expect(italian.total?.value == "9.02")
        #expect(italian.items.first?.discount == "-0.50")
        let service = try Self.read([("THE KINGS ARMS", nil), ("Fish and chips", "25.00"), ("Ale", "15.00"), ("Subtotal", "40.00"),
                                     ("S¥C 12.5%", "5.00"), ("TOTAL", "45.00")])
        #expect(service.taxes.isEmpty)
    }

    @Test func totalsTaxesCashAndChangeOfNordicCentralEuropeanAndIberianTillsAreKnown() throws {
        // Each made-up receipt: two items, the tax line, the total, cash paid and the change, labelled as tills of
        // that country print them. Paid less change is the total.
        let receipts: [(label: String, rows: [(String, String?)])] = [
            ("de restaurant", [("GASTHAUS ZUR POST", nil), ("Schnitzel", "14,50"), ("Bier", "3,80"), ("MwSt 19%", "2,92"),
                               ("Saldo", "18,30"), ("Bar", "20,00"), ("Rückgeld", "1,70")]),
            ("pt", [("PASTELARIA LISBOA", nil), ("Pastel de nata", "1,20"), ("Café", "0,80"), ("IVA 23%", "0,37"),
                    ("Total a pagar", "2,00"), ("Dinheiro", "5,00"), ("Troco", "3,00")]),
            ("es", [("CAFETERÍA SOL", nil), ("Tostada", "2,50"), ("Café", "1,50"), ("IVA 10%", "0,36"), ("A pagar", "4,00"),
                    ("Entregado", "10,00"), ("Vuelto", "6,00")]),
            ("sv", [("KAFÉ NORR", nil), ("Kanelbulle", "35,00"), ("Kaffe", "30,00"), ("Moms 12%", "6,96"),
                    ("Att betala", "65,00"), ("Kontant", "100,00"), ("Växel", "35,00")]),
            ("da", [("BAGERIET", nil), ("Rugbrød", "30,00"), ("Kaffe", "25,00"), ("Moms 25%", "11,00"), ("I alt", "55,00"),
                    ("Kontant", "60,00"), ("Byttepenge", "5,00")]),
            ("no", [("KIOSKEN", nil), ("Pølse", "40,00"), ("Brus", "30,00"), ("MVA 15%", "9,13"), ("Å betale", "70,00"),
                    ("Kontant", "100,00"), ("Veksel", "30,00")]),
            ("fi", [("KAHVILA", nil), ("Pulla", "3,50"), ("Kahvi", "2,50"), ("ALV 14%", "0,74"), ("Yhteensä", "6,00"),
                    ("Käteinen", "10,00"), ("Vaihtoraha", "4,00")]),
            ("pl", [("PIEKARNIA", nil), ("Chleb", "6,00"), ("Kawa", "9,00"), ("PTU A 23%", "2,80"), ("SUMA PLN", "15,00"),
                    ("Gotówka", "20,00"), ("Reszta", "5,00")]),
            ("cs", [("PEKÁRNA", nil), ("Rohlík", "12,00"), ("Káva", "48,00"), ("DPH 12%", "6,43"), ("K úhradě", "60,00"),
                    ("Hotovost", "100,00"), ("Vráceno", "40,00")]),
            ("sk", [("KAVIAREŇ", nil), ("Koláč", "2,00"), ("Káva", "2,00"), ("DPH 20%", "0,67"), ("Spolu", "4,00"),
                    ("Hotovosť", "5,00"), ("Vrátené", "1,00")]),
            ("hu", [("PÉKSÉG", nil), ("Kifli", "300,00"), ("Kávé", "700,00"), ("ÁFA 27%", "212,60"), ("Összesen", "1000,00"),
                    ("Készpénz", "2000,00"), ("Visszajáró", "1000,00")]),
            ("fr", [("BOULANGERIE", nil), ("Baguette", "1,20"), ("Croissant", "1,30"), ("TVA 10%", "0,23"), ("Total TTC", "2,50"),
                    ("Espèces", "5,00"), ("À rendre", "2,50")]),
            ("it", [("BAR ROMA", nil), ("Caffè", "1,20"), ("Cornetto", "1,30"), ("IVA 10%", "0,23"), ("Totale", "2,50"),
                    ("Contante", "5,00"), ("Resto", "2,50")]),
        ]
        for (label, rows) in receipts {
            let receipt = try Self.read(rows)
            let amounts = rows.compactMap(\.1).map { $0.replacingOccurrences(of: ",", with: ".") }
            #expect(receipt.taxes.map(\.amount) == [amounts[2]], "\(label) tax")
            #expect(receipt.total?.value == amounts[3], "\(label) total")
            #expect(receipt.amountPaid?.value == amounts[4], "\(label) paid")
            #expect(receipt.items.count == 2, "\(label) items")
        }
    }

    @Test func everyFieldHasLabelsInEnglishAndTheTableNamesItsLanguages() {
        for field in ReceiptLabels.Field.allCases {
            #expect(ReceiptLabels.languages(field).contains("en") || ReceiptLabels.languages(field).contains("*"), "\(field)")
        }
        #expect(Set(ReceiptLabels.languages(.total)).isSuperset(of: ["en", "de", "fr", "nl", "ms"]))
    }
}
