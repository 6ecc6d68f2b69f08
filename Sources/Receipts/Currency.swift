/// Which currency a receipt is in, from the symbols and codes printed on it: the most frequent wins.
enum Currency {
    /// Printed mark → ISO 4217 code. "$" alone is taken as USD; "RM" is the Malaysian ringgit.
    static let marks: [(String, String)] = [
        ("US$", "USD"), ("CA$", "CAD"), ("AU$", "AUD"), ("S$", "SGD"), ("A$", "AUD"), ("C$", "CAD"), ("€", "EUR"),
        ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("$", "USD"),
    ]
    static let codes: Set<String> = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "SGD", "MYR", "SEK", "NOK", "DKK",
                                     "PLN", "CZK", "INR", "CNY", "NZD", "HKD"]

    /// The code and how many of the rows' tokens named it; nil when none did.
    static func detect(in rows: [ReceiptRow]) -> (code: String, row: ReceiptRow, count: Int)? {
        var counts: [String: (Int, ReceiptRow)] = [:]
        for row in rows {
            for word in row.words {
                let upper = word.text.uppercased()
                let letters = String(upper.filter(\.isLetter))
                var code: String?
                if codes.contains(letters) {
                    code = letters
                } else if letters == "RM" || (upper.hasPrefix("RM") && upper.dropFirst(2).first?.isNumber == true) {
                    code = "MYR"
                } else if let mark = marks.first(where: { upper.contains($0.0) }) {
                    code = mark.1
                }
                if let code { counts[code] = ((counts[code]?.0 ?? 0) + 1, counts[code]?.1 ?? row) }
            }
        }
        guard let best = counts.max(by: { $0.value.0 < $1.value.0 || ($0.value.0 == $1.value.0 && $0.key > $1.key) })
        else { return nil }
        return (best.key, best.value.1, best.value.0)
    }
}
