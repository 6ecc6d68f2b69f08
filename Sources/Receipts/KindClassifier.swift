import DocModel

/// Tells receipts from invoices, letters and other pages by cues a person would use: the words printed
/// (TOTAL, CHANGE, CASH, GST, the till's and the card terminal's words, the time of the sale… against BILL TO,
/// DUE DATE, payment terms, the customer's number… and a salutation with a closing), how many lines end in an
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
        // Receipts and invoices print their cues as labels ("TOTAL", "Bill to", "Due date:", "Kunden-Nr."); prose
        // that talks about totals, invoices and payment terms (a letter, a booking's conditions) is neither.
        let labelRows = rows.filter { !Self.isProse($0) }.map(\.text).joined(separator: "\n")
        let receiptHits = Double(min(8, Cues.receiptWords.count(in: labelRows)))
        let invoiceHits = Double(min(6, Cues.invoiceWords.count(in: labelRows)))
        let letterHits = Double(min(6, Cues.letterWords.count(in: all)))
        // Whole numbers are amounts where the page prices in a currency without a minor unit (yen, won, Pacific franc).
        let wholeAmounts = Currency.detect(in: rows)?.wholeAmountsAreAmounts ?? false
        let amountRows = rows.filter { $0.trailingAmount(allowInteger: wholeAmounts) != nil }.count
        let density = rows.isEmpty ? 0 : Double(amountRows) / Double(rows.count)
        let meanWords = rows.isEmpty ? 0 : Double(rows.map(\.words.count).reduce(0, +)) / Double(rows.count)
        var receipt = receiptHits + 4 * density
        if Cues.restaurantCheck.matches(labelRows) { receipt += 1 }
        // Thermal receipts are long and narrow, with short lines; a text page is not.
        if width > 0, Double(height) / Double(width) > 1.8 { receipt += 1.5 }
        if meanWords > 0 && meanWords < 6 { receipt += 0.5 }
        // A till prints the time of the sale; an invoice or a letter rarely does.
        if Cues.timeOfDay.matches(all) { receipt += 1 }
        if amountRows < 2 { receipt -= 2 }
        // A sale paid later (bank details, payable by, the invoice's number) is no sale paid at the counter, however
        // many amounts and tax lines it totals: an invoice's cues count against a receipt as a till's count for it.
        receipt -= 0.5 * invoiceHits
        var invoice = 1.5 * invoiceHits + (invoiceHits > 0 ? 2 * density : 0)
        if rows.contains(where: Self.hasInvoiceHeading) { invoice += 3 }
        var letter = 1.5 * letterHits + (meanWords > 8 ? 2 : 0)
        // A salutation and a closing frame a letter, whatever invoice or account its body talks about.
        if texts.contains(where: { Cues.salutation.matches($0) }) && Cues.closing.matches(all) { letter += 3 }
        return Scores(receipt: receipt, invoice: invoice, letter: letter)
    }

    /// A row holding the word INVOICE (Rechnung, Facture…) alone in its column: nothing within two letter
    /// heights of it on either side. Headings stand so ("Harbor Lane Studio          INVOICE"); a till's
    /// "TAX INVOICE" or "Invoice No: 1830" has its neighbours close.
    static func hasInvoiceHeading(_ row: ReceiptRow) -> Bool {
        for (index, word) in row.words.enumerated() where Cues.invoiceHeading.matches(word.text) {
            let gap = 2 * word.box.height
            let leftClear = index == 0 || word.box.x - row.words[index - 1].box.maxX > gap
            let rightClear = index == row.words.count - 1 || row.words[index + 1].box.x - word.box.maxX > gap
            if leftClear && rightClear { return true }
        }
        return false
    }

    /// A row of running text: eight words or more, most of them starting in lower case (label rows, even two
    /// columns banded into one row, are mostly capitalised words, numbers and codes).
    static func isProse(_ row: ReceiptRow) -> Bool {
        guard row.words.count >= 8 else { return false }
        let lower = row.words.filter { $0.text.first?.isLowercase == true }.count
        return Double(lower) >= 0.6 * Double(row.words.count)
    }

    static func rounded(_ value: Double) -> Double { (max(0, min(1, value)) * 1000).rounded() / 1000 }
}
