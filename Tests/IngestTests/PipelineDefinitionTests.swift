import Foundation
import Ingest
import Pipeline
import Testing

@Suite struct PipelineDefinitionTests {
    let registry = StageRegistry()

    func decode(_ json: String) throws(PipelineError) -> PipelineDefinition {
        try PipelineDefinition.decode(Data(json.utf8), file: "p.json", catalog: registry.catalog)
    }

    @Test func everyShippedPipelineIsValid() throws {
        let folder = Repo.path("pipelines")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files {
            let path = folder + "/" + file
            let pipeline = try PipelineDefinition.load(contentsOf: path, catalog: registry.catalog)
            try registry.validate(pipeline, file: path)
        }
    }

    @Test func builtInDefaultIsTheShippedDefaultFile() throws {
        let shipped = try PipelineDefinition.load(contentsOf: Repo.path("pipelines/default.json"), catalog: registry.catalog)
        #expect(shipped == StageRegistry.defaultPipeline)
    }

    @Test func unknownStageIsRejectedNamingFileAndStage() {
        let error = #expect(throws: PipelineError.self) {
            try decode(#"{"name": "x", "pages": [{"stage": "ocr"}, {"stage": "sharpen"}]}"#)
        }
        #expect(error?.description.hasPrefix("p.json: unknown pages stage 'sharpen'") == true)
    }

    @Test func unknownOptionIsRejectedNamingTheKey() {
        let error = #expect(throws: PipelineError.self) {
            try decode(#"{"name": "x", "pages": [{"stage": "ocr", "options": {"language": "eng"}}]}"#)
        }
        #expect(error == .unknownOption(file: "p.json", stage: "ocr", option: "language", known: ["clear_rulings", "data_path", "fit_word_boxes", "languages", "psm", "variables"]))
    }

    @Test func wronglyTypedOptionAndUnknownTopLevelKeyAreRejected() {
        #expect(throws: PipelineError.invalidValue(file: "p.json", key: "rasterize.dpi", reason: "expected integer")) {
            try decode(#"{"name": "x", "pages": [{"stage": "rasterize", "options": {"dpi": "300"}}]}"#)
        }
        #expect(throws: PipelineError.unknownKey(file: "p.json", key: "stages")) {
            try decode(#"{"name": "x", "stages": []}"#)
        }
        #expect(throws: PipelineError.invalidValue(file: "p.json", key: "ocr.psm", reason: "expected one of auto, single_column, single_block, sparse_text, auto_osd")) {
            try registry.validate(try decode(#"{"name": "x", "pages": [{"stage": "ocr", "options": {"psm": "column"}}]}"#), file: "p.json")
        }
    }

    @Test func missingLanguagePackIsAConfigurationErrorNamingThePackage() {
        let pipeline = PipelineDefinition(name: "x", pages: [StageSpec(stage: "ocr", options: ["languages": .string("xyz")])], document: [])
        let error = #expect(throws: (any Error).self) { try DocumentReader(pipeline: pipeline) }
        #expect(error.map { "\($0)".contains("tesseract-ocr-xyz") } == true)
        #expect(error.map(isMissingResource) == true)
    }
}
