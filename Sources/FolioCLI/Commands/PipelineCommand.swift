import Ingest
import Pipeline

/// `folio pipeline validate FILE` and `folio pipeline stages`.
struct PipelineCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "pipeline", abstract: "Check a pipeline definition, or list the stages and their options.",
        arguments: "validate FILE | stages", options: [])

    var context: CommandContext
    var action: String
    var file: String?

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        self.context = context
        switch (arguments.positionals.first, arguments.positionals.count) {
        case ("validate", 2): action = "validate"; file = arguments.positionals[1]
        case ("validate", _): throw UsageError.missingArgument(command: "pipeline validate", argument: "FILE")
        case ("stages", 1): action = "stages"
        case (let other?, _): throw UsageError.unexpectedArgument(command: "pipeline", argument: other)
        case (nil, _): throw UsageError.missingArgument(command: "pipeline", argument: "validate FILE | stages")
        }
    }

    func run() throws -> ExitCode {
        if action == "stages" {
            for section in ["pages", "document"] {
                let stages = StageRegistry.definitions.filter { $0.section == section }.sorted { $0.name < $1.name }
                guard !stages.isEmpty else { continue }
                context.console.out("\(section) stages:\n")
                for stage in stages {
                    let options = stage.options.sorted { $0.name < $1.name }.map(Self.describe)
                    context.console.out("  \(stage.name) — \(stage.summary)\n" + (options.isEmpty ? "" : "      options: " + options.joined(separator: ", ") + "\n"))
                }
            }
            return .ok
        }
        let pipeline = try PipelineLoader.load(file)
        context.console.out("\(file ?? ""): pipeline '\(pipeline.name)' is valid: pages \(pipeline.pages.map(\.stage).joined(separator: " → "))"
            + (pipeline.document.isEmpty ? "" : "; document \(pipeline.document.map(\.stage).joined(separator: " → "))") + "\n")
        return .ok
    }

    /// "dpi: integer = 300 (50…1200)": an option's kind, default and the range Folio accepts, where it has them.
    static func describe(_ option: StageDefinition.Option) -> String {
        var text = "\(option.name): \(option.kind.rawValue)"
        if let value = option.defaultValue { text += " = " + value.text }
        if let range = option.range {
            text += range.upperBound == .infinity ? " (at least \(Self.number(range.lowerBound)))"
                : " (\(Self.number(range.lowerBound))…\(Self.number(range.upperBound)))"
        }
        return text
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension OptionValue {
    /// The value as a pipeline file writes it.
    var text: String {
        switch self {
        case .integer(let v): String(v)
        case .number(let v): PipelineCommand.number(v)
        case .string(let v): "\"\(v)\""
        case .bool(let v): String(v)
        case .strings(let v): v.isEmpty ? "{}" : "{…}"
        }
    }
}
