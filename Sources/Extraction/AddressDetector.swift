import Foundation
import TextRepair

/// Postal addresses: street, house number, postcode and city, in US ("1600 Main Street, Springfield, IL
/// 62704", with a unit: "3189 PARK DRIVE / UNIT 10 / AUSTIN, TX 78788"), UK ("221B Baker Street, London
/// NW1 6XE"), Irish ("14 Grafton Street, Dublin 2, D02 X285": an Eircode ends it), German ("Hauptstraße 5,
/// 10115 Berlin"), French ("12 rue de la Paix, 75002 Paris", also in La Poste's capitals) and Dutch
/// ("Keizersgracht 123, 1015 CJ Amsterdam") styles; parts may be on separate lines, and a last line naming
/// the country ("United Kingdom", "USA", "Deutschland") belongs to the address.
///
/// Normalized as printed, in the country's own order, parts joined by ", " — with a country only when the
/// page prints one (as printed: "…, 53111 Bonn, Germany"). The country is always in `components`:
/// `country` (ISO code) and, when the page does not print it, `countryInferred: "true"`.
struct AddressDetector: Detector {
    static let cap = #"[A-Z\p{Lu}][\p{L}'.-]*"#
    /// A city word: a capital and lower-case letters, so that a postcode's letters never join the city.
    static let word = #"[\p{Lu}][\p{Ll}'.-]+"#
    /// The spaced dot between a one-line address's parts (or a list's items) as OCR reads it: a dot, bullet,
    /// bar, dash, colon, on small print a guillemet ("600 Lake Shore Drive « Apt 12B"), on a tilted or blurred
    /// scan a plus ("Via Roma 15 + 20121 Milano MI"), on a photograph an asterisk ("48 Park Avenue * Cardiff CF10 3AT"),
    /// on a scan a full stop with a space either side ("14, 3º 2ª . 28013 Madrid"): a sentence's stop has none before it.
    static let dot = #"[·•|–:«»+*.-]"#
    /// Between the parts: a comma, a line break, or the spaced dot or dash letterheads use on one line
    /// ("Hauptstraße 5 · 10115 Berlin"; OCR often reads the dot as a dash, or on a photo as a colon), also
    /// where the layout or OCR broke the line after the dot ("Rue de Fer 25 :" / "5000 Namur").
    static let sep = #"(?:[ \t]+"# + dots + #"(?:[ \t]+|[ \t]*\n[ \t]*)|,?[ \t]*\n?[ \t]*)"#
    /// The spaced dot read as one mark or as two: a scan's small middle dot comes back as a dash and a colon
    /// ("9910 Jasper Avenue -: Edmonton"), as the dot and the stroke of one mark.
    static let dots = dot + "{1,2}"
    /// A unit inside a building, after the street on the same line or on its own line.
    /// A unit word may carry a "#" before its number ("Suite #200", "Ste #800", "Apt #3"; USPS Publication 28
    /// prints "#" alone as the unit's word: "# 4B", "#410").
    static let unit = #"(?:(?:[ \t]+"# + dot + #"(?:[ \t]+|[ \t]*\n[ \t]*)|,?\s+)(?<unit>(?:(?i:Suite|Ste|Apt|Unit|Bldg|Building|Floor|Fl|Room|Rm)(?:\b\.?(?:[ ]?#)?|(?=\d))|#)\s*[\w-]+))?"#
    /// USPS Publication 28's street suffixes (appendix C1) as letterheads print them, whole or abbreviated.
    static let usSuffix = #"(?i:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Parkway|Pkwy|Terrace|Circle|Cir|Highway|Hwy|Square|Sq|Plaza|Plz|Trail|Trl|Loop|Alley|Aly|Pike|Turnpike|Tpke|Expressway|Expy|Freeway|Fwy|Crossing|Xing|Mall)"#
    /// A numbered street's name: "5th Avenue", "W 34th St", "SW 6th Ave" (in capitals on receipts: "57TH ST"); the
    /// "1" of "1st" as a photograph reads it, "ist", "Ist" or "lst" (`usOrdinalRead`: only a 1 takes "st").
    static let usOrdinal = #"\d{1,3}(?i:st|nd|rd|th)|\d{0,2}[Iil|](?i:st)"#

