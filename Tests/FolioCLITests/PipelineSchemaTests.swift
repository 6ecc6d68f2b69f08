import Foundation
import TestSupport
import Testing

/// `schemas/pipeline.schema.json` against the pipelines Folio ships, checked by a real JSON Schema validator.
@Suite struct PipelineSchemaTests {
    static let schema = Repo.path("schemas/pipeline.schema.json")

    @Test(arguments: ["default", "european", "receipts"])
    func everyShippedPipelineFollowsTheSchema(_ name: String) throws {
        let errors = try JSONSchemaValidator.errors(schema: Self.schema, document: Repo.path("pipelines/\(name).json"))
        #expect(errors.isEmpty, "pipelines/\(name).json breaks the schema:\n\(errors.joined(separator: "\n"))")
    }

    @Test func aDocumentStageWithAnOptionItDoesNotHaveBreaksTheSchema() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("bad.json")
        try Data(#"{"name":"bad","version":1,"pages":[],"document":[{"stage":"spelling","options":{"min_list_length":7,"lexicon":"x"}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        #expect(try !JSONSchemaValidator.errors(schema: Self.schema, document: file).isEmpty)
    }
}
