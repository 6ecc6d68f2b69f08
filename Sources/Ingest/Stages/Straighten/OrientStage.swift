import DocModel
import Imaging
import OCR
import Pipeline
import Segmentation

/// Turns the page upright by quarter turns (Leptonica's statistics when clear, else Tesseract's OSD, and a
/// reading check when those are borderline, unsure or disagree), and updates the geometry so its corners
/// name the upright page's top-left first.
struct OrientStage: PageStage {
    let name = "orient"
    let detector: OrientationDetector
    var minConfidence = 1.5
    /// OSD reads a copy reduced to this resolution: its page analysis costs about as much as OCR at 300 dpi,
    /// and orientation needs far less detail.
    var osdDPI = 150
    /// OSD's sample of characters (Tesseract's `min_characters_to_try`; it classifies up to 5× as many):
    /// the quick first try, and the full one when the first is not sure enough.
    var quickCharacters = 20
    var fullCharacters = 50
    /// Reads a sample of the page in each turn when the cheap checks cannot settle it (nil: never).
    var judge: ReadingTurnJudge?
    /// Leptonica decisions whose larger statistic is below this (twice its own bar of 7) are checked by reading.
    var borderline = 14.0
    /// OSD answers below this confidence are checked by reading (Tesseract's orientation confidence above 2
    /// counts as fairly sure; the turn bar is lower so that a clear reading is not needed for every turn).
    var osdClear = 2.0
    /// Largest copy OSD reads: a letter page at 300 dpi (8.4 million pixels), far more than it needs at `osdDPI`.
    static let osdMaxPixels = 8_500_000
    /// A page whose sample reads at least this well as it stands is left upright without OSD.
    var uprightEnough = 0.6
    /// Images whose short side is below this (pixels) are left as they are.
    var minSide = 64
    /// A page skewed more than this (degrees, by `deskew`'s own finding) is judged on a straightened copy; nil:
    /// always as it stands. Leptonica's ascender statistics, OSD and a reading sample all assume level lines: on a
    /// letter turned 27.5° they read it upside down, and `deskew`, after `orient`, straightened it upside down.
    var judgeStraightenedBeyond: Double? = 10
    /// Finds that skew (`deskew`'s defaults).
    var skewFinder = DeskewStage()

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty && !work.holdsSeveralPieces }

    func process(_ work: inout PageWork) throws {
        // An image a few dozen pixels high holds a line or two at most: too little for OSD or a reading sample
        // to tell a turn (and each would read it four times over).
        guard let original = work.image, min(original.width, original.height) >= minSide else { return }
        var geometry = work.geometry ?? .assumed(width: original.width, height: original.height)
        defer { work.geometry = geometry }
        // Which way up the page reads is judged on `image` with its `probe`: the page itself, or a straightened
        // copy of a page skewed far (the turn found is then applied to the page, and `deskew` straightens it after).
        let (image, probe) = try judged(original, work)
        // Cheap check first: Leptonica's ascender statistics on a 1-bit copy near 150 ppi (the low end of the
        // range it is designed for) settle a page with plenty of Latin text in any of the four turns, with its
        // own decision rule (the larger confidence at least 7 and 2.5× the other). Tesseract's OSD, which
        // costs about as much as reading the page, runs only when they cannot tell (little text, digits, caps).
        let degrees: Int
        // Sample readings so far, by quarter turns applied (0: as it stands), kept for the final check.
        var scores: [Double?] = [nil, nil, nil, nil]
        let stats = probe?.binary.binaryOrientationStatistics()
        if let stats, let turn = Self.leptonicaTurn(up: stats.up, left: stats.left) {
            // Just past Leptonica's own bar its statistics can be fooled (text on its side, photographed on
            // a light table, read as upside down at 7.3): there the sample is read in each turn, and its
            // verdict, when clear, wins.
            // Upright by the statistics' own rule needs no reading (a wrong turn is what they can be fooled
            // into, and every turn is checked against the upright reading below).
            var verdict: ReadingTurnJudge.Verdict?
            if turn != 0, let judge, let probe, max(abs(stats.up), abs(stats.left)) < borderline {
                verdict = try judge.judge(image, dpi: work.ocrResolution, probe: probe, likely: [turn])
            }
            scores = verdict?.scores ?? scores
            degrees = verdict?.degrees ?? turn
        } else {
            // Most pages are upright: the sample is read as it stands first, and a clear reading (a right turn
            // reads 0.85–0.95, a wrong one never above 0.55 on the photographed corpus) settles the page for one
            // sample's reading, a fraction of OSD's page analysis (0.3 s against 0.6–1.3 s on a receipt scan);
            // no page is turned away from a clear upright reading.
            var known: [Double?] = [nil, nil, nil, nil]
            if let judge, let probe, let first = try judge.judge(image, dpi: work.ocrResolution, probe: probe, only: [0]) {
                // A sample reading this well as it stands cannot be a wrong turn (those never passed 0.55), and
                // no turn could beat it by the final check's margin: OSD, as dear as the page's OCR, is spared.
                if first.degrees == 0 || (first.scores[0] ?? 0) >= uprightEnough { return }
                known = first.scores
                scores = known
            }
            let osd = try osdTurn(image, dpi: work.dpi)
            let lean = stats.flatMap { Self.leptonicaLean(up: $0.up, left: $0.left) }
            let osdSure = (osd?.confidence ?? 0) >= minConfidence
            // OSD short of fairly sure (on photos it was wrong at 0.6 and 1.56, the latter past the turn bar), or
            // Leptonica leaning to another turn: read a sample in each turn.
            var verdict: ReadingTurnJudge.Verdict?
            if let judge, let probe, (osd?.confidence ?? 0) < osdClear || (lean != nil && lean != osd?.degrees) {
                verdict = try judge.judge(image, dpi: work.ocrResolution, probe: probe,
                                          likely: [osd?.degrees, lean].compactMap { $0 }, known: known)
            }
            scores = verdict?.scores ?? scores
            if let judged = verdict?.degrees {
                degrees = judged
            } else if let osd, osdSure {
                degrees = osd.degrees
            } else {
                return
            }
        }
        guard degrees % 360 != 0 else { return }
        // Never worse than leaving the page alone: whatever pointed to a turn (statistics fooled by a form's
        // rules and handwriting, OSD on sparse print), the sample must read clearly better turned than as it
        // stands. Only pages about to be turned pay for it; with nothing to sample the cheap checks stand.
        if let judge, let probe,
           try judge.turnBeatsUpright(degrees, image: image, dpi: work.ocrResolution, probe: probe, known: scores) == false {
            return
        }
        // OSD reports how far the page is turned clockwise; turning on to a full circle undoes it.
        let turns = ((4 - (degrees / 90) % 4) % 4 + 4) % 4
        guard turns != 0 else { return }
        let (w, h) = (Double(original.width), Double(original.height))
        // Maps the turned page's pixels back to the unturned page's (clockwise turns by pixRotateOrth).
        let back: Homography
        switch turns {
        case 1: back = Homography([0, 1, 0, -1, 0, h, 0, 0, 1])
        case 2: back = Homography([-1, 0, w, 0, -1, h, 0, 0, 1])
        default: back = Homography([0, -1, w, 1, 0, 0, 0, 0, 1])
        }
        let turned = try original.rotated(quarterTurns: turns)
        turned.resolution = original.resolution
        work.image = turned
        work.width = turned.width
        work.height = turned.height
        let toSource = Homography(geometry.homography).composed(after: back)
        geometry.homography = toSource.m
        let (tw, th) = (Double(turned.width), Double(turned.height))
        geometry.corners = [Vector2(0, 0), Vector2(tw, 0), Vector2(tw, th), Vector2(0, th)]
            .map { toSource.apply($0) }.map { Point(x: $0.x, y: $0.y) }
        geometry.rotation = (geometry.rotation + turns * 90) % 360
        // The page before a doubtful step (illumination's flattening) turns with it, or `ocr` could not compare.
        if var before = work.unstraightened, before.straightened === original {
            before.image = try before.image.rotated(quarterTurns: turns)
            before.image.resolution = original.resolution
            before.straightened = turned
            before.geometry = geometry
            work.unstraightened = before
        }
    }

    /// The page to judge and its 1-bit probe: the page as it stands, or, where `deskew` will find it skewed past
    /// `judgeStraightenedBeyond` (a page `find_page` found was straightened by `rectify`), a straightened copy.
    /// The coarse sweep (~10–30 ms) looks first; only a far skew pays for the whole finding and the rotation.
    private func judged(_ image: Image, _ work: PageWork) throws -> (Image, TextProbe?) {
        let probe = try TextProbe.of(work)
        guard let beyond = judgeStraightenedBeyond, let probe, work.geometry?.origin != .found,
              let wide = DeskewStage.wideSkew(probe, maxDegrees: skewFinder.maxDegrees), abs(wide.degrees) > beyond - 1,
              let degrees = try skewFinder.skew(of: image, dpi: work.dpi, probe: probe), abs(degrees) > beyond
        else { return (image, probe) }
        let straight = try image.rotated(degrees: degrees, expanding: true)
        straight.resolution = image.resolution
        return (straight, try TextProbe.of(straight, dpi: work.dpi))
    }

    /// Tesseract's OSD on a copy near `osdDPI`: a quick look at a few characters, all of them when that is
    /// not sure enough, and a locally thresholded copy when still unsure.
    private func osdTurn(_ image: Image, dpi: Int) throws -> (degrees: Int, confidence: Double)? {
        // Also at most `osdMaxPixels`: OSD's page analysis of a poster-sized page would need hundreds of megabytes.
        let factor = min(1, Double(osdDPI) / Double(max(1, dpi)),
                         (Double(Self.osdMaxPixels) / Double(max(1, image.width * image.height))).squareRoot())
        let probe = factor < 0.9 ? try image.scaled(by: factor) : image
        let probeDPI = factor < 0.9 ? Int((Double(dpi) * factor).rounded()) : dpi
        var result = detector.detect(probe, resolution: probeDPI, characters: quickCharacters)
        if (result?.confidence ?? 0) < minConfidence {
            result = detector.detect(probe, resolution: probeDPI, characters: fullCharacters)
        }
        // Still unsure: a photographed page's low contrast and uneven light can leave OSD's own global
        // threshold with broken or merged characters; a locally thresholded copy often reads better.
        // (Sauvola needs the page larger than its window; a scrap too small for it simply stays unsure.)
        let halfWindow = max(7, probeDPI / 12)
        if (result?.confidence ?? 0) < minConfidence, min(probe.width, probe.height) > 2 * halfWindow + 3 {
            let binary = try probe.sauvolaBinarized(halfWindow: halfWindow, factor: 0.34)
            if let retry = detector.detect(binary, resolution: probeDPI, characters: fullCharacters),
               retry.confidence > (result?.confidence ?? 0) {
                result = retry
            }
        }
        return result
    }

    /// The turn Leptonica's statistics lean to when they are not sure by `leptonicaTurn`'s rule: the larger
    /// one at least `minimum` and `ratio`× the other (a clear lean, short of a decision). Nil otherwise.
    static func leptonicaLean(up: Double, left: Double) -> Int? {
        leptonicaTurn(up: up, left: left, minimum: 3, ratio: 1.5)
    }

    /// The clockwise turn of the page by Leptonica's statistics (up: ascenders point up; left: they point
    /// left, i.e. the page is turned a quarter clockwise), with `makeOrientDecision`'s rule: the larger
    /// confidence in absolute value at least `minimum` and `ratio`× the other. Nil when undecided.
    static func leptonicaTurn(up: Double, left: Double, minimum: Double = 7, ratio: Double = 2.5) -> Int? {
        let (u, l) = (abs(up), abs(left))
        if u >= minimum, u >= ratio * l { return up > 0 ? 0 : 180 }
        if l >= minimum, l >= ratio * u { return left < 0 ? 90 : 270 }
        return nil
    }
}

extension OrientStage {
    /// The worker's sample reader (`judge`, shared with `deskew`) reads with `reading_languages`.
    static let definition: StageDefinition = .page(
        "orient", "Turn the page upright by quarter turns (Tesseract OSD, tesseract-ocr-osd)",
        options: [.init("min_confidence", .number, default: .number(1.5)), .init("data_path", .string),
                  .init("osd_dpi", .integer, default: .integer(150)), .init("reading_check", .bool, default: .bool(true)),
                  .init("reading_languages", .string, default: .string("eng"))],
        inDefaultPipeline: ["min_confidence": .number(1.5)]) { spec, context in
        let o = spec.options
        var stage = OrientStage(detector: try context.models.detector(dataPath: o["data_path"]?.stringValue))
        if let v = o["min_confidence"]?.doubleValue { stage.minConfidence = v }
        if let v = o["osd_dpi"]?.intValue { stage.osdDPI = max(50, v) }
        if definition.bool("reading_check", spec) { stage.judge = context.judge }
        return stage
    }
}
