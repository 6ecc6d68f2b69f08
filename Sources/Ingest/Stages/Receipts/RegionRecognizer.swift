import DocModel
import Imaging
import OCR

/// OCR of a page holding several pieces of paper: each region is cut out upright (turned back by its
/// angle, with a white margin) and read on its own, so that Tesseract's single-block mode never joins the
/// lines of receipts lying side by side, and a tilted receipt is read straight. Word boxes come back on
/// the page: the box of the same size centred where the word's centre lies on the page.
struct RegionRecognizer {
    let engine: TesseractEngine
    /// White margin round each cut-out, in pixels.
    var margin = 16.0
    /// The cut-out is sampled this many times finer than the page. On corpus/receipts-multi 1.5× and 2× read
    /// no better (item F1 0.930 / 0.897 against 0.905 at 1×, totals 14/15 at 1.5×) and cost 2–4× the OCR time.
    var scale = 1.0
    /// Paint the margin and whatever lies beyond the piece white (on corpus/receipts-multi: items read 40 → 41
    /// of 46, receipts balancing 9 → 10 of 15, against cutting out the lid with it).
    var whiteMargin = true

    /// A region whose reading is less sure than this (mean word confidence, by length) is also read end over
    /// end (a receipt laid upside down on the flatbed), and the surer reading kept.
    var doubtfulReading = 0.7
    /// How much surer the end-over-end reading must be to replace the first.
    var turnMargin = 0.15

    /// The regions' lines, and the regions as read (some perhaps turned end over end).
    func recognize(_ image: Image, regions: [PaperRegion], resolution: Int) throws -> (lines: [[Line]], regions: [PaperRegion]) {
        var paragraphs: [[Line]] = []
        var asRead: [PaperRegion] = []
        for var region in regions {
            var reading = try read(region, of: image, resolution: resolution)
            // The region finder knows which way the print runs, not which end is up: only a doubtful reading
            // pays for a second one.
            if Self.confidence(reading) < doubtfulReading {
                let turned = try read(region.halfTurned, of: image, resolution: resolution)
                if Self.confidence(turned) > Self.confidence(reading) + turnMargin {
                    reading = turned
                    region = region.halfTurned
                }
            }
            paragraphs += reading
            asRead.append(region)
        }
        return (paragraphs, asRead)
    }

    /// Mean word confidence weighted by the words' length (0 when nothing was read).
    static func confidence(_ paragraphs: [[Line]]) -> Double {
        let words = paragraphs.joined().flatMap(\.words)
        let letters = words.reduce(0) { $0 + $1.text.count }
        guard letters > 0 else { return 0 }
        return words.reduce(0) { $0 + $1.confidence * Double($1.text.count) } / Double(letters)
    }

    /// The region cut out upright and read; word boxes mapped back onto the page.
    private func read(_ region: PaperRegion, of image: Image, resolution: Int) throws -> [[Line]] {
        let width = Int(((region.width + 2 * margin) * scale).rounded(.up))
        let height = Int(((region.height + 2 * margin) * scale).rounded(.up))
        let upright = try image.warped(width: width, height: height) { u, v in
            let ru = u / scale - margin, rv = v / scale - margin
            // Outside the piece is white (`warped` paints points off the image white), not the lid: a
            // grey or dark lid in the margin would pull Tesseract's threshold.
            guard !whiteMargin || (ru >= 0 && rv >= 0 && ru <= region.width && rv <= region.height) else { return (-1e6, -1e6) }
            let p = region.pagePoint(u: ru, v: rv)
            return (p.x, p.y)
        }
        let ppi = Int((Double(resolution) * scale).rounded())
        upright.resolution = ppi
        return try engine.recognize(upright, resolution: ppi).map { paragraph in
            paragraph.lines.compactMap { line in
                let words = line.words.map { word in
                    var moved = word
                    let centre = region.pagePoint(u: (Double(word.box.x) + Double(word.box.width) / 2) / scale - margin,
                                                  v: (Double(word.box.y) + Double(word.box.height) / 2) / scale - margin)
                    let w = Double(word.box.width) / scale, h = Double(word.box.height) / scale
                    moved.box = Box(x: Int((centre.x - w / 2).rounded()), y: Int((centre.y - h / 2).rounded()),
                                    width: Int(w.rounded()), height: Int(h.rounded()))
                    return moved
                }
                return Self.line(line, words: words)
            }
        }
    }

    static func line(_ line: Line, words: [Word]) -> Line? {
        guard let box = Box.enclosing(words.map(\.box)) else { return nil }
        var moved = line
        moved.words = words
        moved.box = box
        return moved
    }
}
