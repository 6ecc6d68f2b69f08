import Foundation

/// An amount in integer minor units (cents) with the number of decimals it was printed with: exact, no
/// floating point. Receipts print bare numbers ("12.50", "1.234,56", "-5.59", "5.59-"), so they are parsed
/// here rather than by the `extract` stage's money detector, which needs a currency beside the number.
struct Money: Hashable, Sendable, Comparable {
    var minor: Int
    var digits: Int

    static func < (a: Money, b: Money) -> Bool { a.minor < b.minor }
    static func + (a: Money, b: Money) -> Money { Money(minor: a.minor + b.minor, digits: max(a.digits, b.digits)) }
    static func - (a: Money, b: Money) -> Money { Money(minor: a.minor - b.minor, digits: max(a.digits, b.digits)) }
    static let zero = Money(minor: 0, digits: 2)

    /// "12.50", "-0.01", "1200" (zero-decimal currencies).
    var text: String {
        let sign = minor < 0 ? "-" : ""
        let value = abs(minor)
        guard digits > 0 else { return sign + String(value) }
        let scale = Self.power(digits)
        let fraction = String(value % scale)
        return sign + String(value / scale) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    static func power(_ digits: Int) -> Int { (0..<digits).reduce(1) { r, _ in r * 10 } }

    /// Parses one printed token as an amount. Accepts a leading currency symbol or code ("RM60.30", "$8.20",
    /// "€12,50"), a sign in front or behind ("-5.59", "+5.59", "5.59-"), thousands separators of either convention
    /// and a decimal part of exactly two digits. Integers count only when `allowInteger` (zero-decimal
    /// currencies), so that quantities, phone numbers and years are not taken for money.
    static func parse(_ token: String, allowInteger: Bool = false) -> Money? {
        var s = Substring(token.trimmingCharacters(in: .whitespaces))
        var negative = false
        if s.hasPrefix("(") && s.hasSuffix(")") { s = s.dropFirst().dropLast(); negative = true }
        if s.hasPrefix("-") || s.hasPrefix("−") { s = s.dropFirst(); negative = true }
        // A charge printed with its sign ("+27.00": a service charge).
        else if s.hasPrefix("+") { s = s.dropFirst() }
        var symbol = false
        for prefix in currencyPrefixes where s.uppercased().hasPrefix(prefix) {
            s = s.dropFirst(prefix.count)
            symbol = wholeAmountSymbols.contains(prefix)
            break
        }
        if s.hasPrefix("-") || s.hasPrefix("−") { s = s.dropFirst(); negative = true }
        if s.hasSuffix("-") { s = s.dropLast(); negative = true }
        guard let first = s.first, first.isASCII, first.isNumber else { return nil }
        // A dollar, euro or pound sign glued to whole units ("$24", "€8", "$14," with a speck after it) is money
        // however few digits: menus and bistro checks print whole prices so, and a quantity, a phone number or a
        // year never carries the sign. Read as the units with no cents.
        if symbol, !allowInteger, let units = Int(s.last == "." || s.last == "," ? s.dropLast() : s), units < 1_000_000 {
            return Money(minor: (negative ? -units : units) * 100, digits: 2)
        }
        guard s.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," || $0 == "'" }) else { return nil }
        let chars = Array(s)
        var integer = "", fraction = ""
        if chars.count >= 4, chars[chars.count - 3] == "." || chars[chars.count - 3] == ",",
           chars[(chars.count - 2)...].allSatisfy(\.isNumber) {
            integer = String(chars[..<(chars.count - 3)])
            fraction = String(chars[(chars.count - 2)...])
        } else if allowInteger {
            integer = String(chars)
        } else {
            return nil
        }
        // Separators left in the integer part must group thousands.
        let groups = integer.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," || $0 == "'" })
        if groups.count > 1 {
            guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        let digitsOnly = integer.filter(\.isNumber)
        guard !digitsOnly.isEmpty, digitsOnly.count <= 9, let whole = Int(digitsOnly) else { return nil }
        let digits = fraction.count
        let minor = whole * power(digits) + (Int(fraction) ?? 0)
        return Money(minor: negative ? -minor : minor, digits: digits)
    }

    /// Symbols and codes printed in front of amounts, longest first (the first that matches is taken): the
    /// rand's "R252.98", the real's "R$", the rupee's "Rs.", the rupiah's "Rp", the crown's "Kr" glued to the
    /// figure as well as "$", "€", "£".
    static let currencyPrefixes = ["US$", "CA$", "AU$", "NZ$", "CHF", "EUR", "USD", "GBP", "MYR", "SGD", "ZAR", "RS.",
                                   "FR.", "RM", "S$", "A$", "C$", "R$", "RS", "RP", "KR", "$", "€", "£", "¥", "₹", "R"]
    /// The prefixes before which whole units are money too (`parse`).
    static let wholeAmountSymbols: Set<String> = ["US$", "CA$", "AU$", "NZ$", "S$", "A$", "C$", "$", "€", "£"]
}
