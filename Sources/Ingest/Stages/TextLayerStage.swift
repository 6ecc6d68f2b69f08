import DocModel
import Pipeline

/// Reads a PDF page's own text layer, when it has a usable one, so the page needs no OCR.
struct TextLayerStage: PageStage {
    let name = "text_layer"
    /// Fewer letters and digits than this and the layer is treated as absent (scanners often leave a few
    /// stray characters, or an empty layer, on image-only pages).
    var minCharacters: Int
    /// Words by which a layer over a page-filling image is judged against the page's own OCR (`reread_scans`);
    /// nil: every usable layer is taken as it is.
    var scanWords: WordList?

    func applies(to work: PageWork) -> Bool { work.pdfPage != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let pdfPage = work.pdfPage else { return }
        let lines = pdfPage.textLines(dpi: work.dpi)
        let text = lines.map(\.text).joined()
        let useful = text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.count
        let junk = text.unicodeScalars.filter { $0 == "\u{FFFD}" || $0.properties.generalCategory == .control }.count
        // A layer of mostly unmappable glyphs (fonts without a ToUnicode map) reads worse than OCR.
        guard useful >= minCharacters, junk * 10 < max(1, text.unicodeScalars.count) else { return }
        let paragraphs = TextLayerParagraphs.group(lines)
        if let scanWords, let pdfPage = work.pdfPage, pdfPage.largestImageShare >= ScannedTextLayer.minImageShare {
            // Held aside, so `rasterize` and the stages after it read the scan as they read any image page.
            work.heldLayer = ScannedTextLayer(paragraphs: paragraphs, dpi: work.dpi, words: scanWords)
            return
        }
        work.paragraphs = paragraphs
        work.textSource = .textLayer
    }
}

/// Groups a text layer's lines into paragraphs: a new paragraph starts after a vertical gap larger
/// than most line spacing, or where the text jumps back up (a new column).
enum TextLayerParagraphs {
    static func group(_ lines: [Line]) -> [[Line]] {
        guard !lines.isEmpty else { return [] }
        let heights = lines.map(\.box.height).sorted()
        let typical = max(1, heights[heights.count / 2])
        var paragraphs: [[Line]] = []
        var current: [Line] = []
        for line in lines {
            if let last = current.last {
                let gap = line.box.y - last.box.maxY
                let newColumn = line.box.maxY < last.box.y
                let sizeChange = abs(line.box.height - last.box.height) * 3 > max(line.box.height, last.box.height)
                if gap > typical * 3 / 4 || newColumn || sizeChange {
                    paragraphs.append(current)
                    current = []
                }
            }
            current.append(line)
        }
        paragraphs.append(current)
        return paragraphs
    }
}

extension TextLayerStage {
    static let definition: StageDefinition = .page(
        "text_layer", "Use a PDF page's own text layer when it has one (no OCR); a layer over a page-filling image (a scan another tool read) only when the page's own OCR reads no more dictionary words",
        options: [.init("min_characters", .integer, default: .integer(20)), .init("reread_scans", .bool, default: .bool(true))],
        inDefaultPipeline: ["min_characters": .integer(20), "reread_scans": .bool(true)]) { spec, _ in
        TextLayerStage(minCharacters: definition.int("min_characters", spec),
                       scanWords: definition.bool("reread_scans", spec) ? WordList.standard : nil)
    }
}
