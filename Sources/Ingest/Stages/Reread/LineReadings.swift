import DocModel
import TextRepair

/// Two readings of one line combined word by word: where they agree the first reading's words stay;
/// each run where they disagree goes to the reading whose words Tesseract was surer of.
enum LineReadings {
    /// A piece of the alignment: a word both readings have, or a run where they differ.
    enum Piece: Equatable {
        case same(Word)
        case differ(first: [Word], second: [Word])
    }

    /// A word missing from one side of a run counts as this confidence: a reading adds a word only when
    /// Tesseract is fairly sure of it, and drops one only when the other reading was unsure of it.
    static let absentConfidence = 0.75

    /// The readings aligned on their longest common subsequence of word texts; a run of differing words
    /// with as many on each side is split into word-for-word pairs.
    static func align(_ a: [Word], _ b: [Word]) -> [Piece] {
        let n = a.count, m = b.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i].text == b[j].text ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pieces: [Piece] = []
        var onlyA: [Word] = [], onlyB: [Word] = []
        func flush() {
            if onlyA.count == onlyB.count {
                // As many words on both sides: word for word, so that each is judged on its own.
                for (x, y) in zip(onlyA, onlyB) { pieces.append(.differ(first: [x], second: [y])) }
            } else {
                pieces.append(.differ(first: onlyA, second: onlyB))
            }
            onlyA = []
            onlyB = []
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i].text == b[j].text {
                flush()
                pieces.append(.same(a[i]))
                i += 1
                j += 1
            } else if j >= m || (i < n && table[i + 1][j] >= table[i][j + 1]) {
                onlyA.append(a[i])
                i += 1
            } else {
                onlyB.append(b[j])
                j += 1
            }
        }
        flush()
        return pieces
    }

    /// `first` with every differing run replaced by `second`'s when Tesseract's length-weighted mean
    /// confidence for it is higher by more than `minGain` and the change is not a digit turned letter nor a
    /// mask lost;
    /// nil when nothing was replaced, or when `second` as a whole is less sure than `first`, or when the merged
    /// line loses the numeric date `first` showed: the date is what such a line is read for, however sure Tesseract
    /// is of the letters around it (a receipt's date line that the date hunt read twice alike, "… 08/07/2017 …",
    /// came back "… 1/20 …" from a surer reading of its garbled neighbours).
    /// With `keepingDigits`, a run that turns a digit into a symbol in place is not taken either ("865,73"
    /// read again "865,/3"): damage however sure Tesseract is of it. A run that splits or shortens a word
    /// ("14kg" → "1.4 kg", "MS5B" → "M5B", "481,4" → "48 |, 4") is judged by confidence as before.
    static func merged(_ first: [Word], with second: [Word], minGain: Double, keepingDigits: Bool = false) -> [Word]? {
        // A reading Tesseract is less sure of as a whole is a poor one (a crop that cut the line, blur at
        // that scale), even where a word of it happens to score higher: "230" → "3" at 0.95 on a photo.
        guard meanConfidence(second, symbolsWeight: symbolsWeight) >= meanConfidence(first) - wholeLineSlack else { return nil }
        var words: [Word] = []
        var changed = false
        for piece in align(first, second) {
            switch piece {
            case .same(let word):
                words.append(word)
            case .differ(let old, let new):
                if meanConfidence(new, symbolsWeight: symbolsWeight) - meanConfidence(old) > minGain,
                   !digitsTurnedLetters(from: old, to: new), !masksLost(from: old, to: new),
                   !keepingDigits || !digitsTurnedSymbols(from: old, to: new) {
                    words += new
                    changed = true
                } else {
                    words += old
                }
            }
        }
        guard changed, !DigitLookalikes.showsNumericDate(text(first)) || DigitLookalikes.showsNumericDate(text(words)) else { return nil }
        return words
    }

    private static func text(_ words: [Word]) -> String { words.map(\.text).joined(separator: " ") }

    /// A new reading's words without a letter or digit ("|", "_", "—") count at this share of their
    /// confidence: read alone, a line's crop shows the page's edges, rules and specks beside the text, which
    /// Tesseract reads as bars and dashes with high confidence (measured on corpus/notice-skewed.png).
    static let symbolsWeight = 0.0

    /// How much less sure of the whole line a reading may be and still offer runs of words: a split word
    /// ("14kg" → "1.4" "kg") adds a short, less sure word to the line's mean.
    static let wholeLineSlack = 0.1

    /// Mean word confidence weighted by length, so a word split in two is not counted twice; words of
    /// symbols only count at `symbolsWeight` of their confidence.
    static func meanConfidence(_ words: [Word], symbolsWeight: Double = 1) -> Double {
        let weights = words.map { Double(max(1, $0.text.count)) }
        let total = weights.reduce(0, +)
        guard total > 0 else { return absentConfidence }
        return zip(words, weights).map { word, weight in
            let symbols = !word.text.contains { $0.isLetter || $0.isNumber }
            return word.confidence * weight * (symbols ? symbolsWeight : 1)
        }.reduce(0, +) / total
    }

    /// True when `new` differs from `old` only by digits read as letters ("00" → "OO", "BA0117" →
    /// "BAO117"). A line read alone lacks the page's context and Tesseract then favours letters; the
    /// page reading's digits are kept, and the detectors already read letters inside numbers as digits.
    static func digitsTurnedLetters(from old: [Word], to new: [Word]) -> Bool {
        guard old.count == new.count, !old.isEmpty else { return false }
        for (o, n) in zip(old, new) {
            let a = Array(o.text), b = Array(n.text)
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where x != y {
                guard x.isNumber, y.isLetter else { return false }
            }
        }
        return true
    }

    /// Word for word and character for character, a digit where the new reading has a symbol ("|", a
    /// look-alike of l and 1, excepted).
    static func digitsTurnedSymbols(from old: [Word], to new: [Word]) -> Bool {
        guard old.count == new.count else { return false }
        for (o, n) in zip(old, new) where o.text.count == n.text.count {
            for (x, y) in zip(o.text, n.text) where x.isNumber && !y.isLetter && !y.isNumber && y != "|" { return true }
        }
        return false
    }

    /// True when `new` holds fewer masks than `old`: words of two or more stars or bullets ("****"), the
    /// hidden digits of a card or account number on receipts and statements. Cut out alone, such a line reads
    /// its stars as letters ("Card **** RRR HK 9394" → "Card SRR AE OK ORR …"), and the stars carry no
    /// confidence the letters could be weighed against (their weight is none, `symbolsWeight`).
    static func masksLost(from old: [Word], to new: [Word]) -> Bool {
        func masks(_ words: [Word]) -> Int { words.filter(isMask).count }
        return masks(new) < masks(old)
    }

    static func isMask(_ word: Word) -> Bool {
        word.text.count >= 2 && word.text.allSatisfy { maskCharacters.contains($0) }
    }

    /// A second reading of a whole page (`paragraphs`) with the masks of the first (`first`'s words) put back
    /// where it read them as something else: each first mask that no mask of the second overlaps replaces the
    /// second's words lying mostly inside its box. Read again larger or thickened, a receipt's card number loses
    /// its stars to letters ("Card **** **** FO 6292" → "Card ee eee Pe 6292").
    static func keepingMasks(of first: [Word], in paragraphs: [[Line]]) -> [[Line]] {
        let second = paragraphs.joined().flatMap(\.words)
        let lost = first.filter { mask in
            isMask(mask) && !second.contains { isMask($0) && $0.box.intersectionArea(mask.box) > 0 }
        }
        guard !lost.isEmpty else { return paragraphs }
        return paragraphs.map { lines in
            lines.map { line in
                var words: [Word] = []
                for word in line.words {
                    // A word at least half inside a lost mask's box is that mask, read as something else.
                    guard let mask = lost.first(where: { 2 * $0.box.intersectionArea(word.box) >= word.box.area }) else {
                        words.append(word)
                        continue
                    }
                    if !words.contains(mask) { words.append(mask) }
                }
                return Line(words: words) ?? line
            }
        }
    }

    /// The characters printed in place of hidden digits.
    static let maskCharacters: Set<Character> = ["*", "•", "●", "·", "∗"]
}
