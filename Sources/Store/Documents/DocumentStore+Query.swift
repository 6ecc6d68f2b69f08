import CSQLite

/// The result of an ad-hoc SQL query: column names and rows of values.
public struct QueryResult: Hashable, Sendable, Encodable {
    public var columns: [String]
    public var rows: [[SQLValue]]

    public init(columns: [String], rows: [[SQLValue]]) {
        self.columns = columns
        self.rows = rows
    }
}

extension DocumentStore {
    /// Runs user SQL (`folio query`) on its own read-only connection and returns the last statement's result.
    ///
    /// The file is opened `SQLITE_OPEN_READONLY` with `PRAGMA query_only` (it is neither created nor
    /// migrated), and each statement is checked with `sqlite3_stmt_readonly` before it runs: a statement that
    /// would write stops the script with `StoreError` (`SQLITE_READONLY`). Statements run one after another,
    /// so `ATTACH 'x.sqlite' AS x; SELECT … FROM x.t` works; those before a refused one only read.
    public static func query(databasePath: String, sql: String) throws -> QueryResult {
        let connection = try Connection(path: databasePath, mode: .readOnly)
        var result = QueryResult(columns: [], rows: [])
        var remainder = Substring(sql)
        while let (statement, rest) = try connection.prepareFirst(remainder) {
            remainder = rest
            guard statement.isReadOnly else {
                throw StoreError(code: SQLITE_READONLY,
                                 message: "queries are read-only, and this statement would change the database",
                                 sql: statement.sql)
            }
            result = QueryResult(columns: statement.columnNames, rows: [])
            let width = statement.columnCount
            while try statement.step() {
                result.rows.append((0..<width).map { statement.value($0) })
            }
        }
        return result
    }
}
