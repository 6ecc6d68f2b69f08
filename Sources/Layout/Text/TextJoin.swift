import Foundation

/// Joins a block's lines into running text: a space at each line break, except that a word split by
/// a hyphen at the end of a line ("docu-" / "ment") is joined again without it, and a compound broken at its
/// own hyphen ("machine-" / "encoded") keeps it.
enum TextJoin {
    /// Tells a word from a non-word (case-folded), set for the length of `PageLayout.blocks` from its
    /// `knownWord` (`withKnownWord`); nil: every line-end hyphen is taken for a break inside a word. Kept per
    /// thread rather than in a `@TaskLocal`: pages are laid out on plain threads, where pushing a task-local
    /// value crashed release builds (`swift_task_localValuePush`, Swift 6.3.1).
    static var knownWord: (@Sendable (String) -> Bool)? {
        (Thread.current.threadDictionary[knownWordKey] as? KnownWord)?.test
    }

    static func withKnownWord<T>(_ test: (@Sendable (String) -> Bool)?, _ body: () -> T) -> T {
        let values = Thread.current.threadDictionary
        let previous = values[knownWordKey]
        values[knownWordKey] = test.map(KnownWord.init)
        defer { values[knownWordKey] = previous }
        return body()
    }

    private static let knownWordKey = "folio.layout.knownWord"

    private final class KnownWord {
        let test: @Sendable (String) -> Bool
        init(_ test: @escaping @Sendable (String) -> Bool) { self.test = test }
    }

    static func lines(_ texts: [String]) -> String {
        var out = ""
        for text in texts where !text.isEmpty {
            if out.isEmpty { out = text; continue }
            if endsWithBrokenWord(out), let first = text.first, first.isLowercase {
                if !isCompound(before: out.dropLast(), after: text) { out.removeLast() }
                out += text
            } else {
                out += " " + text
            }
        }
        return out
    }

    /// The pieces either side of a line-end hyphen are words and together they are not: the hyphen is the
    /// compound's own ("machine-encoded", "high-quality"), not a break inside "docu-ment" or "some-thing".
    private static func isCompound(before: Substring, after: String) -> Bool {
        guard let knownWord else { return false }
        let head = String(before.reversed().prefix { $0.isLetter }.reversed()).lowercased()
        let tail = String(after.prefix { $0.isLetter }).lowercased()
        guard head.count >= 2, tail.count >= 2 else { return false }
        return knownWord(head) && knownWord(tail) && !knownWord(head + tail)
    }

    /// A letter then a hyphen (or a soft hyphen) at the very end: a word broken across lines.
    private static func endsWithBrokenWord(_ text: String) -> Bool {
        guard let last = text.last, last == "-" || last == "\u{00AD}" || last == "¬" else { return false }
        let beforeLast = text.dropLast().last
        return beforeLast?.isLetter == true && beforeLast?.isLowercase == true
    }
}
