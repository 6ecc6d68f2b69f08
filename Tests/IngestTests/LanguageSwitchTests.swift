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

/// A Spanish page read in English is read again with Spanish and Italian, not German and French.
@Suite struct LanguageSwitchSpanishTests {
    @Test func spanishPageReadInEnglishIsReadAgainWithSpanishAndItalian() throws {
        // corpus/entities/scans/es-carta.png prints "Estimado Sr. Martín:"; English and French models read "Martin".
        let data = try Repo.data("corpus/entities/scans/es-carta.png")
        let pipeline = PipelineDefinition(name: "switch", version: 1, pages: [
            StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")]),
            StageSpec(stage: "language_switch", options: ["languages": .string("eng+deu+fra,spa+ita+eng")]),
        ], document: [])
        let document = try #require(try DocumentReader(pipeline: pipeline).read(path: "es-carta.png", data: data).document)
        let text = document.blocks.map(\.text).joined(separator: "\n")
        #expect(text.contains("Sr. Martín"))
    }
}

/// Without the German and French models the default pipeline still runs: the switch keeps the English
/// reading and says why on the page, instead of refusing to start.
@Suite struct LanguageSwitchWithoutModelsTests {
    @Test func missingModelsKeepTheEnglishReadingWithAWarning() throws {
        let data = try Repo.data("corpus/entities/scans/de-rechnung.png")
        // "xyz" is no language pack anyone installs: the engine cannot load it.
        let pipeline = PipelineDefinition(name: "switch", version: 1, pages: [
            StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")]),
            StageSpec(stage: "language_switch", options: ["languages": .string("eng+xyz")]),
        ], document: [])
        let report = try DocumentReader(pipeline: pipeline).read(path: "de-rechnung.png", data: data)
        let document = try #require(report.document)
        let text = document.blocks.map(\.text).joined(separator: "\n")
        #expect(text.contains("50968"))
        #expect(!text.contains("Köln"))
        let warning = try #require(report.diagnostics.first { $0.stage == "language_switch" })
        #expect(warning.severity == .warning)
        #expect(warning.page == 1)
        #expect(warning.message.contains("tesseract-ocr-xyz"))
    }
}
