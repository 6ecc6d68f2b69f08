import DocModel
import Pipeline
import Testing
@testable import Ingest

/// The `language_switch` stage on a real German page read first with the English model.
@Suite struct LanguageSwitchTests {
    @Test func germanPageReadInEnglishIsReadAgainWithGermanAndFrench() throws {
        // corpus/entities/scans/de-rechnung.png: the English model reads "50968 Köln" as "50968 K6In".
        let data = try Repo.data("corpus/entities/scans/de-rechnung.png")
        let pipeline = PipelineDefinition(name: "switch", version: 1, pages: [
            StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")]),
            StageSpec(stage: "language_switch", options: ["languages": .string("eng+deu+fra")]),
        ], document: [])
        let document = try #require(try DocumentReader(pipeline: pipeline).read(path: "de-rechnung.png", data: data).document)
        #expect(document.invariantViolations().isEmpty)
        let text = document.blocks.map(\.text).joined(separator: "\n")
        #expect(text.contains("50968 Köln"))
        #expect(!text.contains("K6In"))
    }
}
