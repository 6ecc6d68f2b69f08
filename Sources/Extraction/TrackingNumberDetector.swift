import Foundation
import TextRepair

/// Parcel tracking numbers: UPS "1Z…" (check digit), USPS 20–22 digit (mod-10 check) and S10 "RA123456785US"
/// (UPU mod-11 check), FedEx 12 digits (mod-11 check) and DHL 10 digits (mod-7 check) when the carrier is
/// named before them, DHL "JJD…". Normalized without spaces; `components.carrier` names the carrier.
struct TrackingNumberDetector: Detector {
    /// OCR reads the "Z" of "1Z" as "2" or "7" and the "1" as "l" or "I": taken as "1Z" only when the check
    /// digit holds.
    static let ups = TextPattern(#"(?<![A-Z0-9])[1lI][Z27] ?[0-9A-Z]{3} ?[0-9A-Z]{3} ?[0-9A-Z]{2} ?[0-9A-Z]{4} ?[0-9A-Z]{4}(?![A-Z0-9])"#)
    static let s10 = TextPattern(#"(?<![A-Z0-9])[A-Z]{2} ?\d{3} ?\d{3} ?\d{3} ?[A-Z]{2}(?![A-Z0-9])"#)
    static let longDigits = TextPattern(#"(?<![\d])9[1-5]\d{2}(?: ?\d{4}){4} ?\d{2}(?!\d)"#)
    static let labelled = TextPattern(#"(?<![\d])\d{4} ?\d{4} ?\d{2,4}(?!\d)"#)
    static let jjd = TextPattern(#"(?<![A-Z0-9])JJD ?\d{2}(?: ?\d{4}){4}(?![A-Z0-9])"#)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        var found: [Match] = []
        func add(_ range: NSRange, _ carrier: String, _ confidence: Double = 0.97) {
            var value = s.substring(with: range).filter { !$0.isWhitespace }
            if carrier == "ups" { value = "1Z" + value.dropFirst(2) }
            found.append(Match(kind: .trackingNumber, range: range, normalized: value,
                               components: ["carrier": carrier], confidence: confidence))
        }
        for r in Self.ups.matches(in: text.repaired) where Self.upsIsValid(s.substring(with: r.range)) {
            // With a look-alike for the "Z", a shipper's letter in the body too: eighteen digits are a reference.
            let read = s.substring(with: r.range).filter { !$0.isWhitespace }
            if Array(read)[1] != "Z", !read.dropFirst(2).contains(where: \.isLetter) { continue }
            add(r.range, "ups")
        }
        for r in Self.s10.matches(in: text.repaired) where Self.s10IsValid(s.substring(with: r.range)) { add(r.range, "usps") }
        for r in Self.longDigits.matches(in: text.repaired) where Self.uspsIsValid(s.substring(with: r.range)) {
            add(r.range, "usps")
        }
        for r in Self.jjd.matches(in: text.repaired) { add(r.range, "dhl", 0.9) }
        for r in Self.labelled.matches(in: text.repaired) {
            let context = s.substring(with: NSRange(location: max(0, r.range.location - 40),
                                                    length: r.range.location - max(0, r.range.location - 40))).lowercased()
            let digits = s.substring(with: r.range).filter(\.isWholeNumberDigit)
            if context.contains("fedex"), digits.count == 12, Self.fedexIsValid(digits) { add(r.range, "fedex") }
            if context.contains("dhl"), digits.count == 10, Self.dhlIsValid(digits) { add(r.range, "dhl") }
        }
        return found
    }

    static func values(_ text: String) -> [Int] { text.filter(\.isWholeNumberDigit).compactMap(\.wholeNumberValue) }

    /// UPS: characters 3–17, letters as (ASCII − 63) mod 10; odd positions once, even twice; check = −sum mod 10.
    static func upsIsValid(_ raw: String) -> Bool {
        let chars = Array(raw.filter { !$0.isWhitespace }.dropFirst(2))
        guard chars.count == 16, let check = chars.last?.wholeNumberValue else { return false }
        var sum = 0
        for (index, c) in chars.dropLast().enumerated() {
            let value = c.wholeNumberValue ?? (Int(c.asciiValue ?? 63) - 63) % 10
            sum += index % 2 == 1 ? value * 2 : value
        }
        return (10 - sum % 10) % 10 == check
    }

    /// UPU S10: weights 8 6 4 2 3 5 9 7 over the serial; check = 11 − sum mod 11 (10 → 0, 11 → 5).
    static func s10IsValid(_ raw: String) -> Bool {
        let digits = values(raw)
        guard digits.count == 9 else { return false }
        let sum = zip(digits.prefix(8), [8, 6, 4, 2, 3, 5, 9, 7]).map(*).reduce(0, +)
        var check = 11 - sum % 11
        if check == 10 { check = 0 } else if check == 11 { check = 5 }
        return check == digits[8]
    }

    /// USPS (GS1 mod 10): from the right of the payload, weights 3, 1, 3, …; check = −sum mod 10.
    static func uspsIsValid(_ raw: String) -> Bool {
        let digits = values(raw)
        guard (20...22).contains(digits.count), let check = digits.last else { return false }
        let sum = digits.dropLast().reversed().enumerated().map { $0.offset % 2 == 0 ? $0.element * 3 : $0.element }
            .reduce(0, +)
        return (10 - sum % 10) % 10 == check
    }

    /// FedEx Express: weights 1 3 7 from the right over the first eleven digits; sum mod 11 mod 10.
    static func fedexIsValid(_ raw: String) -> Bool {
        let digits = values(raw)
        guard digits.count == 12 else { return false }
        let sum = digits.prefix(11).reversed().enumerated().map { $0.element * [1, 3, 7][$0.offset % 3] }.reduce(0, +)
        return sum % 11 % 10 == digits[11]
    }

    /// DHL Express: the first nine digits mod 7.
    static func dhlIsValid(_ raw: String) -> Bool {
        let digits = values(raw)
        guard digits.count == 10, let serial = Int(digits.prefix(9).map(String.init).joined()) else { return false }
        return serial % 7 == digits[9]
    }
}
