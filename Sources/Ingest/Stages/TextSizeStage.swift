import DocModel
import Imaging
import OCR
import Pipeline
import Segmentation

/// Brings the page's text to about `target` pixels high (`TextHeight`, measured on the page's ink, never from
/// the resolution the file states), when it is outside `minHeight…maxHeight`. Scans come at any resolution: a
/// 4961×7016 receipt has letters ~100 px high and Tesseract then reads almost nothing, and a 72–100 dpi form
/// scan (FUNSD) or a small phone picture has letters too low to read reliably.
///
/// Two ways: with `scalePage` (`pipelines/receipts.json`) the page itself is scaled, its size, resolution and
/// geometry following, so word boxes stay in the page's pixels and the homography still leads back to the
/// source image. Without it (`pipelines/default.json`) the page stays as it is and only its whole-page readings
/// (`ocr`, `language_switch`) are made on a scaled copy, their boxes mapped back (`PageWork.readingScale`): every
/// later stage, the stored boxes and the review pages keep the image's own pixels.
struct TextSizeStage: PageStage {
    let name = "text_size"
    var target = 30.0
    var minHeight = 20.0
    var maxHeight = 45.0
    /// The page is measured on a copy at most this long (enough for ~8 px letters on a huge scan).
    var analysisSide = 2000
    var maxScale = 3.0
    /// When > 1, dark strokes are thickened by a square of this many pixels of the scaled page (see
    /// `Image.thickened`) on pages whose print is broken (dot-matrix, hairline thermal print:
    /// `TextHeight.fragmentation` ≥ `brokenPrint`), and only when the characters are at least five times
    /// that high. Thickening solid print changes single characters (& → 8, S → §) and costs exact fields.
    var thicken = 0
    var brokenPrint = 1.5
    /// False: the page keeps its pixels and only its whole-page readings are scaled (thickening is then left out).
    var scalePage = true

    /// Not on a page found in a photo when only the readings would be scaled: such a page is read at the size
    /// `rectify` gave it whatever its letters measure (see `process`), so the measure (0.1–0.15 CPU s a photo) is
    /// left out.
    func applies(to work: PageWork) -> Bool {
        work.image != nil && work.paragraphs.isEmpty && (scalePage || work.geometry?.origin != .found)
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image, let measured = try Self.measured(image, analysisSide: analysisSide) else { return }
        // How broken the print is matters only to thickening, which only a scaled page gets.
        let (height, specks) = (measured.height, measured.specks)
        let fragmentation = scalePage && thicken > 1 ? try measured.fragmentation() : 0
        // Kept for `receipt_reread`, which measures the same page again when it is a receipt (unless it was scaled).
        work.textMeasure = .init(page: image, analysisSide: analysisSide, measure: measured)
        if let specks {
            work.warnings.append(Diagnostic(severity: .info, stage: name, page: work.number, message:
                "characters \(Int(height.rounded())) px high, measured on a coarse copy (the page's \(Int(specks.rounded())) px blobs were specks or print dots)"))
        }
        let scale = Self.scale(forHeight: height, target: target, between: minHeight, and: maxHeight, maxScale: maxScale,
                               image: image, maxPixels: work.maxPixels)
        work.characterHeight = scalePage ? height * scale : height
        guard scalePage else {
            // A page found in a photo was brought to `rectify`'s resolution by its paper's outline, and the desk's or
            // table's texture left beside it measures as tiny text (a receipt printed 20 px high measured 6 px and
            // read enlarged as specks): left as it is (`applies` leaves such a page out).
            if scale != 1 {
                work.readingScale = scale
                work.warnings.append(Diagnostic(severity: .info, stage: name, page: work.number, message:
                    "characters \(Int(height.rounded())) px high: the page is read \(String(format: "%.2f", scale))× its size"))
            }
            return
        }
        // Thickening joins dots and hairlines, but a square over a fifth of the characters' height fills
        // their counters (measured on SROIE: small laser-printed text lost most of its lines).
        let thickening = thicken > 1 && fragmentation >= brokenPrint && height * scale >= Double(thicken * 5)
        guard scale != 1 else {
            if thickening {
                // The page as printed stays the grey page: for people, and for line_vote's other readings.
                if work.greyImage == nil { work.greyImage = try image.grayscale() }
                work.image = try image.thickened(by: thicken)
            }
            return
        }
        // Thicken at the finer of the two resolutions, so the square is never coarser than a pixel.
        var scaled: Image
        // The scaled page before thickening, to stay the grey page (for people, and line_vote's other readings).
        var unthickened: Image?
        if thickening && scale < 1 {
            scaled = try image.thickened(by: Int((Double(thicken) / scale).rounded())).scaled(by: scale)
            unthickened = try image.scaled(by: scale)
        } else {
            scaled = try image.scaled(by: scale)
            if thickening {
                unthickened = scaled
                scaled = try scaled.thickened(by: thicken)
            }
        }
        var geometry = work.geometry ?? .assumed(width: image.width, height: image.height)
        // New pixel p came from p / scale of the page before.
        geometry.homography = Homography(geometry.homography).composed(after: Homography([1 / scale, 0, 0, 0, 1 / scale, 0, 0, 0, 1])).m
        work.geometry = geometry
        if let grey = work.greyImage {
            work.greyImage = try grey.scaled(by: scale)
        } else if let unthickened {
            work.greyImage = try unthickened.grayscale()
        }
        work.dpi = max(1, Int((Double(work.dpi) * scale).rounded()))
        work.resolutionStated = true  // letters now at the size the stage aims for
        scaled.resolution = work.dpi
        work.image = scaled
        work.width = scaled.width
        work.height = scaled.height
    }

