import FileWatch
import Foundation
import Store

/// `folio export table VIEW|ID --csv [FILE]`: one extracted table as CSV (RFC 4180); `folio export receipts
/// --csv [FILE]` the receipts (see ReceiptExport). Without a file (or `--output FILE`) to standard output.
/// `folio export pdf ID|SHA|PATH --output FILE`: a searchable PDF (see PDFExport).
struct ExportCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "export", abstract: "Write a table or the receipts as CSV, or a document as a searchable PDF (export table|receipts|pdf).",
        arguments: "table VIEW|ID | receipts | pdf ID|SHA|PATH",
        options: [
            CommandContext.dbOption,
            .init(name: "csv", value: nil, help: "CSV, RFC 4180 (the default and only format); '--csv FILE' writes to FILE."),
            .init(name: "output", value: "FILE", help: "Write to FILE instead of standard output."),
            .init(name: "items", value: nil, help: "receipts: one row per line item instead of one per receipt."),
            .init(name: "from", value: "DATE", help: "receipts: only those dated on or after DATE (YYYY-MM-DD)."),
            .init(name: "to", value: "DATE", help: "receipts: only those dated on or before DATE (YYYY-MM-DD)."),
        ],
        discussion: """
            VIEW is a name from 'folio tables', ID its number there. The header line holds the view's column
            names (without its 'row' column); then one line per body row, numbers as printed in the document.
            Receipts: a header row, then one row per receipt (or per line item with --items), oldest first.
            Money is the decimal text printed on the receipt, dates ISO 8601, balances 1 when the arithmetic
            checks out (0: review it).
            Receipt columns: \(DocumentStore.receiptColumns.joined(separator: ","))
            Item columns:    \(DocumentStore.receiptItemColumns.joined(separator: ","))
            PDF: 'export pdf ID|SHA|PATH --output FILE' writes each page as read (made again from the original
            and its stored geometry) with the stored words as invisible text on their boxes; a PDF read from its
            own text layer is copied as it was.
            """)

    var context: CommandContext
    var databasePath: String
    var reference: String
    var output: String?
    var receipts: ReceiptExport?
    var pdf: PDFExport?

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard let what = arguments.positionals.first else { throw UsageError.missingArgument(command: "export", argument: "table") }
        if what == "receipts" {
            let file = try Self.csvFile(arguments, after: 1)
            self.context = context
            databasePath = context.databasePath(arguments)
            reference = ""
            output = arguments.value("output") ?? file
            receipts = try ReceiptExport(arguments)
            return
        }
        if what == "pdf" {
            guard arguments.positionals.count == 2 else {
                throw UsageError.missingArgument(command: "export", argument: "pdf ID|SHA|PATH")
            }
            guard let file = arguments.value("output") else { throw UsageError.missingArgument(command: "export", argument: "--output FILE") }
            self.context = context
            databasePath = context.databasePath(arguments)
            reference = arguments.positionals[1]
            output = file
            pdf = PDFExport(reference: reference, output: file)
            return
        }
        guard what == "table" else {
            throw UsageError.invalidValue(command: "export", option: "WHAT", value: what, expected: "table, receipts or pdf")
        }
        guard arguments.positionals.count >= 2 else { throw UsageError.missingArgument(command: "export", argument: "VIEW|ID") }
        let file = try Self.csvFile(arguments, after: 2)
        self.context = context
        databasePath = context.databasePath(arguments)
        reference = arguments.positionals[1]
        output = arguments.value("output") ?? file
    }

    /// The file of `--csv FILE`: one argument after the `count` the command takes, only with `--csv` given
    /// and not together with `--output`; nil when there is none.
    static func csvFile(_ arguments: ParsedArguments, after count: Int) throws -> String? {
        let extra = arguments.positionals.dropFirst(count)
        guard let file = extra.first else { return nil }
        guard extra.count == 1, arguments.flag("csv"), arguments.value("output") == nil else {
            throw UsageError.unexpectedArgument(command: "export", argument: extra.count == 1 ? file : extra[extra.startIndex + 1])
        }
        return file
    }

    func run() throws -> ExitCode {
        guard DocumentStore.exists(databasePath) else {
            throw CommandFailure(code: .noInput, message: "\(databasePath): no such database; run 'folio ingest' first")
        }
        if let receipts { return try receipts.run(databasePath: databasePath, output: output, console: context.console) }
        if let pdf { return try pdf.run(databasePath: databasePath, console: context.console) }
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
            do { try FileMoves.writeReplacing(Array(csv.utf8), to: output) } catch {
                throw CommandFailure(code: .ioError, message: "\(output): cannot write the CSV: \(error.cause)")
            }
        } else {
            context.console.out(csv)
        }
        return .ok
    }
}
