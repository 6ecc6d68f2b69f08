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

    /// Spanish, Italian and Dutch letters, whose subject labels `SubjectLine` already reads: their greetings,
    /// closings and captions have roles too; a Spanish greeting ends in a colon and is still no field.
    @Test func greetingsClosingsAndCaptionsInSpanishItalianAndDutchHaveTheirRolesAndAGreetingsColonMakesNoField() {
        for (greeting, closing, caption) in [("Estimada Sra. Martínez:", "Atentamente,", "Tabla 1: Pedidos por región"),
                                             ("Gentile Sig.ra Ricci,", "Distinti saluti", "Tabella 1: Ordini per regione"),
                                             ("Geachte mevrouw Bakker,", "Met vriendelijke groet,", "Tabel 1: Orders per regio")] {
            var input = lines([greeting], x: 200, y: 900)
            input += lines(["Wir haben den Lieferplan mit unserem Lager abgestimmt und können", "die neuen Termine bestätigen."],
                           x: 200, y: 1000)
            input += lines([closing], x: 200, y: 1200)
            input += lines(["Sanne Bakker", "Hoofd administratie"], x: 200, y: 1400)
            input += [line(caption, x: 200, y: 1600)]
            let outlined = outline(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input))
            #expect(outlined.contains("paragraph[salutation]: \(greeting)"))
            #expect(outlined.contains("paragraph[closing]: \(closing)"))
            #expect(outlined.contains("paragraph[signature]: Sanne Bakker Hoofd administratie"))
            #expect(outlined.contains("paragraph[caption]: \(caption)"))
            #expect(!outlined.contains { $0.hasPrefix("field") })
        }
        // German "Beste Grüße" closes a letter; Dutch "Beste Anna," greets.
        let german = outline(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508,
                                                                    lines: lines(["Beste Grüße"], x: 200, y: 900)))
        #expect(german == ["paragraph[closing]: Beste Grüße"])
    }

    /// A signature's name and its position set apart (a scan's line gap a little wider than a paragraph's, so two
    /// blocks): both are the signature, in every language; a paragraph after them is prose again. A Dutch subject
    /// line ("Betreft:") is the title, as the other languages' are.
    @Test func aSignaturesPositionSetApartFromItsNameIsStillTheSignatureAndADutchSubjectLineIsTheTitle() {
        for (subject, closing, name, position) in [("Re: Updated Payment Terms", "Kind regards,", "Laura Carter", "Accounts Manager"),
                                                   ("Objet : Relance", "Cordialement,", "Henri Roux", "Responsable comptable"),
                                                   ("Betreft: Jaarlijkse prijsherziening", "Met vriendelijke groet,", "Sanne Bakker", "Hoofd administratie")] {
            var input = lines([subject], x: 200, y: 800)
            input += lines(["We have reviewed the delivery schedule with our warehouse and can", "confirm the new dates."],
                           x: 200, y: 1000)
            input += lines([closing], x: 200, y: 1200)
            input += lines([name], x: 200, y: 1400)
            input += lines([position], x: 200, y: 1500)
            input += lines(["The enclosed statement lists every open item with its original due date."], x: 200, y: 1700)
            let outlined = outline(PageLayout().blocks(page: 1, width: 2480, height: 3508, lines: input))
            #expect(outlined.contains("title: \(subject)"), "\(outlined)")
            #expect(outlined.contains("paragraph[signature]: \(name)"), "\(outlined)")
            #expect(outlined.contains("paragraph[signature]: \(position)"), "\(outlined)")
            #expect(outlined.contains("paragraph: The enclosed statement lists every open item with its original due date."), "\(outlined)")
        }
    }

    /// Invoices print the billing address under "Bill to:" with the body's leading (lines a cap height or
    /// more apart in OCR's ink-high boxes): the whole block is the value; the note a blank line below is not.
    /// A label over a four-line address `pitch` pixels apart (30 px text), a sentence after it.
    private func addressUnderLabel(_ label: String, _ address: [String], pitch: Int) -> [Block] {
        var input = lines([label] + address, x: 200, y: 900, pitch: pitch)
        input += lines(["Thank you for your order and for the time you took to explain it."], x: 200, y: 900 + 4 * pitch + 30 + 90)
        return PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
    }

    @Test func aLabelOverAnAddressSetWithTheBodysLeadingTakesTheWholeAddress() {
        for label in ["Bill to:", "Rechnungsanschrift:", "Facturar a:"] {
            let blocks = addressUnderLabel(label, ["Atelier Moreau", "1200 Market Street, Suite 400", "Philadelphia, PA 19107", "USA"], pitch: 60)
            #expect(fields(blocks) == ["\(label.dropLast()) = Atelier Moreau 1200 Market Street, Suite 400 Philadelphia, PA 19107 USA"])
            #expect(blocks.contains { $0.type == .paragraph && $0.text.hasPrefix("Thank you for your order") })
        }
    }

    /// The same with a wider leading than a paragraph's (lines 38 px apart at 30 px text, as OCR's ink-high boxes of
    /// a scan or photo measure a body's leading): the address runs on as its first line follows the label.
    @Test func aLabelOverAnAddressSetWiderThanAParagraphTakesTheWholeAddress() {
        for label in ["Bill to:", "Adresse de facturation :", "Intestatario:"] {
            let blocks = addressUnderLabel(label, ["Costa Verde Alimentación", "Bahnhofstrasse 21", "8001 Zürich", "Schweiz"], pitch: 68)
            let key = label.dropLast().trimmingCharacters(in: .whitespaces)
            #expect(fields(blocks) == ["\(key) = Costa Verde Alimentación Bahnhofstrasse 21 8001 Zürich Schweiz"])
            #expect(blocks.contains { $0.type == .paragraph && $0.text.hasPrefix("Thank you for your order") })
        }
    }

    /// A memo's distribution list: a label over or beside lines that are each a person's name (initials or a title
    /// and a surname) is one field a recipient, as each is an answer of its own. An address or a company over a
    /// name stays one value.
    @Test func aMemosDistributionListIsOneFieldARecipientButAnAddressStaysOneValue() {
        let memo = [line("To: Mr. G. J. Schramm", x: 200, y: 400)] + lines(["Mr. R. H. Stinnette", "Dr. Gary Huber"], x: 265, y: 442)
            + [line("cc:", x: 200, y: 700)] + lines(["Frau K. Keller", "Mme C. Dubois", "Ms Hannah Brooks"], x: 200, y: 742)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: memo)
        #expect(fields(blocks) == ["To = Mr. G. J. Schramm", "To = Mr. R. H. Stinnette", "To = Dr. Gary Huber",
                                   "cc = Frau K. Keller", "cc = Mme C. Dubois", "cc = Ms Hannah Brooks"])
        let address = [line("Bill to:", x: 200, y: 400)] + lines(["Atelier Moreau", "Mr. J. Moreau", "12 Rue de la Paix"], x: 200, y: 442)
        let addressBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: address)
        #expect(fields(addressBlocks) == ["Bill to = Atelier Moreau Mr. J. Moreau 12 Rue de la Paix"])
    }

    /// A letterhead: a logo's initials (with a glyph, or read from a ring) set far larger than the company's name
    /// beside them and the address under the name. Their boxes span both lines, yet the address is no answer to
    /// the initials or to the name.
    @Test func aLetterheadsInitialsNameAndAddressAreNoField() {
        // Boxes as a PDF's text layer gives them (font-high): initials in 40 pt, the name in 18 pt, the address in 10 pt.
        for logo in ["FA", "◆FA"] {
            var input = [line(logo, x: 230, y: 231, size: 168), line("Ferretti Arredamenti", x: 530, y: 203, size: 84),
                         line("Rue Royale 120 · 1000 Bruxelles", x: 530, y: 296, size: 43)]
            input += lines(["Thank you for your letter and for the time you took to explain the situation in",
                            "detail. From the first of next month our invoices will be payable within thirty days."],
                           x: 200, y: 900)
            let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
            #expect(fields(blocks).isEmpty, "\(logo): \(fields(blocks))")
        }
    }

    /// A letterhead of logo initials beside the company's name, a tagline and an address, then the invoice's
    /// title: the initials do not make the name the largest text, and the title, fifth from the top, is found.
    @Test func aLetterheadsLogoInitialsAndTaglineNeitherMakeTheTitleNorHideIt() {
        for logo in ["VE", "I I"] {
            var input = [Line(words: line(logo, x: 230, y: 231, size: 168).words
                              + line("Vogel Elektrotechnik", x: 620, y: 240, size: 60).words)!]
            input += [line("Engineering the future", x: 620, y: 340, size: 27),
                      line("Mariahilfer Straße 88 · 1070 Wien", x: 620, y: 400, size: 27),
                      line("Kundennummer 4471", x: 1800, y: 400, size: 27),
                      line("FACTUUR", x: 200, y: 700, size: 80)]
            input += lines(["Hartelijk dank voor uw brief en de uitgebreide toelichting op de situatie.",
                            "Wij hebben de leverplanning met ons magazijn besproken en kunnen de data bevestigen."],
                           x: 200, y: 1000)
            let blocks = PageLayout().blocks(page: 1, width: 2480, height: 3508, lines: input)
            #expect(blocks.first { $0.type == .title }?.text == "FACTUUR", "\(logo): \(outline(blocks))")
        }
    }

    /// An invoice's labels without colons beside their values at one tab stop: the longest labels sit so close to
    /// their values that their lines were read as one piece; the column of values the other rows start cuts them.
    /// A sentence under the block, as wide as the page, is not cut.
    @Test func theLongestLabelsCloseToTheirValuesAtATabStopAreCutWhereTheValuesStart() {
        // The values start at x 411, right after the longest labels' last word and a plain word space.
        var input = [line("N.º de cuenta 156686", x: 200, y: 600), line("N.º de pedido PO 9663", x: 200, y: 660),
                     row([("Contacto", 200), ("Elena Navarro", 411)], y: 720), row([("Peso", 200), ("72.6 kg", 411)], y: 780),
                     row([("NIF", 200), ("DE194088443", 411)], y: 840)]
        input += lines(["Le rogamos nos indique si las nuevas condiciones plantean alguna pregunta a su departamento",
                        "de administración. A partir del próximo mes nuestras facturas deberán abonarse en treinta días."],
                       x: 200, y: 1000)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks) == ["N.º de cuenta = 156686", "N.º de pedido = PO 9663", "Contacto = Elena Navarro",
                                   "Peso = 72.6 kg", "NIF = DE194088443"])
        #expect(blocks.contains { $0.type == .paragraph && $0.text.hasPrefix("Le rogamos nos indique") })
    }

    @Test func aLogosLettersAreNeverTheTitle() {
        var input = [line("AB", x: 230, y: 300, size: 110)]
        input += lines(["Body text in the normal size for this page", "and another line of it"], x: 200, y: 600)
        let blocks = PageLayout().blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(!blocks.contains { $0.type == .title })
    }

    /// Specks, a stamp's number and a logo's initials set large are no heading; a heading names something, as a title does.
    @Test func scrapsAndStampedNumbersSetLargeAreNoHeadings() {
        var input = [line("Results", x: 200, y: 400, size: 45), line("ye", x: 1800, y: 700, size: 45),
                     line("397005708", x: 1800, y: 900, size: 45), line("KI", x: 1800, y: 1100, size: 45)]
        input += lines(["The samples were tested in the second week of May", "and the results are given below."], x: 200, y: 480)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(blocks.filter { $0.type == .heading }.map(\.text) == ["Results"])
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

    /// Forms print most labels without a colon, the answer on the label's row after a gap.
    @Test func aFormLabelWithItsAnswerRightOfItIsAFieldWithoutAColon() {
        var input = [row([("SUPERVISOR", 200), ("J. S. Wigand", 900)], y: 400)]
        input += [row([("Name of Account", 200), ("Meijer Gas", 900), ("Project No.", 1500), ("1989-29", 2000)], y: 600)]
        input += lines(["The samples were sent to the laboratory on Monday and", "the results are expected next week."],
                       x: 200, y: 900)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks) == ["SUPERVISOR = J. S. Wigand", "Name of Account = Meijer Gas", "Project No. = 1989-29"])
        #expect(blocks.contains { $0.type == .paragraph && $0.text.hasPrefix("The samples were sent") })
    }

    /// A row that holds only labels is a form's blank answers or its check boxes, not label, answer, label,
    /// answer: "State" is no answer of "City", nor "FAIR" of "POOR". A row whose alternate pieces hold an answer
    /// that reads like a label ("Meijer Gas") beside one with figures is still label, answer, label, answer.
    @Test func aRowOfLabelsOnlyPairsNoLabelWithTheNextButARowOfLabelsAndAnswersDoes() {
        var input = [row([("City", 200), ("State", 700), ("ZIP Code", 1100), ("Country", 1600)], y: 400)]
        input += [row([("POOR", 700), ("FAIR", 1000), ("GOOD", 1300), ("EXCELLENT", 1600)], y: 500)]
        input += [row([("Name of Account", 200), ("Meijer Gas", 900), ("Project No.", 1500), ("1989-29", 2000)], y: 700)]
        input += lines(["The samples were sent to the laboratory on Monday and", "the results are expected next week."],
                       x: 200, y: 900)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks) == ["Name of Account = Meijer Gas", "Project No. = 1989-29"])
    }

    /// A row of column labels over a row of answers (a form's boxes, or open rows): one field per answer, not a
    /// table; the same labels over several rows of items stay a table.
    @Test func aGridOfLabelsBesideTheirAnswersIsFieldsButADataTableStaysATable() {
        // A test report's grid: label, answer, label, answer on every row (answers in words and figures).
        let grid = [row([("Supplier", 200), ("Eastman Fiber", 700), ("Plasticizer", 1300), ("6.0", 1900)], y: 400),
                    row([("Color", 200), ("White", 700), ("Firmness of Rod", 1300), ("Good", 1900)], y: 450),
                    row([("Length of Rod", 200), ("120 mm", 700), ("Quality of Bloom", 1300), ("Good", 1900)], y: 500),
                    row([("Dry Weight", 200), ("86.9 gms", 700), ("Tape Speed", 1300), ("400 fpm", 1900)], y: 550),
                    row([("Maker No.", 200), ("Research Division", 700), ("Rods per Min.", 1300), ("1067", 1900)], y: 600)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: grid)
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks).sorted() == ["Color = White", "Dry Weight = 86.9 gms", "Firmness of Rod = Good",
                                            "Length of Rod = 120 mm", "Maker No. = Research Division", "Plasticizer = 6.0",
                                            "Quality of Bloom = Good", "Rods per Min. = 1067", "Supplier = Eastman Fiber",
                                            "Tape Speed = 400 fpm"])
        // A statistics table: one column of row labels, figures beside them.
        let stats = [row([("Country", 200), ("2004", 900), ("2005", 1300), ("2006", 1700)], y: 400),
                     row([("Germany", 200), ("12.5", 900), ("13.0", 1300), ("14.1", 1700)], y: 450),
                     row([("France", 200), ("9.8", 900), ("10.2", 1300), ("10.9", 1700)], y: 500),
                     row([("Italy", 200), ("7.1", 900), ("7.4", 1300), ("7.0", 1700)], y: 550)]
        let statsBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: stats)
        #expect(statsBlocks.contains { $0.type == .table })
        #expect(fields(statsBlocks).isEmpty)
        // Text columns side by side (label columns next to each other) are a table's columns too.
        let directory = [row([("Country", 200), ("Capital", 700), ("Population", 1300), ("Language", 1900)], y: 400),
                         row([("Germany", 200), ("Berlin", 700), ("83 million", 1300), ("German", 1900)], y: 450),
                         row([("France", 200), ("Paris", 700), ("68 million", 1300), ("French", 1900)], y: 500),
                         row([("Italy", 200), ("Rome", 700), ("59 million", 1300), ("Italian", 1900)], y: 550)]
        let directoryBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: directory)
        #expect(directoryBlocks.contains { $0.type == .table })
        #expect(fields(directoryBlocks).isEmpty)
    }

    /// A form's two columns of fields without colons, each label over its answer (set smaller, the answer close
    /// under it, then a wider gap to the next box) or beside it, labels in sentence case, in English, German and
    /// French: one field a label, no table. An invoice's item table under it, its header as far from the first
    /// row as the rows from each other, stays a table.
    @Test func aFormsColumnsOfLabelsOverOrBesideTheirAnswersAreFieldsNotATable() {
        func over(_ label: String, _ value: String, x: Int, y: Int) -> [Line] {
            [line(label, x: x, y: y, size: 26), line(value, x: x, y: y + 40)]
        }
        func beside(_ label: String, _ value: String, x: Int, y: Int, gap: Int = 90) -> [Line] {
            let key = line(label, x: x, y: y)
            return [key, line(value, x: key.box.maxX + gap, y: y)]
        }
        var input = [line("Supplier registration form", x: 200, y: 200, size: 60)]
        input += beside("Invoice no.", "INV-4711", x: 200, y: 400) + over("Due date", "9 Mar 2026", x: 1340, y: 400)
        // Label and answer a few word spaces apart: one piece of line.
        input += over("Payment terms", "30 days net", x: 200, y: 496) + beside("Kunden-Nr.", "C63939", x: 1340, y: 496, gap: 40)
        input += beside("Ihr Zeichen", "KL/40", x: 200, y: 592) + over("Date d'échéance", "14 mai 2026", x: 1340, y: 592)
        input += over("Mode d'envoi", "Transporteur", x: 200, y: 688) + beside("Fällig am", "2 April 2026", x: 1340, y: 688)
        let items = [row([("Description", 200), ("Qty", 1000), ("Unit price", 1400), ("Amount", 1900)], y: 1000),
                     row([("Widgets", 200), ("3", 1000), ("12.00", 1400), ("36.00", 1900)], y: 1045),
                     row([("Gadgets", 200), ("2", 1000), ("7.50", 1400), ("15.00", 1900)], y: 1090),
                     row([("Sprockets", 200), ("10", 1000), ("3.25", 1400), ("32.50", 1900)], y: 1135)]
        let blocks = PageLayout(titleAllowed: true).blocks(page: 1, width: 2480, height: 3508, lines: input + items)
        #expect(fields(blocks).sorted() == ["Date d'échéance = 14 mai 2026", "Due date = 9 Mar 2026", "Fällig am = 2 April 2026",
                                            "Ihr Zeichen = KL/40", "Invoice no. = INV-4711", "Kunden-Nr. = C63939",
                                            "Mode d'envoi = Transporteur", "Payment terms = 30 days net"])
        #expect(blocks.filter { $0.type == .table }.count == 1)
        #expect(blocks.first { $0.type == .table }?.table?.rowCount == 4)
        // Further down, a paragraph and a signature whose name and position read like a label over its answer:
        // the form's block of fields is judged apart from them.
        let signed = input + lines(["Thank you for registering with us; we will confirm your details by post."], x: 200, y: 1100)
            + [line("Laura Carter", x: 200, y: 1400), line("Accounts Manager", x: 200, y: 1440)]
        let signedBlocks = PageLayout(titleAllowed: true).blocks(page: 1, width: 2480, height: 3508, lines: signed)
        #expect(fields(signedBlocks).count == 8 && !signedBlocks.contains { $0.type == .table })
        // The item table alone, with its header over rows at one pitch: no label over an answer, no field.
        let itemBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: items)
        #expect(fields(itemBlocks).isEmpty && itemBlocks.contains { $0.type == .table })
    }

    /// OCR reads the dot between a letterhead's street and town ("Via Roma 15 · 20121 Milano MI") as a colon of its
    /// own, a speck a few pixels high: no label. A colon set apart as French prints it ("Objet :", "N° client :")
    /// is as high as a colon and still ends its label.
    @Test func aLetterheadsSeparatorDotReadAsAColonMakesNoFieldButAColonSetApartEndsALabel() {
        func withColon(_ text: String, colonHeight: Int, y: Int) -> Line {
            var words = line(text, x: 200, y: y).words
            let at = words.firstIndex { $0.text == ":" }!
            words[at].box = Box(x: words[at].box.x, y: y + 12, width: 5, height: colonHeight)
            return Line(words: words)!
        }
        let input = [withColon("Via Roma 15 : 20121 Milano MI", colonHeight: 5, y: 300),
                     withColon("200 George Street : Sydney NSW 2000", colonHeight: 4, y: 600),
                     withColon("N° client : C69068", colonHeight: 18, y: 900)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks) == ["N° client = C69068"])
        #expect(blocks.contains { $0.type == .paragraph && $0.text == "Via Roma 15 : 20121 Milano MI" })
    }

    /// A tax label whose parenthesis OCR set apart from it by a wide space on a photo ("MwSt.", then "(19 %):" two text
    /// sizes further): one label, with its amount right of it, in German, French and Italian alike. A bracket of
    /// figures after a sentence is no label.
    @Test func aTaxLabelCutBeforeItsParenthesisIsOneLabelWithItsAmount() {
        for (label, rate, amount) in [("MwSt.", "(19 %):", "1.236,56 €"), ("TVA", "(20 %):", "148,22 €"), ("IVA", "(22 %):", "4.227,17 €")] {
            let name = line(label, x: 1500, y: 2800)
            let input = [row([(label, 1500), (rate, name.box.maxX + 60), (amount, 2016)], y: 2800)]
            let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
            #expect(fields(blocks) == ["\(label) \(rate.dropLast()) = \(amount)"])
        }
        let sentence = [row([("as agreed in the contract", 200), ("(2024):", 640)], y: 400)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: sentence)
        #expect(fields(blocks).isEmpty)
    }

    @Test func aColumnOfLabelsBesideTheirAnswersInBoxesIsOneFieldARowButAHeadedTableStaysATable() {
        // A promotion form's boxes: a label on the left of each row, its typed answer right of it, in capitals
        // like the labels (so no share of labels tells the answer column apart), one answer cut in two cells.
        func grid(rows: Int) -> [Ruling] {
            (0...rows).map { Ruling(box: Box(x: 200, y: 380 + $0 * 60, width: 1900, height: 3)) }
                + [200, 900, 1500, 2100].map { Ruling(box: Box(x: $0, y: 380, width: 3, height: rows * 60)) }
        }
        let form = [row([("Brand(s) Applicable", 220), ("Newport Parent, Lights", 920), ("& 120's", 1520)], y: 395),
                    row([("Media Type", 220), ("Direct Mail", 920)], y: 455),
                    row([("Media Name", 220), ("Competitive Smokers", 920)], y: 515),
                    row([("Coupon Value", 220), ("$1.50 OFF", 920)], y: 575),
                    row([("Pack or Carton?", 220), ("PACK", 920)], y: 635)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form, rulings: grid(rows: 5))
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks).sorted() == ["Brand(s) Applicable = Newport Parent, Lights & 120's", "Coupon Value = $1.50 OFF",
                                            "Media Name = Competitive Smokers", "Media Type = Direct Mail", "Pack or Carton? = PACK"])
        // The same grid holding a table: a first row naming the column over descriptions that are no labels.
        let glossary = [row([("Term", 220), ("Meaning", 920)], y: 395),
                        row([("Tare", 220), ("the weight of the empty pack", 920)], y: 455),
                        row([("Net Weight", 220), ("what the buyer pays for", 920)], y: 515),
                        row([("Gross Weight", 220), ("the pack and its contents together", 920)], y: 575)]
        let glossaryBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: glossary,
                                                                   rulings: grid(rows: 4))
        #expect(glossaryBlocks.contains { $0.type == .table })
        #expect(fields(glossaryBlocks).isEmpty)
        // A stub column beside figures.
        let figures = [row([("Strength", 220), ("+1", 920)], y: 395), row([("Harshness", 220), ("+5", 920)], y: 455),
                       row([("Aftertaste", 220), ("+22", 920)], y: 515), row([("Draw", 220), ("-3", 920)], y: 575)]
        let figureBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: figures,
                                                                 rulings: grid(rows: 4))
        #expect(figureBlocks.contains { $0.type == .table })
        #expect(fields(figureBlocks).isEmpty)
    }

    @Test func aFormsRowsOfLabelsWithDatesWrittenInFiguresAreFieldsNotAStubBesideFigures() {
        // A coupon form's boxes whose answers are mostly dates in figures: dates are answers, not a table's figures.
        let grid = (0...3).map { Ruling(box: Box(x: 200, y: 380 + $0 * 60, width: 1900, height: 3)) }
            + [200, 900, 2100].map { Ruling(box: Box(x: $0, y: 380, width: 3, height: 180)) }
        let form = [row([("Coupon Issue Date", 220), ("4/14/00", 920)], y: 395),
                    row([("Coupon Expiration Date", 220), ("9/30/00", 920)], y: 455),
                    row([("Circulation", 220), ("Approx. 600,000", 920)], y: 515)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form, rulings: grid)
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks).sorted() == ["Circulation = Approx. 600,000", "Coupon Expiration Date = 9/30/00",
                                            "Coupon Issue Date = 4/14/00"])
        // Figures that are no dates beside the same labels stay a table.
        let figures = [row([("Coupon Issue Date", 220), ("4.14", 920)], y: 395), row([("Coupon Expiration Date", 220), ("9.30", 920)], y: 455),
                       row([("Circulation", 220), ("600,000", 920)], y: 515)]
        let figureBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: figures, rulings: grid)
        #expect(figureBlocks.contains { $0.type == .table })
        #expect(FormLayoutFields.isNumericDate("12.03.2026") && FormLayoutFields.isNumericDate("4/14/00"))
        #expect(!FormLayoutFields.isNumericDate("1,221,000") && !FormLayoutFields.isNumericDate("4/14-00"))
    }

    @Test func aStarOrBulletBeforeAFormsLabelIsNoColumnHeadOverItsRowsOfFields() {
        // A coupon form's column of labels, two of them starred as required and left blank, the star set apart
        // from the label: the starred rows are no column heads ("*" and "Issue Frequency / Year") over a table.
        func starred(_ text: String, y: Int) -> Line {
            let star = Word(text: "*", box: Box(x: 450, y: y + 8, width: 14, height: 14), confidence: 0.9)
            return Line(words: [star] + line(text, x: 490, y: y).words)!
        }
        let form = [starred("Issue Frequency / Year", y: 400), starred("Space / Color", y: 484),
                    row([("Coupon Issue Date", 450), ("4/14/00", 1500)], y: 568),
                    row([("Coupon Expiration Date", 450), ("9/30/00", 1500)], y: 652),
                    row([("Circulation (#)", 450), ("APPROX. 600.000", 1040)], y: 736)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks).sorted() == ["Circulation (#) = APPROX. 600.000", "Coupon Expiration Date = 9/30/00",
                                            "Coupon Issue Date = 4/14/00"])
        #expect(!UnruledTables.areColumnHeads([starred("Issue Frequency / Year", y: 400)], over: [form[2]]))
        // Heads set apart over a table's columns are still heads.
        #expect(UnruledTables.areColumnHeads([row([("Region", 450), ("Share", 1500)], y: 400)],
                                             over: row([("North", 450), ("18.2", 1500)], y: 484).words.map { Line(words: [$0])! }))
    }

    @Test func anAnswerThatReadsLikeALabelIsTakenInTheFormsColumnOfAnswers() {
        // A coupon form: labels down the left, answers starting at one x further right, rows far apart. The dated
        // answers make fields; "Monthly" reads like a label too, and is the answer because it starts in their column.
        let form = [row([("COUPON ISSUE DATE", 200), ("September 1, 1992", 900)], y: 400),
                    row([("CIRCULATION", 200), ("1,221,000", 900)], y: 550),
                    row([("ISSUE FREQUENCY", 200), ("Monthly", 900)], y: 700)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)
        #expect(fields(blocks).sorted() == ["CIRCULATION = 1,221,000", "COUPON ISSUE DATE = September 1, 1992",
                                            "ISSUE FREQUENCY = Monthly"])
        // Without that column two capitalised pieces on a row are no field: a name beside a name, a heading's words.
        let alone = [row([("ISSUE FREQUENCY", 200), ("Monthly", 900)], y: 700)]
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: alone)).isEmpty)
        // Answers starting elsewhere make no column.
        let scattered = [row([("COUPON ISSUE DATE", 200), ("September 1, 1992", 900)], y: 400),
                         row([("CIRCULATION", 200), ("1,221,000", 700)], y: 550),
                         row([("ISSUE FREQUENCY", 200), ("Monthly", 1000)], y: 700)]
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: scattered)).sorted()
                == ["CIRCULATION = 1,221,000", "COUPON ISSUE DATE = September 1, 1992"])
    }

    @Test func boxesThatOpenWithALabelAreFieldsNotATable() {
        // A request form's top: two columns of boxes, each "Label: answer", over a box of check boxes; small
        // beside the page and regular, so no frame of boxes by size or spans.
        var rulings = [300, 360, 420, 480, 560].map { Ruling(box: Box(x: 200, y: $0, width: 1600, height: 3)) }
        rulings += [200, 1000, 1800].map { Ruling(box: Box(x: $0, y: 300, width: 3, height: 260)) }
        let input = [line("Requested by: Karl Hutchison", x: 220, y: 315), line("Project Number: 1989-29", x: 1020, y: 315),
                     line("Department: BD & SS", x: 220, y: 375), line("Date Submitted: 4/17/98", x: 1020, y: 375),
                     line("Phone Number: 7970", x: 220, y: 435), line("Date Required: 4/20/98", x: 1020, y: 435),
                     line("Enhancement", x: 220, y: 505), line("Maintenance", x: 1020, y: 505)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks).sorted() == ["Date Required = 4/20/98", "Date Submitted = 4/17/98", "Department = BD & SS",
                                            "Phone Number = 7970", "Project Number = 1989-29", "Requested by = Karl Hutchison"])
    }

    @Test func theFillLineBetweenALabelAndItsAnswerEndsTheLabel() {
        // OCR reads the blank line an answer was written on as underscores, joined to the label, the answer or both.
        let form = [line("PROJECT OBJECTIVE __To develop a nonfilter menthol cigarette", x: 200, y: 400),
                    line("Topic__Sister Chromatid Exchanges", x: 200, y: 600),
                    line("DATE__April 27, 1981", x: 200, y: 800)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)
        #expect(fields(blocks) == ["PROJECT OBJECTIVE = To develop a nonfilter menthol cigarette",
                                   "Topic = Sister Chromatid Exchanges", "DATE = April 27, 1981"])
        // Every word is in the fields: none comes back as a loose line for the underscores it lost.
        #expect(blocks.map(\.type) == [.field, .field, .field])
        // Underscores inside prose (an identifier) or after a check box's mark are no fill line after a label.
        let prose = [line("Please set the max_pixels option before you run the import again", x: 200, y: 400),
                     line("EFFICIENCY RATING X_POOR ___FAIR GOOD EXCELLENT", x: 200, y: 600)]
        let proseBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: prose)
        #expect(fields(proseBlocks).isEmpty)
    }

    @Test func aLabelBeforeThePrintedLineItsAnswerIsWrittenOnIsAFieldInAnyLanguage() {
        // Forms print a line for the answer; the label stands off it, no colon, no gap, no fill line read by OCR.
        // Size 30: a character 16.5 px wide, a space 10.5 px; the line 2 px under the answer's foot.
        let form = [line("Authorized by Dr. Connie Stone", x: 200, y: 400),   // "Dr." starts at 418
                    line("Geprüft von Anna Keller", x: 200, y: 600),          // "Anna" starts at 384
                    row([("Reçu par Marie Dubois", 200), ("Date 12/03/2026", 1300)], y: 800)]  // "Marie" 335, "12/03/2026" 1376
        let lines = [Ruling(box: Box(x: 410, y: 432, width: 600, height: 2)), Ruling(box: Box(x: 378, y: 632, width: 500, height: 2)),
                     Ruling(box: Box(x: 330, y: 832, width: 500, height: 2)), Ruling(box: Box(x: 1370, y: 832, width: 400, height: 2))]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form, rulings: lines)
        #expect(fields(blocks) == ["Authorized by = Dr. Connie Stone", "Geprüft von = Anna Keller", "Reçu par = Marie Dubois",
                                   "Date = 12/03/2026"])
        // Without the printed lines the same words are no fields.
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)).isEmpty)
        // A heading underlined whole, and a word underlined in a sentence, are no label and answer.
        let prose = [line("Quarterly Report Summary", x: 200, y: 400), line("Payment was received late this month.", x: 200, y: 600)]
        let underlines = [Ruling(box: Box(x: 195, y: 432, width: 420, height: 2)), Ruling(box: Box(x: 520, y: 632, width: 80, height: 2))]
        let proseBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: prose, rulings: underlines)
        #expect(fields(proseBlocks).isEmpty)
        // A label in small capitals stands on the line, under the foot of the answer typed above it.
        let boxed = [line("STRAIN OF MICE", x: 200, y: 1030, size: 20), line("Swiss-Webster", x: 450, y: 1000)]
        let strain = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: boxed,
                                                             rulings: [Ruling(box: Box(x: 440, y: 1044, width: 400, height: 2))])
        #expect(fields(strain) == ["STRAIN OF MICE = Swiss-Webster"])
        // An answer written over several printed lines, set wider apart than a paragraph's lines, is one answer.
        let objective = [row([("PROJECT OBJECTIVE", 200), ("To develop a nonfilter menthol cigarette", 600)], y: 400),
                         line("delivering 21-24 mg tar as a menthol", x: 600, y: 475),
                         line("companion to PALL MALL Famous Cigarettes.", x: 600, y: 550)]
        let answerLines = [432, 507, 582].map { Ruling(box: Box(x: 590, y: $0, width: 900, height: 2)) }
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: objective, rulings: answerLines))
                    == ["PROJECT OBJECTIVE = To develop a nonfilter menthol cigarette delivering 21-24 mg tar as a menthol "
                        + "companion to PALL MALL Famous Cigarettes."])
        // A line found in two stretches end to end is one line: "Ahearn" (461–560) has half its width over neither.
        let received = line("Received by Mark Ahearn", x: 200, y: 400)
        let stretches = [Ruling(box: Box(x: 380, y: 432, width: 121, height: 2)), Ruling(box: Box(x: 501, y: 433, width: 149, height: 2))]
        #expect(FillLine.onRulings(received.words, stretches).map(\.text).sorted() == ["Ahearn", "Mark"])
    }

    @Test func aDateBesideItsLabelIsNoRowOfFiguresButLogoInitialsBesideAnAddressAreNoLabel() {
        // OCR sets a date's words apart ("10   May   2026"): its day and year are no table row's two figures.
        let due = [row([("Due date:", 200), ("10", 700), ("May", 760), ("2026", 860)], y: 400)]
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: due)) == ["Due date = 10 May 2026"])
        // A statistics row: its label beside figures only stays out of the fields.
        let stats = [row([("of which: small firms", 200), ("7.0", 1200), ("7.4", 1500)], y: 400)]
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: stats)).isEmpty)
        // A letterhead's initials beside the sender's address, figures in it: two letters are no label.
        let letterhead = [row([("KI", 200), ("Via Roma 15, 20121 Milano MI", 420)], y: 400)]
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: letterhead)).isEmpty)
    }

    @Test func aSpeckReadAsAQuoteMarkBeforeALabelLeavesItALabel() {
        // Scans' specks and box edges come out of OCR as quote marks glued to the next word.
        let form = [line("‘Company: Lorillard Tobacco Co.", x: 200, y: 400), line("'Date: 7/9/84", x: 200, y: 500)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)
        #expect(fields(blocks) == ["Company = Lorillard Tobacco Co.", "Date = 7/9/84"])
    }

    @Test func aStarMarkingARequiredLabelLeavesItALabelButAStarSetApartIsAListsMarker() {
        // Forms star the labels they require an answer to; OCR reads the star as "*" or "+", glued to the label.
        let form = [line("*DATE OF EVENT: March 3, 1995", x: 200, y: 400), line("+EXPLAIN: Newport Special Emphasis", x: 200, y: 500)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)
        #expect(fields(blocks) == ["DATE OF EVENT = March 3, 1995", "EXPLAIN = Newport Special Emphasis"])
        let list = lines(["* Note: the samples were sent to the laboratory on Monday", "* Delivery: the results follow next week"],
                         x: 200, y: 400, pitch: 60)
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: list)).isEmpty)
    }

    @Test func aLabelGluedToItsAnswerAtTheColonIsAFieldButATimeAndAWebAddressAreNot() {
        // OCR drops the space after a colon on small scans; the stored words keep every character once.
        let form = [line("Fax:614-466-5087", x: 200, y: 400), line("Date:6/21/90", x: 200, y: 500),
                    line("Received at 17:46 from http://example.com", x: 200, y: 700)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)
        #expect(fields(blocks) == ["Fax = 614-466-5087", "Date = 6/21/90"])
        #expect(blocks.map(\.text).joined(separator: " ").split(separator: " ").filter { $0.contains("614-466-5087") }.count == 1)
    }

    @Test func specksReadWhereAnAnswerWasLeftBlankAreNoAnswerButACheckMarkAndACapitalAre() {
        // OCR reads a blank answer's specks and box edges as "ee", "e", "|"; "X" checks a box, "D" is a grade.
        let form = [row([("Comments:", 200), ("ee", 700)], y: 400), row([("Topic:", 200), ("|", 700)], y: 500),
                    row([("Sales Representative:", 200), ("x", 900)], y: 600), row([("Type of Rod:", 200), ("D", 900)], y: 700)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)
        #expect(fields(blocks) == ["Comments = ", "Topic = ", "Sales Representative = x", "Type of Rod = D"])
    }

    @Test func aRowOfColumnLabelsOverRowsOfAnswersIsOneFieldPerAnswerButTwoLabelsHeadABlockEach() {
        // A fax cover's recipients: each answer keyed by the label of its column, a wrapped answer one answer.
        let cover = [row([("Recipient(s):", 200), ("Company:", 800), ("Fax No.:", 1500)], y: 400),
                     row([("Mr. Meyer G. Koplow", 200), ("Wachtell, Lipton, Rosen", 800), ("(212) 403-2000", 1500)], y: 460),
                     line("& Katz", x: 800, y: 495),
                     row([("Mr. Arthur F. Golden", 200), ("Davis, Polk & Wardwell", 800), ("(212) 450-4800", 1500)], y: 540)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: cover)
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks) == ["Recipient(s) = Mr. Meyer G. Koplow", "Recipient(s) = Mr. Arthur F. Golden",
                                   "Company = Wachtell, Lipton, Rosen & Katz", "Company = Davis, Polk & Wardwell",
                                   "Fax No. = (212) 403-2000", "Fax No. = (212) 450-4800"])
        // An invoice's two address blocks under two labels: one field a label, not one a line.
        let invoice = [row([("Bill to:", 200), ("Ship to:", 1300)], y: 400),
                       row([("Acme GmbH", 200), ("Acme Lager", 1300)], y: 450),
                       row([("Hauptstraße 5", 200), ("Hafenweg 12", 1300)], y: 500)]
        let invoiceBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: invoice)
        #expect(invoiceBlocks.compactMap(\.field).map(\.key) == ["Bill to", "Ship to"])
        #expect(fields(invoiceBlocks).first == "Bill to = Acme GmbH Hauptstraße 5")
    }

    @Test func aHeadRowOfLabelsInBoxesStaysColumnLabelsWhateverItsBoxEdgesAreReadAs() {
        // A fax cover's head row in boxes, read with its box edges painted out: the edge under the head row starts
        // under "No.:" of "Phone No.:" (size 30: "Phone" 1200–1282, "No.:" from 1293). A word ending in a colon ends
        // its label; it opens no answer written on the line. The last box's right edge, left as a stub read "|" at the
        // row's end, is no piece of the row either: the row stays four column labels.
        let cover = [row([("Recipient(s):", 200), ("Company:", 700), ("Phone No.:", 1200), ("Fax No.:", 1700), ("|", 2100)], y: 400),
                     row([("Mr. Meyer G. Koplow", 200), ("Wachtell, Lipton, Rosen", 700), ("(212) 403-1000", 1200),
                          ("(212) 403-2000", 1700)], y: 460),
                     row([("Mr. Arthur F. Golden", 200), ("Davis, Polk & Wardwell", 700), ("(212) 450-4000", 1200),
                          ("(212) 450-4800", 1700)], y: 520)]
        let edge = [Ruling(box: Box(x: 1290, y: 432, width: 1000, height: 2))]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: cover, rulings: edge)
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks) == ["Recipient(s) = Mr. Meyer G. Koplow", "Recipient(s) = Mr. Arthur F. Golden",
                                   "Company = Wachtell, Lipton, Rosen", "Company = Davis, Polk & Wardwell",
                                   "Phone No. = (212) 403-1000", "Phone No. = (212) 450-4000",
                                   "Fax No. = (212) 403-2000", "Fax No. = (212) 450-4800"])
    }

    @Test func columnLabelsOverOneRowOfAnswersAreOneFieldPerAnswer() {
        let form = [row([("Date Received", 200), ("Lorillard No.", 900), ("Notebook Page", 1500)], y: 400),
                    row([("UNK", 200), ("OR39-23", 900), ("B1014-23", 1500)], y: 450)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: form)
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks) == ["Date Received = UNK", "Lorillard No. = OR39-23", "Notebook Page = B1014-23"])
        let table = form + [row([("12/28/78", 200), ("OR39-24", 900), ("B1014-24", 1500)], y: 500),
                            row([("1/4/79", 200), ("OR39-25", 900), ("B1014-25", 1500)], y: 550)]
        let tableBlocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: table)
        #expect(tableBlocks.contains { $0.type == .table })
        #expect(fields(tableBlocks).isEmpty)
    }

    /// A letter's name over its address, or a letterhead's initials beside the sender's address, is no field.
    @Test func aNameOverItsAddressAndALogosInitialsAreNoFormLabels() {
        var input = [row([("NT", 200), ("Hauptstraße 12 - 80331 München", 700)], y: 300)]
        input += lines(["Katrin Keller", "Quellwasser GmbH", "Kaiserstraße 45", "60329 Frankfurt am Main"], x: 200, y: 700)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks).isEmpty)
    }

    /// OCR reads the blank line an answer was written on as underscores.
    @Test func aLeaderOfDashesOrDotsBetweenALabelAndItsAnswerEndsTheLabel() {
        // A typewritten specification sheet: each label followed by a leader, glued to the label, to the answer or
        // a word of its own, the answer after it in the same piece or right of it as a piece of its own; a fill
        // line's underscores read as a word of their own likewise.
        let sheet = [line("Brand --------- OLD GOLD STRAIGHT", x: 200, y: 400),
                     row([("Length ---------", 200), ("85 mm", 900)], y: 500),
                     line("Circumference--- 25.3 mm", x: 200, y: 600),
                     line("Copies to ---Dr. A. W. Spears", x: 200, y: 700),
                     line("Name........John Smith", x: 200, y: 800),
                     line("DATE ____ April 27, 1981", x: 200, y: 900)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: sheet)
        #expect(fields(blocks) == ["Brand = OLD GOLD STRAIGHT", "Length = 85 mm", "Circumference = 25.3 mm",
                                   "Copies to = Dr. A. W. Spears", "Name = John Smith", "DATE = April 27, 1981"])
        // The leaders are no words: none comes back as a loose line.
        #expect(blocks.map(\.type) == [.field, .field, .field, .field, .field, .field])
        // One or two dashes or dots, or an ellipsis, are no leader: a minus, a range, a pause.
        let prose = [line("Temperatures from -5 to 10 degrees were measured", x: 200, y: 400),
                     line("Pages 10--12 of the report", x: 200, y: 500),
                     line("However... the samples were kept", x: 200, y: 600)]
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: prose)).isEmpty)
    }

    @Test func theFillLineUnderAnAnswerIsNoPartOfIt() {
        let input = [line("Species: ___mice", x: 200, y: 400), line("Strain: ____", x: 200, y: 500)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(fields(blocks) == ["Species = mice", "Strain = "])
        // A blank line after the colon, the answer typed further right: the answer is the label's value.
        let apart = [row([("Estimated Attendance: ____", 200), ("700", 900)], y: 400)]
        #expect(fields(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: apart))
                    == ["Estimated Attendance = 700"])
    }

    /// A form's frame of boxes covering the page, each box as wide as its label and answer need, is read as
    /// fields; a regular ruled grid stays a table.
    @Test func aFormsFrameOfBoxesIsFieldsNotATable() {
        // Boxes: a full-width box, two half-width boxes, a full-width box, three third-width boxes.
        let ys = [300, 900, 1500, 2100, 2700, 3300]
        var rulings = ys.map { Ruling(box: Box(x: 200, y: $0, width: 2000, height: 3)) }
        rulings += [200, 2200].map { Ruling(box: Box(x: $0, y: 300, width: 3, height: 3000)) }
        rulings.append(Ruling(box: Box(x: 1200, y: 900, width: 3, height: 600)))
        rulings += [866, 1533].map { Ruling(box: Box(x: $0, y: 2100, width: 3, height: 1200)) }
        let input = [line("Compound: 3-Hydroxy-3-methylbutanoic acid", x: 230, y: 580),
                     line("Source: Lorillard Organic Chemistry", x: 230, y: 1180), line("Date: 5/3/79", x: 1230, y: 1180),
                     line("Strain of mice: Swiss-Webster", x: 230, y: 1780),
                     line("Group: 1", x: 230, y: 2380), line("Dosage: 1800", x: 900, y: 2380), line("Tested: 1/6", x: 1560, y: 2380),
                     line("Group: 2", x: 230, y: 2980), line("Dosage: 2160", x: 900, y: 2980), line("Tested: 0/6", x: 1560, y: 2980)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        #expect(!blocks.contains { $0.type == .table })
        #expect(fields(blocks).contains("Strain of mice = Swiss-Webster"))
        #expect(fields(blocks).contains("Dosage = 2160"))
    }

    /// "Monsieur Henri Roux" over the recipient's address is a name; "Monsieur," is the greeting, even when
    /// OCR boxes make it look larger than the body.
    @Test func aTitleInTheRecipientsNameIsNoSalutationButTheGreetingIs() {
        var input = [line("Monsieur Henri Roux", x: 200, y: 600)]
        input += lines(["Keizersgracht 313", "1016 EE Amsterdam"], x: 200, y: 760)
        input += [line("Monsieur,", x: 200, y: 1000, size: 38)]
        input += lines(["Nous vous remercions de votre courrier et des précisions que vous nous avez",
                        "apportées. Notre service technique vous contactera la semaine prochaine."], x: 200, y: 1100)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(blocks.first { $0.text.hasPrefix("Monsieur Henri") }?.role == nil)
        let greeting = blocks.first { $0.text == "Monsieur," }
        #expect(greeting?.type == .paragraph && greeting?.role == .salutation)
    }

    @Test func keysAreNormalisedForComparingAcrossDocuments() {
        #expect(Field.normalize("Rechnungs-Nr.") == "rechnungs nr")
        #expect(Field.normalize("Date d'échéance :") == "date d echeance")
        #expect(Field.normalize("  INVOICE   No ") == "invoice no")
    }

    /// A section's label over a column of its own labels, set in from it, each beside its answer: the section label
    /// takes none of them as its value. An address under its label, starting where the label does, is still its value.
    @Test func aSectionLabelOverAnIndentedColumnOfLabelsBesideTheirAnswersTakesNoneAsItsValue() {
        let english = [line("Cigarettes:", x: 200, y: 400), row([("Brand", 260), ("OLD GOLD STRAIGHT", 700)], y: 445),
                       row([("Length", 260), ("85 mm", 700)], y: 490), row([("Paper", 260), ("Ecusta 556", 700)], y: 535)]
        var blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: english)
        #expect(fields(blocks) == ["Cigarettes = ", "Brand = OLD GOLD STRAIGHT", "Length = 85 mm", "Paper = Ecusta 556"])
        let german = [line("Lieferung:", x: 200, y: 400), row([("Spediteur", 260), ("DHL Freight", 800)], y: 445),
                      row([("Gewicht", 260), ("16,8 kg", 800)], y: 490), row([("Pakete", 260), ("3", 800)], y: 535)]
        blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: german)
        #expect(fields(blocks) == ["Lieferung = ", "Spediteur = DHL Freight", "Gewicht = 16,8 kg", "Pakete = 3"])
        // Capitalised lines with others right of them: the "Ship to" block beside it.
        let address = [line("Bill to:", x: 200, y: 700), line("Harbor & Vine", x: 200, y: 742), line("Lakeside Office", x: 200, y: 784),
                       line("Ship to:", x: 1400, y: 700), line("Harbor & Vine", x: 1400, y: 742), line("Loading Dock", x: 1400, y: 784)]
        blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: address)
        #expect(fields(blocks).contains("Bill to = Harbor & Vine Lakeside Office"))
    }

    /// A value runs on along its row up to the next field's label (a capitalised label with its own answer right of
    /// it), not over it; a row of check-box options after a label stays that label's one value.
    @Test func aValueRunsOnUpToTheNextLabelOnItsRowButCheckBoxOptionsStayOneValue() {
        let english = [row([("Mean draw:", 200), ("0.12 (new scale)", 450), ("Roller Speed", 770), ("362.5", 1300)], y: 400)]
        var blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: english)
        #expect(fields(blocks) == ["Mean draw = 0.12 (new scale)", "Roller Speed = 362.5"])
        let french = [row([("Poids :", 200), ("16,8 kg", 360), ("Colis", 530), ("3", 1000)], y: 400)]
        blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: french)
        #expect(fields(blocks) == ["Poids = 16,8 kg", "Colis = 3"])
        let options = [row([("Method of travel:", 200), ("Air X", 560), ("Auto", 700), ("Train", 830), ("Other", 980)], y: 400)]
        blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: options)
        #expect(fields(blocks) == ["Method of travel = Air X Auto Train Other"])
    }

    /// A value's next line is measured from the band its words' ink covers: OCR boxed one word of the first line
    /// far too tall ("H." reaching into the line under it), which once made the next line look above it. A speck
    /// or a box's edge OCR read left of the next line (".", "|") is no other field's label; a word is.
    @Test func aValueRunsOnUnderItsInkWhateverATallWordsBoxOrASpeckBesideTheNextLine() {
        var first = line("From: David H. Remes", x: 200, y: 400)
        first.words[2].box = Box(x: first.words[2].box.x, y: 395, width: first.words[2].box.width, height: 70)
        first = Line(words: first.words)!
        let fax = line("(202) 778-5212 direct fax", x: first.words[1].box.x, y: 440)
        var blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: [first, fax])
        #expect(fields(blocks) == ["From = David H. Remes (202) 778-5212 direct fax"])

        let markings = line("Markings: | Sample number on each pack", x: 200, y: 400)
        let start = markings.words[2].box.x
        for (left, joined) in [(".", true), ("|", true), ("Weight", false)] {
            let next = row([(left, 100), ("and carton", start)], y: 442)
            blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: [markings, next])
            #expect(fields(blocks).first == (joined ? "Markings = | Sample number on each pack and carton"
                                                    : "Markings = | Sample number on each pack"))
        }
    }

    /// A label's qualifier printed in parentheses under it, its answer right of the label's first line, is part of
    /// the key, in any language. One that runs on past where the answer starts is a note, no part of it.
    @Test func aLabelsQualifierInParenthesesUnderItJoinsTheKey() {
        for (label, qualifier, value) in [("This Change:", "(From Current Budget)", "+58,500"),
                                          ("Bestand:", "(laufendes Jahr)", "1.471.873,85"),
                                          ("Final Report Due", "(Supplier Rpt.)", "11/16/87")] {
            let input = [row([(label, 300), (value, 900)], y: 400), line(qualifier, x: 300, y: 438)]
            let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
            let key = label.hasSuffix(":") ? String(label.dropLast()) : label
            #expect(fields(blocks) == ["\(key) \(qualifier) = \(value)"])
        }
        let note = [row([("This Change:", 300), ("+58,500", 900)], y: 400),
                    line("(From the current budget, approved by the board)", x: 300, y: 438)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: note)
        #expect(fields(blocks) == ["This Change = +58,500"])
    }
}