    /// Sauvola's half window (px) for the measure's binarisation: a letter-sized neighbourhood at its analysis size.
    static let sauvolaHalfWindow = 15
    /// The long side of the measure's second, coarse copy of a large page.
    static let coarseSide = 800

    /// The median character height of a binarized copy, closed vertically by `closing` px so that dot-matrix characters
    /// count whole (on a coarse copy too, by less: unclosed, a dot-matrix receipt's 90 px capitals measured 41 px
    /// there; closed by 3 px, a till's ~30 px capitals measured 41 px).
    static func characterHeight(_ binary: Image, closing: Int = 3) throws -> Double? {
        let boxes = try binary.closedVertically(by: closing).componentBoxes().map { (width: $0.width, height: $0.height) }
        return TextHeight.estimate(boxes, pageHeight: binary.height)
    }

    /// The median character height in the image's pixels, measured on a Sauvola-binarized copy no longer
    /// than `analysisSide` (adaptive, so faded thermal print and grey scanner lids do not matter), closed
    /// vertically so that dot-matrix characters count whole, and on a large page checked on a copy `coarseSide`
    /// long (`TextHeight.reconciled`); and how broken the print is, from the same
    /// copy before closing (0 when `fragmentation` is false: a second labelling of the page's components); and the
    /// fine copy's height when the coarse one replaced it (nil otherwise).
    static func measure(_ image: Image, analysisSide: Int, fragmentation: Bool = true)
        throws -> (height: Double, fragmentation: Double, specks: Double?)? {
        guard let measured = try Self.measured(image, analysisSide: analysisSide) else { return nil }
        return (measured.height, fragmentation ? try measured.fragmentation() : 0, measured.specks)
    }

    /// What `measure` finds, with the binarized copy it counted on, so that how broken the print is can be asked
    /// later (`fragmentation`) without measuring the page again.
    struct Measure {
        /// The median character height in the image's pixels.
        let height: Double
        /// The fine copy's height when the coarse one replaced it (nil otherwise).
        let specks: Double?
        /// The fine copy binarized, before closing, and the characters' height in its pixels.
        let binary: Image
        let copyHeight: Double

        /// How broken the print is: a second labelling of the binarized copy's components.
        func fragmentation() throws -> Double {
            TextHeight.fragmentation(try binary.componentBoxes().map { (width: $0.width, height: $0.height) }, height: copyHeight)
        }
    }

    /// A measure kept with the page it was made on (held weakly: a page a later stage replaced is not kept alive for it).
    struct KeptMeasure {
        weak var page: Image?
        let analysisSide: Int
        let measure: Measure
    }

