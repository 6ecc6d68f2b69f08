import CSQLite
import Foundation
import Testing
@testable import Store

@Suite struct QueryTests {
    let database: TemporaryDatabase

    init() throws {
        database = try TemporaryDatabase()
        let store = try DocumentStore(path: database.path)
        _ = try store.save(Samples.report(Samples.document()))
    }

    @Test func returnsColumnsAndTypedRows() throws {
        let result = try DocumentStore.query(databasePath: database.path, sql: """
            SELECT key, page, confidence FROM block WHERE key IN ('b1', 'b7') ORDER BY key
            """)
        #expect(result.columns == ["key", "page", "confidence"])
        #expect(result.rows == [[.text("b1"), .integer(1), .real(0.95)], [.text("b7"), .null, .null]])
        let values = try DocumentStore.query(databasePath: database.path, sql: "SELECT x'00ff' AS b, 1.5, 'é'")
        #expect(values.rows == [[.blob(Data([0, 255])), .real(1.5), .text("é")]])
        #expect(values.rows[0].map(\.description) == ["x'00ff'", "1.5", "é"])
    }

    @Test func multipleStatementsReturnTheLast() throws {
        let result = try DocumentStore.query(databasePath: database.path,
                                             sql: "SELECT 1; -- first\nSELECT count(*) AS n FROM page;\n")
        #expect(result == QueryResult(columns: ["n"], rows: [[.integer(2)]]))
    }

    @Test(arguments: [
        "INSERT INTO document (sha256, path, media_type, byte_count, status, ingested_at) "
            + "VALUES ('x', 'y', 'z', 1, 'failed', 'now')",
        "DELETE FROM block",
        "UPDATE document SET path = 'moved'",
        "DROP TABLE word",
        "CREATE TABLE evil (x)",
        "SELECT 1; DELETE FROM document",
        "PRAGMA user_version = 7",
    ])
    func rejectsStatementsThatWrite(sql: String) throws {
        let error = #expect(throws: StoreError.self) {
            _ = try DocumentStore.query(databasePath: database.path, sql: sql)
        }
        #expect(error?.primaryCode == SQLITE_READONLY)
        let counts = try DocumentStore.query(databasePath: database.path, sql: """
            SELECT (SELECT count(*) FROM document), (SELECT count(*) FROM block), (SELECT path FROM document),
                   (SELECT count(*) FROM sqlite_schema WHERE name = 'word'),
                   (SELECT user_version FROM pragma_user_version)
            """)
        #expect(counts.rows == [[.integer(1), .integer(9), .text("inbox/scan.pdf"), .integer(1), .integer(0)]])
    }

    @Test func attachedDatabasesAreReadOnlyToo() throws {
        let attach = "ATTACH '\(database.path)' AS other;"
        let read = try DocumentStore.query(databasePath: database.path,
                                           sql: attach + "SELECT count(*) FROM other.document")
        #expect(read.rows == [[.integer(1)]])
        let error = #expect(throws: StoreError.self) {
            _ = try DocumentStore.query(databasePath: database.path, sql: attach + "CREATE TABLE other.evil (x)")
        }
        #expect(error?.primaryCode == SQLITE_READONLY)
        // Attaching a file that does not exist cannot create it.
        let missing = database.sibling("other.sqlite")
        #expect(throws: StoreError.self) {
            _ = try DocumentStore.query(databasePath: self.database.path,
                                        sql: "ATTACH '\(missing)' AS o; CREATE TABLE o.evil (x)")
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func missingDatabaseIsNotCreated() throws {
        let path = database.sibling("missing.sqlite")
        let error = #expect(throws: StoreError.self) {
            _ = try DocumentStore.query(databasePath: path, sql: "SELECT 1")
        }
        #expect(error?.code == SQLITE_CANTOPEN)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func syntaxErrorsNameTheStatement() throws {
        let error = #expect(throws: StoreError.self) {
            _ = try DocumentStore.query(databasePath: database.path, sql: "SELECT 1; SELEC nothing")
        }
        #expect(error?.sql == "SELEC nothing")
    }
}
