import Foundation
import TextRepair

/// Decides, per document, whether its numeric dates are printed day first or month first, from what the
/// document itself shows: a date with a part above 12 ("14/09/2012", "12/30/2016"), the currency and the
/// country's marks (single-country currencies, the euro, VAT-style taxes against a sales tax), the phone and
/// address formats (a US state and ZIP code, "(210) 646-7045", a UK postcode, an international calling code),
/// dotted dates and dates with the month's name. Each kind of evidence weighs a fixed amount; nil when the
/// two sides come within a point of each other, and the pipeline's order (`extract.date_order`) stands.
/// Dates whose order the print settles are read the same either way, so no valid date becomes another.
public enum DateOrderEvidence {
    /// Points for day first and for month first.
    public struct Tally: Equatable, Sendable {
        public var dayFirst = 0.0
        public var monthFirst = 0.0
    }

    /// True for day first, false for month first, nil when the evidence does not decide.
    public static func dayFirst(in text: String) -> Bool? {
        let tally = self.tally(text)
        if tally.dayFirst - tally.monthFirst >= 1 { return true }
        if tally.monthFirst - tally.dayFirst >= 1 { return false }
        return nil
    }

    public static func tally(_ text: String) -> Tally {
        var t = Tally()
        let ns = text as NSString
        // A date that can be read one way only says how this document prints them.
        for r in DateDetector.numeric.matches(in: text) {
            guard let a = Int(r.group(1, in: ns) ?? ""), let b = Int(r.group(3, in: ns) ?? "") else { continue }
            if r.group(2, in: ns) == "." {
                t.dayFirst += 1
            } else if a > 12, b <= 12, b >= 1 {
                t.dayFirst += 3
            } else if b > 12, b <= 31, a <= 12, a >= 1 {
                t.monthFirst += 3
            }
        }
        if !DateDetector.dayMonth.matches(in: text).isEmpty { t.dayFirst += 1 }
        if !DateDetector.monthDay.matches(in: text).isEmpty { t.monthFirst += 1 }
        if let region = CurrencyRegion.region(of: text) {
            if region.dayFirst { t.dayFirst += 2 } else { t.monthFirst += 2 }
        }
        if !euro.matches(in: text).isEmpty { t.dayFirst += 2 }
        if !valueAddedTax.matches(in: text).isEmpty { t.dayFirst += 1 }
        if !salesTax.matches(in: text).isEmpty { t.monthFirst += 1 }
        if !usStateZip.matches(in: text).isEmpty { t.monthFirst += 2 }
        if !northAmericanPhone.matches(in: text).isEmpty { t.monthFirst += 1.5 }
        if !ukPostcode.matches(in: text).isEmpty { t.dayFirst += 2 }
        // No North American area code starts with 0; most countries that dial a trunk 0 print dates day first.
        if !trunkZeroPhone.matches(in: text).isEmpty { t.dayFirst += 1.5 }
        if !dayFirstLegalForm.matches(in: text).isEmpty { t.dayFirst += 1 }
        for r in callingCode.matches(in: text) {
            guard let code = r.group(1, in: ns) else { continue }
            if code == "1" {
                t.monthFirst += 1.5
            } else if let region = Region.known.values.first(where: { $0.callingCode == code }) {
                if region.dayFirst { t.dayFirst += 1.5 } else { t.monthFirst += 1.5 }
            }
        }
        return t
    }

    static let euro = TextPattern(#"€|\bEUR\b"#)
    /// Taxes named as most day-first countries name them (the US has none of these).
    static let valueAddedTax = TextPattern(#"\bVAT\b|\bMWST\b|\bMwSt\b|\bTVA\b|\bIVA\b|\bBTW\b|\bUSt\b|\bGST\b"#)
    static let salesTax = TextPattern(#"\bSALES\s+TAX\b"#, caseInsensitive: true)
    static let usStateZip = TextPattern(#"\b(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)[,.]?\s+\d{5}(?:-\d{4})?\b"#)
    static let northAmericanPhone = TextPattern(#"\(\d{3}\)\s?\d{3}[\-.\s]\d{4}\b|(?<![\d\-.])\d{3}[\-.]\d{3}[\-.]\d{4}(?![\d\-.])"#)
    static let ukPostcode = TextPattern(#"\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b"#)
    /// A number after a phone or fax label that starts with the trunk 0 ("Tel: 03-5542 3228", "Tél. 01 42 68 53 00").
    static let trunkZeroPhone = TextPattern(#"\b(?:TEL|PHONE|PH|FAX|HP|MOB|MOBILE|TELEFON|TELEFONO|TÉL|TELF?)\b\.?\s*(?:NO\.?)?\s*[:#]?\s*\(?0\d{1,4}\)?[\s\-/.]*\d{3}"#, caseInsensitive: true)
    /// Company forms of day-first countries (Malaysia, Singapore, Australia, the UK, Germany, France, Italy, the
    /// Netherlands): "SDN BHD", "S/B", "PTE LTD", "PTY LTD", "PLC", "GmbH", "SARL", "S.R.L.", "B.V.".
    static let dayFirstLegalForm = TextPattern(#"\bSDN\.?\s*BHD\b|\bS/B\b|\bPTE\.?\s*LTD\b|\bPTY\.?\s*LTD\b|\bPLC\b|\bGMBH\b|\bSARL\b|\bS\.R\.L\.|\bB\.V\."#, caseInsensitive: true)
    static let callingCode = TextPattern(#"(?<![\w+])\+\s?(\d{1,3})[\s\-(]"#)
}
