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

    /// From the top of the first row whose last word is an amount to the bottom of the last: where a receipt's items
    /// begin and its totals, payment and change end (nil when no row ends in an amount).
    public static func amountRowSpan(_ lines: [[Word]]) -> ClosedRange<Int>? {
        let boxes = ReceiptRow.group(lines, page: 1).filter { $0.trailingAmount() != nil }.compactMap(\.box)
        guard let top = boxes.map(\.y).min(), let bottom = boxes.map({ $0.y + $0.height }).max() else { return nil }
        return top...max(top, bottom)
    }

    /// True when the receipt the words print balances as read: at least one of its sums checks (items to the
    /// subtotal, subtotal and taxes to the total, …), none fails, and no figure had to be corrected for it. Of two
    /// readings of one receipt finding as many amounts, the one whose sums hold misread none of them.
    public static func balancesAsPrinted(_ lines: [[Word]]) -> Bool {
        let receipt = ReceiptAnalyzer().read(rows: ReceiptRow.group(lines, page: 1), entities: [])
        return receipt.balances && receipt.corrections.isEmpty
    }

    /// The date the receipt reader reads from the shapes tills print that no entity detector knows ("27Apr'13",
    /// "FRI23-10-92"), normalized; nil when the words show none.
    public static func tillDate(_ lines: [[Word]]) -> String? {
        ReceiptAnalyzer().read(rows: ReceiptRow.group(lines, page: 1), entities: []).date?.value
    }

    /// Whether `year` is one a receipt's date may have (`HeaderReader.receiptYears`).
    public static func isReceiptYear(_ year: Int) -> Bool {
        HeaderReader().receiptYears.contains(year)
    }

    /// What the receipt reader makes of a reading's head and sums, to judge two readings of one receipt row by row:
    /// whether its sums balance as read, how many rows end in an amount, its name, address and whether it reads a
    /// date of the shapes tills print that no entity detector knows ("27Apr'13", "FRI23-10-92").
    public struct Judged: Equatable, Sendable {
        public var balances: Bool
        public var amountRows: Int
        public var merchant: String?
        public var address: String?
        public var tillDate: Bool
    }

    public static func judged(_ lines: [[Word]]) -> Judged {
        let rows = ReceiptRow.group(lines, page: 1)
        let receipt = ReceiptAnalyzer().read(rows: rows, entities: [])
        return Judged(balances: receipt.balances && receipt.corrections.isEmpty,
                      amountRows: rows.filter { $0.trailingAmount() != nil }.count,
                      merchant: receipt.merchant?.value, address: receipt.address?.value, tillDate: receipt.date != nil)
    }
}
