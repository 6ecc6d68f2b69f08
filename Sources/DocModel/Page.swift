/// One page of a document as Folio read it. Sizes are pixels at `dpi`.
public struct Page: Hashable, Codable, Sendable {
    /// Where the page's words came from.
    public enum TextSource: String, Hashable, Codable, Sendable {
        /// Tesseract on the page's pixels.
        case ocr
        /// The PDF's own text layer; no OCR.
        case textLayer = "text_layer"
        /// Nothing could be read (a blank page, or a failed page: see the diagnostics).
        case none
    }

    /// 1-based.
    public var number: Int
    public var width: Int
    public var height: Int
    public var dpi: Int
    public var textSource: TextSource
    /// Mean word confidence over the page (0…1), nil for a page without words.
    public var confidence: Double?
    /// Codes read on the page (the `barcodes` stage); nil when it did not run.
    public var barcodes: [Barcode]?
    /// Where the page lies in the source image and how it was straightened; nil when not examined.
    public var geometry: PageGeometry? = nil
    /// Separate pieces of paper on the page (several receipts on one flatbed scan, the `receipt_regions`
    /// stage); nil when the stage did not run or found fewer than two.
    public var paperRegions: [PaperRegion]? = nil

    public init(number: Int, width: Int, height: Int, dpi: Int, textSource: TextSource, confidence: Double? = nil,
                barcodes: [Barcode]? = nil) {
        self.barcodes = barcodes
        self.number = number
        self.width = width
        self.height = height
        self.dpi = dpi
        self.textSource = textSource
        self.confidence = confidence
    }
}
