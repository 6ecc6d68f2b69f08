/// A list item's marker as printed ("•", "–", "3.", "b)", "(iv)") and the text after it.
struct ListMarker: Hashable {
    var marker: String
    var rest: String

    static let bullets: Set<Character> = ["•", "●", "○", "◦", "▪", "■", "□", "▫", "–", "—", "-", "*", "·", "‣", "⁃", "►", "▸", "✓", "➢"]
    /// What Tesseract often reads a small round bullet as; accepted only for a small, squat word.
    static let bulletLookalikes: Set<String> = ["e", "°", "©", "«", "»", "o", "¢", "+"]

    /// The marker at the start of `first` (the line's first word), given the rest of the line.
    /// `smallGlyph` says the first word is small and squat, as a bullet is (for OCR look-alikes).
    static func parse(first: String, rest: [String], smallGlyph: Bool = false) -> ListMarker? {
        let restText = rest.joined(separator: " ")
        // A marker alone as a word: "•", "1.", "(a)".
        if isMarker(first) || (smallGlyph && looksLikeBullet(first)) {
            guard !restText.isEmpty, !isDayOfDate(first, rest: rest) else { return nil }
            return ListMarker(marker: first, rest: restText)
        }
        // A bullet glued to the text: "•Item".
        if let c = first.first, bullets.contains(c), c != "-", c != "*", first.count > 1,
           first.dropFirst().first?.isLetter == true {
            return ListMarker(marker: String(c), rest: ([String(first.dropFirst())] + rest).joined(separator: " "))
        }
        return nil
    }

    /// "24." before a month's name and a year: a date as German and Nordic letters print it ("24. Januar
    /// 2025"), not the 24th item of a list.
    static func isDayOfDate(_ first: String, rest: [String]) -> Bool {
        guard first.hasSuffix("."), let day = Int(first.dropLast()), (1...31).contains(day), rest.count == 2,
              rest[0].count >= 3, rest[0].allSatisfy({ $0.isLetter || $0 == "." }),
              let year = Int(rest[1].trimmingCharacters(in: .punctuationCharacters)), (1900...2099).contains(year)
        else { return false }
        return true
    }

    /// One or two characters Tesseract makes of a round bullet ("e", "e«", "©").
    static func looksLikeBullet(_ word: String) -> Bool {
        bulletLookalikes.contains(word) || (word.count == 2 && word.allSatisfy { bulletLookalikes.contains(String($0)) })
    }

    /// "•", "1.", "1)", "a.", "iv.", "(a)", "(12)".
    static func isMarker(_ word: String) -> Bool {
        if word.count == 1, let c = word.first, bullets.contains(c) { return true }
        var body = Substring(word)
        var parenthesized = false
        if body.hasPrefix("("), body.hasSuffix(")"), body.count >= 3 {
            body = body.dropFirst().dropLast()
            parenthesized = true
        } else if let last = body.last, last == "." || last == ")", body.count >= 2 {
            body = body.dropLast()
        } else {
            return false
        }
        // "(312)" opens a US phone number far more often than it numbers a list item.
        if body.allSatisfy(\.isNumber) { return body.count <= (parenthesized ? 2 : 3) }
        if body.count == 1, let c = body.first, c.isLetter, c.isASCII { return true }
        let roman = Set("ivxlcIVXLC")
        return body.count <= 5 && body.allSatisfy { roman.contains($0) }
    }
}
