import CSQLite

/// One database connection: a SQLite file (`sqlite3*`, owned by this object and closed in `deinit`), or a
/// PostgreSQL server (`PGConnection`) when the location is a `postgresql://` URL. The Store's SQL is written
/// once for both: `?` and `?NNN` parameters become `$n` for PostgreSQL (`PostgreSQLDialect`); what differs
/// (search, ad-hoc queries, the queue) asks `isPostgreSQL`.
///
/// Not `Sendable`: a connection is opened with `SQLITE_OPEN_NOMUTEX`, so SQLite does no locking of its
/// own and only one thread may use it at a time. `DatabaseQueue` is the type that crosses threads.
final class Connection {
    enum Mode {
        /// Creates the file if needed, WAL journal, foreign keys on: the writer.
        case readWrite
        /// `SQLITE_OPEN_READONLY` plus `PRAGMA query_only`: for user queries.
        case readOnly
    }

    // MARK: - Stored state

    /// The SQLite handle; nil on PostgreSQL.
    let handle: OpaquePointer?
    /// The PostgreSQL connection; nil on SQLite.
    let postgres: PGConnection?
    let path: String
    /// Prepared statements reused by `cached(_:)`, keyed by their SQL; finalized before the close.
    private var statementCache: [String: Statement] = [:]
    /// The Store's SQL in PostgreSQL's parameter syntax, by the SQL as written.
    private var translations: [String: String] = [:]
    /// Channels to notify when the open transaction commits (sent with the COMMIT: one round trip less).
    private var pendingNotifications: [String] = []

    // MARK: - Init / deinit

