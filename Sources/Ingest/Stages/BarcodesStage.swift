import Barcodes
import DocModel
import Imaging
import PDF
import Pipeline
import Segmentation

/// Reads the barcodes and 2-D codes of a page with ZBar and zxing-cpp (one reader per worker, built once), on
/// the image as decoded — before `find_page`, `rectify`, `orient` or `deskew` touched it, since a warp meant for
/// text can blur or cut a code (an image that is mostly a barcode is easily taken for a page) — and, where a page
/// was found and straightened, on the straightened page too when ink beyond its words could be a code
/// (`BarcodeCheck`; a code the photo shows small or turned can read better there); a photo whose page and
/// surroundings both show no code-like ink is not read at all. The page's readings are
/// mapped back through the stored homography, so all readings meet in the pixels of the image as decoded and
/// are merged there, one code per physical code (`BarcodeMerger`).
/// A PDF page read from its text layer has no pixels: when a cheap look shows ink beside its text that could
/// be a code (`BarcodeCheck`), it is rendered for this stage alone (never OCRed) at `pdfDPI`.
struct BarcodesStage: PageStage {
    let name = "barcodes"
    let reader: BarcodeReader
    /// Resolution a text-layer PDF page is rendered at to read its codes: 300 dpi keeps a narrow 1-D module
    /// (0.19 mm) above two pixels.
    var pdfDPI = 300
    var check = BarcodeCheck()
    /// Scanned pages of at least this many pixels are read only when `check` finds ink no confident word
    /// explains; smaller images (a label, a code on its own) are always read.
    var checkMinPixels = 2_000_000
    /// Pixels a rendering for codes may take (a letter page at 300 dpi is 8.4 million).
    static let maxPixels = 100_000_000

    func applies(to work: PageWork) -> Bool { work.image != nil || work.pdfPage != nil }

    func process(_ work: inout PageWork) throws {
        // The decoded image is not needed by any later stage: free it before the worker goes on.
        defer { work.sourceImage = nil }
        var readings: [BarcodeReading] = []
        // A scanned page (not a found one: a code can lie beside a photographed page) that shows no ink beyond
        // its confident words holds no code: most business pages pay for a 50 dpi look instead of two scans.
        if let page = work.image, work.geometry?.origin != .found, page.width * page.height >= checkMinPixels,
           !(try check.mayHoldCodes(page, words: work.paragraphs.joined().flatMap(\.words), dpi: work.dpi)) {
            work.barcodes = []
            return
        }
        let toSource = Homography(work.geometry?.homography ?? [1, 0, 0, 0, 1, 0, 0, 0, 1])
        if let decoded = work.sourceImage {
            // The straightened page (rectified to 300 dpi: several times the photo's pixels) is read only when its
            // words leave ink that could be a code. The photo as decoded is read then too (a code the warp
            // blurred), and otherwise only when its surroundings of the found page show code-like tiles (a code
            // beside the page): a photographed page without codes pays for two cheap looks instead of two scans.
            var pageMayHoldCodes = false
            var quad: [Vector2]?
            if let page = work.image, page !== decoded, let geometry = work.geometry, geometry.origin == .found {
                quad = geometry.corners.map { Vector2($0.x, $0.y) }
                pageMayHoldCodes = try check.mayHoldCodes(page, words: work.paragraphs.joined().flatMap(\.words), dpi: work.dpi)
            }
            let photoMayHoldCodes = try pageMayHoldCodes || (quad.map { try check.mayHoldCodes(decoded, beside: $0) } ?? true)
            if photoMayHoldCodes { readings += try reader.readings(decoded) }
            if pageMayHoldCodes, let page = work.image {
                readings += try reader.readings(page).map { Self.mapped($0, through: toSource) }
            }
        } else if let page = work.image {
            readings += try reader.readings(page).map { Self.mapped($0, through: toSource) }
        } else if let pdfPage = work.pdfPage, try check.mayHoldCodes(pdfPage, words: work.paragraphs.joined().flatMap(\.words),
                                                                     dpi: work.dpi) {
            // A huge page is rendered at the highest resolution that fits the pixel budget.
            let dpi = pdfPage.renderingDPI(atMost: pdfDPI, maxPixels: Self.maxPixels) ?? PDFPage.floorDPI
            let rendered = try pdfPage.render(dpi: dpi, maxPixels: Self.maxPixels)
            let scale = Double(work.dpi) / Double(dpi)
            readings += try reader.readings(rendered).map {
                Self.mapped($0, through: Homography([scale, 0, 0, 0, scale, 0, 0, 0, 1]))
            }
        }
        work.barcodes = BarcodeMerger.merge(readings)
        for message in reader.takeMessages() {
            work.warnings.append(Diagnostic(severity: .info, stage: name, page: work.number, message: "ZBar: \(message)"))
        }
    }

    /// A reading's polygon through `homography` (page pixels → pixels of the image as decoded).
    static func mapped(_ reading: BarcodeReading, through homography: Homography) -> BarcodeReading {
        var reading = reading
        reading.code.polygon = reading.code.polygon.map { point in
            let p = homography.apply(Vector2(Double(point.x), Double(point.y)))
            guard p.x.isFinite, p.y.isFinite else { return point }
            return Barcode.Point(x: Int(p.x.rounded()), y: Int(p.y.rounded()))
        }
        return reading
    }
}

