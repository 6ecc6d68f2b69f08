import Foundation
import TestSupport
import Testing
@testable import FolioCLI

/// Tables found on a scanned page become SQL views that `folio tables` lists, that plain SQL (also from the
/// sqlite3 shell) can filter by number, and that `folio export table` writes as CSV.
@Suite struct TableViewCommandTests {
    @Test func scannedTablesBecomeViewsQueryableFromFolioAndTheSqlite3Shell() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("folio.sqlite")
        let ingest = Folio.run(["ingest", Repo.path("corpus/structure/report-tables.png"), "--db", db])
        #expect(ingest.status == .ok, "\(ingest.err)")

        let tables = Folio.run(["tables", "--db", db])
        #expect(tables.status == .ok)
        let views = tables.out.components(separatedBy: "\n\n")[0]  // then the families
        #expect(views.split(separator: "\n").count == 4)  // header, rule, two tables
        #expect(tables.out.contains("report_tables_1_table_1"))
        // (OCR reads the header "Q1" as "Ql" on this page: the column name follows what was read.)
        #expect(tables.out.contains("region, sales_q"))
        #expect(tables.out.contains("sales_q2, returns"))
        #expect(tables.out.contains("report_tables_1_table_2"))
        #expect(tables.out.contains("item, quantity, price"))

        // The ruled table's merged header cells name its columns; numbers compare as numbers.
        let busy = try SQLiteShell.rows("SELECT region FROM report_tables_1_table_1 WHERE returns > 300 ORDER BY row", db: db)
        #expect(busy.map { $0["region"] as? String } == ["North", "East"])
        let stock = try SQLiteShell.rows("SELECT item FROM report_tables_1_table_2 WHERE quantity >= 100 ORDER BY row", db: db)
        #expect(stock.map { $0["item"] as? String } == ["Life jackets", "Fenders"])

        let csv = Folio.run(["export", "table", "report_tables_1_table_1", "--csv", "--db", db])
        #expect(csv.status == .ok)
        #expect(csv.out.hasPrefix("region,sales_q"))
        #expect(csv.out.contains(",sales_q2,returns\r\nNorth,\"12,400\",\"13,150\",310\r\n"))
        #expect(csv.out.components(separatedBy: "\r\n").count == 7)  // header, five rows, and the empty tail
    }

    @Test func exportingAnUnknownTableSaysHowToFindOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("folio.sqlite")
        _ = Folio.run(["migrate", "--db", db])
        let result = Folio.run(["export", "table", "nope", "--db", db])
        #expect(result.status == .noInput)
        #expect(result.err.contains("'folio tables' lists them"))
    }
}
