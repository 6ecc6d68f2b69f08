import DocModel
/// Character and word error rates: edit distance between what was read and the truth, divided by the
/// truth's length. Whitespace runs count as one space, so line wrapping and spacing do not count as
/// errors; everything else (case, punctuation, order) does.
public struct ErrorCount: Hashable, Codable, Sendable {
    public var edits: Int
    public var length: Int

    public init(edits: Int = 0, length: Int = 0) {
        self.edits = edits
        self.length = length
    }

    /// edits / length; 0 for an empty truth read as empty.
    public var rate: Double { length == 0 ? (edits == 0 ? 0 : 1) : Double(edits) / Double(length) }

    public static func + (a: ErrorCount, b: ErrorCount) -> ErrorCount {
        ErrorCount(edits: a.edits + b.edits, length: a.length + b.length)
    }
}

public enum TextMetrics {
    /// Whitespace collapsed to single spaces, trimmed.
    public static func normalize(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    public static func characterErrors(read: String, truth: String) -> ErrorCount {
        let r = Array(normalize(read).unicodeScalars), t = Array(normalize(truth).unicodeScalars)
        return ErrorCount(edits: editDistance(r, t), length: t.count)
    }

    public static func wordErrors(read: String, truth: String) -> ErrorCount {
        let r = normalize(read).split(separator: " ").map(String.init)
        let t = normalize(truth).split(separator: " ").map(String.init)
        return ErrorCount(edits: editDistance(r, t), length: t.count)
    }

    /// Levenshtein distance (insertions, deletions, substitutions all cost 1).
    public static func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        EditDistance.levenshtein(a, b)
    }
}
