import DocModel
import Imaging
import Pipeline
import Segmentation

/// Flattens uneven lighting and shadows (`pixBackgroundNormSimple`) and, when `binarize` is on, gives
/// OCR a Sauvola-binarized page; the flattened greyscale page is kept in `greyImage` for barcodes and
/// people. By default only photographed pages are touched: a found page, or a picture whose paper is lit unevenly
/// across the frame (`UnevenLight`: a page photographed filling the frame, no desk around it for the page finder
/// to find); scans are left as they are. On a
/// found page, desk left along the edges by the warp is then painted in the paper's tone (`EdgeBackground`),
/// unless `clearEdges` is off: only after flattening, where a shadow across the paper is paper again.
/// With `readingCheck` (default) the flattening is kept only where the engine reads the page no worse for it
/// (`ocr` reads both): Leptonica's background tiles (10 × 15 px) are smaller than the letters of a small
/// receipt photo that `rectify` enlarged 2.5×, take faint letters' insides for paper and flatten them away.
/// `tileLetters` sizes the tiles to the page's characters instead, which keeps such letters without a second
/// reading; measured and left off by default (docs/straightening.md, fifth pass): it read `corpus/photos` closer
/// but lost entities the reading check keeps on photographed letters and invoices.
struct IlluminationStage: PageStage {
    let name = "illumination"
    var binarize = false
    var photosOnly = true
    var halfWindow = 12
    var factor = 0.34
    var clearEdges = true
    var readingCheck = true
    /// The flattened page's reading this sure is kept without reading the page as captured (`sure_reading`, the mean
    /// confidence; 0 turns it off); nil: both readings always. On photographed pages whose flattened reading was
    /// this sure the page as captured won only by two or three words of 46–74 (docs/straightening.md, fifteenth pass);
    /// a shorter page, where one word counts and the second reading is cheap, is read both ways.
    var sureEnough: OCRStage.SureEnough?
    static let sureReading = OCRStage.SureEnough(words: 30, sureShare: 0.95, meanConfidence: 0.9)
    /// A found page whose paper is this white or whiter in every cell of `UnevenLight`'s grid is left as it is:
    /// there is no light to even out, and flattening faded a 200 dpi scan's accents ("señor" read "senor"); nil: every
    /// found page is flattened.
    var whitePaper: UInt8?
    /// Background tiles this many of the page's character heights wide (and 1.5 times that high), never smaller
    /// than Leptonica's 10 × 15 px; nil: Leptonica's tiles. A tile two characters wide holds paper wherever it
    /// lies, between letters or lines; one that fits inside a faint letter (its grey above Leptonica's
    /// foreground threshold) takes the letter for paper.
    var tileLetters: Double?

    func applies(to work: PageWork) -> Bool {
        guard let image = work.image, work.paragraphs.isEmpty else { return false }
        if !photosOnly { return true }
        if work.geometry?.origin == .found { return whitePaper.map { !Self.isWhite(image, paper: $0) } ?? true }
        return Self.isUnevenlyLit(image)
    }

    /// Measured on the page shrunk to a quarter: the light's falloff is broad, and the check runs on every scan.
    static func isUnevenlyLit(_ image: Image) -> Bool {
        quarter(image).map(UnevenLight.isUneven) ?? false
    }

    static func isWhite(_ image: Image, paper: UInt8) -> Bool {
        quarter(image).map { UnevenLight.paperTones($0, step: 2).allSatisfy { $0 >= paper } } ?? false
    }

    /// The page's greys at a quarter of its size; nil where the image cannot be shrunk or read.
    private static func quarter(_ image: Image) -> GrayImage? {
        guard let small = try? image.scaled(by: 0.25), let bytes = try? small.luminanceBytes(),
              bytes.count == small.width * small.height else { return nil }
        return GrayImage(width: small.width, height: small.height, pixels: bytes)
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let gray = try image.grayscale()
        var tile = (width: 10, height: 15)
        if let tileLetters, let (height, _, _) = (try? TextSizeStage.measure(gray, analysisSide: 2000, fragmentation: false)) ?? nil {
            tile = (max(10, Int((height * tileLetters).rounded())), max(15, Int((height * tileLetters * 1.5).rounded())))
        }
        var flat = try gray.backgroundNormalized(tileWidth: tile.width, tileHeight: tile.height)
        if clearEdges, work.geometry?.origin == .found {
            var gray = GrayImage(width: flat.width, height: flat.height, pixels: try flat.luminanceBytes())
            if EdgeBackground.clear(&gray) != nil {
                flat = try Image.gray(width: gray.width, height: gray.height, bytes: gray.pixels)
            }
        }
        flat.resolution = work.dpi
        work.greyImage = flat
        let flattened = binarize ? try flat.sauvolaBinarized(halfWindow: halfWindow, factor: factor) : flat
        if readingCheck {
            work.unstraightened = .init(image: image, geometry: work.geometry, straightened: flattened,
                                        note: "lighting left as captured: the page read better unflattened",
                                        sureEnough: sureEnough)
        }
        work.image = flattened
    }
}

extension IlluminationStage {
    static let definition: StageDefinition = .page(
        "illumination", "Flatten uneven lighting; optionally binarize (Sauvola) for OCR, keeping the greyscale page",
        options: [.init("binarize", .bool, default: .bool(IlluminationStage().binarize)),
                  .init("photos_only", .bool, default: .bool(IlluminationStage().photosOnly)),
                  .init("half_window", .integer, default: .integer(IlluminationStage().halfWindow)),
                  .init("factor", .number, default: .number(IlluminationStage().factor)),
                  .init("clear_edges", .bool, default: .bool(IlluminationStage().clearEdges)),
                  .init("reading_check", .bool, default: .bool(IlluminationStage().readingCheck)),
                  .init("tile_letters", .number, default: .number(0)),
                  .init("white_paper", .integer, default: .integer(0)),
                  .init("sure_reading", .number, default: .number(0))],
        inDefaultPipeline: ["binarize": .bool(false), "photos_only": .bool(true), "white_paper": .integer(235),
                            "sure_reading": .number(0.9)]) { spec, _ in
        let o = spec.options
        var stage = IlluminationStage()
        if let v = o["binarize"]?.boolValue { stage.binarize = v }
        if let v = o["photos_only"]?.boolValue { stage.photosOnly = v }
        if let v = o["half_window"]?.intValue { stage.halfWindow = max(4, v) }
        if let v = o["factor"]?.doubleValue { stage.factor = v }
        if let v = o["clear_edges"]?.boolValue { stage.clearEdges = v }
        if let v = o["reading_check"]?.boolValue { stage.readingCheck = v }
        if let v = o["tile_letters"]?.doubleValue { stage.tileLetters = v > 0 ? v : nil }
        if let v = o["sure_reading"]?.doubleValue {
            stage.sureEnough = v > 0 ? .init(words: sureReading.words, sureShare: sureReading.sureShare, meanConfidence: v) : nil
        }
        if let v = o["white_paper"]?.intValue { stage.whitePaper = (1...255).contains(v) ? UInt8(v) : nil }
        return stage
    }
}
