import DocModel

/// The receipt's own arithmetic: items (with their discounts) sum to the subtotal, subtotal plus taxes,
/// tip and rounding give the total (or subtotal plus tip, when prices include tax), and quantity × unit
/// price gives each item's amount. When the sums fail, every single OCR misreading of one figure (8↔6,
/// 3, 0…, 1↔7, …), and every reading of marks glued before a figure as digits ("$9.54" → 59.54), is tried;
/// if exactly one makes everything agree, it is taken and recorded.
struct ArithmeticCheck: Sendable {
    struct Figures: Sendable {
        struct Item: Sendable {
            var amount: Money
            var discount: Money?
            var quantity: String?
            var unit: Money?
            /// The amounts a doubtful reading may stand for (`DoubtfulAmount`); nil when the amount is as printed.
            var readings: [Money]? = nil
            /// A doubtful line found to be no item: its amount counts for nothing (a discount under it still counts).
            var dropped = false
        }
        /// A tax line whose amount could not be read: the amounts it may be.
        struct PendingTax: Sendable {
            var readings: [Money]
        }
        var items: [Item]
        var subtotal: Money?
        var taxes: [Money]
        var tip: Money?
        var rounding: Money?
        var total: Money?
        var pendingTaxes: [PendingTax] = []
        /// Slot name ("total", "subtotal", "taxes[0]") → what its printed figure may also read as (lookalike
        /// marks before its digits taken as digits), tried beside the misread digits.
        var lookalikes: [String: [Money]] = [:]
        /// The total is vouched for by another printed figure (amount paid less change): when the sums fail,
        /// an item, the subtotal or a tax was misread, never the total.
        var totalConfirmed = false
        /// Slot name → how sure OCR was of the printed figure (0…1). When misreadings of several figures each
        /// make the sums agree, the one of a figure clearly less sure than all the others is taken.
        var confidences: [String: Double] = [:]
    }

    /// How much less sure than every other candidate figure the one corrected must be.
    static let surenessMargin = 0.2

    struct Outcome: Sendable {
        var figures: Figures
        var balances: Bool
        var problems: [String]
        var corrections: [Receipt.Correction]
        /// Pending tax index → the amount taken for it.
        var settledTaxes: [Int: Money] = [:]
    }

    /// Digits OCR confuses on thermal print, each with its likely misreadings.
    static let confusions: [Character: [Character]] = [
        "8": ["6", "3", "0", "9", "5"], "6": ["8", "5", "0"], "3": ["8", "5"], "0": ["8", "6", "9"],
        "1": ["7", "4"], "7": ["1"], "5": ["6", "3", "8"], "9": ["8", "0", "4"], "4": ["1", "9"], "2": ["7"],
    ]

    func check(_ figures: Figures) -> Outcome {
        guard figures.items.allSatisfy({ $0.readings == nil }), figures.pendingTaxes.isEmpty else { return checkDoubts(figures) }
        let first = evaluate(figures)
        guard first.sumChecks > 0 else {
            return Outcome(figures: figures, balances: false, problems: first.problems.isEmpty
                           ? ["nothing to check the total against (no items or subtotal)"] : first.problems, corrections: [])
        }
        if first.problems.isEmpty { return Outcome(figures: figures, balances: figures.total != nil, problems: [], corrections: []) }
        var solutions: [(Figures, Receipt.Correction)] = []
        for slot in slots(figures) {
            guard let value = slot.get(figures) else { continue }
            for alternative in Self.alternatives(value) + (figures.lookalikes[slot.name] ?? []) {
                var candidate = figures
                slot.set(&candidate, alternative)
                let result = evaluate(candidate)
                if result.problems.isEmpty && result.sumChecks > 0 {
                    solutions.append((candidate, Receipt.Correction(field: slot.name, read: value.text, corrected: alternative.text)))
                }
            }
        }
        if let (fixed, correction) = solutions.count == 1 ? solutions.first : Self.leastSure(solutions, figures.confidences) {
            return Outcome(figures: fixed, balances: fixed.total != nil, problems: [], corrections: [correction])
        }
        return Outcome(figures: figures, balances: false, problems: first.problems, corrections: [])
    }

