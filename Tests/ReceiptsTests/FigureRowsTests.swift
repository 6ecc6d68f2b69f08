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

    /// A UK bakery's receipt whose prices include VAT: coffee 3.50 and a sandwich 4.72, subtotal 8.22, the VAT row as
    /// given, TOTAL 8.22 (the VAT inside it: 8.22 × 20 / 120 = 1.37).
    func vatIncluded(_ vat: [Word]) -> [[Word]] {
        [row("CORNER BAKERY LTD", nil, y: 20), row("12 High Street", nil, y: 60), row("Coffee", "3.50", y: 140),
         row("Sandwich", "4.72", y: 180), row("Subtotal", "8.22", y: 220), vat, row("TOTAL", "8.22", y: 300)]
    }

    @Test func aTaxRowWithARateAndNoAmountOrADoubtfulOneIsReadAgainThoughTheSumsBalance() {
        // The VAT's 1.37 read as letters: the prices include it, so the sums balance without it.
        let letters = vatIncluded(row("VAT 20% incl. Leys", nil, y: 260))
        #expect(ReceiptPageSignals.balancesAsPrinted(letters))
        #expect(FigureRows.doubtfulTaxes(letters, below: 0.6) == [Box(x: 20, y: 260, width: 350, height: 24)])
        // Read at confidence 0.23: doubtful; at 0.95: it stands.
        #expect(FigureRows.doubtfulTaxes(vatIncluded(row("VAT 20% incl.", "1.37", y: 260, confidence: 0.23)), below: 0.6).count == 1)
        #expect(FigureRows.doubtfulTaxes(vatIncluded(row("VAT 20% incl.", "1.37", y: 260)), below: 0.6).isEmpty)
        // No rate and no amount, a tax number, a total that includes the tax: nothing to read again.
        #expect(FigureRows.doubtfulTaxes(vatIncluded(row("Tax", nil, y: 260)), below: 0.6).isEmpty)
        #expect(FigureRows.doubtfulTaxes([row("VAT No GB123456789", nil, y: 80)], below: 0.6).isEmpty)
        #expect(FigureRows.doubtfulTaxes([row("TOTAL INCL. VAT 20%", nil, y: 300)], below: 0.6).isEmpty)
    }

    @Test func aTaxRowReadAgainIsTakenOnABalancingReceiptWhenSurerAndNoMoreThanItsRateAllows() {
        func lines(_ reading: [[Word]]) -> [[Line]] { [reading.compactMap { Line(words: $0) }] }
        let chosen = lines(vatIncluded(row("VAT 20% incl. Leys", nil, y: 260)))
        let texts = FigureRows.readAgain(lines(vatIncluded(row("VAT 20% incl.", "1.37", y: 260, confidence: 0.8))),
                                         into: chosen, below: 0.9, taxBelow: 0.6).flatMap { $0 }.map(\.text)
        #expect(texts.contains("VAT 20% incl. 1.37"))
        // 13.70 is more than a 20 % tax inside 8.22 can be (1.37): the sums cannot tell, the rate can.
        let over = FigureRows.readAgain(lines(vatIncluded(row("VAT 20% incl.", "13.70", y: 260, confidence: 0.9))),
                                        into: chosen, below: 0.9, taxBelow: 0.6).flatMap { $0 }.map(\.text)
        #expect(over.contains("VAT 20% incl. Leys"))
        // A sure amount is left as read, whatever the other size says.
        let sure = lines(vatIncluded(row("VAT 20% incl.", "1.37", y: 260)))
        let kept = FigureRows.readAgain(lines(vatIncluded(row("VAT 20% incl.", "1.31", y: 260, confidence: 0.99))),
                                        into: sure, below: 0.9, taxBelow: 0.6).flatMap { $0 }.map(\.text)
        #expect(kept.contains("VAT 20% incl. 1.37"))
        // Sums that fail for another reason (the sandwich's 4.72 read 4.12) do not stop it: they fail no worse.
        func misread(_ vat: [Word]) -> [[Line]] {
            var reading = vatIncluded(vat)
            reading[3] = row("Sandwich", "4.12", y: 180)
            return lines(reading)
        }
        let failing = FigureRows.readAgain(misread(row("VAT 20% incl.", "1.37", y: 260, confidence: 0.8)),
                                           into: misread(row("VAT 20% incl. Leys", nil, y: 260)), below: 0.9, taxBelow: 0.6)
        #expect(failing.flatMap { $0 }.map(\.text).contains("VAT 20% incl. 1.37"))
    }
}
