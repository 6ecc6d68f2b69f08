import DocModel
import Foundation
import TextRepair

/// Reads what a receipt prints about itself: merchant name and address at the top, phone, tax id, date
/// and time, receipt number, payment method and card. Dates, times and phones come from the `extract`
/// stage's entities (already normalized); the rest from the rows.
struct HeaderReader: Sendable {
    struct Header: Sendable {
        var merchant: Receipt.Field?
        var merchantRow: Int?
        var address: Receipt.Field?
        var addressEnd: Int?
        var phone: Receipt.Field?
        var taxID: Receipt.Field?
        var date: Receipt.Field?
        var time: Receipt.Field?
        var receiptNumber: Receipt.Field?
        var paymentMethod: Receipt.Field?
        var cardBrand: Receipt.Field?
        var cardLast4: Receipt.Field?
    }

    /// The latest year a receipt's date may have: receipts are read after they are printed (next year's
    /// first days allowed for clocks and time zones).
    var latestYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1
    /// The years a receipt's date may have: a "date" decades away is a misread.
    var receiptYears: ClosedRange<Int> { 1990...latestYear }
    /// The order numeric dates are printed in where the pipeline says so (`extract.date_order`).
    var dayFirst: Bool?

    func read(rows: [ReceiptRow], entities: [Entity]) -> Header {
        var header = Header()
        let merchant = MerchantReader().read(rows)
        (header.merchant, header.merchantRow) = (merchant.merchant, merchant.merchantRow)
        (header.address, header.addressEnd) = (merchant.address, merchant.addressEnd)
        header.phone = phone(rows, entities)
        let dates = entities.filter { entity in
            // A date glued to letters ("HD03-04-06") is part of a product code, not the receipt's date; glued to the
            // day of the week ("FRI23-10-92"), as tills print it, or to its label ("Date03/25/2018": the space lost),
            // it is the date.
            entity.kind != .date || !rows.contains { row in
                row.words.contains { word in
                    word.text.count > entity.text.count && word.text.contains(entity.text) && word.text.first?.isLetter == true
                        && !Self.dayOrDateLabelPrefix.matches(word.text)
                }
            }
        }
        // A date labelled as such, or printed beside the time of sale, wins over one among the items ("CK 11-22-31").
        header.date = bestEntity(.date, dates, rows: rows, label: Self.dateOrTimeLabel) { value in
            // Receipts are recent: a "date" decades away is a misread or a product code.
            guard let year = Int(value.prefix(4)) else { return false }
            return receiptYears.contains(year)
        } ?? Self.monthNameDate(rows) ?? monthFirstNameDate(rows) ?? Self.misreadCenturyDate(dates, rows: rows) ?? futureYearDate(dates)
            ?? slashesReadAsDigits(rows) ?? dateReadAsLetters(rows) ?? dateWithASpeckForSeparator(rows) ?? digitRunDate(rows)
        header.time = bestEntity(.time, entities, rows: rows, label: TextPattern(#"\bTIME\b|\bZEIT\b|\bHEURE\b"#, caseInsensitive: true)) { _ in true }
        for row in rows {
            let text = row.text
            if header.taxID == nil, let groups = Cues.taxID.groups(text), let id = groups[1] {
                let value = id.trimmingCharacters(in: .whitespaces)
                if value.filter(\.isNumber).count >= 5 { header.taxID = field(value, row, 0.85) }
            }
            if header.receiptNumber == nil, let groups = Cues.receiptNumber.groups(text), let number = groups[1],
               number.contains(where: \.isNumber) {
                header.receiptNumber = field(number, row, 0.8)
            }
        }
        readPayment(rows, entities, into: &header)
        return header
    }

    // MARK: - Private

    private func phone(_ rows: [ReceiptRow], _ entities: [Entity]) -> Receipt.Field? {
        let phones = entities.filter { $0.kind == .phone }
        guard !phones.isEmpty else { return nil }
        // Prefer one on a row labelled TEL/PHONE; else the first.
        let labelled = phones.first { entity in
            rows.contains { row in
                guard let box = row.box, let e = entity.box, row.page == entity.page else { return false }
                return Self.overlapsVertically(box, e) && Cues.phoneLabel.matches(row.text)
            }
        }
        let entity = labelled ?? phones[0]
        return Receipt.Field(value: entity.normalized, page: entity.page, box: entity.box,
                             confidence: KindClassifier.rounded(entity.confidence * (labelled == nil ? 0.8 : 1)))
    }

    private func bestEntity(_ kind: Entity.Kind, _ entities: [Entity], rows: [ReceiptRow], label: TextPattern,
                            accept: (String) -> Bool) -> Receipt.Field? {
        let found = entities.filter { $0.kind == kind && accept($0.normalized) }
        guard !found.isEmpty else { return nil }
        let labelled = found.first { entity in
            rows.contains { row in
                guard let box = row.box, let e = entity.box, row.page == entity.page else { return false }
                return Self.overlapsVertically(box, e) && label.matches(row.text)
            }
        }
        let entity = labelled ?? found[0]
        return Receipt.Field(value: entity.normalized, page: entity.page, box: entity.box,
                             confidence: KindClassifier.rounded(entity.confidence))
    }

    private func readPayment(_ rows: [ReceiptRow], _ entities: [Entity], into header: inout Header) {
        for row in rows.reversed() {
            let text = row.text.uppercased()
            if header.cardBrand == nil, let brand = Cues.brands.first(where: { $0.0.matches(text) }) {
                header.cardBrand = field(brand.1, row, 0.85)
            }
            if header.cardLast4 == nil, let groups = Cues.last4.groups(text),
               let digits = groups.dropFirst().compactMap({ $0 }).first {
                header.cardLast4 = field(digits, row, 0.8)
            }
        }
        if header.cardLast4 == nil, let card = entities.first(where: { $0.kind == .paymentCard }) {
            let digits = String(card.normalized.filter(\.isNumber).suffix(4))
            header.cardLast4 = Receipt.Field(value: digits, page: card.page, box: card.box, confidence: card.confidence)
        }
        let cardRow = rows.last { Cues.card.matches($0.text.uppercased()) && !Cues.notTax.matches($0.text.uppercased()) }
        let cashRow = rows.last { Cues.cash.matches($0.text.uppercased()) }
        if let row = cardRow, header.cardBrand != nil || header.cardLast4 != nil || cashRow == nil {
            header.paymentMethod = field("card", row, 0.85)
        } else if let row = cashRow {
            header.paymentMethod = field("cash", row, 0.85)
        }
    }

    private func field(_ value: String, _ row: ReceiptRow, _ cue: Double) -> Receipt.Field {
        Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(cue * row.confidence))
    }

    /// A date labelled "DATE" whose year is 2101–2999 ("Date: 30/09/2617"): the century's 0 misread (as 6, 8, 9…);
    /// receipts are recent, so the year is 20yy. Only when no plausible date was read at all.
    static func misreadCenturyDate(_ entities: [Entity], rows: [ReceiptRow]) -> Receipt.Field? {
        for entity in entities where entity.kind == .date {
            let value = entity.normalized
            guard value.count == 10, let year = Int(value.prefix(4)), (2101...2999).contains(year),
                  let box = entity.box,
                  let row = rows.first(where: { row in
                      guard let rowBox = row.box, row.page == entity.page else { return false }
                      return overlapsVertically(rowBox, box) && dateLabel.matches(row.text)
                  })
            else { continue }
            let repaired = "20" + value.dropFirst(2)
            return Receipt.Field(value: repaired, page: entity.page, box: box,
                                 confidence: KindClassifier.rounded(0.7 * min(entity.confidence, row.confidence)))
        }
        return nil
    }

    /// A date whose year is still to come ("14 MAR 2048"): a digit of the year misread. Taken when exactly one
    /// single misreading of its last two digits (`ArithmeticCheck.confusions`) gives a year up to `latestYear`
    /// and not before 1990; only when no plausible date was read at all.
    func futureYearDate(_ entities: [Entity]) -> Receipt.Field? {
        for entity in entities where entity.kind == .date {
            let value = entity.normalized
            guard value.count == 10, let year = Int(value.prefix(4)), year > latestYear, year < 2100 else { continue }
            guard let repaired = recentYear(misreading: String(value.prefix(4))) else { continue }
            return Receipt.Field(value: String(repaired) + value.dropFirst(4), page: entity.page, box: entity.box,
                                 confidence: KindClassifier.rounded(0.6 * entity.confidence))
        }
        return nil
    }

    /// The one year from 1990 to `latestYear` that a single misreading of the last two digits of `year`
    /// (`ArithmeticCheck.confusions`) gives; nil when none or several do.
    func recentYear(misreading year: String) -> Int? {
        let years = Set(ArithmeticCheck.misreadings(of: year, at: 2..<4).compactMap(Int.init)
            .filter { receiptYears.contains($0) })
        return years.count == 1 ? years.first : nil
    }

    /// A labelled date whose separators were read as digits ("Date: 0270572078" for 02/05/2018: a thin slash
    /// is often taken for a 1 or a 7). Taken when the 8 or 10 digits after a date label hold the same 1 or 7
    /// at both separators' places and the rest is a date in the receipt's order (day first unless told
    /// otherwise) from 1990 on, its year repaired (`recentYear`) when it is still to come;
    /// only when no other date was read.
    func slashesReadAsDigits(_ rows: [ReceiptRow]) -> Receipt.Field? {
        for row in rows {
            guard let groups = Self.labelledDigitRun.groups(row.text), let run = groups[1] else { continue }
            let digits = Array(run)
            guard digits[2] == digits[5], digits[2] == "1" || digits[2] == "7",
                  let a = Int(String(digits[0..<2])), let b = Int(String(digits[3..<5])) else { continue }
            let (day, month) = dayFirst == false ? (b, a) : (a, b)
            var yearText = String(digits[6...])
            if yearText.count == 2 { yearText = "20" + yearText }
            guard (1...31).contains(day), (1...12).contains(month), var year = Int(yearText) else { continue }
            if year > latestYear {
                guard let repaired = recentYear(misreading: yearText) else { continue }
                year = repaired
            }
            guard receiptYears.contains(year) else { continue }
            return Receipt.Field(value: String(format: "%04d-%02d-%02d", year, month, day), page: row.page, box: row.box,
                                 confidence: KindClassifier.rounded(0.5 * row.confidence))
        }
        return nil
    }

    static let labelledDigitRun = TextPattern(#"(?:\bDATE\b|\bDATUM\b|\bTARIKH\b)\W{0,3}(\d{10}|\d{8})(?!\d)"#, caseInsensitive: true)

    static let dateLabel = TextPattern(#"\bDATE\b|\bDATUM\b|\bTARIKH\b"#, caseInsensitive: true)

    /// The first day-month-year date with the month as a word (`monthNameDate`: "14/JUN/2017", "27Apr'13"),
    /// which the `extract` stage does not read. With a four-digit year, a month read one letter wrong
    /// ("14/dun/2017") is the month it is one letter away from, when there is exactly one.
    static func monthNameDate(_ rows: [ReceiptRow]) -> Receipt.Field? {
        for row in rows {
            guard let groups = monthNameDate.groups(row.text), let dayText = groups[1], let monthText = groups[2],
                  let yearText = groups[3], let day = Int(dayText), let year = Int(yearText),
                  let month = monthNumber(monthText.uppercased(), nearMisses: yearText.count == 4), (1...31).contains(day)
            else { continue }
            let fullYear = yearText.count == 2 ? 2000 + year : year
            guard (1990...2100).contains(fullYear) else { continue }
            let value = String(format: "%04d-%02d-%02d", fullYear, month, day)
            return Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(0.8 * row.confidence))
        }
        return nil
    }

    /// A date with the month's name first as tills print it compactly: "Jul.30'11", "MAY08.17", "DEC 14 2026",
    /// "Aug28,2014", "Mar-25-2018", "March27th2018" (the `extract` stage reads only "Aug 28, 2014"). The month must
    /// be an English month's name or abbreviation, the year from 1990 to `latestYear`. A two-digit year needs what
    /// an amount never has: an apostrophe before it, a two-digit day before a dot ("MAY08.17", not "JUN 3.15"), or a
    /// date label or a time of day on the line. Only when no other date was read.
    func monthFirstNameDate(_ rows: [ReceiptRow]) -> Receipt.Field? {
        for row in rows {
            let text = row.text as NSString
            for match in Self.monthFirstDate.matches(in: row.text) {
                guard let monthText = match.group(1, in: text), let dayText = match.group(2, in: text),
                      let separator = match.group(3, in: text), let yearText = match.group(4, in: text),
                      let month = Self.monthNumber(String(monthText.uppercased().prefix(3)), nearMisses: false),
                      let day = Int(dayText), let year = Int(yearText) else { continue }
                if yearText.count == 2 {
                    let apostrophe = separator.contains { "'’`´".contains($0) }
                    let dotted = separator.trimmingCharacters(in: .whitespaces) == "." && dayText.count == 2
                    guard apostrophe || dotted || Self.dateOrTimeLabel.matches(row.text) else { continue }
                }
                guard let value = recentDate(year: yearText.count == 2 ? 2000 + year : year, month: month, day: day) else { continue }
                return Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(0.8 * row.confidence))
            }
        }
        // The day's digit read as its lookalike letter ("JUNO3'14" for JUN03'14): taken in the till's compact shape, the
        // year after an apostrophe, when the day's characters stand for exactly one day (`DigitLookalikes`).
        for row in rows {
            guard let groups = Self.monthFirstLookalikeDay.groups(row.text), let monthText = groups[1], let dayText = groups[2],
                  let yearText = groups[3], let year = Int(yearText), dayText.contains(where: \.isNumber),
                  dayText.contains(where: { !$0.isNumber }),
                  let month = Self.monthNumber(String(monthText.uppercased().prefix(3)), nearMisses: false),
                  let days = DigitLookalikes.numbers(dayText) else { continue }
            let dates = Set(days.compactMap { recentDate(year: yearText.count == 2 ? 2000 + year : year, month: month, day: $0) })
            guard dates.count == 1, let value = dates.first else { continue }
            return Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(0.5 * row.confidence))
        }
        // The month's name one letter wrong ("hug 28, 2014 12:50 PM"): taken with a four-digit year, a date label or
        // a time of day on the line, and exactly one month one letter away, as `monthNameDate` takes "14/dun/2017".
        for row in rows where Self.dateOrTimeLabel.matches(row.text) {
            guard let groups = Self.monthFirstAnyLetters.groups(row.text), let monthText = groups[1], let dayText = groups[2],
                  let yearText = groups[3], let day = Int(dayText), let year = Int(yearText),
                  let month = Self.monthNumber(monthText.uppercased(), nearMisses: true),
                  let value = recentDate(year: year, month: month, day: day) else { continue }
            return Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(0.5 * row.confidence))
        }
        return nil
    }

    /// Month (English name or abbreviation), day, year: group 3 is what stands between day and year (nothing after
    /// a day's ordinal before a four-digit year: "March27th2018").
    static let monthFirstDate = TextPattern(#"(?<![A-Za-z\d])(JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEPT?(?:EMBER)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)[.\-]?\s*(\d{1,2})(?:ST|ND|RD|TH)?((?:\s*[,.'’`´\-]\s*)+|\s+|(?<=ST|ND|RD|TH)(?=\d{4}(?!\d)))(\d{4}|\d{2})(?![\w])"#, caseInsensitive: true)

    /// `monthFirstDate`'s compact till shape with the day's two characters as read ("JUNO3'14"): group 1 the month,
    /// 2 the day, 3 the year after an apostrophe.
    static let monthFirstLookalikeDay = TextPattern(#"(?<![A-Za-z\d])(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[.\-]?\s*([0-9A-Za-z|!$]{2})\s*['’`´]\s*(\d{4}|\d{2})(?![\w])"#, caseInsensitive: true)

    /// A word that starts with the day of the week ("FRI23-10-92", "Sat.12/05/15") or a date label ("Date03/25/2018",
    /// "DATE:25.03.18").
    static let dayOrDateLabelPrefix = TextPattern(#"^\W*(?:(?:MON|TUE|TUES|WED|THU|THUR|THURS|FRI|SAT|SUN)(?:DAY)?|DATE|DATUM|TARIKH)\W*\d"#, caseInsensitive: true)

    /// A date some of whose digits were read as letters: "Date : GS Jan 2017 12:41pm" for 05 Jan 2017 (0 taken
    /// for G, 5 for S), "2TDec' 16 17:58" for 27Dec'16, "20:56 OT/07/17" for 07/07/17 (T for 7), and the other way,
    /// a month's letter read as a digit: "270ec'16 17:58" for 27Dec'16 (`monthNumber(readAsDigits:)`). Taken when exactly one reading of the letters as
    /// the digits they are mistaken for (`DigitLookalikes`) makes a date from 1990 to `latestYear` (numeric dates
    /// in the receipt's order, day first unless told otherwise), the line carries a date label or a time of
    /// day, and a month's name is spelled right; only when no other date was read.
    func dateReadAsLetters(_ rows: [ReceiptRow]) -> Receipt.Field? {
        for row in rows where Self.dateOrTimeLabel.matches(row.text) {
            var dates: Set<String> = []
            if let groups = Self.spacedMonthNameDate.groups(row.text), let dayText = groups[1], let monthText = groups[2],
               let yearText = groups[3], let year = Int(yearText), dayText.contains(where: { !$0.isNumber }),
               let month = Self.monthNumber(monthText.uppercased(), nearMisses: false),
               let days = DigitLookalikes.numbers(dayText) {
                dates = Set(days.compactMap { recentDate(year: year, month: month, day: $0) })
            } else if let groups = Self.compactMonthNameDate.groups(row.text), let dayText = groups[1], let monthText = groups[2],
                      let yearText = groups[3], let year = Int(yearText), dayText.contains(where: \.isNumber),
                      dayText.contains(where: { !$0.isNumber }), let month = Self.monthNumber(monthText.uppercased(), nearMisses: false),
                      let days = DigitLookalikes.numbers(dayText) {
                dates = Set(days.compactMap { recentDate(year: yearText.count == 2 ? 2000 + year : year, month: month, day: $0) })
            } else if let groups = Self.compactMonthWithADigit.groups(row.text), let dayText = groups[1], let monthText = groups[2],
                      let yearText = groups[3], let day = Int(dayText), let year = Int(yearText),
                      monthText.contains(where: \.isNumber), monthText.contains(where: \.isLetter),
                      let month = Self.monthNumber(readAsDigits: monthText.uppercased()) {
                dates = Set([recentDate(year: yearText.count == 2 ? 2000 + year : year, month: month, day: day)].compactMap { $0 })
            } else if let groups = DigitLookalikes.numericDate.groups(row.text), let a = groups[1], let b = groups[3],
                      let c = groups[4], (a + b + c).contains(where: { !$0.isNumber }), DigitLookalikes.showsNumericDate(row.text),
                      let firsts = DigitLookalikes.numbers(a), let seconds = DigitLookalikes.numbers(b),
                      let years = DigitLookalikes.numbers(c) {
                for first in firsts { for second in seconds { for year in years {
                    let (day, month) = dayFirst == false ? (second, first) : (first, second)
                    if let date = recentDate(year: c.count == 2 ? 2000 + year : year, month: month, day: day) { dates.insert(date) }
                } } }
            }
            guard dates.count == 1, let value = dates.first else { continue }
            return Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(0.5 * row.confidence))
        }
        return nil
    }

    /// A numeric date with a four-digit year one of whose separators was read as a speck ("22-08°2014",
    /// "07/30'2011"), on a line with a date label or a time of day; in the receipt's order (day first unless told
    /// otherwise) when neither part is above 12. Only when no other date was read.
    func dateWithASpeckForSeparator(_ rows: [ReceiptRow]) -> Receipt.Field? {
        for row in rows where Self.dateOrTimeLabel.matches(row.text) {
            guard let groups = Self.speckSeparatedDate.groups(row.text), let a = groups[1].flatMap({ Int($0) }),
                  let b = groups[2].flatMap({ Int($0) }), let year = groups[3].flatMap({ Int($0) }),
                  let separators = groups[0]?.filter({ !$0.isNumber }), separators.contains(where: { "/-.".contains($0) })
            else { continue }
            let dayFirst = a > 12 || (b <= 12 && self.dayFirst != false)
            guard let value = dayFirst ? recentDate(year: year, month: b, day: a) : recentDate(year: year, month: a, day: b) else { continue }
            return Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(0.5 * row.confidence))
        }
        return nil
    }

    /// Year, month and day printed as one run of eight digits ("20180325 14:05"), on a line with a date label or a time
    /// of day (a run of digits alone is a number: a member's, a transaction's). Only when no other date was read.
    func digitRunDate(_ rows: [ReceiptRow]) -> Receipt.Field? {
        for row in rows where Self.dateOrTimeLabel.matches(row.text) {
            guard let groups = Self.yearFirstDigitRun.groups(row.text), let year = groups[1].flatMap({ Int($0) }),
                  let month = groups[2].flatMap({ Int($0) }), let day = groups[3].flatMap({ Int($0) }),
                  let value = recentDate(year: year, month: month, day: day) else { continue }
            return Receipt.Field(value: value, page: row.page, box: row.box, confidence: KindClassifier.rounded(0.5 * row.confidence))
        }
        return nil
    }

    static let yearFirstDigitRun = TextPattern(#"(?<![\w.,/\-])((?:19|20)\d{2})(\d{2})(\d{2})(?![\w.,/\-])"#)

    /// Day, month and a four-digit year apart by a separator or a speck read in its place.
    static let speckSeparatedDate = TextPattern(#"(?<![\w])(\d{1,2})[/\-.°'’‘`*,~_](\d{1,2})[/\-.°'’‘`*,~_](\d{4})(?![\w])"#)

    /// The date as ISO 8601 when it is a day of the calendar from 1990 to `latestYear`; nil otherwise.
    func recentDate(year: Int, month: Int, day: Int) -> String? {
        guard receiptYears.contains(year), (1...12).contains(month),
              let date = DateComponents(calendar: Calendar(identifier: .gregorian), year: year, month: month, day: day).date,
              Calendar(identifier: .gregorian).component(.day, from: date) == day
        else { return nil }
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// "GS Jan 2017": one or two characters, a month's name, a four-digit year, apart by spaces.
    static let spacedMonthNameDate = TextPattern(#"(?<![\w])([0-9A-Za-z|!$]{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})(?![\w])"#, caseInsensitive: true)

    /// A date label or a time of day ("12:41", "12:41pm").
    static let dateOrTimeLabel = TextPattern(#"\bDATE\b|\bDATUM\b|\bTARIKH\b|\b\d{1,2}:\d{2}(?:\b|(?=[AP]M\b))"#, caseInsensitive: true)

    static let monthAbbreviations = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

    /// 1…12 for a month's three letters; with `nearMisses`, also for three letters one away from exactly one month.
    static func monthNumber(_ letters: String, nearMisses: Bool) -> Int? {
        if let index = monthAbbreviations.firstIndex(of: letters) { return index + 1 }
        guard nearMisses else { return nil }
        let near = monthAbbreviations.indices.filter { i in
            zip(monthAbbreviations[i], letters).filter { $0 != $1 }.count == 1
        }
        return near.count == 1 ? near[0] + 1 : nil
    }

    /// 1…12 for a month's three letters some of which were read as digits that look like them ("0EC": the D of DEC
    /// read 0; `DigitLookalikes`' table read the other way), when exactly one month can be so read.
    static func monthNumber(readAsDigits letters: String) -> Int? {
        var spellings = [""]
        for character in letters {
            let options = character.wholeNumberValue.map { DigitLookalikes.letters(for: $0).map { Character($0.uppercased()) } } ?? [character]
            spellings = spellings.flatMap { prefix in options.map { prefix + String($0) } }
        }
        let months = Set(spellings.compactMap { monthAbbreviations.firstIndex(of: $0) })
        return months.count == 1 ? months.first.map { $0 + 1 } : nil
    }

    /// The day-month shape of `monthNameDate` ("27Dec'16", "03-OCT-2015") with a letter of the month read as a digit
    /// ("270ec'16", "03-0CT-2015"): group 1 the day, 2 the month's three characters as read, 3 the year.
    static let compactMonthWithADigit = TextPattern(#"(?<![\w])(\d{1,2})[/\-.]?([0-9A-Za-z]{3})(?:[/\-.]\s*|\s+|\s*['’´]\s*)(\d{4}|\d{2})(?![\w])"#, caseInsensitive: true)

    /// "14/JUN/2017", "05-Jan-18", and as tills also print them: "27Apr'13" (no separator, the year after an
    /// apostrophe), "11-Dec 2014" (a separator one side, a space the other), "05February2017" (none, a four-digit year),
    /// "25MAR18" (none, a two-digit year ending the word).
    static let monthNameDate = TextPattern(#"(?<![\w])(\d{1,2})[/\-.]?([A-Z]{3})[A-Z]*(?:[/\-.]\s*|\s+|\s*['’´]\s*|(?=(?:19|20)\d{2}(?!\d))|(?=\d{2}(?![\w])))'?(\d{4}|\d{2})(?![\w])"#, caseInsensitive: true)

    /// The compact day-month shape of `monthNameDate` ("27Dec'16") with the day's digits perhaps read as lookalike
    /// letters ("2TDec' 16"): group 1 the day as read, 2 the month's abbreviation, 3 the year.
    static let compactMonthNameDate = TextPattern(#"(?<![\w])([0-9A-Za-z|!$]{1,2})(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*(?:[/\-.]\s*|\s+|\s*['’´]\s*)(\d{4}|\d{2})(?![\w])"#, caseInsensitive: true)

    /// The month-first shape of `monthFirstDate` with any three letters for the month ("hug 28, 2014" for Aug 28,
    /// 2014) and a four-digit year: group 1 the letters, 2 the day, 3 the year.
    static let monthFirstAnyLetters = TextPattern(#"(?<![A-Za-z\d])([A-Za-z]{3})\.?\s*(\d{1,2})(?:ST|ND|RD|TH)?\s*,?\s+(\d{4})(?![\w])"#, caseInsensitive: true)

    /// True when most of the text's letters are capitals.
    static func isCapitals(_ text: String) -> Bool {
        let letters = text.filter(\.isLetter)
        return letters.count >= 3 && Double(letters.filter(\.isUppercase).count) / Double(letters.count) > 0.7
    }

    static func overlapsVertically(_ a: Box, _ b: Box) -> Bool {
        min(a.maxY, b.maxY) - max(a.y, b.y) > min(a.height, b.height) / 2
    }
}
