import DocModel
import Imaging
import PDF
import Pipeline

/// The working state of one page as it moves through the page stages, on the worker that owns it.
public final class PageWork {
    /// 1-based.
    public let number: Int
    /// The file the page belongs to (a worker may read pages of another worker's document).
    public let documentPath: String
    /// The PDF page this page comes from, nil for image files.
    public let pdfPage: PDFPage?
    /// The page's pixels: decoded from an image file, or rendered from the PDF page.
    public var image: Image?
    /// Largest raster a stage may make of this page, in pixels (`decode.max_pixels`): renderings, warps and
    /// rescaled copies stay within it.
    public var maxPixels = ImageDecoder.defaultMaxPixels
    /// Renders PDF pages that draw images in a limited child process; nil: in this process.
    var isolation: IsolatedRenderer?
    /// When the page's time budget runs out (also checked between stages): OCR stops there.
    var deadline: Deadline?
    /// Pixels per inch of `image` (or of the coordinate space of the text layer).
    public var dpi: Int
    /// False when `dpi` is `decode.default_dpi` because the image stated no plausible resolution: `ocr`
    /// then lets Tesseract estimate it from the text (`ocrResolution`).
    public var resolutionStated = true
    /// The resolution to give Tesseract for the whole page: nil (estimate from the text) when none was stated.
    var ocrResolution: Int? { resolutionStated ? dpi : nil }
    public var width: Int
    public var height: Int
    /// Text found so far, as paragraphs of lines, in reading order.
    public var paragraphs: [[Line]] = []
    public var textSource: Page.TextSource = .none
    /// Codes read by the `barcodes` stage; nil when it did not run.
    public var barcodes: [Barcode]?
    /// The page's blocks in reading order, once the layout stage has run; nil before (or without) it,
    /// and the reader then makes one paragraph per group of lines.
    public var blocks: [Block]?
    /// Where the page lies in the source image and how it was straightened (find_page, rectify, orient, deskew).
    public var geometry: PageGeometry?
    /// The straightened greyscale page before binarization, kept for barcodes and people (illumination).
    public var greyImage: Image?
    /// A reduced 1-bit copy of `image` shared by orient and deskew (`TextProbe`).
    var textProbe: TextProbe?
    /// The image as decoded (an image file's page), kept while `find_page`, `rectify`, `orient` and `deskew`
    /// replace `image`, so that `barcodes` reads codes on pixels no warp touched; dropped once read.
    public var sourceImage: Image?
    /// The page as it stood before a step that only a reading can justify (a slight straightening, `deskew` under
    /// `reading_check_below`; the flattening of a photo's lighting, `illumination`'s `reading_check`): `ocr`
    /// reads both and keeps the one the engine reads better. Nil otherwise.
    var unstraightened: Unstraightened?
    /// The models `language_switch` read the page with ("fra+eng+deu") when it kept that reading; nil: `ocr`'s.
    /// A stage that reads the page again reads it in these, or loses what they gained (accents).
    var languages: String?
    /// How much larger than `image` the page's whole readings (`ocr`, `language_switch`) are made, their boxes
    /// mapped back: `text_size` sets it on a page whose text is small for Tesseract (`PageWork.read`). 1: as it is.
    var readingScale = 1.0
    /// `text_size`'s measure of the characters on `page` (its `image` then), so that `receipt_reread` does not
    /// measure the same pixels again; it measures afresh when `image` has changed since.
    var textMeasure: TextSizeStage.KeptMeasure?
    /// The lines painted out of the page before each of its whole readings (`ocr`'s `clear_rulings`: rulings and
    /// box edges, which Tesseract's page layout reads words beside as part of a picture and drops), in the read
    /// image's pixels; nil: the page is read as it is. The layout stage still finds the rulings on `image`.
    var clearedRulings: (minLength: Int, maxThickness: Int)?
    /// Whether the page's whole readings have their stretched word boxes fitted to their ink (`ocr`'s
    /// `fit_word_boxes`, `WordBoxFit`, words a ruling runs along only): off in the default pipeline, where it moves
    /// about as many FUNSD pairs as it finds (half A −2, B +3).
    var fitsWordBoxes = false
    /// The median height of the page's characters in `image`'s pixels, as `text_size` measured it; nil when not measured.
    var characterHeight: Double?
    /// The least length, greatest thickness and bridged gap (pixels) of a ruling on a page at `dpi`, as the
    /// layout stage looks for them: a fifth of an inch long, up to a 25th thick (at least 3 px).
    static func rulingShape(dpi: Int) -> (minLength: Int, maxThickness: Int, maxGap: Int) {
        let dpi = max(dpi, 50)
        return (dpi / 5, max(3, dpi / 25), dpi / 75)
    }
    /// The lines `ocr`'s `clear_rulings` paints out: lines five of the page's characters long (the layout stage's
    /// rulings when the characters were not measured). By characters, not by inches: a scan whose resolution is
    /// unstated or wrong (FUNSD's 72–100 dpi forms, taken for 300 dpi, have 8 px characters) has box edges and fill
    /// lines of 40–60 px, while at 300 dpi a title's letters have stems of 60–80 px (a fifth of an inch) that
    /// were painted out with the lines ("Informe trimestral" read "Informe ‘:rimest:ral"). Never under 20 px: no
    /// line of specks.
    var clearedRulingShape: (minLength: Int, maxThickness: Int) {
        let shape = Self.rulingShape(dpi: dpi)
        let letters = characterHeight.map { max(20, Int((5 * $0).rounded())) } ?? shape.minLength
        return (letters, shape.maxThickness)
    }
    /// A text layer over a page-filling image, held aside by `text_layer` until `ocr` has read the page (see
    /// `ScannedTextLayer`); nil otherwise, and once settled.
    var heldLayer: ScannedTextLayer?
    /// Separate pieces of paper found by `find_page` or `receipt_regions` (at least two), read one by one by `ocr`.
    public var paperRegions: [PaperRegion]?
    /// What a stage has to say without failing the page (a step it had to leave out, and why); the reader
    /// adds these to the page's diagnostics.
    public var warnings: [Diagnostic] = []

