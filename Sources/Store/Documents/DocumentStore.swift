import CSQLite
import DocModel
import Foundation

/// Folio's database of ingested documents: the API the rest of Folio uses, so no caller writes SQL.
///
/// One writer connection per store, behind a serial queue: every method may be called from any thread.
/// Ad-hoc SQL goes through `query(databasePath:sql:)`, on its own read-only connection.
public final class DocumentStore: Sendable {
    // MARK: - Stored state

    /// The database file.
    public let path: String
    let queue: DatabaseQueue
    /// The time written to `document.ingested_at`; injected so tests are deterministic.
    let now: @Sendable () -> Date

    // MARK: - Init

    /// Opens (creating if needed) the database at `path` and applies pending migrations.
    /// Throws `MigrationError` for a database this build cannot vouch for, `StoreError` when SQLite fails.
    public init(path: String, now: @escaping @Sendable () -> Date = { Date() }) throws {
        let connection = try Connection(path: path)
        try Migrator().migrate(connection)
        self.path = path
        self.queue = DatabaseQueue(connection: connection)
        self.now = now
    }

    /// True when `location` names a PostgreSQL server (`postgresql://…` or `postgres://…`) rather than a file.
    public static func isPostgreSQL(_ location: String) -> Bool { PostgreSQLDialect.isURL(location) }

    /// True for an existing SQLite file, and always for a PostgreSQL URL (opening it says what is wrong).
    public static func exists(_ location: String) -> Bool {
        isPostgreSQL(location) || FileManager.default.fileExists(atPath: location)
    }

    /// Where the store is, for messages: the file, or the server's URL with any password hidden.
    public var location: String { Self.isPostgreSQL(path) ? PGConnection.redacted(path) : path }

    /// `location` for messages: a PostgreSQL URL with any password hidden.
    public static func redacted(_ location: String) -> String { PGConnection.redacted(location) }

    /// True when this store is a PostgreSQL database (shared by many processes and hosts).
    public var isPostgreSQL: Bool { Self.isPostgreSQL(path) }

    // MARK: - Documents

    /// The stored row for this content, if any.
    public func existing(sha256: String) throws -> StoredDocument? {
        try queue.read { db in try Self.storedDocuments(db, where: "sha256 = ?", [.text(sha256)]).first }
    }

    /// The stored row with this id, if any.
    public func storedDocument(id: Int64) throws -> StoredDocument? {
        try queue.read { db in try Self.storedDocuments(db, where: "id = ?", [.integer(id)]).first }
    }

    /// Every stored document, oldest first.
    public func documents() throws -> [StoredDocument] {
        try queue.read { db in try Self.storedDocuments(db, where: "TRUE", []) }
    }

    /// Counts per status, and of pages, blocks and words.
    public func statistics() throws -> StoreStatistics {
        try queue.read { db in
            let counts = try db.rows("""
                SELECT count(*), count(*) FILTER (WHERE status = 'succeeded'),
                       count(*) FILTER (WHERE status = 'partial'), count(*) FILTER (WHERE status = 'failed'),
                       (SELECT count(*) FROM page), (SELECT count(*) FROM block), (SELECT count(*) FROM word)
                FROM document
                """) { row in (0..<7).map { row.int(Int32($0)) } }
            let c = counts.first ?? Array(repeating: 0, count: 7)
            return StoreStatistics(documents: c[0], succeeded: c[1], partial: c[2], failed: c[3],
                                   pages: c[4], blocks: c[5], words: c[6])
        }
    }

    /// The id a user means by `reference`: a numeric id, a full or unique-prefix sha256 (at least 4 hex
    /// digits, any case), or a path exactly as stored (the latest document if that path was ingested more
    /// than once). nil when nothing matches, or the prefix matches more than one document.
    public func resolve(_ reference: String) throws -> Int64? {
        let reference = String(reference.trimmingWhitespace)
        guard !reference.isEmpty else { return nil }
        return try queue.read { db in
            if let id = Int64(reference),
               try db.rows("SELECT id FROM document WHERE id = ?", [.integer(id)], { $0.int64(0) }).first != nil {
                return id
            }
            let hex = reference.lowercased()
            if hex.count >= 4, hex.count <= 64, hex.allSatisfy(\.isHexDigit) {
                // GLOB is case-sensitive and so can use the sha256 index; the prefix holds only hex digits.
                // PostgreSQL: a byte-wise prefix match, which its text_pattern_ops index serves.
                let ids = try db.rows(db.isPostgreSQL ? "SELECT id FROM document WHERE sha256 ~>=~ ? AND sha256 ~<~ ? LIMIT 2"
                                                      : "SELECT id FROM document WHERE sha256 GLOB ? LIMIT 2",
                                      db.isPostgreSQL ? [.text(hex), .text(hex + "g")] : [.text(hex + "*")]) { $0.int64(0) }
                if ids.count == 1 { return ids[0] }
            }
            return try db.rows("SELECT id FROM document WHERE path = ? ORDER BY id DESC LIMIT 1",
                               [.text(reference)]) { $0.int64(0) }.first
        }
    }

    /// This build's migrations and those recorded in the database at `databasePath`, read without
    /// migrating (for `folio migrate --status`).
    public static func migrationStatus(databasePath: String) throws -> [MigrationStatus] {
        try Migrator().status(Connection(path: databasePath, mode: .readOnly))
    }

    // MARK: - Internal

    static func storedDocuments(_ db: Connection, where condition: String,
                                _ arguments: [SQLValue]) throws -> [StoredDocument] {
        let rows = try db.rows("""
            SELECT id, sha256, path, media_type, byte_count, page_count, status, error, diagnostics, timings,
                   ingested_at
            FROM document WHERE \(condition) ORDER BY id
            """, arguments) { row in
            (id: row.int64(0), sha256: row.string(1), path: row.string(2), mediaType: row.string(3),
             byteCount: row.int(4), pageCount: row.optionalInt(5), status: row.string(6),
             error: row.optionalString(7), diagnostics: row.string(8), timings: row.string(9),
             ingestedAt: row.string(10))
        }
        return try rows.map { row in
            guard let status = Outcome(rawValue: row.status), status != .duplicate else {
                throw StoreError.corrupt("document \(row.id) has unknown status '\(row.status)'")
            }
            return StoredDocument(
                id: row.id, sha256: row.sha256, path: row.path, mediaType: row.mediaType, byteCount: row.byteCount,
                pageCount: row.pageCount, status: status, error: row.error,
                diagnostics: try JSONColumn.decode([Diagnostic].self, from: row.diagnostics),
                timings: try JSONColumn.decode([StageTiming].self, from: row.timings), ingestedAt: row.ingestedAt)
        }
    }
}

extension StoreError {
    /// Rows that break what the schema and the Store promise (`SQLITE_CORRUPT`).
    static func corrupt(_ message: String) -> StoreError { StoreError(code: SQLITE_CORRUPT, message: message) }
}
