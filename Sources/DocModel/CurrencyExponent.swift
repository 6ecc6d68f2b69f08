/// How many digits follow the decimal point in a currency's amounts (ISO 4217's exponent): the one table the money
/// detector and the receipt reader share.
public enum CurrencyExponent {
    /// Currencies without a minor unit (exponent 0): their amounts print whole ("¥1200", "TOTAL 12312" in Pacific
    /// francs), so whole numbers are their money.
    public static let zeroDecimal: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "PYG", "UGX", "RWF", "BIF", "DJF",
                                                  "GNF", "KMF", "VUV", "XAF", "XOF", "XPF"]

    /// Digits after the decimal point in `code`'s amounts: 0 for `zeroDecimal`, else 2.
    public static func minorDigits(_ code: String) -> Int { zeroDecimal.contains(code) ? 0 : 2 }
}
