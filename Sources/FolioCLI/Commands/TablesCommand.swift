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
            Tables whose header rows name the same columns (normalised, any order) form a family: one view
            family_<columns, alphabetical> with document_id, table_view, row and the columns, across all documents:
              folio query 'SELECT document_id, description, amount FROM "family_amount_description_qty_unit_price"'
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
             v.columns.dropFirst().joined(separator: ", "), v.family ?? ""]
        }
        context.console.out(TableOutput(headers: ["view", "document", "page", "rows", "columns", "family"], rows: rows).render())
        let families = try DocumentStore(path: databasePath).tableFamilies(documentID: documentID)
        if !families.isEmpty {
            let familyRows = families.map { f in
                [f.name, String(f.tableCount), String(f.documentCount), (["document_id", "table_view", "row"] + f.columns).joined(separator: ", ")]
            }
            context.console.out("\n" + TableOutput(headers: ["family view", "tables", "documents", "columns"], rows: familyRows).render())
        }
        return .ok
    }
}
