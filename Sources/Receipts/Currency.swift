import DocModel
import TextRepair

/// Which currency a receipt is in, from the symbols and codes printed on it: the most frequent wins.
enum Currency {
    /// Printed mark → ISO 4217 code. "$" alone is taken as USD; "RM" is the Malaysian ringgit.
    static let marks: [(String, String)] = [
        ("US$", "USD"), ("CA$", "CAD"), ("AU$", "AUD"), ("S$", "SGD"), ("A$", "AUD"), ("C$", "CAD"), ("€", "EUR"),
        ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("₩", "KRW"), ("₫", "VND"), ("CFP", "XPF"), ("$", "USD"),
    ]
    static let codes = Set(["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "SGD", "MYR", "SEK", "NOK", "DKK", "PLN",
                            "CZK", "INR", "CNY", "NZD", "HKD", "ZAR", "BRL", "IDR", "HRK", "AED", "SAR", "QAR", "THB", "PHP", "MXN", "HUF", "RON"]).union(CurrencyExponent.zeroDecimal)

    /// The currency the rows name most often: its code, the first row naming it, how many of the rows' tokens named it,
    /// and whether they named currencies with a minor unit as well, twice or more (`mixed`).
    struct Named {
        let code: String
        let row: ReceiptRow
        let count: Int
        let mixed: Bool

        /// True when whole numbers ending the rows are amounts: the currency has no minor unit
        /// (`CurrencyExponent.zeroDecimal`) and no currency that has one is named beside it (`mixed`). A page that prices in yen
        /// beside francs and dollars (an order summary, an expense report, an exchange slip) writes its other amounts
        /// with cents, and its whole numbers are card endings, quantities and parcel numbers.
        var wholeAmountsAreAmounts: Bool { CurrencyExponent.zeroDecimal.contains(code) && !mixed }
    }

    /// The currency the rows name most often; nil when none did.
    static func detect(in rows: [ReceiptRow]) -> Named? {
        var counts: [String: (Int, ReceiptRow)] = [:]
        for row in rows {
            for (index, word) in row.words.enumerated() {
                let upper = word.text.uppercased()
                let letters = String(upper.filter(\.isLetter))
                var code: String?
                if codes.contains(letters) {
                    code = letters
                } else if letters == "RM" || (upper.hasPrefix("RM") && upper.dropFirst(2).first?.isNumber == true) {
                    code = "MYR"
                } else if let mark = marks.first(where: { upper.contains($0.0) }), marksAmount(mark.0, in: row, at: index) {
                    code = mark.1
                }
                if let code { counts[code] = ((counts[code]?.0 ?? 0) + 1, counts[code]?.1 ?? row) }
            }
        }
        guard let best = counts.max(by: { $0.value.0 < $1.value.0 || ($0.value.0 == $1.value.0 && $0.key > $1.key) })
        else { return nil }
        // Two tokens at least: one mark misread on a yen receipt ("$" for "¥" or "S") does not make it priced in dollars.
        let withMinorUnit = counts.filter { !CurrencyExponent.zeroDecimal.contains($0.key) }.map(\.value.0).reduce(0, +)
        let mixed = withMinorUnit >= 2
        return Named(code: best.key, row: best.value.1, count: best.value.0, mixed: mixed)
    }

    /// A currency symbol counts when it is glued to an amount ("$12.50", "12,50€") or stands alone beside a
    /// figure or on a total's line ("TOTAL £ 4.20", "TOTAL £ TDOLe" with the amount misread). A symbol inside
    /// other text or among words is a misread letter or a speck ("D.1.¥." for D.I.Y., "$$21/39" for SS21/39,
    /// "10553 $2", "Cape ¥ i loca,"), not the receipt's money.
    static func marksAmount(_ mark: String, in row: ReceiptRow, at index: Int) -> Bool {
        let parts = row.words[index].text.uppercased().components(separatedBy: mark)
        guard parts.count == 2 else { return false }
        // The yen, the won, the Pacific franc have no minor unit: their amounts show no decimals.
        let amount = codeOf(mark).map(CurrencyExponent.zeroDecimal.contains) == true ? wholeAmount : decimalAmount
        // "TOTAL:$6.90" and "$6.90" (amount after), "12,50€" (amount before).
        if !parts[1].isEmpty { return amount.matches(parts[1]) }
        if !parts[0].isEmpty { return amount.matches(parts[0]) }
        // Standing alone: beside a figure, its decimal point perhaps lost ("TOTAL £ 35277"), or on a total's line.
        let neighbours = [index - 1, index + 1].filter(row.words.indices.contains)
        return neighbours.contains { wholeAmount.matches(row.words[$0].text) } || Cues.total.matches(row.text.uppercased())
    }

    static func codeOf(_ mark: String) -> String? { marks.first { $0.0 == mark }?.1 }

    /// A word that is only a currency's mark or code ("€", "EUR", "RM"), as printed beside an amount.
    static func isMarkOrCode(_ word: String) -> Bool {
        let upper = word.uppercased()
        return codeOf(upper) != nil || codes.contains(upper) || upper == "RM"
    }

    static let decimalAmount = TextPattern(#"^[-(]?\d[\d,.' ]*[.,]\d{2}\)?-?$"#, caseInsensitive: true)
    static let wholeAmount = TextPattern(#"^[-(]?\d[\d,.' ]*\)?-?$"#, caseInsensitive: true)
}
