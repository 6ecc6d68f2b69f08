import DocModel
import Foundation
import TextRepair

/// Amounts of money: a currency symbol or ISO code before or after the number, thousands and decimal
/// separators of either convention ("1,234.56", "1.234,56", "1 234,56", "1'234.56"), negatives ("-€5",
/// "€ -5", "(5.00 USD)"). Normalized to a decimal string in the currency's minor digits plus the ISO code
/// ("1234.56 EUR"); `components` hold `amount`, `currency` and `minor_units` (the amount in cents, yen, …).
struct MoneyDetector: Detector {
    static let symbols: [(String, String)] = [
        ("US$", "USD"), ("CA$", "CAD"), ("AU$", "AUD"), ("A$", "AUD"), ("C$", "CAD"), ("$", "USD"), ("€", "EUR"),
        ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("Fr.", "CHF"), ("zł", "PLN"), ("S$", "SGD"), ("NZ$", "NZD"),
        // The ringgit's "RM" is written in capitals before the amount ("RM 12.50", "RM12.50").
        ("RM", "MYR"),
    ]
    static let codes = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "INR", "CNY",
                        "MYR", "SGD", "HKD", "NZD"]

    static let currency = "(?:" + symbols.map { NSRegularExpression.escapedPattern(for: $0.0) }.joined(separator: "|") + "|"
        + codes.joined(separator: "|") + ")"
    /// A grouping mark OCR followed with a space ("US$8, 150.00") still groups thousands when decimals
    /// follow the group (without them, "$8, 150" may be a list).
    static let number = #"(?:\d{1,3}(?:[.,] \d{3})+[.,]\d{2}(?!\d)|\d{1,3}(?:[.,'’\u00A0\u202F ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)"#
    /// Spaces allowed between sign, symbol and number: on the same line only, since a symbol ending one
    /// line ("18,90 €") and a number starting the next ("2 Hefe") are not one amount.
    static let gap = #"[ \u00A0\u202F]?"#
    static let before = TextPattern(#"(?<![\w.,])(\()?([-−])?"# + gap + #"(?<cur>"# + currency + #")"# + gap + #"([-−])?"# + gap
                                + #"(?<num>"# + number + #")(?![\d]|[.,]\d)(\))?"#)
    static let after = TextPattern(#"(?<![\w.,'’])(\()?([-−])?(?<num>"# + number + #")"# + gap + #"(?<cur>"# + currency
                               + #")(?![A-Za-z])(\))?"#)

    /// A dollar sign a photograph read as "S" in a prefixed dollar glued to an amount with cents ("AS2,903.56" for
    /// A$2,903.56): no currency is written "AS", "CS" or "NZS", and the glued amount is the sign's place ("AS400",
    /// a computer, has no cents). Read twice, as "S" and as "$" ("AS$2,268.37"), it is the same dollar.
    static let dollarsReadS: [(String, String)] = [("AS", "AUD"), ("CS", "CAD"), ("NZS", "NZD"), ("USS", "USD")]
        .flatMap { [($0.0 + "$", $0.1), $0] }
    static let glued = TextPattern(#"(?<![\w.,])(?<cur>"# + dollarsReadS.map { NSRegularExpression.escapedPattern(for: $0.0) }.joined(separator: "|")
                                   + #")(?<num>\d{1,3}(?:,\d{3})*\.\d{2}|\d{1,3}(?:\.\d{3})*,\d{2})(?![\d]|[.,]\d)"#)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        var found: [Match] = []
        // Matched on the text as read: the digit repair would take the "S" touching the amount for a 5.
        let original = text.original as NSString
        for r in Self.glued.matches(in: text.original) {
            guard let symbol = r.group("cur", in: original), let number = r.group("num", in: original),
                  let code = Self.dollarsReadS.first(where: { $0.0 == symbol })?.1,
                  let amount = Self.amount(number, currency: code, negative: false) else { continue }
            found.append(Match(kind: .money, range: r.range, normalized: amount.text + " " + code,
                               components: ["amount": amount.text, "currency": code, "minor_units": String(amount.minorUnits)],
                               confidence: 0.75))
        }
        for pattern in [Self.before, Self.after] {
            for r in pattern.matches(in: text.repaired) {
                guard let symbol = r.group("cur", in: s), let number = r.group("num", in: s) else { continue }
                let code = Self.symbols.first { $0.0 == symbol }?.1 ?? symbol
                let open = r.range(at: 1).location != NSNotFound
                let close = r.range(at: r.numberOfRanges - 1).location != NSNotFound
                let matched = s.substring(with: r.range)
                var range = r.range
                // A parenthesis counts (as a negative) only when both are there; else it is not ours.
                if open && !close { range.location += 1; range.length -= 1 }
                if close && !open { range.length -= 1 }
                let negative = (open && close) || matched.contains("-") || matched.contains("−")
                guard let amount = Self.amount(number, currency: code, negative: negative) else { continue }
                found.append(Match(kind: .money, range: range, normalized: amount.text + " " + code,
                                   components: ["amount": amount.text, "currency": code,
                                                "minor_units": String(amount.minorUnits)],
                                   confidence: 0.95))
            }
        }
        return Self.mostAmounts(found)
    }

    /// Between a symbol that could close one amount or open the next ("18,90 € 75,60 €"), the reading
    /// that pairs every number with a symbol wins: the most non-overlapping matches, by earliest end.
    static func mostAmounts(_ matches: [Match]) -> [Match] {
        var chosen: [Match] = []
        for match in matches.sorted(by: { (NSMaxRange($0.range), $0.range.location) < (NSMaxRange($1.range), $1.range.location) }) {
            if !chosen.contains(where: { $0.overlaps(match) }) { chosen.append(match) }
        }
        return chosen
    }

    /// The decimal text in the currency's minor digits ("1234.50") and the integer count of minor units.
    static func amount(_ raw: String, currency: String, negative: Bool) -> (text: String, minorUnits: Int64)? {
        let cleaned = raw.filter { !" '’\u{00A0}\u{202F}".contains($0) }
        let marks = cleaned.enumerated().filter { $0.element == "." || $0.element == "," }
        var integer = cleaned, fraction = ""
        if let last = marks.last {
            let tail = cleaned.count - last.offset - 1
            let sameKind = marks.allSatisfy { $0.element == last.element }
            // One mark with three digits after it ("1.500 €", "$1,500") groups thousands; so do repeated marks,
            // but for a last one with two digits after it and three between the others: no grouping ends in two
            // digits, so that one is the decimal point a photograph read as the other mark ("3,446,23 €").
            let groupsOfThree = zip(marks, marks.dropFirst()).allSatisfy { $1.offset - $0.offset == 4 }
            let isDecimal = !sameKind || (marks.count == 1 && tail != 3) || (marks.count > 1 && tail == 2 && groupsOfThree)
            let chars = Array(cleaned)
            if isDecimal {
                integer = String(chars[..<last.offset]).filter(\.isWholeNumberDigit)
                fraction = String(chars[(last.offset + 1)...])
            } else {
                integer = cleaned.filter(\.isWholeNumberDigit)
            }
        }
        let digits = CurrencyExponent.minorDigits(currency)
        guard fraction.count <= max(digits, 2), !integer.isEmpty || !fraction.isEmpty else { return nil }
        let padded = (fraction + String(repeating: "0", count: max(0, digits - fraction.count)))
        guard let value = Decimal(string: (integer.isEmpty ? "0" : integer) + (padded.isEmpty ? "" : "." + padded),
                                  locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        var scaled = value * pow(10, digits)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        let minor = NSDecimalNumber(decimal: rounded).int64Value * (negative ? -1 : 1)
        let whole = (integer.drop { $0 == "0" }.isEmpty ? "0" : String(integer.drop { $0 == "0" }))
        let text = (negative && minor != 0 ? "-" : "") + whole + (digits > 0 ? "." + String(padded.prefix(digits)) : "")
        return (text, minor)
    }
}
