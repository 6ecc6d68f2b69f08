/// Turns what a user types into an FTS5 query that cannot be a syntax error.
///
/// FTS5 reads `-`, `'`, `+`, `:`, `(`, `*`, `^` and the words AND, OR, NOT, NEAR as syntax, so
/// `o'brien`, `a-b` or `c++` typed as-is fail with "fts5: syntax error". Here every term becomes a quoted
/// string (a phrase, which the tokenizer splits as it split the text), and terms are ANDed:
/// `invoice "total due"` → `"invoice" "total due"`. A bare term ending in `*` stays a prefix query
/// (`inv*` → `"inv"*`). Terms without a letter or digit are dropped: they cannot match any token.
enum FTSQuery {
    /// The quoted query, or nil when nothing searchable is left.
    static func quoted(_ input: String) -> String? {
        var terms: [String] = []
        var current = ""
        var inPhrase = false
        func flush(asPhrase: Bool) {
            defer { current = "" }
            var text = current
            var isPrefix = false
            if !asPhrase, text.hasSuffix("*") {
                while text.hasSuffix("*") { text.removeLast() }
                isPrefix = true
            }
            guard text.unicodeScalars.contains(where: isTokenCharacter) else { return }
            // The only character special inside an FTS5 string is the quote itself, doubled to escape it.
            let escaped = text.replacingAll("\"", with: "\"\"")
            terms.append("\"\(escaped)\"" + (isPrefix ? "*" : ""))
        }
        for character in input {
            if character == "\"" {
                flush(asPhrase: inPhrase)
                inPhrase.toggle()
            } else if character.isWhitespace && !inPhrase {
                flush(asPhrase: false)
            } else {
                current.append(character)
            }
        }
        // An unbalanced quote: the rest is a phrase.
        flush(asPhrase: inPhrase)
        return terms.isEmpty ? nil : terms.joined(separator: " ")
    }

    /// Roughly what `unicode61` keeps as token characters: letters, digits and marks.
    private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.generalCategory == .privateUse
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation's `replacingOccurrences`).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
