/// The matching rule of `folio eval --task entities`, page by page: a found entity is correct when a truth
/// entity of the same kind on the same page has exactly the same normalized value, and each truth entity
/// is used at most once (a multiset intersection). Position and printed text are not compared: the
/// normalized value is what SQL queries see, so that is what must be right; an entity whose value OCR
/// garbled ("Jaurés" for "Jaurès") counts as one false positive and one miss, and a date range found as
/// two dates as two false positives and one miss.
public enum EntityMatching {
    public struct Item: Hashable, Sendable {
        public var kind: String
        public var normalized: String
        public var text: String?

        public init(kind: String, normalized: String, text: String? = nil) {
            self.kind = kind
            self.normalized = normalized
            self.text = text
        }

        var key: String { kind + "\u{0}" + normalized }
    }

    public struct Outcome: Hashable, Sendable {
        public var correct: [Item] = []
        /// Found, with no truth entity left to match: false positives.
        public var extra: [Item] = []
        /// In the truth, not found: misses.
        public var missed: [Item] = []
    }

    public static func match(expected: [Item], found: [Item]) -> Outcome {
        var outcome = Outcome()
        var remaining = expected
        for item in found {
            if let index = remaining.firstIndex(where: { $0.key == item.key }) {
                outcome.correct.append(item)
                remaining.remove(at: index)
            } else {
                outcome.extra.append(item)
            }
        }
        outcome.missed = remaining
        return outcome
    }
}
