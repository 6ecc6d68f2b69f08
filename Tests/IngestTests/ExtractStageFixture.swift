import DocModel
import Foundation
import Pipeline
@testable import Ingest

/// Runs the default `extract` stage (US region, month-first dates) over blocks written by hand: the roles it
/// gives (address, date line, letterhead) read from detected data.
enum ExtractStageFixture {
    static func run(_ blocks: [Block]) throws -> [Block] {
        let json = #"{"name":"t","version":1,"pages":[],"document":[{"stage":"extract","options":{"region":"US","date_order":"mdy"}}]}"#
        let registry = StageRegistry()
        let pipeline = try PipelineDefinition.decode(Data(json.utf8), file: "t.json", catalog: registry.catalog)
        var document = Document(source: Source(path: "/inbox/letter.png", sha256: "", mediaType: "image/png", byteCount: 0))
        document.blocks = blocks
        var diagnostics: [Diagnostic] = []
        for stage in registry.makeDocumentStages(pipeline) { try stage.process(&document, diagnostics: &diagnostics) }
        return document.blocks
    }

    /// A paragraph of `texts`, one line each, `pitch` pixels apart, words 90 px apart and `height` high.
    static func paragraph(_ id: String, _ texts: [String], x: Int = 10, y: Int, height: Int = 20, pitch: Int = 40) -> Block? {
        let lines = texts.enumerated().compactMap { l, text in
            Line(words: text.split(separator: " ").enumerated().map { i, word in
                Word(text: String(word), box: Box(x: x + 90 * i, y: y + pitch * l, width: 80, height: height), confidence: 0.9)
            })
        }
        return Block.paragraph(id: id, page: 1, lines: lines)
    }
}
