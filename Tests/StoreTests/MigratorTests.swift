import Foundation
import Testing
@testable import Store

@Suite struct MigratorTests {
    let first = Migration(id: "0001_create_item", sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT);\n")
    let second = Migration(id: "0002_add_price", sql: "ALTER TABLE item ADD COLUMN price TEXT;\n")

    func applied(_ connection: Connection) throws -> [String] {
        try connection.rows("SELECT id, checksum FROM schema_migrations ORDER BY rowid") { row in
            "\(row.string(0)) \(row.string(1))"
        }
    }

    @Test func appliesInOrderAndRecordsChecksums() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        try Migrator(migrations: [first, second]).migrate(connection)
        #expect(try applied(connection) == [
            "0001_create_item \(first.checksum)",
            "0002_add_price \(second.checksum)",
        ])
        try connection.run("INSERT INTO item (name, price) VALUES ('pen', '3.50')")
        let appliedAt = try connection.rows("SELECT applied_at FROM schema_migrations") { $0.string(0) }
        #expect(appliedAt.allSatisfy { $0.count == 20 && $0.hasSuffix("Z") })  // 2025-01-02T03:04:05Z
    }

    @Test func reopeningIsANoOp() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        try Migrator(migrations: [first]).migrate(connection)
        let before = try connection.rows("SELECT id, checksum, applied_at FROM schema_migrations") { $0.value(2) }
        try Migrator(migrations: [first]).migrate(connection)
        #expect(try connection.rows("SELECT id, checksum, applied_at FROM schema_migrations") { $0.value(2) } == before)
        // A later build adds one migration: only that one runs.
        try Migrator(migrations: [first, second]).migrate(connection)
        #expect(try applied(connection).count == 2)
    }

    @Test func reopeningTheRealStoreIsANoOp() throws {
        let database = try TemporaryDatabase()
        _ = try DocumentStore(path: database.path)
        _ = try DocumentStore(path: database.path)
        let status = try DocumentStore.migrationStatus(databasePath: database.path)
        #expect(status.map(\.id) == Migration.embedded.map(\.id))
        #expect(status.allSatisfy { $0.appliedAt != nil && $0.isKnown })
    }

    @Test func refusesADatabaseWithAnUnknownMigration() throws {
        let database = try TemporaryDatabase()
        _ = try DocumentStore(path: database.path)
        let connection = try Connection(path: database.path)
        try connection.run("INSERT INTO schema_migrations VALUES ('9999_from_the_future', 'x', '2099-01-01T00:00:00Z')")
        let error = #expect(throws: MigrationError.self) { _ = try DocumentStore(path: database.path) }
        #expect(error == .databaseIsNewer(path: database.path, unknown: ["9999_from_the_future"]))
        #expect(error?.description.contains("upgrade Folio") == true)
        let status = try DocumentStore.migrationStatus(databasePath: database.path)
        #expect(status.last == MigrationStatus(id: "9999_from_the_future", appliedAt: "2099-01-01T00:00:00Z",
                                               isKnown: false))
    }

    @Test func refusesAChangedMigration() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        try Migrator(migrations: [first]).migrate(connection)
        let edited = Migration(id: first.id, sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT);\n")
        let error = #expect(throws: MigrationError.self) {
            try Migrator(migrations: [edited, second]).migrate(connection)
        }
        #expect(error == .checksumMismatch(path: database.path, migration: first.id,
                                           recorded: first.checksum, shipped: edited.checksum))
        // Nothing after the refusal ran.
        #expect(try applied(connection).count == 1)
    }

    @Test func aFailingMigrationLeavesNoTrace() throws {
        let database = try TemporaryDatabase()
        let connection = try Connection(path: database.path)
        let broken = Migration(id: "0002_broken", sql: "CREATE TABLE extra (x);\nINSERT INTO nowhere VALUES (1);\n")
        let error = #expect(throws: StoreError.self) { try Migrator(migrations: [first, broken]).migrate(connection) }
        #expect(error?.sql == "INSERT INTO nowhere VALUES (1)")
        #expect(try applied(connection).map { $0.prefix(16) } == ["0001_create_item"])
        #expect(try connection.rows("SELECT name FROM sqlite_schema WHERE name = 'extra'") { $0.string(0) }.isEmpty)
    }

    @Test func identifiersFollowTheNamingRule() {
        #expect(Migration.isValidIdentifier("0001_create_documents"))
        #expect(!Migration.isValidIdentifier("1_create"))
        #expect(!Migration.isValidIdentifier("0001-create"))
        #expect(!Migration.isValidIdentifier("0001_Create"))
        #expect(!Migration.isValidIdentifier("0001_"))
    }
}
