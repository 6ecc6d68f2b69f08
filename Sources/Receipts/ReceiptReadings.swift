import DocModel

/// How two readings of one receipt page are weighed against each other and merged: the page read at its letters'
/// own size against enlarged, read again at another size where its sums fail, or the photo read whole against the
/// page a doubtful outline cut from it. The `receipt_reread` stage makes the readings; what is kept of them is
/// decided here, from what the receipt reader makes of each.
public enum ReceiptReadings {
    /// Whether a receipt's items and totals read at its letters' own size are taken over the enlarged reading's: its
    /// sums balance as printed where the enlarged reading's do not, and it finds as many rows ending in an amount at
    /// least. More amount rows alone do not decide: on photos the own size's extra rows were as often noise, and the
    /// enlarged reading's dates and subtotals were lost with them (WildReceipt).
    public static func ownSizeIsBetter(_ own: [[Word]], than enlarged: [[Word]]) -> Bool {
        ReceiptPageSignals.amountRows(own) >= ReceiptPageSignals.amountRows(enlarged)
            && ReceiptPageSignals.balancesAsPrinted(own) && !ReceiptPageSignals.balancesAsPrinted(enlarged)
    }

    /// `own`'s lines from its first row ending in an amount to its last (items, totals, payment, change), and
    /// `enlarged`'s above and below them: the name, address, date and footer read from the enlarged print (small
    /// print read at its own size misreads words more: "SELASTH ERSLUSIF" for SELASIH EKSLUSIF, "27hpr'13" for a
    /// footer's 27Apr'13), the figures at their own size.
    public static func figures(of own: [[Line]], within enlarged: [[Line]]) -> [[Line]] {
        guard let span = ReceiptPageSignals.amountRowSpan(own.flatMap { $0 }.map(\.words)) else { return own }
        func middle(_ line: Line) -> Int { line.box.y + line.box.height / 2 }
        let head = enlarged.map { $0.filter { middle($0) < span.lowerBound } }.filter { !$0.isEmpty }
        let body = own.map { $0.filter { span.contains(middle($0)) } }.filter { !$0.isEmpty }
        let foot = enlarged.map { $0.filter { middle($0) > span.upperBound } }.filter { !$0.isEmpty }
        return head + body + foot
    }

    /// `chosen` with rows of `other` (the same receipt read at another size) where the receipt's arithmetic judges
    /// them better, rows matched by their place on the page. Where `chosen`'s sums do not balance as read: `other`'s
    /// items and totals whole (`figures(of:within:)`), or else one row of it in place of the row at its height (or
    /// where `chosen` has none), when the receipt then balances as read with as many amount rows. Where `chosen`
    /// shows no date (`showsDate`: the caller's date reading, entities included): the first row of `other` that reads
    /// as one. Never at the cost of `chosen`'s name or address (unless it read no name), its date, its rows ending in
    /// an amount or its balance: read whole at 24 px, receipts lost names, dates and subtotals as often as they
    /// gained totals (*tenth pass*).
    public static func rowsJudged(_ other: [[Line]], into chosen: [[Line]], showsDate: ([Line]) -> Bool) -> [[Line]] {
        func words(_ reading: [[Line]]) -> [[Word]] { reading.flatMap { $0 }.map(\.words) }
        let before = ReceiptPageSignals.judged(words(chosen))
        let dated = showsDate(chosen.flatMap { $0 })
        func keeps(_ candidate: [[Line]], balance: Bool) -> Bool {
            let after = ReceiptPageSignals.judged(words(candidate))
            return (before.merchant == nil || (after.merchant == before.merchant && after.address == before.address))
                && (!dated || showsDate(candidate.flatMap { $0 }))
                && after.amountRows >= before.amountRows && (after.balances || !balance)
        }
        var result = chosen
        if !before.balances {
            let whole = figures(of: other, within: chosen)
            if ReceiptPageSignals.amountRowSpan(words(other)) != nil, keeps(whole, balance: true) {
                result = whole
            } else if let row = other.flatMap({ $0 }).lazy
                        .filter({ ReceiptPageSignals.amountRows([$0.words]) > 0 })
                        .map({ replacing(rowOf: $0, in: chosen) })
                        .first(where: { keeps($0, balance: true) }) {
                result = row
            }
        }
        if !showsDate(result.flatMap { $0 }), let line = other.flatMap({ $0 }).first(where: { showsDate([$0]) }) {
            let candidate = replacing(rowOf: line, in: result)
            if keeps(candidate, balance: ReceiptPageSignals.balancesAsPrinted(words(result))) { result = candidate }
        }
        return result
    }

