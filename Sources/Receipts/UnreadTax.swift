import DocModel
import Foundation

/// A tax line between the items and the total whose amount could not be read ("Sales Tax 8.875% Sa73"), or
/// was read without its decimal point. The amounts it may be: the doubtful token's readings, and the printed
/// rate applied to the subtotal (rounded to the cent, half up or down: tills do both). The arithmetic check
/// takes one only when it alone makes subtotal + taxes + tip equal the total.
struct UnreadTax: Sendable {
    var row: ReceiptRow
    /// The row's text up to its rate ("Sales Tax 8.875%"), or up to the doubtful amount.
    var label: String
    var rate: String?
    /// What stood where the amount belongs ("Sa73"), for the record of the correction.
    var read: String
    var doubt: DoubtfulAmount?

    /// Tax rows after the first totals line (the subtotal) and before the chosen total that carry no amount.
    static func lines(_ rows: [ReceiptRow], doubtful: [DoubtfulLine], totals: TotalsReader.Totals) -> [UnreadTax] {
        guard let first = totals.firstRow, let total = totals.total?.rowIndex, first < total else { return [] }
        return (first..<total).compactMap { index in
            let row = rows[index]
            guard row.trailingAmount() == nil else { return nil }
            let words = row.words.map(\.text)
            let doubt = doubtful.first { $0.rowIndex == index }
            let rateWord = words.lastIndex { $0.hasSuffix("%") && $0.contains(where: \.isNumber) }
            let labelEnd: Int
            if let doubt {
                labelEnd = doubt.wordIndex
            } else if let rateWord {
                labelEnd = rateWord + 1
            } else {
                return nil
            }
            let label = words[..<labelEnd].joined(separator: " ")
            let upper = label.uppercased()
            guard Cues.tax.matches(upper), !Cues.notTax.matches(upper) else { return nil }
            let rate = TotalsReader.rate.groups(upper)?[1].map { $0.replacingOccurrences(of: ",", with: ".") }
            let read = words[labelEnd...].joined(separator: " ")
            return UnreadTax(row: row, label: label, rate: rate, read: read, doubt: doubt?.doubt)
        }
    }

    /// The amounts this line may be, given the subtotal it is charged on.
    func readings(subtotal: Money?) -> [Money] {
        var result = doubt?.readings ?? []
        if let rate, let subtotal, subtotal.minor > 0,
           let percent = Decimal(string: rate, locale: Locale(identifier: "en_US_POSIX")), percent > 0, percent < 100 {
            var exact = Decimal(subtotal.minor) * percent / 100
            for mode in [NSDecimalNumber.RoundingMode.plain, .down] {
                var rounded = Decimal()
                NSDecimalRound(&rounded, &exact, 0, mode)
                let money = Money(minor: NSDecimalNumber(decimal: rounded).intValue, digits: subtotal.digits)
                if money.minor > 0, !result.contains(money) { result.append(money) }
            }
        }
        return result
    }
}
