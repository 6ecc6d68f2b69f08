import Foundation
import Store

/// `folio export receipts`: receipts (or their line items) as RFC 4180 CSV, for accounts and tax returns.
struct ExportCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "export", abstract: "Export receipts as CSV (one row per receipt, or per line item).",
        arguments: "receipts",
        options: [
            CommandContext.dbOption,
            .init(name: "csv", value: "FILE|-", help: "Write the CSV to FILE (default: -, standard output)."),
            .init(name: "items", value: nil, help: "One row per line item instead of one per receipt."),
            .init(name: "from", value: "DATE", help: "Only receipts dated on or after DATE (YYYY-MM-DD)."),
            .init(name: "to", value: "DATE", help: "Only receipts dated on or before DATE (YYYY-MM-DD)."),
        ],
        discussion: """
            RFC 4180: a header row, commas, fields with commas, quotes or line breaks in double quotes, CRLF.
            Money is the decimal text printed on the receipt (never rounded through floating point), dates
            ISO 8601, balances 1 when the receipt's arithmetic checks out (0: review it).
            Receipt columns: \(DocumentStore.receiptColumns.joined(separator: ","))
            Item columns:    \(DocumentStore.receiptItemColumns.joined(separator: ","))
            """)

    var context: CommandContext
    var databasePath: String
    var output: String
    var items: Bool
    var from: String?
    var to: String?

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard let what = arguments.positionals.first else {
            throw UsageError.missingArgument(command: "export", argument: "receipts")
        }
        guard what == "receipts", arguments.positionals.count == 1 else {
            throw UsageError.unexpectedArgument(command: "export", argument: what == "receipts" ? arguments.positionals[1] : what)
        }
        self.context = context
        databasePath = context.databasePath(arguments)
        output = arguments.value("csv") ?? "-"
        items = arguments.flag("items")
        from = try Self.date(arguments.value("from"), option: "from")
        to = try Self.date(arguments.value("to"), option: "to")
    }

    func run() throws -> ExitCode {
        try CommandContext.requireDatabase(databasePath)
        let store = try DocumentStore(path: databasePath)
        let result = try store.receiptExport(items: items, from: from, to: to)
        let csv = CSV.row(result.columns) + result.rows.map { CSV.row($0.map(\.csvText)) }.joined()
        if output == "-" {
            context.console.out(csv)
        } else {
            do { try Data(csv.utf8).write(to: URL(fileURLWithPath: output)) } catch {
                throw CommandFailure(code: .ioError, message: "\(output): cannot write the CSV: \(error.localizedDescription)")
            }
            context.console.err("\(result.rows.count) \(items ? "line items" : "receipts") → \(output)\n")
        }
        return .ok
    }

    /// Checks a --from/--to value is an ISO 8601 calendar date, so that string comparison in SQL is date order.
    static func date(_ value: String?, option: String) throws -> String? {
        guard let value else { return nil }
        let parts = value.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isNumber) }), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else {
            throw UsageError.invalidValue(command: "export", option: "--" + option, value: value, expected: "a date YYYY-MM-DD")
        }
        return value
    }
}