    /// `reading` with `line` in place of its lines at that height (lines whose boxes share over half the smaller
    /// height with it), or put among them by its place when none is.
    public static func replacing(rowOf line: Line, in reading: [[Line]]) -> [[Line]] {
        func sameRow(_ a: Box) -> Bool {
            let b = line.box
            return min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > min(a.height, b.height) / 2
        }
        var placed = false
        var result: [[Line]] = reading.map { paragraph in
            paragraph.compactMap { old -> Line? in
                guard sameRow(old.box) else { return old }
                defer { placed = true }
                return placed ? nil : line
            }
        }.filter { !$0.isEmpty }
        if !placed {
            let middle = line.box.y + line.box.height / 2
            if let p = result.firstIndex(where: { $0.contains { $0.box.y + $0.box.height / 2 > middle } }),
               let l = result[p].firstIndex(where: { $0.box.y + $0.box.height / 2 > middle }) {
                result[p].insert(line, at: l)
            } else {
                result.append([line])
            }
        }
        return result
    }

    /// `kept` (the single-block reading) with the lines of `first` (the page's automatic-segmentation reading) whose
    /// middle lies above `limit` and above the kept reading's first row ending in an amount that it lost or read far
    /// less surely: a line of words read at 0.5 or surer on average, holding a word of four letters or more read at 0.6
    /// or surer and more letters than other signs, taken in place of the kept words standing on it (over half of a
    /// word's box inside the line's) when those are read 0.3 less surely or none stands there. Tesseract's single-block mode reads a page as one size of print and
    /// drops or garbles the head's print of another size that automatic segmentation read as its own block: a name
    /// printed twice as tall as the address ("COSITAS RICAS" read by neither the single block nor the lost-line
    /// read-back, at 0.58 by the first reading) or a logo's small lettering beside it ("The co-operative food" at
    /// 0.95 read "fhe la tea" at 0.44). Figures are left to the receipt reading's own rules.
    public static func headLines(of first: [[Line]], into kept: [[Line]], above limit: Int) -> [[Line]] {
        var result = kept
        func mean(_ words: [Word]) -> Double { words.map(\.confidence).reduce(0, +) / Double(max(1, words.count)) }
        // The head: above the kept reading's first row ending in an amount too (its items are no head).
        let items = ReceiptPageSignals.amountRowSpan(kept.flatMap { $0 }.map(\.words))?.lowerBound ?? limit
        for line in first.flatMap({ $0 }) where line.box.y + line.box.height / 2 < min(limit, items) {
            let letters = line.text.filter(\.isLetter).count
            let signs = line.text.filter { !$0.isWhitespace }.count
            let sure = mean(line.words)
            guard sure >= 0.5, 2 * letters > signs,
                  line.words.contains(where: { $0.confidence >= 0.6 && $0.text.filter(\.isLetter).count >= 4 }) else { continue }
            func onLine(_ word: Word) -> Bool { 2 * word.box.intersectionArea(line.box) > word.box.area }
            let standing = result.flatMap { $0 }.flatMap(\.words).filter(onLine)
            guard standing.isEmpty || mean(standing) <= sure - 0.3 else { continue }
            result = result.map { paragraph in
                paragraph.compactMap { old in old.words.contains(where: onLine) ? Line(words: old.words.filter { !onLine($0) }) : old }
            }.filter { !$0.isEmpty }
            let middle = line.box.y + line.box.height / 2
            let at = result.firstIndex { ($0.first.map { $0.box.y + $0.box.height / 2 } ?? Int.max) > middle } ?? result.endIndex
            result.insert([line], at: at)
        }
        return result
    }

    /// Whether the photo read whole (no outline, nothing cut off or warped) is taken over the page a doubtful outline
    /// cut from it: the page's reading, as chosen, does not classify as a receipt and the photo's does. A receipt
    /// photographed on a tablecloth, a patterned desk or with a thumb across it gave the page finder false sides: an
    /// outline ending halfway down the slip, a corner past the frame, the desk beside the slip taken in, so that the
    /// page read held the head alone (WildReceipt: 5 of half A's 6 receipts filed `other`). A slip photographed
    /// close fills most of the photo, which read as it is holds the whole receipt.
    public static func wholePhotoIsTheReceipt(page: [[Word]], pageWidth: Int, pageHeight: Int,
                                              photo: [[Word]], photoWidth: Int, photoHeight: Int) -> Bool {
        !ReceiptPageSignals.readsAsReceipt(page, width: pageWidth, height: pageHeight)
            && ReceiptPageSignals.readsAsReceipt(photo, width: photoWidth, height: photoHeight)
    }
}
