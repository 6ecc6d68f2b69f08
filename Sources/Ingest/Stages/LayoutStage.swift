import DocModel
import Imaging
import Layout
import Pipeline

/// Recovers the page's structure (title, headings, paragraphs, lists, tables) from its words, and its
/// ruling lines from the pixels: the rendered or scanned image, or for a text-layer PDF page a
/// rendering made here at a lower resolution (rulings need no fine detail).
struct LayoutStage: PageStage {
    let name = "layout"
    /// Look for ruled tables in the pixels.
    var rulings: Bool
    /// Resolution a text-layer PDF page is rendered at to find its rulings.
    var rulingDPI: Int
    /// Words that keep a compound's line-end hyphen ("machine-encoded"); nil: none known.
    var words: WordList?

    func applies(to work: PageWork) -> Bool { !work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        var found: [Ruling] = []
        if rulings {
            found = try pageRulings(work)
        }
        var knownWord: (@Sendable (String) -> Bool)?
        if let words { knownWord = { words.contains($0) } }
        let layout = PageLayout(titleAllowed: work.number <= 2, knownWord: knownWord, placedExactly: work.textSource == .textLayer)
        work.blocks = layout.blocks(page: work.number, width: work.width, height: work.height,
                                    lines: work.paragraphs.flatMap { $0 }, rulings: found)
    }

    private func pageRulings(_ work: PageWork) throws -> [Ruling] {
        if let image = work.image {
            let shape = PageWork.rulingShape(dpi: work.dpi)
            return try image.rulings(minLength: shape.minLength, maxThickness: shape.maxThickness, maxGap: shape.maxGap).map { Ruling(box: $0) }
        }
        guard let pdfPage = work.pdfPage else { return [] }
        // Rulings are a refinement: a page too large to render even at the floor resolution has none.
        guard let dpi = pdfPage.renderingDPI(atMost: min(rulingDPI, work.dpi), maxPixels: work.maxPixels),
              let image = try work.renderedPDFPage(dpi: dpi, probeBlank: false) else { return [] }
        let scale = Double(work.dpi) / Double(dpi)
        return try image.rulings(minLength: dpi / 5, maxThickness: max(2, dpi / 25), maxGap: dpi / 75).map { box in
            let x = Int(Double(box.x) * scale), y = Int(Double(box.y) * scale)
            let w = min(Int((Double(box.width) * scale).rounded(.up)), max(0, work.width - x))
            let h = min(Int((Double(box.height) * scale).rounded(.up)), max(0, work.height - y))
            return Ruling(box: Box(x: x, y: y, width: max(0, w), height: max(0, h)))
        }
    }
}

extension LayoutStage {
    static let definition: StageDefinition = .page(
        "layout", "Title, headings, paragraphs, lists and tables in reading order, from the words and ruling lines",
        options: [.init("rulings", .bool, default: .bool(true)), .init("ruling_dpi", .integer, default: .integer(150)),
                  .init("word_lists", .string, default: .string(SpellingStage.defaultWordLists))],
        inDefaultPipeline: ["rulings": .bool(true), "ruling_dpi": .integer(150)]) { spec, _ in
        let files = StageDefinition.commaList(definition.string("word_lists", spec))
        return LayoutStage(rulings: definition.bool("rulings", spec), rulingDPI: definition.int("ruling_dpi", spec),
                           words: files.isEmpty ? nil : WordList.shared(files: files))
    }
}
