import TextRepair

/// The country a document's money says it was printed in, when its currency belongs to one country: a receipt
/// in ringgit ("RM 12.50", "MYR") comes from Malaysia whatever region the pipeline assumes, so its national
/// phone numbers ("03-5542 3228") are Malaysian. Currencies many countries share (the euro, a bare "$") tell
/// nothing.
public enum CurrencyRegion {
    /// Marks of single-country currencies and the region each names. "RM" counts only before an amount or
    /// standing alone in capitals, so words ending in "rm" are not read as ringgit; a symbol only beside an
    /// amount with its cents ("£4.20", "4.20 £"), since OCR also reads specks and letters as symbols
    /// ("E.&.0.£", "LILYS00KL £90").
    static let marks: [(pattern: TextPattern, region: String)] = [
        (TextPattern(#"(?<![A-Za-z])RM(?=\s?\d|\s*$|\s*[:.)])|\bMYR\b"#), "MY"),
        (symbol("£"), "GB"), (TextPattern(#"\bGBP\b"#), "GB"),
        (symbol(#"(?<![A-Za-z])S\$"#), "SG"), (TextPattern(#"\bSGD\b"#), "SG"),
        (symbol(#"(?<![A-Za-z])AU?\$"#), "AU"), (TextPattern(#"\bAUD\b"#), "AU"),
        (symbol(#"(?<![A-Za-z])CA?\$"#), "CA"), (TextPattern(#"\bCAD\b"#), "CA"),
        (symbol(#"(?<![A-Za-z])NZ\$"#), "NZ"), (TextPattern(#"\bNZD\b"#), "NZ"),
        (TextPattern(#"\bCHF\b"#), "CH"),
        (symbol("₹"), "IN"), (TextPattern(#"\bINR\b"#), "IN"),
    ]

    /// The symbol (a pattern) before or after an amount with two decimals.
    static func symbol(_ mark: String) -> TextPattern {
        let amount = #"\d[\d,.]*[.,]\d{2}(?!\d)"#
        return TextPattern("(?:" + mark + #")\s?-?"# + amount + "|" + #"(?<![\d.,])"# + amount + #"\s?(?:"# + mark + ")")
    }

    /// The region whose currency marks the text shows most often; nil when none shows one, or two show as many.
    public static func region(of text: String) -> Region? {
        var counts: [String: Int] = [:]
        for mark in marks { counts[mark.region, default: 0] += mark.pattern.matches(in: text).count }
        let ranked = counts.filter { $0.value > 0 }.sorted { $0.value > $1.value }
        guard let best = ranked.first, ranked.dropFirst().first?.value != best.value else { return nil }
        return Region.named(best.key)
    }
}
