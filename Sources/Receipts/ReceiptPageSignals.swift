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

    /// Rows (words banded by their boxes, as the receipt reader bands them) whose last word is an amount.
    public static func amountRows(_ lines: [[Word]]) -> Int {
        ReceiptRow.group(lines, page: 1).filter { $0.trailingAmount() != nil }.count
    }
}
