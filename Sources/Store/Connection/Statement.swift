import CSQLite
import Foundation

/// One prepared statement (`sqlite3_stmt*`), finalized in `deinit`; or, on PostgreSQL, a cursor over the rows
/// of one result, so that the Store's row readers serve both backends. Used on its connection's thread only.
final class Statement {
    // MARK: - Stored state

    /// The SQLite statement; nil for a PostgreSQL cursor.
    let handle: OpaquePointer?
    /// The PostgreSQL result read, and the row the cursor is on.
    private let result: PGResult?
    private(set) var row: Int32 = -1

    // MARK: - Init / deinit

    /// Takes ownership of a statement made by `sqlite3_prepare_v2`.
    init(handle: OpaquePointer) {
        self.handle = handle
        self.result = nil
    }

    /// A cursor before the first row of `result`; `step()` moves it.
    init(result: PGResult) {
        self.handle = nil
        self.result = result
    }

    deinit {
        if let handle { sqlite3_finalize(handle) }
    }

    // MARK: - Public API

    /// The SQL text as prepared (`sqlite3_sql`).
    var sql: String { sqlite3_sql(handle).map { String(cString: $0) } ?? "" }

    /// True when the statement cannot change the database file (`sqlite3_stmt_readonly`).
    var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    var columnCount: Int32 { result?.columnCount ?? sqlite3_column_count(handle) }

    var columnNames: [String] {
        if let result { return result.columnNames }
        return (0..<columnCount).map { index in sqlite3_column_name(handle, index).map { String(cString: $0) } ?? "" }
    }

    /// Binds `values` to parameters 1…n. Text and blobs are copied (`SQLITE_TRANSIENT`).
    func bind(_ values: [SQLValue]) throws(StoreError) {
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    func bind(_ value: SQLValue, at index: Int32) throws(StoreError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let value):
            code = sqlite3_bind_int64(handle, index, value)
        case .real(let value):
            code = sqlite3_bind_double(handle, index, value)
        case .text(let value):
            // Explicit byte count: keeps embedded NULs, and SQLite copies the bytes before the call returns.
            code = sqlite3_bind_text(handle, index, value, Int32(value.utf8.count), csqlite_transient())
        case .blob(let value):
            code = value.withUnsafeBytes { bytes in
                // A zero-length blob has no base address; bind an empty blob, not NULL.
                guard let base = bytes.baseAddress else { return sqlite3_bind_zeroblob(handle, index, 0) }
                return sqlite3_bind_blob(handle, index, base, Int32(bytes.count), csqlite_transient())
            }
        }
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// Advances one row (`sqlite3_step`): true when a row is available, false when done.
    func step() throws(StoreError) -> Bool {
        if let result {
            if row < result.rowCount { row += 1 }
            return row < result.rowCount
        }
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw error(code)
        }
    }

    /// Rewinds the statement and clears its bindings, ready to run again.
    func reset() {
        // sqlite3_reset returns the error of the previous step, already reported by step(); ignore it.
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    // MARK: Columns of the current row (0-based)

    func isNull(_ column: Int32) -> Bool {
        if let result { return result.isNull(row, column) }
        return sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    /// 0 for NULL or text that is not a number, as SQLite does; PostgreSQL's text is parsed.
    func int64(_ column: Int32) -> Int64 {
        if let result {
            let text = result.text(row, column)
            return Int64(text) ?? Double(text).flatMap { Int64(exactly: $0.rounded(.towardZero)) } ?? 0
        }
        return sqlite3_column_int64(handle, column)
    }

    func int(_ column: Int32) -> Int { Int(truncatingIfNeeded: int64(column)) }

    func double(_ column: Int32) -> Double {
        if let result { return Double(result.text(row, column)) ?? 0 }
        return sqlite3_column_double(handle, column)
    }

    /// The column as UTF-8 text; "" for NULL. Reads `sqlite3_column_bytes`, so embedded NULs survive.
    func string(_ column: Int32) -> String {
        if let result { return result.text(row, column) }
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

    func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }

    /// The column with its storage class (`sqlite3_column_type`).
    func value(_ column: Int32) -> SQLValue {
        if let result { return postgresValue(result, column) }
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: return .integer(int64(column))
        case SQLITE_FLOAT: return .real(double(column))
        case SQLITE_TEXT: return .text(string(column))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard let bytes = sqlite3_column_blob(handle, column), count > 0 else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    // MARK: - Private

    /// A PostgreSQL column typed by its type oid (pg_type.h): integers, floats, booleans as 0/1, bytea as a
    /// blob; `numeric` stays text so that decimals print exactly; everything else is text.
    private func postgresValue(_ result: PGResult, _ column: Int32) -> SQLValue {
        guard !result.isNull(row, column) else { return .null }
        let text = result.text(row, column)
        switch result.type(column) {
        case 20, 21, 23: return Int64(text).map(SQLValue.integer) ?? .text(text)
        case 700, 701: return Double(text).map(SQLValue.real) ?? .text(text)
        case 16: return .integer(text == "t" ? 1 : 0)
        case 17: return .blob(PGResult.bytes(fromHex: text))
        default: return .text(text)
        }
    }

    private func error(_ code: Int32) -> StoreError {
        StoreError(code: code, db: sqlite3_db_handle(handle), sql: sql)
    }
}
