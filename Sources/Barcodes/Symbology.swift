/// Folio's names for barcode symbologies, and how ZBar and zxing-cpp spell them.
public enum Symbology {
    /// Every name Folio uses, for validating a pipeline's `symbologies` option.
    public static let all: [String] = [
        "ean13", "ean8", "upca", "upce", "isbn13", "isbn10", "ean2", "ean5", "code128", "code39", "code93", "itf",
        "codabar", "databar", "databar_expanded", "qrcode", "microqrcode", "pdf417", "datamatrix", "aztec",
        "maxicode",
    ]

    /// Folio's name for a ZBar symbol name (`zbar_get_symbol_name`).
    public static func fromZBar(_ name: String) -> String {
        switch name {
        case "EAN-13": "ean13"
        case "EAN-8": "ean8"
        case "UPC-A": "upca"
        case "UPC-E": "upce"
        case "ISBN-13": "isbn13"
        case "ISBN-10": "isbn10"
        case "EAN-2": "ean2"
        case "EAN-5": "ean5"
        case "I2/5": "itf"
        case "CODE-39": "code39"
        case "CODE-93": "code93"
        case "CODE-128": "code128"
        case "COMPOSITE": "composite"
        case "Codabar": "codabar"
        case "DataBar": "databar"
        case "DataBar-Exp": "databar_expanded"
        case "QR-Code": "qrcode"
        case "PDF417": "pdf417"
        default: name.lowercased()
        }
    }

    /// Folio's name for a zxing-cpp format name (`ZXing::ToString(BarcodeFormat)`).
    public static func fromZXing(_ name: String) -> String {
        switch name {
        case "EAN-13": "ean13"
        case "EAN-8": "ean8"
        case "UPC-A": "upca"
        case "UPC-E": "upce"
        case "DataBarExpanded": "databar_expanded"
        default: name.lowercased().replacingOccurrences(of: "-", with: "")
        }
    }

    /// zxing-cpp's format name for Folio's, nil when zxing has none (ISBN is EAN-13 there).
    static func zxingName(_ symbology: String) -> String? {
        switch symbology {
        case "ean13", "isbn13", "isbn10": "EAN-13"
        case "ean8": "EAN-8"
        case "upca": "UPC-A"
        case "upce": "UPC-E"
        case "code128": "Code128"
        case "code39": "Code39"
        case "code93": "Code93"
        case "itf": "ITF"
        case "codabar": "Codabar"
        case "databar": "DataBar"
        case "databar_expanded": "DataBarExpanded"
        case "qrcode": "QRCode"
        case "microqrcode": "MicroQRCode"
        case "pdf417": "PDF417"
        case "datamatrix": "DataMatrix"
        case "aztec": "Aztec"
        case "maxicode": "MaxiCode"
        default: nil
        }
    }

    /// The family a code belongs to when comparing decoders: ZBar calls a book's EAN-13 "ISBN-13" and
    /// may report a UPC-A as a 13-digit EAN-13, so these compare as one, with the UPC-A padded to 13 digits.
    static func comparable(_ symbology: String, _ payload: String) -> (family: String, payload: String) {
        switch symbology {
        case "ean13", "isbn13", "composite": return ("ean13", payload)
        case "upca": return ("ean13", "0" + payload)
        case "upce": return ("ean13", expandUPCE(String(payload.prefix(8))).map { "0" + $0 + payload.dropFirst(8) } ?? payload)
        default: return (symbology, payload)
        }
    }

    /// Codes of bars read along a line (as opposed to matrix and stacked codes), whose decoders report a
    /// reading per scan line.
    public static func isLinear(_ symbology: String) -> Bool {
        ["ean13", "ean8", "upca", "upce", "isbn13", "isbn10", "ean2", "ean5", "composite", "code128", "code39", "code93",
         "itf", "codabar", "databar", "databar_expanded"].contains(symbology)
    }

    /// The GTIN-13 a code stands for (UPC-A and UPC-E expanded, with a leading 0), for comparing payloads
    /// with references written that way; other codes unchanged.
    public static func gtin13(_ symbology: String, _ payload: String) -> String { comparable(symbology, payload).payload }

    /// UPC-E (8 digits: number system, six data digits, check digit) expanded to its 12-digit UPC-A.
    static func expandUPCE(_ code: String) -> String? {
        let d = Array(code)
        guard d.count == 8, d.allSatisfy(\.isNumber) else { return nil }
        let (n, x, check) = (d[0], Array(d[1...6]), d[7])
        let body: [Character]
        switch x[5] {
        case "0", "1", "2": body = [x[0], x[1], x[5], "0", "0", "0", "0", x[2], x[3], x[4]]
        case "3": body = [x[0], x[1], x[2], "0", "0", "0", "0", "0", x[3], x[4]]
        case "4": body = [x[0], x[1], x[2], x[3], "0", "0", "0", "0", "0", x[4]]
        default: body = [x[0], x[1], x[2], x[3], x[4], "0", "0", "0", "0", x[5]]
        }
        return String([n] + body + [check])
    }
}
