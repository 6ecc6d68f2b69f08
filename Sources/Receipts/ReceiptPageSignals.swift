import DocModel

/// What a page's first reading says about it before any document stage: whether it reads as a receipt, and
/// how many of its rows end in an amount. The `receipt_reread` page stage asks this to decide whether a page
/// is read again the way receipts need, and which of two readings found more of the amount column.
public enum ReceiptPageSignals {
    /// True when the words (as OCR lines) classify as a receipt on a page of `width` × `height` pixels.
    public static func readsAsReceipt(_ lines: [[Word]], width: Int, height: Int) -> Bool {
        let rows = ReceiptRow.group(lines, page: 1)
        return KindClassifier().classify(rows: rows, width: width, height: height).kind == .receipt
    }

    /// True when the words fall short of a receipt but the receipt's score leads the invoice's and the letter's
    /// and is at least `atLeast` (the classifier calls a receipt from 3): a receipt photo whose amount column
    /// automatic segmentation dropped, so too few rows end in an amount.
    public static func nearlyAReceipt(_ lines: [[Word]], width: Int, height: Int, atLeast: Double) -> Bool {
        let scores = KindClassifier().scores(rows: ReceiptRow.group(lines, page: 1), width: width, height: height)
        return scores.receipt >= atLeast && scores.receipt > scores.invoice && scores.receipt > scores.letter
    }

    /// Lines of a reading whose last word is a figure (an amount or a whole number). Set beside `amountRows`, which
    /// bands the lines into rows: a reading with more such lines than another in as many rows holds figures side by
    /// side in a row, as tables of figures set beside one another do (a statistics page), and no till receipt.
    public static func figureLines(_ lines: [[Word]]) -> Int {
        lines.filter { words in words.last.map { Money.parse($0.text, allowInteger: true) != nil } ?? false }.count
    }

    /// Rows (words banded by their boxes, as the receipt reader bands them) whose last word is an amount.
    public static func amountRows(_ lines: [[Word]]) -> Int {
        ReceiptRow.group(lines, page: 1).filter { $0.trailingAmount() != nil }.count
    }
}
