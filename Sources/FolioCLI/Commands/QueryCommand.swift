import Foundation
import Store

/// `folio query "SQL"`: runs read-only SQL against the database.
struct QueryCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "query", abstract: "Run read-only SQL against the database.", arguments: "SQL",
        options: [
            CommandContext.dbOption,
            .init(name: "format", value: "table|csv|json", help: "Output format (default: table)."),
        ],
        discussion: """
            The connection is read-only: statements that would write are refused.
            Example: folio query "SELECT d.path, count(*) AS words FROM word w JOIN line l ON l.id = w.line_id
                     JOIN block b ON b.id = l.block_id JOIN document d ON d.id = b.document_id GROUP BY d.id"
            """)

    var context: CommandContext
    var sql: String
    var databasePath: String
    var format: String

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard arguments.positionals.count == 1, let sql = arguments.positionals.first else {
            throw arguments.positionals.isEmpty ? UsageError.missingArgument(command: "query", argument: "SQL")
                : UsageError.unexpectedArgument(command: "query", argument: arguments.positionals[1])
        }
        self.context = context
        self.sql = sql
        databasePath = context.databasePath(arguments)
        format = try arguments.choice("format", from: ["table", "csv", "json"], command: "query") ?? "table"
    }

    func run() throws -> ExitCode {
        try CommandContext.requireDatabase(databasePath)
        let result: QueryResult
        do { result = try DocumentStore.query(databasePath: databasePath, sql: sql) } catch let error as StoreError {
            throw CommandFailure(code: .dataError, message: "query failed: \(error)")
        }
        context.console.out(Self.render(result, format: format))
        return .ok
    }

    static func render(_ result: QueryResult, format: String) -> String {
        switch format {
        case "csv":
            return CSV.row(result.columns) + result.rows.map { CSV.row($0.map(\.csvText)) }.joined()
        case "json":
            let objects = result.rows.map { row in
                Dictionary(zip(result.columns, row), uniquingKeysWith: { first, _ in first })
            }
            return (try? JSONOutput.pretty(objects)) ?? "[]\n"
        default:
            return TableOutput(headers: result.columns, rows: result.rows.map { $0.map(\.tableText) }).render()
        }
    }
}

extension SQLValue {
    var csvText: String {
        if case .null = self { return "" }
        return description
    }

    var tableText: String {
        let text = description
        return text.count > 60 ? String(text.prefix(59)) + "…" : text.replacingOccurrences(of: "\n", with: " ⏎ ")
    }
}
