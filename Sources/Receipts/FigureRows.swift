import DocModel

/// The rows of a receipt's reading where a figure is expected and the reading has none or a doubtful one: a
/// subtotal, total or tax label whose amount is missing or read at low confidence. OCR loses such a figure on
/// photographed and small print ("Amount Due : 1.97" for 12.97, the 2 lost), and the page read at another size
/// often gives it back; cut out alone, a small photo's row reads as noise (Tesseract thresholds a few rows badly).
/// The `receipt_reread` stage reads the page again at other sizes (`figure_heights`); which rows of those
/// readings are kept is decided here.
public enum FigureRows {
    /// The boxes of the rows of `lines` labelled subtotal, total or tax (`Cues`, every language of `ReceiptLabels`)
    /// whose amount is missing or was read with a confidence under `below`.
    public static func doubtful(_ lines: [[Word]], below: Double) -> [Box] {
        ReceiptRow.group(lines, page: 1).compactMap { row -> Box? in
            guard let box = row.box, labelled(row) else { return nil }
            if let (_, index) = row.trailingAmount(), row.words[index].confidence >= below { return nil }
            return box
        }
    }

    /// The boxes of the tax rows of `lines` (`Cues.tax`, every language of `ReceiptLabels`) that print a rate but no
    /// amount, or whose amount was read with a confidence under `below`. Where prices include the tax (EU and UK VAT,
    /// tax-inclusive tills) the items, subtotal and total balance without the tax rows, so a tax amount OCR read as
    /// letters ("VAT 20% incl. Leys" for 1.37) or doubtfully ("IVA 10% incl. 2,61" at 0.59 for 2,81) is never
    /// caught by the sums, and is read again whatever the balance.
    public static func doubtfulTaxes(_ lines: [[Word]], below: Double) -> [Box] {
        ReceiptRow.group(lines, page: 1).compactMap { row -> Box? in
            guard let box = row.box else { return nil }
            if let (_, index) = row.trailingAmount() {
                return row.words[index].confidence < below && taxLabel(row.words[..<index]) ? box : nil
            }
            guard let rate = row.words.lastIndex(where: { TotalsReader.rate.matches($0.text) }) else { return nil }
            return taxLabel(row.words[...rate]) ? box : nil
        }
    }

    /// `chosen` with its `doubtful` figure rows taken from `other` (the same page read at another size) one by one,
    /// rows matched by their height on the page, where `takes` says so; then its `doubtfulTaxes` rows where
    /// `takesTax` says so.
    public static func readAgain(_ other: [[Line]], into chosen: [[Line]], below: Double, taxBelow: Double = 0) -> [[Line]] {
        func words(_ reading: [[Line]]) -> [[Word]] { reading.flatMap { $0 }.map(\.words) }
        func atRow(_ reading: [[Line]], _ box: Box) -> [Word] {
            reading.flatMap { $0 }.filter { min($0.box.maxY, box.maxY) - max($0.box.y, box.y) > min($0.box.height, box.height) / 2 }
                .flatMap(\.words).sorted { $0.box.x < $1.box.x }
        }
        var result = chosen
        for box in doubtful(words(chosen), below: below) {
            let old = atRow(result, box), new = atRow(other, box)
            guard let line = Line(words: new) else { continue }
            let candidate = ReceiptReadings.replacing(rowOf: line, in: result)
            if takes(words(candidate), over: words(result), surer: surer(new, than: old)) { result = candidate }
        }
        for box in doubtfulTaxes(words(result), below: taxBelow) {
            let old = atRow(result, box), new = atRow(other, box)
            guard let line = Line(words: new), surer(new, than: old, labelled: { row, index in taxLabel(row.words[..<index]) }) else { continue }
            let candidate = ReceiptReadings.replacing(rowOf: line, in: result)
            if takesTax(words(candidate), over: words(result)) { result = candidate }
        }
        return result
    }

