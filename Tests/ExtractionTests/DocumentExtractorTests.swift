import DocModel
import Extraction
import Testing

/// Entities in a document: boxes from the words they cover, and card numbers masked in the text itself.
@Suite struct DocumentExtractorTests {
    static func word(_ text: String, _ x: Int) -> Word {
        Word(text: text, box: Box(x: x, y: 100, width: 10 * text.count, height: 20), confidence: 0.9)
    }

    static func document() -> Document {
        let first = Line(words: [word("Mail", 10), word("bob@example.com", 60)])
        let second = Line(words: [word("Card", 10), word("4111", 60), word("1111", 110), word("1111", 160), word("1111", 210)])
        let block = Block.paragraph(id: "b1", page: 1, lines: [first, second].compactMap { $0 })
        return Document(source: Source(path: "x.png", sha256: String(repeating: "0", count: 64), mediaType: "image/png",
                                       byteCount: 1),
                        pages: [Page(number: 1, width: 1000, height: 1000, dpi: 300, textSource: .ocr)],
                        blocks: [block].compactMap { $0 })
    }

    @Test func boxesEntitiesByTheirWords() {
        var doc = Self.document()
        DocumentExtractor().extract(&doc)
        let email = doc.entities?.first { $0.kind == .email }
        #expect(email?.box == Box(x: 60, y: 100, width: 150, height: 20))
        #expect(email?.range == TextRange(start: 5, length: 15))
        #expect(email?.blockID == "b1")
        let card = doc.entities?.first { $0.kind == .paymentCard }
        #expect(card?.box == Box(x: 60, y: 100, width: 190, height: 20))
        #expect(doc.invariantViolations().isEmpty)
    }

    @Test func masksCardNumbersInBlockTextAndWords() {
        var doc = Self.document()
        DocumentExtractor().extract(&doc)
        #expect(doc.blocks[0].text == "Mail bob@example.com\nCard **** **** **** 1111")
        #expect(doc.blocks[0].lines[1].words.map(\.text) == ["Card", "****", "****", "****", "1111"])
        let card = doc.entities?.first { $0.kind == .paymentCard }
        #expect(card?.text == "**** **** **** 1111")
        #expect(card?.normalized == "************1111")
    }

    static func page(_ blocks: [Block?]) -> Document {
        Document(source: Source(path: "x.png", sha256: String(repeating: "0", count: 64), mediaType: "image/png", byteCount: 1),
                 pages: [Page(number: 1, width: 2000, height: 2000, dpi: 300, textSource: .ocr)],
                 blocks: blocks.compactMap { $0 })
    }

    static func line(_ words: [(String, Int)], y: Int) -> Line? {
        Line(words: words.map { Word(text: $0.0, box: Box(x: $0.1, y: y, width: 20 * $0.0.count, height: 40), confidence: 0.9) })
    }

    /// A far photograph's "ml" read "mi": on a document whose money is all in a currency of a country that measures
    /// in kilometres it is a millilitre; with dollars, pounds or no money at all a mile stays a mile.
    @Test func milesOnADocumentPricedInEurosOrAustralianDollarsAreMillilitres() {
        func measurements(_ lines: [String]) -> [String] {
            let blocks = lines.enumerated().map { index, text in
                var x = 100
                let words = text.split(separator: " ").map { word in
                    defer { x += 20 * word.count + 20 }
                    return (String(word), x)
                }
                return Block.paragraph(id: "b\(index)", page: 1, lines: [Self.line(words, y: 100 + 100 * index)].compactMap { $0 })
            }
            var doc = Self.page(blocks)
            DocumentExtractor().extract(&doc)
            return doc.entities?.filter { $0.kind == .measurement }.map(\.normalized) ?? []
        }
        #expect(measurements(["TOTAL 73,89 €", "Spec: 851 mi"]) == ["851 ml"])
        #expect(measurements(["TOTAL A$50.39", "Specifications: 2183 mi - 50.4 kWh"]) == ["2183 ml", "50.4 kWh"])
        #expect(measurements(["Total $96.45", "a drive of 46 mi"]) == ["46 mi"])
        #expect(measurements(["Total £12.00 and 14,00 €", "a drive of 46 mi"]) == ["46 mi"])
        #expect(measurements(["a drive of 46 mi"]) == ["46 mi"])
    }

