import Foundation
import TextRepair

/// Dates, date ranges and times. Numeric dates follow the configured order (day first or month first)
/// unless a part exceeds 12 or the separator is a dot (always day first, as in German); written months
/// in English, German and French; two-digit years ('24 → 2024, 87 → 1987). Normalized to ISO 8601
/// ("2024-03-05", a range "2024-03-03/2024-03-05", a time "14:30").
struct DateDetector: Detector {
    let dayFirst: Bool

    static let m = MonthNames.alternation
    /// "14th", "1er", "14.", and the first of the month in Italian and Spanish ("1° agosto", "1º de mayo").
    static let ordinal = #"(?:st|nd|rd|th|er|\.|°|º)?"#
    static let yearFirst = TextPattern(#"(?<![\d.,/-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d]|[.,]\d)"#)
    /// Day and month (either order) and a year of four or two digits. A four-digit year may run into a time of day
    /// ("03/25/201814:05": OCR lost the space between them, as it often does on till print).
    static let numeric = TextPattern(#"(?<![\d.,/-])(\d{1,2})([./-])(\d{1,2})\2"# + year)
    /// The same with slashes a space off their figures ("03 / 25 / 2018", "03/25/ 2018": thermal print read with
    /// gaps); dots and dashes so spaced are lists and ranges, not dates.
    static let spacedSlashes = TextPattern(#"(?<![\d.,/-])(\d{1,2}) ?/ ?(\d{1,2}) ?/ ?"# + year)
    static let year = #"(\d{4}(?=[012]?\d:[0-5]\d)|\d{4}(?![\d]|[.,]\d)|\d{2}(?![\d]|[.,]\d))"#
    /// A day: digits, or the "1" of French "1er" that OCR reads as "l" or "I" ("ler mars").
    static let day = #"(\d{1,2}|[lI](?=er\b))"#
    static let dayMonth = TextPattern(#"(?<![\w])"# + day + ordinal + #"\s*(?:(?:of|de)\s+)?("# + m + #")\.?,?\s+(?:de(?:l)?\s+)?('?\d{2}|\d{4})(?![\d])"#,
                                  caseInsensitive: true)
    static let monthDay = TextPattern(#"(?<![\w])("# + m + #")\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|'\d{2})(?![\d])"#,
                                  caseInsensitive: true)
    static let dayRange = TextPattern(#"(?<![\w])(\d{1,2})"# + ordinal + #"\s*(?:-|–|—|to|bis|au)\s*(\d{1,2})"# + ordinal
                                  + #"\s+("# + m + #")\.?,?\s+(\d{4})(?![\d])"#, caseInsensitive: true)
    static let monthDayRange = TextPattern(#"(?<![\w])("# + m + #")\.?\s+(\d{1,2})\s*(?:-|–|—|to)\s*(\d{1,2}),?\s+(\d{4})(?![\d])"#,
                                       caseInsensitive: true)
    static let joiner = TextPattern(#"^\s*(?:-|–|—|to|until|through|bis|au|jusqu'au)\s*$"#, caseInsensitive: true)
    static let time = TextPattern(#"(?<![\d:.,])([01]?\d|2[0-3])(?::|\s?h\s?)([0-5]\d)(?::([0-5]\d))?(?:\s*([AaPp])\.?[Mm]\.?)?(?![\d:]|[.,]\d)"#)
    static let hourOnly = TextPattern(#"(?<![\d:.,])(1[0-2]|0?[1-9])\s*([AaPp])\.?[Mm]\b\.?"#)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        var dates: [Match] = []
        for r in Self.yearFirst.matches(in: text.repaired) {
            if let iso = Self.iso(year: r.group(1, in: s), month: r.group(3, in: s), day: r.group(4, in: s)) {
                dates.append(Match(kind: .date, range: r.range, normalized: iso, confidence: 0.97))
            }
        }
        let numeric = Self.numeric.matches(in: text.repaired).map { r in
            (range: r.range, a: r.group(1, in: s), separator: r.group(2, in: s), b: r.group(3, in: s), year: r.group(4, in: s))
        } + Self.spacedSlashes.matches(in: text.repaired).filter { s.substring(with: $0.range).contains(" ") }.map { r in
            (range: r.range, a: r.group(1, in: s), separator: "/", b: r.group(2, in: s), year: r.group(3, in: s))
        }
        for r in numeric {
            guard let a = Int(r.a ?? ""), let b = Int(r.b ?? "") else { continue }
            let separator = r.separator
            var day = a, month = b, confidence = 0.95
            if a > 12 && b <= 12 {
                (day, month) = (a, b)
            } else if b > 12 && a <= 12 {
                (day, month) = (b, a)
            } else if separator == "." {
                (day, month) = (a, b)
            } else {
                (day, month) = dayFirst ? (a, b) : (b, a)
                confidence = a == b ? 0.95 : 0.8
            }
            if let iso = Self.iso(year: r.year, month: String(month), day: String(day)) {
                dates.append(Match(kind: .date, range: r.range, normalized: iso, confidence: confidence))
            }
        }
        for r in Self.dayMonth.matches(in: text.repaired) {
            if let iso = Self.iso(year: r.group(3, in: s), month: r.group(2, in: s), day: r.group(1, in: s)) {
                dates.append(Match(kind: .date, range: r.range, normalized: iso, confidence: 0.97))
            }
        }
        for r in Self.monthDay.matches(in: text.repaired) {
            if let iso = Self.iso(year: r.group(3, in: s), month: r.group(1, in: s), day: r.group(2, in: s)) {
                dates.append(Match(kind: .date, range: r.range, normalized: iso, confidence: 0.97))
            }
        }
        var ranges: [Match] = []
        for r in Self.dayRange.matches(in: text.repaired) {
            if let start = Self.iso(year: r.group(4, in: s), month: r.group(3, in: s), day: r.group(1, in: s)),
               let end = Self.iso(year: r.group(4, in: s), month: r.group(3, in: s), day: r.group(2, in: s)), start < end {
                ranges.append(Match(kind: .dateRange, range: r.range, normalized: start + "/" + end, confidence: 0.95))
            }
        }
        for r in Self.monthDayRange.matches(in: text.repaired) {
            if let start = Self.iso(year: r.group(4, in: s), month: r.group(1, in: s), day: r.group(2, in: s)),
               let end = Self.iso(year: r.group(4, in: s), month: r.group(1, in: s), day: r.group(3, in: s)), start < end {
                ranges.append(Match(kind: .dateRange, range: r.range, normalized: start + "/" + end, confidence: 0.95))
            }
        }
        // Two full dates joined by "-", "to", "bis", "au": one range.
        let sorted = dates.sorted { $0.range.location < $1.range.location }
        for (first, second) in zip(sorted, sorted.dropFirst()) {
            let gapStart = NSMaxRange(first.range)
            guard second.range.location >= gapStart, first.normalized < second.normalized else { continue }
            let gap = s.substring(with: NSRange(location: gapStart, length: second.range.location - gapStart))
            if !Self.joiner.matches(in: gap).isEmpty {
                ranges.append(Match(kind: .dateRange, range: NSUnionRange(first.range, second.range),
                                    normalized: first.normalized + "/" + second.normalized,
                                    confidence: min(first.confidence, second.confidence)))
            }
        }
        var times: [Match] = []
        for r in Self.time.matches(in: text.repaired) {
            guard var hour = Int(r.group(1, in: s) ?? ""), let minute = r.group(2, in: s) else { continue }
            if let meridiem = r.group(4, in: s)?.lowercased() {
                guard (1...12).contains(hour) else { continue }
                hour = hour % 12 + (meridiem == "p" ? 12 : 0)
            }
            let seconds = r.group(3, in: s).map { ":" + $0 } ?? ""
            times.append(Match(kind: .time, range: r.range, normalized: String(format: "%02d:", hour) + minute + seconds,
                               confidence: 0.9))
        }
        for r in Self.hourOnly.matches(in: text.repaired) {
            guard let hour = Int(r.group(1, in: s) ?? ""), let meridiem = r.group(2, in: s)?.lowercased() else { continue }
            let value = hour % 12 + (meridiem == "p" ? 12 : 0)
            times.append(Match(kind: .time, range: r.range, normalized: String(format: "%02d:00", value), confidence: 0.85))
        }
        return ranges + dates + times
    }

    /// "YYYY-MM-DD" for a valid calendar date; month as a number or a name; two-digit years pivot at 50.
    static func iso(year: String?, month: String?, day: String?) -> String? {
        guard let yearText = year?.trimmingCharacters(in: .init(charactersIn: "'")), var y = Int(yearText),
              let monthText = month, let m = Int(monthText) ?? MonthNames.number(monthText),
              let dayText = day, let d = Int(dayText) ?? (["l", "I"].contains(dayText) ? 1 : nil) else { return nil }
        if yearText.count == 2 { y += y < 50 ? 2000 : 1900 }
        guard (1000...2999).contains(y), (1...12).contains(m), d >= 1, d <= daysIn(month: m, year: y) else { return nil }
        return String(format: "%04d-%02d-%02d", y, m, d)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
