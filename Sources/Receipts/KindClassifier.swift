import DocModel

/// Tells receipts from invoices, letters and other pages by cues a person would use: the words printed
/// (TOTAL, CHANGE, CASH, GST… against BILL TO, DUE DATE… and DEAR, SINCERELY…), how many lines end in an
/// amount, how short the lines are and how narrow the page is.
struct KindClassifier: Sendable {
    struct Scores: Sendable {
        var receipt: Double
        var invoice: Double
        var letter: Double
    }

    func classify(_ document: Document, rows: [ReceiptRow]) -> DocumentKind {
        classify(rows: rows, width: document.pages.first?.width ?? 0, height: document.pages.first?.height ?? 0)
    }

    /// The kind of the paper `rows` were read from, `width` × `height` pixels (a page, or one piece of paper
    /// on a flatbed page).
    func classify(rows: [ReceiptRow], width: Int, height: Int) -> DocumentKind {
        let scores = self.scores(rows: rows, width: width, height: height)
        let best = max(scores.receipt, scores.invoice, scores.letter)
        guard best >= 3 else {
            return DocumentKind(kind: .other, confidence: Self.rounded(1 - best / 6))
        }
        let kind: DocumentKind.Kind = best == scores.receipt ? .receipt : best == scores.invoice ? .invoice : .letter
        let others = [scores.receipt, scores.invoice, scores.letter].sorted(by: >)
        // Confidence grows with the score and with its lead over the runner-up.
        let margin = others[0] - others[1]
        let confidence = min(0.99, 0.5 + 0.05 * best + 0.08 * margin)
        return DocumentKind(kind: kind, confidence: Self.rounded(confidence))
    }

    func scores(rows: [ReceiptRow], width: Int, height: Int) -> Scores {
        let texts = rows.map(\.text)
        let all = texts.joined(separator: "\n")
        let receiptHits = Double(min(8, Cues.receiptWords.count(in: all)))
        let invoiceHits = Double(min(6, Cues.invoiceWords.count(in: all)))
        let letterHits = Double(min(6, Cues.letterWords.count(in: all)))
        let amountRows = rows.filter { $0.trailingAmount() != nil }.count
        let density = rows.isEmpty ? 0 : Double(amountRows) / Double(rows.count)
        let meanWords = rows.isEmpty ? 0 : Double(rows.map(\.words.count).reduce(0, +)) / Double(rows.count)
        var receipt = receiptHits + 4 * density
        // Thermal receipts are long and narrow, with short lines; a text page is not.
        if width > 0, Double(height) / Double(width) > 1.8 { receipt += 1.5 }
        if meanWords > 0 && meanWords < 6 { receipt += 0.5 }
        if amountRows < 2 { receipt -= 2 }
        let invoice = 1.5 * invoiceHits + (invoiceHits > 0 ? 2 * density : 0)
        let letter = 1.5 * letterHits + (meanWords > 8 ? 2 : 0)
        return Scores(receipt: receipt, invoice: invoice, letter: letter)
    }

    static func rounded(_ value: Double) -> Double { (max(0, min(1, value)) * 1000).rounded() / 1000 }
}
