import DocModel
import Testing
@testable import Layout

/// Ruled grids that are not tables, and ruled tables whose drawing leaves out some of their lines.
@Suite struct RuledTableTests {
    /// Full-width horizontal rulings at `ys` and full-height vertical rulings at `xs`.
    func grid(xs: [Int], ys: [Int]) -> [Ruling] {
        let left = xs.first ?? 0, right = xs.last ?? 0, top = ys.first ?? 0, bottom = ys.last ?? 0
        return ys.map { Ruling(box: Box(x: left, y: $0, width: right - left, height: 3)) }
            + xs.map { Ruling(box: Box(x: $0, y: top, width: 3, height: bottom - top)) }
    }

    func texts(_ table: Table) -> [String] {
        table.cells.filter { !$0.text.isEmpty }.map { "\($0.row),\($0.column) \($0.text)" }
    }

    @Test func aFrameAroundAParagraphIsNotATable() {
        let rulings = grid(xs: [180, 2000], ys: [380, 560])
        let input = lines(["Box 4: The European Financial Stabilisation Mechanism was set up",
                           "on 7 June 2010 and lends to member states in difficulty."], x: 200, y: 400)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        #expect(!blocks.contains { $0.type == .table })
        #expect(outline(blocks) == ["paragraph: Box 4: The European Financial Stabilisation Mechanism was set up on 7 June 2010 and lends to member states in difficulty."])
    }

