import Foundation
import TextRepair

/// Country names as addresses print them on their last line, in the country's own language and in
/// English, with their ISO 3166 codes: "United Kingdom", "USA", "Deutschland", "The Netherlands", "Éire".
enum CountryNames {
    static let codes: [(name: String, code: String)] = [
        ("United States of America", "US"), ("United States", "US"), ("U.S.A.", "US"), ("USA", "US"),
        ("United Kingdom", "GB"), ("Great Britain", "GB"), ("England", "GB"), ("Scotland", "GB"), ("Wales", "GB"),
        ("Northern Ireland", "GB"), ("UK", "GB"),
        ("Republic of Ireland", "IE"), ("Ireland", "IE"), ("Éire", "IE"),
        ("Deutschland", "DE"), ("Germany", "DE"), ("Österreich", "AT"), ("Oesterreich", "AT"), ("Austria", "AT"),
        ("Schweiz", "CH"), ("Suisse", "CH"), ("Svizzera", "CH"), ("Switzerland", "CH"),
        ("France", "FR"), ("Belgique", "BE"), ("België", "BE"), ("Belgium", "BE"),
        ("The Netherlands", "NL"), ("Netherlands", "NL"), ("Nederland", "NL"), ("Holland", "NL"),
        ("España", "ES"), ("Spain", "ES"), ("Italia", "IT"), ("Italy", "IT"), ("Canada", "CA"), ("Australia", "AU"),
        ("Sverige", "SE"), ("Sweden", "SE"),
    ]

    /// After the address: a comma, a line break or the spaced dot or dash a letterhead joins its parts with
    /// ("… · 46002 Valencia · España"; OCR reads the dot as a colon too, and the line may break after it, as
    /// `AddressDetector.sep` says), the name, then the end of its line or a sentence mark.
    static let pattern: TextPattern = {
        let names = (codes.map(\.name) + misread.keys.sorted()).sorted { $0.count > $1.count }
            .map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        return TextPattern(#"(?:,[ \t]*\n?|[ \t]*\n|[ \t]+"# + AddressDetector.dots + #"(?:[ \t]+|[ \t]*\n))[ \t]*("# + names + #")(?=[ \t]*(?:\n|[.,;)]|\z))"#,
                           caseInsensitive: true)
    }()

    /// The country line right after `offset`, if there is one: its range in `text` and its name as printed.
    static func line(after offset: Int, in text: NSString) -> (range: NSRange, name: String)? {
        guard let m = pattern.regex.firstMatch(in: text as String, options: [.anchored],
                                               range: NSRange(location: offset, length: text.length - offset)) else { return nil }
        let name = m.range(at: 1)
        // Capitals or title case only: "france" in running text is not a country line.
        let printed = text.substring(with: name)
        guard printed.first?.isUppercase == true || misread[printed] != nil else { return nil }
        return (name, misread[printed] ?? printed)
    }

    /// Names as OCR reads them without the country's language, with the spelling printed: accents, umlauts
    /// and tildes lost ("Osterreich", "Espana", "Belgie"), a tilde's letter read as two ("Espafia",
    /// "Espafha": `PostalFormats.tildeReads`), a capital I read as l or i ("lreland", "ireland", "ltalia"), and an umlaut read as an
    /// accent (`AddressDetector.umlautsReadAsAccents`: "Òsterreich").
    static let misread: [String: String] = {
        var table: [String: String] = [:]
        for (name, _) in codes {
            let folded = name.folding(options: .diacriticInsensitive, locale: nil)
            if folded != name { table[folded] = name }
            let two = PostalFormats.tildeReadAsTwo
            if name.contains(two.letter) {
                for read in PostalFormats.tildeReads { table[name.replacingOccurrences(of: String(two.letter), with: read)] = name }
            }
            // A capital I read as one of the look-alikes the one table gives I's digit: "lreland", "ltalia", and on
            // a photograph a lower-case "ireland", "italia" (only ever right after an address, on its own line).
            if name.hasPrefix("I") {
                for lookalike in DigitLookalikes.letters(for: 1) where lookalike != "I" { table[String(lookalike) + name.dropFirst()] = name }
            }
            // An umlaut a scan or a photograph read as a grave or an acute accent ("Òsterreich").
            for (accent, umlaut) in AddressDetector.umlautsReadAsAccents where name.contains(umlaut) {
                table[name.replacingOccurrences(of: String(umlaut), with: String(accent))] = name
            }
        }
        return table
    }()

    static func code(of name: String) -> String? {
        codes.first { $0.name.compare(name, options: [.caseInsensitive]) == .orderedSame }?.code
    }
}
