import DocModel
import Foundation
import ReviewExport
import Store

/// `folio show ID|SHA|PATH`: one stored document as an outline, its text, or JSON.
struct ShowCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "show", abstract: "Show one stored document (by id, SHA-256 prefix or path).", arguments: "ID|SHA|PATH",
        options: [
            CommandContext.dbOption,
            .init(name: "json", value: nil, help: "The document as JSON (schemas/document.schema.json)."),
            .init(name: "text", value: nil, help: "The document's text only, page by page."),
        ])

    var context: CommandContext
    var reference: String
    var databasePath: String
    var format: String

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard arguments.positionals.count == 1, let reference = arguments.positionals.first else {
            throw UsageError.missingArgument(command: "show", argument: "ID|SHA|PATH")
        }
        if arguments.flag("json") && arguments.flag("text") {
            throw UsageError.invalidValue(command: "show", option: "--json", value: "--text", expected: "only one of --json, --text")
        }
        self.context = context
        self.reference = reference
        databasePath = context.databasePath(arguments)
        format = arguments.flag("json") ? "json" : arguments.flag("text") ? "text" : "outline"
    }

    func run() throws -> ExitCode {
        try CommandContext.requireDatabase(databasePath)
        let store = try DocumentStore(path: databasePath)
        guard let id = try store.resolve(reference), let stored = try store.storedDocument(id: id) else {
            throw CommandFailure(code: .noInput, message: "no stored document matches '\(reference)'")
        }
        let document = try store.loadDocument(id: id)
        switch format {
        case "json":
            guard let document else {
                throw CommandFailure(code: .failure, message: "document #\(id) (\(stored.path)) failed: \(stored.error ?? "unknown reason")")
            }
            context.console.out(try JSONOutput.pretty(document))
        case "text":
            for page in document?.pages ?? [] {
                context.console.out("--- page \(page.number) ---\n" + (document?.text(page: page.number) ?? "") + "\n")
            }
        default:
            var header = "#\(stored.id) \(stored.path)\n  sha256 \(stored.sha256)\n  \(stored.status.rawValue), ingested \(stored.ingestedAt)\n"
            if let error = stored.error { header += "  \(error)\n" }  // already "error: stage: message"
            let review = ReviewWriter.defaultFolder(databasePath: databasePath).appendingPathComponent("document-\(id).html")
            if FileManager.default.fileExists(atPath: review.path) { header += "  review: \(review.path)\n" }
            if !stored.timings.isEmpty {
                header += "  timings: " + stored.timings.map { timing in
                    String(format: "%@ %.2f s", timing.stage, timing.seconds) + (timing.cpuSeconds.map { String(format: " (CPU %.2f s)", $0) } ?? "")
                }.joined(separator: ", ") + "\n"
            }
            context.console.out(header + (document.map(DetectionOutline.text) ?? "") + (document?.dump() ?? ""))
        }
        return .ok
    }
}
