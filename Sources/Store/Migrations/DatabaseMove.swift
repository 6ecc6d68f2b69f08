import Foundation

/// Rows copied from one table by `DocumentStore.move(fromSQLite:toPostgreSQL:)`.
public struct MovedTable: Hashable, Sendable, Codable {
    public var table: String
    public var rows: Int
}

extension DocumentStore {
    /// Copies a SQLite database into an empty PostgreSQL database, in one PostgreSQL transaction: every table
    /// both schemas have, row by row with the same ids (so `folio show 12` shows the same document on both),
    /// then the per-table and family views rebuilt from the copied rows and the id sequences moved past the
    /// copied ids. Both databases are migrated to this build's schema first. Jobs that are still queued or
    /// running are left behind (their originals are in the SQLite watcher's inbox, their bytes in no blob);
    /// finished jobs come along as history. Refuses a target that already holds documents or jobs.
    public static func move(fromSQLite sqlitePath: String, toPostgreSQL url: String) throws -> [MovedTable] {
        guard !isPostgreSQL(sqlitePath), FileManager.default.fileExists(atPath: sqlitePath) else {
            throw StoreError(code: 21, message: "\(sqlitePath): not a SQLite database file to move from")
        }
        guard isPostgreSQL(url) else {
            throw StoreError(code: 21, message: "\(url): the target of a move must be a PostgreSQL URL (postgresql://…)")
        }
        let source = try DocumentStore(path: sqlitePath)
        let target = try DocumentStore(path: url)
        return try source.queue.read { from in
            try target.queue.write { to in
                let used = try to.rows("SELECT (SELECT count(*) FROM document) + (SELECT count(*) FROM job)") { $0.int(0) }
                guard used.first == 0 else {
                    throw StoreError(code: 21, message: "\(target.location): already holds documents or jobs; "
                                     + "move into a new, empty database")
                }
                var moved: [MovedTable] = []
                for table in try copiedTables(to) {
                    let targetColumns = try insertableColumns(table, to)
                    let sourceColumns = Set(try from.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.string(0) })
                    let columns = targetColumns.filter(sourceColumns.contains)
                    guard !columns.isEmpty else { continue }
                    let count = try copyRows(table, columns: columns, from: from, to: to)
                    moved.append(MovedTable(table: table, rows: count))
                }
                try rebuildViews(to)
                try advanceIdentities(to)
                return moved
            }
        }
    }

    // MARK: - Private

    /// Finished jobs only: a queued or running one belongs to the SQLite watcher's inbox.
    private static let rowFilters = ["job": "state NOT IN ('queued', 'running')"]

    /// The target's tables, parents before children (by foreign key), without the migration log and the
    /// queue's blobs (SQLite has neither in this form).
    private static func copiedTables(_ to: Connection) throws -> [String] {
        let tables = try to.rows("""
            SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
            AND tablename NOT IN ('schema_migrations', 'blob') ORDER BY tablename
            """) { $0.string(0) }
        let edges = try to.rows("""
            SELECT DISTINCT c.conrelid::regclass::text, c.confrelid::regclass::text FROM pg_constraint c
            WHERE c.contype = 'f' AND c.conrelid <> c.confrelid
            """) { ($0.string(0), $0.string(1)) }
        var parents: [String: Set<String>] = [:]
        for (child, parent) in edges { parents[child, default: []].insert(parent) }
        var ordered: [String] = []
        var placed = Set<String>()
        func place(_ table: String, _ path: Set<String>) {
            guard !placed.contains(table), !path.contains(table) else { return }
            for parent in (parents[table] ?? []).sorted() where tables.contains(parent) { place(parent, path.union([table])) }
            placed.insert(table)
            ordered.append(table)
        }
        for table in tables { place(table, []) }
        return ordered
    }

    /// The table's columns a row may set (generated ones, like block.search, are the server's).
    private static func insertableColumns(_ table: String, _ to: Connection) throws -> [String] {
        try to.rows("""
            SELECT column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position
            """, [.text(table)]) { $0.string(0) }
    }

    /// Copies the rows in rowid order, in pages, as multi-row INSERTs; returns how many were copied. A row the
    /// target already has (a lookup table its migrations filled) is left as it is; any other difference in
    /// counts is an error, so nothing is dropped silently.
    private static func copyRows(_ table: String, columns: [String], from: Connection, to: Connection) throws -> Int {
        let quoted = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let filter = rowFilters[table].map { " AND \($0)" } ?? ""
        let perInsert = max(1, 8_000 / columns.count)
        var last: Int64 = .min
        var copied = 0
        while true {
            let page = try from.rows("""
                SELECT rowid, \(quoted) FROM "\(table)" WHERE rowid > ?\(filter) ORDER BY rowid LIMIT 5000
                """, [.integer(last)]) { row in (row.int64(0), (1...columns.count).map { row.value(Int32($0)) }) }
            guard let end = page.last?.0 else { break }
            last = end
            for start in stride(from: 0, to: page.count, by: perInsert) {
                let rows = page[start..<min(start + perInsert, page.count)]
                let placeholders = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
                try to.run("""
                    INSERT INTO "\(table)" (\(quoted)) VALUES \(Array(repeating: placeholders, count: rows.count).joined(separator: ", "))
                    ON CONFLICT DO NOTHING
                    """, rows.flatMap(\.1))
            }
            copied += page.count
        }
        let inTarget = try to.rows("SELECT count(*) FROM \"\(table)\"") { $0.int(0) }.first ?? 0
        guard inTarget == copied else {
            throw StoreError(code: 21, message: "\(table): \(copied) rows read from SQLite but \(inTarget) in PostgreSQL")
        }
        return copied
    }

    /// Views are not rows: each table's view and each family's view, made again from the copied rows.
    private static func rebuildViews(_ to: Connection) throws {
        let views = try to.rows("SELECT id, name, block_id, header_rows FROM table_view ORDER BY id") {
            (id: $0.int64(0), name: $0.string(1), block: $0.int64(2), headerRows: $0.int(3))
        }
        for view in views {
            let columns = try to.rows("""
                SELECT name, is_numeric FROM table_view_column WHERE table_view_id = ? ORDER BY "column"
                """, [.integer(view.id)]) { (name: $0.string(0), numeric: $0.int(1) == 1) }
            try createTableView(name: view.name, blockID: view.block, headerRows: view.headerRows, columns: columns, to)
        }
        for family in try to.rows("SELECT id, name, columns FROM table_family ORDER BY id", [], {
            (id: $0.int64(0), name: $0.string(1), columns: $0.string(2))
        }) {
            let columns = (try? JSONDecoder().decode([String].self, from: Data(family.columns.utf8))) ?? []
            try createFamilyView(name: family.name, familyID: family.id, columns: columns, to)
        }
    }

    /// Each identity sequence continues after the largest copied id.
    private static func advanceIdentities(_ to: Connection) throws {
        let identities = try to.rows("""
            SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND is_identity = 'YES'
            """) { ($0.string(0), $0.string(1)) }
        for (table, column) in identities {
            try to.execute("""
                SELECT setval(pg_get_serial_sequence('"\(table)"', '\(column)'), coalesce(max("\(column)"), 0) + 1, false)
                FROM "\(table)"
                """)
        }
    }
}
