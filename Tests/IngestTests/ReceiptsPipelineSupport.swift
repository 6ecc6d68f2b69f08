import DocModel
import Pipeline
import Testing
@testable import Ingest

/// Reads a corpus file with the shipped receipts pipeline (pipelines/receipts.json, real Tesseract), for the
/// receipt suites; the document must come out whole and consistent.
enum ReceiptsPipeline {
    static func read(_ relative: String) throws -> Document {
        let pipeline = try PipelineDefinition.load(contentsOf: Repo.path("pipelines/receipts.json"),
                                                   catalog: StageRegistry().catalog)
        let report = try DocumentReader(pipeline: pipeline).read(path: relative, data: try Repo.data(relative))
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        return document
    }
}