    @Test func aChartsGridLinesWithAxisLabelsAreNotATable() {
        // Ten by ten grid lines; labels only along the left axis and under the bottom row: 9 of 100 slots hold text.
        let xs = (0...10).map { 300 + $0 * 150 }, ys = (0...10).map { 400 + $0 * 80 }
        var input: [Line] = []
        for (i, label) in ["90", "80", "70", "60", "50"].enumerated() { input.append(line(label, x: 320, y: 420 + i * 80)) }
        for (i, label) in ["2001", "2002", "2003", "2004"].enumerated() { input.append(line(label, x: 470 + i * 150, y: 1140)) }
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: grid(xs: xs, ys: ys))
        #expect(!blocks.contains { $0.type == .table && ($0.table?.rowCount ?? 0) >= 10 })
    }

    @Test func aHeaderRowWithoutColumnRulingsStillHasOneCellPerColumn() throws {
        // Columns at x 100 | 600 | 1000 | 1400; the header row (y 100–160) has no vertical rulings inside.
        var rulings = grid(xs: [100, 1400], ys: [100, 160, 220, 280])
        rulings += [600, 1000].map { Ruling(box: Box(x: $0, y: 160, width: 3, height: 120)) }
        let input = [line("Q1", x: 700, y: 115), line("Q2", x: 1100, y: 115),
                     line("North", x: 150, y: 175), line("12", x: 700, y: 175), line("13", x: 1100, y: 175),
                     line("South", x: 150, y: 235), line("14", x: 700, y: 235), line("15", x: 1100, y: 235)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let table = try #require(blocks.first { $0.type == .table }?.table)
        #expect(texts(table) == ["0,1 Q1", "0,2 Q2", "1,0 North", "1,1 12", "1,2 13", "2,0 South", "2,1 14", "2,2 15"])
    }

    /// Two merges of grid slots can share a top-left slot: a slot walled on its right and below, and an L of the
    /// three slots round it whose dividing lines are not drawn. The larger merge is the cell, so no word is lost
    /// and the same words always lay out the same way (the order was a dictionary's, different from run to run).
    @Test func twoMergesSharingATopLeftSlotLayOutAsTheLargerWithEveryWord() throws {
        // Columns x 100 | 600 | 1000 | 1400, rows y 100 | 160 | 220 | 280 | 340.
        var rulings = [100, 220, 280, 340].map { Ruling(box: Box(x: 100, y: $0, width: 1300, height: 3)) }
        rulings += [Ruling(box: Box(x: 100, y: 160, width: 500, height: 3)), Ruling(box: Box(x: 1000, y: 160, width: 400, height: 3))]
        rulings += [100, 1000, 1400].map { Ruling(box: Box(x: $0, y: 100, width: 3, height: 240)) }
        rulings += [Ruling(box: Box(x: 600, y: 100, width: 3, height: 60)), Ruling(box: Box(x: 600, y: 220, width: 3, height: 120))]
        let input = [line("Code", x: 150, y: 115), line("Region", x: 700, y: 115), line("Total", x: 1100, y: 115),
                     line("Q1", x: 1100, y: 175),
                     line("North", x: 150, y: 235), line("12", x: 700, y: 235), line("13", x: 1100, y: 235),
                     line("South", x: 150, y: 295), line("14", x: 700, y: 295), line("15", x: 1100, y: 295)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let table = try #require(blocks.first { $0.type == .table }?.table)
        let corner = try #require(table.cells.first { $0.row == 0 && $0.column == 0 })
        #expect(corner.rowSpan == 2 && corner.columnSpan == 2)
        #expect(corner.text.contains("Code") && corner.text.contains("Region"))
    }

    @Test func aHeadingSpanningTwoColumnsStaysOneCell() throws {
        // "Sales figures" crosses the missing ruling at x 1000: one cell spanning columns 1 and 2.
        var rulings = grid(xs: [100, 1400], ys: [100, 160, 220, 280])
        rulings += [Ruling(box: Box(x: 600, y: 100, width: 3, height: 180)), Ruling(box: Box(x: 1000, y: 160, width: 3, height: 120))]
        let input = [line("Sales figures", x: 850, y: 115),
                     line("North", x: 150, y: 175), line("12", x: 700, y: 175), line("13", x: 1100, y: 175),
                     line("South", x: 150, y: 235), line("14", x: 700, y: 235), line("15", x: 1100, y: 235)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let table = try #require(blocks.first { $0.type == .table }?.table)
        let heading = try #require(table.cells.first { $0.text == "Sales figures" })
        #expect(heading.row == 0 && heading.column == 1 && heading.columnSpan == 2)
    }

    @Test func aBodyRuledOnlyAroundItsOutlineIsSplitIntoItsTextRows() throws {
        // Rulings: outline, column lines, one rule under the header; the five body rows have none between them.
        let input = [line("Country", x: 150, y: 115), line("Total", x: 700, y: 115)]
            + ["Bulgaria", "Cyprus", "Estonia", "Latvia", "Malta"].enumerated().flatMap { i, name in
                [line(name, x: 150, y: 180 + i * 45), line("\(i + 2).5", x: 700, y: 180 + i * 45)]
            }
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input,
                                                            rulings: grid(xs: [100, 600, 1000], ys: [100, 160, 410]))
        let table = try #require(blocks.first { $0.type == .table }?.table)
        #expect(table.rowCount == 6)
        #expect(texts(table) == ["0,0 Country", "0,1 Total", "1,0 Bulgaria", "1,1 2.5", "2,0 Cyprus", "2,1 3.5",
                                 "3,0 Estonia", "3,1 4.5", "4,0 Latvia", "4,1 5.5", "5,0 Malta", "5,1 6.5"])
    }

    /// A table ruled around each group of rows, its rows told apart by zebra fills (not rulings): a band of two
    /// rows of figures is two body rows, though two or three text rows in every column are more often a
    /// header's wrapped cells (the test below).
    @Test func aBandOfTwoRowsOfFiguresRuledOnlyAroundItsGroupIsTwoRows() throws {
        let input = [line("Category", x: 150, y: 115), line("Exports", x: 700, y: 115), line("Share", x: 1100, y: 115),
                     line("Trade", x: 150, y: 180), line("1 600,98", x: 700, y: 180), line("50,3", x: 1100, y: 180),
                     line("Hotels and restaurants", x: 150, y: 225), line("62,4", x: 700, y: 225), line("1,4", x: 1100, y: 225),
                     line("Energy", x: 150, y: 290), line("226,8", x: 700, y: 290), line("2,9", x: 1100, y: 290)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input,
                                                            rulings: grid(xs: [100, 600, 1000, 1400], ys: [100, 160, 270, 330]))
        let table = try #require(blocks.first { $0.type == .table }?.table)
        #expect(table.rowCount == 4)
        #expect(texts(table) == ["0,0 Category", "0,1 Exports", "0,2 Share", "1,0 Trade", "1,1 1 600,98", "1,2 50,3",
                                 "2,0 Hotels and restaurants", "2,1 62,4", "2,2 1,4", "3,0 Energy", "3,1 226,8", "3,2 2,9"])
    }

    @Test func headerCellsWrappedOverTwoLinesInEveryColumnStayOneRow() throws {
        let input = [line("to air", x: 700, y: 110), line("to water", x: 1100, y: 110),
                     line("kg/year", x: 700, y: 145), line("kg/year", x: 1100, y: 145),
                     line("Ammonia", x: 150, y: 200), line("10 000", x: 700, y: 200), line("-", x: 1100, y: 200)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input,
                                                            rulings: grid(xs: [100, 600, 1000, 1400], ys: [100, 185, 250]))
        let table = try #require(blocks.first { $0.type == .table }?.table)
        #expect(table.rowCount == 2)
        #expect(texts(table).prefix(2) == ["0,1 to air kg/year", "0,2 to water kg/year"])
    }

    @Test func aGridColumnHoldingNoTextIsNotATableColumn() throws {
        // A double rule at x 600/620 makes an empty 20-pixel column between "Name" and "Value".
        let input = [line("Name", x: 150, y: 115), line("Value", x: 700, y: 115),
                     line("Iron", x: 150, y: 175), line("7.9", x: 700, y: 175)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input,
                                                            rulings: grid(xs: [100, 600, 620, 1000], ys: [100, 160, 220]))
        let table = try #require(blocks.first { $0.type == .table }?.table)
        #expect(table.columnCount == 2)
        #expect(texts(table) == ["0,0 Name", "0,1 Value", "1,0 Iron", "1,1 7.9"])
    }

    @Test func aGridFramingOnlyTheNumberColumnsLeavesTheWholeTableToTheUnruledStep() throws {
        // The year columns (x 780–1380) are framed; the row labels to their left (ending by x 680) are not.
        let rulings = grid(xs: [780, 1080, 1380], ys: [400, 460, 700])
        var input = [row([("2000", 830), ("2002", 1130)], y: 415)]
        for (i, label) in ["General upper secondary", "Competence-based", "Polytechnics"].enumerated() {
            input.append(row([(label, 300), ("\(15 + i)", 830), ("\(20 + i)", 1130)], y: 480 + i * 60))
        }
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let tables = blocks.compactMap(\.table)
        #expect(tables.count == 1)
        let table = try #require(tables.first)
        #expect(table.rowCount == 4 && table.columnCount == 3)
        #expect(texts(table).contains("1,0 General upper secondary"))
        #expect(texts(table).contains("1,1 15"))
    }

    @Test func tablesFramedSideBySideAreEachATable() {
        // Two framed two-column tables, 100 pixels apart, rows on the same lines.
        var rulings = grid(xs: [200, 500, 700], ys: [400, 460, 520, 580, 640])
        rulings += grid(xs: [800, 1100, 1300], ys: [400, 460, 520, 580, 640])
        var input = [row([("Topic", 220), ("Count", 520), ("Topic", 820), ("Count", 1120)], y: 415)]
        for (i, name) in ["Spain", "Germany", "Italy"].enumerated() {
            input.append(row([(name, 220), ("\(200 - i)", 520), (name, 820), ("\(100 - i)", 1120)], y: 475 + i * 60))
        }
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let tables = blocks.compactMap(\.table)
        #expect(tables.count == 2)
        #expect(tables.allSatisfy { $0.rowCount == 4 && $0.columnCount == 2 })
    }

    @Test func aDashForNilStaysInItsCellButARulingReadAsADashDoesNot() throws {
        // OCR of a ruled statistics table: "-" for nil (14 × 4 px, 30-px letters), and a piece of the ruling
        // under the header read as "—" (300 px long).
        let rulings = grid(xs: [100, 700, 1100, 1500], ys: [400, 460, 520, 580])
        var input = [row([("Substance", 120), ("to air", 720), ("to water", 1120)], y: 415),
                     Line(words: [Word(text: "—", box: Box(x: 720, y: 455, width: 300, height: 4), confidence: 0.4)])!]
        var benzene = row([("Benzene", 120)], y: 535).words
        benzene.append(Word(text: "-", box: Box(x: 720, y: 548, width: 14, height: 4), confidence: 0.9))
        benzene.append(Word(text: "-", box: Box(x: 1120, y: 548, width: 14, height: 4), confidence: 0.9))
        input += [row([("Ammonia", 120), ("10 000", 720), ("20", 1120)], y: 475), Line(words: benzene)!]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let table = try #require(blocks.compactMap(\.table).first)
        #expect(texts(table).contains("2,1 -"))
        #expect(texts(table).contains("2,2 -"))
        #expect(!texts(table).contains { $0.contains("—") })
    }

    @Test func aBarOCRReadFromACellsRulingIsNotPartOfItsText() throws {
        let rulings = grid(xs: [100, 700, 1100], ys: [400, 460, 520, 580])
        let input = [row([("Source", 120), ("|OXIRM|", 720)], y: 415),
                     row([("Austria", 120), ("58.6|", 720)], y: 475),
                     row([("Belgium", 120), ("61.6", 720)], y: 535)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let table = try #require(blocks.compactMap(\.table).first)
        #expect(texts(table) == ["0,0 Source", "0,1 OXIRM", "1,0 Austria", "1,1 58.6", "2,0 Belgium", "2,1 61.6"])
    }

    @Test func aHeaderCentredOverColumnsWithoutRulingsIsOneSpanningCell() throws {
        // The vertical between the value columns is drawn below the header row only; "Market shares" is centred
        // over both, "Market" in the first and "shares" in the second: one line of text, one cell spanning two.
        var rulings = grid(xs: [100, 700, 1300], ys: [400, 460, 520, 580])
        rulings.append(Ruling(box: Box(x: 1000, y: 460, width: 3, height: 120)))
        let input = [line("Market shares", x: 900, y: 415),
                     row([("in volume", 720), ("in value", 1020)], y: 475),
                     row([("Ariel", 120), ("14.9%", 720), ("16.5%", 1020)], y: 535)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let table = try #require(blocks.compactMap(\.table).first)
        #expect(texts(table) == ["0,1 Market shares", "1,1 in volume", "1,2 in value", "2,0 Ariel", "2,1 14.9%", "2,2 16.5%"])
        #expect(table.cells.first { $0.row == 0 && $0.column == 1 }?.columnSpan == 2)
    }

    @Test func aTitleRowDrawnWithoutColumnLinesIsOneCellSpanningTheRowButHeadersInItsColumnsAreNot() throws {
        // Column lines drawn below the top row only. One piece of text there, inside the second column's slot:
        // a title over the table. Several pieces: each column's own header, drawn without its lines.
        func rulings() -> [Ruling] {
            [400, 460, 520, 580].map { Ruling(box: Box(x: 100, y: $0, width: 1200, height: 3)) }
                + [100, 1300].map { Ruling(box: Box(x: $0, y: 400, width: 3, height: 180)) }
                + [500, 900].map { Ruling(box: Box(x: $0, y: 460, width: 3, height: 120)) }
        }
        let body = [row([("Category", 120), ("Description", 520), ("Code", 920)], y: 475),
                    row([("A1", 120), ("Roads", 520), ("R-01", 920)], y: 535)]
        let titled = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508,
                                                            lines: [line("Assignment Categories", x: 520, y: 415)] + body, rulings: rulings())
        let table = try #require(titled.compactMap(\.table).first)
        let title = try #require(table.cells.first { $0.text == "Assignment Categories" })
        #expect((title.row, title.column, title.columnSpan) == (0, 0, 3))

        let headed = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508,
                                                            lines: [row([("Group", 120), ("Sector", 520), ("Year", 920)], y: 415)] + body,
                                                            rulings: rulings())
        let columns = try #require(headed.compactMap(\.table).first)
        #expect(columns.cells.filter { $0.row == 0 }.sorted { $0.column < $1.column }.map(\.text) == ["Group", "Sector", "Year"])
    }
}

