import Foundation
import Store

/// `folio retry ID|--all`: queues failed inbox jobs again (a running `folio watch` picks them up).
struct RetryCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "retry", abstract: "Queue failed inbox jobs again, by job id or --all.",
        arguments: "[ID]",
        options: [CommandContext.dbOption,
                  .init(name: "all", value: nil, help: "Every failed job.")])

    var context: CommandContext
    var databasePath: String
    var id: Int64?

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        self.context = context
        databasePath = context.databasePath(arguments)
        if arguments.flag("all") {
            id = nil
        } else if let text = arguments.positionals.first, let id = Int64(text) {
            self.id = id
        } else {
            throw UsageError.missingArgument(command: "retry", argument: "ID (or --all)")
        }
    }

    func run() throws -> ExitCode {
        guard DocumentStore.exists(databasePath) else {
            throw CommandFailure(code: .noInput, message: "\(databasePath): no such database")
        }
        let jobs = try DocumentStore(path: databasePath).retryFailed(id: id)
        if let id, jobs.isEmpty { throw CommandFailure(code: .noInput, message: "no failed job #\(id)") }
        for job in jobs { context.console.out("queued    #\(job.id) \(job.path)\n") }
        context.console.err("\(jobs.count) job\(jobs.count == 1 ? "" : "s") queued again\n")
        return .ok
    }
}
