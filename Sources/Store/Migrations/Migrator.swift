import Foundation

/// Brings a database forward to this build's migrations, and refuses databases it cannot vouch for.
///
/// Forward only (GRDB's rule: "A good migration is a migration that is never modified once it has
/// shipped"): each pending migration runs in its own transaction together with its row in
/// `schema_migrations(id, checksum, applied_at)`; there is no down migration.
struct Migrator {
    // MARK: - Stored state

    /// The migrations to apply; nil for those this build ships for the connection's backend
    /// (`migrations/*.sql` for SQLite, `migrations/postgresql/*.sql` for PostgreSQL).
    let given: [Migration]?

    // MARK: - Init

    /// `migrations` in order; identifiers must be valid, unique and increasing (a programmer error otherwise).
    init(migrations: [Migration]? = nil) {
        for migration in migrations ?? [] {
            precondition(Migration.isValidIdentifier(migration.id), "bad migration identifier \(migration.id)")
        }
        if let migrations {
            for (earlier, later) in zip(migrations, migrations.dropFirst()) {
                precondition(earlier.id < later.id, "migrations out of order or duplicated: \(earlier.id), \(later.id)")
            }
        }
        self.given = migrations
    }

    /// The migrations for `connection`'s backend.
    func migrations(for connection: Connection) -> [Migration] {
        given ?? (connection.isPostgreSQL ? Migration.embeddedPostgreSQL : Migration.embedded)
    }

    // MARK: - API

    /// Applies every pending migration in order. Throws `MigrationError` for a database written by a newer
    /// build or with a changed migration, `StoreError` when SQLite fails (that migration is rolled back).
    func migrate(_ connection: Connection) throws {
        let migrations = self.migrations(for: connection)
        if connection.isPostgreSQL {
            // Several workers may start at once: one migrates while the others wait on this session lock
            // (CREATE TABLE IF NOT EXISTS itself is not safe against a concurrent twin in PostgreSQL).
            try connection.execute("SELECT pg_advisory_lock(\(Self.postgresLock))")
        }
        defer { if connection.isPostgreSQL { try? connection.execute("SELECT pg_advisory_unlock(\(Self.postgresLock))") } }
        try connection.execute(Self.createTable(connection))
        let applied = try appliedChecksums(connection)
        try verify(applied, migrations, path: connection.path)
        for migration in migrations where applied[migration.id] == nil {
            try connection.transaction {
                // Read again under the write lock: another process may have migrated in the meantime.
                let current = try appliedChecksums(connection)
                try verify(current, migrations, path: connection.path)
                guard current[migration.id] == nil else { return }
                try connection.execute(migration.sql)
                try connection.run("INSERT INTO schema_migrations(id, checksum, applied_at) VALUES (?, ?, ?)",
                                   [.text(migration.id), .text(migration.checksum), .text(Self.timestamp())])
            }
        }
    }

    /// Every known and every recorded migration, in identifier order, without changing anything.
    func status(_ connection: Connection) throws(StoreError) -> [MigrationStatus] {
        let migrations = self.migrations(for: connection)
        let exists = try connection.rows(connection.isPostgreSQL
            ? "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_migrations'"
            : "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'"
        ) { row in row.int(0) }
        var recorded: [String: String] = [:]
        if exists.first == 1 {
            for (id, appliedAt) in try connection.rows("SELECT id, applied_at FROM schema_migrations", [], { row in
                (row.string(0), row.string(1))
            }) {
                recorded[id] = appliedAt
            }
        }
        let known = Set(migrations.map(\.id))
        let ids = Set(known).union(recorded.keys).sorted()
        return ids.map { id in MigrationStatus(id: id, appliedAt: recorded[id], isKnown: known.contains(id)) }
    }

    // MARK: - Private

    /// Columns of one type name in both backends; STRICT is SQLite's, and PostgreSQL is strict anyway.
    private static func createTable(_ connection: Connection) -> String {
        """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            id TEXT PRIMARY KEY,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL
        )\(connection.isPostgreSQL ? "" : " STRICT");
        """
    }

    /// The key of the session advisory lock taken while migrating a PostgreSQL database ("folio" in ASCII).
    private static let postgresLock: Int64 = 0x666F_6C69_6F

    /// Now as ISO 8601 UTC to the second, the form `applied_at` has always had.
    private static func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }

    private func appliedChecksums(_ connection: Connection) throws(StoreError) -> [String: String] {
        var result: [String: String] = [:]
        for (id, checksum) in try connection.rows("SELECT id, checksum FROM schema_migrations", [], { row in
            (row.string(0), row.string(1))
        }) {
            result[id] = checksum
        }
        return result
    }

    private func verify(_ applied: [String: String], _ migrations: [Migration], path: String) throws(MigrationError) {
        let shipped = Dictionary(uniqueKeysWithValues: migrations.map { ($0.id, $0.checksum) })
        let unknown = applied.keys.filter { shipped[$0] == nil }.sorted()
        guard unknown.isEmpty else { throw .databaseIsNewer(path: path, unknown: unknown) }
        for (id, recorded) in applied.sorted(by: { $0.key < $1.key }) {
            if let checksum = shipped[id], checksum != recorded {
                throw .checksumMismatch(path: path, migration: id, recorded: recorded, shipped: checksum)
            }
        }
    }
}

/// One migration as `folio migrate --status` shows it.
public struct MigrationStatus: Hashable, Sendable, Codable {
    /// "0001_create_documents".
    public var id: String
    /// ISO 8601 time it was applied; nil while pending.
    public var appliedAt: String?
    /// False for a migration recorded in the database that this build does not ship (a newer Folio's).
    public var isKnown: Bool
}
