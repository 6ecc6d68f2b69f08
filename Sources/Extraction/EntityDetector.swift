import DocModel
import Foundation

/// Runs every detector over a text and keeps the most specific finding where two overlap: a card number
/// beats the phone number it also looks like, an IBAN its digits, an email the domain inside it, a date
/// range its dates. Thread safe: detectors are values of compiled patterns.
public struct EntityDetector: Sendable {
    public struct Options: Hashable, Sendable {
        /// The country assumed for phone numbers written without one.
        public var region: Region
        /// For numeric dates whose parts are both 12 or less and not written with dots.
        public var dayFirst: Bool
        /// Kinds to look for; nil for all.
        public var kinds: Set<Entity.Kind>?
        /// A document whose money is in one country's currency has its phones read for that country
        /// (`CurrencyRegion`), in place of `region`.
        public var regionFromCurrency: Bool
        /// The order of numeric dates is decided per document from what it shows (`DateOrderEvidence`);
        /// `dayFirst` stands where the evidence does not decide.
        public var dateOrderFromEvidence: Bool

        public init(region: Region = .unitedStates, dayFirst: Bool = false, kinds: Set<Entity.Kind>? = nil,
                    regionFromCurrency: Bool = false, dateOrderFromEvidence: Bool = false) {
            self.region = region
            self.dayFirst = dayFirst
            self.kinds = kinds
            self.regionFromCurrency = regionFromCurrency
            self.dateOrderFromEvidence = dateOrderFromEvidence
        }
    }

    let options: Options
    /// Most specific first: on overlap the earlier one wins.
    let detectors: [any Detector]

    public init(options: Options = Options()) {
        self.options = options
        detectors = [PaymentCardDetector(), IBANDetector(), EmailDetector(), URLDetector(), TrackingNumberDetector(),
                     AddressDetector(), DateDetector(dayFirst: options.dayFirst), MoneyDetector(),
                     PhoneDetector(region: options.region), PercentageDetector(), FlightNumberDetector(),
                     MeasurementDetector()]
    }

    /// Every entity in the text, in text order; ranges are UTF-16 offsets in `text`.
    public func matches(in text: String) -> [Match] {
        let view = TextView(text)
        var accepted: [Match] = []
        for detector in detectors {
            // Within one detector, longer matches first (a date range before the dates in it).
            let found = detector.detect(in: view).sorted { $0.range.length > $1.range.length }
            for match in found where options.kinds?.contains(match.kind) ?? true {
                if !accepted.contains(where: { $0.overlaps(match) }) { accepted.append(match) }
            }
        }
        return accepted.sorted { $0.range.location < $1.range.location }
    }
}
