import Foundation
import TextRepair

/// Payment card numbers: 13–19 digits (in groups or not) with a known issuer prefix (Visa, Mastercard,
/// American Express, Discover, JCB, Diners, Maestro) and a valid Luhn check digit. Normalized MASKED:
/// only the last four digits are kept ("************1111"); the full number is never returned.
struct PaymentCardDetector: Detector {
    static let candidate = TextPattern(#"(?<![\d.,-])\d(?:[ -]?\d){12,18}(?![\d]|[.,]\d)"#)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        // The digits of an IBAN's account part pass Luhn one time in ten ("IE88 ECBZ 3032 7480 8726 71": a
        // 14-digit Diners number): digits inside a run that starts as an IBAN of a known country are no card.
        let ibans = IBANDetector.damaged.matches(in: text.repaired)
            .filter { IBANDetector.lengths[s.substring(with: $0.range(at: 1))] != nil }.map(\.range)
        var repairedIBANs: [NSRange]?
        return Self.candidate.matches(in: text.repaired).compactMap { r in
            let digits = s.substring(with: r.range).filter(\.isWholeNumberDigit)
            guard !ibans.contains(where: { $0.location < r.range.location && NSIntersectionRange($0, r.range).length > 0 }),
                  let brand = Self.brand(digits), Self.luhnIsValid(digits) else { return nil }
            // So do the digits of an IBAN whose country code OCR misread ("1E25 AIBK 3600 1234 5678 04"): the IBAN's
            // repair, checked by mod-97, is asked before its digits are taken for a card (and masked for good).
            if repairedIBANs == nil { repairedIBANs = IBANDetector().detect(in: text).map(\.range) }
            guard !(repairedIBANs ?? []).contains(where: { NSIntersectionRange($0, r.range).length > 0 }) else { return nil }
            return Match(kind: .paymentCard, range: r.range, normalized: Self.mask(digits),
                         components: ["brand": brand, "last4": String(digits.suffix(4))], confidence: 0.97)
        }
    }

    static func mask(_ digits: String) -> String {
        String(repeating: "*", count: max(0, digits.count - 4)) + digits.suffix(4)
    }

    static func brand(_ d: String) -> String? {
        let n = d.count
        func prefix(_ k: Int) -> Int { Int(d.prefix(k)) ?? -1 }
        if d.hasPrefix("4") && [13, 16, 19].contains(n) { return "visa" }
        if (51...55).contains(prefix(2)) || (2221...2720).contains(prefix(4)), n == 16 { return "mastercard" }
        if [34, 37].contains(prefix(2)) && n == 15 { return "amex" }
        if (d.hasPrefix("6011") || d.hasPrefix("65") || (644...649).contains(prefix(3))) && (16...19).contains(n) { return "discover" }
        if (3528...3589).contains(prefix(4)) && (16...19).contains(n) { return "jcb" }
        if ((300...305).contains(prefix(3)) || [36, 38].contains(prefix(2))) && (14...19).contains(n) { return "diners" }
        if ["50", "56", "57", "58", "63", "67"].contains(String(d.prefix(2))) && (12...19).contains(n) { return "maestro" }
        return nil
    }

    static func luhnIsValid(_ digits: String) -> Bool {
        var sum = 0
        for (index, character) in digits.reversed().enumerated() {
            guard var value = character.wholeNumberValue else { return false }
            if index % 2 == 1 { value *= 2; if value > 9 { value -= 9 } }
            sum += value
        }
        return sum % 10 == 0
    }
}
