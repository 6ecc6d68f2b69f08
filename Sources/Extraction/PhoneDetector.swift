import Foundation
import TextRepair

/// Phone numbers in international ("+49 30 1234567", "0044 20 7946 0958", "+33 (0)1 23 45 67 89") and
/// national formats ("(212) 555-0147", "030 1234 5678"). Normalized E.164-style ("+4930…") when the
/// country is written or follows from the default region, else the plain digits.
struct PhoneDetector: Detector {
    let region: Region

    /// No tab inside: the extractor writes a tab for a column-wide gap between words (WordOffsets).
    static let candidate = TextPattern(#"(?<![\w+/.,-])(?:\+|00)?\(?\d[\d ./()\u2011-]{5,22}\d(?![\w/]|[.,]\d)"#)
    /// The start of an IBAN-shaped run ("NL91 ABNA "): digits after it are its tail, even when its
    /// checksum fails, never a phone number.
    static let ibanHead = TextPattern(#"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4})* ?$"#)
    static let label = TextPattern(#"(?:tel|phone|fax|mobile|mob|cell|fon|telefon|tél|téléphone|portable|telefoon|call)\.?\s*(?:\([a-z]+\))?\s*[:.]?\s*$"#,
                               caseInsensitive: true)
    static let usShape = TextPattern(#"^(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}$"#)
    static let dateShape = TextPattern(#"^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$"#)

    func detect(in text: TextView) -> [Match] {
        let source = text.repaired as NSString
        return Self.candidate.matches(in: text.repaired).compactMap { result in
            var range = result.range
            var raw = source.substring(with: range)
            // A closing parenthesis without an opening one belongs to the sentence.
            while raw.hasSuffix(")") && raw.filter({ $0 == "(" }).count < raw.filter({ $0 == ")" }).count {
                raw.removeLast(); range.length -= 1
            }
            if raw.hasPrefix("(") && !raw.contains(")") { raw.removeFirst(); range.location += 1; range.length -= 1 }
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            guard Self.dateShape.matches(in: trimmed).isEmpty else { return nil }
            let before = source.substring(with: NSRange(location: max(0, range.location - 24),
                                                        length: range.location - max(0, range.location - 24)))
            let labelled = !Self.label.matches(in: before).isEmpty
            guard Self.ibanHead.matches(in: before).isEmpty else { return nil }
            guard let (normalized, confidence) = normalize(trimmed, labelled: labelled) else { return nil }
            return Match(kind: .phone, range: range, normalized: normalized, confidence: confidence)
        }
    }

    /// E.164-style digits and a confidence, nil when the text is not shaped like a phone number.
    func normalize(_ raw: String, labelled: Bool) -> (String, Double)? {
        // "+44 (0)20 …": the bracketed trunk zero is dialled only inside the country.
        let withoutTrunk = raw.replacingOccurrences(of: "(0)", with: "")
        let digits = withoutTrunk.filter(\.isWholeNumberDigit)
        let separators = raw.filter { " ./-()\t".contains($0) }.count
        if raw.hasPrefix("+") || raw.hasPrefix("00") {
            let international = raw.hasPrefix("+") ? digits : String(digits.dropFirst(2))
            // No country's calling code starts with 0: "00038 1399040" is a tax number, not a call abroad.
            guard (8...15).contains(international.count), separators > 0 || raw.hasPrefix("+"),
                  international.first != "0" else { return nil }
            return ("+" + international, 0.95)
        }
        guard (7...12).contains(digits.count) else { return nil }
        if !Self.usShape.matches(in: raw).isEmpty && !digits.hasPrefix("0") {
            let national = digits.count == 11 ? String(digits.dropFirst()) : digits
            return region.callingCode == "1" ? ("+1" + national, 0.9) : (digits, 0.7)
        }
        if digits.hasPrefix("0") && !digits.hasPrefix("00") && digits.count >= 9 && (separators > 0 || labelled) {
            guard region.hasTrunkZero else { return (digits, 0.7) }
            return ("+" + region.callingCode + digits.dropFirst(), labelled ? 0.9 : 0.8)
        }
        return labelled && digits.count >= 7 ? (digits, 0.75) : nil
    }
}