    /// Whether `candidate` (the receipt with one tax row read again, its amount surer) is taken over `chosen`: the
    /// name, the address and the rows ending in an amount kept, sums that balanced as read still balancing,
    /// and every tax amount no more than its rate can be of the total (`rate / (100 + rate)` of it, the tax inside a
    /// tax-inclusive total; as much as `rate / 100` of the subtotal where the tax is added), or under the total where
    /// no rate is printed. The sums cannot check a tax the prices include: the rate is what stops a misread figure.
    public static func takesTax(_ candidate: [[Word]], over chosen: [[Word]]) -> Bool {
        let before = ReceiptPageSignals.judged(chosen), after = ReceiptPageSignals.judged(candidate)
        guard after.merchant == before.merchant, after.address == before.address,
              after.amountRows >= before.amountRows, after.balances || !before.balances else { return false }
        let receipt = ReceiptAnalyzer().read(rows: ReceiptRow.group(candidate, page: 1), entities: [])
        guard let total = receipt.total.flatMap({ Money.parse($0.value) }), total.minor > 0 else { return false }
        return receipt.taxes.allSatisfy { tax in
            guard let amount = Money.parse(tax.amount), amount.minor > 0, amount.minor < total.minor else { return false }
            guard let rate = tax.rate.flatMap({ Double($0) }), rate > 0, rate < 100 else { return true }
            return Double(amount.minor) <= Double(total.minor) * rate / (100 + rate) + 1
        }
    }

    /// Whether `read` (a figure row's words in the page read again at another size) is better than `old` (the words the page's reading
    /// holds at that height): it still carries a subtotal, total or tax label, and it shows an amount where the old
    /// row showed none, or one Tesseract is surer of than of the old row's amount.
    public static func surer(_ read: [Word], than old: [Word]) -> Bool {
        surer(read, than: old) { row, _ in labelled(row) }
    }

    /// `surer` with the label asked of the new row and the index of its amount (`labelled`).
    static func surer(_ read: [Word], than old: [Word], labelled: (ReceiptRow, Int) -> Bool) -> Bool {
        let new = ReceiptRow(page: 1, words: read)
        guard let (_, index) = new.trailingAmount(), labelled(new, index) else { return false }
        let before = ReceiptRow(page: 1, words: old)
        guard let (_, oldIndex) = before.trailingAmount() else { return true }
        return read[index].confidence > old[oldIndex].confidence
    }

    /// Whether `candidate` (the receipt's reading with one figure row read again) is taken over `chosen`: never
    /// at the cost of the name, the address, the rows ending in an amount or sums that balance as read; taken when
    /// its sums now balance as read, or when the row read again is `surer` and the sums fail no worse.
    public static func takes(_ candidate: [[Word]], over chosen: [[Word]], surer: Bool) -> Bool {
        let before = ReceiptPageSignals.judged(chosen), after = ReceiptPageSignals.judged(candidate)
        guard after.merchant == before.merchant, after.address == before.address,
              after.amountRows >= before.amountRows, !before.balances else { return false }
        return after.balances || surer
    }

    /// A row whose label names the receipt's subtotal, total or tax (not a count of items, a tax number or savings).
    static func labelled(_ row: ReceiptRow) -> Bool {
        let text = row.text.uppercased()
        return Cues.subtotal.matches(text) || (Cues.total.matches(text) && !Cues.notTotal.matches(text))
            || (Cues.tax.matches(text) && !Cues.notTax.matches(text))
    }

    /// Whether the words before a row's amount (or up to its rate) name a tax, and no tax number, subtotal or total.
    /// Read on the label alone, as `TotalsReader` reads it: "VAT 20% incl." followed by letters or a figure is the
    /// tax inside the prices, where the whole row's text would read as an inclusive total's label ("INCL. ").
    static func taxLabel(_ words: ArraySlice<Word>) -> Bool {
        let text = words.map(\.text).joined(separator: " ").uppercased()
        return Cues.tax.matches(text) && !Cues.notTax.matches(text) && !Cues.subtotal.matches(text) && !Cues.total.matches(text)
    }
}
