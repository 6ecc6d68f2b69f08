import Store

/// `folio migrate`: brings a database's schema up to date, shows which migrations it has, or moves a SQLite
/// database into PostgreSQL (`--to`).
struct MigrateCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "migrate", abstract: "Create or upgrade the database schema, or move a SQLite database into PostgreSQL (--to).",
        arguments: "",
        options: [CommandContext.dbOption, .init(name: "status", value: nil, help: "List migrations and whether each is applied."),
                  .init(name: "to", value: "URL", help: "Copy the SQLite database (--db) into this new, empty PostgreSQL database.")],
        discussion: """
            --to copies every document with its pages, blocks, detected data, receipts, fields, tables and table
            families, tags and finished jobs, keeping their ids, in one PostgreSQL transaction (nothing is written
            when anything fails); the per-table and family views are made again. Jobs still queued or running are
            left behind: let the SQLite watcher finish first. The SQLite file is only read (and brought to this
            build's schema).
            """)

    var context: CommandContext
    var databasePath: String
    var statusOnly: Bool
    var target: String?

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw UsageError.unexpectedArgument(command: "migrate", argument: extra) }
        self.context = context
        databasePath = context.databasePath(arguments)
        statusOnly = arguments.flag("status")
        target = arguments.value("to")
        if let target, !DocumentStore.isPostgreSQL(target) {
            throw UsageError.invalidValue(command: "migrate", option: "--to", value: target,
                                          expected: "a PostgreSQL URL (postgresql://user@host/db)")
        }
        if target != nil, DocumentStore.isPostgreSQL(databasePath) {
            throw UsageError.invalidValue(command: "migrate", option: "--db", value: databasePath,
                                          expected: "the SQLite file to move into PostgreSQL")
        }
    }

    func run() throws -> ExitCode {
        if let target {
            let moved = try DocumentStore.move(fromSQLite: databasePath, toPostgreSQL: target)
            for table in moved where table.rows > 0 { context.console.out("\(table.table)  \(table.rows)\n") }
            context.console.err("moved \(databasePath) into \(DocumentStore.redacted(target))\n")
            return .ok
        }
        if !statusOnly { _ = try DocumentStore(path: databasePath) }
        for status in try DocumentStore.migrationStatus(databasePath: databasePath) {
            let state = !status.isKnown ? "unknown (written by a newer Folio)" : status.appliedAt.map { "applied \($0)" } ?? "pending"
            context.console.out("\(status.id)  \(state)\n")
        }
        return .ok
    }
}
