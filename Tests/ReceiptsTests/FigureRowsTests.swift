import DocModel
import Receipts
import Testing

/// A receipt's total, subtotal or tax row whose amount OCR lost or read doubtfully is read again on its own
/// (`receipt_reread`'s `figure_heights`); `FigureRows` says which rows and which new reading is kept. The readings
/// are made up, word by word, as Tesseract would give them.
@Suite struct FigureRowsTests {
    /// A label at the left (x 20) and, when given, an amount at the right (x 400) of one row at `y`.
    func row(_ label: String, _ amount: String?, y: Int, confidence: Double = 0.95) -> [Word] {
        var words = label.split(separator: " ").enumerated().map { j, part in
            Word(text: String(part), box: Box(x: 20 + 90 * j, y: y, width: 80, height: 24), confidence: 0.95)
        }
        if let amount { words.append(Word(text: amount, box: Box(x: 400, y: y, width: 90, height: 24), confidence: confidence)) }
        return words
    }

    /// A café's receipt: name, street, coffee 3.50 and a muffin 2.75, subtotal 6.25, tax 0.50, then the amount due
    /// as given.
    func cafe(due: [Word]) -> [[Word]] {
        [row("BLUE DOOR CAFE", nil, y: 20), row("481 Market St", nil, y: 60), row("Coffee", "3.50", y: 140),
         row("Muffin", "2.75", y: 180), row("Subtotal", "6.25", y: 220), row("Tax", "0.50", y: 260), due]
    }

    @Test func aTotalRowWithNoAmountOrADoubtfulOneIsToBeReadAgain() {
        // "Amount Due :" with its amount lost: the row's box (three words from x 20, 80 px wide, 90 px apart).
        #expect(FigureRows.doubtful(cafe(due: row("Amount Due :", nil, y: 300)), below: 0.9)
                == [Box(x: 20, y: 300, width: 260, height: 24)])
        // "1.97" read at confidence 0.82 (the print says 12.97): doubtful.
        #expect(FigureRows.doubtful(cafe(due: row("Amount Due :", "1.97", y: 300, confidence: 0.82)), below: 0.9).count == 1)
        // Read surely, every row stands; item rows and the name are never read again.
        #expect(FigureRows.doubtful(cafe(due: row("Amount Due :", "6.75", y: 300)), below: 0.9).isEmpty)
    }

    @Test func theFigureRowOfAReadingAtAnotherSizeReplacesTheDoubtfulOneWhereTheSumsThenBalance() {
        func lines(_ reading: [[Word]]) -> [[Line]] { [reading.compactMap { Line(words: $0) }] }
        let chosen = lines(cafe(due: row("Amount Due :", "1.97", y: 300, confidence: 0.82)))
        // The other size misreads the muffin (2.15) but reads the amount due right: only the figure row is taken.
        var other = cafe(due: row("Amount Due :", "6.75", y: 300, confidence: 0.8))
        other[3] = row("Muffin", "2.15", y: 180)
        let texts = FigureRows.readAgain(lines(other), into: chosen, below: 0.9).flatMap { $0 }.map(\.text)
        #expect(texts == ["BLUE DOOR CAFE", "481 Market St", "Coffee 3.50", "Muffin 2.75", "Subtotal 6.25", "Tax 0.50", "Amount Due : 6.75"])
    }

    @Test func aCountOfItemsOrATaxNumberIsNoFigureRow() {
        let lines = [row("TOTAL QTY", nil, y: 20), row("GST REG NO 001234", nil, y: 60), row("Description Qty Total", nil, y: 100)]
        #expect(FigureRows.doubtful(lines, below: 0.9).isEmpty)
    }

    @Test func aRowReadAgainIsTakenWhenTheSumsThenBalanceOrItsAmountIsSurer() {
        let lost = cafe(due: row("Amount Due :", nil, y: 300))
        let found = cafe(due: row("Amount Due :", "6.75", y: 300))
        // 3.50 + 2.75 = 6.25, + 0.50 = 6.75: the sums balance with the amount read again.
        #expect(FigureRows.takes(found, over: lost, surer: false))
        // A misread amount that still fails the sums: taken only when Tesseract is surer of it than of the old one.
        let misread = cafe(due: row("Amount Due :", "6.15", y: 300))
        #expect(!FigureRows.takes(misread, over: lost, surer: false))
        #expect(FigureRows.takes(misread, over: lost, surer: true))
        // A receipt whose sums balance as read keeps its reading, however sure the new one.
        #expect(!FigureRows.takes(misread, over: found, surer: true))
    }

    @Test func aReadingIsSurerWhenItKeepsTheLabelAndReadsTheAmountWithMoreConfidence() {
        let old = row("Amount Due :", "1.97", y: 300, confidence: 0.82)
        #expect(FigureRows.surer(row("Amount Due :", "12.97", y: 300, confidence: 0.93), than: old))
        #expect(!FigureRows.surer(row("Amount Due :", "12.97", y: 300, confidence: 0.7), than: old))
        // The label lost in the new reading: it may be another row's figure.
        #expect(!FigureRows.surer(row("Amunt Dve", "12.97", y: 300, confidence: 0.99), than: old))
        // An amount where the old row had none.
        #expect(FigureRows.surer(row("TOTAL", "6.75", y: 300, confidence: 0.6), than: row("TOTAL", nil, y: 300)))
    }
}