    /// Opens `path` (`sqlite3_open_v2`) and configures it: extended result codes, a 5 s busy timeout and,
    /// for the writer, `journal_mode = WAL`, `foreign_keys = ON`, `synchronous = NORMAL`.
    init(path: String, mode: Mode = .readWrite) throws(StoreError) {
        if PostgreSQLDialect.isURL(path) {
            postgres = try PGConnection(url: path, readOnly: mode == .readOnly)
            handle = nil
            self.path = PGConnection.redacted(path)
            return
        }
        postgres = nil
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_NOMUTEX
            | (mode == .readWrite ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY)
        let code = sqlite3_open_v2(path, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            // sqlite3_open_v2: "Whether or not an error occurs when it is opened, resources associated with
            // the database connection handle should be released by passing it to sqlite3_close()".
            let error = StoreError(code: code, db: db)
            _ = sqlite3_close(db)
            throw StoreError(code: error.code, message: "\(error.message): \(path)")
        }
        // From here on deinit closes the handle, also when configuration below throws.
        handle = db
        self.path = path
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5000)
        switch mode {
        case .readWrite:
            try execute("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;")
        case .readOnly:
            // Belt and braces: the file is opened read-only already; query_only also refuses writes to
            // anything ATTACHed later and to temp tables.
            try execute("PRAGMA query_only = ON;")
        }
    }

    deinit {
        statementCache.removeAll()
        // close_v2 defers the close until the last outstanding statement is finalized, so a Statement that
        // outlives its connection cannot make the close fail.
        if let handle { _ = sqlite3_close_v2(handle) }
    }

    /// True for a PostgreSQL connection.
    var isPostgreSQL: Bool { postgres != nil }

    // MARK: - Public API

    /// Runs every statement of `script` in turn (`sqlite3_prepare_v2`, following its tail), discarding rows.
    /// A failure names the statement that failed.
    func execute(_ script: String) throws(StoreError) {
        if let postgres { return try postgres.executeScript(script) }
        var failure: StoreError?
        script.withCString { start in
            var next: UnsafePointer<CChar>? = start
            while let current = next, current.pointee != 0 {
                var raw: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, current, -1, &raw, &tail)
                guard code == SQLITE_OK else {
                    failure = StoreError(code: code, db: handle, sql: Self.firstStatement(in: current))
                    return
                }
                next = tail
                // nil for whitespace or a comment: nothing to run.
                guard let raw else { continue }
                let statement = Statement(handle: raw)
                do throws(StoreError) {
                    while try statement.step() {}
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    /// Prepares one statement. Text after the first statement is an error: use `execute` for scripts.
    func prepare(_ sql: String) throws(StoreError) -> Statement {
        var raw: OpaquePointer?
        var remainder = ""
        let code = sql.withCString { start in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(handle, start, -1, &raw, &tail)
            if let tail { remainder = String(cString: tail) }
            return code
        }
        guard code == SQLITE_OK else { throw StoreError(code: code, db: handle, sql: sql) }
        guard let raw else { throw StoreError(code: SQLITE_MISUSE, message: "no statement to prepare", sql: sql) }
        let statement = Statement(handle: raw)
        guard remainder.trimmingWhitespace.isEmpty else {
            throw StoreError(code: SQLITE_MISUSE, message: "more than one statement given to prepare", sql: sql)
        }
        return statement
    }

    /// Prepares the first statement of `script` and returns it with the text after it; nil when only
    /// whitespace and comments are left. For running a script statement by statement.
    func prepareFirst(_ script: Substring) throws(StoreError) -> (Statement, Substring)? {
        var remainder = script
        while !remainder.isEmpty {
            var raw: OpaquePointer?
            var failure: StoreError?
            let byteCount = remainder.utf8.count
            var consumed = 0
            String(remainder).withCString { start in
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, start, -1, &raw, &tail)
                guard code == SQLITE_OK else {
                    failure = StoreError(code: code, db: handle, sql: Self.firstStatement(in: start))
                    return
                }
                consumed = tail.map { start.distance(to: $0) } ?? byteCount
            }
            if let failure { throw failure }
            // `consumed` counts UTF-8 bytes; the tail always falls on a character boundary.
            let utf8 = remainder.utf8
            let index = utf8.index(utf8.startIndex, offsetBy: consumed, limitedBy: utf8.endIndex) ?? utf8.endIndex
            remainder = remainder[index...]
            if let raw { return (Statement(handle: raw), remainder) }
            // nil statement: the consumed text was whitespace or a comment; stop once nothing is consumed.
            if consumed == 0 { break }
        }
        return nil
    }

    /// A prepared statement kept for reuse, reset and with its bindings cleared: for inserts run per row.
    func cached(_ sql: String) throws(StoreError) -> Statement {
        if let statement = statementCache[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs one statement with `arguments` bound in order, discarding rows.
    func run(_ sql: String, _ arguments: [SQLValue] = []) throws(StoreError) {
        if let postgres {
            _ = try postgres.execute(translated(sql), arguments, prepare: true)
            return
        }
        let statement = try cached(sql)
        // Reset even after a failure: a statement left mid-way would keep its read transaction open.
        defer { statement.reset() }
        try statement.bind(arguments)
        while try statement.step() {}
    }

    /// The rows of one statement, each mapped by `row` while the statement sits on it.
    func rows<T>(_ sql: String, _ arguments: [SQLValue] = [],
                 _ row: (Statement) throws(StoreError) -> T) throws(StoreError) -> [T] {
        if let postgres {
            let cursor = Statement(result: try postgres.execute(translated(sql), arguments, prepare: true))
            var result: [T] = []
            while try cursor.step() { result.append(try row(cursor)) }
            return result
        }
        let statement = try cached(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        var result: [T] = []
        while try statement.step() { result.append(try row(statement)) }
        return result
    }

    /// Runs one INSERT and returns the new row's `id`: on PostgreSQL in the same round trip (`RETURNING id`),
    /// on SQLite `sqlite3_last_insert_rowid`.
    func insert(_ sql: String, _ arguments: [SQLValue] = []) throws(StoreError) -> Int64 {
        guard isPostgreSQL else {
            try run(sql, arguments)
            return try lastInsertRowID
        }
        return try rows(sql + " RETURNING id", arguments) { $0.int64(0) }.first ?? 0
    }

    /// Notifies `channel` (PostgreSQL `NOTIFY`) when the open transaction commits; nothing on SQLite.
    func notifyOnCommit(_ channel: String) {
        guard isPostgreSQL, !pendingNotifications.contains(channel) else { return }
        pendingNotifications.append(channel)
    }

    /// `sqlite3_last_insert_rowid`: the rowid of the latest successful INSERT on this connection; on
    /// PostgreSQL `lastval()`, the identity the latest INSERT drew (its tables have no triggers that draw more).
    var lastInsertRowID: Int64 {
        get throws(StoreError) {
            if let postgres {
                let result = try postgres.execute("SELECT lastval()")
                return Int64(result.text(0, 0)) ?? 0
            }
            return sqlite3_last_insert_rowid(handle)
        }
    }

    /// True outside an explicit transaction (`sqlite3_get_autocommit`, `PQtransactionStatus`).
    var isAutocommit: Bool { postgres?.isIdle ?? (sqlite3_get_autocommit(handle) != 0) }

    enum TransactionKind: String {
        /// Takes the write lock at BEGIN, so a busy database waits on the busy timeout there instead of
        /// failing half-way with SQLITE_BUSY: for writes.
        case immediate = "BEGIN IMMEDIATE"
        /// Takes locks when first needed: for several reads that must see one snapshot.
        case deferred = "BEGIN DEFERRED"
    }

    /// Runs `body` inside `BEGIN … COMMIT`. On any error rolls back and rethrows the first error, not the
    /// rollback's (GRDB's `firstError`).
    ///
    /// `durable: false` (PostgreSQL) commits without waiting for the write-ahead log to reach the disk
    /// (`synchronous_commit` off for this transaction alone): for changes a server crash may take back
    /// harmlessly, such as a queue claim, whose loss only returns the job to the queue. Later durable commits
    /// flush it anyway, as the log is written in order.
    func transaction<T>(_ kind: TransactionKind = .immediate, durable: Bool = true, _ body: () throws -> T) throws -> T {
        pendingNotifications.removeAll()
        if let postgres {
            // A server restart leaves the connection down: the next transaction reconnects.
            if !postgres.isConnected { try postgres.reconnect() }
            // Reads see one snapshot (REPEATABLE READ); writes take row locks as they go (READ COMMITTED).
            try execute(kind == .immediate ? (durable ? "BEGIN" : "BEGIN; SET LOCAL synchronous_commit TO off")
                                           : "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        } else {
            try execute(kind.rawValue)
        }
        do {
            let result = try body()
            // PostgreSQL serialises every committing transaction that notifies (a database-wide lock held
            // until its log is on disk), so durable commits that each NOTIFY queue one behind another: the
            // notifications go in a second, non-durable transaction sent in the same round trip.
            try execute(pendingNotifications.isEmpty ? "COMMIT"
                        : "COMMIT; BEGIN; SET LOCAL synchronous_commit TO off; "
                          + pendingNotifications.map { "NOTIFY \($0); " }.joined() + "COMMIT")
            pendingNotifications.removeAll()
            return result
        } catch {
            pendingNotifications.removeAll()
            // Some errors (SQLITE_FULL, SQLITE_IOERR, …) already rolled back: only roll back what is open.
            if !isAutocommit { try? execute("ROLLBACK") }
            throw error
        }
    }

    // MARK: - Private

    /// `sql` with PostgreSQL's `$n` parameters, translated once per connection (up to a limit: ad-hoc SQL
    /// built per call is translated each time).
    private func translated(_ sql: String) -> String {
        if let known = translations[sql] { return known }
        let translation = PostgreSQLDialect.translate(sql)
        if translations.count < 500 { translations[sql] = translation }
        return translation
    }

    /// The statement starting at `text`, up to its first semicolon, for error messages.
    private static func firstStatement(in text: UnsafePointer<CChar>) -> String {
        let rest = String(cString: text)
        let statement = rest.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return String(statement.trimmingWhitespace)
    }
}
