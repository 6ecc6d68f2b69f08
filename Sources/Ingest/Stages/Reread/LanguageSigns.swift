import Extraction
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
                "sehr", "geehrte", "geehrter", "rechnung", "straße", "strasse", "str.", "gmbh", "bitte", "vom", "bis",
                "januar", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember",
                // The labels of German forms and receipts, which print few function words.
                "anschrift", "gesamt", "gesamtbetrag", "summe", "zwischensumme", "mwst", "mwst.", "rückgeld", "ruckgeld"],
        "fra": ["le", "la", "les", "des", "du", "et", "pour", "avec", "une", "est", "dans", "au", "aux", "sur", "par",
                "nous", "vous", "votre", "vos", "ce", "cette", "qui", "que", "pas", "rue", "avenue", "madame",
                "monsieur", "facture", "merci", "à", "être",
                // "mai" is May in French and German alike (no English word): a sign of the group either way.
                "janvier", "février", "fevrier", "avril", "mai", "juin", "juillet", "août", "aout", "septembre", "octobre",
                "novembre", "décembre", "decembre"],
        "spa": ["el", "la", "los", "las", "del", "y", "en", "con", "para", "por", "una", "que", "su", "sus", "al",
                "es", "calle", "avenida", "factura", "estimado", "estimada", "señor", "señora", "atentamente",
                "gracias", "fecha", "importe", "pago", "usted",
                "enero", "febrero", "marzo", "abril", "junio", "julio", "agosto", "septiembre", "octubre",
                "noviembre", "diciembre"],
        "ita": ["il", "la", "di", "della", "delle", "dei", "degli", "del", "alla", "al", "che", "con", "una", "sono",
                "è", "gentile", "egregio", "spett.le", "cordiali", "saluti", "fattura", "piazza", "corso",
                "importo", "pagamento", "grazie",
                "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre"],
    ]

    /// The language a country's addresses are printed in, for a town `KnownTowns` places there (Switzerland's
    /// and Belgium's by their larger language; both share a group with English's neighbours anyway).
    static let countryLanguage = ["DE": "deu", "AT": "deu", "CH": "deu", "FR": "fra", "BE": "fra", "ES": "spa", "IT": "ita"]

    /// A postcode (four or five digits, perhaps after a country prefix "B-", "CH-") directly before a town of
    /// a country the table knows ("4000 LIEGE", "29005 MALAGA"): the language of that town's country. A short
    /// receipt or letter shows few function words; its address still names where it was printed. A town alone
    /// is no sign ("Valencia", "Waterloo" and "Baden" are also places of English-speaking countries).
    static func placeLanguage(_ previous: String?, _ word: String) -> String? {
        guard let previous, previous.count >= 4,
              previous.split(separator: "-").last.map({ (4...5).contains($0.count) && $0.allSatisfy(\.isNumber) }) == true,
              let country = KnownTowns.country(of: word.trimmingCharacters(in: .punctuationCharacters)) else { return nil }
        return countryLanguage[country]
    }

    /// German street names written as one word ending in a street word, before their house number
    /// ("BAHNHOFSTRASSE 45", "Marienplatz 8"); not "-weg" or "-allee", which Dutch streets end in too.
    static let germanStreetEndings = ["straße", "strasse", "gasse", "platz"]

    static func germanStreet(_ word: String, before next: String?) -> Bool {
        guard let next, next.first?.isNumber == true else { return false }
        let lower = word.lowercased()
        return germanStreetEndings.contains { lower.hasSuffix($0) && lower.count >= $0.count + 3 }
    }

    /// Of `words` (in reading order, one line), how many have a letter, how many are signs of another language
    /// than English (a word of any language above, a known town after its postcode, a German street word before
    /// its house number, or an umlaut or accent the English model garbled: a digit or "&" between letters, "ii"
    /// (ü), "fS"/"f&"/"B" after a lower-case letter (ß)), per group of languages (model names, as "eng+deu+fra"
    /// names them) how many are words or towns of one of its languages, and per model name how many words or
    /// towns are its.
    static func count(_ words: [String], groups: [[String]] = [["deu", "fra"]])
        -> (total: Int, signs: Int, perGroup: [Int], perLanguage: [String: Int]) {
        count(lines: [words], groups: groups)
    }

    /// The same over a page's lines: a postcode and its town, a street and its number, are read on one line,
    /// so a number ending one line is no postcode of a town beginning the next (a list of cities, each after
    /// the account or phone number above it, is no sign of their languages).
    static func count(lines: [[String]], groups: [[String]] = [["deu", "fra"]])
        -> (total: Int, signs: Int, perGroup: [Int], perLanguage: [String: Int]) {
        var signs = 0
        var total = 0
        var perGroup = Array(repeating: 0, count: groups.count)
        var perLanguage: [String: Int] = [:]
        for words in lines {
            for (i, raw) in words.enumerated() {
                let word = raw.lowercased().trimmingCharacters(in: .punctuationCharacters)
                guard word.contains(where: \.isLetter) else { continue }
                total += 1
                var languages = Set(Self.words.filter { $0.value.contains(word) }.map(\.key))
                if let place = placeLanguage(i > 0 ? words[i - 1] : nil, raw) { languages.insert(place) }
                if germanStreet(raw, before: i + 1 < words.count ? words[i + 1] : nil) { languages.insert("deu") }
                for language in languages { perLanguage[language, default: 0] += 1 }
                for (index, group) in groups.enumerated() where group.contains(where: languages.contains) {
                    perGroup[index] += 1
                }
                if !languages.isEmpty || looksGarbled(raw) { signs += 1 }
            }
        }
        return (total, signs, perGroup, perLanguage)
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
