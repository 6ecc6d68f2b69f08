import Foundation
import Store

/// `folio export table VIEW|ID --csv`: one extracted table as CSV (RFC 4180).
struct ExportCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "export", abstract: "Write one extracted table as CSV (export table VIEW|ID --csv).", arguments: "table VIEW|ID",
        options: [
            CommandContext.dbOption,
            .init(name: "csv", value: nil, help: "CSV, RFC 4180 (the default and only format)."),
            .init(name: "output", value: "FILE", help: "Write to FILE instead of standard output."),
        ],
        discussion: """
            VIEW is a name from 'folio tables', ID its number there. The header line holds the view's column
            names (without its 'row' column); then one line per body row, numbers as printed in the document.
            """)

    var context: CommandContext
    var databasePath: String
    var reference: String
    var output: String?

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard let what = arguments.positionals.first else { throw UsageError.missingArgument(command: "export", argument: "table") }
        guard what == "table" else {
            throw UsageError.invalidValue(command: "export", option: "WHAT", value: what, expected: "table")
        }
        guard arguments.positionals.count == 2 else {
            throw arguments.positionals.count < 2 ? UsageError.missingArgument(command: "export", argument: "VIEW|ID")
                : UsageError.unexpectedArgument(command: "export", argument: arguments.positionals[2])
        }
        self.context = context
        databasePath = context.databasePath(arguments)
        reference = arguments.positionals[1]
        output = arguments.value("output")
    }

    func run() throws -> ExitCode {
        guard FileManager.default.fileExists(atPath: databasePath) else {
            throw CommandFailure(code: .noInput, message: "\(databasePath): no such database; run 'folio ingest' first")
        }
        let views = try DocumentStore(path: databasePath).tableViews()
        guard let view = views.first(where: { $0.name == reference || String($0.id) == reference }) else {
            throw CommandFailure(code: .noInput, message: "no table '\(reference)'; 'folio tables' lists them")
        }
        // The view's name comes from table_view (generated, [a-z0-9_] only); the text of each cell, not the
        // float, so that numbers are written exactly as printed.
        let result = try DocumentStore.tableText(databasePath: databasePath, viewID: view.id)
        var csv = CSV.row(Array(view.columns.dropFirst()))
        for row in result { csv += CSV.row(row) }
        if let output {
            do { try Data(csv.utf8).write(to: URL(fileURLWithPath: output)) } catch {
                throw CommandFailure(code: .ioError, message: "\(output): cannot write: \(error.localizedDescription)")
            }
        } else {
            context.console.out(csv)
        }
        return .ok
    }
}