    @Test func aWideGapBetweenColumnsSplitsNumbers() {
        // "3" in the quantity column, "499,00 SEK" far to its right: two numbers, not 3,499.
        let row = Self.line([("Fluid", 100), ("3", 900), ("499,00", 1400), ("SEK", 1540)], y: 100)
        var doc = Self.page([Block.paragraph(id: "b1", page: 1, lines: [row].compactMap { $0 })])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.map(\.normalized) == ["499.00 SEK"])
        #expect(doc.blocks[0].text == "Fluid 3 499,00 SEK")  // the block's own text keeps its spaces
        #expect(doc.invariantViolations().isEmpty)
    }

    @Test func findsAnAddressTesseractSplitIntoParagraphs() {
        let street = Block.paragraph(id: "b1", page: 1, lines: [Self.line([("221B", 100), ("Baker", 200), ("Street", 320)], y: 100)].compactMap { $0 })
        let city = Block.paragraph(id: "b2", page: 1, lines: [Self.line([("London", 100)], y: 160)].compactMap { $0 })
        let postcode = Block.paragraph(id: "b3", page: 1, lines: [Self.line([("NW1", 100), ("6XE", 180)], y: 220)].compactMap { $0 })
        var doc = Self.page([street, city, postcode])
        DocumentExtractor().extract(&doc)
        let address = doc.entities?.first { $0.kind == .address }
        #expect(address?.normalized == "221B Baker Street, London NW1 6XE")
        #expect(address?.text == "221B Baker Street\nLondon\nNW1 6XE")
        #expect(address?.blockID == "b1")
        #expect(address?.range == TextRange(start: 0, length: 17))
        #expect(address?.box == Box(x: 100, y: 100, width: 340, height: 160))
        #expect(doc.invariantViolations().isEmpty)
    }

    @Test func aCountryLineTheLayoutSetApartJoinsTheAddressFoundAbove() {
        // Tesseract's reading of a generated Canadian invoice: the country line came back as its own paragraph.
        let lines = [Self.line([("3200", 100), ("Douglas", 220), ("Street", 400)], y: 100),
                     Self.line([("Victoria,", 100), ("BC", 300), ("V8Z", 380), ("3K9", 470)], y: 150)].compactMap { $0 }
        let address = Block.paragraph(id: "b1", page: 1, lines: lines)
        let country = Block.paragraph(id: "b2", page: 1, lines: [Self.line([("Canada", 100)], y: 200)].compactMap { $0 })
        var doc = Self.page([address, country])
        DocumentExtractor().extract(&doc)
        let found = doc.entities?.filter { $0.kind == .address }
        #expect(found?.map(\.normalized) == ["3200 Douglas Street, Victoria, BC V8Z 3K9, Canada"])
        #expect(found?.first?.components?["countryPrinted"] == "Canada")
        #expect(found?.first?.blockID == "b1")
        #expect(doc.invariantViolations().isEmpty)
    }

    @Test func anAddressAcrossParagraphsBeatsTheMeasurementItsHouseNumberLooksLike() {
        // A US street with a direction ("815 W Grand Avenue") on its own paragraph: "815 W" alone reads as watts.
        let street = Block.paragraph(id: "b1", page: 1, lines: [Self.line([("815", 100), ("W", 180), ("Grand", 220), ("Avenue", 330)], y: 100)].compactMap { $0 })
        let town = Block.paragraph(id: "b2", page: 1, lines: [Self.line([("Chicago,", 100), ("IL", 240), ("60654", 290)], y: 150)].compactMap { $0 })
        var doc = Self.page([street, town])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.map(\.normalized) == ["815 W Grand Avenue, Chicago, IL 60654"])
    }

    /// Words of a line at `x`, 20 points a character and a space of 20 between them, as Tesseract boxes 11 pt text.
    static func spacedWords(_ text: String, x: Int, y: Int) -> [Word] {
        var left = x, out: [Word] = []
        for w in text.split(separator: " ").map(String.init) {
            out.append(Word(text: w, box: Box(x: left, y: y, width: 20 * w.count, height: 40), confidence: 0.9))
            left += 20 * w.count + 20
        }
        return out
    }

    /// A key–value field on one line at `x`, its value right after its key (as the layout stage gives a form's
    /// "Address: 230").
    static func sideField(_ id: String, key: String, value: String, x: Int, y: Int) -> Block {
        let keyWords = spacedWords(key, x: x, y: y)
        let valueWords = spacedWords(value, x: (keyWords.last.map { $0.box.x + $0.box.width } ?? x) + 20, y: y)
        let lines = [Line(words: keyWords), Line(words: valueWords)].compactMap { $0 }
        let box = Box.enclosing(lines.map(\.box)) ?? Box(x: x, y: y, width: 1, height: 40)
        return Block(id: id, type: .field, text: key + " " + value, provenance: [Provenance(page: 1, box: box, confidence: 0.9)],
                     lines: lines, field: Field(key: key, value: value, keyBox: lines[0].box, valueBox: lines[lines.count - 1].box))
    }

    @Test func aOneLineAddressTheLayoutCutIntoFieldsSideBySideIsReadWhole() {
        // A form's "Address: 230 Queen Street · Brisbane City QLD 4000 · Australia" as Tesseract and the layout
        // gave it: the dots read as a colon and a dash, the line cut into two fields, the right one listed first.
        let right = Self.sideField("b1", key: "Queen Street :", value: "Brisbane City QLD 4000 - Australia", x: 510, y: 530)
        let left = Self.sideField("b2", key: "Address:", value: "230", x: 250, y: 534)
        var doc = Self.page([right, left])
        DocumentExtractor().extract(&doc)
        let found = doc.entities?.filter { $0.kind == .address }
        #expect(found?.map(\.normalized) == ["230 Queen Street, Brisbane City QLD 4000, Australia"])
        #expect(found?.first?.blockID == "b2")
        #expect(found?.first?.components?["country"] == "AU")
        // An invoice's delivery line cut the same way after its postcode.
        var invoice = Self.page([Self.sideField("b1", key: "61 boulevard Haussmann :", value: "75008", x: 250, y: 919),
                                 Self.sideField("b2", key: "Paris :", value: "France", x: 870, y: 919)])
        DocumentExtractor().extract(&invoice)
        #expect(invoice.entities?.filter { $0.kind == .address }.map(\.normalized) == ["61 boulevard Haussmann, 75008 Paris, France"])
        #expect(invoice.invariantViolations().isEmpty)
        // A street name cut after its article: the right field alone reads as a street with no street word.
        var swiss = Self.page([Self.sideField("b1", key: "Lausanne 15 :", value: "1201 Genève", x: 610, y: 534),
                               Self.sideField("b2", key: "Anschrift:", value: "Rue de", x: 250, y: 534)])
        DocumentExtractor().extract(&swiss)
        #expect(swiss.entities?.filter { $0.kind == .address }.map(\.normalized) == ["Rue de Lausanne 15, 1201 Genève"])
        // And one whose town ends a field before the country: the right one listed first again.
        var spanish = Self.page([Self.sideField("b1", key: "Valencia :", value: "Espana", x: 910, y: 919),
                                 Self.sideField("b2", key: "Plaza del Ayuntamiento 3 :", value: "46002", x: 250, y: 919)])
        DocumentExtractor().extract(&spanish)
        #expect(spanish.entities?.filter { $0.kind == .address }.map(\.normalized) == ["Plaza del Ayuntamiento 3, 46002 Valencia, España"])
    }

    /// A photographed receipt's street whose number the layout set beside it as a field's value ("AVENIDA DE LA
    /// CONSTITUCIÓN" | "22", one row), the town on the line below: the row is one line of the address.
    @Test func aStreetWhoseNumberTheLayoutSetBesideItOnItsRowIsOneLine() {
        for (street, number, town, expected) in [("AVENIDA DE LA CONSTITUCIÓN", "22", "41004 SEVILLA", "AVENIDA DE LA CONSTITUCIÓN 22, 41004 SEVILLA"),
                                                  ("VIA GARIBALDI", "18", "16124 GENOVA", "VIA GARIBALDI 18, 16124 GENOVA")] {
            let row = Self.sideField("b1", key: street, value: number, x: 500, y: 390)
            let below = Block.paragraph(id: "b2", page: 1, lines: [Self.line(town.split(separator: " ").enumerated().map { (String($1), 700 + 200 * $0) }, y: 450)].compactMap { $0 })
            var doc = Self.page([row, below])
            DocumentExtractor().extract(&doc)
            #expect(doc.entities?.filter { $0.kind == .address }.map(\.normalized) == [expected])
        }
    }

    @Test func aMeasurementTheLayoutCutBetweenItsNumberAndItsUnitIsReadWhole() {
        // "Specifications: 84.5 W · 41.6 °C · 45.2 l" as Tesseract and the layout gave it: the dot after "°C" read
        // as a colon, the line cut into two fields between "84.5" and "W".
        var doc = Self.page([Self.sideField("b1", key: "Specifications:", value: "84.5", x: 250, y: 931),
                             Self.sideField("b2", key: "W - 41.6 °C:", value: "45.2 |", x: 670, y: 931)])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.filter { $0.kind == .measurement }.map(\.normalized).sorted() == ["41.6 °C", "45.2 l", "84.5 W"])
        let joined = doc.entities?.first { $0.normalized == "84.5 W" }
        #expect(joined?.blockID == "b1")
        #expect(joined?.text == "84.5 W")
        #expect(joined?.box == Box(x: 570, y: 931, width: 120, height: 40))
        #expect(doc.invariantViolations().isEmpty)
        // A word that is a unit only at a clause's end stays a word: "Room: 12" | "in the east wing".
        var room = Self.page([Self.sideField("b1", key: "Room:", value: "12", x: 250, y: 500),
                              Self.sideField("b2", key: "in the east", value: "wing", x: 430, y: 500)])
        DocumentExtractor().extract(&room)
        #expect(room.entities?.contains { $0.kind == .measurement } == false)
    }

    @Test func anItemOfAListTheLayoutCutIsReadBesideTheItemsBeforeTheCut() {
        // "Specifications: 186 kW · 73 km · 148 m²" as Tesseract and the layout gave it (a generated US invoice): the
        // line cut inside "73 km", the area's "²" read "?", which is a unit only beside another item of the list.
        func paragraph(_ id: String, _ text: String, x: Int) -> Block? {
            Block.paragraph(id: id, page: 1, lines: [Line(words: Self.spacedWords(text, x: x, y: 700))].compactMap { $0 })
        }
        var doc = Self.page([paragraph("b1", "Specifications: 186 kW - 73", x: 250), paragraph("b2", "km: 148 m?", x: 810)])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.filter { $0.kind == .measurement }.map(\.normalized).sorted() == ["148 m²", "186 kW", "73 km"])
        #expect(doc.entities?.first { $0.normalized == "148 m²" }?.blockID == "b2")
        #expect(doc.entities?.first { $0.normalized == "148 m²" }?.text == "148 m?")
        #expect(doc.invariantViolations().isEmpty)
        // Alone, the block's "?" ends a question: "148 m".
        var alone = Self.page([paragraph("b2", "km: 148 m?", x: 810)])
        DocumentExtractor().extract(&alone)
        #expect(alone.entities?.map(\.normalized) == ["148 m"])
    }

    @Test func anIBANTheLayoutCutBetweenItsGroupsIsReadWholeAndOnlyWhenItsCheckDigitsHold() {
        // "Payment: IBAN DE89 3704 0044 0532 0130 00" with the line cut after "3704" into a field and a paragraph.
        func tail(_ text: String) -> Block? {
            Block.paragraph(id: "b2", page: 1, lines: [Line(words: Self.spacedWords(text, x: 730, y: 700))].compactMap { $0 })
        }
        var doc = Self.page([Self.sideField("b1", key: "Payment:", value: "IBAN DE89 3704", x: 250, y: 700), tail("0044 0532 0130 00")])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.map { "\($0.kind.rawValue) \($0.normalized)" } == ["iban DE89370400440532013000"])
        #expect(doc.entities?.first?.blockID == "b1")
        #expect(doc.entities?.first?.box == Box(x: 530, y: 700, width: 540, height: 40))  // "DE89" at 530 to "00" ending at 1070
        #expect(doc.invariantViolations().isEmpty)
        // One digit off: no IBAN, and the pieces stay what they were read as.
        var wrong = Self.page([Self.sideField("b1", key: "Payment:", value: "IBAN DE89 3704", x: 250, y: 700), tail("0044 0532 0130 01")])
        DocumentExtractor().extract(&wrong)
        #expect(wrong.entities?.contains { $0.kind == .iban } == false)
    }

    @Test func fieldsFarApartOnOneLineAreNotOneAddress() {
        let left = Self.sideField("b1", key: "Address:", value: "230", x: 100, y: 500)
        let right = Self.sideField("b2", key: "Queen Street :", value: "Brisbane City QLD 4000", x: 1200, y: 500)
        var doc = Self.page([left, right])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.contains { $0.kind == .address } == false)
    }

    @Test func anAddressReadWithTheUnitAboveReplacesThePartFoundWithout() {
        // "Bill to: / Flat 12" the layout kept as a field, the rest of the address a paragraph below it.
        let billTo = Block(id: "b1", type: .field, text: "Bill to:\nFlat 12",
                           provenance: [Provenance(page: 1, box: Box(x: 100, y: 100, width: 200, height: 90), confidence: 0.9)],
                           lines: [Self.line([("Bill", 100), ("to:", 200)], y: 100), Self.line([("Flat", 100), ("12", 200)], y: 150)].compactMap { $0 },
                           field: Field(key: "Bill to:", value: "Flat 12", keyBox: Box(x: 100, y: 100, width: 160, height: 40),
                                        valueBox: Box(x: 100, y: 150, width: 140, height: 40)))
        let rest = Block.paragraph(id: "b2", page: 1, lines: [Self.line([("48", 100), ("Park", 160), ("Avenue", 260)], y: 210),
                                                              Self.line([("Cardiff", 100)], y: 260),
                                                              Self.line([("CF10", 100), ("3AT", 200)], y: 310)].compactMap { $0 })
        var doc = Self.page([billTo, rest])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.filter { $0.kind == .address }.map(\.normalized) == ["Flat 12, 48 Park Avenue, Cardiff CF10 3AT"])
    }

    @Test func anAddressReadWholeFromItsFirstBlockIsNotFoundAgainFromItsSecond() {
        // A receipt whose address lines came back as four paragraphs.
        let lines = ["UNIT 3", "KILKENNY BUSINESS PARK", "KILKENNY", "R95 T2F4"]
        let blocks = lines.enumerated().map { i, text in
            Block.paragraph(id: "b\(i + 1)", page: 1, lines: [Line(words: Self.spacedWords(text, x: 400, y: 200 + 55 * i))].compactMap { $0 })
        }
        var doc = Self.page(blocks)
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.filter { $0.kind == .address }.map(\.normalized) == ["UNIT 3, KILKENNY BUSINESS PARK, KILKENNY, R95 T2F4"])
    }

    @Test func aPostcodeOnTheLineBelowItsTownIsNoFlightNumber() {
        // "BA1 2HN" reads as British Airways flight 1 when no address holds it.
        let billTo = Block(id: "b1", type: .field, text: "Bill to:\n9 Queen Square\nBath",
                           provenance: [Provenance(page: 1, box: Box(x: 100, y: 100, width: 300, height: 140), confidence: 0.9)],
                           lines: [Self.line([("Bill", 100), ("to:", 200)], y: 100), Self.line([("9", 100), ("Queen", 140), ("Square", 260)], y: 150),
                                   Self.line([("Bath", 100)], y: 200)].compactMap { $0 },
                           field: Field(key: "Bill to:", value: "9 Queen Square\nBath", keyBox: Box(x: 100, y: 100, width: 160, height: 40),
                                        valueBox: Box(x: 100, y: 150, width: 300, height: 90)))
        let postcode = Block.paragraph(id: "b2", page: 1, lines: [Self.line([("BA1", 100), ("2HN", 180)], y: 260),
                                                                  Self.line([("United", 100), ("Kingdom", 240)], y: 310)].compactMap { $0 })
        var doc = Self.page([billTo, postcode])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.map { "\($0.kind.rawValue) \($0.normalized)" } == ["address 9 Queen Square, Bath BA1 2HN, United Kingdom"])
    }

    @Test func paragraphsFarApartAreNotOneAddress() {
        let street = Block.paragraph(id: "b1", page: 1, lines: [Self.line([("221B", 100), ("Baker", 200), ("Street", 320)], y: 100)].compactMap { $0 })
        let rest = Block.paragraph(id: "b2", page: 1, lines: [Self.line([("London", 100)], y: 900), Self.line([("NW1", 100), ("6XE", 180)], y: 960)].compactMap { $0 })
        var doc = Self.page([street, rest])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.contains { $0.kind == .address } == false)
    }

    @Test func readsRunningTextLineByLine() {
        // The layout stage joins a block's lines with spaces; the address still ends at its line.
        let lines = [Self.line([("Keizersgracht", 100), ("123", 400)], y: 100), Self.line([("1015", 100), ("CJ", 200), ("Amsterdam", 260)], y: 150),
                     Self.line([("Tel.", 100), ("+31", 200), ("20", 280), ("555", 340), ("1234", 420)], y: 200)].compactMap { $0 }
        let text = "Keizersgracht 123 1015 CJ Amsterdam Tel. +31 20 555 1234"
        let block = Block(id: "b1", type: .paragraph, text: text,
                          provenance: [Provenance(page: 1, box: Box(x: 100, y: 100, width: 420, height: 140), confidence: 0.9)], lines: lines)
        var doc = Self.page([block])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.map(\.normalized) == ["Keizersgracht 123, 1015 CJ Amsterdam", "+31205551234"])
        #expect(doc.entities?.first?.text == "Keizersgracht 123 1015 CJ Amsterdam")
        #expect(doc.entities?.first?.box == Box(x: 100, y: 100, width: 360, height: 90))  // "123" ends at 460
        #expect(doc.invariantViolations().isEmpty)
    }

    static func table(_ rows: [[String]]) -> Block {
        let cells = rows.enumerated().flatMap { r, row in
            row.enumerated().map { c, text in
                TableCell(row: r, column: c, text: text, box: Box(x: 100 + 600 * c, y: 100 + 50 * r, width: 300, height: 40), confidence: 0.9)
            }
        }
        return Block(id: "b1", type: .table, text: rows.map { $0.joined(separator: " ") }.joined(separator: "\n"),
                     provenance: [Provenance(page: 1, box: Box(x: 100, y: 100, width: 900, height: 50 * rows.count), confidence: 0.9)],
                     table: Table(rowCount: rows.count, columnCount: rows[0].count, cells: cells))
    }

    @Test func anAddressWhoseLinesTheLayoutSetInConsecutiveCellsOfAColumnIsOneAddress() {
        // A receipt's head read as a table, one line a row (as ca-receipt-287 of the seed-9902 scans reads).
        var doc = Self.page([Self.table([["", "HARBOUR MARKET"], ["", "55 ELGIN STREET"], ["", "OTTAWA, ON K1P 5K1"],
                                         ["", "August 5, 2025"], ["TONER", "9.77"], ["TOTAL", "9.77 CAD"]])])
        DocumentExtractor().extract(&doc)
        let addresses = (doc.entities ?? []).filter { $0.kind == .address }
        #expect(addresses.map(\.normalized) == ["55 ELGIN STREET, OTTAWA, ON K1P 5K1"])
        #expect(addresses.first?.cell == CellAddress(row: 1, column: 1))
        #expect(addresses.first?.text == "55 ELGIN STREET\nOTTAWA, ON K1P 5K1")
        #expect(doc.invariantViolations().isEmpty)
        // A line cut into two cells ("1016" | "BS AMSTERDAM", as nl-receipt-243-photo of the seed-9902 set reads).
        var cut = Self.page([Self.table([["", "NORTHWIND MARKET"], ["", "HERENGRACHT 210"], ["1016", "BS AMSTERDAM"],
                                         ["", "11 april 2024"]])])
        DocumentExtractor().extract(&cut)
        #expect((cut.entities ?? []).filter { $0.kind == .address }.map(\.normalized) == ["HERENGRACHT 210, 1016 BS AMSTERDAM"])
        // Rows with a row between them are not one text: no address is made of their lines.
        var apart = Self.page([Block(id: "b1", type: .table, text: "",
                                     provenance: [Provenance(page: 1, box: Box(x: 100, y: 100, width: 900, height: 200), confidence: 0.9)],
                                     table: Table(rowCount: 3, columnCount: 1, cells: [
                                        TableCell(row: 0, column: 0, text: "55 ELGIN STREET", box: Box(x: 100, y: 100, width: 300, height: 40), confidence: 0.9),
                                        TableCell(row: 2, column: 0, text: "OTTAWA, ON K1P 5K1", box: Box(x: 100, y: 200, width: 300, height: 40), confidence: 0.9)]))])
        DocumentExtractor().extract(&apart)
        #expect((apart.entities ?? []).filter { $0.kind == .address }.isEmpty)
    }

    @Test func anAddressWhoseFirstLineIsAParagraphAndTheRestTheFirstRowOfTheTableUnderItIsOneAddress() {
        // A receipt's head: the street kept as a paragraph, the town's line the first row of the table under it
        // (as a Canadian receipt of the seed-1414 scans reads).
        func paragraph(_ text: String, y: Int, height: Int) -> Block {
            var x = 100
            var words: [Word] = []
            for word in text.split(separator: " ") {
                words.append(Word(text: String(word), box: Box(x: x, y: y, width: 20 * word.count, height: height), confidence: 0.9))
                x += 20 * word.count + 20
            }
            return Block(id: "p\(y)", type: .paragraph, text: text,
                         provenance: [Provenance(page: 1, box: Box(x: 100, y: y, width: x - 120, height: height), confidence: 0.9)],
                         lines: [Line(words: words)].compactMap { $0 })
        }
        let table = Self.table([["HAMILTON, ON L8N 1A1", ""], ["11 January 2024", ""], ["LABELS", "1.48"], ["TOTAL", "1.48 CAD"]])
        var doc = Self.page([paragraph("88 KING STREET EAST", y: 50, height: 40), table])
        DocumentExtractor().extract(&doc)
        let addresses = (doc.entities ?? []).filter { $0.kind == .address }
        #expect(addresses.map(\.normalized) == ["88 KING STREET EAST, HAMILTON, ON L8N 1A1"])
        #expect(addresses.first?.blockID == "p50")
        #expect(addresses.first?.text == "88 KING STREET EAST\nHAMILTON, ON L8N 1A1")
        #expect(doc.invariantViolations().isEmpty)
        // A paragraph farther above the table than two of its line heights is not its head: no address.
        var apart = Self.page([paragraph("88 KING STREET EAST", y: 0, height: 20), table])
        DocumentExtractor().extract(&apart)
        #expect((apart.entities ?? []).filter { $0.kind == .address }.isEmpty)
    }

    @Test func itemPricesTakeTheCurrencyTheTotalInTheirColumnNames() {
        // A receipt prints "$" on the total only; the prices above it in the same column are dollars too.
        var doc = Self.page([Self.table([["ORGANIC MILK", "4.29"], ["APPLES 2 LB", "3.98"], ["TOTAL", "C$8.27"]])])
        DocumentExtractor().extract(&doc)
        #expect(doc.entities?.filter { $0.kind == .money }.map(\.normalized).sorted() == ["3.98 CAD", "4.29 CAD", "8.27 CAD"])
    }

    @Test(arguments: [
        [["Widget", "2", "4.29"], ["Gadget", "3", "3.98"]],  // no currency anywhere: bare numbers stay numbers
        [["Fee", "10.00 EUR"], ["Fee", "12.00 USD"], ["Other", "4.50"]],  // two currencies: which one is unknown
        [["Weight", "4.29", ""], ["TOTAL", "", "$8.27"]],  // a column with no money in it
    ])
    func bareNumbersOutsideAOneCurrencyMoneyColumnAreNoMoney(rows: [[String]]) {
        var doc = Self.page([Self.table(rows)])
        DocumentExtractor().extract(&doc)
        #expect(!(doc.entities ?? []).contains { $0.kind == .money && $0.components?["currencyFrom"] != nil })
    }

    /// A key–value line as the layout stage gives it: the key's words at the left, the value's ending at `right`.
    static func field(_ id: String, key: String, value: String, y: Int, right: Int = 1500) -> Block {
        let keyWords = key.split(separator: " ").enumerated().map { i, w in
            Word(text: String(w), box: Box(x: 100 + 200 * i, y: y, width: 20 * w.count, height: 40), confidence: 0.9)
        }
        // The value's words (one, or a price a photograph read in two) end at `right`, a space's width apart.
        var valueWords: [Word] = [], x = right
        for w in value.split(separator: " ").reversed() {
            x -= 20 * w.count
            valueWords.insert(Word(text: String(w), box: Box(x: x, y: y, width: 20 * w.count, height: 40), confidence: 0.9), at: 0)
            x -= 20
        }
        let valueBox = Box(x: valueWords.first?.box.x ?? right, y: y, width: right - (valueWords.first?.box.x ?? right), height: 40)
        let lines = [Line(words: keyWords), Line(words: valueWords)].compactMap { $0 }
        return Block(id: id, type: .field, text: key + " " + value,
                     provenance: [Provenance(page: 1, box: Box(x: 100, y: y, width: right - 100, height: 40), confidence: 0.9)],
                     lines: lines, field: Field(key: key, value: value, keyBox: keyWords.first?.box ?? valueBox, valueBox: valueBox))
    }

    @Test func itemPricesOnKeyValueLinesTakeTheCurrencyOfTheMoneyInTheirColumn() {
        // A receipt read as lines ("ORGANIC MILK   4.29" … "TOTAL   $14.77", as us-receipt-austin.png reads):
        // the prices end where the total ends.
        var doc = Self.page([Self.field("b1", key: "ORGANIC MILK", value: "4.29", y: 100),
                             Self.field("b2", key: "APPLES 2 LB", value: "3.98", y: 150, right: 1490),
                             Self.field("b3", key: "TOTAL", value: "$8.27", y: 200)])
        DocumentExtractor().extract(&doc)
        let money = (doc.entities ?? []).filter { $0.kind == .money }
        #expect(money.map(\.normalized).sorted() == ["3.98 USD", "4.29 USD", "8.27 USD"])
        #expect(money.first { $0.normalized == "4.29 USD" }?.text == "4.29")
        #expect(doc.invariantViolations().isEmpty)
    }

    @Test func pricesAloneOnTheirLinesTakeTheCurrencyOfTheTotalBelow() {
        // ca-receipt-toronto.png reads its prices as lines of their own above "C$16.48".
        let lines = [("12.99", 100), ("3.49", 150), ("C$16.48", 200)].map { text, y in
            Block.paragraph(id: "b\(y)", page: 1, lines: [Self.line([(text, 1500 - 20 * text.count)], y: y)].compactMap { $0 })
        }
        // us-receipt-denver.png reads an item and its price as one paragraph: the price is its last word.
        let item = Block.paragraph(id: "b0", page: 1, lines: [Self.line([("WOOD", 100), ("SCREWS", 220), ("100CT", 400),
                                                                          ("7.99", 1420)], y: 50)].compactMap { $0 })
        var doc = Self.page([item] + lines)
        DocumentExtractor().extract(&doc)
        #expect((doc.entities ?? []).filter { $0.kind == .money }.map(\.normalized).sorted() == ["12.99 CAD", "16.48 CAD", "3.49 CAD", "7.99 CAD"])
    }

    /// A receipt read as lines: items and their prices as read, then the total; the money found on it.
    static func receiptMoney(_ items: [(String, String)], total: String) -> [Entity] {
        let lines = (items + [("TOTAL", total)]).enumerated().map { i, item in
            Self.field("b\(i)", key: item.0, value: item.1, y: 100 + 50 * i)
        }
        var doc = Self.page(lines)
        DocumentExtractor().extract(&doc)
        return (doc.entities ?? []).filter { $0.kind == .money }
    }

    @Test func aPriceReadWithADigitForItsPointIsReadBackWhenThePricesAddUpToTheTotal() {
        // A photographed receipt (as ie-receipt-159-photo's "LABELS 29701" reads): 23.68 + 24.49 + 29.01 = 77.18.
        let money = Self.receiptMoney([("BINDERS", "23.68"), ("PAPER", "24.49"), ("LABELS", "29701")], total: "€77.18")
        #expect(money.map(\.normalized).sorted() == ["23.68 EUR", "24.49 EUR", "29.01 EUR", "77.18 EUR"])
        #expect(money.first { $0.normalized == "29.01 EUR" }?.components?["repaired"] == "true")
        #expect(money.first { $0.normalized == "29.01 EUR" }?.text == "29701")
    }

    @Test func aPriceReadWithoutItsPointIsReadBackWhenThePricesAddUpToTheTotal() {
        // A receipt whose point the print or a photograph lost (as au-receipt-181 of the seed-3847 set reads):
        // 9.02 + 4.07 = 13.09.
        let money = Self.receiptMoney([("LABELS", "9.02"), ("BINDERS", "407")], total: "13.09 AUD")
        #expect(money.map(\.normalized).sorted() == ["13.09 AUD", "4.07 AUD", "9.02 AUD"])
        #expect(money.first { $0.normalized == "4.07 AUD" }?.components?["repaired"] == "true")
        // Four digits may be either misreading: 10.00 + 29.70 = 39.70 (lost), where 10.00 + 2.70 (the 9 for the point) is not.
        let either = Self.receiptMoney([("PAPER", "10.00"), ("TONER", "2970")], total: "39.70 AUD")
        #expect(either.map(\.normalized).sorted() == ["10.00 AUD", "29.70 AUD", "39.70 AUD"])
        // 9.02 + 4.07 is not 14.09: "407" may be an item's number; no price.
        let wrongSum = Self.receiptMoney([("LABELS", "9.02"), ("BINDERS", "407")], total: "14.09 AUD")
        #expect(wrongSum.map(\.normalized).sorted() == ["14.09 AUD", "9.02 AUD"])
    }

    @Test func digitsThatDoNotMakeThePricesAddUpStayAsRead() {
        // 23.68 + 24.49 + 29.01 is not 80.00: "29701" may be a code, a quantity; it is no price.
        let wrongSum = Self.receiptMoney([("BINDERS", "23.68"), ("PAPER", "24.49"), ("ITEM", "29701")], total: "€80.00")
        #expect(wrongSum.map(\.normalized).sorted() == ["23.68 EUR", "24.49 EUR", "80.00 EUR"])
        // Two words without a point on one page whose readings add up to no total: neither is a price.
        let two = Self.receiptMoney([("BINDERS", "23.68"), ("PAPER", "24749"), ("LABELS", "29701")], total: "€80.00")
        #expect(two.map(\.normalized).sorted() == ["23.68 EUR", "80.00 EUR"])
    }

    @Test func severalPricesAPhotographSplitAtTheirPointsAreReadBackWhenTogetherTheyAddUpToTheTotal() {
        // A photographed receipt (as nl-receipt-243-photo of the seed-9902 set reads): two prices split at their
        // points and a third followed by a mark read at the paper's edge; 27,36 + 18,22 + 34,35 = 79,93.
        let money = Self.receiptMoney([("MAPPEN", "27, 36"), ("TONER", "18, 22"), ("PAPIER", "34,35 )")], total: "79,93 €")
        #expect(money.map(\.normalized).sorted() == ["18.22 EUR", "27.36 EUR", "34.35 EUR", "79.93 EUR"])
        #expect(money.first { $0.normalized == "27.36 EUR" }?.text == "27, 36")
        // Two prices read without their points: 23.68 + 24.49 + 29.01 = 77.18 by one choice of readings alone.
        let two = Self.receiptMoney([("BINDERS", "23.68"), ("PAPER", "24749"), ("LABELS", "29701")], total: "€77.18")
        #expect(two.map(\.normalized).sorted() == ["23.68 EUR", "24.49 EUR", "29.01 EUR", "77.18 EUR"])
        // The same words where the sum does not check (79,94): "27," "36" may be a list of numbers; no price.
        let wrongSum = Self.receiptMoney([("MAPPEN", "27, 36"), ("TONER", "18, 22"), ("PAPIER", "34,35 )")], total: "79,94 €")
        #expect(wrongSum.map(\.normalized).sorted() == ["34.35 EUR", "79.94 EUR"])
    }

    @Test func aPriceReadInTwoWordsAtItsPointIsOnePriceWhenThePricesAddUpToTheTotal() {
        // A photographed receipt (as it-receipt-115-photo of the seed-9417 set reads): 14,56 + 44,61 + 16,18 = 75,35.
        let money = Self.receiptMoney([("TONER", "14, 56"), ("ETICHETTE", "44,61"), ("CARTA", "16,18")], total: "€ 75,35")
        #expect(money.map(\.normalized).sorted() == ["14.56 EUR", "16.18 EUR", "44.61 EUR", "75.35 EUR"])
        #expect(money.first { $0.normalized == "14.56 EUR" }?.text == "14, 56")
        #expect(money.first { $0.normalized == "14.56 EUR" }?.components?["repaired"] == "true")
        // The point read as the space itself (as ie-receipt-198-photo of the seed-6143 set reads): 41.99 + 34.23 + 13.46 = 89.68.
        let lost = Self.receiptMoney([("LABELS", "41.99"), ("BINDERS", "34.23"), ("TONER", "13 46")], total: "89.68 €")
        #expect(lost.map(\.normalized).sorted() == ["13.46 EUR", "34.23 EUR", "41.99 EUR", "89.68 EUR"])
        // The same words where the sum does not check: "14," and "56" may be a list of numbers; no price.
        let wrongSum = Self.receiptMoney([("TONER", "14, 56"), ("ETICHETTE", "44,61"), ("CARTA", "16,18")], total: "€ 76,35")
        #expect(wrongSum.map(\.normalized).sorted() == ["16.18 EUR", "44.61 EUR", "76.35 EUR"])
    }

    @Test func aTotalReadWithOneDigitWrongIsTheSumOfItsItems() {
        // As it-receipt-310 reads (generated, seed 7291): 24,51 + 33,03 = 57,54, the total read "57,04 €".
        let money = Self.receiptMoney([("CARTA", "24,51"), ("RACCOGLITORI", "33,03")], total: "57,04 €")
        #expect(money.map(\.normalized).sorted() == ["24.51 EUR", "33.03 EUR", "57.54 EUR"])
        #expect(money.first { $0.normalized == "57.54 EUR" }?.components?["repaired"] == "true")
        #expect(money.first { $0.normalized == "57.54 EUR" }?.components?["minor_units"] == "5754")
    }

    @Test func aTotalTheItemsDoNotExplainStaysAsRead() {
        // Two digits apart (57.54 against 58.04): no one misread digit.
        #expect(Self.receiptMoney([("CARTA", "24,51"), ("RACCOGLITORI", "33,03")], total: "58,04 €").map(\.normalized).sorted()
                == ["24.51 EUR", "33.03 EUR", "58.04 EUR"])
        // A tax printed with the currency besides the total: the items add up to the subtotal, not to the total.
        let taxed = Self.receiptMoney([("PAPER", "10.00"), ("PENS", "2.50"), ("TAX", "$1.00")], total: "$13.50")
        #expect(taxed.map(\.normalized).sorted() == ["1.00 USD", "10.00 USD", "13.50 USD", "2.50 USD"])
    }

    @Test func bareAmountsOutOfLineWithTheMoneyOrBesideTwoCurrenciesAreNoMoney() {
        // The value ends far left of the total's column: a quantity or a code, not a price.
        var apart = Self.page([Self.field("b1", key: "Weight", value: "4.29", y: 100, right: 900),
                               Self.field("b2", key: "TOTAL", value: "$8.27", y: 200)])
        DocumentExtractor().extract(&apart)
        #expect((apart.entities ?? []).filter { $0.kind == .money }.map(\.normalized) == ["8.27 USD"])
        // Two currencies end in that column: which one the bare amount is in is unknown.
        var mixed = Self.page([Self.field("b1", key: "Fee", value: "4.50", y: 100),
                               Self.field("b2", key: "Fee", value: "10.00 EUR", y: 150),
                               Self.field("b3", key: "TOTAL", value: "$8.27", y: 200)])
        DocumentExtractor().extract(&mixed)
        #expect(!(mixed.entities ?? []).contains { $0.components?["currencyFrom"] != nil })
    }
}
