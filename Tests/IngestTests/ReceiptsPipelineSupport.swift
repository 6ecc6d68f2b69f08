import DocModel
import Pipeline
import Testing
@testable import Ingest

/// Reads a corpus file with the shipped receipts pipeline (pipelines/receipts.json, real Tesseract), for the
/// receipt suites; the document must come out whole and consistent.
enum ReceiptsPipeline {
    /// `without`: stages left out, for a test about what the receipt rules do with a misreading that a
    /// later stage of the shipped pipeline happens to read right.
    static func read(_ relative: String, without: Set<String> = []) throws -> Document {
        var pipeline = try PipelineDefinition.load(contentsOf: Repo.path("pipelines/receipts.json"),
                                                   catalog: StageRegistry().catalog)
        pipeline.pages.removeAll { without.contains($0.stage) }
        let report = try DocumentReader(pipeline: pipeline).read(path: relative, data: try Repo.data(relative))
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        return document
    }
}
