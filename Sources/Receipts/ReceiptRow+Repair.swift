import DocModel

extension ReceiptRow {
    /// The row with OCR damage to its amounts undone, so that the amount readers see whole numbers:
    /// - an amount split at its decimal point ("14." "65", "100. 62") is joined into one word, when the
    ///   second part is exactly two digits and starts within a character's width;
    /// - stray marks stuck to an amount ("“109.70", "60.00.", "73.00:", "~10.00") are dropped;
    /// - a label glued to its amount by a colon ("AMOUNT:$6.90", "TOTAL:RM9.00") is split into two words.
    /// Only tokens that then read as money are touched: words of text keep their punctuation.
    func repairingAmounts() -> ReceiptRow {
        var repaired: [Word] = []
        for word in words.flatMap(Self.splittingLabel) {
            if let last = repaired.last, Self.isSplitInteger(last.text), Self.isTwoDigits(word.text),
               word.box.x - last.box.maxX <= max(last.box.height, word.box.height) {
                repaired[repaired.count - 1] = Word(text: last.text + word.text, box: Box.enclosing([last.box, word.box]) ?? last.box,
                                                    confidence: min(last.confidence, word.confidence))
                continue
            }
            repaired.append(word)
        }
        return ReceiptRow(page: page, words: repaired.map(Self.strippingMarks))
    }

    /// "AMOUNT:$6.90" → "AMOUNT:" and "$6.90", each with its share of the box; other words unchanged.
    static func splittingLabel(_ word: Word) -> [Word] {
        guard Money.parse(word.text) == nil, let colon = word.text.lastIndex(of: ":") else { return [word] }
        let head = String(word.text[...colon]), tail = String(word.text[word.text.index(after: colon)...])
        guard head.contains(where: \.isLetter), Money.parse(tail) != nil else { return [word] }
        let (label, amount) = word.split(after: head.count)
        return [label, amount]
    }

    /// Marks OCR reads from specks and rules next to a number, and the star some tills print before an amount
    /// ("TL *297.00").
    static let strayMarks: Set<Character> = ["“", "”", "\"", "'", "‘", "’", "~", "=", ":", ";", "|", "_", "«", "»", "—", "–", ",", ".",
                                             "<", ">", "\\", "*", "°"]

    /// "14." or "1,234." (a number cut at its decimal point).
    static func isSplitInteger(_ text: String) -> Bool {
        guard let last = text.last, last == "." || last == ",", text.count >= 2 else { return false }
        return Money.parse(String(text.dropLast()) + ".00") != nil && text.dropLast().last?.isNumber == true
    }

    static func isTwoDigits(_ text: String) -> Bool {
        text.count == 2 && text.allSatisfy(\.isASCIIDigit)
    }

    /// The word without stray marks at either end, when what is left is an amount; else unchanged.
    static func strippingMarks(_ word: Word) -> Word {
        guard Money.parse(word.text) == nil else { return word }
        var text = Substring(word.text)
        while let first = text.first, strayMarks.contains(first) { text = text.dropFirst() }
        while let last = text.last, strayMarks.contains(last) { text = text.dropLast() }
        // An underscore read inside the token ("RM_34.80": the gap after the currency) is a speck too.
        let joined = String(text).replacingOccurrences(of: "_", with: "")
        guard joined.count < word.text.count, Money.parse(joined) != nil else { return word }
        return Word(text: joined, box: word.box, confidence: word.confidence)
    }
}
