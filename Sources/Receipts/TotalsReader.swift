import DocModel
import TextRepair

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

    static let rate = TextPattern(#"(\d{1,2}(?:[.,]\d{1,3})?)\s?%"#, caseInsensitive: true)

    func read(_ lines: [AmountLine]) -> Totals {
        var totals = Totals()
        let labelled = lines.map { ($0, Self.ownLabel($0.label.uppercased())) }
        var totalCandidates: [AmountLine] = []
        var paidCandidates: [AmountLine] = []
        var finalCandidates: [AmountLine] = []
        for (printed, label) in labelled {
            let line = Self.unsigned(printed, label: label)
            if Cues.subtotal.matches(label) {
                if totals.subtotal == nil { totals.subtotal = line }
                mark(&totals, line)
            } else if Cues.finalTotal.matches(label) {
                // "ROUNDED TOTAL", "TOTAL AFTER ROUNDING", "NETT TOTAL", "GRAND TOTAL": the amount due itself.
                finalCandidates.append(line)
                mark(&totals, line)
            } else if Cues.rounding.matches(label), abs(line.money.minor) < 10 {
                totals.rounding = line
            } else if Cues.rounding.matches(label), line.money.minor >= 100, !Cues.paid.matches(label) {
                // "ROUNDING RM 37.45" under "ROUNDING ADJUSTMENT RM .01": a whole amount on a rounding line is
                // the rounded total, not an adjustment.
                finalCandidates.append(line)
                mark(&totals, line)
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
        // Several "total" lines (TOTAL, TOTAL INCL. GST, …): a line that names the final figure (rounded, nett,
        // grand) wins, the last printed; else the largest that is not the amount paid.
        let chosen = finalCandidates.last ?? Self.largestOrRounded(totalCandidates, lines: lines)
        if let total = chosen {
            totals.total = total
            totals.payable = total.money
            // A rounding line printed before the chosen total was already applied to it.
            if let rounding = totals.rounding, rounding.rowIndex > total.rowIndex || finalCandidates.isEmpty {
                let unrounded = total.money - rounding.money
                if totalCandidates.contains(where: { $0.money == unrounded }) {
                    // The largest total already is the rounded one.
                } else if let rounded = Self.rounded(total.money, by: rounding.money),
                          lines.contains(where: { $0.rowIndex > total.rowIndex && $0.money == rounded }) {
                    // The rounded figure is payable when a later line prints it ("RM 60.30" under the adjustment);
                    // otherwise the total is the figure printed as the total (SROIE's keys read it so).
                    totals.payable = rounded
                }
            }
        }
        misreadTaxes(&totals, labelled: labelled)
        // Payment is printed after the total; an item named "… CARD" above it is not a payment.
        let after = totals.total?.rowIndex ?? -1
        totals.paid = paidCandidates.first { $0.rowIndex > after }
        if let change = totals.change, change.rowIndex <= after { totals.change = nil }
        crossCheck(&totals, candidates: finalCandidates + totalCandidates, paid: paidCandidates)
        if totals.total == nil { sumCheck(&totals, lines: lines) }
        if totals.total == nil, totals.change == nil || totals.change?.money.minor == 0,
           let paid = paidCandidates.last, Cues.card.matches(paid.label.uppercased()) {
            // Nothing readable on the total line ("TOTAL £ 35277"), paid by card: a card pays the total exactly
            // (cash may be more, with the change misread).
            totals.total = paid
            totals.payable = paid.money
            totals.paid = paid
        }
        if totals.total == nil, totals.subtotal == nil { totalRepeated(&totals, lines: lines) }
        // Tax lines printed after the total (a VAT summary) are read, but must not end the items early.
        return totals
    }

    /// With no total and no subtotal line read (their labels misread: "TrorTa" / "20.00", then "ASH" / "20.00"; or a
    /// totals table whose labels were lost, "719.20" four times), the receipt's largest amount is the total when it is
    /// printed on two rows or more, neither row's label naming another sum (tax, tip, discount, change; a payment may
    /// repeat it: cash paid exactly), and no row but a payment or change prints more. A till repeats what is due (the
    /// total, the amount tendered, a card slip's amount); items that cost the same are less than their sum, so their
    /// price is not the largest amount where the total is printed. The second printed figure confirms the first.
    /// One item's price is its receipt's total: then the row nearer the foot is the total.
    private func totalRepeated(_ totals: inout Totals, lines: [AmountLine]) {
        func payment(_ line: AmountLine) -> Bool {
            let label = line.label.uppercased()
            return [Cues.paid, Cues.cash, Cues.change].contains { $0.matches(label) }
        }
        let others: [TextPattern] = [Cues.tax, Cues.tip, Cues.discount, Cues.change, Cues.rounding]
        guard let largest = lines.filter({ !payment($0) }).map(\.money).max(), largest.minor > 0 else { return }
        let printing = lines.filter { $0.money == largest }
        guard Set(printing.map(\.rowIndex)).count >= 2,
              !printing.contains(where: { line in others.contains { $0.matches(line.label.uppercased()) } }),
              var total = printing.first(where: { !payment($0) }) else { return }
        // A receipt lists what was bought before what is due: when no amount stands above the first row printing it,
        // that row is the one item (a coffee and the card slip's "SALE AUD 4.50"), and the next printing the total.
        if !lines.contains(where: { $0.rowIndex < total.rowIndex && $0.money.minor > 0 }),
           let next = printing.first(where: { !payment($0) && $0.rowIndex > total.rowIndex }) {
            total = next
        }
        totals.total = total
        totals.payable = largest
        mark(&totals, total)
    }

    /// A tax line whose tax word was misread ("BIW 21% incl." for BTW, "IV4 10%" for IVA): between the subtotal and
    /// the total, a line whose label names nothing known, prints a rate ("21%") and holds a word one letter from a
    /// tax word of the label table (`misreadTaxWord`), for less than the subtotal, is a tax line at that rate. A
    /// service charge's rate beside a misread label ("S¥C 12.5%") is no tax: no tax word is one letter from it.
    private func misreadTaxes(_ totals: inout Totals, labelled: [(AmountLine, String)]) {
        guard let subtotal = totals.subtotal, let total = totals.total, subtotal.rowIndex < total.rowIndex else { return }
        let known = [Cues.subtotal, Cues.finalTotal, Cues.total, Cues.tax, Cues.tip, Cues.rounding, Cues.paid, Cues.change,
                     Cues.cash, Cues.discount]
        for (line, label) in labelled where line.rowIndex > subtotal.rowIndex && line.rowIndex < total.rowIndex {
            guard line.money.minor > 0, line.money < subtotal.money, !known.contains(where: { $0.matches(label) }),
                  Self.misreadTaxWord(label),
                  let rate = Self.rate.groups(label)?[1].map({ $0.replacingOccurrences(of: ",", with: ".") }),
                  !totals.taxes.contains(where: { $0.line.rowIndex == line.rowIndex }) else { continue }
            totals.taxes.append((line, rate))
        }
        totals.taxes.sort { $0.line.rowIndex < $1.line.rowIndex }
    }

    /// True when one word of the label, one character changed to a capital letter, is a tax word (`Cues.tax`):
    /// "BIW" (BTW), "IV4" (IVA), "VAI" (VAT), "6ST" (GST).
    static func misreadTaxWord(_ label: String) -> Bool {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return label.uppercased().split(separator: " ").contains { word in
            let characters = Array(word)
            guard (3...12).contains(characters.count), characters.contains(where: \.isLetter) else { return false }
            return characters.indices.contains { i in
                letters.contains { letter in
                    guard letter != characters[i] else { return false }
                    var variant = characters
                    variant[i] = letter
                    let text = String(variant)
                    return Cues.tax.matches(text) && !Cues.notTax.matches(text)
                }
            }
        }
    }

    /// Cash tendered minus change is what was due. When a total line agrees with it, that line is the total
    /// (OCR may have garbled the label of the right one); when no total line was read, the difference is
    /// taken, from the paid line.
    private func crossCheck(_ totals: inout Totals, candidates: [AmountLine], paid: [AmountLine]) {
        guard let change = totals.change, let tendered = (totals.paid ?? paid.last { $0.rowIndex < change.rowIndex }),
              tendered.rowIndex < change.rowIndex, change.money.minor >= 0, tendered.money > change.money else { return }
        let due = tendered.money - change.money
        if let agreeing = candidates.last(where: { $0.money == due }) {
            if totals.payable != due {
                totals.total = agreeing
                totals.payable = due
            }
        } else if totals.total == nil {
            var line = tendered
            line.money = due
            totals.total = line
            totals.payable = due
        }
    }

    /// The largest total, unless a total printed after it is the same sum rounded to five minor units
    /// ("Total (Inclusive of GST): 41.52" then "TOTAL: 41.50"): that one is what was due.
    /// A largest total printed on no other line that reads as another total line's amount with one digit more
    /// ("RM 2501.00" under "RM 250.00") is that amount misread (a speck or a rule read as a digit): a receipt's
    /// totals before and after tax, service and rounding never differ tenfold. A total that a payment or
    /// another line repeats is as printed.
    static func largestOrRounded(_ candidates: [AmountLine], lines: [AmountLine]) -> AmountLine? {
        guard var largest = candidates.max(by: { $0.money < $1.money }) else { return nil }
        if let misread = candidates.first(where: { Self.oneDigitMore(largest.money, than: $0.money) }),
           !lines.contains(where: { $0.rowIndex != largest.rowIndex && $0.money == largest.money }) {
            largest = misread
        }
        let rounded = candidates.last { line in
            line.rowIndex > largest.rowIndex && line.money != largest.money && abs(line.money.minor - largest.money.minor) <= 2
                && line.money.minor % 5 == 0
        }
        return rounded ?? largest
    }

    /// True when `a`'s digits are `b`'s with one digit put in, at the same number of decimals.
    static func oneDigitMore(_ a: Money, than b: Money) -> Bool {
        guard a.digits == b.digits, a.minor > 0, b.minor > 0 else { return false }
        let long = Array(String(a.minor)), short = Array(String(b.minor))
        guard long.count == short.count + 1 else { return false }
        return long.indices.contains { i in Array(long[..<i] + long[(i + 1)...]) == short }
    }

    /// With no total line read (a label cut off: "TO : RM 73.00"), the first amount below the subtotal that equals
    /// subtotal plus taxes is the total.
    /// With no tax line read either, and the labels under the subtotal lost (faint print at a photo's edge:
    /// "Subtotal 290.00", then "23.49" and "313.49" alone), an unlabelled amount that is the subtotal plus the one
    /// unlabelled amount between them is the total. What the amount between is (tax, service, tip) is not known,
    /// so it is not read as any of them: the receipt does not balance and is left for review.
    private func sumCheck(_ totals: inout Totals, lines: [AmountLine]) {
        guard let subtotal = totals.subtotal else {
            totalUnderLostLabels(&totals, lines: lines)
            return
        }
        if totals.taxes.isEmpty {
            let below = lines.filter { $0.rowIndex > subtotal.rowIndex }
            if below.count >= 2, AmountLine.isBare(below[0].label), AmountLine.isBare(below[1].label),
               below[0].money.minor > 0, below[0].money < subtotal.money,
               below[1].money == subtotal.money + below[0].money {
                totals.total = below[1]
                totals.payable = below[1].money
                return
            }
        } else {
            let due = totals.taxes.reduce(subtotal.money) { $0 + $1.line.money }
            if let line = lines.first(where: { $0.rowIndex > subtotal.rowIndex && $0.money == due }) {
                totals.total = line
                totals.payable = due
                return
            }
        }
        totalOverCharges(&totals, subtotal: subtotal, lines: lines)
    }

    /// The total's label misread or lost under a subtotal and the charges on it, theirs read or not ("Subtotal
    /// 2177.00", "VAT 5% 108.85", "Munci Fee 138.54", then "Holm tmont be ©«=« 2424.39"; "Subtotal 99.98", "ie 10.00",
    /// "BOCAS 109.98"): the first amount below the subtotal that is the subtotal plus every amount printed between
    /// them is the total, when its own label names nothing else and each amount between is less than the subtotal and
    /// no payment, change or discount. The sums confirm it; what the charges are is left as their labels read.
    /// The labels that name a line of the totals block: a label matching none of them names no known sum.
    static let namedLabels = [Cues.subtotal, Cues.total, Cues.tax, Cues.tip, Cues.paid, Cues.change, Cues.discount, Cues.rounding]

    private func totalOverCharges(_ totals: inout Totals, subtotal: AmountLine, lines: [AmountLine]) {
        let named = Self.namedLabels
        var sum = subtotal.money
        for (index, line) in lines.filter({ $0.rowIndex > subtotal.rowIndex }).enumerated() {
            let label = line.label.uppercased()
            if index > 0, line.money == sum, !named.contains(where: { $0.matches(label) }) {
                totals.total = line
                totals.payable = line.money
                return
            }
            guard line.money.minor >= 0, line.money < subtotal.money,
                  ![Cues.paid, Cues.change, Cues.discount].contains(where: { $0.matches(label) }) else { return }
            sum = sum + line.money
        }
    }

    /// With no total and no subtotal line read (a photo's totals block whose labels faded or were misread: "eS a
    /// gill 290,00", "f ax 23.49", then "313.49"; or its amounts alone read), the lowest amount that is the sum of
    /// the two amounts printed right above it is the total, and the upper of them the subtotal: a sum before tax,
    /// then the tax, service or tip on it (less than half of it), then what is due. Only when its own label names
    /// nothing else (no payment, change, tax…) and no amount but a payment or change is larger: item prices that
    /// happen to add up are not the receipt's largest figure. What the charge between is (tax, service, tip) is not
    /// known, so it is not named, and the receipt, which cannot balance then, is left for review.
    private func totalUnderLostLabels(_ totals: inout Totals, lines: [AmountLine]) {
        let named = Self.namedLabels
        let payment = { (line: AmountLine) in
            let label = line.label.uppercased()
            return Cues.paid.matches(label) || Cues.change.matches(label)
        }
        guard lines.count >= 3 else { return }
        for index in stride(from: lines.count - 1, through: 2, by: -1) {
            let sum = lines[index], lower = lines[index - 1], upper = lines[index - 2]
            let label = sum.label.uppercased()
            guard lower.money.minor > 0, upper.money.minor > 2 * lower.money.minor, sum.money == upper.money + lower.money,
                  !named.contains(where: { $0.matches(label) }),
                  !lines.contains(where: { $0.money > sum.money && !payment($0) }) else { continue }
            totals.total = sum
            totals.payable = sum.money
            totals.subtotal = upper
            mark(&totals, upper)
            return
        }
    }

    /// A sum's amount (subtotal, total, tax, tip, payment, change given: "CHANGE -9.55") as a magnitude: tills print these without a sign, and a
    /// minus before one is a rule or a speck read as a dash (":-297.00"). A refund's lines keep their sign; a
    /// rounding adjustment, a discount and any other line keep theirs.
    static func unsigned(_ line: AmountLine, label: String) -> AmountLine {
        guard line.money.minor < 0, !refund.matches(label), !Cues.rounding.matches(label), !Cues.discount.matches(label),
              [Cues.subtotal, Cues.finalTotal, Cues.total, Cues.tip, Cues.tax, Cues.paid, Cues.change].contains(where: { $0.matches(label) })
        else { return line }
        var positive = line
        positive.money = Money(minor: -line.money.minor, digits: line.money.digits)
        return positive
    }

    static let refund = TextPattern(#"\bREFUND|\bRETURN|\bERSTATTUNG|\bR[UÜ]CKGABE|\bREMBOURSEMENT|\bAVOIR\b|\bDEVOLUCI[OÓ]N|\bRESO\b|\bRIMBORSO"#, caseInsensitive: true)

    /// The label without a count printed before it on the same line ("QTY : 1 TOTAL RM :" → "TOTAL RM :").
    static func ownLabel(_ label: String) -> String {
        guard let groups = countPrefix.groups(label), let prefix = groups[0] else { return label }
        return String(label.dropFirst(prefix.count))
    }

    static let countPrefix = TextPattern(#"^\s*(?:(?:QTY|QTY\(S\)|ITEMS?|ITEM\(S\)|PCS|NO\.?\s+OF\s+ITEMS?)\s*[:.]?\s*\d+(?:\.\d+)?\s+)+(?=\S)"#, caseInsensitive: true)

    /// The total after a rounding adjustment. Cash rounding lands on a multiple of five minor units; OCR often
    /// loses the adjustment's minus sign, so the sign that lands there is taken, and an adjustment that lands
    /// on neither is ignored.
    static func rounded(_ total: Money, by rounding: Money) -> Money? {
        let magnitude = Money(minor: abs(rounding.minor), digits: rounding.digits)
        let preferred = rounding.minor < 0 ? [total - magnitude, total + magnitude] : [total + magnitude, total - magnitude]
        return preferred.first { $0.minor % 5 == 0 }
    }

    private func mark(_ totals: inout Totals, _ line: AmountLine) {
        totals.firstRow = min(totals.firstRow ?? line.rowIndex, line.rowIndex)
    }
}
