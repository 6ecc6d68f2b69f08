import FileWatch
import Foundation
import Store

/// `folio export receipts [--csv] [--output FILE] [--items] [--from DATE] [--to DATE]`: the receipts (or their
/// line items) as RFC 4180 CSV from the `receipts` and `receipt_items` views, columns in the documented order.
struct ReceiptExport: Sendable {
    var items: Bool
    var from: String?
    var to: String?

    init(_ arguments: ParsedArguments) throws {
        items = arguments.flag("items")
        from = try Self.date(arguments.value("from"), option: "from")
        to = try Self.date(arguments.value("to"), option: "to")
    }

    func run(databasePath: String, output: String?, console: Console) throws -> ExitCode {
        let store = try DocumentStore(path: databasePath)
        let result = try store.receiptExport(items: items, from: from, to: to)
        let csv = CSV.row(result.columns) + result.rows.map { CSV.row($0.map(\.csvText)) }.joined()
        if let output, output != "-" {
            do { try FileMoves.writeReplacing(Array(csv.utf8), to: output) } catch {
                throw CommandFailure(code: .ioError, message: "\(output): cannot write the CSV: \(error.cause)")
            }
            console.err("\(result.rows.count) \(items ? "line items" : "receipts") → \(output)\n")
        } else {
            console.out(csv)
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
