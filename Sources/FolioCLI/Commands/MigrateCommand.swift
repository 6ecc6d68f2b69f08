import Store

/// `folio migrate`: brings a database's schema up to date, or shows which migrations it has.
struct MigrateCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "migrate", abstract: "Create or upgrade the database schema (done by every command that writes).",
        arguments: "",
        options: [CommandContext.dbOption, .init(name: "status", value: nil, help: "List migrations and whether each is applied.")])

    var context: CommandContext
    var databasePath: String
    var statusOnly: Bool

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw UsageError.unexpectedArgument(command: "migrate", argument: extra) }
        self.context = context
        databasePath = context.databasePath(arguments)
        statusOnly = arguments.flag("status")
    }

    func run() throws -> ExitCode {
        if !statusOnly { _ = try DocumentStore(path: databasePath) }
        for status in try DocumentStore.migrationStatus(databasePath: databasePath) {
            let state = !status.isKnown ? "unknown (written by a newer Folio)" : status.appliedAt.map { "applied \($0)" } ?? "pending"
            context.console.out("\(status.id)  \(state)\n")
        }
        return .ok
    }
}
