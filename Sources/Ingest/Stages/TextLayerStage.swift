import DocModel
import Pipeline

/// Reads a PDF page's own text layer, when it has a usable one, so the page needs no OCR.
struct TextLayerStage: PageStage {
    let name = "text_layer"
    /// Fewer letters and digits than this and the layer is treated as absent (scanners often leave a few
    /// stray characters, or an empty layer, on image-only pages).
    var minCharacters: Int

    func applies(to work: PageWork) -> Bool { work.pdfPage != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let pdfPage = work.pdfPage else { return }
        let lines = pdfPage.textLines(dpi: work.dpi)
        let text = lines.map(\.text).joined()
        let useful = text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.count
        let junk = text.unicodeScalars.filter { $0 == "\u{FFFD}" || $0.properties.generalCategory == .control }.count
        // A layer of mostly unmappable glyphs (fonts without a ToUnicode map) reads worse than OCR.
        guard useful >= minCharacters, junk * 10 < max(1, text.unicodeScalars.count) else { return }
        work.paragraphs = TextLayerParagraphs.group(lines)
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
        "text_layer", "Use a PDF page's own text layer when it has one (no OCR)",
        options: [.init("min_characters", .integer, default: .integer(20))],
        inDefaultPipeline: ["min_characters": .integer(20)]) { spec, _ in
        TextLayerStage(minCharacters: definition.int("min_characters", spec))
    }
}
