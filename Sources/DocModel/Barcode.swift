/// A barcode or 2-D code read on a page: its symbology (Folio's names, see `Barcode.symbologies`), the
/// decoded text, the corners it was found at, in page pixels (top-left origin), and which decoders read it.
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

    public init(symbology: String, payload: String, polygon: [Point], decoders: [String]) {
        self.symbology = symbology
        self.payload = payload
        self.polygon = polygon
        self.decoders = decoders
    }

    /// The smallest box holding the polygon, nil for an empty polygon.
    public var box: Box? {
        guard let minX = polygon.map(\.x).min(), let maxX = polygon.map(\.x).max(),
              let minY = polygon.map(\.y).min(), let maxY = polygon.map(\.y).max() else { return nil }
        return Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
