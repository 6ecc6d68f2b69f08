/// Joins a block's lines into running text: a space at each line break, except that a word split by
/// a hyphen at the end of a line ("docu-" / "ment") is joined again without it.
enum TextJoin {
    static func lines(_ texts: [String]) -> String {
        var out = ""
        for text in texts where !text.isEmpty {
            if out.isEmpty { out = text; continue }
            if endsWithBrokenWord(out), let first = text.first, first.isLowercase {
                out.removeLast()
                out += text
            } else {
                out += " " + text
            }
        }
        return out
    }

    /// A letter then a hyphen (or a soft hyphen) at the very end: a word broken across lines.
    private static func endsWithBrokenWord(_ text: String) -> Bool {
        guard let last = text.last, last == "-" || last == "\u{00AD}" || last == "¬" else { return false }
        let beforeLast = text.dropLast().last
        return beforeLast?.isLetter == true && beforeLast?.isLowercase == true
    }
}
