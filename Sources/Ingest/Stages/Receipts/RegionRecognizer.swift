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

    func recognize(_ image: Image, regions: [PaperRegion], resolution: Int) throws -> [[Line]] {
        var paragraphs: [[Line]] = []
        for region in regions {
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
            for paragraph in try engine.recognize(upright, resolution: ppi) {
                paragraphs.append(paragraph.lines.compactMap { line in
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
                })
            }
        }
        return paragraphs
    }

    static func line(_ line: Line, words: [Word]) -> Line? {
        guard let box = Box.enclosing(words.map(\.box)) else { return nil }
        var moved = line
        moved.words = words
        moved.box = box
        return moved
    }
}
