import Foundation
import TextRepair

/// A numeric date read several ways, voted part by part: the day, the month and the year each become what most
/// readings of the line print there. Readings whose date is no date (month 0, day 40) do not vote; the page's
/// reading, first, wins ties.
enum DateVote {
    /// A date's three numbers as printed, in print order, and the separator between them.
    struct Parts: Equatable {
        var first: String
        var second: String
        var year: String
        var separator: String

        var text: String { [first, second, year].joined(separator: separator) }
    }

    static let pattern: NSRegularExpression = {
        do {
            return try NSRegularExpression(pattern: #"(?<![\d/.\-])(\d{1,2})([/.\-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.\-])"#)
        } catch {
            preconditionFailure("bad date pattern: \(error)")
        }
    }()

    /// The first numeric date in the text that could be one (day and month in either order, a year of two
    /// digits or from 1990 to 2100).
    static func date(in text: String) -> Parts? {
        let ns = text as NSString
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let parts = Parts(first: ns.substring(with: match.range(at: 1)), second: ns.substring(with: match.range(at: 3)),
                              year: ns.substring(with: match.range(at: 4)), separator: ns.substring(with: match.range(at: 2)))
            if isDate(parts) { return parts }
        }
        return nil
    }

    /// Slash-separated tokens shaped like a date whatever their characters ("OT/0T/L?" for 07/07/17 in faint
    /// print): parts of one or two, one or two, and two or four characters. Only a vote can make a date of one.
    static let shape: NSRegularExpression = {
        do {
            return try NSRegularExpression(pattern: #"(?<![\w?$|!/])([\w?$|!]{1,2})/([\w?$|!]{1,2})/([\w?$|!]{4}|[\w?$|!]{2})(?![\w?$|!/])"#)
        } catch {
            preconditionFailure("bad date shape: \(error)")
        }
    }()

    /// The first date-shaped token of the text, as printed.
    static func shaped(in text: String) -> Parts? {
        let ns = text as NSString
        guard let match = shape.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return Parts(first: ns.substring(with: match.range(at: 1)), second: ns.substring(with: match.range(at: 2)),
                     year: ns.substring(with: match.range(at: 3)), separator: "/")
    }

    /// The date that readings of a date-shaped token vote for when their digits were read as lookalike letters
    /// (`DigitLookalikes`): each part becomes what most readings show there that reads as exactly one number
    /// in range (a day or month of 1–31, a year of two digits or 1990–2100); a part no reading shows so, or
    /// shows two ways equally often, leaves no date. "OT/OT/L?", "OU/OT/L?" and "G7/0/17" vote 07/07/17.
    static func votedLookalike(_ readings: [String]) -> Parts? {
        let shapes = readings.compactMap(shaped(in:))
        func majority(_ part: KeyPath<Parts, String>, valid: (String) -> Bool) -> String? {
            var counts: [String: Int] = [:]
            for shape in shapes {
                let strings = DigitLookalikes.digitStrings(shape[keyPath: part])
                if strings.count == 1, let digits = strings.first, valid(digits) { counts[digits, default: 0] += 1 }
            }
            guard let best = counts.values.max(), counts.values.filter({ $0 == best }).count == 1 else { return nil }
            return counts.first { $0.value == best }?.key
        }
        let dayOrMonth = { (digits: String) in (1...31).contains(Int(digits) ?? 0) }
        let year = { (digits: String) in digits.count == 2 || (1990...2100).contains(Int(digits) ?? 0) }
        guard let first = majority(\.first, valid: dayOrMonth), let second = majority(\.second, valid: dayOrMonth),
              let y = majority(\.year, valid: year) else { return nil }
        let result = Parts(first: first, second: second, year: y, separator: "/")
        return isDate(result) ? result : nil
    }

    static func isDate(_ parts: Parts) -> Bool {
        guard let a = Int(parts.first), let b = Int(parts.second), let y = Int(parts.year) else { return false }
        return DigitLookalikes.isPlausibleDate(a, b, year: y, yearDigits: parts.year.count)
    }

    /// The date the readings vote for, the first reading (the page's) giving ties and the separator; nil when
    /// the first reading shows no date. Each part is voted on its own, among readings showing a date.
    static func voted(_ readings: [String]) -> Parts? {
        guard let page = readings.first.flatMap(date(in:)) else { return nil }
        let dates = readings.compactMap(date(in:))
        func majority(_ part: KeyPath<Parts, String>) -> String {
            var counts: [String: Int] = [:]
            for date in dates { counts[date[keyPath: part], default: 0] += 1 }
            let best = counts.values.max() ?? 0
            return counts[page[keyPath: part]] == best ? page[keyPath: part]
                : counts.filter { $0.value == best }.keys.sorted().first ?? page[keyPath: part]
        }
        let result = Parts(first: majority(\.first), second: majority(\.second), year: majority(\.year), separator: page.separator)
        return isDate(result) ? result : page
    }
}
