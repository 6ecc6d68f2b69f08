/// OCR's usual confusions inside numbers: O/o read for 0, l/I/| for 1, S for 5. A letter is taken for
/// a digit only when it touches a digit (directly or through other such letters) and its word holds no
/// other letters, so "SOS", "Tel" and "5 ml" stay as they are while "2O24" and "1l.5O" become digits.
/// Each replacement is one UTF-16 unit for one, so ranges in the repaired text are ranges in the original.
public enum OCRRepair {
    public static var confusions: [Character: Character] { DigitLookalikes.inNumbers }

    public static func repairDigits(_ text: String) -> String {
        var out: [Character] = []
        out.reserveCapacity(text.count)
        var word: [Character] = []
        func flush() {
            out += repairWord(word)
            word.removeAll(keepingCapacity: true)
        }
        for character in text {
            if character.isWhitespace {
                flush()
                out.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return String(out)
    }

    public static func repairWord(_ word: [Character]) -> [Character] {
        guard word.contains(where: \.isWholeNumberDigit) else { return word }
        // Another letter in the word (a unit, a code, a name) means it is not a mangled number.
        let confusable = word.filter { confusions[$0] != nil }.count
        guard !word.contains(where: { $0.isLetter && confusions[$0] == nil }), confusable > 0 else { return word }
        let digits = word.filter(\.isWholeNumberDigit).count
        guard digits >= confusable else { return word }
        var result = word
        var changed = true
        while changed {
            changed = false
            for i in result.indices {
                guard let digit = confusions[result[i]] else { continue }
                let before = i > 0 && result[i - 1].isWholeNumberDigit
                let after = i + 1 < result.count && result[i + 1].isWholeNumberDigit
                if before || after {
                    result[i] = digit
                    changed = true
                }
            }
        }
        return result
    }
}

extension Character {
    /// An ASCII digit (not a superscript, fraction or another script's digit).
    public var isWholeNumberDigit: Bool { isASCII && isNumber }
}
