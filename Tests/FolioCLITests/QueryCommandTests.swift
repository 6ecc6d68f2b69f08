import FolioCLI
import Foundation
import TestSupport
import Testing

/// `folio query`: read-only SQL, printed as CSV, JSON or a table.
@Suite struct QueryCommandTests {
    /// A database holding the born-digital brochure (#1, 2 pages) and the encrypted PDF (#2, failed).
    struct Fixture {
        let folder: TemporaryFolder
        let db: String
        let brochure: String
        let encrypted: String

        init() throws {
            folder = try TemporaryFolder()
            let inbox = folder.file("inbox")
            try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
            brochure = try TemporaryFolder(existing: inbox).copy(Repo.path("corpus/brochure-born-digital.pdf"),
                                                                 as: "a-brochure.pdf")
            encrypted = try TemporaryFolder(existing: inbox).copy(Repo.fixtures + "/encrypted.pdf", as: "b-encrypted.pdf")
            db = folder.file("folio.sqlite")
            let ingest = Folio.run(["ingest", inbox, "--db", db, "--jobs", "1"])
            guard ingest.status == .failure, ingest.err.contains("1 stored, 0 already stored, 1 failed") else {
                throw TestFailure("fixture ingest: \(ingest.status) \(ingest.out) \(ingest.err)")
            }
        }
    }

    @Test func printsCSVWithAHeaderAndCRLFLineEnds() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let result = Folio.run(["query", "SELECT id, path, status, page_count FROM document ORDER BY id",
                                "--db", fixture.db, "--format", "csv"])
        #expect(result.status == .ok, "\(result.err)")
        #expect(result.out == "id,path,status,page_count\r\n"
            + "1,\(fixture.brochure),succeeded,2\r\n"
            + "2,\(fixture.encrypted),failed,\r\n")
    }

    /// RFC 4180: a field with a comma, quote or line break is quoted and its quotes doubled; NULL is empty.
    @Test func quotesCSVFieldsThatNeedIt() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let sql = #"SELECT 'a,b' AS plain, 'say "hi"' AS quoted, 'two' || char(10) || 'lines' AS multi, NULL AS missing, 42 AS "x,y""#
        let result = Folio.run(["query", sql, "--db", fixture.db, "--format", "csv"])
        #expect(result.status == .ok, "\(result.err)")
        #expect(result.out == "plain,quoted,multi,missing,\"x,y\"\r\n\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",,42\r\n")
    }

    @Test func printsJSONObjectsWithTypedValues() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let result = Folio.run(["query", "SELECT id, status, page_count, 1.5 AS half FROM document ORDER BY id",
                                "--db", fixture.db, "--format", "json"])
        #expect(result.status == .ok, "\(result.err)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(rows.count == 2)
        #expect(rows.map { Set($0.keys) } == Array(repeating: ["id", "status", "page_count", "half"], count: 2))
        #expect(rows.map { $0.int("id") } == [1, 2])
        #expect(rows.map { $0.string("status") } == ["succeeded", "failed"])
        #expect(rows[0].int("page_count") == 2)
        #expect(rows[1]["page_count"] is NSNull)
        #expect(rows.allSatisfy { ($0["half"] as? NSNumber)?.doubleValue == 1.5 })
    }

    @Test func printsATableByDefault() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let result = Folio.run(["query", "SELECT id, status FROM document ORDER BY id", "--db", fixture.db])
        #expect(result.status == .ok)
        let lines = result.lines
        #expect(lines.first?.split(separator: " ") == ["id", "status"], "\(result.out)")
        #expect(lines.contains { $0.split(separator: " ") == ["1", "succeeded"] }, "\(result.out)")
        #expect(lines.contains { $0.split(separator: " ") == ["2", "failed"] }, "\(result.out)")
    }

    @Test func readsTheDatabaseNamedByFOLIO_DB() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let result = Folio.run(["query", "SELECT count(*) AS n FROM document", "--format", "csv"],
                               environment: ["FOLIO_DB": fixture.db])
        #expect(result.status == .ok, "\(result.err)")
        #expect(result.out == "n\r\n2\r\n")
    }

    @Test func refusesEveryStatementThatWouldWrite() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let writes = [
            "DELETE FROM document",
            "CREATE TABLE x(y)",
            "INSERT INTO document (sha256, path, media_type, byte_count, status, ingested_at) "
                + "VALUES ('00', 'p', 'm', 1, 'failed', 't')",
            "UPDATE document SET status = 'failed'",
            "DROP TABLE word",
            "SELECT 1; DELETE FROM document",
            "PRAGMA user_version = 7",
        ]
        for sql in writes {
            let result = Folio.run(["query", sql, "--db", fixture.db])
            #expect(result.status == .dataError, "\(sql) was not refused: \(result.status) \(result.out)")
            #expect(result.err.contains("read-only"), "\(sql): \(result.err)")
        }
        // Checked with another program: every row and table is still there.
        #expect(try SQLiteShell.scalar("SELECT count(*) FROM document", db: fixture.db) == "2")
        #expect(try SQLiteShell.scalar("SELECT group_concat(status) FROM (SELECT status FROM document ORDER BY id)",
                                       db: fixture.db) == "succeeded,failed")
        #expect(try SQLiteShell.scalar("SELECT count(*) FROM sqlite_master WHERE name IN ('x', 'word')",
                                       db: fixture.db) == "1")
        #expect(try SQLiteShell.scalar("PRAGMA user_version", db: fixture.db) != "7")
    }

    @Test func reportsBadSQLAndAMissingDatabase() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let typo = Folio.run(["query", "SELEC id FROM document", "--db", fixture.db])
        #expect(typo.status == .dataError)
        #expect(typo.err.contains("query failed"), "\(typo.err)")

        let missing = fixture.folder.file("nothing-here.sqlite")
        let result = Folio.run(["query", "SELECT 1", "--db", missing])
        #expect(result.status == .noInput)
        #expect(result.err.contains(missing), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: missing), "a query never creates a database")
    }

    /// The database is plain SQLite: the sqlite3 shell reads it, full-text index included.
    @Test func isReadableByTheSQLiteShell() throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        #expect(try SQLiteShell.scalar("SELECT status || ':' || count(*) FROM document GROUP BY status ORDER BY status",
                                       db: fixture.db) == "failed:1\nsucceeded:1")
        // "polytunnel" is on both pages of the brochure's ground truth.
        let pages = try SQLiteShell.scalar("""
            SELECT group_concat(DISTINCT b.page) FROM block_fts JOIN block b ON b.id = block_fts.rowid
            WHERE block_fts MATCH 'polytunnel'
            """, db: fixture.db)
        #expect(Set(pages.split(separator: ",")) == ["1", "2"])
    }
}
