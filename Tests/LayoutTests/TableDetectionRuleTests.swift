import Foundation
import DocModel
import Testing
@testable import Layout

/// The rules that keep look-alikes out of tables (key–value blocks, charts) and put wrapped, glued and
/// two-level header cells where a reader sees them (docs/structure.md, "Tables").
@Suite struct TableDetectionRuleTests {
    func tables(_ input: [Line], placedExactly: Bool = false) -> [Table] {
        PageLayout(titleAllowed: false, placedExactly: placedExactly).blocks(page: 1, width: 2480, height: 3508, lines: input).compactMap(\.table)
    }

    func header(_ table: Table) -> [String] {
        table.cells.filter { $0.row == 0 }.sorted { $0.column < $1.column }.map(\.text)
    }

    /// "Change in value" and "Employed persons" over "Index | EUR m | 2021 | Share", a unit column between the row
    /// labels and the figures; `midway` is the row of heads set between the two levels.
    func twoLevelHeaderWithAUnitColumn(midway: [(String, Int)]) -> [Line] {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Change in value", 842), ("Employed persons", 1238)], y: 600),
                     row(midway, y: 625),
                     row([right("Index", 900), right("EUR m", 1100), right("2021", 1300), right("Share", 1500)], y: 650)]
        for (i, r) in [("Education", "EUR", "435", "612.6", "1774", "31.2"), ("Health", "persons", "1210", "123.9", "481", "607.4"),
                       ("Trade", "GWh", "732", "703.4", "934", "41.0")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 450), right(r.2, 900), right(r.3, 1100), right(r.4, 1300), right(r.5, 1500)], y: 720 + i * 60))
        }
        return input
    }

    @Test func letterheadBesideAFieldsBlockAndATotalsBlockAreNotTables() throws {
        var input = [row([("Northwind Supplies", 200), ("Invoice no:", 1500), ("NW-2026-014", 1850)], y: 300),
                     row([("41 Harbour Road", 200), ("Date:", 1500), ("14 Mar 2026", 1850)], y: 345),
                     row([("Portsmouth PO1 3AX", 200), ("Customer ID:", 1500), ("CF-0042", 1850)], y: 390)]
        input += [row([("Description", 200), ("Qty", 1300), ("Amount", 1850)], y: 600),
                  row([("Toner cartridge", 200), ("2", 1300), ("123.80", 1850)], y: 650),
                  row([("Ring binders", 200), ("3", 1300), ("38.25", 1850)], y: 700),
                  row([("Desk lamp", 200), ("1", 1300), ("39.00", 1850)], y: 750)]
        input += [row([("Subtotal:", 1500), ("201.05", 1850)], y: 950),
                  row([("VAT (20%):", 1500), ("40.21", 1850)], y: 995),
                  row([("Total due:", 1500), ("241.26", 1850)], y: 1040)]
        let found = tables(input)
        #expect(found.count == 1)
        #expect(found.first.map(header) == ["Description", "Qty", "Amount"])
    }

    @Test func twoColumnsPairingLabelsWithValuesFromTheFirstRowAreNotATableButTwoNamedColumnsAre() {
        var receipt = [row([("Date", 200), ("2024-10-27 09:31", 900)], y: 300)]
        for (i, item) in [("ORGANIC MILK", "4.29"), ("SOURDOUGH", "6.50"), ("APPLES 2 LB", "3.98"), ("TOTAL", "$14.77")].enumerated() {
            receipt.append(row([(item.0, 200), (item.1, 900)], y: 350 + i * 50))
        }
        #expect(tables(receipt).isEmpty)

        var enquiries = [row([("Topic", 200), ("Enquiries", 900)], y: 300)]
        for (i, item) in [("EU Institutions", "3.597"), ("Free movement", "1.847"), ("Consumer rights", "912")].enumerated() {
            enquiries.append(row([(item.0, 200), (item.1, 900)], y: 350 + i * 50))
        }
        #expect(tables(enquiries).count == 1)
    }

    @Test func aChartsValueAxisIsNotATableButAColumnOfYearsBesideItsValuesIs() throws {
        // Two value axes (left and right) and the month labels under the plot.
        var chart: [Line] = []
        for (i, tick) in ["400", "300", "200", "100", "0"].enumerated() {
            chart.append(row([(tick, 200), (tick, 2000)], y: 400 + i * 80))
        }
        chart.append(row([("Jan", 450), ("Feb", 750), ("Mar", 1050), ("Apr", 1350), ("May", 1650)], y: 820))
        let candidates = UnruledTables.find(rows: Segmenter.rows(Segmenter.segments(chart)), fontSize: 30)
        #expect(candidates.count == 1)  // the axis labels line up as a table would
        #expect(candidates.first.map { ChartAxes.hasValueAxis(TableFinishing.finish($0.table)) } == true)
        #expect(tables(chart).isEmpty)

        var years = [row([("Year", 200), ("Imports", 900), ("Exports", 1500)], y: 400)]
        for (i, year) in ["2001", "2002", "2003", "2004"].enumerated() {
            years.append(row([(year, 200), ("\(12 + i)", 900), ("\(30 - i)", 1500)], y: 450 + i * 50))
        }
        #expect(tables(years).count == 1)
    }

    @Test func headerWordsGluedAcrossNarrowColumnsAreCutAtTheGutters() throws {
        // "Domestic (%)" ends 28 px before "Imported (%)": closer than the gap that splits a line.
        let domestic = line("Domestic (%)", x: 900, y: 400).words
        let imported = line("Imported (%)", x: (domestic.last?.box.maxX ?? 0) + 28, y: 400).words
        var input = [Line(words: row([("Country", 200)], y: 400).words + domestic + imported)!]
        for (i, country) in ["Austria", "Belgium", "Cyprus"].enumerated() {
            input.append(row([(country, 200), ("\(40 + i)", 1000), ("\(60 - i)", 1250)], y: 450 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(header(table) == ["Country", "Domestic (%)", "Imported (%)"])
    }

    @Test func aHeaderWrappedOntoSeveralLinesIsOneRowButASectionLabelUnderItIsNot() throws {
        // Header lines 32 px apart (30 px text): set as a paragraph's lines.
        var input = [row([("Reclassification", 700), ("Reclassification", 1400)], y: 400),
                     row([("from Fair value", 700), ("from Available", 1400)], y: 432),
                     row([("Males", 200)], y: 480)]
        input += [row([("Austria", 200), ("27", 800), ("16", 1500)], y: 530),
                  row([("Belgium", 200), ("33", 800), ("20", 1500)], y: 580),
                  row([("Cyprus", 200), ("8", 800), ("3", 1500)], y: 630)]
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        #expect(header(table).filter { !$0.isEmpty } == ["Reclassification from Fair value", "Reclassification from Available"])
        #expect(table.cells.first { $0.row == 1 && $0.column == 0 }?.text == "Males")
    }

    @Test func theFirstColumnsHeaderBesideATwoLevelHeaderSpansBothLevels() {
        let box = Box(x: 0, y: 0, width: 10, height: 10)
        let table = Table(rowCount: 3, columnCount: 3, cells: [
            TableCell(row: 0, column: 0, text: "", box: box, confidence: 1),
            TableCell(row: 0, column: 1, columnSpan: 2, text: "How healthy do you think you are?", box: box, confidence: 1),
            TableCell(row: 1, column: 0, text: "Gender", box: box, confidence: 1),
            TableCell(row: 1, column: 1, text: "Very healthy", box: box, confidence: 1),
            TableCell(row: 1, column: 2, text: "Quite healthy", box: box, confidence: 1),
            TableCell(row: 2, column: 0, text: "Male", box: box, confidence: 1),
            TableCell(row: 2, column: 1, text: "36", box: box, confidence: 1),
            TableCell(row: 2, column: 2, text: "102", box: box, confidence: 1),
        ])
        let stub = StubHeader.spanned(table).cells.filter { $0.column == 0 }.sorted { $0.row < $1.row }
        #expect(stub.map { "\($0.row) \($0.rowSpan) \($0.text)" } == ["0 2 Gender", "2 1 Male"])
    }

    @Test func aHeaderWrappedInOCRsInkHighBoxesIsOneRowWhenTheBodyIsSetAsTightly() throws {
        // OCR boxes hug the ink: 22-px words on a 42-px pitch leave 20-px gaps, wider than half a line,
        // between the header's lines and between the body's rows alike.
        var input = [row([("Number of", 900), ("Females", 1500)], y: 400, size: 22),
                     row([("participants", 900), ("(%)", 1500)], y: 442, size: 22)]
        for (i, item) in [("Labour market training", "51 955", "52"), ("Other education", "91 568", "55"),
                          ("Open university", "57 986", "80")].enumerated() {
            input.append(row([(item.0, 200), (item.1, 900), (item.2, 1500)], y: 484 + i * 42, size: 22))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 4)
        #expect(header(table).filter { !$0.isEmpty } == ["Number of participants", "Females (%)"])
    }

    @Test func aRowLabelWrappedOntoTheNextLineContinuesItsLabelButALowerCaseLabelWithValuesIsARow() throws {
        // Row groups: each label heads a "Count" row and a "Percentage" row; a long label wraps onto the second.
        var groups = [row([("Condition", 200), ("Suffered from", 1200), ("Treated", 1700)], y: 300)]
        let labels = [("Allergy problems", nil), ("Chronic fatigue", "syndrome"), ("Concern over friends", "or family"), ("Asthma", nil)]
        for (i, label) in labels.enumerated() {
            let y = 360 + i * 100
            groups.append(row([(label.0, 200), ("Count", 700), ("\(10 + i)", 1200), ("\(4 + i)", 1700)], y: y))
            groups.append(row((label.1.map { [($0, 200)] } ?? []) + [("Percentage", 700), ("\(2 + i).5%", 1200), ("0.\(i)%", 1700)], y: y + 50))
        }
        let table = try #require(tables(groups).first)
        #expect(table.rowCount == 9)
        let stub = table.cells.filter { $0.column == 0 && $0.row > 0 && !$0.text.isEmpty }.sorted { $0.row < $1.row }
        #expect(stub.map(\.text) == ["Allergy problems", "Chronic fatigue syndrome", "Concern over friends or family", "Asthma"])
        #expect(stub.map(\.row) == [1, 3, 5, 7])

        // One row per label: a wrapped label's second line holds nothing else; "non-EU" with its own value is a row.
        var single = [row([("Country", 200), ("Enquiries", 1200)], y: 300)]
        for (i, item) in [("Spain", "268"), ("Total EU-12", "88"), ("non-EU", "97"), ("Chronic illness and", "19")].enumerated() {
            single.append(row([(item.0, 200), (item.1, 1200)], y: 350 + i * 50))
        }
        single.append(row([("chronic pain", 200)], y: 550))
        single.append(row([("Unspecified", 200), ("363", 1200)], y: 600))
        let rows = try #require(tables(single).first)
        #expect(rows.rowCount == 6)
        #expect(rows.cells.filter { $0.column == 0 }.sorted { $0.row < $1.row }.map(\.text)
                == ["Country", "Spain", "Total EU-12", "non-EU", "Chronic illness and chronic pain", "Unspecified"])
    }

    /// A statistics table whose figures sit in narrow columns closer than the gap that splits a line
    /// ("3.406 65,4 19,1" came as one piece from a born-digital report): each figure is its own cell, and a
    /// figure with a space for its thousands separator ("1 001") stays one.
    @Test func figuresInNarrowNeighbouringColumnsAreCellsOfTheirOwn() throws {
        // Right-aligned as figures are: each column's right edge at 780, 880, 980 (a character is 16.5 px wide).
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sector", 100), right("2021", 780), right("2022", 880), right("Index", 980)], y: 600)]
        for (i, r) in [("Horeca", "3.406", "65,4", "19,1"), ("Onderwijs", "1 001", "12,0", "7,5"),
                       ("Industrie", "220", "-8,5", "12,25"), ("Handel", "98", "44,1", "3,0")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 780), right(r.2, 880), right(r.3, 980)], y: 660 + i * 50))
        }
        // Every figure is the table's: nothing of it is left over as text.
        #expect(outline(PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)) == ["table 5x4"])
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 5 && table.columnCount == 4)
        #expect(header(table) == ["Sector", "2021", "2022", "Index"])
        func cell(_ r: Int, _ c: Int) -> String? { table.cells.first { $0.row == r && $0.column == c }?.text }
        #expect(cell(1, 1) == "3.406" && cell(1, 2) == "65,4" && cell(1, 3) == "19,1")
        #expect(cell(2, 1) == "1 001")
        #expect(cell(3, 2) == "-8,5")
    }

    /// Under a two-level header ("Employment" and "Turnover" over their years) the first column's head
    /// ("Region") is set midway between the levels, on a row of its own: it heads the first column over both
    /// levels, and the table has two header rows, not three.
    @Test func aFirstColumnsHeadSetBetweenTwoHeaderLevelsSpansThem() throws {
        var input = [row([("Employment", 700), ("Turnover", 1000)], y: 600),
                     row([("Region", 100)], y: 625),
                     row([("2021", 700), ("2022", 850), ("2021", 1000), ("2022", 1150)], y: 650)]
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        for (i, r) in [("North", "12", "14", "7", "9"), ("South", "22", "25", "11", "13"), ("West", "5", "6", "2", "4")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 766), right(r.2, 916), right(r.3, 1066), right(r.4, 1216)], y: 720 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        let stub = try #require(table.cells.first { $0.column == 0 && $0.row == 0 })
        #expect(stub.text == "Region" && stub.rowSpan == 2)
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "North" })
    }

    /// The same two-level header with an upper head wrapped onto a second line ("Share of / total" over "Q4"
    /// and "2023"): the first column's head ("Product") sits between the wrapped head's two lines, and the
    /// lower level has no first-column piece, so the table's width is its body's. The head's lines join, the
    /// first column's head spans both levels.
    @Test func aFirstColumnsHeadBetweenAWrappedUpperHeadsLinesSpansBothLevels() throws {
        var input = [row([("Share of", 700), ("Households", 1000)], y: 600),
                     row([("Product", 100)], y: 620),
                     row([("total", 700)], y: 640),
                     row([("Q4", 700), ("2023", 850), ("Q2", 1000), ("EUR", 1150)], y: 680)]
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        for (i, r) in [("Mining", "97.6", "66.9", "9394", "1160.3"), ("Manufacturing", "52.6", "85.6", "4768", "205.6"),
                       ("Other services", "91.0", "-24.5", "119", "81.8")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 766), right(r.2, 916), right(r.3, 1066), right(r.4, 1216)], y: 740 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        let stub = try #require(table.cells.first { $0.column == 0 && $0.row == 0 })
        #expect(stub.text == "Product" && stub.rowSpan == 2)
        #expect(table.cells.contains { $0.row == 0 && $0.text == "Share of total" })
        #expect(table.cells.contains { $0.row == 1 && $0.text == "Q4" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "Mining" })
    }

    /// A group head wrapped onto two lines ("Persons / employed" over "2022" and "2023") with two stub heads beside
    /// it, the row labels' and a unit column's ("Sector", "Unit"), set midway between the wrapped head's lines: the
    /// head's lines join and both stub heads join the lower level, so the header has two rows, not four.
    @Test func stubHeadsOfALabelAndAUnitColumnBetweenAWrappedGroupHeadsLinesJoinTheLowerLevel() throws {
        var input = [row([("Persons", 700), ("Share", 1000)], y: 600),
                     row([("Sector", 100), ("Unit", 450)], y: 620),
                     row([("employed", 700)], y: 640),
                     row([("2022", 700), ("2023", 850), ("Number", 1000), ("EUR m", 1150)], y: 680)]
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        for (i, r) in [("Mining", "t", "97.6", "66.9", "9394", "1160.3"), ("Manufacturing", "m³", "52.6", "85.6", "4768", "205.6"),
                       ("Other services", "%", "91.0", "-24.5", "119", "81.8")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 450), right(r.2, 766), right(r.3, 916), right(r.4, 1066), right(r.5, 1216)],
                             y: 740 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        #expect(table.cells.contains { $0.row == 0 && $0.text == "Persons employed" })
        #expect(table.cells.contains { $0.row <= 1 && $0.column == 0 && $0.text == "Sector" })
        #expect(table.cells.contains { $0.row <= 1 && $0.column == 1 && $0.text == "Unit" })
        #expect(table.cells.contains { $0.row == 1 && $0.text == "2022" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "Mining" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 1 && $0.text == "t" })
    }

    /// Both levels wrapped ("Cifra de / negocios" over "Millones de / euros"), the first column's head between
    /// the upper level's lines: five printed lines of header over the body, all of them the table's.
    @Test func aTwoLevelHeaderWithBothLevelsWrappedIsWhole() throws {
        var input = [row([("Exportaciones", 700), ("Cifra de", 1000)], y: 600),
                     row([("Categoria", 100)], y: 620),
                     row([("negocios", 1000)], y: 640),
                     row([("2020", 700), ("2022", 850), ("Millones de", 1000), ("2019", 1250)], y: 690),
                     row([("euros", 1000)], y: 730)]
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        for (i, r) in [("Comercio", "81,8", "21,22", "103,16", "1.859"), ("Educacion", "88,8", "87,94", "412,5", "2.735"),
                       ("Agricultura", "94,0", "22,4", "221,3", "990")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 766), right(r.2, 916), right(r.3, 1166), right(r.4, 1316)], y: 800 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        #expect(table.cells.first { $0.column == 0 && $0.row == 0 }.map { $0.text == "Categoria" && $0.rowSpan == 2 } == true)
        #expect(table.cells.contains { $0.row == 0 && $0.text == "Cifra de negocios" })
        #expect(table.cells.contains { $0.row == 1 && $0.text == "Millones de euros" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "Comercio" })
    }

    /// A group head alone on the header's top line ("Share of total"), centred over the three heads of the next
    /// level, clear of the row labels: the header's first row, spanning its group's columns. A caption's last
    /// line right under its first, over the same table, is not.
    @Test func aGroupHeadAloneOverItsColumnsIsTheHeadersTopRowButACaptionsLastLineIsNot() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        func body(_ y: Int) -> [Line] {
            [("Manufacturing", "55.2", "402", "-1.5"), ("Mining and quarrying", "10.7", "11608", "3.0"),
             ("Agriculture", "19.8", "4431", "20.0")].enumerated().map { i, r in
                row([(r.0, 100), right(r.1, 900), right(r.2, 1100), right(r.3, 1300)], y: y + i * 50)
            }
        }
        let subheads = row([right("2021", 900), right("2019", 1100), right("Index", 1300)], y: 660)
        // Centred over 2021 … Index (834–1300): middle 1067.
        let group = row([("Share of total", 1067 - 115)], y: 600)
        let table = try #require(tables([group, subheads] + body(720)).first)
        #expect(table.rowCount == 5)
        let head = try #require(table.cells.first { $0.text == "Share of total" })
        #expect(head.row == 0 && head.column == 1 && head.columnSpan == 3)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 1 && $0.text == "2021" })

        // The same line as a caption's second line, set under its first as a paragraph's lines are (42 px apart).
        let caption = [line("Table 3. Enterprises by size class and year, with the share of", x: 100, y: 558), group]
        let captioned = try #require(tables(caption + [subheads] + body(720)).first)
        #expect(captioned.rowCount == 4)
        #expect(!captioned.cells.contains { $0.text == "Share of total" })
    }

    /// Column heads over narrow figure columns, with no head over the labels, are set closer than the gap that
    /// splits a line ("Index Share 2020 2019" came as one piece from a born-digital report): they are the
    /// table's header row. A line of prose right above a table is not.
    @Test func columnHeadsGluedIntoOnePieceOverTheFiguresAreTheHeaderRowButProseAboveIsNot() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        let body = [("Horeca", "12,5", "3,1", "44", "40", "84"), ("Onderwijs", "7,0", "0,8", "12", "15", "27"),
                    ("Industrie", "21,4", "5,2", "61", "58", "119"), ("Handel", "9,9", "2,2", "30", "27", "57")].enumerated().map { i, r in
            row([(r.0, 100), right(r.1, 780), right(r.2, 890), right(r.3, 1000), right(r.4, 1110), right(r.5, 1220)], y: 660 + i * 50)
        }
        // Five heads and more make a piece as long as a line of prose; their groups set them apart.
        let heads = row([right("Index", 780), right("Share", 890), right("2020", 1000), right("2019", 1110), right("Sum", 1220)], y: 600)
        let table = try #require(tables([heads] + body).first)
        #expect(table.rowCount == 5 && table.columnCount == 6)
        #expect(header(table) == ["Index", "Share", "2020", "2019", "Sum"])

        let prose = line("The figures were collected in the annual survey of firms", x: 100, y: 600)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: [prose] + body)
        #expect(outline(blocks) == ["paragraph: The figures were collected in the annual survey of firms", "table 4x6"])
    }

    /// The table's first row leaves its last column empty (no figure for "Hosteleria"'s last year): the glued
    /// heads reach past that row's end, but not past the table's, and are still its header row.
    @Test func columnHeadsReachingPastAFirstRowWithAnEmptyLastColumnAreTheHeaderRow() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        // Heads set closer than the gap that splits a line: one piece, right-aligned over their columns.
        let heads = row([right("Indice", 780), right("Porcentaje", 965), right("2020", 1051), right("Millones", 1203)], y: 600)
        var body = [row([("Industrias", 100), right("141,8", 780), right("9", 965), right("96,0", 1051)], y: 660)]
        for (i, r) in [("Hosteleria", "221,53", "90", "55,0", "312,97"), ("Comercio", "70,04", "412", "76,3", "28,31"),
                       ("Energia", "323,39", "127", "94,3", "5,76")].enumerated() {
            body.append(row([(r.0, 100), right(r.1, 780), right(r.2, 965), right(r.3, 1051), right(r.4, 1203)], y: 710 + i * 50))
        }
        let table = try #require(tables([heads] + body).first)
        #expect(table.rowCount == 5)
        #expect(header(table) == ["Indice", "Porcentaje", "2020", "Millones"])
    }

    /// A report's prose set in two columns right above a table, closer than a paragraph's gap (the caption
    /// under the table): its lines make rows of two pieces, but of five words or more, and each column's last
    /// line starts where the column's lines start. None of it is the table's.
    @Test func proseInTwoColumnsRightAboveATableIsNotPartOfIt() throws {
        let left = ["The figures below come from the", "annual survey of enterprises and", "are provisional."]
        let right = ["Totals may differ from the sum", "of their parts because of the", "rounding of figures."]
        var input = (0..<3).map { i in row([(left[i], 100), (right[i], 1300)], y: 600 + i * 42) }
        input.append(row([("Sector", 100), ("2021", 1300), ("2022", 1600)], y: 760))
        for (i, r) in [("Horeca", "12,5", "13,0"), ("Onderwijs", "7,0", "7,4"), ("Industrie", "21,4", "20,9")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 1300), (r.2, 1600)], y: 810 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(header(table) == ["Sector", "2021", "2022"])
        #expect(table.rowCount == 4)
    }

    /// A column's head wrapped onto a line of its own ("Millions of" / "euros") beside a year's head: the
    /// wrapped line is no row, the year does not end the header, and the header stays the table's.
    @Test func aHeadWrappedOntoItsOwnLineBesideAYearStaysInTheTablesOneHeaderRow() throws {
        var input = [row([("Sector", 100), ("Millions of", 700), ("2022", 1100)], y: 600),
                     row([("euros", 730)], y: 640)]
        for (i, r) in [("Horeca", "12,5", "13,0"), ("Onderwijs", "7,0", "7,4"), ("Industrie", "21,4", "20,9")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 760), (r.2, 1100)], y: 720 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 4)
        #expect(header(table).map { $0.replacingOccurrences(of: "\n", with: " ") } == ["Sector", "Millions of euros", "2022"])
    }

    /// A statistics table's sub-row labels end in a colon ("of which: small firms"), and a row label and its
    /// figures can line up like a label and its value: with two figures beside them they are the table's rows,
    /// while a total's label beside one amount stays a field.
    @Test func rowLabelsBesideTwoFiguresAreTheTablesRowsButATotalBesideOneAmountIsAField() throws {
        var input = [row([("Sector", 100), ("2021", 1300), ("2022", 1600)], y: 600)]
        for (i, r) in [("Construction", "12.5", "13.0"), ("of which: small firms", "7.0", "7.4"),
                       ("Other services", "21.4", "20.9"), ("Transport", "3.2", "3.9")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 1300), (r.2, 1600)], y: 650 + i * 50))
        }
        input.append(row([("Total due:", 1300), ("241.26", 1600)], y: 1100))
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        let table = try #require(blocks.compactMap(\.table).first)
        #expect(table.rowCount == 5)
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "of which: small firms" })
        #expect(blocks.compactMap(\.field).map(\.key) == ["Total due"])
    }

    /// The same in the other convention: figures with a thousands point and a decimal comma ("27.042,84") are
    /// figures too, so a row label beside two of them set closely ("2,0  27.042,84", one piece) is the table's
    /// row, not a label with its value.
    @Test func rowLabelsBesideTwoFiguresWithADecimalCommaAreTheTablesRows() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Categoria", 100), right("Quota (%)", 1000), right("2022", 1178)], y: 600)]
        for (i, r) in [("Agricoltura", "102,7", "638,4"), ("Informazione e comunicazione", "2,0", "27.042,84"),
                       ("Costruzioni", "295,90", "181,42"), ("Sanità", "1.476,16", "106,71")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 1000), right(r.2, 1178)], y: 650 + i * 50))
        }
        #expect(CellNumber.isFigure("27.042,84") && CellNumber.isFigure("1,234.5") && !CellNumber.isFigure("2,0 27.042,84"))
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        let table = try #require(blocks.compactMap(\.table).first)
        #expect(table.rowCount == 5)
        #expect(table.cells.contains { $0.row == 2 && $0.column == 2 && $0.text == "27.042,84" })
        #expect(blocks.compactMap(\.field).isEmpty)
    }

    /// A table's header repeated where it runs onto the next page, a unit before its years ("Sector  mln euro
    /// 2020  2022  2019"): a word stands before the figures, but three figures or more on the row make it the
    /// table's row, not a label with its value.
    @Test func aHeaderOfYearsAfterAUnitIsTheTablesRowNotAField() throws {
        // As a born-digital report's text layer gave them (10 pt at 300 dpi): the heads one piece after "Sector".
        func word(_ text: String, _ x: Int, _ maxX: Int) -> Word { Word(text: text, box: Box(x: x, y: 317, width: maxX - x, height: 47), confidence: 1) }
        let sector = try #require(Line(words: [word("Sector", 215, 382)]))
        let heads = try #require(Line(words: [word("mln", 1061, 1161), word("euro", 1176, 1294), word("2020", 1349, 1478),
                                              word("2022", 1532, 1660), word("2019", 1698, 1827), word("2021", 1895, 2024)]))
        #expect(KeyValueFields.labelsARowOfFigures(0, [sector, heads]))
        // A form's row of two fields, units between the figures, stays two fields' worth (fields7's rule).
        let weights = try #require(Line(words: [word("86.9", 700, 790), word("gms.", 800, 900), word("Wet", 1000, 1070),
                                                word("Weight", 1080, 1230), word("99.2", 1300, 1390), word("gms.", 1400, 1500)]))
        let dry = try #require(Line(words: [word("Dry", 215, 290), word("Weight", 300, 450)]))
        #expect(!KeyValueFields.labelsARowOfFigures(0, [dry, weights]))
    }

    /// A table's row whose cells came as one piece beside its first cell reads as a label beside its value; it
    /// reaches over two columns or more of the row next to it, and that row opens where it does: a table's row.
    /// A form's label beside its answer, with a sentence or another field under it, stays a field.
    @Test func aRowReachingOverTheColumnsOfTheRowBesideItIsATablesRowNotAField() throws {
        // Heads glued after the stub's head, 30 px apart (more than a word space, less than the gap that splits
        // a line): "2020" to x 1216, "Change (%)" from 1246 to 1404, over the figures' columns.
        let sector = line("Sector", x: 100, y: 600), heads = row([("2020", 1150), ("Change (%)", 1246)], y: 600)
        var input = [sector, heads]
        for (i, r) in [("Mining and quarrying", "4'332", "–"), ("Arts and recreation", "3'276", "44.4"),
                       ("Other services", "2'305", "54.9")].enumerated() {
            input += [line(r.0, x: 100, y: 650 + 50 * i), line(r.1, x: 1150, y: 650 + 50 * i), line(r.2, x: 1320, y: 650 + 50 * i)]
        }
        #expect(KeyValueFields.liesInTableColumns([sector, heads], among: input, size: 30))
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(blocks.compactMap(\.field).isEmpty)
        #expect(blocks.compactMap(\.table).first?.rowCount == 4)

        // A register's row under its header, its description, state, date and budget one piece (cells 30 px apart).
        let header = [line("Programme", x: 100, y: 800), line("Description", x: 700, y: 800), line("État", x: 1330, y: 800),
                      line("Début", x: 1475, y: 800)]
        let first = [line("Compétences numériques", x: 100, y: 850),
                     row([("soutien aux collectivités locales pour", 700), ("terminé", 1330), ("24.09.2018", 1475), ("356", 1670)], y: 850)]
        #expect(KeyValueFields.liesInTableColumns(first, among: header + first, size: 30))

        // A label beside its figure, a sentence under it, or another label with its answer: a field.
        let attendance = [line("Estimated Attendance", x: 100, y: 1200), line("700", x: 800, y: 1200)]
        let note = line("Please return this form to the office by Friday", x: 100, y: 1250)
        let sample = [line("Sample No.", x: 100, y: 1300), line("5031", x: 800, y: 1300)]
        #expect(!KeyValueFields.liesInTableColumns(attendance, among: attendance + [note] + sample, size: 30))
        #expect(!KeyValueFields.liesInTableColumns(sample, among: attendance + [note] + sample, size: 30))
        // A memo's subject, one phrase (word spaces only), over a row of fields.
        let subject = [line("SUBJECT", x: 100, y: 1500), line("OLD GOLD MENTHOL LIGHTS PROGRESS REPORT", x: 400, y: 1500)]
        let from = [line("FROM", x: 100, y: 1450), line("J. Smith", x: 400, y: 1450), line("DATE", x: 800, y: 1450),
                    line("2 May 1989", x: 1000, y: 1450)]
        #expect(!KeyValueFields.liesInTableColumns(subject, among: from + subject, size: 30))
    }

    /// A header of three levels whose top level is group heads alone (no piece over the row labels), the stub's
    /// heads set midway, the lower heads glued into one long piece, and one lower head wrapped onto a line of its
    /// own ("Change" / "in %") under the top level's second head: the wrapped line is the header's, and the header
    /// stays the table's, not a table of its own over one cut off at the wrapped line.
    @Test func aHeadsWrappedLineUnderAHeaderWhoseTopLevelIsGroupHeadsStaysInTheTable() throws {
        func word(_ text: String, _ x: Int, _ y: Int) -> Word {
            Word(text: text, box: Box(x: x, y: y, width: Int(Double(text.count) * 16.5), height: 30), confidence: 1)
        }
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Employed", 1300), ("Exports", 1660), ("Turnover", 1940)], y: 600),
                     row([("Sector", 100), ("Unit", 900)], y: 619)]
        // "2021" alone; the other heads one piece, 35 px (under the gap that splits a line) between columns.
        input.append(try #require(Line(words: [word("2021", 1289, 647), word("EUR", 1474, 647), word("m", 1533, 647),
                                               word("Change", 1584, 647), word("per", 1718, 647), word("1", 1777, 647),
                                               word("000", 1803, 647), word("2020", 1887, 647), word("2023", 1988, 647)])))
        input += [line("in %", x: 1600, y: 685), line("Services", x: 100, y: 730)]
        for (i, r) in [("Construction", "t", "574.2", "54", "2,262", "45.3", "41.6", "85.4"),
                       ("Mining", "EUR", "309.8", "1,054", "16", "42.8", "18.7", "51.8"),
                       ("Real estate", "TJ", "197.5", "550", "2,642", "82.9", "42.5", "23.6")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 900), right(r.2, 1355), right(r.3, 1549), right(r.4, 1683), right(r.5, 1852),
                              right(r.6, 1953), right(r.7, 2054)], y: 775 + 45 * i))
        }
        let found = tables(input, placedExactly: true)
        #expect(found.count == 1)
        #expect(found.first?.cells.contains { $0.row <= 2 && $0.text.hasSuffix("in %") } == true)
        #expect(found.first?.cells.contains { $0.text == "Construction" && $0.row >= 2 } == true)
    }

    /// A head wider than its column's figures ("per 1 000" over "28", "513") reaches over the gutter to the
    /// column before; glued to its neighbour's head, it is cut at the heads' gap, not at its own word spaces.
    @Test func aHeadWiderThanItsFiguresIsCutFromItsNeighbourAtTheHeadsGapOnly() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sector", 100), right("2022", 900), right("per 1 000", 1100)], y: 600)]
        for (i, r) in [("Horeca", "12,5", "28"), ("Onderwijs", "7,0", "513"), ("Industrie", "21,4", "1.005")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 900), right(r.2, 1100)], y: 650 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(header(table) == ["Sector", "2022", "per 1 000"])
    }

    /// Statistics tables group their rows under a section's name, a label alone on its row; the first section
    /// often starts right under the header, after a head's wrapped last line ("Veränderung in / %"). The header,
    /// the wrapped line and the section's name stay the table's, not a header-only table over a headless one.
    @Test func aSectionsNameRightUnderAWrappedHeaderStaysInTheTable() throws {
        var input = [row([("Beschäftigte", 1070), ("Umsatz", 1610), ("Veränderung", 2045)], y: 780),
                     row([("Land", 223)], y: 826),
                     row([("2020", 1058), ("2021", 1230), ("Anteil in %", 1593), ("Veränderung in", 2022)], y: 872),
                     row([("%", 2150)], y: 914),
                     row([("Industrie", 223)], y: 985)]
        for (i, r) in [("Bergbau", "630", "6.901", "−5,8", "90,42"), ("Baugewerbe", "725", "317", "4,0", "627,4"),
                       ("Handel", "61", "35.245", "69,6", "437,7")].enumerated() {
            input.append(row([(r.0, 223), (r.1, 1058), (r.2, 1230), (r.3, 1593), (r.4, 2022)], y: 1057 + i * 72))
        }
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.cells.contains { $0.text == "Land" && $0.column == 0 })
        #expect(table.cells.contains { $0.text == "Industrie" && $0.column == 0 })
        #expect(table.cells.contains { $0.text == "Veränderung in %" || $0.text == "Veränderung in\n%" })
        #expect(table.cells.contains { $0.text == "Handel" })
    }

    /// Column heads set closely arrive as one piece beside the stub's head ("Wirtschaftszweig" beside "je 1 000
    /// Mio. EUR  Anteil in %  2020"): with figures under them, a section's name between, they are the table's
    /// header, no label with its value. A label beside one value stays a field.
    @Test func gluedColumnHeadsBesideTheStubsHeadAreNoFieldButALabelBesideItsValueIs() throws {
        func word(_ text: String, _ x: Int, _ maxX: Int, _ y: Int) -> Word { Word(text: text, box: Box(x: x, y: y, width: maxX - x, height: 44), confidence: 1) }
        func piece(_ words: [(String, Int, Int)], y: Int) throws -> Line { try #require(Line(words: words.map { word($0.0, $0.1, $0.2, y) })) }
        var pieces = [try piece([("Wirtschaftszweig", 256, 632)], y: 666),
                      try piece([("je", 1109, 1150), ("1", 1165, 1185), ("000", 1197, 1262), ("Mio.", 1382, 1452), ("EUR", 1464, 1530),
                                 ("Anteil", 1587, 1700), ("in", 1712, 1740), ("%", 1752, 1790), ("2020", 1845, 1942)], y: 666),
                      try piece([("Dienstleistungen", 256, 627)], y: 737)]
        for (i, r) in [("Gastgewerbe", "15,53", "140", "2.582,40", "75,2"), ("Handel", "1.794,6", "12.664", "43,6", "32,8")].enumerated() {
            let y = 808 + i * 71
            pieces += [try piece([(r.0, 256, 600)], y: y), try piece([(r.1, 1134, 1250)], y: y), try piece([(r.2, 1382, 1459)], y: y),
                       try piece([(r.3, 1587, 1767)], y: y), try piece([(r.4, 1845, 1935)], y: y)]
        }
        #expect(KeyValueFields.find(pieces, bodySize: 44).fields.isEmpty)

        let form = [try piece([("Estimated", 256, 480), ("Attendance", 492, 730)], y: 666), try piece([("700", 1109, 1180)], y: 666),
                    try piece([("Please", 256, 400), ("reply", 412, 520), ("by", 532, 580), ("Friday.", 592, 760)], y: 900)]
        #expect(KeyValueFields.find(form, bodySize: 44).fields.map(\.field.key) == ["Estimated Attendance"])
    }

    /// What makes a label a table's row, not a field: two figures side by side after a unit's column ("persons
    /// 1.295,6  90"), a figure before a statistics office's dash for no data ("87,3  –"; a dot may be a speck OCR read), or a row between two
    /// such rows lined up with them ("Bergbau  4,8", its other figure left empty). An invoice's subtotal under
    /// its item rows, the tax under it, stay fields.
    @Test func unitsMarksForNoDataAndEmptyCellsKeepATablesRowsOutOfFields() throws {
        func word(_ text: String, _ x: Int, _ maxX: Int, _ y: Int) -> Word { Word(text: text, box: Box(x: x, y: y, width: maxX - x, height: 47), confidence: 1) }
        func piece(_ words: [(String, Int, Int)], y: Int) throws -> Line { try #require(Line(words: words.map { word($0.0, $0.1, $0.2, y) })) }
        let education = try piece([("Erziehung", 306, 520), ("und", 532, 600), ("Unterricht", 612, 826)], y: 1245)
        let unitAndFigures = try piece([("persons", 1140, 1290), ("1.295,6", 1341, 1500), ("90", 1564, 1610)], y: 1245)
        #expect(KeyValueFields.labelsARowOfFigures(0, [education, unitAndFigures]))
        let subRow = try piece([("darunter:", 290, 480), ("Kleinbetriebe", 492, 742)], y: 411)
        #expect(KeyValueFields.labelsARowOfFigures(0, [subRow, try piece([("87,3", 1090, 1180), ("–", 1225, 1245)], y: 411)]))
        #expect(!KeyValueFields.labelsARowOfFigures(0, [subRow, try piece([("87,3", 1090, 1180), (".", 1225, 1231)], y: 411)]))
        #expect(KeyValueFields.labelsARowOfFigures(0, [subRow, try piece([("–", 1090, 1110), ("5.875,26", 1218, 1380)], y: 411)]))
        #expect(!KeyValueFields.labelsARowOfFigures(0, [try piece([("Total", 290, 400)], y: 411), try piece([("12", 1090, 1130), ("500", 1140, 1200)], y: 411)]))
        // A date's day and year set apart are no two columns.
        let dated = try piece([("March", 1090, 1180), ("1,", 1190, 1210), ("1978", 1260, 1340)], y: 411)
        #expect(!KeyValueFields.labelsARowOfFigures(0, [try piece([("DATE", 290, 380)], y: 411), dated]))

        let rows = [try piece([("Landwirtschaft", 306, 627)], y: 1864), try piece([("87,1", 1202, 1290), ("571,59", 1372, 1492)], y: 1864),
                    try piece([("Bergbau", 306, 487)], y: 1929), try piece([("4,8", 1228, 1295)], y: 1929),
                    try piece([("Handel", 306, 450)], y: 1994), try piece([("19,3", 1202, 1290), ("37,99", 1372, 1492)], y: 1994)]
        #expect(!KeyValueFields.labelsARowOfFigures(2, rows))
        #expect(KeyValueFields.labelsATablesRow(2, rows))

        let invoice = [try piece([("Desk", 306, 400), ("lamp", 412, 500)], y: 1000), try piece([("1", 1202, 1220), ("39.00", 1372, 1492)], y: 1000),
                       try piece([("Subtotal", 306, 480)], y: 1065), try piece([("201.05", 1372, 1492)], y: 1065),
                       try piece([("Tax", 306, 380)], y: 1130), try piece([("40.21", 1372, 1492)], y: 1130)]
        #expect(!KeyValueFields.labelsATablesRow(2, invoice))
    }

    /// A register's description wraps onto the next lines of its cell; without rulings each wrapped line is a
    /// row of its own with an empty first cell. Words right under their cell, starting where it starts, running
    /// its text on (lower case, or after a lower-case word: a German noun), are that cell's; the table goes on
    /// after them. A row group's sub-row beside figures stays a row.
    @Test func aDescriptionWrappedOntoTheNextLinesIsOneCellAndTheTableGoesOn() throws {
        let input = [row([("Programme", 214), ("Description", 934), ("Status", 1597), ("Start", 1787), ("Budget", 2151)], y: 533),
                     row([("Cantines scolaires", 214), ("et de nouveaux équipements", 934), ("terminé", 1597), ("01.07.2020", 1787), ("299", 2203)], y: 597),
                     row([("cofinancés par les régions", 934)], y: 640),
                     row([("Défense côtière", 214), ("les infrastructures dans les zones", 934), ("terminé", 1597), ("03.11.2024", 1787), ("80 914", 2151)], y: 700),
                     row([("rurales et urbaines", 934)], y: 743),
                     row([("Küstenschutz", 214), ("Förderung der Gemeinden in ländlichen", 934), ("geplant", 1597), ("22.10.2025", 1787), ("443", 2203)], y: 803),
                     row([("Gebieten mit Schulungen", 934)], y: 846)]
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 4)
        #expect(table.cells.first { $0.row == 1 && $0.column == 1 }.map { $0.text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                == "et de nouveaux équipements cofinancés par les régions")
        let german = table.cells.first { $0.row == 3 && $0.column == 1 }?.text
        #expect(german?.hasSuffix("Gebieten mit Schulungen") == true, "\(String(describing: german))")
        #expect(table.cells.contains { $0.row == 3 && $0.text == "443" })

        var groups = [row([("Region", 214), ("Measure", 934), ("2022", 1597), ("2023", 1850)], y: 533)]
        for (i, r) in [("North", "staff employed", "12", "14"), ("", "persons trained", "30", "41"), ("South", "staff employed", "9", "11"),
                       ("", "persons trained", "22", "25")].enumerated() {
            groups.append(row((r.0.isEmpty ? [] : [(r.0, 214)]) + [(r.1, 934), (r.2, 1597), (r.3, 1850)], y: 597 + i * 43))
        }
        let grouped = try #require(tables(groups).first)
        #expect(grouped.rowCount == 5)
    }

    /// A header of column heads set closely is one long piece ("2019  Anteil in %  Mio. EUR  2020", no head over
    /// the labels); with a section's name under it ("Industrie") it is still the header, not prose, and the
    /// section's name is no first column's head between two header levels: figures, not heads, come under it.
    /// An Italian caption ("Tavola 1 - …") names the table and is no row of it.
    @Test func aGluedHeaderOverASectionsNameIsTheHeaderAndATavolaCaptionIsNoRow() throws {
        var input = [line("Tavola 1 - Fatturato per attività", x: 311, y: 610),
                     row([("2019", 1157), ("Anteil in %", 1300), ("Mio. EUR", 1560), ("2020", 1830)], y: 717),
                     row([("Industrie", 311)], y: 786)]
        for (i, r) in [("Verarbeitendes Gewerbe", "32,4", "1.355,23", "205", "-20,0"), ("Handel", "72,7", "508,3", "119", "97,8"),
                       ("Energieversorgung", "29,4", "(77,99)", "2.011", "96,6")].enumerated() {
            input.append(row([(r.0, 311), (r.1, 1167), (r.2, 1339), (r.3, 1642), (r.4, 1823)], y: 856 + i * 70))
        }
        // As a text layer gives them: the heads one piece (word spaces between its groups, under a column gap).
        func word(_ text: String, _ x: Int, _ maxX: Int) -> Word { Word(text: text, box: Box(x: x, y: 717, width: maxX - x, height: 30), confidence: 1) }
        input[1] = try #require(Line(words: [word("2019", 1157, 1222), word("Anteil", 1300, 1400), word("in", 1410, 1440), word("%", 1450, 1475),
                                             word("Mio.", 1560, 1630), word("EUR", 1640, 1700), word("2020", 1830, 1895)]))
        #expect(LetterParts.isCaption([input[0]]))
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(header(table).contains("2019"))
        #expect(!table.cells.contains { $0.text.contains("Tavola") })
        #expect(table.cells.contains { $0.text == "Industrie" && $0.column == 0 && !$0.isHeader })
        #expect(table.cells.first { $0.text == "Handel" }.map { r in table.cells.contains { $0.row == r.row && $0.text == "508,3" } } == true)
    }

    /// Figures set left in their column start at one x on every row; set close to the longest cell of the column
    /// before them, each row's label and figure came as one piece ("jonger dan 25 jaar 4,7"). On a page whose words
    /// stand where they were typeset (a text layer, `PageLayout.placedExactly`), a new cell starts where figures
    /// start down the column; prose whose words line up by chance on a row or two stays whole.
    @Test func figuresSetLeftCloseToTheLabelsStartACellWhereTheirColumnStartsOnATextLayer() throws {
        func word(_ text: String, _ x: Int, _ maxX: Int, _ y: Int) -> Word { Word(text: text, box: Box(x: x, y: y, width: maxX - x, height: 40), confidence: 1) }
        func piece(_ words: [(String, Int, Int)], y: Int) throws -> Line { try #require(Line(words: words.map { word($0.0, $0.1, $0.2, y) })) }
        // The label column ends at 760; the figures start at 790 (a gap under the one that splits a line).
        var rows: [[Line]] = []
        for (i, r) in [("jonger", "dan", "25 jaar", "4,7", "37,4"), ("mannen", "", "", "24,8", "51,8"), ("vrouwen", "", "", "1,4", "46,5"),
                       ("jonger", "dan", "25 jaar", "56,4", "19,8")].enumerated() {
            let y = 700 + i * 60
            var words = [(r.0, 260, 260 + r.0.count * 22)]
            if !r.1.isEmpty { words += [(r.1, 410, 470), (r.2, 482, 760)] }
            words += [(r.3, 790, 790 + r.3.count * 22)]
            rows.append([try piece(words, y: y), try piece([(r.4, 1100, 1100 + r.4.count * 22)], y: y)])
        }
        let split = UnruledTables.splittingAtColumnStarts(rows)
        #expect(split.map { $0.map(\.text) } == [["jonger dan 25 jaar", "4,7", "37,4"], ["mannen", "24,8", "51,8"], ["vrouwen", "1,4", "46,5"],
                                                    ["jonger dan 25 jaar", "56,4", "19,8"]])

        // Lines of prose over a table's rows: its words set apart by chance are no column.
        let prose = [[try piece([("The", 260, 330), ("figures", 342, 480), ("below", 492, 600), ("were", 640, 720)], y: 500)],
                     [try piece([("collected", 260, 450), ("in", 462, 500), ("the", 512, 580), ("survey", 640, 780)], y: 545)]]
        #expect(UnruledTables.splittingAtColumnStarts(prose + rows).prefix(2).map { $0.map(\.text) }
                == [["The figures below were"], ["collected in the survey"]])
    }

    /// Heads set flush left over figures set flush right: a short head ends before its column's widest figure
    /// starts, so head and figures cover no common span. Each head is its figures' column's head, not a column of
    /// its own beside a column without a head (a 4-column table read as 7 columns before).
    @Test func headsSetLeftOverFiguresSetRightHeadTheirColumns() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Region", 100), ("Orders", 700), ("Revenue", 1100), ("Change", 1500)], y: 600)]
        for (i, r) in [("North", "2,375", "$620,543", "+13.8%"), ("Central", "509", "$14,537", "+14.2%"),
                       ("East", "635", "$259,760", "+3.4%"), ("South", "468", "$75,540", "-4.0%")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 1000), right(r.2, 1400), right(r.3, 1800)], y: 660 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5 && table.columnCount == 4)
        #expect(header(table) == ["Region", "Orders", "Revenue", "Change"])
        #expect(table.cells.filter { $0.row == 1 }.sorted { $0.column < $1.column }.map(\.text) == ["North", "2,375", "$620,543", "+13.8%"])
    }

    /// Accounts set the currency sign at the left of its column and the figure at its right, on the first row and
    /// the total only ("$      1,234"); a sign printed after its amount one space on ("12,50 €") stays there.
    @Test func aCurrencySignSetApartAtItsColumnsLeftBelongsToTheFigureRightOfIt() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var accounts = [row([("Item", 100), right("2022", 1000), right("2023", 1400)], y: 600)]
        for (i, r) in [("Salaries", "$", "1,234", "56.00"), ("Rent", "", "880", "912.50"), ("Travel", "", "(35)", "0.50"),
                       ("Total", "$", "2,079", "969.00")].enumerated() {
            var cells = [(r.0, 100)]
            if !r.1.isEmpty { cells.append((r.1, 700)) }
            cells.append(right(r.2, 1000))
            if !r.1.isEmpty { cells.append((r.1, 1010)) }  // a word space after the figure before: the row's first sign leads
            cells.append(right(r.3, 1400))
            accounts.append(row(cells, y: 660 + i * 50))
        }
        let table = try #require(tables(accounts).first)
        #expect(table.rowCount == 5 && table.columnCount == 3)
        func cell(_ r: Int, _ c: Int) -> String? { table.cells.first { $0.row == r && $0.column == c }?.text }
        #expect(cell(1, 1) == "$ 1,234" && cell(1, 2) == "$ 56.00")
        #expect(cell(2, 1) == "880" && cell(4, 1) == "$ 2,079" && cell(4, 2) == "$ 969.00")
        #expect(table.cells.first { $0.row == 4 && $0.column == 1 }?.number == "2079")

        var prices = [row([("Artikel", 100), right("2022", 1000), right("2023", 1400)], y: 600)]
        for (i, r) in [("Papier", "12,50", "13,10"), ("Toner", "88,00", "91,40"), ("Ordner", "3,20", "3,45")].enumerated() {
            prices.append(row([(r.0, 100), right(r.1, 970), ("€", 980), right(r.2, 1370), ("€", 1380)], y: 660 + i * 50))
        }
        let priced = try #require(tables(prices).first)
        #expect(priced.columnCount == 3)
        #expect(priced.cells.first { $0.row == 1 && $0.column == 1 }?.text == "12,50 €")
        #expect(priced.cells.first { $0.row == 1 && $0.column == 2 }?.text == "13,10 €")
    }

    /// A group head on the header's top line, the first column's head set midway down beside it, the next level's
    /// heads, then a section's name right under the header: the table's width is its first rows' past that name,
    /// so the stub's head and the group head stay the table's, and the stub's head spans both levels.
    @Test func aTwoLevelHeaderOverASectionsNameKeepsItsTopLevelAndItsStubHead() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Share", 1100)], y: 600),
                     row([("Region", 100)], y: 625),
                     row([right("2021", 1000), right("Index", 1200), right("Count", 1400)], y: 650),
                     row([("Services", 100)], y: 710)]
        for (i, r) in [("Trade", "42.9", "45.8", "17.3"), ("Transport", "62.2", "18.8", "15.9"),
                       ("Energy", "72.4", "93.5", "62.8")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 1000), right(r.2, 1200), right(r.3, 1400)], y: 770 + i * 60))
        }
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 6)
        let stub = try #require(table.cells.first { $0.text == "Region" })
        #expect(stub.row == 0 && stub.column == 0 && stub.rowSpan == 2)
        let group = try #require(table.cells.first { $0.text == "Share" })
        #expect(group.row == 0 && group.column == 1 && group.columnSpan == 3)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 1 && $0.text == "2021" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "Services" })
    }

    /// A row label wrapped onto a second line, then a section's name alone on its row, then a row whose figures of
    /// two columns came as one piece ("16.407,46 2.680"): figures follow, so the label's line and the section stay
    /// in the table, which goes on.
    @Test func aSectionsNameOverARowOfGluedFiguresStaysInTheTable() throws {
        var input = [row([("Category", 228), ("Share", 816), ("2023", 1159), ("Number", 1332)], y: 600)]
        let body: [[(String, Int)]] = [[("Education", 228), ("14.375", 816), ("135,0", 1159), ("9.354", 1332)],
                                       [("Agriculture", 228), ("196", 816), ("200,3", 1159), ("385", 1332)],
                                       [("Industry", 228), ("15.282", 816), ("2.755,8", 1159), ("123.719", 1332)]]
        for (i, cells) in body.enumerated() { input.append(row(cells, y: 680 + i * 70)) }
        input.append(row([("manufacturing", 228)], y: 930))
        input.append(row([("Services", 228)], y: 1000))
        // "16.407,46" ends at 1307, 25 px before "2.680": one piece.
        input.append(row([("Trade", 228), ("1.600", 816), ("16.407,46", 1159), ("2.680", 1332)], y: 1070))
        input.append(row([("Transport", 228), ("1.019", 816), ("128,1", 1159), ("x", 1332)], y: 1140))
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.cells.contains { $0.column == 0 && $0.text == "Services" })
        #expect(table.cells.contains { $0.column == 2 && $0.text == "16.407,46" })
        #expect(table.cells.contains { $0.column == 3 && $0.text == "2.680" })
        #expect(table.cells.contains { $0.column == 0 && $0.text == "Transport" })
    }

    /// Column heads glued into one piece with less than 0.6 of a line's height between them, but twice the line's
    /// own word space ("2021  Évolution (%)  pour 1 000": 25 px between heads, 13 between words), are the header's
    /// heads; a caption's words, evenly spaced, are not.
    @Test func headsSetCloserThanUsualButWiderThanTheirWordSpaceAreTheHeaderRow() throws {
        func word(_ text: String, _ x: Int, _ maxX: Int, _ y: Int) -> Word { Word(text: text, box: Box(x: x, y: y, width: maxX - x, height: 43), confidence: 1) }
        let heads = try #require(Line(words: [word("2021", 1160, 1277, 739), word("Évolution", 1302, 1524, 739), word("(%)", 1537, 1618, 739),
                                              word("pour", 1643, 1753, 739), word("1", 1766, 1796, 739), word("000", 1810, 1898, 739)]))
        #expect(UnruledTables.headGroups(heads.words).map { $0.map(\.text).joined(separator: " ") } == ["2021", "Évolution (%)", "pour 1 000"])
        let caption = try #require(Line(words: [word("Tableau", 208, 396, 581), word("1", 409, 439, 581), word(":", 453, 470, 581),
                                                word("Consommation", 484, 834, 581), word("d'énergie", 848, 1071, 581)]))
        #expect(UnruledTables.headGroups(caption.words).count == 1)

        var input = [heads]
        for (i, r) in [("Transports", "89,1", "72,30", "105"), ("Industrie", "24,8", "14,37", "-"), ("Enseignement", "74,2", "5,46", "19 400")].enumerated() {
            let y = 804 + i * 60
            input.append(try #require(Line(words: [word(r.0, 640, 640 + r.0.count * 24, y), word(r.1, 1196, 1290, y), word(r.2, 1499, 1619, y),
                                                   word(r.3, 1910 - r.3.count * 24, 1910, y)])))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 4)
        #expect(header(table).filter { !$0.isEmpty } == ["2021", "Évolution (%)", "pour 1 000"])
    }

    /// A row label broken off after a joining word or a hyphen goes on on the next line whatever its case
    /// ("Erziehung und" / "Unterricht"): German nouns start in capitals. A label ending on a noun ("Männer") over a
    /// section's name ("Industrie") stays two rows.
    @Test func aRowLabelBrokenOffAfterAJoiningWordContinuesOnTheNextLineInCapitals() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sektor", 100), right("2021", 900), right("2022", 1100)], y: 600)]
        input.append(row([("Erziehung und", 100), right("1.774", 900), right("31,2", 1100)], y: 660))
        input.append(row([("Unterricht", 100)], y: 692))
        input.append(row([("Grundstücks-", 100), right("435", 900), right("612,6", 1100)], y: 750))
        input.append(row([("und Wohnungswesen", 100)], y: 782))
        input.append(row([("Männer", 100), right("26", 900), right("41,0", 1100)], y: 840))
        input.append(row([("Industrie", 100)], y: 900))
        input.append(row([("Handel", 100), right("732", 900), right("703,4", 1100)], y: 960))
        let table = try #require(tables(input).first)
        func label(_ r: Int) -> String? { table.cells.first { $0.row == r && $0.column == 0 }?.text }
        #expect(label(1).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } == "Erziehung und Unterricht")
        // (The line-end hyphen goes as `TextJoin` drops it where no dictionary says otherwise.)
        #expect(label(2).map { $0.hasPrefix("Grundstücks") && $0.hasSuffix("und Wohnungswesen") } == true)
        #expect(label(3) == "Männer" && label(4) == "Industrie" && label(5) == "Handel")
        #expect(WrappedStubCells.isBrokenOff("Transports et") && WrappedStubCells.isBrokenOff("Grundstücks-"))
        #expect(!WrappedStubCells.isBrokenOff("of which: small firms") && !WrappedStubCells.isBrokenOff("-"))
    }

    /// A unit column's head set midway down a two-level header, between the stub and the first group ("Unit" beside
    /// "Change" over "Index | EUR m"), heads its column over both levels, as the stub's head does.
    @Test func aUnitColumnsHeadBesideATwoLevelHeaderSpansBothLevels() throws {
        let table = try #require(tables(twoLevelHeaderWithAUnitColumn(midway: [("Unit", 450)])).first)
        #expect(table.rowCount == 5)
        let unit = try #require(table.cells.first { $0.text == "Unit" })
        #expect(unit.row == 0 && unit.column == 1 && unit.rowSpan == 2)
        #expect(table.cells.contains { $0.row == 0 && $0.text == "Change in value" && $0.columnSpan == 2 })
        #expect(table.cells.contains { $0.row == 1 && $0.column == 2 && $0.text == "Index" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 1 && $0.text == "EUR" })
    }

    /// The stub's head and a unit column's head set midway together down a two-level header ("Sector" and "Unit"
    /// beside "Change in value" over "Index | EUR m") make one row between the levels: both join the lower level and
    /// head their columns over both, so the table has two header rows and the body starts on the third.
    @Test func theStubsAndAUnitColumnsHeadsSetMidwayTogetherSpanBothHeaderLevels() throws {
        let table = try #require(tables(twoLevelHeaderWithAUnitColumn(midway: [("Sector", 100), ("Unit", 450)])).first)
        #expect(table.rowCount == 5)
        let sector = try #require(table.cells.first { $0.text == "Sector" })
        #expect(sector.row == 0 && sector.column == 0 && sector.rowSpan == 2)
        let unit = try #require(table.cells.first { $0.text == "Unit" })
        #expect(unit.row == 0 && unit.column == 1 && unit.rowSpan == 2)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 2 && $0.text == "Index" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "Education" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 1 && $0.text == "EUR" })
    }

    /// The last column's head is wider than its figures set left under it ("je 1 000" over "205"), over a unit
    /// column's head set midway and a units line over the figures: the row of heads reaches past the table's right
    /// edge, yet it starts over the table, so it is still the header's first row (before, the header was the
    /// units line alone and the heads a paragraph).
    @Test func aLastHeadWiderThanItsFiguresReachingPastTheTableIsStillTheHeaderRow() throws {
        var input = [row([("Anteil in %", 1189), ("2020", 1427), ("je 1 000", 1567)], y: 578),
                     row([("Einheit", 1003)], y: 599),
                     row([("(in Millionen Euro)", 1289)], y: 650)]
        for (i, r) in [("Handel", "persons", "66,3", "3.497", "167"), ("Bergbau", "TJ", "36,1", "223", "1.740"),
                       ("Gastgewerbe", "ha", "53,3", "338", "205")].enumerated() {
            input.append(row([(r.0, 265), (r.1, 1003), (r.2, 1176), (r.3, 1414), (r.4, 1554)], y: 721 + i * 72))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        #expect(table.cells.contains { $0.row == 0 && $0.text == "je 1 000" && $0.isHeader })
        #expect(table.cells.contains { $0.row == 0 && $0.text == "Anteil in %" && $0.isHeader })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "Handel" })
    }

    /// Two tables set one under the other, a little further apart than their rows: the second one's row of heads
    /// over figures starts a table of its own, so the two tables' columns are not laid over each other.
    @Test func aSecondTablesHeadsSetBelowATableStartAnotherTable() throws {
        var input = [row([("Sector", 100), ("2021", 700), ("2022", 950), ("Share", 1100)], y: 600)]
        for (i, r) in [("Trade", "66.3", "3,497", "16.7"), ("Mining", "36.1", "223", "1.7"), ("Hotels", "53.3", "338", "20.5")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 700), (r.2, 950), (r.3, 1100)], y: 660 + i * 60))
        }
        input.append(row([("Country", 100), ("EUR m", 800), ("Index", 1050)], y: 880))
        for (i, r) in [("Italy", "25.5", "5,456"), ("France", "15.63", "5,460"), ("Spain", "979.18", "1,029")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 800), (r.2, 1050)], y: 940 + i * 60))
        }
        let found = tables(input)
        #expect(found.count == 2)
        #expect(found.first.map(header) == ["Sector", "2021", "2022", "Share"])
        #expect(found.last.map(header) == ["Country", "EUR m", "Index"])
        #expect(found.last?.rowCount == 4)
    }

    /// Heads of two narrow columns set closely arrive as one piece ("Quota (%)  Var. (%)"), each with its unit on the
    /// line under it ("%" under each, no wider than its head): the units are the heads' wrapped lines, not a spanning
    /// header's sub-heads, so the piece is cut at the gutter and each unit joins its head, as "milioni EUR" joins "2023".
    @Test func unitsUnderEachOfTwoGluedHeadsAreTheirWrappedLinesNotSubHeads() throws {
        func word(_ text: String, _ x: Int, _ maxX: Int, _ y: Int) -> Word { Word(text: text, box: Box(x: x, y: y, width: maxX - x, height: 34), confidence: 1) }
        func piece(_ words: [(String, Int, Int)], y: Int) throws -> Line { try #require(Line(words: words.map { word($0.0, $0.1, $0.2, y) })) }
        var input = [try piece([("Unità", 1164, 1255)], y: 763), try piece([("2023", 1358, 1442)], y: 763),
                     try piece([("Indice", 1577, 1679)], y: 763),
                     try piece([("Quota", 1759, 1861), ("(%)", 1872, 1929), ("Var.", 1964, 2034), ("(%)", 2044, 2101)], y: 763),
                     try piece([("milioni", 1304, 1418), ("EUR", 1428, 1496)], y: 805), try piece([("milioni", 1531, 1646), ("EUR", 1656, 1724)], y: 805),
                     try piece([("%", 1829, 1859)], y: 805), try piece([("%", 2018, 2048)], y: 805)]
        for (i, r) in [("Costruzioni", "GWh", "6.257", "93", "74,7", "27,5"), ("Agricoltura", "t", "2.223", "12.406", "92,6", "77,0"),
                       ("Istruzione", "EUR", "204", "464", "62,2", "57,6")].enumerated() {
            let y = 857 + i * 52
            input += [try piece([(r.0, 305, 305 + r.0.count * 17)], y: y), try piece([(r.1, 1138, 1138 + r.1.count * 24)], y: y),
                      try piece([(r.2, 1509 - r.2.count * 17, 1509)], y: y), try piece([(r.3, 1737 - r.3.count * 17, 1737)], y: y),
                      try piece([(r.4, 1941 - r.4.count * 17, 1941)], y: y), try piece([(r.5, 2114 - r.5.count * 17, 2114)], y: y)]
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 4)
        let head = table.cells.filter { $0.row == 0 }.sorted { $0.column < $1.column }.map(\.text)
        #expect(head.contains("Quota (%) %") && head.contains("Var. (%) %") && head.contains("2023 milioni EUR"))
        #expect(table.cells.contains { $0.row == 1 && $0.text == "27,5" && $0.columnSpan == 1 })
    }

    /// A head beside a year over two columns of figures, the stub's head left empty and a section's name between
    /// ("Index   2022" over "Industrie" over "18,2   34,9"), is the table's header row, not a field "Index: 2022"; a
    /// label beside a year with no figures under it ("Founded   1998") stays a field.
    @Test func aHeadBesideAYearOverTwoColumnsOfFiguresIsTheHeaderNotAField() throws {
        var input = [line("Tabel 1 Energieverbruik naar bron", x: 250, y: 572, size: 39),
                     row([("Index", 1116), ("2022", 1294)], y: 682, size: 42), row([("Industrie", 270)], y: 780, size: 42)]
        for (i, r) in [("Waterbedrijven", "18,2", "34,9"), ("Onderwijs", "13,2", "18,1"), ("Handel", "56,5", "77,6")].enumerated() {
            input.append(row([(r.0, 270), (r.1, 1160), (r.2, 1318)], y: 879 + i * 99, size: 42))
        }
        let table = try #require(tables(input).first)
        #expect(table.cells.contains { $0.row == 0 && $0.text == "Index" && $0.isHeader })
        #expect(table.cells.contains { $0.row == 0 && $0.text == "2022" && $0.isHeader })
        #expect(table.cells.contains { $0.column == 0 && $0.text == "Industrie" })
        #expect(table.rowCount == 5)

        // The field step on the page's pieces as the text layer gives them: no field.
        func piece(_ text: String, _ x: Int, _ maxX: Int, _ y: Int) throws -> Line {
            try #require(Line(words: [Word(text: text, box: Box(x: x, y: y, width: maxX - x, height: 42), confidence: 1)]))
        }
        var pieces = [try piece("Index", 1116, 1229, 682), try piece("2022", 1294, 1387, 682), try piece("Industrie", 270, 452, 780)]
        for (i, r) in [("Waterbedrijven", "18,2", "34,9"), ("Onderwijs", "13,2", "18,1"), ("Handel", "56,5", "77,6")].enumerated() {
            pieces += [try piece(r.0, 270, 556, 879 + i * 99), try piece(r.1, 1160, 1242, 879 + i * 99), try piece(r.2, 1318, 1399, 879 + i * 99)]
        }
        #expect(KeyValueFields.find(pieces, bodySize: 42).fields.isEmpty)

        let letter = [row([("Founded", 200), ("1998", 600)], y: 300)] + lines(["We make furniture for offices and schools."], x: 200, y: 500)
        let fields = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: letter).compactMap(\.field)
        #expect(fields.map(\.key) == ["Founded"])
    }

    /// A register's description wrapped onto three lines ("y urbanas con formación del" / "personal y nuevos equipos" /
    /// "financiados por las regiones") is one cell: the third line goes on under the second, itself a wrapped line, and
    /// the register goes on after it (before, it was cut into two tables there).
    @Test func aDescriptionWrappedOntoThreeLinesIsOneCellAndTheRegisterGoesOn() throws {
        var input = [row([("Programa", 256), ("Descripción", 1295), ("Estado", 1787), ("Inicio", 2037), ("Presupuesto", 2252)], y: 718, size: 40),
                     row([("Caminos rurales", 256), ("y urbanas con formación del", 1089), ("en curso", 1752), ("07.08.2020", 1999),
                          ("44.173", 2410)], y: 835, size: 40),
                     line("personal y nuevos equipos", x: 1089, y: 887, size: 40),
                     line("financiados por las regiones", x: 1089, y: 939, size: 40)]
        input += [row([("Agua limpia", 256), ("financiados por las regiones", 1089), ("previsto", 1752), ("15.03.2021", 1999), ("1.226", 2433)],
                      y: 1004, size: 40),
                  row([("Defensa costera", 256), ("las autoridades locales", 1089), ("terminado", 1752), ("24.08.2022", 1999), ("8.223", 2433)],
                      y: 1069, size: 40)]
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 4)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 1
            && $0.text == "y urbanas con formación del personal y nuevos equipos financiados por las regiones" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "Agua limpia" })
    }

    /// Heads glued into one piece over figures set closely, also one piece ("Share (%)  2021  Index  Q3  per 1 000"
    /// over "121.59 −11.5 90.5 13412", as a born-digital report's text layer gave them at 300 dpi): the heads are
    /// counted against the figures' cells, so they are the header row, not prose above the table.
    @Test func headsOverFiguresSetCloselyAreTheHeaderRowNotProse() throws {
        func word(_ text: String, _ x: Int, _ maxX: Int, _ y: Int) -> Word { Word(text: text, box: Box(x: x, y: y, width: maxX - x, height: 42), confidence: 1) }
        func piece(_ words: [(String, Int, Int)], y: Int) throws -> Line { try #require(Line(words: words.map { word($0.0, $0.1, $0.2, y) })) }
        var input = [try piece([("Share", 780, 917), ("(%)", 930, 1011), ("2021", 1062, 1179), ("Index", 1230, 1362), ("Q3", 1412, 1478),
                                ("per", 1528, 1607), ("1", 1620, 1650), ("000", 1664, 1752)], y: 877)]
        for (i, r) in [("Agriculture", "201", "121.59", "−11.5", "90.5", "13412"), ("Construction", "2865", "27.42", "55.5", "51.6", "9121"),
                       ("Total", "399", "11.63", "−8.5", "43.3", "47275")].enumerated() {
            let y = 942 + i * 65
            input += [try piece([(r.0, 256, 256 + r.0.count * 20)], y: y), try piece([(r.1, 767, 767 + r.1.count * 20)], y: y),
                      try piece([(r.2, 1035, 1181), (r.3, 1218, 1346), (r.4, 1385, 1478), (r.5, 1516, 1649)], y: y)]
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 4)
        #expect(header(table) == ["Share (%)", "2021", "Index", "Q3", "per 1 000"])
        #expect(table.cells.contains { $0.row == 1 && $0.column == 3 && $0.text == "−11.5" })
    }

    /// A row label lined up with the table's row labels whose one figure stands in a column of the figures of the
    /// row next to it is the table's row with a cell left empty, not a label with its value: the first row under the
    /// heads ("Financial services  1,815"), a row before a section's name ("Informatie  (287,23)" over "Diensten"),
    /// rows set loosely. A total's label set under the figures stays a field.
    @Test func aRowWithACellLeftEmptyIsTheTablesRowNotAField() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 22)) }
        var input = [row([("Category", 100), right("2022", 1300), right("Q3", 1600)], y: 600, size: 40),
                     row([("Financial services", 100), right("1,815", 1300)], y: 695, size: 40)]
        for (i, r) in [("Mining and quarrying", "(12,084)", "1,324"), ("Water supply", "459", "3,063")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 1300), right(r.2, 1600)], y: 790 + i * 95, size: 40))
        }
        input += [row([("Information", 100), right("(287,23)", 1600)], y: 980, size: 40),
                  row([("Services", 100)], y: 1075, size: 40),
                  row([("Manufacturing", 100), right("2,710", 1300), right("2,853", 1600)], y: 1170, size: 40),
                  row([("Education", 100), right("(3,587)", 1300), right("438", 1600)], y: 1265, size: 40),
                  row([("Total due:", 1000), right("241.26", 1600)], y: 1700, size: 40)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        let found = blocks.compactMap(\.table)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 8)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 0 && $0.text == "Financial services" })
        #expect(table.cells.contains { $0.row == 4 && $0.column == 2 && $0.text == "(287,23)" })
        #expect(blocks.compactMap(\.field).map(\.key) == ["Total due"])
    }

    /// A unit column's head set midway between the heads' line and a line of units under them ("Unidad" between
    /// "Sector  2019  Porcentaje" and "(en millones de euros)") is a head of the top line: on a row of its own it
    /// shifted the units' line and every row under it by one.
    @Test func aUnitColumnsHeadSetMidwayOverALineOfUnitsIsAHeadOfTheTopLine() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sector", 100), right("2019", 1300), right("Porcentaje", 1600)], y: 600),
                     row([("Unidad", 900)], y: 625),
                     row([right("(en millones de euros)", 1600)], y: 650)]
        for (i, r) in [("Educación", "%", "52,27", "(886)"), ("Industrias extractivas", "GWh", "(1.549,45)", "(901)"),
                       ("Información y comunicaciones", "GWh", "67,67", "(206)")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 900), right(r.2, 1300), right(r.3, 1600)], y: 720 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        #expect(header(table) == ["Sector", "Unidad", "2019", "Porcentaje"])
        #expect(table.cells.contains { $0.row == 1 && $0.column == 2 && $0.text == "(en millones de euros)" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 1 && $0.text == "%" })
    }

    /// One table, one convention: where a sign set at its column's left stands a word space after the figure of the
    /// column before ("73,8 €" + "311,5"), a row whose sign follows no figure (a no-data mark, "–€" glued as one
    /// word) shows the table's signs lead their figures, on the rows whose first columns hold no sign too.
    @Test func aTablesSignsLeadTheirFiguresWhereOneRowsSignFollowsNoFigure() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sector", 100), right("Share", 700), right("2020", 1000), right("2019", 1300)], y: 600)]
        for (i, r) in [("Education", "4,9", "73,8", "311,5"), ("Health", "37,8", "87,1", "119,1"), ("Trade", "89,2", "10,3", "9,1")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 700), right(r.2, 1000), ("€", 1010), right(r.3, 1300)], y: 660 + i * 50))
        }
        input.append(row([("Transport", 100), right("62,2", 700), ("–€", 984), right("908,1", 1300)], y: 810))
        let table = try #require(tables(input).first)
        func cell(_ r: Int, _ c: Int) -> String? { table.cells.first { $0.row == r && $0.column == c }?.text }
        #expect(table.rowCount == 5 && table.columnCount == 4)
        #expect(cell(1, 2) == "73,8" && cell(1, 3) == "€ 311,5")
        #expect(cell(4, 2) == "–" && cell(4, 3) == "€ 908,1")
        #expect(table.cells.first { $0.row == 1 && $0.column == 3 }?.number == "311.5")
    }

    /// A sub-row's label ending in a colon beside its figures, its words going on alone on the next line ("de las
    /// cuales:" / "pequeñas empresas"), is one label: the colon introduces the sub-row, it names no field.
    @Test func aSubRowsLabelWrappedAfterItsColonIsOneLabel() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sector", 100), right("Ocupados", 900), right("2019", 1100), right("2023", 1300)], y: 600)]
        input += [row([("Industria", 100), right("24.297", 900), right("15,2", 1100), right("69,0", 1300)], y: 660),
                  row([("de las cuales:", 130), right("3.747", 900), right("16,93", 1100), right("47,3", 1300)], y: 710),
                  row([("pequeñas empresas", 130)], y: 745),
                  row([("Actividades", 100), right("105", 900), right("71,8", 1100), right("81,2", 1300)], y: 795),
                  row([("Construcción", 100), right("132", 900), right("3,4", 1100), right("9,5", 1300)], y: 845)]
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "de las cuales: pequeñas empresas" })
        #expect(table.cells.contains { $0.row == 3 && $0.column == 0 && $0.text == "Actividades" })
    }

    @Test func aColumnOfNotesBesideTheLastFiguresIsACellOfItsOwnAndItsWrappedLinesStayInIt() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        // The notes start 25 px after the last figure ends: more than a word space (10 px), less than a column gap.
        let input = [row([("Sector", 100), right("2022", 900), right("2023", 1100), ("Notes", 1125)], y: 600),
                     row([("Trade", 100), right("–7,1", 900), right("1 283", 1100), ("aux collectivités locales", 1125)], y: 660),
                     row([("pour améliorer les", 1125)], y: 695),
                     row([("Industry", 100), right("33,7", 900), right("5 599", 1100), ("du personnel et de", 1125)], y: 745),
                     row([("nouveaux équipements", 1125)], y: 780),
                     row([("Construction", 100), right("71,5", 900), right("694", 1100)], y: 830),
                     row([("Total", 100), right("9,3", 900), right("7 576", 1100)], y: 880)]
        let found = tables(input, placedExactly: true)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 5 && table.columnCount == 4)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 2 && $0.text == "1 283" })
        #expect(table.cells.contains { $0.row == 1 && $0.column == 3 && $0.text == "aux collectivités locales pour améliorer les" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 3 && $0.text == "du personnel et de nouveaux équipements" })
        #expect(table.cells.contains { $0.row == 4 && $0.column == 0 && $0.text == "Total" })
    }

    @Test func aSubRowsLabelWrappedInItsOwnColumnContinuesItsCellAlsoAfterAColonAndBesideAnEmptyStub() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        let input = [row([("Country", 100), right("Share", 900), right("Change", 1100)], y: 600),
                     row([("Poland", 100), ("of which:", 450), right("12.24", 900), right("190", 1100)], y: 660),
                     row([("small firms", 450)], y: 695),
                     row([("of which: large", 450), right("120.0", 900), right("7 802", 1100)], y: 745),
                     row([("firms", 450)], y: 780),
                     row([("Sweden", 100), ("men", 450), right("23.1", 900), right("1 009", 1100)], y: 830),
                     row([("women", 450), right("232.39", 900), right("40 304", 1100)], y: 880)]
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 5)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 1 && $0.text == "of which: small firms" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 1 && $0.text == "of which: large firms" })
        #expect(table.cells.contains { $0.row == 3 && $0.column == 0 && $0.text == "Sweden" })
        #expect(table.cells.contains { $0.row == 4 && $0.column == 3 && $0.text == "40 304" })
    }

    @Test func aSubRowsLabelGluedToTheFirstFigureIsACellOfItsOwnButALabelsNumberStaysInIt() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        // "aged 25 and over" ends 28 px before "48.5" starts: more than a word space, less than a column gap.
        let input = [row([("Country", 100), ("Group", 440), right("Index", 780), right("Share", 1000)], y: 600),
                     row([("Poland", 100), ("men", 440), right("122.1", 780), right("58.2", 1000)], y: 660),
                     row([("aged 25 and over", 440), right("48.5", 780), right("60.8", 1000)], y: 710),
                     row([("Sweden", 100), ("men", 440), right("7.4", 780), right("94.6", 1000)], y: 760),
                     row([("aged 25 and over", 440), right("50.7", 780), right("73.4", 1000)], y: 810),
                     row([("Spain", 100), ("men", 440), right("31.9", 780), right("12.0", 1000)], y: 860),
                     row([("women", 440), right("44.1", 780), right("18.3", 1000)], y: 910)]
        let table = try #require(tables(input, placedExactly: true).first)
        #expect(table.rowCount == 7 && table.columnCount == 4)
        #expect(table.cells.contains { $0.row == 2 && $0.column == 1 && $0.text == "aged 25 and over" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 2 && $0.text == "48.5" })
        #expect(table.cells.contains { $0.row == 4 && $0.column == 3 && $0.text == "73.4" })
    }

    @Test func aTableWithAThreeLevelHeaderSetUnderATableStartsATableOfItsOwn() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Region", 100), right("2022", 900), right("2023", 1100)], y: 600)]
        for (i, r) in [("North", "412", "398"), ("South", "1 209", "1 311"), ("West", "87", "95")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 900), right(r.2, 1100)], y: 650 + i * 50))
        }
        // 80 px under the last row (its rows are 20 px apart): years over groups over measures.
        input += [row([("2021", 950), ("2022", 1350)], y: 860),
                  row([("Sector", 100), ("Employed", 890), ("Employed", 1290)], y: 900),
                  row([right("Index", 900), right("Number", 1100), right("Index", 1300), right("Number", 1500)], y: 940)]
        for (i, r) in [("Trade", "12.4", "3 021", "14.1", "5 599"), ("Industry", "8.7", "26", "9.9", "82"),
                       ("Transport", "43.5", "261", "77.9", "55")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 900), right(r.2, 1100), right(r.3, 1300), right(r.4, 1500)], y: 990 + i * 50))
        }
        let found = tables(input)
        #expect(found.count == 2)
        #expect(found.first?.rowCount == 4)
        let second = try #require(found.last)
        #expect(second.cells.contains { $0.row == 0 && $0.text == "2021" })
        #expect(second.cells.contains { $0.text == "Trade" })
    }

    /// A sub-row's label set right in its column wraps with its last line set right too ("25 years and" / "over",
    /// both ending at 700): the line continues the label and the table goes on; the next sub-row's label ("men")
    /// beside its figures stays a row.
    @Test func aLabelSetRightWrappedOntoTheNextLineContinuesItsCellAndTheTableGoesOn() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Country", 100), right("Share", 900), right("Change", 1100)], y: 600)]
        for (i, country) in ["Poland", "Sweden"].enumerated() {
            let y = 660 + i * 150
            input += [row([(country, 100), ("25 years and", 516), right("12.24", 900), right("190", 1100)], y: y),
                      row([("over", 634)], y: y + 35),
                      row([("men", 651), right("23.1", 900), right("1 009", 1100)], y: y + 85)]
        }
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 5)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 1 && $0.text == "25 years and over" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 1 && $0.text == "men" })
        #expect(table.cells.contains { $0.row == 3 && $0.column == 0 && $0.text == "Sweden" })
        #expect(table.cells.contains { $0.row == 4 && $0.column == 3 && $0.text == "1 009" })
    }

    /// A register's description in a narrow column wraps every two words, each line after a lower-case word and
    /// starting with a German noun in capitals ("Förderung der" / "Gemeinden zur" / "Verbesserung von" /
    /// "Infrastruktur"): one cell, and the register goes on under it.
    @Test func aDescriptionWrappedEveryTwoWordsBeforeACapitalisedNounIsOneCellAndTheRegisterGoesOn() throws {
        var input = [row([("Programm", 256), ("Beschreibung", 1089), ("Stand", 1752), ("Beginn", 1999), ("Mittel", 2252)], y: 718, size: 40),
                     row([("Küstenschutz", 256), ("Förderung der", 1089), ("laufend", 1752), ("15.06.2021", 1999), ("49.060", 2410)],
                         y: 783, size: 40)]
        input += lines(["Gemeinden zur", "Verbesserung von", "Infrastruktur"], x: 1089, y: 835, size: 40, pitch: 52)
        input += [row([("Landstraßen", 256), ("Ausbau der", 1089), ("geplant", 1752), ("01.11.2020", 1999), ("15.573", 2410)], y: 1004, size: 40),
                  row([("Sauberes Wasser", 256), ("Schulungen", 1089), ("laufend", 1752), ("18.04.2020", 1999), ("1.820", 2433)], y: 1069, size: 40)]
        let found = tables(input)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 4)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 1 && $0.text == "Förderung der Gemeinden zur Verbesserung von Infrastruktur" })
        #expect(table.cells.contains { $0.row == 3 && $0.column == 0 && $0.text == "Sauberes Wasser" })
    }

    /// A line of units under the heads with a footnote mark after it ("(en millones de euros) 1)", five words with
    /// the mark), reaching past the figures as far as the last head over it does ("Variación (%)" wider than
    /// "225,77" under it), is a header row as the units alone are: the heads over it stay the table's header.
    @Test func aLineOfUnitsWithAFootnoteMarkUnderTheHeadsKeepsTheHeaderInTheTable() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sector", 100), right("2020", 900), right("2023", 1100), ("Variación (%)", 1300)], y: 600),
                     row([("(en millones de euros) 1)", 1080)], y: 665)]
        for (i, r) in [("Hostelería", "83,8", "54,4", "225,77"), ("Suministro de agua", "−69,4", "39,7", "716,8"),
                       ("Comercio", "22,9", "67,7", "991,3")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 900), right(r.2, 1100), right(r.3, 1400)], y: 720 + i * 60))
        }
        let found = tables(input, placedExactly: true)
        #expect(found.count == 1)
        let table = try #require(found.first)
        #expect(table.rowCount == 5)
        #expect(header(table) == ["Sector", "2020", "2023", "Variación (%)"])
        #expect(table.cells.contains { $0.row == 1 && $0.text == "(en millones de euros) 1)" })
        #expect(table.cells.contains { $0.row == 4 && $0.column == 0 && $0.text == "Comercio" })
    }

    /// The stub head's unit on the line right under it ("Region" / "Mio. EUR", set as a cell's lines are) is the
    /// head's second line, not a row of its own (every row under it was shifted by one); a section's name set a
    /// row's gap under the header still opens the body.
    @Test func aUnitUnderTheStubsHeadIsItsSecondLineButASectionsNameARowsGapBelowIsARow() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        func table(under head: Line) throws -> Table {
            var input = [row([("Region", 100), right("2021", 900), right("2022", 1100), right("Share (%)", 1400)], y: 600), head]
            for (i, r) in [("Hostelería", "83,8", "54,4", "22,7"), ("Comercio", "22,9", "67,7", "91,3"),
                           ("Educación", "12,0", "31,5", "40,2")].enumerated() {
                input.append(row([(r.0, 100), right(r.1, 900), right(r.2, 1100), right(r.3, 1400)], y: 720 + i * 60))
            }
            return try #require(tables(input, placedExactly: true).first)
        }
        // 5 px under the head; the body's rows are 30 px apart.
        let unit = try table(under: row([("Mio. EUR", 100)], y: 635))
        #expect(unit.rowCount == 4)
        #expect(header(unit) == ["Region Mio. EUR", "2021", "2022", "Share (%)"])
        #expect(unit.cells.contains { $0.row == 1 && $0.column == 0 && $0.text == "Hostelería" })
        // A row's gap (30 px) under the head.
        let section = try table(under: row([("Industria", 100)], y: 660))
        #expect(section.rowCount == 5)
        #expect(header(section) == ["Region", "2021", "2022", "Share (%)"])
        #expect(section.cells.contains { $0.row == 1 && $0.column == 0 && $0.text == "Industria" })
    }

    /// A first row whose figures all carry a footnote mark or are marks for no data ("–", "123 (p)") is the body's
    /// first row: it was taken for the heads' wrapped line and joined to them ("Comunidad Construcción").
    @Test func aFirstRowOfFiguresWithFootnoteMarksIsTheBodysFirstRowNotTheHeadsWrappedLine() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Comunidad", 100), ("Unidad", 450), right("2022", 900), right("2021", 1100)], y: 600)]
        for (i, r) in [("Construcción", "EUR", "–", "123 (p)"), ("Industrias extractivas", "TJ", "446", "22.427"),
                       ("Educación", "m³", "212", "1.237"), ("Sanidad", "ha", "7.167", "206")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 450), right(r.2, 900), right(r.3, 1100)], y: 650 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        #expect(header(table) == ["Comunidad", "Unidad", "2022", "2021"])
        #expect(table.cells.contains { $0.row == 1 && $0.column == 0 && $0.text == "Construcción" })
        #expect(table.cells.contains { $0.row == 1 && $0.column == 3 && $0.text == "123 (p)" })
    }

    /// "1 000" under every head (the figures are thousands), nothing under the stub's head: the heads' line of
    /// units, each head's second line, not the body's first row.
    @Test func theSameFigureUnderEveryHeadIsALineOfUnitsNotTheFirstRow() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Category", 100), right("Q4", 900), right("per 1 000", 1150), right("Q2", 1400)], y: 600),
                     row([right("1 000", 900), right("1 000", 1150), right("1 000", 1400)], y: 635)]
        for (i, r) in [("Manufacturing", "27.1", "331", "90.8"), ("Education", "84.3", "128256", "78.3"),
                       ("Mining and quarrying", "29.2", "233", "12.3")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 900), right(r.2, 1150), right(r.3, 1400)], y: 700 + i * 50))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 4)
        #expect(header(table) == ["Category", "Q4 1 000", "per 1 000 1 000", "Q2 1 000"])
        #expect(table.cells.contains { $0.row == 1 && $0.column == 0 && $0.text == "Manufacturing" })
    }

    /// A column of notes' head ("Remarks") set midway between a two-level header's levels, right of both, with the
    /// stub's and a unit column's heads on the left: the three join the lower level, and the rows under them stay
    /// where they are (before, the midway row made a header row of its own and every row shifted by one).
    @Test func aNotesColumnsHeadSetMidwayRightOfATwoLevelHeaderJoinsTheLowerLevel() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Change in value", 842), ("Employed persons", 1238)], y: 600),
                     row([("Sector", 100), ("Unit", 450), ("Remarks", 1560)], y: 625),
                     row([right("Index", 900), right("EUR m", 1100), right("2021", 1300), right("Share", 1500)], y: 650)]
        for (i, r) in [("Education", "EUR", "435", "612.6", "1774", "31.2", "provisional"), ("Health", "persons", "1210", "123.9", "481", "607.4", "estimated"),
                       ("Trade", "GWh", "732", "703.4", "934", "41.0", "revised")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 450), right(r.2, 900), right(r.3, 1100), right(r.4, 1300), right(r.5, 1500), (r.6, 1560)], y: 720 + i * 60))
        }
        let table = try #require(tables(input).first)
        #expect(table.rowCount == 5)
        let remarks = try #require(table.cells.first { $0.text == "Remarks" })
        #expect(remarks.row <= 1 && remarks.column == 6)
        #expect(table.cells.contains { $0.row == 1 && $0.column == 2 && $0.text == "Index" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 0 && $0.text == "Education" })
        #expect(table.cells.contains { $0.row == 2 && $0.column == 6 && $0.text == "provisional" })
    }

    @Test func twoTablesSetSideBySideAreTwoTablesButANotesColumnBesideTheFiguresIsNot() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sector", 100), right("2021", 700), right("2022", 900), ("Region", 1300), right("Share", 1900), right("Index", 2150)], y: 600)]
        for (i, r) in [("Education", "435", "612.6", "North", "31.2", "104.5"), ("Health", "1210", "123.9", "South", "17.4", "98.2"),
                       ("Trade", "732", "703.4", "East", "40.1", "101.0"), ("Mining", "88", "95.1", "West", "11.3", "99.7")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 700), right(r.2, 900), (r.3, 1300), right(r.4, 1900), right(r.5, 2150)], y: 660 + i * 50))
        }
        let found = tables(input, placedExactly: true)
        #expect(found.count == 2)
        #expect(found.map(header) == [["Sector", "2021", "2022"], ["Region", "Share", "Index"]])
        #expect(found.map(\.rowCount) == [5, 5])

        // A column of notes right of the figures has no figures right of it: one table.
        var notes = [row([("Sector", 100), right("2021", 700), right("2022", 900), ("Remarks", 1300)], y: 600)]
        for (i, r) in [("Education", "435", "612.6", "provisional"), ("Health", "1210", "123.9", "estimated"),
                       ("Trade", "732", "703.4", "revised")].enumerated() {
            notes.append(row([(r.0, 100), right(r.1, 700), right(r.2, 900), (r.3, 1300)], y: 660 + i * 50))
        }
        #expect(tables(notes, placedExactly: true).map(\.columnCount) == [4])
    }

    @Test func figuresWithADecimalMarkCloserThanAWordSpaceAreTwoCellsButAThousandsGroupAfterASpaceIsNot() throws {
        // The second column set left 8 px after the first one's right edge (780): closer than a word space (10 px).
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        var input = [row([("Sector", 100), right("Value", 780), ("Share", 788)], y: 600)]
        for (i, r) in [("Bergbau", "2.262", "45,3"), ("Handel", "16", "42,8"), ("Industrie", "1 054", "18,7"),
                       ("Verkehr", "-1 021,1", "7,7")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 780), (r.2, 788)], y: 660 + i * 50))
        }
        let table = try #require(tables(input, placedExactly: true).first)
        func cell(_ r: Int, _ c: Int) -> String? { table.cells.first { $0.row == r && $0.column == c }?.text }
        #expect(table.columnCount == 3)
        #expect(cell(1, 1) == "2.262" && cell(1, 2) == "45,3")
        #expect(cell(2, 1) == "16" && cell(2, 2) == "42,8")
        #expect(cell(3, 1) == "1 054" && cell(3, 2) == "18,7")
        #expect(cell(4, 1) == "-1 021,1" && cell(4, 2) == "7,7")
    }

    @Test func barsWithTheirValuesAtTheirEndsAndTheTicksUnderThemAreNotATableButATableWithASparseColumnIs() {
        // Horizontal bars: each value stands where its bar ends, the value axis's ticks under them, then the legend.
        var chart: [Line] = []
        for (i, bar) in [("Agriculture", "35", 700), ("Mining", "199", 1650), ("Trade", "37", 720), ("Transport", "120", 1200),
                         ("Education", "88", 1000), ("Health", "160", 1450)].enumerated() {
            chart.append(row([(bar.0, 200), (bar.1, bar.2)], y: 400 + i * 50))
        }
        chart.append(row([("0", 560), ("50", 860), ("100", 1160), ("150", 1460), ("200", 1760)], y: 720))
        chart.append(row([("Change", 600), ("Employment", 1000)], y: 770))  // the legend under the ticks
        #expect(UnruledTables.find(rows: Segmenter.rows(Segmenter.segments(chart)), fontSize: 30).count == 1)  // as a table lines up
        #expect(tables(chart).isEmpty)

        // A table whose last column holds a note's figure on one row only keeps its columns.
        var table = [row([("Sector", 200), ("2022", 900), ("2023", 1200), ("Break", 1500)], y: 400)]
        for (i, r) in [("Agriculture", "35", "41", ""), ("Mining", "199", "187", "12"), ("Trade", "37", "44", ""),
                       ("Transport", "120", "131", "")].enumerated() {
            table.append(row([(r.0, 200), (r.1, 900), (r.2, 1200)] + (r.3.isEmpty ? [] : [(r.3, 1500)]), y: 450 + i * 50))
        }
        #expect(tables(table).count == 1)
    }

    @Test func aValueAxisCountingDownBesideALegendAndABarChartsYearsUnderItsLabelsAreNotTables() {
        // A legend in two columns set between the ticks of the value axis ("1000", "800"; "1200" and "600" further out).
        let legend = [row([("Greece", 600), ("Spain", 1000)], y: 400), row([("1000", 200), ("Ireland", 600), ("Italy", 1000)], y: 450),
                      row([("800", 200), ("Portugal", 600), ("UK", 1000)], y: 500)]
        #expect(UnruledTables.find(rows: Segmenter.rows(Segmenter.segments(legend)), fontSize: 30).count == 1)
        #expect(tables(legend).isEmpty)

        // The bars' values over the years under them, the origin's tick "0" on the years' line.
        let bars = [row([("53", 1000), ("52", 1400)], y: 400), row([("47", 600), ("61", 1200)], y: 440),
                    row([("0", 300), ("2019", 400), ("2020", 600), ("2021", 800), ("2022", 1000), ("2023", 1200), ("2024", 1400)], y: 520)]
        #expect(tables(bars).isEmpty)

        // Years heading a row of figures: a table.
        let years = [row([("Years", 200), ("2019", 600), ("2020", 800), ("2021", 1000)], y: 400),
                     row([("Turnover", 200), ("7,581", 600), ("2,517", 800), ("3,101", 1000)], y: 450)]
        #expect(tables(years).count == 1)
    }

    @Test func aChartsCategoryLabelsOverItsLegendAreNoTable() {
        let labels = [row([("2004", 400), ("2005", 600), ("2006", 800), ("2007", 1000), ("2004", 1300), ("2005", 1500), ("2006", 1700)], y: 400),
                      row([("Germany", 500), ("Hungary", 1100), ("Sweden", 1500)], y: 450)]
        #expect(tables(labels).isEmpty)
    }

    @Test func notesSetInTwoColumnsAreNotATableButARegisterOfTextUnderItsHeadsIs() {
        let notes = [row([("(1)", 200), ("Estimated.", 260), ("(3)", 1300), ("Break in series.", 1360)], y: 400),
                     row([("(2)", 200), ("Provisional.", 260), ("(4)", 1300), ("Results for 2023 are provisional.", 1360)], y: 440)]
        #expect(tables(notes).isEmpty)

        var register = [row([("Programme", 200), ("Status", 900), ("Region", 1400)], y: 400)]
        for (i, r) in [("Clean Water", "ongoing", "North"), ("Rural Roads", "completed", "South"), ("School Meals", "planned", "East")].enumerated() {
            register.append(row([(r.0, 200), (r.1, 900), (r.2, 1400)], y: 450 + i * 50))
        }
        #expect(tables(register).count == 1)
    }

    @Test func proseInTwoColumnsRightUnderATableAfterItsNotesIsNotPartOfIt() throws {
        var input = [row([("Sector", 100), ("2021", 1300), ("2022", 1600)], y: 600)]
        for (i, r) in [("Horeca", "12,5", "13,0"), ("Onderwijs", "7,0", "7,4"), ("Industrie", "21,4", "20,9")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 1300), (r.2, 1600)], y: 650 + i * 50))
        }
        input.append(row([("1) Provisional.", 100)], y: 820))
        input.append(row([("Source: national statistics office.", 100)], y: 860))
        let left = ["Trade 38 (81,9 %), energy supply 169.", "Mining 446 (23,2 %), education 15 and", "Manufacturing 362 (60,5 %), health 327."]
        let right = ["Education 4 741 (32,6 %), real estate 56", "591. Real estate 3 212 (15,6 %), health", "25 835. Mining 13 382 (14,4 %), water 1"]
        input += (0..<3).map { i in row([(left[i], 100), (right[i], 1300)], y: 900 + i * 42) }
        let table = try #require(tables(input, placedExactly: true).first)
        #expect(header(table) == ["Sector", "2021", "2022"])
        #expect(table.rowCount == 4)
    }

    @Test func notesInTwoColumnsRightAboveATableAreNotPartOfItButNumberedRowsAre() throws {
        var input = [row([("3", 100), ("Break in series.", 160), ("(6)", 1300), ("Results for the last year are provisional.", 1380)], y: 520),
                     row([("4", 100), ("Estimated.", 160), ("(7)", 1300), ("Totals may differ from the sum of parts.", 1380)], y: 560)]
        input.append(row([("Sector", 100), ("2021", 1300), ("2022", 1600)], y: 620))
        for (i, r) in [("Horeca", "12,5", "13,0"), ("Onderwijs", "7,0", "7,4"), ("Industrie", "21,4", "20,9")].enumerated() {
            input.append(row([(r.0, 100), (r.1, 1300), (r.2, 1600)], y: 670 + i * 50))
        }
        let table = try #require(tables(input, placedExactly: true).first)
        #expect(header(table) == ["Sector", "2021", "2022"])
        #expect(table.rowCount == 4)

        // Rows numbered in their first column, with their figures, are the table's.
        let numbered = [("1 Horeca", "12,5", "13,0"), ("2 Onderwijs", "7,0", "7,4"), ("3 Industrie", "21,4", "20,9")].enumerated().map { i, r in
            row([(r.0, 100), (r.1, 1300), (r.2, 1600)], y: 600 + i * 50)
        }
        #expect(tables(numbered, placedExactly: true).first?.rowCount == 3)
    }

    @Test func aValueAxisTicksFromZeroAlongARowWithItsLegendAreNoTableButCountsHeadingColumnsAre() {
        let axis = [row([("0", 460), ("1 000", 860), ("2 000", 1260), ("3 000", 1660)], y: 600),
                    row([("Exports", 600), ("Turnover", 1000), ("Employment", 1400)], y: 660)]
        #expect(UnruledTables.find(rows: Segmenter.rows(Segmenter.segments(axis)), fontSize: 30).count == 1)  // as a table lines up
        #expect(tables(axis).isEmpty)

        // Households by number of children: the heads count from 0, the body holds the figures.
        var table = [row([("Region", 100), ("0", 900), ("1", 1200), ("2", 1500)], y: 600)]
        for (i, r) in [("North", "412", "310", "122"), ("South", "388", "295", "140"), ("East", "201", "187", "93")].enumerated() {
            table.append(row([(r.0, 100), (r.1, 900), (r.2, 1200), (r.3, 1500)], y: 650 + i * 50))
        }
        #expect(tables(table).count == 1)
    }

    @Test func aFootnoteMarkWrappedUnderARowLabelIsTheLabelsNotARow() throws {
        var input = [row([("Sector", 200), ("2022", 1200), ("2023", 1600)], y: 300)]
        for (i, item) in [("Trade", "268", "271"), ("Other services", "88", "91"), ("Transport", "97", "102")].enumerated() {
            input.append(row([(item.0, 200), (item.1, 1200), (item.2, 1600)], y: 350 + i * 100))
        }
        input.append(row([("(17)", 200)], y: 490))  // under "Other services", its note's mark wrapped
        let table = try #require(tables(input, placedExactly: true).first)
        #expect(table.rowCount == 4)
        #expect(table.cells.filter { $0.column == 0 }.sorted { $0.row < $1.row }.map(\.text)
                == ["Sector", "Trade", "Other services (17)", "Transport"])
    }

    @Test func aHeadersLowestLevelGluedIntoOnePieceUnderYearsAndGroupHeadsKeepsTheWholeHeader() throws {
        func right(_ text: String, _ edge: Int) -> (String, Int) { (text, edge - Int(Double(text.count) * 16.5)) }
        // Years over group heads over the measures; the measures' heads set closer than a column gap (one piece).
        // (Heads 30 px apart: wider than a word space, closer than the gap that splits a line.)
        var input = [row([("2021", 980), ("2023", 1290)], y: 500),
                     row([("Exports", 970), ("Exports", 1280), ("Total", 1490)], y: 540),
                     row([("Change (%)", 880), ("Share", 1068), ("Change (%)", 1180), ("Share", 1368), ("Index", 1480)], y: 580)]
        for (i, r) in [("Transport", "87,5", "100,7", "50,3", "22,1", "101"), ("Education", "25,5", "390,7", "55,9", "41,8", "98"),
                       ("Industry", "85,5", "42,8", "66,2", "37,5", "104")].enumerated() {
            input.append(row([(r.0, 100), right(r.1, 1038), right(r.2, 1150), right(r.3, 1338), right(r.4, 1450), right(r.5, 1562)], y: 630 + i * 50))
        }
        let table = try #require(tables(input, placedExactly: true).first)
        #expect(table.cells.contains { $0.text == "2021" })
        #expect(table.cells.contains { $0.text == "Exports" } && table.cells.contains { $0.text == "Total" })
        #expect(table.cells.filter { $0.column == 0 && !$0.text.isEmpty }.map(\.text).contains("Transport"))
    }
}
