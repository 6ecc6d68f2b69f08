import DocModel

extension ReceiptRow {
    /// The amount printed at the row's right end and the index of its word; a short tax code or currency
    /// after it ("10.00 SR", "3.50 A", "12.00 EUR", "5.00 *") is passed over.
    func trailingAmount(allowInteger: Bool = false) -> (money: Money, index: Int)? {
        trailing { Money.parse($0, allowInteger: allowInteger) }.map { (money: $0.value, index: $0.index) }
    }

    /// The last word `parse` accepts, passing over up to two markers after it; nil when something else
    /// comes first.
    func trailing<Value>(_ parse: (String) -> Value?) -> (value: Value, index: Int)? {
        var skipped = 0
        for index in words.indices.reversed() {
            let token = words[index].text
            if let value = parse(token) { return (value, index) }
            let letters = token.filter(\.isLetter)
            // A speck or rule read as punctuation ("|", ":", "—") is passed over like a marker.
            let isMarker = token.allSatisfy { !$0.isLetter && !$0.isNumber }
                || token.count <= 3 && (letters.count == token.count || Currency.codes.contains(token.uppercased()))
            guard isMarker, skipped < 2 else { return nil }
            skipped += 1
        }
        return nil
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
