import DocModel

extension ArithmeticCheck {
    /// Most combinations of readings tried on one receipt; beyond it the doubtful lines are dropped unread.
    static let maxCombinations = 512

    /// The check for a receipt with doubtful amounts (items whose decimal point was lost or misread, tax lines
    /// whose amount was unreadable). Every combination of their readings, each line also possibly not counted,
    /// is tried against all the sums. The item readings are taken only when exactly one choice for the items
    /// makes everything agree; a tax reading only when, with those items, exactly one tax choice does (a tax
    /// included in the prices changes no sum, so then none is taken). When nothing agrees, or several choices
    /// do, the doubtful items are dropped, the pending taxes left unread, and the usual check (one misread digit)
    /// runs on the rest.
    func checkDoubts(_ figures: Figures) -> Outcome {
        var figures = figures
        Self.inferUnread(&figures)
        let open = figures.items.indices.filter { figures.items[$0].readings != nil }
        let itemOptions: [[Money?]] = open.map { [nil] + (figures.items[$0].readings ?? []) }
        let taxOptions: [[Money?]] = figures.pendingTaxes.map { [nil] + $0.readings }
        let options = itemOptions + taxOptions
        var dropped = figures
        for i in open { Self.choose(nil, item: i, in: &dropped) }
        dropped.pendingTaxes = []
        // Stops growing past the limit: many doubtful items (a table page read as a receipt) would overflow Int.
        let count = options.reduce(1) { $0 > Self.maxCombinations ? $0 : $0 * $1.count }
        guard count <= Self.maxCombinations else { return check(dropped) }

        var agreeing: [[Money?]] = []
        for combination in Self.combinations(options) {
            let candidate = apply(combination, open: open, to: figures)
            let result = evaluate(candidate)
            if result.problems.isEmpty && result.sumChecks > 0 { agreeing.append(combination) }
        }
        let itemChoices = Set(agreeing.map { Array($0.prefix(open.count)) })
        guard itemChoices.count == 1, let items = itemChoices.first else { return check(dropped) }
        let taxChoices = agreeing.filter { Array($0.prefix(open.count)) == items }.map { Array($0.dropFirst(open.count)) }
        let none = [Money?](repeating: nil, count: figures.pendingTaxes.count)
        let taxes = taxChoices.count == 1 ? taxChoices[0] : taxChoices.contains(none) ? none : nil
        guard let taxes else { return check(dropped) }
        let fixed = apply(items + taxes, open: open, to: figures)
        var settled: [Int: Money] = [:]
        for (i, tax) in taxes.enumerated() { if let tax { settled[i] = tax } }
        return Outcome(figures: fixed, balances: fixed.total != nil, problems: [], corrections: [], settledTaxes: settled)
    }

    /// An item whose amount was read as no number at all (`readings` empty: "Sandwich Ham Tipe") may be only
    /// what the subtotal leaves over the other items, when it is the one doubtful item and both the subtotal and
    /// the total are printed: the total must then agree on its own (subtotal + taxes + tip), or nothing is taken.
    static func inferUnread(_ figures: inout Figures) {
        let open = figures.items.indices.filter { figures.items[$0].readings != nil }
        let unread = open.filter { figures.items[$0].readings?.isEmpty == true }
        guard unread.count == 1, open.count == 1, let i = unread.first, let subtotal = figures.subtotal,
              figures.total != nil else { return }
        var others = Money.zero
        for (k, item) in figures.items.enumerated() {
            others = others + (item.discount ?? .zero) + (k == i ? .zero : item.amount)
        }
        let left = subtotal - others
        if left.minor > 0 { figures.items[i].readings = [left] }
    }

    /// The figures with `combination`'s choices made: the open items' readings (nil: no item) then the pending
    /// taxes' (nil: no tax), each pending tax taken becoming a tax.
    private func apply(_ combination: [Money?], open: [Int], to figures: Figures) -> Figures {
        var result = figures
        for (k, i) in open.enumerated() { Self.choose(combination[k], item: i, in: &result) }
        result.taxes += combination.dropFirst(open.count).compactMap { $0 }
        result.pendingTaxes = []
        return result
    }

    private static func choose(_ reading: Money?, item i: Int, in figures: inout Figures) {
        figures.items[i].readings = nil
        figures.items[i].dropped = reading == nil
        figures.items[i].amount = reading ?? .zero
    }

    /// Every way of picking one value from each list.
    static func combinations(_ options: [[Money?]]) -> [[Money?]] {
        options.reduce([[]]) { partial, choices in partial.flatMap { prefix in choices.map { prefix + [$0] } } }
    }
}
