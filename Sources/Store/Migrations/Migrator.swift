/// Brings a database forward to this build's migrations, and refuses databases it cannot vouch for.
///
/// Forward only (GRDB's rule: "A good migration is a migration that is never modified once it has
/// shipped"): each pending migration runs in its own transaction together with its row in
/// `schema_migrations(id, checksum, applied_at)`; there is no down migration.
struct Migrator {
    // MARK: - Stored state

    let migrations: [Migration]

    // MARK: - Init

    /// `migrations` in order; identifiers must be valid, unique and increasing (a programmer error otherwise).
    init(migrations: [Migration] = Migration.embedded) {
        for migration in migrations {
            precondition(Migration.isValidIdentifier(migration.id), "bad migration identifier \(migration.id)")
        }
        for (earlier, later) in zip(migrations, migrations.dropFirst()) {
            precondition(earlier.id < later.id, "migrations out of order or duplicated: \(earlier.id), \(later.id)")
        }
        self.migrations = migrations
    }

    // MARK: - API

    /// Applies every pending migration in order. Throws `MigrationError` for a database written by a newer
    /// build or with a changed migration, `StoreError` when SQLite fails (that migration is rolled back).
    func migrate(_ connection: Connection) throws {
        try connection.execute(Self.createTable)
        let applied = try appliedChecksums(connection)
        try verify(applied, path: connection.path)
        for migration in migrations where applied[migration.id] == nil {
            try connection.transaction {
                // Read again under the write lock: another process may have migrated in the meantime.
                let current = try appliedChecksums(connection)
                try verify(current, path: connection.path)
                guard current[migration.id] == nil else { return }
                try connection.execute(migration.sql)
                try connection.run(
                    "INSERT INTO schema_migrations(id, checksum, applied_at) "
                        + "VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
                    [.text(migration.id), .text(migration.checksum)])
            }
        }
    }

    /// Every known and every recorded migration, in identifier order, without changing anything.
    func status(_ connection: Connection) throws(StoreError) -> [MigrationStatus] {
        let exists = try connection.rows(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'"
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

    private static let createTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            id TEXT PRIMARY KEY,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT;
        """

    private func appliedChecksums(_ connection: Connection) throws(StoreError) -> [String: String] {
        var result: [String: String] = [:]
        for (id, checksum) in try connection.rows("SELECT id, checksum FROM schema_migrations", [], { row in
            (row.string(0), row.string(1))
        }) {
            result[id] = checksum
        }
        return result
    }

    private func verify(_ applied: [String: String], path: String) throws(MigrationError) {
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
