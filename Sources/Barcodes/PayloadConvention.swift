import DocModel

/// One decoder's report of one code on one image, in Folio's payload convention, before reports are merged
/// into codes (`BarcodeMerger`).
public struct BarcodeReading: Hashable, Sendable {
    public var code: Barcode
    /// How many scan lines or reports agree on it: ZBar's quality (scan lines that decoded it), 1 per zxing-cpp
    /// report. Evidence when two readings of one code disagree.
    public var votes: Int

    public init(code: Barcode, votes: Int) {
        self.code = code
        self.votes = votes
    }
}

/// The one text form Folio stores for each symbology, whichever decoder read the code:
/// - EAN-13: 13 digits; one starting with 0 is the UPC-A it encodes (12 digits), as both libraries report it
///   when UPC-A is enabled. A book's EAN-13 stays EAN-13 (not ISBN-10).
/// - UPC-A: 12 digits. UPC-E: the 8 digits printed (number system, six digits, check digit), not expanded;
///   its expanded GTIN is in `gtin`.
/// - EAN-2/EAN-5 add-ons follow their main code's digits with nothing between ("978073520044951299").
/// - GS1 codes (DataBar, DataBar Expanded, GS1-128, GS1 DataMatrix and QR): `payload` is the raw element
///   string (AIs unbracketed, GS after a variable-length field that another follows), `gs1` the same with
///   AIs in parentheses.
/// - `gtin`: the 14-digit GTIN of EAN-13, EAN-8, UPC-A, UPC-E, ITF-14 and of a GS1 string's AI (01).
/// A reading whose check digit fails (EAN, UPC, ITF-14, DataBar's GTIN) is never made a reading.
public enum PayloadConvention {
    /// The reading in Folio's convention, nil when its check digit fails or its payload is empty.
    /// - Parameters:
    ///   - symbology: Folio's name (`Symbology.fromZBar`, `Symbology.fromZXing`).
    ///   - isGS1: the decoder says the code carries GS1 data (ZBar's GS1 modifier, zxing's symbology identifier).
    public static func reading(symbology: String, payload: String, isGS1: Bool, polygon: [Barcode.Point],
                               decoder: String, votes: Int) -> BarcodeReading? {
        guard let (name, text, gs1, gtin) = canonical(symbology: symbology, payload: payload, isGS1: isGS1) else { return nil }
        return BarcodeReading(code: Barcode(symbology: name, payload: text, polygon: polygon, decoders: [decoder],
                                            gs1: gs1, gtin: gtin), votes: max(1, votes))
    }

    static func canonical(symbology: String, payload: String, isGS1: Bool)
        -> (symbology: String, payload: String, gs1: String?, gtin: String?)? {
        guard !payload.isEmpty else { return nil }
        switch symbology {
        case "ean13", "isbn13", "upca", "composite", "ean8":
            // zxing-cpp 1.4 puts a space before an add-on; ZBar reports main + add-on as "COMPOSITE".
            let digits = payload.replacingOccurrences(of: " ", with: "")
            guard digits.allSatisfy(\.isASCIIDigit) else { return nil }
            if symbology == "ean8" {
                guard digits.count == 8, GS1.checkDigitHolds(digits) else { return nil }
                return ("ean8", digits, nil, pad14(digits))
            }
            // The main code's length: 12 (UPC-A) or 13 (EAN-13), an add-on of 2 or 5 after it.
            let lengths = symbology == "upca" ? [12] : [13, 12]
            for length in lengths {
                let addOn = digits.count - length
                guard [0, 2, 5].contains(addOn) else { continue }
                var main = String(digits.prefix(length))
                guard GS1.checkDigitHolds(main) else { continue }
                if main.count == 13, main.hasPrefix("0") { main.removeFirst() }
                return (main.count == 12 ? "upca" : "ean13", main + digits.dropFirst(length), nil, pad14(main))
            }
            return nil
        case "upce":
            let digits = payload.replacingOccurrences(of: " ", with: "")
            let main = String(digits.prefix(8))
            guard [8, 10, 13].contains(digits.count), let expanded = Symbology.expandUPCE(main),
                  GS1.checkDigitHolds(expanded) else { return nil }
            return ("upce", digits, nil, pad14(expanded))
        case "itf":
            // Interleaved 2 of 5 carries no check digit of its own; at 14 digits it is an ITF-14 (a GTIN-14).
            guard payload.allSatisfy(\.isASCIIDigit) else { return nil }
            if payload.count == 14 {
                guard GS1.checkDigitHolds(payload) else { return nil }
                return ("itf", payload, nil, payload)
            }
            return ("itf", payload, nil, nil)
        case "databar", "databar_expanded", "databarlimited":
            return gs1Form(symbology, payload, requireGTIN: symbology != "databar_expanded")
        default:
            if isGS1, let form = gs1Form(symbology, payload, requireGTIN: false) { return form }
            return (symbology, payload, nil, nil)
        }
    }

    /// A GS1 code in raw form with its bracketed twin; the GTIN in AI (01) must hold its check digit when
    /// `requireGTIN` (DataBar and DataBar Limited always carry one).
    private static func gs1Form(_ symbology: String, _ payload: String, requireGTIN: Bool)
        -> (symbology: String, payload: String, gs1: String?, gtin: String?)? {
        var raw = GS1.raw(fromBracketed: payload) ?? payload
        if raw.first == GS1.separator { raw.removeFirst() }
        // zxing-cpp 1.4 gives a DataBar's GTIN-14 alone; the element string starts with its AI, 01.
        if requireGTIN, raw.count == 14, raw.allSatisfy(\.isASCIIDigit) { raw = "01" + raw }
        let gtin = GS1.gtin(inElementString: raw)
        if requireGTIN && gtin == nil { return nil }
        if raw.hasPrefix("01") && raw.count >= 16 && gtin == nil { return nil }
        return (symbology, raw, GS1.bracketed(raw), gtin)
    }

    private static func pad14(_ digits: String) -> String { String(repeating: "0", count: max(0, 14 - digits.count)) + digits }
}
