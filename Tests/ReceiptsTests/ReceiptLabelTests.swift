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

    @Test func everyFieldHasLabelsInEnglishAndTheTableNamesItsLanguages() {
        for field in ReceiptLabels.Field.allCases {
            #expect(ReceiptLabels.languages(field).contains("en") || ReceiptLabels.languages(field).contains("*"), "\(field)")
        }
        #expect(Set(ReceiptLabels.languages(.total)).isSuperset(of: ["en", "de", "fr", "nl", "ms"]))
    }
}