/// Tells cheaply whether a page may hold a barcode: the page at `dpi` (50: a few milliseconds), the words
/// already read on it painted out, and the rest cut in tiles of about 4 mm; a code, 1-D or 2-D, inks a third or
/// more of several tiles, where rulings, underlines and light shading do not. Pictures, logos, dark borders
/// and bold print no word covers pass too (then the page is read for nothing, as before the check).
/// Used for a text-layer PDF page (rendered at `dpi` for the check alone) and for a scanned page whose OCR
/// words are known: a full scan by both decoders costs about a third of the page's OCR.
struct BarcodeCheck {
    var dpi = 50
    var tile = 8
    var minInkShare = 0.3
    var minTiles = 4
    /// Words read at least this sure are painted out: a code read as text comes out as unsure garbage.
    var minWordConfidence = 0.5
    /// The photo's long side, in pixels, when its surroundings of a found page are looked at.
    var besideLongSide = 1600
    var besideTile = 16

    /// A text-layer PDF page: rendered at `dpi`, its text-layer words (in pixels at `pageDPI`) painted out.
    func mayHoldCodes(_ page: PDFPage, words: [Word], dpi pageDPI: Int) throws -> Bool {
        let probeDPI = page.renderingDPI(atMost: dpi, maxPixels: 4_000_000, floorDPI: 1) ?? 1
        let image = try page.render(dpi: probeDPI, maxPixels: 4_000_000)
        return mayHoldCodes(gray: try image.grayscale().luminanceBytes(), width: image.width, height: image.height,
                            words: words, scale: Double(probeDPI) / Double(max(1, pageDPI)))
    }

    /// A page image at `pageDPI` whose OCR `words` are known: reduced to `dpi` by area mapping (a narrow bar
    /// becomes grey, its ink kept), the confident words painted out.
    func mayHoldCodes(_ image: Image, words: [Word], dpi pageDPI: Int) throws -> Bool {
        let scale = min(1, Double(dpi) / Double(max(1, pageDPI)))
        let small = scale < 1 ? try image.scaled(by: scale) : image
        return mayHoldCodes(gray: try small.grayscale().luminanceBytes(), width: small.width, height: small.height,
                            words: words.filter { $0.confidence >= minWordConfidence },
                            scale: Double(small.width) / Double(max(1, image.width)))
    }

    /// Beside a page found in a photo: the photo's grey reduced to at most `besideLongSide` pixels on its long
    /// side (area mapping), cut in tiles of `besideTile` pixels (about 3 mm at a page's distance), those touching
    /// the found quad (grown by 3 % about its centre) left out. A code's modules make a tile of sharp contrast —
    /// light (90th percentile ≥ 110) and dark (10th percentile at most half of it), its steps steep (root mean
    /// square gradient ≥ 40 grey levels a pixel); a desk, cloth, carpet or wood grain is smooth or soft at this
    /// scale (0–1 such tiles on the 20 photographs of `corpus/photos` and 34 found WildReceipt photos, one of
    /// them 15 with print beside the receipt). `minTiles` of them say the photo may hold a code.
    func mayHoldCodes(_ photo: Image, beside corners: [Vector2]) throws -> Bool {
        let factor = min(1, Double(besideLongSide) / Double(max(photo.width, photo.height, 1)))
        let grey = try photo.grayscale()
        let small = factor < 1 ? try grey.scaled(by: factor) : grey
        let pixels = try small.luminanceBytes()
        let centre = corners.reduce(Vector2(0, 0)) { $0 + $1 } * (1 / Double(max(1, corners.count)))
        let quad = corners.map { centre + ($0 - centre) * 1.03 }.map { $0 * (Double(small.width) / Double(max(1, photo.width))) }
        return CodeLikeInk.codeLikeTiles(pixels, width: small.width, height: small.height, tile: besideTile, outside: quad,
                                         atLeast: minTiles) >= minTiles
    }

    func mayHoldCodes(gray: [UInt8], width: Int, height: Int, words: [Word], scale: Double) -> Bool {
        CodeLikeInk.inkedTiles(gray, width: width, height: height, paintingOut: words.map(\.box), scale: scale, tile: tile,
                               minInkShare: minInkShare, atLeast: minTiles) >= minTiles
    }
}

extension BarcodesStage {
    static let definition: StageDefinition = .page(
        "barcodes", "Barcodes and 2-D codes on the page as decoded (and straightened), read by ZBar and zxing-cpp, one row per code; text-layer PDF pages rendered for it",
        options: [.init("symbologies", .string), .init("decoders", .string, default: .string("both")),
                  .init("pdf_dpi", .integer, default: .integer(300))],
        inDefaultPipeline: [:],
        check: { spec, file throws(PipelineError) in
            if let names = spec.options["symbologies"]?.stringValue {
                for name in StageDefinition.list(names) where !Symbology.all.contains(name) {
                    throw .invalidValue(file: file, key: "barcodes.symbologies",
                                        reason: "unknown symbology \(name); expected some of " + Symbology.all.joined(separator: ", "))
                }
            }
            if let value = spec.options["decoders"]?.stringValue, BarcodeReader.Decoders(rawValue: value) == nil {
                throw .invalidValue(file: file, key: "barcodes.decoders", reason: "expected zbar, zxing or both")
            }
        }) { spec, _ in
        BarcodesStage(reader: try BarcodeReader(symbologies: spec.options["symbologies"]?.stringValue.map(StageDefinition.list),
                                                decoders: BarcodeReader.Decoders(rawValue: definition.string("decoders", spec)) ?? .both),
                      pdfDPI: min(600, max(72, definition.int("pdf_dpi", spec))))
    }
}
