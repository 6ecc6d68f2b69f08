import DocModel
import TextRepair

extension ReceiptRow {
    /// The amount printed at the row's right end and the index of its word; a short tax code or currency
    /// after it ("10.00 SR", "3.50 A", "12.00 EUR", "5.00 *") is passed over.
    func trailingAmount(allowInteger: Bool = false) -> (money: Money, index: Int)? {
        if let found = trailing({ Money.parse($0, allowInteger: allowInteger) ?? Self.flaggedAmount($0) }) {
            return (found.value, found.index)
        }
        return trailingSplitAmount()
    }

    /// An amount with the till's tax flag glued after its cents ("4.29T", "1.49F", "2.99N": US pharmacy and grocery
    /// tills mark taxable lines so, the letter printed a space apart elsewhere and passed over as a marker). Not a
    /// unit's letter: "36.51L" is litres, "1.25K", "2.50G", "3.00M" are weights, gallons and metres.
    static func flaggedAmount(_ token: String) -> Money? {
        guard token.count >= 5, let flag = token.last, flag.isUppercase, flag.isASCII, !"LGKM".contains(flag),
              let cents = token.dropLast().last, cents.isASCIIDigit else { return nil }
        return Money.parse(String(token.dropLast()))
    }

    /// An amount OCR split at its decimal mark ("20, 00", "990. 00", "R26 .90"): two words less than a letter
    /// apart, the mark printed on one of them and two digits after it, read as one amount at the first word's
    /// index. Photographed comma-decimal checks show the gap after every comma; the mark says it is one figure,
    /// where "2 50" (no mark) could be two (`trailingSpacedTotal` reads that on total lines only).
    func trailingSplitAmount() -> (money: Money, index: Int)? {
        var cents = words.count - 1
        while cents > 0, words.count - 1 - cents < 2, Self.isMarker(words[cents].text) { cents -= 1 }
        guard cents >= 1 else { return nil }
        let left = words[cents - 1], right = words[cents]
        let mark: Set<Character> = [",", "."]
        // The mark on exactly one side of the gap, two digits after it.
        guard (left.text.last.map(mark.contains) ?? false) != (right.text.first.map(mark.contains) ?? false),
              right.text.filter(\.isASCIIDigit).count == 2, right.text.count <= 3,
              right.box.x - left.box.maxX <= max(left.box.height, right.box.height),
              let money = Money.parse(left.text + right.text) else { return nil }
        return (money, cents - 1)
    }

    /// A total line whose amount shows one decimal digit ("NET TOTAL 174.9"): the last digit, faint on thermal
    /// paper, was lost. Read as the tenths it shows, with a zero (money on a receipt has two decimals); the
    /// arithmetic check flags it when the sums disagree. Only on a total line, never an item's amount.
    func trailingOneDecimalTotal() -> (money: Money, index: Int)? {
        guard let (money, index) = trailing({ token -> Money? in
            guard token.count >= 3, token.dropLast(2).allSatisfy(\.isASCIIDigit), let last = token.last,
                  last.isASCIIDigit, token.dropLast().last == "." else { return nil }
            return Money.parse(token + "0")
        }) else { return nil }
        let label = self.label(before: index).uppercased()
        guard Cues.total.matches(label), !Cues.notTotal.matches(label) else { return nil }
        return (money, index)
    }

    /// A total line whose amount's decimal point was lost between two words ("TOTAL 2 50"): faint on thermal
    /// paper, the point leaves a gap. The last two words, whole units and exactly two digits less than a
    /// letter's height apart, read as one amount; only on a total line, and the arithmetic check flags it when
    /// the sums disagree. The units may group thousands ("To pay SGD 1,050 00"); a gap after the point itself
    /// ("990. 00") is `trailingSplitAmount`'s, on any line.
    func trailingSpacedTotal() -> (money: Money, index: Int)? {
        guard words.count >= 3 else { return nil }
        let units = words[words.count - 2], cents = words[words.count - 1], whole = units.text
        guard Self.spacedUnits.matches(whole), cents.text.count == 2,
              cents.text.allSatisfy(\.isASCIIDigit), cents.box.x - units.box.maxX <= max(units.box.height, cents.box.height),
              let money = Money.parse(whole + "." + cents.text) else { return nil }
        let label = self.label(before: words.count - 2).uppercased()
        guard Cues.total.matches(label), !Cues.notTotal.matches(label) else { return nil }
        return (money, words.count - 2)
    }

    /// Whole units as a total prints them: up to six digits, or thousands grouped by a comma or point.
    static let spacedUnits = TextPattern(#"^(?:\d{1,6}|\d{1,3}(?:[,.]\d{3})+)$"#)

    /// The last word `parse` accepts, passing over up to two markers after it; nil when something else
    /// comes first.
    func trailing<Value>(_ parse: (String) -> Value?) -> (value: Value, index: Int)? {
        var skipped = 0
        for index in words.indices.reversed() {
            let token = words[index].text
            if let value = parse(token) { return (value, index) }
            guard Self.isMarker(token), skipped < 2 else { return nil }
            skipped += 1
        }
        return nil
    }

    /// A short tax code or currency after an amount ("SR", "A", "EUR"), or a speck or rule read as punctuation
    /// ("|", ":", "—"): passed over when looking for a row's last amount.
    static func isMarker(_ token: String) -> Bool {
        let letters = token.filter(\.isLetter)
        return token.allSatisfy { !$0.isLetter && !$0.isNumber }
            || token.count <= 3 && (letters.count == token.count || Currency.codes.contains(token.uppercased()))
    }

    /// The amounts in the row other than the trailing one, left to right (quantities excluded).
    func otherAmounts(before index: Int) -> [Money] {
        words[..<index].compactMap { Money.parse($0.text) }
    }

    /// The row's text left of its trailing amount.
    func label(before index: Int) -> String {
        words[..<index].map(\.text).joined(separator: " ")
    }

    func box(of index: Int) -> Box { words[index].box }
}

extension Character {
    /// 0–9 (not other scripts' digits, nor fractions).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
