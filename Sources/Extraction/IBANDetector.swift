import Foundation
import TextRepair

/// IBANs, printed compact or in groups of four, checked by length for the country and by ISO 13616's
/// mod-97 checksum: a string of the right shape that fails the checksum is not reported.
struct IBANDetector: Detector {
    /// Lengths per country (SWIFT IBAN registry), for the countries a European document is likely to carry.
    static let lengths: [String: Int] = [
        "AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20, "ES": 24,
        "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IS": 26, "IT": 27, "LI": 21, "LT": 20,
        "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "RO": 24, "SE": 24, "SI": 19,
        "SK": 24, "SM": 27, "TR": 26,
    ]
    static let candidate = TextPattern(#"(?<![A-Za-z0-9])([A-Z]{2})(\d{2})((?:[ ]?[A-Z0-9]){10,30})"#)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        return Self.candidate.matches(in: text.repaired).compactMap { r in
            guard let country = r.group(1, in: s), let length = Self.lengths[country] else { return nil }
            // Take characters until the country's length is reached; what follows is another word.
            var compact = "", end = r.range.location
            let chars = Array(s.substring(with: r.range).utf16)
            for (offset, unit) in chars.enumerated() where compact.count < length {
                if unit != 32 { compact.append(Character(UnicodeScalar(unit) ?? " ")) }
                end = r.range.location + offset + 1
            }
            guard compact.count == length, Self.checksumIsValid(compact) else { return nil }
            // The IBAN must end at a word boundary, not in the middle of a longer run.
            if end < s.length, let next = UnicodeScalar(s.character(at: end)),
               CharacterSet.alphanumerics.contains(next) { return nil }
            return Match(kind: .iban, range: NSRange(location: r.range.location, length: end - r.range.location),
                         normalized: compact, components: ["country": country], confidence: 0.99)
        }
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
