/// Bag-of-words recall and precision: the words read and the truth's words as multisets of case-folded,
/// whitespace-separated tokens; a read word matches one truth word of the same spelling at most once.
/// Order, line breaks and position do not count; spelling (punctuation included) does.
public struct WordBag: Hashable, Sendable {
    public private(set) var counts: [String: Int] = [:]
    public private(set) var total = 0

    public init<S: Sequence>(_ words: S) where S.Element: StringProtocol {
        for word in words { add(String(word)) }
    }

    /// The words of a text, split at whitespace.
    public init(text: String) {
        self.init(text.split(whereSeparator: \.isWhitespace))
    }

    public mutating func add(_ word: String) {
        let key = word.lowercased()
        guard !key.isEmpty else { return }
        counts[key, default: 0] += 1
        total += 1
    }

    /// Words of `truth` found here, each at most as often as it occurs here.
    public func matches(_ truth: WordBag) -> Int {
        truth.counts.reduce(0) { $0 + min($1.value, counts[$1.key] ?? 0) }
    }

    /// The truth words this bag lacks (with repeats), sorted.
    public func missing(from truth: WordBag) -> [String] {
        truth.counts.sorted { $0.key < $1.key }.flatMap { word, n in
            Array(repeating: word, count: max(0, n - (counts[word] ?? 0)))
        }
    }

    /// Matched, read and truth counts of `read` against `truth`.
    public static func score(read: WordBag, truth: WordBag) -> MatchCount {
        MatchCount(matched: Double(read.matches(truth)), found: read.total, expected: truth.total)
    }
}
