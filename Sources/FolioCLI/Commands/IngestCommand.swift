import DocModel
import Foundation
import Ingest
import Pipeline
import Store

/// `folio ingest PATH...`: reads files and folders into the database.
struct IngestCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "ingest", abstract: "Read scans and PDFs (files or folders, recursively) into the database.",
        arguments: "PATH...",
        options: [
            CommandContext.dbOption,
            .init(name: "pipeline", value: "FILE", help: "Pipeline definition (default: the built-in pipelines/default.json)."),
            .init(name: "jobs", value: "N", help: "Files read in parallel, each worker with its own OCR engine (default: cores)."),
            .init(name: "json", value: nil, help: "Print one JSON object per file instead of text lines."),
            .init(name: "keep-images", value: "DIR", help: "Write each page as read (straightened, greyscale) to DIR as NAME-pN.png."),
            CommandContext.releaseModelsOption,
        ],
        discussion: """
            Folders are walked recursively; hidden files and sidecars (.json, .txt, .md, .xml, .csv, .yml, .yaml,
            .toml, .py, .sh) are skipped.
            A file whose content is already stored is not read again. A file that fails is left where it is and its
            reason is stored. Exit status: 0 when every file was stored (or already was), 1 when any failed.
            """)

    var context: CommandContext
    var paths: [String]
    var databasePath: String
    var pipeline: PipelineDefinition
    var jobs: Int
    var json: Bool
    var keepImages: String?
    var releasesModels: Bool

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError.missingArgument(command: "ingest", argument: "PATH") }
        self.context = context
        paths = arguments.positionals
        databasePath = context.databasePath(arguments)
        jobs = try arguments.integer("jobs", in: 1...256, command: "ingest") ?? ProcessInfo.processInfo.activeProcessorCount
        json = arguments.flag("json")
        keepImages = arguments.value("keep-images")
        releasesModels = arguments.flag("release-models")
        pipeline = try PipelineLoader.load(arguments.value("pipeline"))
    }

    func run() throws -> ExitCode {
        let (files, missing, undecodable) = InputFiles.expand(paths)
        let console = context.console
        for path in missing { console.err("error: \(path): no such file or folder\n") }
        for path in undecodable {
            console.err("error: \(path): the name is not valid UTF-8, not read (rename the file to have it read)\n")
        }
        let store = try DocumentStore(path: databasePath)
        let start = Date()
        let json = self.json
        if let keepImages { try FileManager.default.createDirectory(atPath: keepImages, withIntermediateDirectories: true) }
        let ingestor = Ingestor(pipeline: pipeline, store: store, jobs: jobs, keepImages: keepImages,
                                releasesModels: releasesModels)
        let outcomes = try ingestor.run(files) { outcome in
            console.out(json ? JSONOutput.line(outcome) : Self.line(outcome))
        }
        do {
            for revision in try ingestor.reviseMerchants(outcomes) {
                console.err("\(revision)\n")
            }
        } catch {
            // The documents stand as stored; only the second look is lost.
            console.err("warning: the merchant memory could not look at the batch again: \(error)\n")
        }
        let counts = Dictionary(grouping: outcomes, by: \.outcome).mapValues(\.count)
        let seconds = Date().timeIntervalSince(start)
        var parts = ["\(counts[.succeeded, default: 0]) stored"]
        if let n = counts[.partiallySucceeded] { parts.append("\(n) partly stored") }
        parts.append("\(counts[.duplicate, default: 0]) already stored")
        parts.append("\(counts[.failed, default: 0] + missing.count + undecodable.count) failed")
        let total = files.count + missing.count + undecodable.count
        console.err("\(total) file\(total == 1 ? "" : "s"): "
            + parts.joined(separator: ", ") + String(format: " (%.1f s) → %@\n", seconds, databasePath))
        // The database, not the input, is at fault: the documented 74, so a caller retries rather than gives up.
        if outcomes.contains(where: { $0.storeFailed == true }) { return .ioError }
        let failed = missing.count + undecodable.count + counts[.failed, default: 0] + counts[.partiallySucceeded, default: 0]
        return failed > 0 ? .failure : .ok
    }

    static func line(_ outcome: FileOutcome) -> String {
        let label: String
        switch outcome.outcome {
        case .succeeded: label = "stored"
        case .partiallySucceeded: label = "partial"
        case .duplicate: label = "duplicate"
        case .failed: label = "failed"
        }
        var text = label.padding(toLength: 10, withPad: " ", startingAt: 0) + outcome.path
        if let id = outcome.documentId, outcome.outcome == .succeeded || outcome.outcome == .partiallySucceeded {
            text += "  #\(id), \(outcome.pages) page\(outcome.pages == 1 ? "" : "s")" + String(format: ", %.2f s", outcome.seconds)
        }
        if let message = outcome.message { text += "  (\(message))" }
        return text + "\n"
    }
}

/// Loads `--pipeline FILE` (validated against the stage catalog before any document), or the built-in default.
enum PipelineLoader {
    static func load(_ path: String?) throws -> PipelineDefinition {
        let registry = StageRegistry()
        guard let path else { return StageRegistry.defaultPipeline }
        let pipeline = try PipelineDefinition.load(contentsOf: path, catalog: registry.catalog)
        try registry.validate(pipeline, file: path)
        return pipeline
    }
}
