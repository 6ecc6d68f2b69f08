import CSQLite

/// A failure reported by SQLite, or a refusal of the Store that maps onto one of its result codes.
///
/// SQLite's result codes are open-ended, so this is a struct (like GRDB's `DatabaseError` and
/// swift-system's `Errno`), not an enum. `code` is the extended code (e.g. 2067
/// `SQLITE_CONSTRAINT_UNIQUE`): connections enable `sqlite3_extended_result_codes`.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code; `primaryCode` strips the extension.
    public var code: Int32
    /// `sqlite3_errmsg` at the time of the failure, or the Store's own explanation.
    public var message: String
    /// The statement that failed, when there was one.
    public var sql: String?
    /// PostgreSQL's SQLSTATE ("23505") when the failure came from PostgreSQL; `code` then holds the nearest
    /// SQLite code, so that callers test one kind of code whichever backend failed.
    public var sqlState: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// SQLITE_ERROR: a PostgreSQL failure without a nearer SQLite code.
    static let postgresCode: Int32 = SQLITE_ERROR

    /// A PostgreSQL error, its SQLSTATE mapped onto the nearest SQLite code.
    init(postgresState state: String?, message: String, sql: String? = nil) {
        let code: Int32
        switch state {
        case "23505": code = 2067  // SQLITE_CONSTRAINT_UNIQUE
        case let state? where state.hasPrefix("23"): code = SQLITE_CONSTRAINT
        case "25006": code = SQLITE_READONLY
        case "40001", "40P01", "55P03": code = SQLITE_BUSY
        case let state? where state.hasPrefix("08") || state.hasPrefix("57P"): code = SQLITE_IOERR
        default: code = SQLITE_ERROR
        }
        self.init(code: code, message: message, sql: sql)
        sqlState = state
    }

    /// True when the server went away (connection lost, shut down): worth reconnecting and trying again.
    public var isConnectionLost: Bool {
        guard let sqlState else { return false }
        return sqlState.hasPrefix("08") || sqlState.hasPrefix("57P")
    }

    /// The primary result code (`SQLITE_CONSTRAINT` for `SQLITE_CONSTRAINT_UNIQUE`).
    public var primaryCode: Int32 { code & 0xFF }

    public var description: String {
        var text = sqlState.map { "PostgreSQL error \($0): \(message)" } ?? "SQLite error \(code): \(message)"
        if let sql { text += " (in: \(sql.trimmingWhitespace.prefix(200)))" }
        return text
    }

    /// Reads the message of the last failure on `db` (`sqlite3_errmsg`); `code` is what the call returned.
    init(code: Int32, db: OpaquePointer?, sql: String? = nil) {
        let message = db.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? sqlite3_errstr(code).map { String(cString: $0) } ?? "unknown error"
        self.init(code: code, message: message, sql: sql)
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines; Foundation-free for this module's C layer.
    var trimmingWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return Substring(self[start...end])
    }
}
