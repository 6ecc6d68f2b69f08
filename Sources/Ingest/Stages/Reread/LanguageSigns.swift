import Foundation

/// Signs in an English-model reading that the page is German or French: their commonest short words,
/// and the shapes the English model gives umlauts, ß and accents ("K6nigstraf&e", "Oztiirk", "Mébelbau").
/// Cheap enough to run on every page: a word count over text already read.
struct LanguageSigns {
    static let germanWords: Set<String> = [
        "der", "die", "das", "und", "mit", "für", "fur", "nicht", "ist", "von", "zu", "den", "dem", "des",
        "ein", "eine", "einer", "im", "auf", "sie", "wir", "ihre", "ihr", "bei", "nach", "oder", "zum", "zur",
        "sehr", "geehrte", "geehrter", "rechnung", "straße", "strasse", "str.", "gmbh", "bitte", "vom", "bis",
    ]
    static let frenchWords: Set<String> = [
        "le", "la", "les", "des", "du", "et", "pour", "avec", "une", "est", "dans", "au", "aux", "sur", "par",
        "nous", "vous", "votre", "vos", "ce", "cette", "qui", "que", "pas", "rue", "avenue", "madame",
        "monsieur", "facture", "merci", "à", "être",
    ]

    /// Of `words`, how many are German or French function words, and how many look like an umlaut or
    /// accent the English model garbled: a digit or "&" between letters, "ii" (ü), "fS"/"f&"/"B" after
    /// a lower-case letter (ß).
    static func count(_ words: [String]) -> (total: Int, signs: Int) {
        var signs = 0
        var total = 0
        for raw in words {
            let word = raw.lowercased().trimmingCharacters(in: .punctuationCharacters)
            guard word.contains(where: \.isLetter) else { continue }
            total += 1
            if germanWords.contains(word) || frenchWords.contains(word) || looksGarbled(raw) { signs += 1 }
        }
        return (total, signs)
    }

    static func looksGarbled(_ word: String) -> Bool {
        let c = Array(word)
        guard c.count >= 4 else { return false }
        for i in 1 ..< c.count - 1 {
            let before = c[i - 1], here = c[i], after = c[i + 1]
            if before.isLetter, after.isLetter, before.isLowercase || after.isLowercase, here.isNumber || here == "&" { return true }
            if before.isLowercase, here == "B", after.isLowercase { return true }
            if before.isLetter, here == "i", after == "i", i + 2 < c.count, c[i + 2].isLetter { return true }
            if before == "f", here == "S" || here == "&", after.isLowercase { return true }
        }
        return false
    }
}