    /// Of several corrections that each balance the sums, the one to a figure OCR was clearly least sure of
    /// (by `surenessMargin` below every other corrected figure), when that figure has one balancing reading only;
    /// nil when no figure stands out or a figure's sureness is unknown.
    static func leastSure(_ solutions: [(Figures, Receipt.Correction)], _ confidences: [String: Double]) -> (Figures, Receipt.Correction)? {
        let slots = Dictionary(grouping: solutions, by: { $0.1.field })
        guard slots.count > 1 else { return nil }
        var sureness: [(slot: String, confidence: Double)] = []
        for slot in slots.keys {
            guard let confidence = confidences[slot] else { return nil }
            sureness.append((slot, confidence))
        }
        sureness.sort { $0.confidence < $1.confidence }
        guard sureness[0].confidence + surenessMargin <= sureness[1].confidence,
              let chosen = slots[sureness[0].slot], chosen.count == 1 else { return nil }
        return chosen[0]
    }

    // MARK: - Private

    func evaluate(_ f: Figures) -> (problems: [String], sumChecks: Int) {
        var problems: [String] = []
        var sumChecks = 0
        for (index, item) in f.items.enumerated() where !item.dropped {
            if let q = item.quantity, let u = item.unit, let product = ItemReader.product(q, u.text), product != item.amount.minor {
                problems.append("item \(index + 1): \(q) × \(u.text) is not \(item.amount.text)")
            }
        }
        // A doubtful line found to be no item does not make the receipt one with items.
        let hasItems = f.items.contains { !$0.dropped }
        let itemSum = f.items.reduce(Money.zero) { $0 + $1.amount + ($1.discount ?? .zero) }
        if let subtotal = f.subtotal, hasItems {
            sumChecks += 1
            if itemSum != subtotal { problems.append("items sum to \(itemSum.text), subtotal says \(subtotal.text)") }
        }
        if let total = f.total, let base = f.subtotal ?? (hasItems ? itemSum : nil) {
            sumChecks += 1
            let taxes = f.taxes.reduce(Money.zero, +)
            let tip = f.tip ?? .zero
            let rounding = f.rounding ?? .zero
            // A rounding adjustment's minus sign is small print OCR often loses: either sign may apply.
            let candidates = [base + taxes + tip, base + tip, base + taxes + tip + rounding, base + tip + rounding,
                              base + taxes + tip - rounding, base + tip - rounding]
            if !candidates.contains(total) {
                problems.append("\(f.subtotal == nil ? "items" : "subtotal") \(base.text) + taxes \(taxes.text) + tip \(tip.text) is not the total \(total.text)")
            }
        }
        return (problems, sumChecks)
    }

    private struct Slot {
        var name: String
        var get: (Figures) -> Money?
        var set: (inout Figures, Money) -> Void
    }

    private func slots(_ f: Figures) -> [Slot] {
        var slots = f.totalConfirmed ? [] : [Slot(name: "total", get: { $0.total }, set: { $0.total = $1 })]
        slots.append(Slot(name: "subtotal", get: { $0.subtotal }, set: { $0.subtotal = $1 }))
        for i in f.taxes.indices {
            slots.append(Slot(name: "taxes[\(i)]", get: { $0.taxes[i] }, set: { $0.taxes[i] = $1 }))
        }
        for i in f.items.indices where !f.items[i].dropped {
            slots.append(Slot(name: "items[\(i)].amount", get: { $0.items[i].amount }, set: { $0.items[i].amount = $1 }))
        }
        return slots
    }

    /// Every reading of `value` with one digit swapped for a digit OCR confuses it with.
    static func alternatives(_ value: Money) -> [Money] {
        let digits = String(abs(value.minor))
        return misreadings(of: digits, at: 0..<digits.count).compactMap { text in
            Int(text).map { Money(minor: value.minor < 0 ? -$0 : $0, digits: value.digits) }
        }
    }

    /// `digits` with the digit at one of `positions` swapped for a digit OCR confuses it with, each such reading once.
    static func misreadings(of digits: String, at positions: Range<Int>) -> [String] {
        let characters = Array(digits)
        var result: [String] = []
        for i in positions where characters.indices.contains(i) {
            for other in confusions[characters[i]] ?? [] {
                var changed = characters
                changed[i] = other
                result.append(String(changed))
            }
        }
        return result
    }
}
