/// A barcode or 2-D code read on a page: its symbology (Folio's names, see `Barcode.symbologies`), the
/// decoded text, the corners it was found at, and which decoders read it. The polygon is in pixels of the page's
/// image as decoded (or rendered, for a PDF page), before any straightening, origin top-left: the page's
/// `geometry.homography` maps the final page's pixels to these. A PDF page read from its text layer has no
/// other image: there the page's own pixels at its `dpi`.
public struct Barcode: Hashable, Codable, Sendable {
    public struct Point: Hashable, Codable, Sendable {
        public var x: Int
        public var y: Int

        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }

    /// "qrcode", "ean13", "code128", … (lowercase, no punctuation).
    public var symbology: String
    public var payload: String
    public var polygon: [Point]
    /// "zbar", "zxing" or both: which decoders agreed on this code.
    public var decoders: [String]
    /// A GS1 code's element string with each application identifier in parentheses, "(01)09501101530003(17)250101";
    /// nil for codes that carry no GS1 data. `payload` then holds the raw form: AIs unbracketed, a variable-length
    /// field ended by GS (U+001D) when another follows.
    public var gs1: String?
    /// The GTIN a retail code stands for, as GS1's 14-digit database form (zero-padded): EAN-13, EAN-8, UPC-A,
    /// UPC-E (expanded), ITF-14 and a GS1 code's AI (01). nil for other codes.
    public var gtin: String?

    public init(symbology: String, payload: String, polygon: [Point], decoders: [String], gs1: String? = nil,
                gtin: String? = nil) {
        self.symbology = symbology
        self.payload = payload
        self.polygon = polygon
        self.decoders = decoders
        self.gs1 = gs1
        self.gtin = gtin
    }

    /// The smallest box holding the polygon, nil for an empty polygon.
    public var box: Box? {
        guard let minX = polygon.map(\.x).min(), let maxX = polygon.map(\.x).max(),
              let minY = polygon.map(\.y).min(), let maxY = polygon.map(\.y).max() else { return nil }
        return Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
