import Foundation

/// Letters and marks OCR reads in place of digits, with the digits each may stand for: a faint or broken
/// "0" becomes O, D or Q (or, photographed from afar with a speck inside, "@", "®" or "©"), a "5" S or $, a "7" T, a "6"
/// (or a "0") G. Used to read a date some of whose digits came out as letters, and only where exactly one
/// reading makes a date.
public enum DigitLookalikes {
    /// The one table of look-alikes: each character with the digits it may stand for.
    public static let digits: [Character: [Int]] = [
        "O": [0], "o": [0], "D": [0], "Q": [0], "@": [0], "®": [0], "©": [0], "I": [1], "l": [1], "i": [1], "|": [1], "!": [1], "Z": [2], "z": [2],
        "S": [5], "s": [5], "$": [5], "G": [6, 0], "b": [6], "B": [8], "T": [7], "g": [9], "q": [9],
    ]

    /// Look-alikes too loose for a reading nothing checks (a date, a postcode), read only where a check digit
    /// decides among the readings (an IBAN's mod-97): an "S" for an "8", whose loops a scan or a photograph may
    /// close or open ("IES7 AIEK …" for IE87, "IT5381…" for IT53S1…), and an "L" for a "1" whose serif a
    /// photograph drew long ("IELO KYWA …" for IE10), an "A" for a "4" whose top a scan closed ("IEA6 UJYI …" for IE46),
    /// a "/" for a "7" whose bar a scan lost ("GB/1 QDBT …" for GB71), and an "S" for a "3" whose left ends a scan
    /// joined ("IES9 MPLT …" for IE39).
    public static let checked: [Character: [Int]] = ["S": [8, 3], "s": [8, 3], "L": [1], "A": [4], "/": [7]]

    /// The look-alikes common enough inside printed numbers to be read as their digit wherever they touch one
    /// (`OCRRepair`, card masking): O and o for 0, l, I and | for 1, S for 5.
    public static let inNumbers: [Character: Character] = {
        var table: [Character: Character] = [:]
        for letter in "OolI|S" {
            if let digit = digits[letter]?.first { table[letter] = Character(String(digit)) }
        }
        return table
    }()

    /// The letters and marks that may stand for `digit` (the table read the other way): 8 → B, 5 → S, s, $.
    public static func letters(for digit: Int) -> [Character] {
        digits.filter { $0.value.contains(digit) }.map(\.key).sorted()
    }

    /// The digits `character` may stand for where a check digit decides: the table's and `checked`'s.
    public static func checkedDigits(_ character: Character) -> [Int] {
        (digits[character] ?? []) + (checked[character] ?? [])
    }

    /// The letters and marks that may stand for `digit` where a check digit decides (8 → B, S, s).
    public static func checkedLetters(for digit: Int) -> [Character] {
        (digits.merging(checked) { $0 + $1 }).filter { $0.value.contains(digit) }.map(\.key).sorted()
    }

    /// Every number `text` may stand for, each character a digit or a lookalike of some; nil when a character
    /// is neither ("GS" → 65 and 5).
    public static func numbers(_ text: String) -> Set<Int>? {
        let strings = digitStrings(text)
        return strings.isEmpty ? nil : Set(strings.map { Int($0) ?? 0 })
    }

    /// The digit strings `text` may stand for, each character a digit or a lookalike of some, leading zeros
    /// kept ("$9" → "59", "G" → "6" and "0"); empty when a character is neither.
    public static func digitStrings(_ text: String) -> [String] {
        var strings = [""]
        for character in text {
            guard let options = character.wholeNumberValue.map({ [$0] }) ?? digits[character] else { return [] }
            strings = strings.flatMap { prefix in options.map { prefix + String($0) } }
        }
        return strings
    }

    /// A numeric date with letters among its digits ("OT/07/17", "1O.O4.2O17"): three parts of one or two,
    /// one or two, and two or four digits or lookalikes, between the same separators, at least four of
    /// them digits.
    public static let numericDate = TextPattern(#"(?<![\w$|!])([0-9A-Za-z$|!]{1,2})([/.\-])([0-9A-Za-z$|!]{1,2})\2([0-9A-Za-z$|!]{4}|[0-9A-Za-z$|!]{2})(?![\w$|!])"#, caseInsensitive: true)

    /// True when the text shows a numeric date, some of its digits perhaps read as lookalike letters: a day
    /// and a month in either order and a year of two digits or from 1990 on. "0/04/2017" (a 1 lost) is none.
    public static func showsNumericDate(_ text: String) -> Bool {
        let ns = text as NSString
        return numericDate.regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).contains { match in
            let parts = (1...4).filter { $0 != 2 }.map { ns.substring(with: match.range(at: $0)) }
            guard parts.joined().filter(\.isNumber).count >= 4, let first = numbers(parts[0]), let second = numbers(parts[1]),
                  let years = numbers(parts[2])
            else { return false }
            return first.contains { a in second.contains { b in years.contains { y in
                isPlausibleDate(a, b, year: y, yearDigits: parts[2].count)
            } } }
        }
    }

    /// True when the numbers printed as a date could be one: a day and a month in either order, and a year of
    /// two digits or from 1990 to 2100.
    public static func isPlausibleDate(_ first: Int, _ second: Int, year: Int, yearDigits: Int) -> Bool {
        let days = 1...31, months = 1...12
        return (yearDigits == 2 || (1990...2100).contains(year))
            && (days.contains(first) && months.contains(second) || months.contains(first) && days.contains(second))
    }
}
