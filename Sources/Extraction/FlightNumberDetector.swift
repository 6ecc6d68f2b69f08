import Foundation
import TextRepair

/// Flight numbers: an airline's IATA code and one to four digits ("LH 400", "BA0117", "U2 1234"), for
/// well-known airlines anywhere and for any two-character code after "flight", "Flug" or "vol".
/// Normalized without space or leading zeros: "LH400".
struct FlightNumberDetector: Detector {
    static let airlines: Set<String> = [
        "AA", "AC", "AF", "AI", "AY", "AZ", "BA", "CX", "DL", "EI", "EK", "EW", "EY", "FR", "IB", "JL", "KL", "LH", "LO",
        "LX", "NH", "OS", "QF", "QR", "SK", "SN", "SQ", "TK", "TP", "U2", "UA", "VS", "WN", "B6", "AS", "VY", "DY",
    ]
    static let pattern = TextPattern(#"(?<![\w-])([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?(\d{1,4})(?![\w,.]\d|\w|%)"#)
    static let ibanGroups = TextPattern(#"^(?:[ ][A-Z0-9]{4}){3}"#)
    static let context = TextPattern(#"(?:flight|flug|vol|flt)\.?\s*(?:no\.?|nr\.?|number|n°)?\s*:?\s*$"#, caseInsensitive: true)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        return Self.pattern.matches(in: text.repaired).compactMap { r in
            guard let code = r.group(1, in: s), let number = r.group(2, in: s) else { return nil }
            let before = s.substring(with: NSRange(location: max(0, r.range.location - 16),
                                                   length: r.range.location - max(0, r.range.location - 16)))
            let named = !Self.context.matches(in: before).isEmpty
            guard Self.airlines.contains(code) || named else { return nil }
            // A country code and two check digits before groups of four are an IBAN's head, even where the IBAN
            // itself did not pass its check ("FR52 4365 8323 9822 4880 …" with a digit misread).
            let after = s.substring(from: NSMaxRange(r.range))
            if !named, number.count == 2, Self.ibanGroups.matches(after) { return nil }
            let digits = String(number.drop { $0 == "0" })
            guard !digits.isEmpty else { return nil }
            return Match(kind: .flightNumber, range: r.range, normalized: code + digits, components: ["airline": code],
                         confidence: named ? 0.95 : 0.75)
        }
    }
}
