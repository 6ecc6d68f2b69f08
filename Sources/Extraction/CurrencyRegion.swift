/// The country a document's money says it was printed in, when its currency belongs to one country: a receipt
/// in ringgit ("RM 12.50", "MYR") comes from Malaysia whatever region the pipeline assumes, so its national
/// phone numbers ("03-5542 3228") are Malaysian. Currencies many countries share (the euro, a bare "$") tell
/// nothing.
public enum CurrencyRegion {
    /// Marks of single-country currencies and the region each names. "RM" counts only before an amount or
    /// standing alone in capitals, so words ending in "rm" are not read as ringgit.
    static let marks: [(pattern: Pattern, region: String)] = [
        (Pattern(#"(?<![A-Za-z])RM(?=\s?\d|\s*$|\s*[:.)])|\bMYR\b"#), "MY"),
        (Pattern(#"£|\bGBP\b"#), "GB"),
        (Pattern(#"(?<![A-Za-z])S\$|\bSGD\b"#), "SG"),
        (Pattern(#"(?<![A-Za-z])AU?\$|\bAUD\b"#), "AU"),
        (Pattern(#"(?<![A-Za-z])CA?\$|\bCAD\b"#), "CA"),
        (Pattern(#"(?<![A-Za-z])NZ\$|\bNZD\b"#), "NZ"),
        (Pattern(#"\bCHF\b"#), "CH"),
        (Pattern(#"₹|\bINR\b"#), "IN"),
    ]

    /// The region whose currency marks the text shows most often; nil when none shows one, or two show as many.
    public static func region(of text: String) -> Region? {
        let counts = marks.map { mark in
            (mark.region, mark.pattern.matches(in: text).count)
        }.filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        guard let best = counts.first, counts.dropFirst().first?.1 != best.1 else { return nil }
        return Region.named(best.0)
    }
}
