import Foundation

/// A number read from a table cell's text: an exact decimal string ("-1234.50") and a unit
/// (a currency symbol or code, or "%"). Percentages keep their printed value (12.5 for "12.5%").
public struct CellNumber: Hashable, Sendable {
    /// Plain decimal: optional "-", digits, optional "." and digits; no thousands separators.
    public var decimal: String
    /// "€", "$", "£", "¥", "USD", "%", …; nil for a bare number.
    public var unit: String?

    public init(decimal: String, unit: String? = nil) {
        self.decimal = decimal
        self.unit = unit
    }

    static let currencySymbols: Set<Character> = ["€", "$", "£", "¥", "₹", "₽", "₩", "₺", "₪", "¢"]
    static let currencyCodes: Set<String> = ["EUR", "USD", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK"]

    /// A year as tables head their columns ("2019", "2023"): a figure, but a heading's text, not a value.
    public static func isYear(_ text: String) -> Bool {
        text.count == 4 && text.allSatisfy(\.isNumber) && (text.hasPrefix("19") || text.hasPrefix("20"))
    }

    /// The marks statistics offices print in a figure's place when there is none to give: not available, nil,
    /// not applicable, confidential ("x" too, left out here: a form's ticked box reads the same); the UK's
    /// statistics print them in brackets ("[x]" not available, "[c]" confidential, "[z]" not applicable).
    public static let noDataMarks: Set<String> = ["–", "—", "-", ":", ".", "..", "...", "…", "n/a", "n.a.", "N/A", "[x]", "[c]", "[z]"]

    /// Whether the text is a figure in either convention ("1,234.5" or "1.234,5"): what the layout asks of a
    /// piece before it knows its table's convention (`parse` alone, with ".", takes "27.042,84" for words).
    public static func isFigure(_ text: String) -> Bool {
        parse(text) != nil || parse(text, decimalSeparator: ",") != nil
    }

    /// A figure that is a value, not a year heading its column (`isYear`): what tells a table's body from its heads.
    public static func isValue(_ text: String) -> Bool { isFigure(text) && !isYear(text) }

    /// Which character separates decimals in a table's numbers: "," when some cell can only be read that
    /// way ("1.234,5", "12,5"), "." otherwise. One table uses one convention, so the cells vote.
    public static func decimalSeparator(for texts: [String]) -> Character {
        var comma = 0, point = 0
        for text in texts {
            let digits = text.filter { $0.isNumber || $0 == "." || $0 == "," }
            guard let lastComma = digits.lastIndex(of: ","), digits.contains(where: \.isNumber) else {
                if digits.contains(".") { point += 1 }
                continue
            }
            if let lastPoint = digits.lastIndex(of: ".") {
                if lastPoint > lastComma { point += 1 } else { comma += 1 }
            } else {
                // "12,5" or "0,75": not three digits after the comma, so it cannot be thousands.
                let after = digits[digits.index(after: lastComma)...].count
                if after != 3 { comma += 1 }
            }
        }
        return comma > point ? "," : "."
    }

    /// Parses "1,234.50", "1.234,50 €", "(300)", "-12%", "USD 9.99", "−4"; nil when the text is not a
    /// single number (words, dates, several numbers).
    public static func parse(_ raw: String, decimalSeparator: Character = ".") -> CellNumber? {
        var text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        var negative = false
        var unit: String?
        if text.hasPrefix("("), text.hasSuffix(")") {
            negative = true
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        // Units before or after the digits.
        for code in currencyCodes {
            if text.hasPrefix(code) { unit = code; text = String(text.dropFirst(code.count)) }
            else if text.hasSuffix(code) { unit = code; text = String(text.dropLast(code.count)) }
        }
        text = text.trimmingCharacters(in: .whitespaces)
        if let c = text.first, c == "-" || c == "−" || c == "+" {
            negative = negative || c != "+"
            text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        if let c = text.first, currencySymbols.contains(c) { unit = String(c); text = String(text.dropFirst()) }
        if let c = text.last, currencySymbols.contains(c) { unit = String(c); text = String(text.dropLast()) }
        if text.hasSuffix("%") { unit = "%"; text = String(text.dropLast()) }
        text = text.trimmingCharacters(in: .whitespaces)
        // A loss after its sign, as accounts print it: "$ (1,234)".
        if unit != nil, text.hasPrefix("("), text.hasSuffix(")") {
            negative = true
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if let c = text.first, c == "-" || c == "−" { negative = true; text = String(text.dropFirst()) }
        if let c = text.last, c == "-" || c == "−" { negative = true; text = String(text.dropLast()) }  // "123-" (accounting)
        guard let first = text.first, first.isNumber || first == "." || first == "," else { return nil }
        let thousands: Set<Character> = decimalSeparator == "," ? [".", " ", "\u{202F}", "\u{00A0}", "'"]
            : [",", " ", "\u{202F}", "\u{00A0}", "'"]
        var integer = "", fraction = ""
        var seenDecimal = false
        for c in text {
            if c.isASCII && c.isNumber {
                if seenDecimal { fraction.append(c) } else { integer.append(c) }
            } else if c == decimalSeparator, !seenDecimal {
                seenDecimal = true
            } else if thousands.contains(c), !seenDecimal {
                continue
            } else {
                return nil
            }
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        integer = String(integer.drop { $0 == "0" })
        if integer.isEmpty { integer = "0" }
        var decimal = fraction.isEmpty ? integer : integer + "." + fraction
        if negative && decimal.contains(where: { $0 != "0" && $0 != "." }) { decimal = "-" + decimal }
        return CellNumber(decimal: decimal, unit: unit)
    }
}
