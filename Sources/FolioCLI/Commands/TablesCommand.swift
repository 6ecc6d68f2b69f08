import Foundation
import Store

/// `folio tables [ID]`: the SQL view of every extracted table, to query with plain SQL.
struct TablesCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "tables", abstract: "List extracted tables and the SQL view that holds each.", arguments: "[DOCUMENT-ID]",
        options: [CommandContext.dbOption, .init(name: "json", value: nil, help: "Print the list as JSON.")],
        discussion: """
            Each table is a view named <file stem>_<document id>_table_<n>, columns named from its header row:
              folio query 'SELECT * FROM "invoice_3_table_1" WHERE amount > 100'
            Numeric columns hold numbers (REAL); table_cell.number has the exact decimal text.
            """)

    var context: CommandContext
    var databasePath: String
    var documentID: Int64?
    var json: Bool

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        self.context = context
        databasePath = context.databasePath(arguments)
        json = arguments.flag("json")
        if arguments.positionals.count > 1 {
            throw UsageError.unexpectedArgument(command: "tables", argument: arguments.positionals[1])
        }
        if let id = arguments.positionals.first {
            guard let value = Int64(id) else {
                throw UsageError.invalidValue(command: "tables", option: "DOCUMENT-ID", value: id, expected: "a document id")
            }
            documentID = value
        }
    }

    func run() throws -> ExitCode {
        guard DocumentStore.exists(databasePath) else {
            throw CommandFailure(code: .noInput, message: "\(databasePath): no such database; run 'folio ingest' first")
        }
        let views = try DocumentStore(path: databasePath).tableViews(documentID: documentID)
        if json {
            context.console.out(try JSONOutput.pretty(views))
            return .ok
        }
        guard !views.isEmpty else {
            context.console.err("no tables\n")
            return .ok
        }
        let rows = views.map { v in
            [v.name, "#\(v.documentID) \(v.path)", v.page.map(String.init) ?? "", String(v.rowCount),
             v.columns.dropFirst().joined(separator: ", ")]
        }
        context.console.out(TableOutput(headers: ["view", "document", "page", "rows", "columns"], rows: rows).render())
        return .ok
    }
}
