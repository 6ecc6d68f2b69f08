import Foundation
import Imaging
import OCR

/// The last resort for which way up a page is, when Leptonica's ascender statistics and Tesseract's OSD are
/// both unsure or disagree: a small sample of the page's text is read in each of the four turns and the turn
/// that reads best wins (Tesseract's word confidence and share of dictionary words; text on its side or
/// upside down reads as low-confidence non-words). The turn the cheap checks favoured is read first and a
/// clear reading ends the check; otherwise all four are read (each about a sixth of a page's OCR). Only
/// pages the cheap checks could not settle pay for it; its engine is created on first need.
final class ReadingTurnJudge {
    let languages: String
    let dataPath: String?
    /// Side of the square sample, in inches of the page (a dozen lines of body text).
    var sampleInches = 2.5
    /// The best turn's score must beat the next one's by this much (scores run 0…1).
    var margin = 0.15
    /// And reach this: a sample that reads badly in every turn (no text, a picture) decides nothing.
    var minScore = 0.4
    private var engine: TesseractEngine?
    /// The worker's models: the sample is read by the model its OCR reads with.
    private let models: TesseractModels

    init(languages: String = "eng", dataPath: String? = nil, models: TesseractModels = TesseractModels()) {
        self.languages = languages
        self.dataPath = dataPath
        self.models = models
    }

    /// A turn whose sample reads at least this well is taken at once, without reading the others: on the
    /// photographed corpus a wrong turn never scored above 0.55, the right one mostly 0.85–0.95.
    var acceptScore = 0.8

    struct Verdict {
        /// How far the page is turned clockwise (as OSD reports it), nil when no turn reads clearly best.
        var degrees: Int?
        /// Score of the sample turned 0, 1, 2, 3 quarter turns clockwise; nil for turns not read.
        var scores: [Double?]
    }

    /// Judges the page `image` (at `dpi`; nil: the image stated none and Tesseract estimates it, as `ocr` lets
    /// it, so the sample is read at the size the page itself will be read), choosing the sample where `probe` (its 1-bit reduced copy) has
    /// text-like ink. `likely` lists turns (OSD's convention) the cheap checks pointed to, read first so that
    /// a clear reading can end the check after one turn. `known` holds scores already read (not read again);
    /// with `only`, just those turns are read and no verdict is given unless one reads clearly (a first look).
    /// Nil when the page has no place dense enough to sample.
    func judge(_ image: Image, dpi: Int?, probe: TextProbe, likely: [Int] = [], known: [Double?] = [nil, nil, nil, nil],
               only: Set<Int>? = nil) throws -> Verdict? {
        guard let (sample, engine) = try prepared(image, probe: probe) else { return nil }
        // A page turned d degrees clockwise reads upright after (4 − d/90) more quarter turns.
        var order: [Int] = []
        for turns in likely.map({ ((4 - ($0 / 90) % 4) % 4 + 4) % 4 }) + [0, 1, 2, 3] where !order.contains(turns) {
            order.append(turns)
        }
        var scores = known
        for turns in order where only?.contains(turns) ?? true {
            if let score = scores[turns] {
                if score >= acceptScore { return Verdict(degrees: (4 - turns) % 4 * 90, scores: scores) }
                continue
            }
            let turned = turns == 0 ? sample : try sample.rotated(quarterTurns: turns)
            let score = try engine.readingQuality(turned, resolution: dpi).score
            scores[turns] = score
            if score >= acceptScore { return Verdict(degrees: (4 - turns) % 4 * 90, scores: scores) }
        }
        guard only == nil else { return Verdict(degrees: nil, scores: scores) }
        return Verdict(degrees: Self.decide(scores.map { $0 ?? 0 }, margin: margin, minScore: minScore), scores: scores)
    }

    /// Whether turning the page `degrees` clockwise-as-OSD-reports reads clearly better than leaving it: the
    /// sample read after that turn must reach `minScore` and beat the sample read as it stands by `margin`.
    /// Reads only what `known` lacks (the upright sample, the turned one). Nil when there is nothing to sample.
    func turnBeatsUpright(_ degrees: Int, image: Image, dpi: Int?, probe: TextProbe, known: [Double?]) throws -> Bool? {
        let turns = ((4 - (degrees / 90) % 4) % 4 + 4) % 4
        guard turns != 0 else { return true }
        var scores = known
        if scores[0] == nil || scores[turns] == nil {
            guard let (sample, engine) = try prepared(image, probe: probe) else { return nil }
            for t in [0, turns] where scores[t] == nil {
                scores[t] = try engine.readingQuality(t == 0 ? sample : try sample.rotated(quarterTurns: t), resolution: dpi).score
            }
        }
        let (upright, turned) = (scores[0] ?? 0, scores[turns] ?? 0)
        return turned >= minScore && turned - upright >= margin
    }

    /// The greyscale sample where `probe` shows text-like ink, and the engine (made on first need).
    private func prepared(_ image: Image, probe: TextProbe) throws -> (Image, TesseractEngine)? {
        guard let (x, y, side) = Self.sampleWindow(in: probe.binary, resolution: probe.resolution,
                                                   inches: sampleInches) else { return nil }
        let scale = 1 << probe.halvings
        guard let sample = try image.croppedGray(x: x * scale, y: y * scale, width: side * scale, height: side * scale)
        else { return nil }
        if engine == nil { engine = try models.engine(languages, dataPath: dataPath, mode: .singleBlock) }
        guard let engine else { return nil }
        return (sample, engine)
    }

    /// The clockwise turn the page has (OSD's convention) when the sample read clearly best after `t` quarter
    /// turns clockwise: turning it `t` more made it upright, so it stands (4 − t) quarters turned.
    static func decide(_ scores: [Double], margin: Double, minScore: Double) -> Int? {
        let order = scores.indices.sorted { scores[$0] > scores[$1] }
        guard order.count == 4, scores[order[0]] >= minScore, scores[order[0]] - scores[order[1]] >= margin else { return nil }
        return (4 - order[0]) % 4 * 90
    }

    /// A square window of about `inches` (at most 60 % of the page's short side) over text-like ink: windows
    /// on a half-window grid, the one whose share of black pixels is closest to body text's (≈ 12 % on a
    /// 150 ppi 1-bit copy); emptier windows hold little text, far darker ones are pictures or the dark
    /// border a photo can leave. Returns the window in `binary`'s pixels; nil when every window is nearly blank.
    static func sampleWindow(in binary: Image, resolution: Int, inches: Double) -> (x: Int, y: Int, side: Int)? {
        let (w, h) = (binary.width, binary.height)
        let side = max(16, min(Int(inches * Double(max(1, resolution))), Int(0.6 * Double(min(w, h)))))
        guard side <= min(w, h) else { return nil }
        let step = max(1, side / 2)
        var best: (x: Int, y: Int, fit: Double)?
        var y = 0
        while y + side <= h {
            var x = 0
            while x + side <= w {
                if let count = binary.foregroundCount(x: x, y: y, width: side, height: side) {
                    let density = Double(count) / Double(side * side)
                    let fit = density <= 0.12 ? density / 0.12 : max(0, 1 - (density - 0.12) / 0.18)
                    if fit > (best?.fit ?? 0) { best = (x, y, fit) }
                }
                x += step
            }
            y += step
        }
        guard let best, best.fit >= 0.1 else { return nil }
        return (best.x, best.y, side)
    }
}
