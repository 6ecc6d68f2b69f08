import DocModel

/// A person's name as forms and memos print it in a distribution list: initials or a title with a surname
/// ("Mr. G. J. Schramm", "S. P. Zolot", "Dr. Gary Huber", "Frau K. Keller", "Mme C. Dubois").
enum PersonName {
    /// Titles before a name, lower case without their full stop. (A name opening with initials alone, "S. P. Zolot",
    /// reads as a list item: `Segmenter.isMarker` takes "S." for an item letter.)
    static let titles: Set<String> = ["mr", "mrs", "ms", "miss", "dr", "prof", "messrs", "sir", "herr", "frau", "m", "mme",
                                      "mlle", "sr", "sra", "sig", "sig.ra", "dhr", "mevr"]

    /// Two to five words, each a title, an initial ("G.", "B.W.") or a capitalised word of letters (a hyphen or
    /// apostrophe allowed), with at least one title or initial and a surname after it.
    static func isName(_ words: [Word]) -> Bool {
        guard (2...5).contains(words.count), let last = words.last, isSurname(last.text) else { return false }
        var marked = false
        for word in words.dropLast() {
            if titles.contains(word.text.lowercased().trimmingSuffix(".")) || isInitials(word.text) { marked = true }
            else if !isSurname(word.text) { return false }
        }
        return marked
    }

    /// "G.", "J.B.", "B.W." : capital letters each followed by a full stop. A single initial may end in a comma,
    /// a full stop as OCR reads it on scans ("Mr. F, X, Whelan").
    private static func isInitials(_ text: String) -> Bool {
        if text.count == 2, text.first?.isUppercase == true, text.last == "," { return true }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return text.hasSuffix(".") && parts.count >= 2 && parts.dropLast().allSatisfy { $0.count == 1 && $0.first?.isUppercase == true }
    }

    private static func isSurname(_ text: String) -> Bool {
        let core = text.trimmingSuffix(",")
        guard let first = core.first, first.isUppercase, core.count >= 2 else { return false }
        return core.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" }
    }
}

private extension String {
    func trimmingSuffix(_ suffix: Character) -> String { last == suffix ? String(dropLast()) : self }
}
