import Foundation
import Testing
@testable import Store

/// The migrated schema, compared with Tests/StoreTests/Snapshots/schema.sql. After an intended change run
/// the tests once with FOLIO_REGENERATE=1, read the new snapshot by eye, and run them again without it.
@Suite struct SchemaSnapshotTests {
    let snapshot = Repository.url("Tests/StoreTests/Snapshots/schema.sql")

    @Test func migratedSchemaMatchesTheSnapshot() throws {
        let database = try TemporaryDatabase()
        _ = try DocumentStore(path: database.path)
        // Automatic indexes (UNIQUE, TEXT PRIMARY KEY) have no SQL: they show in their table's definition.
        let result = try DocumentStore.query(databasePath: database.path,
                                             sql: "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY name")
        let schema = result.rows.map { "\($0[0]);\n" }.joined(separator: "\n")
        if ProcessInfo.processInfo.environment["FOLIO_REGENERATE"] == "1" {
            try schema.write(to: snapshot, atomically: true, encoding: .utf8)
            Issue.record("wrote \(snapshot.path): check it by eye, then run again without FOLIO_REGENERATE")
            return
        }
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(schema == expected, "schema changed: FOLIO_REGENERATE=1 swift test, then review the snapshot")
    }
}
