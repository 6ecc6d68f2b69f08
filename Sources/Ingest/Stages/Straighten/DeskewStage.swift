import DocModel
import Imaging
import Pipeline
import Segmentation

/// Removes a small skew (Leptonica's `pixFindSkew`, then a rotation about the centre) when it is large
/// enough to matter and Leptonica is confident; a straight page costs one skew search (~10 ms).
struct DeskewStage: PageStage {
    let name = "deskew"
    var minDegrees = 0.2
    /// Any skew a scanner's feeder or a hand on the flatbed produces; past 45° a page is turned, not skewed.
    var maxDegrees = 45.0
    var minConfidence = 3.0
    /// A skew of a degree or more found less surely than `minConfidence` but at least this is removed when the
    /// coarse sweep over the whole range finds it too.
    var agreeingConfidence = 2.0
    /// Rotations larger than this (degrees) grow the canvas so no corner of the page is cut off.
    var expandBeyond = 3.0
    /// Skews up to this (degrees) are removed only when the page reads no worse rotated (`readingCheck`; else
    /// always removed): `ocr` reads the page both ways. Tesseract follows lines this slightly skewed itself, and
    /// on faint, noisy scans the rotation's interpolation can cost more than the skew (a FUNSD form skewed
    /// 2.05° read 24 of its words rotated, 53 as scanned). Up to `expandBeyond`, where the canvas starts to grow.
    var readingCheckBelow = 3.0
    var readingCheck = true

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty && !work.holdsSeveralPieces }

    func process(_ work: inout PageWork) throws {
        // A page found in a photo was straightened from its own corners by `rectify`: it stays as it is.
        guard let image = work.image, work.geometry?.origin != .found else { return }
        var geometry = work.geometry ?? .assumed(width: image.width, height: image.height)
        defer { work.geometry = geometry }
        guard let probe = try TextProbe.of(work), let degrees = try skew(of: image, dpi: work.dpi, probe: probe) else { return }
        // Past a few degrees the page's corners would leave a frame of its own size: the canvas grows instead.
        let straight = try image.rotated(degrees: degrees, expanding: abs(degrees) > expandBeyond)
        straight.resolution = image.resolution
        // Never lower the engine's own reading: a slight skew's rotation is kept only where the page reads no
        // worse for it (`ocr` reads both; a sample of the page was too small to tell on forms with shaded cells).
        if abs(degrees) <= readingCheckBelow, readingCheck {
            work.unstraightened = .init(image: image, geometry: geometry, straightened: straight,
                                        note: String(format: "skew of %.2f° left: the page read better as it stood", degrees))
        }
        work.image = straight
        work.width = straight.width
        work.height = straight.height
        // New pixel p came from R(−angle)(p − c′) + c of the skewed page (c′ the new canvas's centre, where the
        // old centre c lands).
        let (cx, cy) = (Double(image.width) / 2, Double(image.height) / 2)
        let (nx, ny) = (Double(straight.width) / 2, Double(straight.height) / 2)
        let back = Homography([1, 0, cx, 0, 1, cy, 0, 0, 1])
            .composed(after: Homography.rotation(degrees: -degrees))
            .composed(after: Homography([1, 0, -nx, 0, 1, -ny, 0, 0, 1]))
        geometry.homography = Homography(geometry.homography).composed(after: back).m
        geometry.skewAngle = degrees
    }

    /// The skew to remove from `image` (degrees, clockwise as `rotated(degrees:)` turns), nil when none is found
    /// surely enough or it is too slight or too large to remove. `probe` is the page's 1-bit copy near 150 ppi.
    func skew(of image: Image, dpi: Int, probe: TextProbe) throws -> Double? {
        // `pixFindSkew` sweeps at a quarter and searches at half the page's resolution anyway: start from a
        // 1-bit copy near 150 ppi and keep those effective reductions, which spares thresholding the full page.
        var found = probe.binary.binarySkew(sweepReduction: max(1, 4 >> probe.halvings))
        // A reduced copy can leave a doubtful page (a photo's bent lines, sparse text) just short of the
        // confidence needed; only those pay for a second look at full resolution, as `pixFindSkew` would.
        if probe.halvings > 0, let first = found, first.confidence < minConfidence, first.confidence >= 0.5 * minConfidence {
            let full = try image.analysisBinary(resolution: dpi, maxResolution: .max)
            found = full.image.binarySkew(sweepReduction: 4)
        }
        // Leptonica's usual ±7° sweep trusts nothing within a step of its ends, so a page skewed past 6° came
        // back unsure and was left crooked; and a page skewed further still can show a false peak inside it, with
        // confidence (generated letters turned −12° and −24° read +5.3° and −4.2°). Every page also gets a coarse
        // sweep over the whole allowed range (~10–30 ms); where it points elsewhere, the usual fine sweep about
        // what it found (so the confidence means what it means for small angles) wins when the first finding was
        // unsure or its lines are less sharp there. The coarse sweep's own confidence is not asked for: on a sparse
        // page turned far (a short letter at 40°, 100 ppi) its peak is right, but its score 2° either side falls
        // under Leptonica's floor for the image's size and the confidence comes back 0; the fine sweep vouches.
        let wide = maxDegrees > 6 ? Self.wideSkew(probe, maxDegrees: maxDegrees) : nil
        if let wide, abs(wide.degrees - (found?.degrees ?? 0)) >= 1,
           let fine = probe.binary.binarySkew(sweepReduction: max(1, 4 >> probe.halvings), center: wide.degrees, range: 3, step: 1),
           fine.confidence >= minConfidence, abs(fine.degrees - wide.degrees) < 1,
           (found?.confidence ?? 0) < minConfidence || fine.score > (found?.score ?? 0) {
            found = fine
        }
        // A sparse page (a till receipt: a dozen short lines, its labels and amounts far apart on white paper) leaves
        // Leptonica's sweep less sure of a plain skew of a few degrees (generated receipts turned 3.9° and 5.9°:
        // confidence between 2 and 3), and the receipt read every amount from the row beside it. Where the coarse
        // sweep over the whole range finds the same skew within a degree, the two vouch for it down to
        // `agreeingConfidence`; a straight page (under a degree) is never turned on their word.
        if let first = found, first.confidence < minConfidence, first.confidence >= agreeingConfidence,
           abs(first.degrees) >= 1, let wide, abs(wide.degrees - first.degrees) < 1 {
            found = (first.degrees, minConfidence, first.score)
        }
        guard let (degrees, confidence, _) = found, confidence >= minConfidence,
              (minDegrees...maxDegrees).contains(abs(degrees)) else { return nil }
        return degrees
    }

    /// A sweep in 2° steps over ±(`maxDegrees` + 2, at most 47) on a copy near 37 ppi (text lines are still
    /// lines there; ~10–30 ms), searched to 0.01° at twice that: close enough to centre the fine sweep.
    static func wideSkew(_ probe: TextProbe, maxDegrees: Double) -> (degrees: Double, confidence: Double, score: Double)? {
        let range = min(maxDegrees, 45) + 2
        if let found = probe.sweeps.byRange[range] { return found }
        var reduction = 1
        while reduction < 8, probe.resolution / (reduction * 2) >= 35 { reduction *= 2 }
        let found = probe.binary.binarySkew(sweepReduction: reduction, center: 0, range: range, step: 2)
        probe.sweeps.byRange[range] = found
        return found
    }
}

