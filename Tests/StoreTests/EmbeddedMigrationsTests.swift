import Foundation
import Testing
@testable import Store

@Suite struct EmbeddedMigrationsTests {
    /// The files in migrations/, sorted, as (identifier, text).
    func files() throws -> [(id: String, sql: String)] {
        let folder = Repository.url("migrations")
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
        for file in try files() { #expect(Migration.isValidIdentifier(file.id), "bad name \(file.id).sql") }
    }
}
