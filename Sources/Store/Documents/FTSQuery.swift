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
        let quoted = terms(input).map { term in
            // The only character special inside an FTS5 string is the quote itself, doubled to escape it.
            "\"\(term.text.replacingAll("\"", with: "\"\""))\"" + (term.isPrefix ? "*" : "")
        }
        return quoted.isEmpty ? nil : quoted.joined(separator: " ")
    }

    /// The terms of `input`: quoted phrases, words, and words ending in `*` (prefixes, the stars dropped).
    static func terms(_ input: String) -> [(text: String, isPrefix: Bool)] {
        var terms: [(text: String, isPrefix: Bool)] = []
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
            terms.append((text: text, isPrefix: isPrefix))
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
        return terms
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

/// What a user types, as a PostgreSQL `tsquery` that cannot be a syntax error: the same terms as `FTSQuery`
/// (quoted phrases, `inv*` prefixes, the rest single words), each one parsed by PostgreSQL itself and ANDed.
enum PostgreSQLSearch {
    /// SQL for the query, with `?` for each term, and the terms.
    static func tsquery(_ input: String) -> (sql: String, arguments: [SQLValue]) {
        var parts: [String] = []
        var arguments: [SQLValue] = []
        for term in FTSQuery.terms(input) {
            if term.isPrefix {
                // Only letters and digits reach to_tsquery, so the term cannot carry its operators.
                let word = String(term.text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
                    .map(Character.init))
                guard !word.isEmpty else { continue }
                parts.append("to_tsquery('simple', ? || ':*')")
                arguments.append(.text(word))
            } else {
                parts.append("phraseto_tsquery('simple', ?)")
                arguments.append(.text(term.text))
            }
        }
        guard !parts.isEmpty else { return ("phraseto_tsquery('simple', '')", []) }
        return ("(" + parts.joined(separator: " && ") + ")", arguments)
    }
}
