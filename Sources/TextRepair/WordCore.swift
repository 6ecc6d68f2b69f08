/// A word's letters between leading and trailing punctuation ("(MALAYSTA)," → "(", "MALAYSTA", "),"): what the
/// spelling repair and the merchant memory weigh, the punctuation put back as it was.
public struct WordCore: Equatable, Sendable {
    public var before: String
    public var letters: String
    public var after: String

    /// nil when anything but letters is left between the punctuation.
    public init?(_ text: String) {
        let characters = Array(text)
        guard let first = characters.firstIndex(where: \.isLetter),
              let last = characters.lastIndex(where: \.isLetter) else { return nil }
        let inner = characters[first...last]
        guard inner.allSatisfy(\.isLetter),
              characters[..<first].allSatisfy(\.isPunctuation), characters[(last + 1)...].allSatisfy(\.isPunctuation)
        else { return nil }
        before = String(characters[..<first])
        letters = String(inner)
        after = String(characters[(last + 1)...])
    }
}
