/// An amount whose decimal point OCR lost or read as something else: "27233" for 27.33 (the point read as a
/// 2), "13°53" for 13.53, "116" for 1.16 (the point not seen at all). As printed it is not money, so it is
/// kept aside with every amount it may stand for; the arithmetic check takes one of them only when it alone
/// makes the sums agree (`ArithmeticCheck`), and drops the line otherwise.
struct DoubtfulAmount: Hashable, Sendable {
    /// The token as read.
    var text: String
    /// The amounts it may stand for, without repeats: the point inserted before the last two digits, and the
    /// character where the point belongs taken for the point.
    var readings: [Money]

    /// Marks OCR puts where a faint point was: kept to those that never stand between digits of an amount
    /// otherwise (not ":", which times use).
    static let pointMarks: Set<Character> = ["°", "º", "'", "`", "´", "·", "•", "*", "˙", "-", "_", "~", "\"", "’", "‘", ";"]

    init(text: String, readings: [Money]) {
        self.text = text
        self.readings = readings
    }

    /// Nil unless `token` is digits ending in two decimals with the point missing or misread: 3 to 8 characters,
    /// an optional leading minus, the last two digits, a digit or a point mark before them, digits before that.
    /// A token that already reads as money is not doubtful.
    init?(_ token: String) {
        guard Money.parse(token) == nil else { return nil }
        var chars = Array(token)
        var negative = false
        if chars.first == "-" { chars.removeFirst(); negative = true }
        guard (3...8).contains(chars.count) else { return nil }
        let split = chars.count - 3
        let isDigit: (Character) -> Bool = \.isASCIIDigit
        guard chars[(split + 1)...].allSatisfy(isDigit), chars[..<split].allSatisfy(isDigit) else { return nil }
        let head = String(chars[..<split]), mark = chars[split], cents = String(chars[(split + 1)...])
        var texts: [String] = []
        if isDigit(mark) {
            texts.append(head + String(mark) + "." + cents)
            if !head.isEmpty { texts.append(head + "." + cents) }
        } else if Self.pointMarks.contains(mark), !head.isEmpty {
            texts.append(head + "." + cents)
        }
        var readings: [Money] = []
        for text in texts {
            guard var money = Money.parse(text) else { continue }
            if negative { money.minor = -money.minor }
            if !readings.contains(money) { readings.append(money) }
        }
        guard !readings.isEmpty else { return nil }
        self.text = token
        self.readings = readings
    }
}

extension ReceiptRow {
    /// A doubtful amount at the row's right end (see `trailingAmount` for what may follow it) and the index of
    /// its word; nil when the row ends in a real amount or in something else.
    func trailingDoubtfulAmount() -> (doubt: DoubtfulAmount, index: Int)? {
        guard trailingAmount() == nil else { return nil }
        return trailing(DoubtfulAmount.init).map { (doubt: $0.value, index: $0.index) }
    }
}

/// A row ending in a doubtful amount, with the label to its left.
struct DoubtfulLine: Sendable {
    var rowIndex: Int
    var row: ReceiptRow
    var label: String
    var doubt: DoubtfulAmount
    var wordIndex: Int

    /// The rows of `rows` that end in a doubtful amount. An amount banded apart from its description (a tilted
    /// receipt: the amount column sits a little lower) takes the row just above as its label, when that row has
    /// no amount of its own and lies within a row's height.
    static func lines(_ rows: [ReceiptRow]) -> [DoubtfulLine] {
        rows.enumerated().compactMap { index, row in
            guard let (doubt, wordIndex) = row.trailingDoubtfulAmount() else { return nil }
            var line = DoubtfulLine(rowIndex: index, row: row, label: row.label(before: wordIndex), doubt: doubt,
                                    wordIndex: wordIndex)
            if AmountLine.isBare(line.label), index > 0, let here = row.box, let above = rows[index - 1].box,
               rows[index - 1].trailingAmount() == nil, rows[index - 1].trailingDoubtfulAmount() == nil,
               rows[index - 1].text.contains(where: \.isLetter), here.y - above.maxY < max(above.height, here.height) {
                line.label = rows[index - 1].text + " " + line.label
            }
            return line
        }
    }

    /// Rows whose figure stands well left of the amount column (`right`, the column's right edge) while a word
    /// that is no figure stands in the column ("Tomatoes 2 x 3.86 UST", the amount 7.72 misread): the figure is
    /// the unit price, passed over as the amount only because a short word after it looks like a tax code.
    static func misplacedRows(_ lines: [AmountLine], right: Int) -> Set<Int> {
        Set(lines.filter { line in
            let h = max(1, line.row.height)
            guard line.wordIndex < line.row.words.count - 1, let last = line.row.words.last else { return false }
            return right - line.row.words[line.wordIndex].box.maxX >= 3 * h / 2 && abs(last.box.maxX - right) <= 3 * h / 2
                && Money.parse(last.text) == nil && last.text.contains(where: \.isLetter)
        }.map(\.rowIndex))
    }

    /// Item rows whose amount was read as no number at all ("Sandwich Ham Tipe", "Pencil HB Loyal 3"): words of
    /// their own standing in the amount column (starting no further left than the item amounts start, ending
    /// where they end, apart from the description by a gap), on a row with no amount or whose figure is a
    /// misplaced unit price (`misplacedRows`). Their readings are empty: only the row's own quantity × unit
    /// price or the arithmetic check may give them an amount.
    static func unread(_ rows: [ReceiptRow], lines: [AmountLine], doubtful: [DoubtfulLine], from start: Int, to end: Int) -> [DoubtfulLine] {
        let inside = lines.filter { $0.rowIndex >= start && $0.rowIndex < end }
        guard inside.count >= 2, start < end else { return [] }
        let rights = inside.map { $0.row.words[$0.wordIndex].box.maxX }.sorted()
        let right = rights[rights.count / 2]
        let misplaced = misplacedRows(inside, right: right)
        // Where the amount column starts, from the amounts that stand in it.
        let left = inside.filter { !misplaced.contains($0.rowIndex) }.map { $0.row.words[$0.wordIndex].box.x }.min() ?? right
        // A discount whose amount could not be read would be absorbed into the leftover: then nothing is inferred.
        guard !(start..<end).contains(where: { rows[$0].trailingAmount() == nil && Cues.discount.matches(rows[$0].text.uppercased()) })
        else { return [] }
        let taken = Set(inside.map(\.rowIndex) + doubtful.map(\.rowIndex)).subtracting(misplaced)
        return (start..<end).compactMap { index in
            let row = rows[index]
            let h = max(1, row.height)
            guard !taken.contains(index), let last = row.words.last, abs(last.box.maxX - right) <= 3 * h / 2,
                  let first = row.words.firstIndex(where: { $0.box.x >= left - h }), first > 0,
                  row.words[first].box.x - row.words[first - 1].box.maxX >= h else { return nil }
            let read = row.words[first...].map(\.text).joined(separator: " ")
            let label = row.label(before: first)
            guard label.contains(where: \.isLetter), read.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
            return DoubtfulLine(rowIndex: index, row: row, label: label, doubt: DoubtfulAmount(text: read, readings: []),
                                wordIndex: first)
        }
    }
}
