import Foundation

/// A pipeline as written in `pipelines/*.json` (see `schemas/pipeline.schema.json`): the stages run on
/// every page, then the stages run once on the whole document, each with its options.
public struct PipelineDefinition: Hashable, Codable, Sendable {
    public var name: String
    public var version: Int
    public var pages: [StageSpec]
    public var document: [StageSpec]

    public init(name: String, version: Int = 1, pages: [StageSpec], document: [StageSpec]) {
        self.name = name
        self.version = version
        self.pages = pages
        self.document = document
    }

    /// Reads and validates a definition against `catalog`: unknown keys, stages and options are rejected
    /// before any document is read, naming the file and the key.
    public static func load(contentsOf path: String, catalog: StageCatalog) throws(PipelineError) -> PipelineDefinition {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "no such file or not readable")
        }
        return try decode(data, file: path, catalog: catalog)
    }

    public static func decode(_ data: Data, file: String, catalog: StageCatalog) throws(PipelineError) -> PipelineDefinition {
        let value: JSONValue
        do { value = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw .unreadable(file: file, reason: "not valid JSON")
        }
        guard let root = value.object else { throw .unreadable(file: file, reason: "the top level must be an object") }
        for key in root.keys where !["name", "version", "pages", "document", "description", "$schema"].contains(key) {
            throw .unknownKey(file: file, key: key)
        }
        guard let name = root["name"]?.string, !name.isEmpty else { throw .missingKey(file: file, key: "name") }
        let version = root["version"]?.integer ?? 1
        let pages = try stages(root["pages"], section: "pages", file: file, catalog: catalog)
        let document = try stages(root["document"], section: "document", file: file, catalog: catalog)
        return PipelineDefinition(name: name, version: version, pages: pages, document: document)
    }

    private static func stages(_ value: JSONValue?, section: String, file: String,
                               catalog: StageCatalog) throws(PipelineError) -> [StageSpec] {
        guard let value else { return [] }
        guard let list = value.array?.compactMap(\.object), list.count == value.array?.count else {
            throw .invalidValue(file: file, key: section, reason: "must be an array of {\"stage\": …} objects")
        }
        var specs: [StageSpec] = []
        for entry in list {
            for key in entry.keys where !["stage", "options"].contains(key) {
                throw .unknownKey(file: file, key: "\(section)[].\(key)")
            }
            guard let stage = entry["stage"]?.string else { throw .missingKey(file: file, key: "\(section)[].stage") }
            guard let descriptor = catalog.stages[stage], descriptor.section == section else {
                throw .unknownStage(file: file, section: section, stage: stage,
                                    known: catalog.stages.values.filter { $0.section == section }.map(\.name).sorted())
            }
            let rawOptions = entry["options"]?.object ?? [:]
            var options: [String: OptionValue] = [:]
            for (key, raw) in rawOptions {
                guard let kind = descriptor.options[key] else {
                    throw .unknownOption(file: file, stage: stage, option: key, known: descriptor.options.keys.sorted())
                }
                guard let parsed = OptionValue(raw, kind: kind) else {
                    throw .invalidValue(file: file, key: "\(stage).\(key)", reason: "expected \(kind.rawValue)")
                }
                options[key] = parsed
            }
            specs.append(StageSpec(stage: stage, options: options))
        }
        return specs
    }
}

/// One stage of a pipeline and its options.
public struct StageSpec: Hashable, Codable, Sendable {
    public var stage: String
    public var options: [String: OptionValue]

    public init(stage: String, options: [String: OptionValue] = [:]) {
        self.stage = stage
        self.options = options
    }
}

extension PipelineDefinition {
    /// The pipeline with each named document stage appended (default options) unless it already runs:
    /// evaluations need the stage that produces what they measure, whatever pipeline they were given.
    public func ensuringDocumentStages(_ names: [String]) -> PipelineDefinition {
        var copy = self
        for name in names where !copy.document.contains(where: { $0.stage == name }) {
            copy.document.append(StageSpec(stage: name))
        }
        return copy
    }
}
