import DocModel
import Foundation
import Pipeline
import Testing
@testable import Ingest

/// The `extract` stage gives a letter's date line the `date` role: not prose, whatever the language.
@Suite struct DateLineRoleTests {
    /// The role of each one-line paragraph after the default `extract` stage.
    func roles(_ texts: [String]) throws -> [String: Block.Role?] {
        let json = #"{"name":"t","version":1,"pages":[],"document":[{"stage":"extract","options":{"region":"US","date_order":"mdy"}}]}"#
        let registry = StageRegistry()
        let pipeline = try PipelineDefinition.decode(Data(json.utf8), file: "t.json", catalog: registry.catalog)
        var document = Document(source: Source(path: "/inbox/letter.png", sha256: "", mediaType: "image/png", byteCount: 0))
        document.blocks = texts.enumerated().compactMap { n, text in
            let words = text.split(separator: " ").enumerated().map { i, word in
                Word(text: String(word), box: Box(x: 10 + 90 * i, y: 100 * n, width: 80, height: 20), confidence: 0.9)
            }
            return Line(words: words).flatMap { Block.paragraph(id: "b\(n + 1)", page: 1, lines: [$0]) }
        }
        var diagnostics: [Diagnostic] = []
        for stage in registry.makeDocumentStages(pipeline) { try stage.process(&document, diagnostics: &diagnostics) }
        return Dictionary(uniqueKeysWithValues: document.blocks.map { ($0.text, $0.role) })
    }

    @Test func aLettersDateLineIsNoProseInEnglishGermanAndFrench() throws {
        let dated = ["Lyon, le 16 mai 2026", "München, 12. Januar 2026", "March 3, 2026"]
        let prose = ["We will deliver the goods on March 3, 2026 as agreed with your office last week."]
        let found = try roles(dated + prose)
        for line in dated { #expect(found[line] == .some(.date), "\(line)") }
        #expect(found[prose[0]] == .some(nil))
    }
}