    /// `measure` without its second labelling (`Measure.fragmentation` makes it when asked).
    static func measured(_ image: Image, analysisSide: Int) throws -> Measure? {
        let side = max(image.width, image.height)
        let factor = side > analysisSide ? Double(analysisSide) / Double(side) : 1
        // A grey page is scaled as it is: a full-size grey copy first would cost as much as the measure's labelling.
        let small = factor < 1 ? try (image.isGray ? image : image.grayscale()).scaled(by: factor) : try image.grayscale()
        // Leptonica's Sauvola refuses an image narrower or lower than its window (2 × 15 + 3 px): a stamp-sized
        // image shows no text size to measure, and is read as it is.
        guard min(small.width, small.height) >= 2 * sauvolaHalfWindow + 3 else { return nil }
        let binary = try small.sauvolaBinarized(halfWindow: sauvolaHalfWindow, factor: 0.34)
        guard let fine = try characterHeight(binary) else { return nil }
        // A large photo is measured on a far smaller copy too, where texture and print dots blur away (`TextHeight.reconciled`).
        let coarseFactor = Double(coarseSide) / Double(side)
        var coarse: Double?
        // Only a copy at most half the fine one's size: one barely smaller measured small print at twice its height.
        if coarseFactor <= 0.5 * factor, Double(min(image.width, image.height)) * coarseFactor >= Double(2 * sauvolaHalfWindow + 3) {
            let copy = try small.scaled(by: coarseFactor / factor).sauvolaBinarized(halfWindow: sauvolaHalfWindow, factor: 0.34)
            coarse = try characterHeight(copy, closing: 2).map { $0 / coarseFactor }
        }
        let measured = TextHeight.reconciled(fine: fine / factor, coarse: coarse, coarseScale: coarseFactor)
        let specks = measured == fine / factor ? nil : fine / factor
        // Where the fine measure stands, its own figures (as before the coarse copy existed).
        let (height, copyHeight) = specks == nil ? (fine / factor, fine) : (measured, measured * factor)
        return Measure(height: height, specks: specks, binary: binary, copyHeight: copyHeight)
    }
}

extension PageWork {
    /// The page read whole by `engine`; when `text_size` set a `readingScale`, read enlarged too, the boxes of its
    /// lines and words mapped back onto `image`'s pixels, and that reading kept unless it holds fewer dictionary
    /// words (the spelling word lists) than the page read as it is. A resolution the page states is scaled with it;
    /// none stated, Tesseract estimates it from the enlarged text.
    /// Enlarged, most of FUNSD's 72–100 dpi forms read more of their words, but a few read far fewer (a form's
    /// typed answers 134 → 51 words: Tesseract found other blocks on the enlarged page), which the count shows.
    /// With `clearedRulings` set, the page's rulings are painted out first (`readable`).
    /// With `fitsWordBoxes` set, the words' boxes are then fitted to their ink (`fittingWordBoxes`).
    func read(_ image: Image, with engine: TesseractEngine, deadline: RecognitionDeadline? = nil) throws -> [[Line]] {
        let paragraphs = try readWhole(image, with: engine, deadline: deadline)
        return fitsWordBoxes ? try fittingWordBoxes(paragraphs, on: image) : paragraphs
    }

    private func readWhole(_ image: Image, with engine: TesseractEngine, deadline: RecognitionDeadline?) throws -> [[Line]] {
        let image = try readable(image)
        let asItIs = try engine.recognize(image, resolution: ocrResolution, deadline: deadline).map(\.lines)
        guard readingScale != 1 else { return asItIs }
        let enlarged = try readScaled(image, with: engine, deadline: deadline, cleared: true)
        guard let words = WordList.standard else { return enlarged }
        return words.knownWords(in: enlarged) >= words.knownWords(in: asItIs) ? enlarged : asItIs
    }

