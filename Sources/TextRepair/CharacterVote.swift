import DocModel
import Foundation

/// Several readings of one line combined character by character (ROVER, as speech recognisers combine
/// their outputs): every reading is aligned to a pivot — the reading nearest to all the others by edit
/// distance — and each of the pivot's characters, and each gap between them, takes what most readings
/// put there (a character, nothing, or inserted text). Readings of one line under different models,
/// scales and stroke widths make different slips ("3RD" read "SRD" at one size, "MALURI" read "MALURT"
/// at another); a slip that most readings do not share is voted out.
public enum CharacterVote {
    public struct Reading: Equatable, Sendable {
        public var text: String
        /// How much this reading's choices count; ties go to the larger weight, then to the pivot.
        public var weight: Double

        public init(text: String, weight: Double) {
            self.text = text
            self.weight = weight
        }
    }

    public struct Outcome: Equatable, Sendable {
        public var text: String
        /// For each character of `text`: the share of the readings' weight that chose it (0…1).
        public var agreement: [Double]
    }

    /// The voted line, whitespace collapsed to single spaces; nil without readings.
    public static func vote(_ readings: [Reading]) -> Outcome? {
        let texts = readings.map { Array(collapsed($0.text)) }
        guard !texts.isEmpty else { return nil }
        let pivotIndex = pivot(texts)
        let pivot = texts[pivotIndex]
        // For each pivot position: weight per replacement ("" = deleted); for each gap before a position
        // (and after the last): weight per inserted text ("" = nothing inserted).
        var replaced = Array(repeating: Tally(), count: pivot.count)
        var inserted = Array(repeating: Tally(), count: pivot.count + 1)
        // The pivot is counted first, so that its choices win exact ties.
        for r in [pivotIndex] + texts.indices.filter({ $0 != pivotIndex }) {
            let weight = readings[r].weight
            var gap = ""
            for step in alignment(pivot, texts[r]) {
                switch step {
                case .insert(let c):
                    gap.append(c)
                case .match(let i, let c):
                    inserted[i].add(gap, weight)
                    gap = ""
                    replaced[i].add(c.map(String.init) ?? "", weight)
                }
            }
            inserted[pivot.count].add(gap, weight)
        }
        let total = readings.map(\.weight).reduce(0, +)
        var text = ""
        var agreement: [Double] = []
        func take(_ tally: Tally) {
            guard let (choice, weight) = tally.winner else { return }
            text += choice
            agreement += Array(repeating: total > 0 ? weight / total : 0, count: choice.count)
        }
        for i in 0..<pivot.count {
            take(inserted[i])
            take(replaced[i])
        }
        take(inserted[pivot.count])
        // Spaces voted in or out may leave doubled or edge spaces; collapse them, keeping agreement aligned.
        var outText = "", outAgreement: [Double] = []
        for (c, a) in zip(text, agreement) {
            if c == " " && (outText.isEmpty || outText.last == " ") { continue }
            outText.append(c)
            outAgreement.append(a)
        }
        if outText.last == " " {
            outText.removeLast()
            outAgreement.removeLast()
        }
        return Outcome(text: outText, agreement: outAgreement)
    }

    /// Weight and number of readings per choice at one place of the alignment, in the order first seen.
    struct Tally {
        var choices: [(text: String, weight: Double, count: Int)] = []
        mutating func add(_ choice: String, _ weight: Double) {
            if let i = choices.firstIndex(where: { $0.text == choice }) {
                choices[i].weight += weight
                choices[i].count += 1
            } else {
                choices.append((choice, weight, 1))
            }
        }
        /// The heaviest choice, the first seen among equals; letters that differ only by a mark ("a", "ä", "à")
        /// are weighed together first, and the mark is kept only when more readings put it there than left it
        /// off: models of other character sets vote side by side (the Latin-script model sees "Ş" where the
        /// English one can only see "S").
        var winner: (String, Double)? {
            var groups: [(base: String, weight: Double)] = []
            for choice in choices {
                let base = CharacterVote.bare(choice.text)
                if let i = groups.firstIndex(where: { $0.base == base }) { groups[i].weight += choice.weight } else { groups.append((base, choice.weight)) }
            }
            guard let group = groups.reduce(nil, { best, g in best.map { g.weight > $0.weight ? g : $0 } ?? g }) else { return nil }
            let members = choices.filter { CharacterVote.bare($0.text) == group.base }
            let plain = members.first { $0.text == group.base }?.count ?? 0
            let marked = members.filter { $0.text != group.base }.reduce(nil) { (best: (text: String, weight: Double, count: Int)?, c) in
                best.map { c.weight > $0.weight ? c : $0 } ?? c
            }
            if let marked, marked.count > plain { return (marked.text, group.weight) }
            return (group.base, group.weight)
        }
    }

    /// The index of the reading with the least summed edit distance to all the others (the first on ties).
    public static func pivot(_ texts: [[Character]]) -> Int {
        // Each pair once, compared as Unicode scalars: comparing `Character`s dominated the merchant memory's time
        // (its votes run over up to twenty readings). OCR text is one scalar a character, so the sums are the same.
        let scalars = texts.map { Array(String($0).unicodeScalars) }
        var sums = Array(repeating: 0, count: texts.count)
        for i in texts.indices {
            for j in texts.indices where j > i {
                let distance = EditDistance.levenshtein(scalars[i], scalars[j])
                sums[i] += distance
                sums[j] += distance
            }
        }
        var best = 0
        for i in sums.indices where sums[i] < sums[best] { best = i }
        return best
    }

    /// One step of an alignment of a reading against the pivot: the pivot's character `i` matched to
    /// the reading's character (nil: the reading deleted it), or a reading character inserted before the
    /// pivot's next character.
    public enum Step: Equatable {
        case match(Int, Character?)
        case insert(Character)
    }

    /// A least-cost alignment (Levenshtein, unit costs) of `other` against `pivot`, in order.
    public static func alignment(_ pivot: [Character], _ other: [Character]) -> [Step] {
        let n = pivot.count, m = other.count
        var d = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in 0...n { d[i][0] = i }
        for j in 0...m { d[0][j] = j }
        if n > 0, m > 0 {
            for i in 1...n {
                for j in 1...m {
                    d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (pivot[i - 1] == other[j - 1] ? 0 : 1))
                }
            }
        }
        var steps: [Step] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            if i > 0, j > 0, d[i][j] == d[i - 1][j - 1] + (pivot[i - 1] == other[j - 1] ? 0 : 1) {
                steps.append(.match(i - 1, other[j - 1]))
                i -= 1
                j -= 1
            } else if i > 0, d[i][j] == d[i - 1][j] + 1 {
                steps.append(.match(i - 1, nil))
                i -= 1
            } else {
                steps.append(.insert(other[j - 1]))
                j -= 1
            }
        }
        return steps.reversed()
    }

    /// The text without marks over its letters ("Jälan" → "Jalan").
    public static func bare(_ text: String) -> String {
        text.folding(options: .diacriticInsensitive, locale: nil)
    }

    /// Runs of whitespace as one space, trimmed.
    public static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
