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

    func recognize(_ image: Image, regions: [PaperRegion], resolution: Int) throws -> [[Line]] {
        var paragraphs: [[Line]] = []
        for region in regions {
            let width = Int((region.width + 2 * margin).rounded(.up)), height = Int((region.height + 2 * margin).rounded(.up))
            let upright = try image.warped(width: width, height: height) { u, v in
                let p = region.pagePoint(u: u - margin, v: v - margin)
                return (p.x, p.y)
            }
            upright.resolution = resolution
            for paragraph in try engine.recognize(upright, resolution: resolution) {
                paragraphs.append(paragraph.lines.compactMap { line in
                    let words = line.words.map { word in
                        var moved = word
                        let centre = region.pagePoint(u: Double(word.box.x) + Double(word.box.width) / 2 - margin,
                                                      v: Double(word.box.y) + Double(word.box.height) / 2 - margin)
                        moved.box = Box(x: Int((centre.x - Double(word.box.width) / 2).rounded()),
                                        y: Int((centre.y - Double(word.box.height) / 2).rounded()),
                                        width: word.box.width, height: word.box.height)
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
