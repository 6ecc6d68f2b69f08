import DocModel

/// Reads the amounts below the items: subtotal, tax lines, tip, rounding, total, amount paid, change.
struct TotalsReader: Sendable {
    struct Totals: Sendable {
        var subtotal: AmountLine?
        var taxes: [(line: AmountLine, rate: String?)] = []
        var tip: AmountLine?
        var rounding: AmountLine?
        var total: AmountLine?
        /// The total after rounding (what was paid); equals `total` without a rounding line.
        var payable: Money?
        var paid: AmountLine?
        var change: AmountLine?
        /// Index of the first row that belongs to the totals (the items end above it).
        var firstRow: Int?
    }

    static let rate = Cue(#"(\d{1,2}(?:[.,]\d{1,3})?)\s?%"#)

    func read(_ lines: [AmountLine]) -> Totals {
        var totals = Totals()
        let labelled = lines.map { ($0, $0.label.uppercased()) }
        var totalCandidates: [AmountLine] = []
        var paidCandidates: [AmountLine] = []
        for (line, label) in labelled {
            if Cues.subtotal.matches(label) {
                if totals.subtotal == nil { totals.subtotal = line }
                mark(&totals, line)
            } else if Cues.rounding.matches(label), abs(line.money.minor) < 10 {
                totals.rounding = line
            } else if Cues.total.matches(label) && !Cues.notTotal.matches(label) {
                totalCandidates.append(line)
                mark(&totals, line)
            } else if Cues.tip.matches(label) {
                totals.tip = line
                mark(&totals, line)
            } else if Cues.tax.matches(label) && !Cues.notTax.matches(label) {
                let rate = Self.rate.groups(label)?[1].map { $0.replacingOccurrences(of: ",", with: ".") }
                if !totals.taxes.contains(where: { $0.line.money == line.money && $0.rate == rate }) {
                    totals.taxes.append((line, rate))
                }
                mark(&totals, line)
            } else if Cues.change.matches(label) {
                if totals.change == nil { totals.change = line }
            } else if Cues.paid.matches(label) && !Cues.discount.matches(label) {
                if line.money.minor > 0 { paidCandidates.append(line) }
            }
        }
        // Several "total" lines (TOTAL, TOTAL INCL. GST, …): the largest that is not the amount paid is due.
        if let total = totalCandidates.max(by: { $0.money < $1.money }) {
            totals.total = total
            totals.payable = total.money
            if let rounding = totals.rounding {
                let unrounded = total.money - rounding.money
                if totalCandidates.contains(where: { $0.money == unrounded }) {
                    // The largest total already is the rounded one.
                } else {
                    // The rounded figure is payable, whether or not a later line prints it.
                    totals.payable = total.money + rounding.money
                }
            }
        }
        // Payment is printed after the total; an item named "… CARD" above it is not a payment.
        let after = totals.total?.rowIndex ?? -1
        totals.paid = paidCandidates.first { $0.rowIndex > after }
        if let change = totals.change, change.rowIndex <= after { totals.change = nil }
        // Tax lines printed after the total (a VAT summary) are read, but must not end the items early.
        return totals
    }

    private func mark(_ totals: inout Totals, _ line: AmountLine) {
        totals.firstRow = min(totals.firstRow ?? line.rowIndex, line.rowIndex)
    }
}
