import Foundation
import Ingest
import Pipeline
import Testing

/// `schemas/pipeline.schema.json` is written by hand for editors and `jsonschema`; the stage catalog is what
/// Folio validates with. These tests fail when a stage or an option is added to one and forgotten in the other.
@Suite struct StageSchemaAgreementTests {
    /// Stage name → option name → the JSON type the schema gives it (nil: an `enum` without a type).
    typealias SchemaStages = [String: [String: String?]]

    func schemaStages(_ section: String) throws -> SchemaStages {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repo.path("schemas/pipeline.schema.json")))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try #require(root["$defs"] as? [String: Any])
        let entries = try #require((defs[section] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var stages: SchemaStages = [:]
        for entry in entries {
            let properties = try #require(entry["properties"] as? [String: Any])
            let name = try #require((properties["stage"] as? [String: Any])?["const"] as? String)
            let options = ((properties["options"] as? [String: Any])?["properties"] as? [String: Any]) ?? [:]
            stages[name] = options.mapValues { ($0 as? [String: Any])?["type"] as? String }
        }
        return stages
    }

    func catalogStages(_ section: String) -> [String: StageCatalog.Descriptor] {
        StageRegistry().catalog.stages.filter { $0.value.section == section }
    }

    /// The JSON Schema type an option kind is written as.
    func schemaType(_ kind: OptionValue.Kind) -> String {
        switch kind {
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .bool: "boolean"
        case .strings: "object"
        }
    }

    @Test(arguments: [("pages", "pageStage"), ("document", "documentStage")])
    func schemaNamesTheCatalogsStagesAndOptions(section: String, definition: String) throws {
        let schema = try schemaStages(definition)
        let catalog = catalogStages(section)
        #expect(Set(schema.keys) == Set(catalog.keys), "stages of \(section) in the schema and the catalog differ")
        for (name, descriptor) in catalog {
            guard let options = schema[name] else { continue }
            #expect(Set(options.keys) == Set(descriptor.options.keys), "options of '\(name)' differ")
            for (option, kind) in descriptor.options {
                // An option the schema restricts to an enum of strings carries no type of its own.
                guard let declared = options[option], let type = declared else { continue }
                #expect(type == schemaType(kind), "'\(name).\(option)': schema says \(type), catalog \(kind.rawValue)")
            }
        }
    }
}
