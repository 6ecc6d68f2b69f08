import Foundation
import Store

/// `folio status`: the watched inbox's job table at a glance.
struct StatusCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "status", abstract: "Queue depth, done, failed and throughput of the watched inbox.",
        arguments: "",
        options: [CommandContext.dbOption,
                  .init(name: "json", value: nil, help: "Print the counts as one JSON object.")])

    var context: CommandContext
    var databasePath: String
    var json: Bool

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        self.context = context
        databasePath = context.databasePath(arguments)
        json = arguments.flag("json")
    }

    func run() throws -> ExitCode {
        guard DocumentStore.exists(databasePath) else {
            throw CommandFailure(code: .noInput, message: "\(databasePath): no such database; run 'folio watch' first")
        }
        let store = try DocumentStore(path: databasePath)
        let stats = try store.jobStatistics(now: Date().timeIntervalSince1970)
        let console = context.console
        if json {
            var object: [String: Double] = [:]
            for state in JobState.allCases { object[state.rawValue] = Double(stats.counts[state, default: 0]) }
            object["waiting"] = Double(stats.waiting)
            object["recent_pages_per_minute"] = Double(stats.recentPages) / stats.window * 60
            for host in try store.runningByHost() { object["running_on_" + host.host] = Double(host.running) }
            console.out(JSONOutput.line(object))
            return .ok
        }
        for state in JobState.allCases {
            var line = state.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0) + "\(stats.counts[state, default: 0])"
            if state == .queued, stats.waiting > 0 { line += " (\(stats.waiting) waiting to retry)" }
            console.out(line + "\n")
        }
        let minutes = stats.window / 60
        console.out(String(format: "throughput %d documents, %d pages in the last %.0f min (%.1f pages/min)\n",
                           stats.recentDone, stats.recentPages, minutes, Double(stats.recentPages) / minutes))
        // PostgreSQL: the shared queue's workers, by host.
        for host in try store.runningByHost() {
            console.out("worker     \(host.host): \(host.running) running\n")
        }
        if let mean = stats.meanSeconds { console.out(String(format: "mean       %.2f s per document\n", mean)) }
        for job in try store.jobs(in: [.failed]) {
            console.out("failed #\(job.id) \(job.relativePath): \(job.lastError ?? "?")\n")
        }
        return .ok
    }
}
