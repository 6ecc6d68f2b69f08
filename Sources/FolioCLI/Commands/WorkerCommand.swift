import Foundation
import Store
import Watcher

/// `folio worker --db postgresql://…`: processes jobs of the shared PostgreSQL queue, on any host.
struct WorkerCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "worker", abstract: "Process jobs queued in PostgreSQL by 'folio watch' (any number, on any host).",
        arguments: "",
        options: [
            CommandContext.dbOption,
            .init(name: "jobs", value: "N", help: "Documents read in parallel, each with its own OCR engine (default: cores)."),
            .init(name: "pipeline", value: "FILE", help: "Pipeline for jobs without a folder pipeline this host has (default: built-in)."),
            .init(name: "lease", value: "SECONDS", help: "How long a claim holds without renewal (default: 30); renewed every third."),
            .init(name: "max-attempts", value: "N", help: "Claims of one job, interrupted ones included, before it fails (default: 5)."),
            CommandContext.releaseModelsOption,
            .init(name: "until-empty", value: nil, help: "Exit once no job is left for a worker (queued, or running without an outcome)."),
            .init(name: "stop-grace", value: "SECONDS", help: "On SIGTERM, time the documents being read have to finish (default: 20); then their jobs go back to the queue."),
        ],
        discussion: """
            A worker claims the oldest job (SELECT … FOR UPDATE SKIP LOCKED), reads the original from the bytes the
            job carries (no shared file system), and stores the document, the job's outcome and the release of the
            bytes in one transaction, provided its lease still holds. A worker that dies loses its leases: its jobs
            are taken by others once the leases run out. Idle workers wake on NOTIFY and poll every 2 s besides;
            when the server restarts they reconnect. SIGINT or SIGTERM: documents being read are finished first, for up
            to --stop-grace seconds; jobs still being read then go back to the queue at once. A second signal ends
            the worker outright (its leases run out).
            The watcher ('folio watch INBOX --db postgresql://…') moves the originals once outcomes are in.
            """)

    var context: CommandContext
    var databasePath: String
    var options: WorkerOptions

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        self.context = context
        databasePath = context.databasePath(arguments)
        guard DocumentStore.isPostgreSQL(databasePath) else {
            throw UsageError.invalidValue(command: "worker", option: "--db", value: databasePath,
                                          expected: "a PostgreSQL URL (postgresql://user@host/db); workers share a PostgreSQL queue")
        }
        let jobs = try arguments.integer("jobs", in: 1...256, command: "worker") ?? ProcessInfo.processInfo.activeProcessorCount
        options = WorkerOptions(jobs: jobs, pipeline: try PipelineLoader.load(arguments.value("pipeline")))
        if let lease = try WatchCommand.seconds(arguments, "lease") { options.lease = max(1, lease) }
        if let attempts = try arguments.integer("max-attempts", in: 1...1000, command: "worker") { options.maxAttempts = attempts }
        options.untilEmpty = arguments.flag("until-empty")
        options.releasesModels = arguments.flag("release-models")
        if let grace = try WatchCommand.seconds(arguments, "stop-grace") { options.stopGrace = grace }
    }

    func run() throws -> ExitCode {
        let store = try DocumentStore(path: databasePath)
        let console = context.console
        let worker = QueueWorker(options: options, store: store, databaseURL: databasePath,
                                 log: WatchLog(line: { console.out($0 + "\n") }, progress: nil))
        let signals = WatchCommand.installSignalHandlers { worker.stop() }
        defer { _ = signals }
        console.err("worker \(worker.identity) → \(store.location) (\(options.jobs) job\(options.jobs == 1 ? "" : "s"))\n")
        let done = worker.run()
        console.err("\(done.documents) document\(done.documents == 1 ? "" : "s") processed, \(done.pages) pages\n")
        return .ok
    }
}
