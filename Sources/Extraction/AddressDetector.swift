import Foundation
import TextRepair

/// Postal addresses: street, house number, postcode and city, in US ("1600 Main Street, Springfield, IL
/// 62704"), UK ("221B Baker Street, London NW1 6XE"), German ("Hauptstraße 5, 10115 Berlin"), French
/// ("12 rue de la Paix, 75002 Paris") and Dutch ("Keizersgracht 123, 1015 CJ Amsterdam") styles; parts
/// may be on separate lines. Normalized as the country's own order with a country code:
/// "1600 Main Street, Springfield, IL 62704, US", "Hauptstraße 5, 10115 Berlin, DE".
struct AddressDetector: Detector {
    static let cap = #"[A-Z\p{Lu}][\p{L}'.-]*"#
    /// A city word: a capital and lower-case letters, so that a postcode's letters never join the city.
    static let word = #"[\p{Lu}][\p{Ll}'.-]+"#
    /// Between the parts: a comma, a line break, or the spaced dot or dash letterheads use on one line
    /// ("Hauptstraße 5 · 10115 Berlin"; OCR often reads the dot as a dash, or on a photo as a colon).
    static let sep = #"(?:[ \t]+[·•|–:-][ \t]+|,?[ \t]*\n?[ \t]*)"#
    static let us = TextPattern(#"(?<![\w-])(?<house>\d{1,6})\s+(?<street>(?:[NSEW]\.?\s+)?(?:"# + cap + #"\s+){1,3}?(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Parkway|Pkwy|Terrace|Circle|Highway|Hwy)\.?)(?:,?\s+(?:Suite|Ste|Apt|Unit|#)\.?\s*[\w-]+)?"#
                          + sep + #"(?<city>"# + cap + #"(?:[ ]"# + cap + #"){0,2}),[ \t]*(?<state>[A-Z]{2})[ \t]+(?<postcode>\d{5}(?:-\d{4})?)(?![\d-])"#)
    static let uk = TextPattern(#"(?<![\w-])(?<house>\d{1,5}[A-Za-z]?)\s+(?<street>(?:"# + cap + #"\s+){1,3}?(?:Street|Road|Lane|Avenue|Close|Way|Drive|Gardens|Place|Square|Crescent|Terrace|Hill|Row|Grove|Court|Mews|Walk|Park))"#
                          + sep + #"(?<city>"# + word + #"(?:[ ]"# + word + #"){0,2})"# + sep
                          + #"(?<postcode>[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2})(?![A-Z0-9])"#)
    static let dePrefix = #"(?:(?:Alte|Alter|Neue|Neuer|Große|Grosse|Kleine|Lange|Hohe|Am|An der|Auf der|Auf dem|Im|In der|Zum|Zur)\s)?"#
    /// A street named after a place in two words: "Düsseldorfer Straße", "Berliner Allee", "Kölner Str.".
    static let deTwoWords = #"[\p{Lu}][\p{L}]+er[ ](?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer|Chaussee|Tor|Landstraße)"#
    static let de = TextPattern(#"(?<![\w-])(?<street>"# + deTwoWords + "|" + dePrefix + #"[\p{Lu}][\p{L}-]*?(?:straße|strasse|strafe|straBe|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer))\s+(?<house>\d{1,4}[ ]?[a-z]?)(?![\w])"#
                          + sep + #"(?<postcode>\d{5})[ \t]+(?<city>[\p{Lu}][\p{L}-]+(?:[ ](?:am|an der|im|bei|a\.)[ ][\p{Lu}][\p{L}-]+)?)"#)
    static let fr = TextPattern(#"(?<![\w-])(?<house>\d{1,4}(?:[ ]?(?:bis|ter))?),?\s+(?<street>(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours)\b[^\n,\d]{1,50}?)"#
                          + sep + #"(?<postcode>\d{5})[ \t]+(?<city>[\p{Lu}][\p{L}'-]+(?:[ ]Cedex)?)"#, caseInsensitive: false)
    static let nl = TextPattern(#"(?<![\w-])(?<street>[\p{Lu}][\p{L}'-]*?(?:straat|laan|weg|gracht|plein|kade|singel|dijk|dreef|hof|markt|park))\s+(?<house>\d{1,5}[ ]?[A-Za-z]?)(?![\w])"#
                          + sep + #"(?<postcode>\d{4}[ ]?[A-Z]{2})[ \t]+(?<city>[\p{Lu}][\p{L}'-]+(?:[ ][\p{Lu}][\p{L}'-]+)?)"#)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        var found: [Match] = []
        func add(_ r: NSTextCheckingResult, country: String) {
            var parts: [String: String] = ["country": country]
            for key in ["street", "house", "postcode", "city", "state"] {
                if let value = r.group(key, in: s) {
                    parts[key == "house" ? "house_number" : key] = value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                }
            }
            if country == "DE", let street = parts["street"], let range = street.range(of: #"stra[fB]e$"#, options: .regularExpression) {
                // Tesseract without German reads "ß" as "f" or "B"; no German street ends in "strafe".
                parts["street"] = street.replacingCharacters(in: range, with: "straße")
            }
            let street = parts["street"] ?? "", house = parts["house_number"] ?? "", city = parts["city"] ?? ""
            let postcode = parts["postcode"] ?? ""
            let normalized: String
            switch country {
            case "US": normalized = "\(house) \(street), \(city), \(parts["state"] ?? "") \(postcode), US"
            case "GB": normalized = "\(house) \(street), \(city) \(postcode), GB"
            case "FR": normalized = "\(house) \(street), \(postcode) \(city), FR"
            default: normalized = "\(street) \(house), \(postcode) \(city), \(country)"
            }
            found.append(Match(kind: .address, range: r.range, normalized: normalized, components: parts, confidence: 0.9))
        }
        for r in Self.us.matches(in: text.repaired) { add(r, country: "US") }
        for r in Self.uk.matches(in: text.repaired) { add(r, country: "GB") }
        for r in Self.de.matches(in: text.repaired) { add(r, country: "DE") }
        for r in Self.fr.matches(in: text.repaired) { add(r, country: "FR") }
        for r in Self.nl.matches(in: text.repaired) { add(r, country: "NL") }
        return found
    }
}
