import DocModel

/// A row that ends in an amount, with the label to its left: the unit the totals and items are read from.
struct AmountLine: Sendable {
    var rowIndex: Int
    var row: ReceiptRow
    var label: String
    var money: Money
    var wordIndex: Int

    /// Amounts printed on their own line under their label ("TOTAL" / "60.30"): the label is the row above.
    static func lines(_ rows: [ReceiptRow], allowInteger: Bool) -> [AmountLine] {
        var result: [AmountLine] = []
        for (index, row) in rows.enumerated() {
            guard let (money, wordIndex) = row.trailingAmount(allowInteger: allowInteger) else { continue }
            var label = row.label(before: wordIndex)
            if !label.contains(where: \.isLetter), index > 0, rows[index - 1].trailingAmount(allowInteger: allowInteger) == nil,
               let above = rows[index - 1].box, let here = row.box, here.y - above.maxY < max(above.height, here.height) {
                label = rows[index - 1].text + " " + label
            }
            result.append(AmountLine(rowIndex: index, row: row, label: label, money: money, wordIndex: wordIndex))
        }
        return result
    }

    var box: Box? { row.box }
    var confidence: Double { row.words[wordIndex].confidence }

    func field(_ value: String, confidence cue: Double = 0.9) -> Receipt.Field {
        Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(cue * confidence))
    }
}
