import Pipeline
import Testing
@testable import Ingest

/// A stage's option defaults are stated once, in its definition: a factory reads an option its pipeline entry leaves
/// out through the definition (`StageDefinition.int` and its kin), never from a fallback of its own.
@Suite struct StageDefaultsTests {
    static func pipeline(_ spec: StageSpec, section: String) -> PipelineDefinition {
        section == "pages" ? PipelineDefinition(name: "t", pages: [spec], document: [])
            : PipelineDefinition(name: "t", pages: [], document: [spec])
    }

    @Test func everyStageBuildsFromAnEntryThatNamesNoOption() throws {
        // An option read as having a default that its definition does not declare stops a debug build here.
        let registry = StageRegistry()
        var built: [String] = []
        for definition in StageRegistry.definitions {
            let pipeline = Self.pipeline(StageSpec(stage: definition.name, options: [:]), section: definition.section)
            let count = definition.section == "pages" ? try registry.makePageStages(pipeline).count
                : registry.makeDocumentStages(pipeline).count
            if count > 0 { built.append(definition.name) }
        }
        // `decode` alone builds no stage: its options are the opener's.
        #expect(built == StageRegistry.definitions.map(\.name).filter { $0 != "decode" })
    }

    @Test func anOptionLeftOutTakesTheDefaultItsDefinitionDeclares() throws {
        let ocr = try #require(try StageRegistry().makePageStages(Self.pipeline(StageSpec(stage: "ocr", options: [:]), section: "pages"))
            .first as? OCRStage)
        #expect(ocr.engine.languages == "eng")
        let german = try #require(try StageRegistry().makePageStages(
            Self.pipeline(StageSpec(stage: "ocr", options: ["languages": .string("deu")]), section: "pages")).first as? OCRStage)
        #expect(german.engine.languages == "deu")
        // `merchant_memory.revote_batch` is declared true: an entry naming no option still revotes.
        #expect(MerchantRevote(pipeline: Self.pipeline(StageSpec(stage: "merchant_memory", options: [:]), section: "document")) != nil)
        #expect(MerchantRevote(pipeline: Self.pipeline(StageSpec(stage: "merchant_memory", options: ["revote_batch": .bool(false)]),
                                                       section: "document")) == nil)
    }

    @Test func aPipelinesOptionValueIsItsOwnElseTheStagesDefault() {
        let bare = PipelineDefinition(name: "t", pages: [], document: [])
        #expect(StageRegistry.value(of: "dpi", stage: "rasterize", in: bare) == .integer(300))
        let fine = Self.pipeline(StageSpec(stage: "rasterize", options: ["dpi": .integer(400)]), section: "pages")
        #expect(StageRegistry.value(of: "dpi", stage: "rasterize", in: fine) == .integer(400))
        #expect(StageRegistry.value(of: "memory_mb", stage: "rasterize", in: fine) == nil)
    }
}
