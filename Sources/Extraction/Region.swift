/// The country assumed for numbers and dates written without one: its calling code, whether national
/// numbers start with a trunk 0, and whether numeric dates put the day first.
public struct Region: Hashable, Sendable {
    public var code: String
    public var callingCode: String
    public var hasTrunkZero: Bool
    public var dayFirst: Bool

    public init(code: String, callingCode: String, hasTrunkZero: Bool, dayFirst: Bool) {
        self.code = code
        self.callingCode = callingCode
        self.hasTrunkZero = hasTrunkZero
        self.dayFirst = dayFirst
    }

    public static let unitedStates = Region(code: "US", callingCode: "1", hasTrunkZero: false, dayFirst: false)

    public static let known: [String: Region] = [
        "US": Region(code: "US", callingCode: "1", hasTrunkZero: false, dayFirst: false),
        "CA": Region(code: "CA", callingCode: "1", hasTrunkZero: false, dayFirst: false),
        "GB": Region(code: "GB", callingCode: "44", hasTrunkZero: true, dayFirst: true),
        "DE": Region(code: "DE", callingCode: "49", hasTrunkZero: true, dayFirst: true),
        "FR": Region(code: "FR", callingCode: "33", hasTrunkZero: true, dayFirst: true),
        "NL": Region(code: "NL", callingCode: "31", hasTrunkZero: true, dayFirst: true),
        "BE": Region(code: "BE", callingCode: "32", hasTrunkZero: true, dayFirst: true),
        "CH": Region(code: "CH", callingCode: "41", hasTrunkZero: true, dayFirst: true),
        "AT": Region(code: "AT", callingCode: "43", hasTrunkZero: true, dayFirst: true),
        "IT": Region(code: "IT", callingCode: "39", hasTrunkZero: false, dayFirst: true),
        "ES": Region(code: "ES", callingCode: "34", hasTrunkZero: false, dayFirst: true),
        "IE": Region(code: "IE", callingCode: "353", hasTrunkZero: true, dayFirst: true),
        "MY": Region(code: "MY", callingCode: "60", hasTrunkZero: true, dayFirst: true),
        "SG": Region(code: "SG", callingCode: "65", hasTrunkZero: false, dayFirst: true),
        "AU": Region(code: "AU", callingCode: "61", hasTrunkZero: true, dayFirst: true),
        "NZ": Region(code: "NZ", callingCode: "64", hasTrunkZero: true, dayFirst: true),
        "IN": Region(code: "IN", callingCode: "91", hasTrunkZero: true, dayFirst: true),
    ]

    /// No country assumed ("none"): national numbers are kept as their digits rather than given a country code
    /// that may be wrong.
    public static let unspecified = Region(code: "", callingCode: "", hasTrunkZero: false, dayFirst: false)

    public static func named(_ code: String) -> Region? { code.lowercased() == "none" ? unspecified : known[code.uppercased()] }
}