extension DeskewStage {
    static let definition: StageDefinition = .page(
        "deskew", "Remove a scan's skew up to ±45° (Leptonica's sweep and search); a slight one only where a sample reads no worse",
        options: [.init("min_degrees", .number, default: .number(DeskewStage().minDegrees)),
                  .init("max_degrees", .number, default: .number(DeskewStage().maxDegrees)),
                  .init("min_confidence", .number, default: .number(DeskewStage().minConfidence)),
                  .init("agreeing_confidence", .number, default: .number(DeskewStage().agreeingConfidence)),
                  .init("reading_check", .bool, default: .bool(true)),
                  .init("reading_check_below", .number, default: .number(DeskewStage().readingCheckBelow))],
        inDefaultPipeline: ["min_degrees": .number(0.2)]) { spec, _ in
        let o = spec.options
        var stage = DeskewStage()
        if let v = o["min_degrees"]?.doubleValue { stage.minDegrees = v }
        if let v = o["max_degrees"]?.doubleValue { stage.maxDegrees = v }
        if let v = o["min_confidence"]?.doubleValue { stage.minConfidence = v }
        if let v = o["agreeing_confidence"]?.doubleValue { stage.agreeingConfidence = v }
        stage.readingCheck = definition.bool("reading_check", spec)
        if let v = o["reading_check_below"]?.doubleValue { stage.readingCheckBelow = v }
        return stage
    }
}
