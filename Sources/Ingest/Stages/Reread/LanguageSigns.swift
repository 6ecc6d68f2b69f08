import Foundation

/// Signs in an English-model reading that the page is in another language: the language's commonest short
/// words, and the shapes the English model gives umlauts, ß and accents ("K6nigstraf&e", "Oztiirk",
/// "Mébelbau"). Cheap enough to run on every page: a word count over text already read.
struct LanguageSigns {
    /// Per Tesseract model name, words that are common in that language and rare in English text (so "per",
    /// "via", "de" and single letters other than Spanish "y" are left out: English pages print them too).
    static let words: [String: Set<String>] = [
        "deu": ["der", "die", "das", "und", "mit", "für", "fur", "nicht", "ist", "von", "zu", "den", "dem", "des",
                "ein", "eine", "einer", "im", "auf", "sie", "wir", "ihre", "ihr", "bei", "nach", "oder", "zum", "zur",
                "sehr", "geehrte", "geehrter", "rechnung", "straße", "strasse", "str.", "gmbh", "bitte", "vom", "bis"],
        "fra": ["le", "la", "les", "des", "du", "et", "pour", "avec", "une", "est", "dans", "au", "aux", "sur", "par",
                "nous", "vous", "votre", "vos", "ce", "cette", "qui", "que", "pas", "rue", "avenue", "madame",
                "monsieur", "facture", "merci", "à", "être"],
        "spa": ["el", "la", "los", "las", "del", "y", "en", "con", "para", "por", "una", "que", "su", "sus", "al",
                "es", "calle", "avenida", "factura", "estimado", "estimada", "señor", "señora", "atentamente",
                "gracias", "fecha", "importe", "pago", "usted"],
        "ita": ["il", "la", "di", "della", "delle", "dei", "degli", "del", "alla", "al", "che", "con", "una", "sono",
                "è", "gentile", "egregio", "spett.le", "cordiali", "saluti", "fattura", "piazza", "corso",
                "importo", "pagamento", "grazie"],
    ]

    /// Of `words`, how many have a letter, how many are signs of another language than English (a word of
    /// any language above, or an umlaut or accent the English model garbled: a digit or "&" between
    /// letters, "ii" (ü), "fS"/"f&"/"B" after a lower-case letter (ß)), and per group of languages (model
    /// names, as "eng+deu+fra" names them) how many are words of one of its languages.
    static func count(_ words: [String], groups: [[String]] = [["deu", "fra"]])
        -> (total: Int, signs: Int, perGroup: [Int]) {
        var signs = 0
        var total = 0
        var perGroup = Array(repeating: 0, count: groups.count)
        for raw in words {
            let word = raw.lowercased().trimmingCharacters(in: .punctuationCharacters)
            guard word.contains(where: \.isLetter) else { continue }
            total += 1
            for (index, group) in groups.enumerated() where group.contains(where: { Self.words[$0]?.contains(word) ?? false }) {
                perGroup[index] += 1
            }
            if Self.words.values.contains(where: { $0.contains(word) }) || looksGarbled(raw) { signs += 1 }
        }
        return (total, signs, perGroup)
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
