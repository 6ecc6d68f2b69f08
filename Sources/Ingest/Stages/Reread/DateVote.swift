import Foundation
import Receipts

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
