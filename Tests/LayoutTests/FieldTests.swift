import DocModel
import Testing
@testable import Layout

@Suite struct FieldTests {
    private func fields(_ blocks: [Block]) -> [String] {
        blocks.compactMap(\.field).map { "\($0.key) = \($0.value)" }
    }

    @Test func labelColonValueLinesAreFieldsNotATable() {
        let input = [row([("Invoice no.: INV-4711", 200), ("Due date: 9 Mar 2026", 1340)], y: 400),
                     row([("Customer ID: C20258", 200), ("Order no.: PO 7134", 1340)], y: 450),
                     row([("Rechnungsdatum: 1. März 2026", 200), ("Objet : Relance", 1340)], y: 500)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(!blocks.contains { $0.type == .table })
        #expect(Set(fields(blocks)) == ["Invoice no. = INV-4711", "Due date = 9 Mar 2026", "Customer ID = C20258",
                                        "Order no. = PO 7134", "Rechnungsdatum = 1. März 2026"])
        // A subject line is the letter's subject, not a field.
        #expect(blocks.contains { $0.type == .paragraph && $0.text == "Objet : Relance" })
        let field = blocks.first { $0.field?.key == "Invoice no." }
        #expect(field?.text == "Invoice no.: INV-4711")
        #expect(field?.field?.keyBox.x == 200 && field?.field?.valueBox.map { $0.x > 200 } == true)
    }

    @Test func twoFieldsPrintedOnOneRowStayTwoFieldsWhateverTheGap() {
        let wide = row([("Ship date: 9 Mar 2026", 200), ("Weight: 16.8 kg", 1340)], y: 400)
        let narrow = line("Ship date: 9 Mar 2026 Weight: 16.8 kg", x: 200, y: 600)
        for input in [[wide], [narrow]] {
            let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
            #expect(fields(blocks) == ["Ship date = 9 Mar 2026", "Weight = 16.8 kg"])
        }
    }

    /// A PDF's text layer may list labels and values in any order, values as lines of their own: the value is
    /// the one printed right of its label, not the next line in the layer.
    @Test func loneLabelsTakeTheValueRightOfThemOrUnderThem() {
        let input = [line("Subtotal:", x: 1500, y: 400), line("Tax (0%):", x: 1500, y: 450),
                     line("$2,358.85", x: 2100, y: 400), line("$0.00", x: 2180, y: 450),
                     line("Bill to:", x: 200, y: 700), line("Harbor & Vine", x: 200, y: 742),
                     line("77 West Wacker Drive", x: 200, y: 784)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(Set(fields(blocks)) == ["Subtotal = $2,358.85", "Tax (0%) = $0.00",
                                        "Bill to = Harbor & Vine 77 West Wacker Drive"])
    }

    @Test func aColumnOfLabelsWithoutColonsBesideAColumnOfValuesIsFields() {
        let input = [row([("Brand", 200), ("OLD GOLD STRAIGHT", 700)], y: 400),
                     row([("Length", 200), ("85 mm", 700)], y: 445),
                     row([("Paper", 200), ("Ecusta 556", 700)], y: 490)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks) == ["Brand = OLD GOLD STRAIGHT", "Length = 85 mm", "Paper = Ecusta 556"])
    }

    @Test func aLoneLabelWithAFigureBesideItIsAFieldButATablesRowsAreNot() {
        var input = [row([("Estimated Attendance", 200), ("700", 900)], y: 300)]
        input += [row([("Item", 200), ("Price", 900)], y: 600), row([("Widgets", 200), ("12.00", 900)], y: 645),
                  row([("Gadgets", 200), ("7.50", 900)], y: 690), row([("Sprockets", 200), ("3.25", 900)], y: 735)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks) == ["Estimated Attendance = 700"])
    }

    @Test func sentencesAndTimesEndingInAColonAreNoLabels() {
        let input = lines(["The following items are included in the delivery:", "Meeting starts at 10:30 sharp"],
                          x: 200, y: 400)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks).isEmpty)
    }

    @Test func aLettersSubjectLineIsItsTitleAndItsPartsHaveRoles() {
        var input = [line("AB", x: 230, y: 300, size: 110), line("Albrecht Maschinenbau", x: 500, y: 320, size: 70)]
        input += lines(["Sehr geehrte Frau Keller,"], x: 200, y: 900)
        input.insert(line("Betreff: Neue Zahlungsbedingungen", x: 200, y: 800), at: 2)
        input += lines(["ab dem kommenden Monat sind unsere Rechnungen innerhalb", "von dreißig Tagen zahlbar."],
                       x: 200, y: 1000)
        input += lines(["Mit freundlichen Grüßen"], x: 200, y: 1200)
        input += lines(["Katrin Keller", "Leiterin Buchhaltung"], x: 200, y: 1400)
        input += [line("Figure 3: Payments by month", x: 200, y: 1600), line("Tableau 1 : Commandes par région", x: 200, y: 1700)]
        let blocks = PageLayout().blocks(page: 1, width: 2480, height: 3508, lines: input)
        let outlined = outline(blocks)
        #expect(outlined.contains("title: Betreff: Neue Zahlungsbedingungen"))
        #expect(outlined.contains("paragraph[salutation]: Sehr geehrte Frau Keller,"))
        #expect(outlined.contains("paragraph: ab dem kommenden Monat sind unsere Rechnungen innerhalb von dreißig Tagen zahlbar."))
        #expect(outlined.contains("paragraph[closing]: Mit freundlichen Grüßen"))
        #expect(outlined.contains("paragraph[signature]: Katrin Keller Leiterin Buchhaltung"))
        #expect(outlined.contains("paragraph[caption]: Figure 3: Payments by month"))
        #expect(outlined.contains("paragraph[caption]: Tableau 1 : Commandes par région"))
    }

    @Test func aLogosLettersAreNeverTheTitle() {
        var input = [line("AB", x: 230, y: 300, size: 110)]
        input += lines(["Body text in the normal size for this page", "and another line of it"], x: 200, y: 600)
        let blocks = PageLayout().blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(!blocks.contains { $0.type == .title })
    }

    /// A PDF's text layer gives every word the font's full height: a one-word heading whose letters all hang
    /// below the line or are short ("Zusammenfassung", "Synthèse") is measured against body words of its kind.
    @Test func aHeadingWithoutCapitalHeightIsMeasuredLikeTheBodysWordsOfItsKind() {
        var input = [line("Zusammenfassung", x: 200, y: 400, size: 40)]
        input += lines(["Die neuen Preise gelten für alle Bestellungen nach", "dem Ende des laufenden Quartals."],
                       x: 200, y: 480)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(outline(blocks).first == "heading1: Zusammenfassung")
    }

    @Test func keysAreNormalisedForComparingAcrossDocuments() {
        #expect(Field.normalize("Rechnungs-Nr.") == "rechnungs nr")
        #expect(Field.normalize("Date d'échéance :") == "date d echeance")
        #expect(Field.normalize("  INVOICE   No ") == "invoice no")
    }
}
