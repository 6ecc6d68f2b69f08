import Foundation
import Testing
@testable import Store

@Suite struct EmbeddedMigrationsTests {
    /// The files in migrations/ (or a folder below it), sorted, as (identifier, text).
    func files(_ folderName: String = "migrations") throws -> [(id: String, sql: String)] {
        let folder = Repository.url(folderName)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
            .map { name in
                (String(name.dropLast(4)), try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            }
    }

    @Test func embeddedCopyMatchesTheMigrationFiles() throws {
        let files = try files()
        #expect(!files.isEmpty)
        #expect(Migration.embedded.map(\.id) == files.map(\.id),
                "migrations/ changed: run scripts/embed-migrations.sh")
        for (embedded, file) in zip(Migration.embedded, files) {
            #expect(embedded.sql == file.sql, "\(file.id).sql differs from its embedded copy: run scripts/embed-migrations.sh")
        }
    }

    @Test func migrationFilesAreNamedNNNNDescription() throws {
        for file in try files() + files("migrations/postgresql") {
            #expect(Migration.isValidIdentifier(file.id), "bad name \(file.id).sql")
        }
    }

    @Test func embeddedPostgreSQLCopyMatchesItsFiles() throws {
        let files = try files("migrations/postgresql")
        #expect(Migration.embeddedPostgreSQL.map(\.id) == files.map(\.id),
                "migrations/postgresql/ changed: run scripts/embed-migrations.sh")
        for (embedded, file) in zip(Migration.embeddedPostgreSQL, files) {
            #expect(embedded.sql == file.sql, "postgresql/\(file.id).sql differs from its embedded copy: run scripts/embed-migrations.sh")
        }
    }

    /// Each SQLite migration has its PostgreSQL mirror under the same identifier, so a database moved from one to
    /// the other, and `folio migrate --status`, name the same schema steps.
    @Test func everySQLiteMigrationHasItsPostgreSQLMirror() throws {
        #expect(Migration.embedded.map(\.id) == Migration.embeddedPostgreSQL.map(\.id),
                "add migrations/postgresql/NNNN_same_name.sql for each new migration (see docs/postgresql.md)")
    }
}