    /// A numbered street's "1st" read with a look-alike of its 1 ("2020 ist Avenue"): the 1 as printed.
    static func usOrdinalRead(_ street: String) -> String {
        street.replacingOccurrences(of: #"(?<![\p{L}])(\d{0,2})[Iil|](?=(?i:st)(?![\p{L}]))"#, with: "$11", options: .regularExpression)
    }

    /// A unit's word and its number as printed, apart: a photograph may lose the space between them ("Apt5").
    static func unitRead(_ unit: String) -> String {
        unit.replacingOccurrences(of: #"^((?i:Suite|Ste|Apt|Unit|Bldg|Building|Floor|Fl|Room|Rm)\.?)(?=\d)"#, with: "$1 ", options: .regularExpression)
    }
    /// A direction before a US street or a quadrant after it ("N Main St", "500 Pennsylvania Ave NW": USPS
    /// Publication 28 prints the two-letter ones too).
    static let usDirection = #"(?:[NS][EW]|[NSEW])\.?"#
    /// A post office box in place of the house and street: "PO Box 4521", "P.O. Box 30", "Post Office Box 12";
    /// in Canada also with its station ("PO Box 2100, Station M", "C.P. 6128, succursale Centre-ville").
    static let poBox = #"(?i:P\.?[ ]?O\.?[ ]?Box|Post[ ]Office[ ]Box|GPO[ ]Box|C\.[ ]?P\.|Case[ ]postale)[ ]+\d{1,7}"#
    static let us = TextPattern(#"(?<![\w-])(?:(?<house>\d{1,6})\s+(?<street>(?:"# + usDirection + #"\s+)?(?:(?:"# + cap + "|" + usOrdinal + #")\s+){1,3}?"# + usSuffix
                          + #"\.?(?:[ ]"# + usDirection + #")?)(?![\w])"# + unit + #"|(?<box>"# + poBox + #"))"#
                          + sep + #"(?<city>"# + cap + #"(?:[ ]"# + cap + #"){0,2}),[ \t]*(?<state>[A-Z]{2})[ \t]+(?<postcode>\d{5}(?:-\d{4})?)(?![\d-])"#)
    /// A UK town word: title case, or capitals as receipts print it (no digit: a postcode never joins it).
    static let ukWord = #"[\p{Lu}](?:[\p{Ll}'.-]+|[\p{Lu}'.-]+)"#
    static let uk = TextPattern(#"(?<![\w-])(?:(?<unit>(?i:Flat|Apartment|Unit|Suite)[ ]+\w+)(?:,?\s+|[ \t]+"# + dot + #"[ \t]+))?(?<house>\d{1,5}[A-Za-z]?)\s+(?<street>(?:"# + cap + #"\s+){1,3}?(?i:Street|Road|Lane|Avenue|Close|Way|Drive|Gardens|Place|Square|Crescent|Terrace|Hill|Row|Grove|Court|Mews|Walk|Park))"#
                          + sep + #"(?<city>"# + ukWord + #"(?:[ ](?:(?i:upon|on|under|in|by|le)[ ])?"# + ukWord + #"){0,2})"# + sep
                          + #"(?<postcode>[A-Z]{1,2}[\dIl!|O][A-Z\d]?[ ]?[\d"# + ukInwardRead + #"][A-Z"# + ukInwardLowerRead + #"]{2})(?![A-Z0-9])"#)
    /// The inward code's letters (never C, I, K, M, O or V: Royal Mail) whose lower case has their capital's shape,
    /// which OCR reads in lower case on a photographed receipt ("OXFORD OX1 4Bx"): read as the capital.
    static let ukInwardLowerRead = String(lowerOfCapitalShape.filter { !"cikmov".contains($0) })
    /// The lower-case letters drawn as their capital made small, which OCR reads in lower case where the capital
    /// stands on a photograph (a UK postcode's inward letter, a town's first letter: "1010 wien").
    static let lowerOfCapitalShape = "cosuvwxz"

    /// A town read with its first letter in lower case where the capital has that shape, right after a postcode of
    /// four or five digits ("1010 wien" on a photographed Austrian invoice, dev set 2903): the capital, where the
    /// word is a town of the tables (`KnownTowns`); no address prints its town so. The same length, so ranges hold.
    static func townCapitalRead(_ text: String) -> String {
        let ns = text as NSString
        var result = text
        let found = townInLowerCase.regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
        for m in found.reversed() {
            let word = ns.substring(with: m.range(at: 1))
            guard KnownTowns.country(of: word) != nil, let range = Range(NSRange(location: m.range(at: 1).location, length: 1), in: result) else { continue }
            result.replaceSubrange(range, with: word.prefix(1).uppercased())
        }
        return result
    }
    static let townInLowerCase = TextPattern(#"(?<![\w-])\d{4,5}[ ](["# + lowerOfCapitalShape + #"]\p{Ll}+)(?![\w-])"#)
    /// The capitals that stand for one digit alone in the one look-alike table (O, D, Q, I, Z, S, B, T): in a UK
    /// postcode's inward code, whose first character is always a digit, such a capital is that digit ("LS1 SDL" on
    /// a photographed receipt is LS1 5DL).
    static let ukInwardLookalikes: [Character: Character] = DigitLookalikes.digits
        .filter { letter, digits in letter.isASCII && letter.isUppercase && digits.count == 1 }
        .compactMapValues { $0.first.map { Character(String($0)) } }
    static let ukInwardRead = String(ukInwardLookalikes.keys.sorted())
    /// A UK postcode's outward code as read, the digit after its area letters read back from OCR's look-alikes
    /// ("BAI 2HN", "EH! 2DP": no outward code has a third letter there, nor a "!"), the inward code's digit read
    /// back the same way (`ukInwardLookalikes`), and the space before the inward code (always its last three
    /// characters) that OCR lost ("L14HY": Royal Mail prints "L1 4HY").
    static func ukPostcode(_ read: String) -> String {
        var characters = Array(read)
        for i in characters.indices.suffix(2) where ukInwardLowerRead.contains(characters[i]) { characters[i] = Character(characters[i].uppercased()) }
        if !characters.contains(" "), characters.count >= 5 { characters.insert(" ", at: characters.count - 3) }
        if characters.count >= 3, let digit = ukInwardLookalikes[characters[characters.count - 3]] {
            characters[characters.count - 3] = digit
        }
        // The area is one or two letters; the character after two letters must be a digit.
        let place = min(2, characters.prefix { $0.isASCII && $0.isUppercase }.count)
        guard place > 0, place < characters.count,
              let digit = ["I": "1", "l": "1", "!": "1", "|": "1", "O": "0"][characters[place]] else { return String(characters) }
        characters[place] = Character(digit)
        return String(characters)
    }
    /// Ireland: parts (a street with or without a number, a unit, a town, "Dublin 2", "Co. Cork") ending in an
    /// Eircode: a routing key (a letter of A C D E F H K N P R T V W X Y and two digits, or D6W) and four
    /// characters of the same letters and digits. A capital the alphabet leaves out that OCR reads for one
    /// digit (`eircodeLookalikes`: O, Q, I, Z, S, B) is that digit: "DO2 X285" is D02 X285, "N37 ESW8" is
    /// N37 E5W8; the routing key keeps at least one digit as printed. A letterhead's line that the layout or
    /// OCR broke after a spaced dot, or at the Eircode's space ("8 The Mall · Waterford ·" / "X91" / "PK73 ·
    /// Ireland", as `sep` allows elsewhere), is one address: the line break after the dot is no part, the one
    /// inside the Eircode its space.
    static let eircodeLetters = "ACDEFHKNPRTVWXY"
    /// The capitals no Eircode holds that stand for one digit alone in the one look-alike table.
    static let eircodeLookalikes = ukInwardLookalikes.filter { !eircodeLetters.contains($0.key) }
    static let eircodeRead = String(eircodeLookalikes.keys.sorted())
    static let iePart = #"[\p{Lu}][\p{L}'.-]*(?:[ ](?:[\p{Lu}][\p{L}'.-]*|\d{1,2}W?|of|na|an|the))*"#
    /// The street word in any case: receipts print "41 LOWER BAGGOT STREET". Between the parts, a comma, a
    /// line break or a letterhead's spaced dot or dash ("3 Eyre Square · Galway · H91 FT22").
    static let ie = TextPattern(#"(?<![\w-])(?<street>(?:(?i:Unit|Apartment|Apt|Suite|Floor)[ \t]+\w+(?:,?\s+|[ \t]+"# + dot + #"[ \t]+))?(?:\d{1,4}[A-Za-z]?[ \t]+)?(?:[\p{Lu}][\p{L}'.-]*[ \t]+){0,3}(?i:Street|Road|Avenue|Square|Quay|Mall|Lane|Place|Terrace|Park|Drive|Way|Row|Hill|Crescent|Court|Green|Parade|Quay|Walk|Close|Grove|Gardens|Bridge)(?![\w]))"#
                          + #"(?<middle>(?:(?:,[ \t]*|[ \t]*\n[ \t]*|[ \t]+"# + dot + #"(?:[ \t]+|[ \t]*\n[ \t]*))"# + iePart + #"){0,3})"#
                          + #"(?:,[ \t]*|[ \t]*\n[ \t]*|[ \t]+"# + dot + #"(?:[ \t]*\n)?[ \t]*|[ \t]+)(?<postcode>(?:[AC-FHKNPRTV-Y](?:\d[\d"# + eircodeRead + "]|[" + eircodeRead + #"]\d)|D6W)(?:[ ]?|[ \t]*\n[ \t]*)[0-9AC-FHKNPRTV-Y"# + eircodeRead + #"]{4})(?![\w])"#)
    /// "ß" as Tesseract's English model reads it in a street word: "f", "B", "R", "S", "k", "t", or "f" and one or two
    /// stray glyphs ("fg", "fS", "fs", "f&", "f@", "fgs": the descender of ß read apart), or on a photograph
    /// nothing ("Annenstrae"). No German word ends in "strafe", "strafge", "straSe", "strake", "strate" or "strae",
    /// so a street word read so before its house number is "straße" (`germanEszett`).
    static let eszettRead = #"(?:f[gsS&@]{0,2}|B|R|S|k|t)?"#
    /// "ß" inside any word of a street as OCR reads it: a capital "B" or "R" ("GroBe"). A "$" read for it
    /// ("Gro$e") is read back once, on the whole text, before the patterns (`eszettMarkRead`).
    static let eszettInWordRead = "[BR]"
    /// The inflected adjectives German and Austrian streets are named by, written apart from the street word or
    /// the compound after them ("Hohe Straße", "Neuer Wall", "Obere Königsstraße", "Linke Wienzeile"; Duden).
    static let germanStreetAdjectives = #"(?:Alte|Alter|Neue|Neuer|Große|Großer|Grosse|Kleine|Kleiner|Lange|Langer|Hohe|Hoher|Breite|Breiter|Kurze|Obere|Oberer|Untere|Unterer|Mittlere|Hintere|Vordere|Innere|Äußere|Schmale|Krumme|Weite|Tiefe|Rote|Weiße|Grüne|Schöne|Linke|Rechte)"#
    /// A place's adjective on the street's line before a compound street word ("Wiedner Hauptstraße",
    /// "Landstraßer Hauptstraße"): on the same line only, as a name ending in "-er" on the line above is none.
    static let placeAdjective = #"[\p{Lu}][\p{L}]+er[ ]"#
    static let dePrefix = #"(?:(?:"# + germanStreetAdjectives + #"|Am|An der|Auf der|Auf dem|Im|In der|Zum|Zur)\s|"# + placeAdjective + ")?"
    /// A street named after a place in two words: "Düsseldorfer Straße", "Berliner Allee", "Kölner Str.".
    static let deTwoWords = #"[\p{Lu}][\p{L}]+er[ ](?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer|Chaussee|Tor|Landstraße)"#
    /// An adjective and the street word as its own word: "Hohe Straße", "Lange Str.", "Breite Gasse" (Duden:
    /// "Hohe Straße" is written apart, as are all streets named by an inflected adjective).
    static let deAdjective = germanStreetAdjectives + #"[ ](?:Straße|Strasse|Stra"# + eszettRead + #"e|Str\.|Gasse|Allee|Weg|Ring|Reihe|Zeile)"#
    /// A street named by a preposition and a place, with no street word: "An der Alster", "Am Markt".
    static let dePlace = #"(?:Am|An der|An den|Auf der|Auf dem|Im|In der|Zum|Zur|Unter den)[ ][\p{Lu}][\p{Ll}]+"#
    /// In any case (receipts print "LINDENWEG 3A / 60313 FRANKFURT AM MAIN").
    static let de = TextPattern(#"(?<![\w-])(?<street>"# + deTwoWords + "|" + deAdjective + "|" + dePrefix + #"[\p{Lu}][\p{L}-]*?(?:straße|strasse|stra"# + eszettRead + #"e|str\.|(?i:weg|platz|allee|gasse|ring|damm|ufer|chaussee|straße|strasse|str\.))|"# + dePlace + #")\s+(?<house>\d{1,4}[ ]?[a-zA-Z]?)(?![\w])"#
                          + sep + #"(?:D-)?(?<postcode>\d{5})[ \t]+(?<city>[\p{Lu}][\p{L}-]+(?:[ ](?i:am|an der|im|bei|a\.)[ ][\p{Lu}][\p{L}-]+)?)"#)
    /// La Poste's delivery lines: a building before the street ("Bât. B", "Résidence Les Tilleuls"); a box after it or
    /// in its place ("BP 4021": boîte postale; "CS 70100": course spéciale; "TSA 10001"); "Cedex" after the town with
    /// its office's number ("31040 Toulouse Cedex 6", "75004 PARIS CEDEX 04"). All part of the address as printed.
    static let frBuilding = #"(?i:Bât\.|Bat\.|Bâtiment|Batiment|Immeuble|Résidence|Residence)[ ][^\n,·\d]{1,30}?"#
    static let frBox = #"(?:BP|B\.P\.|CS|TSA)[ ]?\d{1,6}"#
    static let fr = TextPattern(#"(?<![\w-])(?:(?<building>"# + frBuilding + ")" + sep + #")?(?:(?<house>\d{1,4}(?:[ ]?(?i:bis|ter))?),?\s+(?<street>(?i:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours)\b[^\n,\d·]{1,50}?)"#
                          + "(?:" + sep + "(?<delivery>" + frBox + #"))?|(?<box>"# + frBox + "))"
                          + sep + #"(?<postcode>\d{5})[ \t]+(?<city>[\p{Lu}][\p{L}'-]+(?:[ ](?i:Cedex)(?:[ ]\d{1,2}(?!\d))?)?)"#, caseInsensitive: false)
    static let nlWords = #"(?i:straat|laan|weg|gracht|plein|kade|singel|dijk|dreef|hof|markt|park|baan|steeg|pad|wal)"#
    /// A Dutch street: a name ending in a street word, or an adjective and the word ("Grote Markt"), in any case;
    /// the name may run over particles ("Witte de Withstraat", "Burgemeester van Walsumweg"; a receipt's
    /// capitals print them so too: "WITTE DE WITHSTRAAT").
    static let nl = TextPattern(#"(?<![\w-])(?<street>(?i:Grote|Kleine|Lange|Korte|Oude|Nieuwe|Hoge|Lage)[ ]"# + nlWords
                          + #"|(?:[\p{Lu}][\p{L}'-]*[ ](?:(?i:de|van|der|den|het|ter|te)[ ])+)?[\p{Lu}][\p{L}'-]*?"# + nlWords + #")\s+(?<house>\d{1,5}[ ]?[A-Za-z]?)(?![\w])"#
                          + sep + #"(?<postcode>\d{4}[ ]?[A-Z]{2})[ \t]+(?<city>[\p{Lu}][\p{L}'-]+(?:[ ][\p{Lu}][\p{L}'-]+)?)"#)

    /// A street with no street word, a bare name ("Meir 78", "Neude 11", "Spui 70", "Große Bleichen 21"), before
    /// its number: an address only when a Dutch postcode (four digits, two capitals) or a postcode of four or
    /// five digits and a town the tables know for a street-first country follows (`bareStreetCountry`).
    static let bare = TextPattern(#"(?<![\w-])(?<street>[\p{Lu}][\p{L}'-]+(?:[ ][\p{Lu}][\p{L}'-]+)?)[ ]+(?<house>\d{1,4}[a-zA-Z]?)(?![\w])"#
                          + sep + #"(?<postcode>\d{4}[ ]?[A-Z]{2}(?![\w])|\d{4,5})[ \t]+(?<city>[\p{Lu}][\p{L}'-]+(?:[ ][\p{Lu}][\p{L}'-]+)?)"#)

    /// The country and town of a bare-named street's address: Dutch by its postcode, else the country of
    /// the town (its first word alone when the second is not part of it: "2000 Antwerpen Tél.") among those
    /// whose postcode has as many digits: Germany (five), Austria, Switzerland, Belgium (four).
    static func bareStreetCountry(postcode: String, city: String) -> (country: String, city: String)? {
        if postcode.range(of: #"^\d{4} ?[A-Z]{2}$"#, options: .regularExpression) != nil { return ("NL", city) }
        let countries = postcode.count == 5 ? ["DE"] : ["AT", "CH", "BE"]
        let words = city.split(separator: " ").map(String.init)
        for candidate in [city, words[0]] {
            for country in countries where PostalFormats.towns(country).contains(where: {
                $0.compare(candidate, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame }) {
                return (country, candidate)
            }
        }
        return nil
    }

    func detect(in text: TextView) -> [Match] {
        let repaired = Self.townCapitalRead(Self.eszettMarkRead(Self.streetWordsRead(text.repaired)))
        let s = repaired as NSString
        var found: [Match] = []
        func add(_ r: NSTextCheckingResult, country: String) {
            var parts: [String: String] = ["country": country]
            for key in ["street", "house", "postcode", "city", "state", "unit", "box", "building", "delivery"] {
                if let value = r.group(key, in: s) {
                    parts[key == "house" ? "house_number" : key] = value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                }
            }
            // A post office box is the delivery line, where a street and house number stand otherwise.
            if let box = parts.removeValue(forKey: "box") { parts["street"] = box }
            if country == "DE", let street = parts["street"] { parts["street"] = Self.germanUmlaut(Self.germanEszett(street, inWords: true)) }
            if country == "DE", let city = parts["city"], let known = PostalFormats.knownSpelling(of: city, country: "DE") { parts["city"] = known }
            if country == "GB", let postcode = parts["postcode"] { parts["postcode"] = Self.ukPostcode(postcode) }
            if country == "US" {
                parts["street"] = parts["street"].map(Self.usOrdinalRead)
                parts["unit"] = parts["unit"].map(Self.unitRead)
            }
            let street = parts["street"] ?? "", house = parts["house_number"] ?? "", city = parts["city"] ?? ""
            let postcode = parts["postcode"] ?? ""
            // A unit after the street with a space alone ("1010 Market St #300") is printed so; after a comma, a
            // spaced dot or a line break it is a part of its own.
            let unitRange = r.range(withName: "unit"), streetRange = r.range(withName: "street")
            let spaced = unitRange.location != NSNotFound && streetRange.location != NSNotFound && unitRange.location > NSMaxRange(streetRange)
                && s.substring(with: NSRange(location: NSMaxRange(streetRange), length: unitRange.location - NSMaxRange(streetRange)))
                    .allSatisfy { $0 == " " }
            let unit = parts["unit"].map { (spaced ? " " : ", ") + $0 } ?? ""
            var normalized: String
            switch country {
            case "US" where house.isEmpty: normalized = "\(street), \(city), \(parts["state"] ?? "") \(postcode)"
            case "US": normalized = "\(house) \(street)\(unit), \(city), \(parts["state"] ?? "") \(postcode)"
            case "GB": normalized = (parts["unit"].map { $0 + ", " } ?? "") + "\(house) \(street), \(city) \(postcode)"
            case "FR":
                let delivery = [parts["building"], house.isEmpty ? street : "\(house) \(street)", parts["delivery"]].compactMap { $0 }
                normalized = (delivery + ["\(postcode) \(city)"]).joined(separator: ", ")
            case "IE":
                let eircode = Self.eircode(postcode)
                let printedRange = r.range(withName: "postcode")
                let printed = s.replacingCharacters(in: printedRange, with: eircode) as NSString
                normalized = Self.irish(printed.substring(with: NSRange(location: r.range.location,
                                                                        length: r.range.length - printedRange.length + (eircode as NSString).length)))
                parts["postcode"] = eircode
            default: normalized = "\(street) \(house), \(postcode) \(city)"
            }
            found.append(Self.withCountryLine(range: r.range, normalized: normalized, parts: parts, in: s))
        }
        for r in Self.us.matches(in: repaired) { add(r, country: "US") }
        for r in Self.uk.matches(in: repaired) { add(r, country: "GB") }
        for r in Self.ie.matches(in: repaired) { add(r, country: "IE") }
        for r in Self.de.matches(in: repaired) { add(r, country: "DE") }
        for r in Self.fr.matches(in: repaired) { add(r, country: "FR") }
        for r in Self.nl.matches(in: repaired) { add(r, country: "NL") }
        // Countries whose formats are data (`PostalFormats`): the value is the address as printed, a shaped
        // postcode read by position ("M5H 2S6", which digit repair made "256", or "MSB" read for "M5B").
        for (pattern, order) in [(PostalFormats.streetFirst, PostalFormat.Order.streetFirst), (PostalFormats.houseFirst, .houseFirst)] {
            let ns = s
            for r in pattern.matches(in: repaired) {
                // A post office box is the delivery line, where a street stands otherwise.
                let box = r.group("box", in: ns)
                guard let street = r.group("street", in: ns) ?? box.map({ _ in "" }), let postcode = r.group("postcode", in: ns),
                      let city = r.group("city", in: ns), case let town = order == .houseFirst ? Self.joinedTown(city) : city,
                      let country = PostalFormats.country(street: order == .houseFirst ? Self.joinedSplits(street, words: PostalFormats.houseFirstStreetWords) : street,
                                                          postcode: postcode, prefix: r.group("prefix", in: ns),
                                                          region: r.group("state", in: ns), town: town, order: order),
                      town == city || PostalFormats.towns(country).contains(where: {
                          $0.compare(town, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame })
                else { continue }
                // A floor and door between the number and the postcode is Spain's convention ("15, 3º 2ª"), no
                // other country's: elsewhere the match is no address.
                let floorRange = r.range(withName: "floor")
                // Each country's own: Spain's floor and door (its ordinal indicators read back), Austria's stair and door.
                let floor = r.group("floor", in: ns)
                let own = PostalFormats.format(country)?.unitAfterHouse
                guard floor == nil || own.map({ floor?.range(of: "^(?:" + $0 + ")$", options: .regularExpression) != nil }) == true
                else { continue }
                let floorRead = country == "ES" ? floor.map(PostalFormats.unitRead) : floor
                var parts: [String: String] = ["country": country]
                let format = PostalFormats.format(country)
                let postcodeRange = r.range(withName: "postcode")
                for key in ["street", "house", "postcode", "city", "state", "unit", "lead", "floor", "box"] {
                    if let value = key == "floor" ? floorRead : r.group(key, in: ns) {
                        let name = ["house": "house_number", "lead": "unit", "floor": "unit", "box": "street"][key] ?? key
                        parts[name] = value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    }
                }
                let range = r.range
                // A postcode's country prefix ("A-1010") is left out of the value, as "D-" is for Germany.
                let prefix = r.range(withName: "prefix")
                let postcodeRead = PostalFormats.repairedPostcode(postcode, shape: format?.shape, pattern: format?.postcode)
                parts["postcode"] = postcodeRead
                let start = prefix.location == NSNotFound ? postcodeRange.location : prefix.location
                let head = floorRead.map { ns.substring(with: NSRange(location: range.location, length: floorRange.location - range.location)) + $0
                    + ns.substring(with: NSRange(location: NSMaxRange(floorRange), length: start - NSMaxRange(floorRange))) }
                    ?? ns.substring(with: NSRange(location: range.location, length: start - range.location))
                let printed = head + postcodeRead
                    + ns.substring(with: NSRange(location: NSMaxRange(postcodeRange), length: NSMaxRange(range) - NSMaxRange(postcodeRange)))
                var normalized = Self.asPrinted(printed)
                // A unit before the civic number with a spaced dash ("Unit 5 - 123 Main St") keeps its dash, which
                // `asPrinted` reads as a letterhead's spaced dot between parts.
                if let lead = parts["unit"], let dash = r.group("leadDash", in: ns), normalized.hasPrefix(lead + ", ") {
                    normalized = lead + " " + dash.trimmingCharacters(in: .whitespaces) + " " + normalized.dropFirst(lead.count + 2)
                }
                if town != city {
                    parts["city"] = town
                    normalized = normalized.replacingOccurrences(of: city, with: town)
                }
                if let city = parts["city"], let known = PostalFormats.knownSpelling(of: city, country: country) {
                    parts["city"] = known
                    normalized = normalized.replacingOccurrences(of: city, with: known)
                }
                // A French street's circumflex read as a diaeresis, in any country ("Rue du Rhöne" in Geneva).
                let french = PostalFormats.frenchTypes.contains { parts["street"]?.range(of: "^(?i:" + $0 + ")[ ]", options: .regularExpression) != nil }
                if let diaereses = Self.diaeresesRead[country] ?? (french ? Self.diaeresesRead["FR"] : nil) {
                    for key in ["street", "city"] {
                        guard let value = parts[key] else { continue }
                        let castilian = key == "street" && country == "ES" && PostalFormats.castilianTypes.contains {
                            value.range(of: "^(?i:" + $0 + ")[ ]", options: .regularExpression) != nil }
                        let read = String(value.map { diaereses[$0] ?? (castilian ? Self.gravesRead[$0] : nil) ?? $0 })
                        guard read != value else { continue }
                        parts[key] = read
                        normalized = normalized.replacingOccurrences(of: value, with: read)
                    }
                }
                // Canada Post's French direction after the street, its O read as Q: "rue Sainte-Catherine Quest".
                if country == "CA", let street = parts["street"], street.hasSuffix(" Quest") || street.hasSuffix(" QUEST") {
                    let direction = street.hasSuffix(" QUEST") ? "OUEST" : "Ouest"
                    let read = String(street.dropLast(5)) + direction
                    parts["street"] = read
                    normalized = normalized.replacingOccurrences(of: street, with: read)
                }
                // A street word a photograph split ("Jasper Aven nue", "Coll ins St"), and a region read in lower case.
                if order == .houseFirst, let street = parts["street"] {
                    let joined = Self.joinedSplits(street, words: PostalFormats.houseFirstStreetWords)
                    if joined != street {
                        parts["street"] = joined
                        normalized = normalized.replacingOccurrences(of: street, with: joined)
                    }
                }
                if let state = parts["state"], case let read = PostalFormats.regionRead(state, country: country), read != state,
                   let at = normalized.range(of: " " + state, options: .backwards) {
                    parts["state"] = read
                    normalized.replaceSubrange(at, with: " " + read)
                }
                if let street = parts["street"], let read = PostalFormats.wholeNameSpelled(street, country: country, postcode: parts["postcode"] ?? "") {
                    parts["street"] = read
                    normalized = normalized.replacingOccurrences(of: street, with: read)
                }
                if let street = parts["street"], case let read = Self.romanNumeralRead(street), read != street {
                    parts["street"] = read
                    normalized = normalized.replacingOccurrences(of: street, with: read)
                }
                if country == "ES" {
                    for key in ["street", "house_number"] {
                        if let value = parts[key] { parts[key] = PostalFormats.spanishIndicatorsRead(value) }
                    }
                    normalized = PostalFormats.spanishIndicatorsRead(normalized)
                }
                // Austria's streets are German: an umlaut read as an accent or its capital vowel is read back as for Germany's.
                if let street = parts["street"], case let read = country == "AT" ? Self.germanUmlaut(Self.germanEszett(street, inWords: true))
                    : Self.germanEszett(street), read != street {
                    parts["street"] = read
                    normalized = normalized.replacingOccurrences(of: street, with: read)
                }
                let match = Self.withCountryLine(range: range, normalized: normalized, parts: parts, in: s)
                guard !found.contains(where: { $0.overlaps(match) }) else { continue }
                found.append(match)
            }
        }
        for r in Self.bare.matches(in: repaired) {
            guard let street = r.group("street", in: s), let house = r.group("house", in: s),
                  let postcode = r.group("postcode", in: s), let city = r.group("city", in: s),
                  let (country, town) = Self.bareStreetCountry(postcode: postcode, city: city) else { continue }
            let cityRange = r.range(withName: "city")
            let range = NSRange(location: r.range.location, length: cityRange.location + (town as NSString).length - r.range.location)
            // Germany and Austria print "ß", which OCR may read as a capital inside a word ("GroBe Bleichen").
            let read = ["DE", "AT"].contains(country) ? Self.germanEszett(street, inWords: true) : street
            let parts = ["country": country, "street": read, "house_number": house, "postcode": postcode, "city": town]
            let printed = Self.asPrinted(s.substring(with: range)).replacingOccurrences(of: street, with: read)
            let match = Self.withCountryLine(range: range, normalized: printed, parts: parts, in: s)
            guard !found.contains(where: { $0.overlaps(match) }) else { continue }
            found.append(match)
        }
        return found
    }

    /// Street words, whole ("Street", "Blvd", "Straße"), that OCR reads with one thin stroke taken for another
    /// ("Sireet", "Bivd"; only i, l, t, f, j, 1, ! and | stand for one another: "Avenne" is left as read).
    static let streetWords = ["Street", "Road", "Avenue", "Boulevard", "Blvd", "Drive", "Lane", "Court", "Place",
                              "Terrace", "Circle", "Highway", "Parkway", "Crescent", "Gardens", "Close", "Square",
                              "Straße", "Strasse", "Allee", "Platz", "Gasse", "straat", "laan", "Calle", "Avenida"]
    static let thinStrokes: Set<Character> = ["i", "l", "t", "f", "j", "1", "!", "|"]

    /// A "$" between a vowel and an "e" inside a word ("Gro$e Bleichen") is a photograph's "ß", which no word
    /// holds as a mark: read as "ß" so that the address patterns see a word (one UTF-16 unit each: ranges hold).
    static func eszettMarkRead(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?<=\p{Ll}[aeiouäöü])\$(?=e)"#, with: "ß", options: .regularExpression)
    }
    static let streetWordsByLength: [Int: [String]] = Dictionary(grouping: streetWords.map { $0.lowercased() }, by: \.count)

    /// The text with each word that is one thin stroke away from a street word ("Sireet", "Bivd") read as that
    /// word, in the case printed; the same length, so ranges hold. Only the address patterns read it, and an
    /// address needs its number, postcode and town around the word besides.
    static func streetWordsRead(_ text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            defer { word = "" }
            guard word.count >= 4, let candidates = streetWordsByLength[word.count] else { result += word; return }
            let lower = Array(word.lowercased())
            guard lower.count == word.count, !candidates.contains(String(lower)),
                  let target = candidates.first(where: { candidate in
                      let differ = zip(lower, candidate).filter { $0 != $1 }
                      return differ.count == 1 && thinStrokes.contains(differ[0].0) && thinStrokes.contains(differ[0].1)
                  })
            else { result += word; return }
            let upper = word == word.uppercased()
            for (printed, read) in zip(Array(word), Array(target)) {
                let asRead = String(read)
                if String(printed).lowercased() == asRead { result.append(printed) } else { result += upper ? asRead.uppercased() : asRead }
            }
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "!" || character == "|" { word.append(character) } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// A street word a photograph split in two, read with a space inside it and at times the letter at the cut
    /// twice ("Aven nue" for Avenue, "Str eet"), as a pattern of alternatives: only words of five letters or more
    /// (a short word split is two words of its own), so that the joined reading is a street word the tables know.
    static func splitForms(of words: [String]) -> String {
        var forms: [String] = []
        for word in Set(words) where word.count >= 5 && word.allSatisfy(\.isLetter) {
            let letters = Array(word)
            for cut in 1 ..< letters.count {
                let head = String(letters[..<cut]), tail = String(letters[cut...])
                forms.append(head + "[ ]" + tail)
                forms.append(head + "[ ]" + String(letters[cut - 1]) + tail)
            }
        }
        return forms.joined(separator: "|")
    }

    /// Particles a street's name holds in lower case ("Chemin de la Côte", "Avenue of the Arts"): never a piece
    /// of the word before them (`joinedSplits`).
    static let nameParticles: Set<String> = ["de", "du", "la", "le", "les", "des", "of", "the", "and", "on", "sur", "aux",
                                             "au", "en", "et", "van", "von", "der", "den", "di", "del", "da"]

    /// A street read with a word a photograph split (`splitForms`): the two pieces joined, in the case read,
    /// where the joined word is one of `words` ("Jasper Aven nue" → "Jasper Avenue", the doubled "n" at the cut
    /// read once), or where a capitalized name word is followed by a piece of two to four lower-case letters
    /// that is no particle ("Coll ins St" → "Collins St": an English street's name words are capitalized).
    static func joinedSplits(_ street: String, words: [String]) -> String {
        let known = Set(words.map { $0.lowercased() })
        var tokens = street.split(separator: " ").map(String.init)
        var i = 0
        while i + 1 < tokens.count {
            let a = tokens[i], b = tokens[i + 1]
            var joined: String? = nil
            if known.contains((a + b).lowercased()) {
                joined = a + b
            } else if let last = a.last, let first = b.first, last.lowercased() == first.lowercased(),
                      known.contains((a + b.dropFirst()).lowercased()) {
                joined = a + b.dropFirst()
            } else if a.first?.isUppercase == true, a.count >= 2, a.dropFirst().allSatisfy(\.isLowercase),
                      (2 ... 4).contains(b.count), b.allSatisfy({ $0.isLowercase }), !nameParticles.contains(b),
                      i + 2 < tokens.count {
                joined = a + b
            }
            if let joined {
                tokens.replaceSubrange(i ... i + 1, with: [joined])
            } else {
                i += 1
            }
        }
        return tokens.joined(separator: " ")
    }

    /// A town a photograph split, its first word and a lower-case piece ("Ho bart"), joined ("Hobart"); the
    /// caller keeps it only when the country's table knows the joined town.
    static func joinedTown(_ city: String) -> String {
        var words = city.split(separator: " ").map(String.init)
        guard words.count >= 2, words[1].first?.isLowercase == true else { return city }
        words.replaceSubrange(0 ... 1, with: [words[0] + words[1]])
        return words.joined(separator: " ")
    }

    /// A street named after a ruler or pope ends in a Roman numeral ("Corso Vittorio Emanuele II", "Calle de
    /// Alfonso XII"), which OCR reads with an "l" or a "1" for an I ("Emanuele Il"): the street's last word, of
    /// I, V and X and at least one such look-alike, read as the numeral when that gives one. An article or
    /// a name never ends a street's name, so "Il" there is no Italian "il".
    static func romanNumeralRead(_ street: String) -> String {
        guard let last = street.split(separator: " ").last, last.count >= 2,
              last.allSatisfy({ "IVXl1".contains($0) }), last.contains(where: { "IVX".contains($0) }),
              last.contains(where: { "l1".contains($0) }) else { return street }
        let numeral = String(last.map { "l1".contains($0) ? "I" : $0 })
        guard numeral.range(of: "^X{0,3}(?:IX|IV|V?I{0,3})$", options: .regularExpression) != nil else { return street }
        return street.dropLast(last.count) + numeral
    }

    /// The address with the country line printed after it, if any: its range and value then take the line,
    /// and `components` the country as printed; else the country stays inferred.
    static func withCountryLine(range: NSRange, normalized: String, parts: [String: String], in s: NSString) -> Match {
        var range = range, normalized = normalized, parts = parts
        if let printed = CountryNames.line(after: NSMaxRange(range), in: s) {
            range.length = NSMaxRange(printed.range) - range.location
            normalized += ", " + printed.name
            parts["countryPrinted"] = printed.name
            if let code = CountryNames.code(of: printed.name) { parts["country"] = code }
        } else {
            parts["countryInferred"] = "true"
        }
        return Match(kind: .address, range: range, normalized: normalized, components: parts, confidence: 0.9)
    }

    /// A German street word as printed: Tesseract without German reads "ß" as `eszettRead`, and no street
    /// ends in "strafe" ("Industriestrafe", "Mariahilfer StraBe", "Maria-Theresien-Strafge").
    /// With `inWords` (a street of a country that prints "ß": Germany, Austria), also a capital "B" or "R" read
    /// for "ß" after a vowel inside any word of the street ("GroBe Bleichen", "Untere WeiRgerberstraße"): no
    /// German street name has a capital inside a word, and "ß" follows a vowel or a diphthong. (A "$" read for it
    /// is read back before the patterns, `eszettMarkRead`: a street the patterns took holds no "$".)
    static func germanEszett(_ street: String, inWords: Bool = false) -> String {
        var street = street
        if let range = street.range(of: #"(?<=[Ss]tra)"# + eszettRead + #"e$"#, options: .regularExpression) {
            street.replaceSubrange(range, with: "ße")
        }
        guard inWords else { return street }
        return street.replacingOccurrences(of: #"(?<=[aeiouäöü])"# + eszettInWordRead + #"(?=\p{Ll})"#, with: "ß", options: .regularExpression)
    }

    /// Accents OCR reads as a diaeresis on photographs ("Constituciön"), or a German-led reading on a French
    /// street ("Rhöne", or "Rhóne" with an acute), for languages that print no such letter: Spanish (which has ü only), Italian (grave
    /// accents; "ó" is rare) and French.
    static let diaeresesRead: [String: [Character: Character]] = [
        "ES": ["ä": "á", "ë": "é", "ï": "í", "ö": "ó", "Ä": "Á", "Ë": "É", "Ï": "Í", "Ö": "Ó"],
        "IT": ["ä": "à", "ë": "è", "ï": "ì", "ö": "ò", "ü": "ù", "Ä": "À", "Ë": "È", "Ï": "Ì", "Ö": "Ò", "Ü": "Ù"],
        // French streets (by their type, in any country): French prints ë, ï and ü, never ä or ö, nor an acute
        // accent on a, i, o or u ("Rue du Rhóne": the circumflex read as an acute).
        "FR": ["ä": "â", "ö": "ô", "Ä": "Â", "Ö": "Ô", "á": "â", "í": "î", "ó": "ô", "ú": "û", "Á": "Â", "Í": "Î", "Ó": "Ô", "Ú": "Û"],
    ]

    /// Castilian prints acute accents alone: a grave accent on a street named in Castilian ("Calle de Alcalà") is
    /// OCR's reading of the acute. Catalan streets ("Passeig de Gràcia") keep theirs.
    static let gravesRead: [Character: Character] = ["à": "á", "è": "é", "ì": "í", "ò": "ó", "ù": "ú",
                                                     "À": "Á", "È": "É", "Ì": "Í", "Ò": "Ó", "Ù": "Ú"]

    /// A German street word whose umlaut the English model read as its capital vowel, between a word's
    /// capital and its lower-case letters ("KOlner Str." → "Kölner Str."), whose "ü" a photograph read as
    /// "ii" ("Miihlenweg", `PostalFormats.umlautReadAsTwo`), or whose umlaut a photograph read as an acute or
    /// grave accent ("Kónigsallee"): no German word is spelled so.
    static let umlautsReadAsAccents: [Character: Character] = ["á": "ä", "à": "ä", "ó": "ö", "ò": "ö", "ú": "ü", "ù": "ü",
                                                               "Á": "Ä", "À": "Ä", "Ó": "Ö", "Ò": "Ö", "Ú": "Ü", "Ù": "Ü"]

    static func germanUmlaut(_ street: String) -> String {
        let street = String(street.replacingOccurrences(of: PostalFormats.umlautReadAsTwo.read, with: String(PostalFormats.umlautReadAsTwo.letter))
            .map { umlautsReadAsAccents[$0] ?? $0 })
        let umlauts: [Character: String] = ["A": "ä", "O": "ö", "U": "ü"]
        let c = Array(street)
        guard c.count >= 3 else { return street }
        var out = String(c[0])
        for i in 1 ..< c.count {
            if i + 1 < c.count, c[i - 1].isUppercase, i == 1 || !c[i - 2].isLetter, let umlaut = umlauts[c[i]], c[i + 1].isLowercase {
                out += umlaut
            } else {
                out.append(c[i])
            }
        }
        return out
    }

    /// An address as printed on one line: its line breaks and the spaced dots or dashes between its parts
    /// read as ", ", spaces collapsed.
    static func asPrinted(_ text: String) -> String {
        text.replacingOccurrences(of: #"[ \t]*(?:[ \t]"# + dots + #"[ \t]*\n|,?[ \t]*\n|[ \t]"# + dots + #"[ \t])[ \t]*"#, with: ", ", options: .regularExpression)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// An Eircode as read, with OCR's look-alikes of digits (capitals no Eircode has) read as digits.
    static func eircode(_ read: String) -> String {
        String(read.map { eircodeLookalikes[$0] ?? $0 })
    }

    /// An Irish address as printed, its parts (lines or comma parts) joined by ", ", the Eircode its own
    /// part as An Post prints it on the last line.
    static func irish(_ printed: String) -> String {
        // A dot may touch the Eircode after it ("Co. Kildare -W91 E2K6").
        let joined = printed.replacingOccurrences(of: #"[ \t]+"# + dot + #"[ \t]*"#, with: ",", options: .regularExpression)
        var parts = joined.components(separatedBy: CharacterSet(charactersIn: ",\n"))
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
        if let last = parts.last, let eircode = last.range(of: #"(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$"#, options: .regularExpression),
           eircode.lowerBound != last.startIndex {
            parts[parts.count - 1] = String(last[..<eircode.lowerBound]).trimmingCharacters(in: .whitespaces)
            parts.append(String(last[eircode]))
        }
        return parts.joined(separator: ", ")
    }
}
