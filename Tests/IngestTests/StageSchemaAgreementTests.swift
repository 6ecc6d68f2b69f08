import Foundation
import Pipeline
import Testing
@testable import Ingest

/// `schemas/pipeline.schema.json` is written by hand for editors and `jsonschema`; the stage definitions are what
/// Folio validates with. These tests fail when a stage, an option, its kind or its range is added to one and
/// forgotten in the other.
@Suite struct StageSchemaAgreementTests {
    /// One option as the schema states it.
    struct SchemaOption: Equatable {
        /// The JSON type (nil: an `enum` without a type).
        var type: String?
        var minimum: Double?
        var maximum: Double?
    }

    /// Stage name → option name → what the schema says of it, for one section.
    typealias SchemaStages = [String: [String: SchemaOption]]

    static func schemaStages(_ definition: String) throws -> SchemaStages {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repo.path("schemas/pipeline.schema.json")))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try #require(root["$defs"] as? [String: Any])
        let entries = try #require((defs[definition] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var stages: SchemaStages = [:]
        for entry in entries {
            let properties = try #require(entry["properties"] as? [String: Any])
            let name = try #require((properties["stage"] as? [String: Any])?["const"] as? String)
            let options = ((properties["options"] as? [String: Any])?["properties"] as? [String: Any]) ?? [:]
            stages[name] = options.mapValues { value in
                let option = value as? [String: Any] ?? [:]
                return SchemaOption(type: option["type"] as? String, minimum: (option["minimum"] as? NSNumber)?.doubleValue,
                                    maximum: (option["maximum"] as? NSNumber)?.doubleValue)
            }
        }
        return stages
    }

    /// The JSON Schema type an option kind is written as.
    static func schemaType(_ kind: OptionValue.Kind) -> String {
        switch kind {
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .bool: "boolean"
        case .strings: "object"
        }
    }

    /// What the schema and the definitions of one section disagree on, one line each; empty when they agree.
    static func differences(schema: SchemaStages, definitions: [StageDefinition]) -> [String] {
        var found: [String] = []
        let defined = Dictionary(definitions.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for name in Set(defined.keys).subtracting(schema.keys).sorted() { found.append("stage '\(name)' is not in the schema") }
        for name in Set(schema.keys).subtracting(defined.keys).sorted() { found.append("stage '\(name)' is only in the schema") }
        for (name, definition) in defined.sorted(by: { $0.key < $1.key }) {
            guard let options = schema[name] else { continue }
            let names = Set(definition.options.map(\.name))
            for option in names.symmetricDifference(options.keys).sorted() { found.append("option '\(name).\(option)' is in one only") }
            for option in definition.options {
                guard let stated = options[option.name] else { continue }
                // An option the schema restricts to an enum of strings carries no type of its own.
                if let type = stated.type, type != schemaType(option.kind) {
                    found.append("'\(name).\(option.name)': schema says \(type), definition \(option.kind.rawValue)")
                }
                // A range Folio refuses values outside of is the schema's minimum and maximum.
                if let range = option.range {
                    let upper = range.upperBound == .infinity ? nil : range.upperBound
                    if stated.minimum != range.lowerBound || stated.maximum != upper {
                        found.append("'\(name).\(option.name)': schema's range \(String(describing: stated.minimum))…\(String(describing: stated.maximum)), definition \(range)")
                    }
                }
            }
        }
        return found
    }

    @Test(arguments: [("pages", "pageStage"), ("document", "documentStage")])
    func schemaStatesEveryDefinedStageOptionKindAndRange(section: String, definition: String) throws {
        let definitions = StageRegistry.definitions.filter { $0.section == section }
        #expect(Self.differences(schema: try Self.schemaStages(definition), definitions: definitions) == [])
    }

    /// A stage added to the registry without its schema entry is caught, and so is an option it gains.
    @Test func aStageOrOptionForgottenInTheSchemaIsReported() throws {
        let schema = try Self.schemaStages("pageStage")
        let forgotten = StageDefinition.page("forgotten", "a stage whose schema entry was not written",
                                             options: [.init("size", .integer)]) { _, _ in nil }
        let pages = StageRegistry.definitions.filter { $0.section == "pages" }
        #expect(Self.differences(schema: schema, definitions: pages + [forgotten]) == ["stage 'forgotten' is not in the schema"])
        var widened = schema
        widened["text_layer"]?["min_characters"] = nil
        #expect(Self.differences(schema: widened, definitions: pages) == ["option 'text_layer.min_characters' is in one only"])
    }
}
