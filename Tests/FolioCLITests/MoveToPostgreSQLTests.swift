import Foundation
import TestSupport
import Testing
@testable import FolioCLI

/// `folio migrate --db FILE --to postgresql://…` moves a SQLite database that `folio ingest` filled from real
/// documents (invoices forming table families, a receipt scan, a PDF with barcodes, an unreadable file) into
/// a new PostgreSQL database: every document reads back the same through `folio show --json`, the table and
/// family views and the receipts view give the same rows, and new documents get new ids after the moved ones.
@Suite struct MoveToPostgreSQLTests {
    @Test func aMovedDatabaseShowsTheSameDocumentsTablesAndReceiptsOnPostgreSQL() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sqlite = folder.file("folio.sqlite")
        let inputs = folder.file("inputs")
        try FileManager.default.createDirectory(atPath: inputs, withIntermediateDirectories: true)
        for file in ["table-families/harbor-lane-invoice-88.pdf", "table-families/kestrel-invoice-ks-3301.pdf",
                     "table-families/northwind-invoice-2026-014.pdf", "table-families/rheinwerk-rechnung-5521.pdf",
                     "receipts/receipt-01-scan.png", "barcodes/invoice-vector-codes.pdf"] {
            try FileManager.default.copyItem(atPath: Repo.path("corpus/" + file),
                                             toPath: inputs + "/" + (file as NSString).lastPathComponent)
        }
        try Data("not a document".utf8).write(to: URL(fileURLWithPath: inputs + "/unreadable.pdf"))
        let ingest = Folio.run(["ingest", inputs, "--db", sqlite])
        #expect(ingest.status != .usage, "\(ingest.err)")
        let url = try PostgreSQLTestServer.freshDatabase()

        let moved = Folio.run(["migrate", "--db", sqlite, "--to", url])
        #expect(moved.status == .ok, "\(moved.err)")
        #expect(moved.lines.contains("document  7"), "\(moved.out)")

        let ids = try SQLiteShell.rows("SELECT id, status FROM document ORDER BY id", db: sqlite)
        #expect(ids.count == 7)
        #expect(ids.filter { $0.string("status") == "failed" }.count == 1)
        for row in ids {
            let id = "\(row.int("id") ?? -1)"
            let before = Folio.run(["show", id, "--json", "--db", sqlite])
            let after = Folio.run(["show", id, "--json", "--db", url])
            // A failed document shows its error on both (and no JSON).
            if row.string("status") != "failed" { #expect(before.status == .ok, "\(id): \(before.err)") }
            #expect(after.status == before.status, "\(id): \(after.err)")
            #expect(after.out == before.out, "document \(id) differs after the move")
            #expect(after.err == before.err)
        }

        // Table views (numbers as numbers on both), the families and the receipts view hold the same rows.
        let tables = Folio.run(["tables", "--json", "--db", sqlite])
        #expect(tables.status == .ok)
        #expect(Folio.run(["tables", "--json", "--db", url]).out == tables.out)
        let views = try SQLiteShell.rows("SELECT name FROM table_view ORDER BY id", db: sqlite).compactMap { $0.string("name") }
        let families = try SQLiteShell.rows("SELECT name FROM table_family ORDER BY id", db: sqlite).compactMap { $0.string("name") }
        // The four invoices' item tables, and the barcode invoice's eight numbered items with their amounts in a
        // column of their own (a table since the text layer's figures set apart are cells of their own).
        #expect(views.count == 5 && families.count == 2)
        for view in views {
            let sql = "SELECT * FROM \"\(view)\" ORDER BY \"row\""
            #expect(try Self.rows(sql, db: url) == Self.rows(sql, db: sqlite), "\(view)")
        }
        for family in families {
            // A family's numbers are text on PostgreSQL (docs/postgresql.md): its members' rows are compared.
            let sql = "SELECT document_id, table_view, \"row\" FROM \"\(family)\" ORDER BY document_id, table_view, \"row\""
            let members = try Self.rows(sql, db: sqlite)
            #expect(!members.isEmpty)
            #expect(try Self.rows(sql, db: url) == members, "\(family)")
        }
        let receipts = "SELECT receipt_id, document_id, merchant, date, total, currency FROM receipts ORDER BY receipt_id"
        let receiptRows = try Self.rows(receipts, db: sqlite)
        #expect(receiptRows.count >= 1)
        #expect(try Self.rows(receipts, db: url) == receiptRows)

        // The identities go on after the moved rows: a new document gets the next id.
        let last = ids.last?.int("id") ?? 0
        let more = Folio.run(["ingest", Repo.path("corpus/letter-clean.png"), "--db", url])
        #expect(more.status == .ok, "\(more.err)")
        #expect(try PostgreSQLTestServer.rows("SELECT max(id) FROM document", url: url) == ["\(last + 1)"])

        // A second move into the same database is refused and changes nothing.
        let again = Folio.run(["migrate", "--db", sqlite, "--to", url])
        #expect(again.status != .ok)
        #expect(again.err.contains("already holds documents"), "\(again.err)")
    }

    /// `folio query … --format json` rows, values as printed JSON, for comparing two databases.
    static func rows(_ sql: String, db: String) throws -> [[String: String]] {
        try Folio.queryJSON(sql, db: db).map { row in
            row.mapValues { value in
                guard let data = try? JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed]) else {
                    return "\(value)"
                }
                return String(decoding: data, as: UTF8.self)
            }
        }
    }
}