    /// The page read by `engine` at `readingScale` (as it is when 1), the boxes of its lines and words mapped back
    /// onto `image`'s pixels; its rulings painted out first when `clearedRulings` is set (unless `cleared` says the
    /// caller did).
    func readScaled(_ image: Image, with engine: TesseractEngine, deadline: RecognitionDeadline? = nil,
                    cleared: Bool = false) throws -> [[Line]] {
        let image = cleared ? image : try readable(image)
        let scale = readingScale
        guard scale != 1 else { return try engine.recognize(image, resolution: ocrResolution, deadline: deadline).map(\.lines) }
        let resolution = ocrResolution.map { max(1, Int((Double($0) * scale).rounded())) }
        func back(_ box: Box) -> Box { TextSizeStage.unscaled(box, by: scale, width: image.width, height: image.height) }
        return try engine.recognize(try image.scaled(by: scale), resolution: resolution, deadline: deadline).map { paragraph in
            paragraph.lines.map { line in
                Line(box: back(line.box), confidence: line.confidence,
                     words: line.words.map { Word(text: $0.text, box: back($0.box), confidence: $0.confidence) })
            }
        }
    }
}

extension PageWork {
    /// `image` as the page's whole readings see it: with `clearedRulings` set, a copy with the lines at least that
    /// long and at most that thick painted white (found on `image` itself, which may be the page as it stood
    /// before a slight straightening); as it is otherwise, and on a page without such lines.
    func readable(_ image: Image) throws -> Image {
        guard let rulings = clearedRulings else { return image }
        return try image.withoutRulings(minLength: rulings.minLength, maxThickness: rulings.maxThickness) ?? image
    }
}

extension TextSizeStage {
    /// How much to scale a page whose characters are `height` px high: to `target` when outside `low…high`, by at
    /// most `maxScale` either way, and never enlarged past `maxPixels`.
    static func scale(forHeight height: Double, target: Double, between low: Double, and high: Double, maxScale: Double,
                      image: Image, maxPixels: Int) -> Double {
        guard height < low || height > high else { return 1 }
        let scale = min(maxScale, max(1 / maxScale, target / height))
        guard scale > 1 else { return scale }
        return max(1, min(scale, (Double(maxPixels) / Double(image.width * image.height)).squareRoot()))
    }

    /// The box on the page of `width` × `height` pixels it was read `scale` times larger from, kept on the page
    /// (rounding back may push a word at the edge a pixel past it).
    static func unscaled(_ box: Box, by scale: Double, width: Int, height: Int) -> Box {
        guard scale != 1 else { return box }
        let x = min(max(0, width - 1), Int((Double(box.x) / scale).rounded()))
        let y = min(max(0, height - 1), Int((Double(box.y) / scale).rounded()))
        return Box(x: x, y: y, width: max(1, min(width - x, Int((Double(box.width) / scale).rounded()))),
                   height: max(1, min(height - y, Int((Double(box.height) / scale).rounded()))))
    }

    static let definition: StageDefinition = .page(
        "text_size", "Bring the page's characters to about target pixels high (measured on its ink): the page itself, or with scale_page false only its readings",
        options: [.init("target", .number, default: .number(TextSizeStage().target)),
                  .init("min_height", .number, default: .number(TextSizeStage().minHeight)),
                  .init("max_height", .number, default: .number(TextSizeStage().maxHeight)),
                  .init("max_scale", .number, default: .number(TextSizeStage().maxScale)),
                  .init("thicken", .integer, default: .integer(TextSizeStage().thicken)),
                  .init("broken_print", .number, default: .number(TextSizeStage().brokenPrint)),
                  .init("scale_page", .bool, default: .bool(TextSizeStage().scalePage))],
        inDefaultPipeline: ["target": .number(20), "min_height": .number(16), "max_height": .number(1000), "scale_page": .bool(false)]) { spec, _ in
        let o = spec.options
        var stage = TextSizeStage()
        if let v = o["target"]?.doubleValue { stage.target = max(8, v) }
        if let v = o["min_height"]?.doubleValue { stage.minHeight = v }
        if let v = o["max_height"]?.doubleValue { stage.maxHeight = v }
        if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
        if let v = o["thicken"]?.intValue { stage.thicken = max(0, v) }
        if let v = o["broken_print"]?.doubleValue { stage.brokenPrint = v }
        if let v = o["scale_page"]?.boolValue { stage.scalePage = v }
        return stage
    }
}