    public init(number: Int, image: Image, dpi: Int, documentPath: String) {
        self.number = number
        self.documentPath = documentPath
        self.pdfPage = nil
        self.image = image
        self.sourceImage = image
        self.dpi = dpi
        self.width = image.width
        self.height = image.height
    }

    public init(number: Int, pdfPage: PDFPage, dpi: Int, documentPath: String) {
        self.number = number
        self.documentPath = documentPath
        self.pdfPage = pdfPage
        self.image = nil
        self.dpi = dpi
        (self.width, self.height) = pdfPage.pixelSize(dpi: dpi)
    }

    /// The page was read by OCR as one piece (not region by region, as several receipts on one scan are):
    /// what the stages that read a page or its lines again start from.
    var isReadWhole: Bool {
        image != nil && textSource == .ocr && !paragraphs.isEmpty && !holdsSeveralPieces
    }

    /// The page holds several pieces of paper, each cut out upright and read on its own by `ocr`: stages that
    /// turn or warp the whole page leave it alone (the pieces would move from under their regions).
    var holdsSeveralPieces: Bool { (paperRegions?.count ?? 0) > 1 }

    struct Unstraightened {
        /// The page before the step, and its geometry then.
        var image: Image
        var geometry: PageGeometry?
        /// The image after the step, which this stands beside: a later stage that replaced it makes the pair stale
        /// (`orient` turns both).
        var straightened: Image
        /// What the page's diagnostics say when the page is kept as it stood.
        var note: String
        /// The changed page's first reading this sure needs no second reading as it stood; nil: always read both.
        var sureEnough: OCRStage.SureEnough? = nil
    }

    /// The page as the document model records it.
    public var page: Page {
        let words = paragraphs.joined().flatMap(\.words)
        let confidence = words.isEmpty ? nil : words.map(\.confidence).reduce(0, +) / Double(words.count)
        var page = Page(number: number, width: width, height: height, dpi: dpi, textSource: textSource,
                        confidence: confidence, barcodes: barcodes)
        page.geometry = geometry
        page.paperRegions = paperRegions
        return page
    }
}
