import CSQLite
import Foundation
import Testing
@testable import Store

@Suite struct ConnectionTests {
    struct Boom: Error {}

    @Test func writerUsesWALAndForeignKeys() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        #expect(try connection.rows("PRAGMA journal_mode") { $0.string(0) } == ["wal"])
        #expect(try connection.rows("PRAGMA foreign_keys") { $0.int(0) } == [1])
        #expect(try connection.rows("PRAGMA synchronous") { $0.int(0) } == [1])  // NORMAL
    }

    @Test func executeNamesTheStatementThatFailed() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        let error = #expect(throws: StoreError.self) {
            try connection.execute("""
                CREATE TABLE a (x INTEGER);  -- fine
                INSERT INTO a VALUES (1);
                INSERT INTO missing VALUES (2);
                INSERT INTO a VALUES (3);
                """)
        }
        #expect(error?.sql == "INSERT INTO missing VALUES (2)")
        #expect(error?.message == "no such table: missing")
        // Statements before the failure ran, those after did not.
        #expect(try connection.rows("SELECT x FROM a") { $0.int(0) } == [1])
    }

    @Test func failedStepReportsExtendedCodeAndSQL() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        try connection.execute("CREATE TABLE a (x INTEGER UNIQUE); INSERT INTO a VALUES (1);")
        let error = #expect(throws: StoreError.self) { try connection.run("INSERT INTO a VALUES (?)", [.integer(1)]) }
        #expect(error?.code == 2067)  // SQLITE_CONSTRAINT_UNIQUE
        #expect(error?.primaryCode == SQLITE_CONSTRAINT)
        #expect(error?.sql == "INSERT INTO a VALUES (?)")
    }

    @Test func transactionRollsBackAndKeepsTheFirstError() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        try connection.execute("CREATE TABLE a (x INTEGER)")
        #expect(throws: Boom.self) {
            try connection.transaction {
                try connection.run("INSERT INTO a VALUES (1)")
                throw Boom()
            }
        }
        #expect(connection.isAutocommit)
        #expect(try connection.rows("SELECT count(*) FROM a") { $0.int(0) } == [0])
        try connection.transaction { try connection.run("INSERT INTO a VALUES (2)") }
        #expect(try connection.rows("SELECT x FROM a") { $0.int(0) } == [2])
    }

    @Test func openingAnImpossiblePathThrows() throws {
        let error = #expect(throws: StoreError.self) {
            _ = try Connection(path: "/nonexistent-folio-dir/sub/db.sqlite")
        }
        #expect(error?.code == SQLITE_CANTOPEN)
        #expect(error?.message.contains("/nonexistent-folio-dir/sub/db.sqlite") == true)
    }

    @Test func valuesRoundTripThroughBindAndColumns() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        try connection.execute("CREATE TABLE v (value ANY) STRICT")
        let values: [SQLValue] = [.null, .integer(Int64.min), .real(-0.125), .text("a\u{0}b é"),
                                  .blob(Data([0, 255, 7])), .blob(Data()), .text("")]
        for value in values { try connection.run("INSERT INTO v VALUES (?)", [value]) }
        #expect(try connection.rows("SELECT value FROM v ORDER BY rowid") { $0.value(0) } == values)
    }

    @Test func prepareRefusesASecondStatement() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        let error = #expect(throws: StoreError.self) { _ = try connection.prepare("SELECT 1; SELECT 2") }
        #expect(error?.code == SQLITE_MISUSE)
    }
}
