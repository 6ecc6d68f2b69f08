import DocModel
import Testing
@testable import Receipts

/// `ReceiptPageSignals.figureLines`: how `receipt_reread` tells tables of figures set side by side (a statistics
/// page that reads as a receipt: rows of names ending in figures, totals) from a till receipt. Read in automatic
/// mode, each table's row is a line of its own; read as one block, the row becomes one line across every table.
/// Words laid out by hand, counts checked by eye.
@Suite struct SideBySideFiguresTests {
    static func word(_ text: String, x: Int, y: Int) -> Word {
        Word(text: text, box: Box(x: x, y: y, width: 18 * text.count, height: 30), confidence: 0.95)
    }

    /// Three tables of countries and enquiries, side by side, four rows each (as eu-015's second page prints them).
    static let rows = [["Spain", "268", "Spain", "153", "Germany", "91"], ["Germany", "233", "Germany", "119", "Spain", "85"],
                       ["France", "136", "France", "99", "Belgium", "56"], ["Total", "1.178", "Total", "813", "Total", "522"]]

    @Test func tablesOfFiguresSideBySideHoldMoreLinesEndingInAFigureWhenReadInColumns() {
        // Automatic segmentation: each table's row a line (name at x, figure at x + 400; tables 700 px apart).
        let columns: [[Word]] = Self.rows.enumerated().flatMap { r, row in
            (0..<3).map { t in [Self.word(row[2 * t], x: 100 + 700 * t, y: 100 + 40 * r), Self.word(row[2 * t + 1], x: 500 + 700 * t, y: 100 + 40 * r)] }
        }
        // One block: each row one line across the three tables.
        let block: [[Word]] = Self.rows.enumerated().map { r, row in
            row.enumerated().map { i, text in Self.word(text, x: 100 + 700 * (i / 2) + 400 * (i % 2), y: 100 + 40 * r) }
        }
        #expect(ReceiptPageSignals.figureLines(columns) == 12)
        #expect(ReceiptPageSignals.figureLines(block) == 4)
    }

    @Test func aReceiptsAmountColumnReadApartFromItsItemsHoldsAsManyLinesEndingInAFigure() {
        let items = [("COFFEE", "3.50"), ("MUFFIN", "2.80"), ("TOTAL", "6.30")]
        // Automatic segmentation: the item names one block, the amounts another.
        let apart: [[Word]] = items.enumerated().flatMap { r, item in
            [[Self.word(item.0, x: 40, y: 100 + 40 * r)], [Self.word(item.1, x: 600, y: 100 + 40 * r)]]
        }
        let block: [[Word]] = items.enumerated().map { r, item in
            [Self.word(item.0, x: 40, y: 100 + 40 * r), Self.word(item.1, x: 600, y: 100 + 40 * r)]
        }
        #expect(ReceiptPageSignals.figureLines(apart) == 3)
        #expect(ReceiptPageSignals.figureLines(block) == 3)
    }
}
