import DocModel
import Testing
@testable import Layout

@Suite struct TableTests {
    func cells(_ table: Table) -> [String] {
        table.cells.map { c in
            "\(c.row),\(c.column)" + (c.rowSpan > 1 || c.columnSpan > 1 ? " \(c.rowSpan)x\(c.columnSpan)" : "")
                + (c.isHeader ? " H" : "") + " \(c.text)" + (c.number.map { " =\($0)" } ?? "") + (c.unit.map { " \($0)" } ?? "")
        }
    }

    @Test func alignedWordsWithoutRulingsMakeATableWithAHeaderRowAndNumbers() throws {
        var input = lines(["The figures for the year are below."], x: 200, y: 300)
        input += [row([("Item", 200), ("Qty", 1000), ("Amount", 1500)], y: 420),
                  row([("Paper", 200), ("12", 1000), ("1,234.50", 1500)], y: 470),
                  row([("Glue", 200), ("3", 1000), ("(45.00)", 1500)], y: 520),
                  row([("Thread", 200), ("40", 1000), ("€ 7.5", 1500)], y: 570)]
        input += lines(["That is all for now."], x: 200, y: 700)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(outline(blocks) == ["paragraph: The figures for the year are below.", "table 4x3", "paragraph: That is all for now."])
        let table = try #require(blocks[1].table)
        #expect(cells(table) == [
            "0,0 H Item", "0,1 H Qty", "0,2 H Amount",
            "1,0 Paper", "1,1 12 =12", "1,2 1,234.50 =1234.50",
            "2,0 Glue", "2,1 3 =3", "2,2 (45.00) =-45.00",
            "3,0 Thread", "3,1 40 =40", "3,2 € 7.5 =7.5 €",
        ])
    }

    @Test func twoColumnProseIsNotMistakenForATable() {
        var input: [Line] = []
        for i in 0..<5 {
            input.append(row([("this is a line of running prose \(i)", 200), ("and the other column has prose \(i)", 1300)], y: 400 + i * 42))
        }
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(!blocks.contains { $0.type == .table })
        #expect(blocks.count == 2)
    }

    @Test func rulingsMakeCellsAndAMissingRulingMergesHeaderCells() throws {
        // Grid: x 100, 600, 1000, 1400; y 100, 160, 220, 280. The first row has no ruling at x=1000 between
        // columns 1 and 2 ("Sales" spans them); the left column has no ruling at y=160 ("Region" spans two rows).
        let xs = [100, 600, 1000, 1400], ys = [100, 160, 220, 280]
        var rulings: [Ruling] = []
        rulings.append(Ruling(box: Box(x: 100, y: 100, width: 1300, height: 3)))
        rulings.append(Ruling(box: Box(x: 600, y: 160, width: 800, height: 3)))
        rulings.append(Ruling(box: Box(x: 100, y: 220, width: 1300, height: 3)))
        rulings.append(Ruling(box: Box(x: 100, y: 280, width: 1300, height: 3)))
        rulings.append(Ruling(box: Box(x: 100, y: 100, width: 3, height: 180)))
        rulings.append(Ruling(box: Box(x: 600, y: 100, width: 3, height: 180)))
        rulings.append(Ruling(box: Box(x: 1000, y: 160, width: 3, height: 120)))
        rulings.append(Ruling(box: Box(x: 1400, y: 100, width: 3, height: 180)))
        _ = (xs, ys)
        let input = [line("Region", x: 150, y: 145), line("Sales", x: 900, y: 115),
                     line("Q1", x: 700, y: 175), line("Q2", x: 1100, y: 175),
                     line("North", x: 150, y: 235), line("1.200,50", x: 700, y: 235), line("980,00", x: 1100, y: 235)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input, rulings: rulings)
        let table = try #require(blocks.first?.table)
        #expect(table.rowCount == 3 && table.columnCount == 3)
        #expect(cells(table) == [
            "0,0 2x1 H Region", "0,1 1x2 H Sales",
            "1,1 H Q1", "1,2 H Q2",
            "2,0 North", "2,1 1.200,50 =1200.50", "2,2 980,00 =980.00",
        ])
    }

    @Test(arguments: [
        ("1,234.56", ".", "1234.56", nil), ("1.234,56 €", ",", "1234.56", "€"), ("(1,000)", ".", "-1000", nil),
        ("-12.5%", ".", "-12.5", "%"), ("USD 9.99", ".", "9.99", "USD"), ("−4", ".", "-4", nil), ("$0.50", ".", "0.50", "$"),
        ("12 345,6", ",", "12345.6", nil), ("100-", ".", "-100", nil),
    ] as [(String, String, String, String?)])
    func numbersInCellsAreParsed(text: String, separator: String, decimal: String, unit: String?) {
        let n = CellNumber.parse(text, decimalSeparator: Character(separator))
        #expect(n == CellNumber(decimal: decimal, unit: unit))
    }

    @Test(arguments: ["Paper", "12.03.2024", "2024-03-12", "1.2.3", "", "3 apples", "€"])
    func textThatIsNotOneNumberHasNone(text: String) {
        #expect(CellNumber.parse(text) == nil)
    }

    @Test func decimalSeparatorIsVotedPerTable() {
        #expect(CellNumber.decimalSeparator(for: ["1.234,50", "12,5", "3"]) == ",")
        #expect(CellNumber.decimalSeparator(for: ["1,234.50", "12.5", "3"]) == ".")
        #expect(CellNumber.decimalSeparator(for: ["1,234", "7"]) == ".")
    }
}
