import Foundation
import TextRepair

/// IBANs, printed compact or in groups of four, checked by length for the country and by ISO 13616's
/// mod-97 checksum: a string of the right shape that fails the checksum is not reported.
struct IBANDetector: Detector {
    /// Each country's BBAN as the SWIFT IBAN registry gives it: runs of digits (n), capital letters (a) or
    /// either (c), for the countries a European document is likely to carry. The IBAN's length is 4 more.
    static let structures: [String: String] = [
        "AD": "8n12c", "AT": "16n", "BE": "12n", "BG": "4a6n8c", "CH": "5n12c", "CY": "8n16c", "CZ": "20n",
        "DE": "18n", "DK": "14n", "EE": "16n", "ES": "20n", "FI": "14n", "FR": "10n11c2n", "GB": "4a14n",
        "GR": "7n16c", "HR": "17n", "HU": "24n", "IE": "4a14n", "IS": "22n", "IT": "1a10n12c", "LI": "5n12c",
        "LT": "16n", "LU": "3n13c", "LV": "4a13c", "MC": "10n11c2n", "MT": "4a5n18c", "NL": "4a10n", "NO": "11n",
        "PL": "24n", "PT": "21n", "RO": "4a16c", "SE": "20n", "SI": "15n", "SK": "20n", "SM": "1a10n12c",
        "TR": "5n17c",
    ]
    static let lengths: [String: Int] = structures.mapValues { 4 + classes($0).count }
    /// A space may stand between the country code and the check digits: a photograph set one there ("AT 5534 …"),
    /// or between the two check digits, where a scan broke a compact IBAN ("IE1 5OOWB9628601 3818840").
    static let candidate = TextPattern(#"(?<![A-Za-z0-9])([A-Z]{2})[ ]?(\d[ ]?\d)((?:[ ]?[A-Z0-9]){10,30})"#)
    /// An IBAN some of whose characters OCR read as look-alikes ("DE89 37O4 0044 O532 Ol30 00", "GB29 NW8K…"):
    /// the same shape with look-alike letters and digits allowed where the other class belongs, and a mark read
    /// for a capital ("RSX)" for RSXJ, `PostalFormats.capitalsRead`).
    static let damaged = TextPattern(#"(?<![A-Za-z0-9\[|])([A-Z0-9\[|][A-Z0-9])[ ]?([0-9OoDQ@®©Il|!ZSsGBLA/][ ]?[0-9OoDQ@®©Il|!ZSsGBLA/])((?:[ ]?[A-Za-z0-9|!$@®©\])/]){10,30})"#)
    /// At most this many characters are read as their look-alike: OCR's damage is sparse, and mod-97
    /// guards fewer changes better.
    static let maxRepairs = 3

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        var found: [Match] = Self.candidate.matches(in: text.repaired).compactMap { r in
            guard let country = r.group(1, in: s), let length = Self.lengths[country],
                  let (compact, end) = Self.take(length, from: r.range, in: s),
                  Self.checksumIsValid(compact) else { return nil }
            return Match(kind: .iban, range: NSRange(location: r.range.location, length: end - r.range.location),
                         normalized: compact, components: ["country": country], confidence: 0.99)
        }
        // A damaged run may go on into the next IBAN on its line ("IE90 HMW] 0812 … 15 IBAN ES98 …"): what is
        // repaired takes only its country's length, and stands where no IBAN was read already.
        for r in Self.damaged.matches(in: text.repaired) {
            guard let repaired = Self.repaired(r.range, in: s),
                  !found.contains(where: { NSIntersectionRange($0.range, repaired.range).length > 0 }) else { continue }
            found.append(repaired)
        }
        return found
    }

    /// The IBAN's characters (spaces left out) from the start of `range` until `length` are taken, and the
    /// offset after the last; nil when the run is shorter or goes on into a longer word.
    static func take(_ length: Int, from range: NSRange, in s: NSString) -> (String, Int)? {
        var compact = "", end = range.location
        let chars = Array(s.substring(with: range).utf16)
        for (offset, unit) in chars.enumerated() where compact.count < length {
            if unit != 32 { compact.append(Character(UnicodeScalar(unit) ?? " ")) }
            end = range.location + offset + 1
        }
        guard compact.count == length else { return nil }
        // The IBAN must end at a word boundary, not in the middle of a longer run.
        if end < s.length, let next = UnicodeScalar(s.character(at: end)), CharacterSet.alphanumerics.contains(next) { return nil }
        return (compact, end)
    }

    /// A damaged IBAN read again: each character read for the class its position needs (a digit for a
    /// look-alike letter, a capital for a look-alike digit, `DigitLookalikes`), kept only when exactly one
    /// reading passes mod-97.
    static func repaired(_ range: NSRange, in s: NSString) -> Match? {
        var valid = readings(range, in: s)
        // A mark OCR set inside the IBAN besides its characters, a stroke or a bracket read apart from the
        // character beside it ("IEO6)JDBT …" for IE06JDBT, "ESO/7 …" for ES07): read again without it, kept
        // only when no reading passes with it and exactly one IBAN passes without one such mark.
        if valid.isEmpty {
            let read = s.substring(with: range) as NSString
            var dropped: [String: (Int, String)] = [:]
            for offset in 2 ..< read.length {
                guard let scalar = UnicodeScalar(read.character(at: offset)), strayMarks.contains(scalar) else { continue }
                let without = s.replacingCharacters(in: NSRange(location: range.location + offset, length: 1), with: "") as NSString
                // The mark alone may be the damage: the IBAN without it needs no other reading ("NL97/MUWZ3780387543").
                for (iban, end, country) in readings(NSRange(location: range.location, length: range.length - 1), in: without, unchanged: true) {
                    dropped[iban] = (end > range.location + offset ? end + 1 : end, country)
                }
            }
            valid = dropped.map { ($0.key, $0.value.0, $0.value.1) }
        }
        // A bank code's round capital read "O" ("IE34 VBOD …" for VBQD on a scan, "JOVH" for JQVH on a far
        // photograph): no look-alike reading changes a capital where a capital belongs, so one such slip is tried
        // last, in a place the registry gives letters only, mod-97 deciding.
        if valid.isEmpty { valid = readings(range, in: s, unchanged: true, slip: true) }
        guard valid.count == 1, let (iban, end, country) = valid.first else { return nil }
        return Match(kind: .iban, range: NSRange(location: range.location, length: end - range.location), normalized: iban,
                     components: ["country": country, "repaired": "true"], confidence: 0.75)
    }

    /// Marks no IBAN holds that OCR sets beside a character it read as well (a bracket, a stroke).
    static let strayMarks = CharacterSet(charactersIn: ")]/|!")

    /// The readings of a damaged run that pass mod-97, each with the offset after its last character and its country;
    /// with `unchanged`, also the run as read (a mark was dropped from it already); with `slip`, only the readings
    /// with one "O" of a letters-only place (`a`) read as a round capital (`roundCapitals`), the rest as read.
    static func readings(_ range: NSRange, in s: NSString, unchanged: Bool = false, slip: Bool = false) -> [(String, Int, String)] {
        let read = s.substring(with: range)
        let head = Array(read.prefix(2))
        let countries = countryReadings(head[0]).flatMap { a in countryReadings(head[1]).map { String([a, $0]) } }
        var valid: [(String, Int, String)] = []
        for country in Set(countries) {
            guard let structure = structures[country], let length = lengths[country],
                  let (compact, end) = take(length, from: range, in: s) else { continue }
            let classes = ["a", "a", "n", "n"] + Self.classes(structure)
            var options: [[Character]] = []
            var slips: [(index: Int, capitals: [Character])] = []
            var changes = 0
            let characters = Array(compact)
            let code = Array(country)
            for (index, (character, kind)) in zip(characters, classes).enumerated() {
                var choices = index < 2 ? [code[index]] : readings(character, as: kind)
                // Where either class may stand, a letter between two digits, or after a digit at the IBAN's end, may
                // be a digit's look-alike ("6Z38", "5540 O"); a run of letters (a bank's code) is left as printed.
                if kind == "c", !character.isWholeNumberDigit, index > 0, characters[index - 1].isWholeNumberDigit,
                   index + 1 == characters.count || characters[index + 1].isWholeNumberDigit {
                    choices += readings(character, as: "n")
                }
                // A mark no capital is read as ("©", "®", "@" for a zero) can stand only for its digit, wherever
                // either class may stand: "CHA2 6588 4565 1255 5040 ©" ends in a 0; a mark read for a capital
                // there ("|", "$") may stand for its digit as well, mod-97 deciding.
                if kind == "c", !character.isLetter, !character.isWholeNumberDigit {
                    choices += readings(character, as: "n").filter { !choices.contains($0) }
                }
                guard !choices.isEmpty else { options = []; break }
                if !choices.contains(character) || choices.count > 1 { changes += 1 }
                if slip, index >= 4, kind == "a", character == "O" { slips.append((index, roundCapitals)) }
                options.append(choices)
            }
            // The slip is tried on a run read right but for it: beside another repair (a country code, a digit),
            // the readings mod-97 must tell apart multiply ("TE70 BOFI …" a digit off passes as BCFI).
            guard options.count == length, changes > 0 || unchanged, changes <= (slip ? 0 : maxRepairs) else { continue }
            let variants = slip ? slips.flatMap { place in
                place.capitals.map { capital in
                    var changed = options
                    changed[place.index] = [capital]
                    return changed
                }
            } : [options]
            for variant in variants {
                for candidate in candidates(variant) where checksumIsValid(candidate) { valid.append((candidate, end, country)) }
            }
        }
        return valid
    }

    /// The capitals an "O" stands for when a scan or photograph lost the stroke that tells them from it (Q's tail,
    /// G's bar, D's stem): `LetterConfusions`' pairs of "O". Only the round ones are tried in a bank code: the
    /// upright strokes' pairs (I, T, L, J; E, F) would give mod-97 too many readings to tell apart.
    static let roundCapitals = (LetterConfusions.map["O"] ?? []).filter { $0.isASCII && $0.isUppercase }

    /// Every string one choice a place spells, none when they pass 64 (mod-97 guards few readings only).
    static func candidates(_ options: [[Character]]) -> [String] {
        var candidates = [""]
        for choices in options {
            candidates = candidates.flatMap { prefix in choices.map { prefix + String($0) } }
            if candidates.count > 64 { return [] }
        }
        return candidates
    }

    /// What a character read at a position of class n, a or c may stand for: itself when it fits, else its
    /// look-alikes of that class (the one table, `DigitLookalikes.digits`, read either way, with the looser ones
    /// mod-97 may decide among, `DigitLookalikes.checked`).
    static func readings(_ character: Character, as kind: Character) -> [Character] {
        let isDigit = character.isWholeNumberDigit, isCapital = character.isASCII && character.isUppercase
        // A capital a far photograph read in lower case ("NL66 MCjN …"): no IBAN holds one, so where a capital may
        // stand it is that capital (the marks and letters of `capitalsRead` read as theirs: an "l" is an I).
        if kind != "n", character.isASCII, character.isLowercase, PostalFormats.capitalsRead[character] == nil {
            return [Character(character.uppercased())]
        }
        switch kind {
        case "n":
            if isDigit { return [character] }
            return DigitLookalikes.checkedDigits(character).map { Character(String($0)) }
        case "a":
            if isCapital { return [character] }
            if let capital = PostalFormats.capitalsRead[character] { return [capital] }
            guard let digit = character.wholeNumberValue, isDigit else { return [] }
            return DigitLookalikes.checkedLetters(for: digit).filter { $0.isUppercase }
        default:
            return isDigit || isCapital ? [character] : PostalFormats.capitalsRead[character].map { [$0] } ?? []
        }
    }

    /// What a character read in an IBAN's country code may stand for: its readings as a capital, and the capitals
    /// OCR takes those for (`LetterConfusions`: "TE88 …" is IE, "1191 …" IT). Guarded three ways: the code is
    /// one of the registry's, the IBAN has that country's length, and exactly one reading passes mod-97.
    static func countryReadings(_ character: Character) -> [Character] {
        let capitals = readings(character, as: "a")
        let taken = capitals.flatMap { (LetterConfusions.map[$0] ?? []).filter { $0.isASCII && $0.isUppercase } }
        return capitals + taken.filter { !capitals.contains($0) }
    }

    /// A structure such as "4a14n" spelled out, one class per character.
    static func classes(_ structure: String) -> [Character] {
        var result: [Character] = [], count = 0
        for character in structure {
            if let digit = character.wholeNumberValue { count = count * 10 + digit } else {
                result += Array(repeating: character, count: count)
                count = 0
            }
        }
        return result
    }

    /// ISO 13616: move the first four characters to the end, letters to 10…35, the number mod 97 is 1.
    static func checksumIsValid(_ iban: String) -> Bool {
        let rearranged = iban.dropFirst(4) + iban.prefix(4)
        var remainder = 0
        for character in rearranged {
            guard let value = character.isWholeNumberDigit ? character.wholeNumberValue
                    : character.isASCII && character.isUppercase
                        ? Int(character.asciiValue ?? 0) - 55 : nil else { return false }
            for digit in String(value) { remainder = (remainder * 10 + (digit.wholeNumberValue ?? 0)) % 97 }
        }
        return remainder == 1
    }
}
