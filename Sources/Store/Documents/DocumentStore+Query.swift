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
    ///
    /// On PostgreSQL: one statement (the extended protocol refuses a script, so nothing can end the
    /// transaction), run in a `READ ONLY` transaction on a session whose transactions all default to read-only,
    /// then rolled back. A server can still be talked out of that by a function with side effects: for users
    /// who must never write, connect as a role without write rights (docs/postgresql.md).
    public static func query(databasePath: String, sql: String) throws -> QueryResult {
        let connection = try Connection(path: databasePath, mode: .readOnly)
        if let postgres = connection.postgres {
            try postgres.executeScript("BEGIN TRANSACTION READ ONLY")
            defer { try? postgres.executeScript("ROLLBACK") }
            let cursor = Statement(result: try postgres.execute(sql))
            var result = QueryResult(columns: cursor.columnNames, rows: [])
            let width = cursor.columnCount
            while try cursor.step() { result.rows.append((0..<width).map { cursor.value($0) }) }
            return result
        }
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
