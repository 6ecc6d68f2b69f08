import DocModel
import TextRepair

/// A row that ends in an amount, with the label to its left: the unit the totals and items are read from.
struct AmountLine: Sendable {
    var rowIndex: Int
    var row: ReceiptRow
    var label: String
    var money: Money
    var wordIndex: Int

    /// An amount whose row carries no label of its own (nothing, or only a currency: "RM 34.80") takes the label
    /// of a row beside it without an amount: the row above ("TOTAL" / "60.30"), or a row that overlaps it
    /// vertically but was banded apart (a label printed a little lower than its amount), whichever is nearer.
    /// A label row lends itself to one amount only.
    static func lines(_ rows: [ReceiptRow], allowInteger: Bool) -> [AmountLine] {
        var result: [AmountLine] = []
        var lent = Set<Int>()
        let amounts = rows.map { $0.trailingAmount(allowInteger: allowInteger) ?? $0.trailingOneDecimalTotal() ?? $0.trailingSpacedTotal() }
        let lean = amountLean(rows, amounts: amounts)
        for (index, row) in rows.enumerated() {
            guard let (money, wordIndex) = amounts[index] else { continue }
            var label = row.label(before: wordIndex)
            if isBare(label), let neighbour = neighbourLabel(rows, index, amounts: amounts.map { $0 != nil }, lent: lent, lean: lean) {
                label = rows[neighbour].text + " " + label
                lent.insert(neighbour)
            }
            result.append(AmountLine(rowIndex: index, row: row, label: label, money: money, wordIndex: wordIndex))
        }
        return result
    }

    /// No letters, or only a currency's ("RM", "$:", "EUR").
    static func isBare(_ label: String) -> Bool {
        let letters = label.filter(\.isLetter).uppercased()
        return letters.isEmpty || letters == "RM" || Currency.codes.contains(letters)
    }

    /// How far below its label the amount column sits on this page (negative: above), in pixels: the median, over
    /// the rows that hold both a label and its amount, of the amount's centre less the label's. A photo taken at a
    /// slant, or a receipt curled, lowers (or raises) the amount column by up to a line towards one side; a bare
    /// amount between two label rows belongs to the one the page's other rows lean to. 0 with fewer than two such rows.
    static func amountLean(_ rows: [ReceiptRow], amounts: [(money: Money, index: Int)?]) -> Int {
        var offsets: [Int] = []
        for (row, amount) in zip(rows, amounts) {
            guard let index = amount?.index, index > 0, index < row.words.count else { continue }
            let label = row.words[..<index].filter { $0.text.contains(where: \.isLetter) }
            guard !label.isEmpty else { continue }
            let labelCentre = label.map { 2 * $0.box.y + $0.box.height }.reduce(0, +) / (2 * label.count)
            let amountBox = row.words[index].box
            offsets.append((2 * amountBox.y + amountBox.height) / 2 - labelCentre)
        }
        guard offsets.count >= 2 else { return 0 }
        return offsets.sorted()[offsets.count / 2]
    }

    private static func neighbourLabel(_ rows: [ReceiptRow], _ index: Int, amounts: [Bool], lent: Set<Int>, lean: Int) -> Int? {
        guard var here = rows[index].box else { return nil }
        // Distances are measured from where the label would be, had the amount column no lean.
        let origin = here.y
        here.y -= lean
        func usable(_ i: Int) -> Box? {
            guard rows.indices.contains(i), !amounts[i], !lent.contains(i), rows[i].text.contains(where: \.isLetter) else { return nil }
            return rows[i].box
        }
        var choices: [(index: Int, distance: Int)] = []
        if let above = usable(index - 1), origin - above.maxY < max(above.height, here.height) {
            choices.append((index - 1, abs((here.y + here.maxY) - (above.y + above.maxY)) / 2))
        }
        if let below = usable(index + 1), below.y < origin + here.height {
            choices.append((index + 1, abs((here.y + here.maxY) - (below.y + below.maxY)) / 2))
        }
        return choices.min { $0.distance < $1.distance }?.index
    }

    /// The amount as it reads with the marks glued before its digits taken for the digits they resemble ("$9.54"
    /// → 59.54: a faint 5 read as a dollar sign): readings the arithmetic check may try when the sums fail, never
    /// taken on their own.
    var lookalikeReadings: [Money] {
        let token = row.words[wordIndex].text
        guard let firstDigit = token.firstIndex(where: \.isASCIIDigit), firstDigit != token.startIndex else { return [] }
        let marks = token[..<firstDigit]
        guard marks.count <= 2 else { return [] }
        return DigitLookalikes.digitStrings(String(marks)).compactMap { digits in
            Money.parse(digits + token[firstDigit...]).flatMap { $0 == money || $0.minor < money.minor ? nil : $0 }
        }
    }

    var box: Box? { row.box }
    var confidence: Double { row.words[wordIndex].confidence }

    func field(_ value: String, confidence cue: Double = 0.9) -> Receipt.Field {
        Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(cue * confidence))
    }
}
