/// GS1 knowledge Folio's barcode readings are checked and written with: the mod-10 check digit of GTINs
/// (EAN-13, EAN-8, UPC-A, UPC-E, ITF-14, AI 01) and element strings (application identifiers and their data).
/// The one home of both: readers, merger and stores use these.
public enum GS1 {
    /// GS1's mod-10 check digit holds for `digits` (the last one): weights 3 and 1 alternate from the right
    /// of the data digits. False for anything but 2 or more ASCII digits.
    public static func checkDigitHolds(_ digits: String) -> Bool {
        let values = digits.unicodeScalars.map { Int($0.value) - 48 }
        guard values.count >= 2, values.allSatisfy({ (0...9).contains($0) }) else { return false }
        var sum = 0
        for (index, value) in values.dropLast().reversed().enumerated() { sum += value * (index % 2 == 0 ? 3 : 1) }
        return (10 - sum % 10) % 10 == values[values.count - 1]
    }

    /// The group separator (FNC1 inside a GS1 element string).
    public static let separator: Character = "\u{1D}"

    /// Digits of the application identifier at the start of `s` (2, 3 or 4, from its first two digits, per the
    /// GS1 General Specifications' AI table), nil when `s` starts with no digits pair.
    static func aiLength(_ prefix: Substring) -> Int? {
        guard prefix.count >= 2, let n = Int(prefix.prefix(2)) else { return nil }
        switch n {
        case 0...22, 90...99: return 2
        case 23...30, 40...49: return 3  // 235, 240–254, 400–427; 30 (count) is 2 but covered below
        case 31...39, 70...89: return 4  // 31nn–39nn measures and amounts, 70nn–72nn, 80nn–82nn
        default: return nil
        }
    }

    /// Data length of AIs whose length is predefined (the spec's "predefined length" table by first two
    /// digits of the AI); nil for variable-length data (ended by GS or the string's end).
    static func fixedDataLength(_ ai: String) -> Int? {
        switch ai.prefix(2) {
        case "00": 18
        case "01", "02", "03": 14
        case "04": 16
        case "11", "12", "13", "14", "15", "16", "17", "18", "19": 6
        case "20": 2
        case "31", "32", "33", "34", "35", "36": 6
        case "41": 13
        default: nil
        }
    }

    /// The raw element string with each AI in parentheses, nil when `raw` does not parse as AIs and data.
    public static func bracketed(_ raw: String) -> String? {
        var rest = Substring(raw.hasPrefix(String(separator)) ? String(raw.dropFirst()) : raw)
        var out = ""
        while !rest.isEmpty {
            // AI 30 (variable count) is two digits though 3x AIs are four.
            let length = rest.hasPrefix("30") ? 2 : aiLength(rest)
            guard let length, rest.count > length else { return nil }
            let ai = String(rest.prefix(length))
            guard ai.allSatisfy(\.isASCIIDigit) else { return nil }
            rest = rest.dropFirst(length)
            let data: Substring
            if let fixed = fixedDataLength(ai) {
                guard rest.count >= fixed else { return nil }
                data = rest.prefix(fixed)
                rest = rest.dropFirst(fixed)
                if rest.first == separator { rest = rest.dropFirst() }
            } else {
                data = rest.prefix { $0 != separator }
                rest = rest.dropFirst(data.count)
                if rest.first == separator { rest = rest.dropFirst() }
            }
            guard !data.isEmpty, !data.contains("(") else { return nil }
            out += "(\(ai))\(data)"
        }
        return out.isEmpty ? nil : out
    }

    /// The raw element string of a bracketed one ("(01)…(10)ABC(17)…"): parentheses dropped, a variable-length
    /// field followed by another ended by GS. nil when `text` is not in bracketed form.
    public static func raw(fromBracketed text: String) -> String? {
        guard text.hasPrefix("(") else { return nil }
        var out = ""
        var rest = Substring(text)
        var previousVariable = false
        while !rest.isEmpty {
            guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
            let ai = String(rest[rest.index(after: rest.startIndex)..<close])
            guard (2...4).contains(ai.count), ai.allSatisfy(\.isASCIIDigit) else { return nil }
            rest = rest[rest.index(after: close)...]
            let data = rest.prefix { $0 != "(" }
            rest = rest.dropFirst(data.count)
            if previousVariable { out.append(separator) }
            out += ai + data
            previousVariable = fixedDataLength(ai) == nil
        }
        return out
    }

    /// The GTIN-14 in a GS1 element string's AI (01), nil without one or when its check digit fails.
    static func gtin(inElementString raw: String) -> String? {
        guard raw.hasPrefix("01"), raw.count >= 16 else { return nil }
        let gtin = String(raw.dropFirst(2).prefix(14))
        return checkDigitHolds(gtin) ? gtin : nil
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
