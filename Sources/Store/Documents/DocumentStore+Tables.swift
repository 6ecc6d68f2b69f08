import CSQLite
import DocModel
import Foundation

/// One extracted table's SQL view, as `folio tables` lists it.
public struct TableViewInfo: Hashable, Sendable, Codable {
    public var id: Int64
    public var name: String
    public var documentID: Int64
    public var path: String
    public var page: Int?
    /// Body rows (the view's rows) and the view's columns, "row" first.
    public var rowCount: Int
    public var columns: [String]
    /// The view of the table's family (tables naming the same columns), if it has one.
    public var family: String?
}

extension DocumentStore {
    /// Every table view, in document and table order; only those of `documentID` when given.
    public func tableViews(documentID: Int64? = nil) throws -> [TableViewInfo] {
        try queue.read { db in
            try db.rows("""
                SELECT v.id, v.name, v.document_id, d.path, b.page, b.row_count - v.header_rows, v.columns, f.name
                FROM table_view v JOIN document d ON d.id = v.document_id JOIN block b ON b.id = v.block_id
                LEFT JOIN table_family f ON f.id = v.family_id
                WHERE CAST(?1 AS BIGINT) IS NULL OR v.document_id = ?1 ORDER BY v.document_id, v.ordinal
                """, [SQLValue(documentID)]) { row in
                let columns = (try? JSONDecoder().decode([String].self, from: Data(row.string(6).utf8))) ?? []
                return TableViewInfo(id: row.int64(0), name: row.string(1), documentID: row.int64(2), path: row.string(3),
                                     page: row.optionalInt(4), rowCount: row.int(5), columns: columns, family: row.optionalString(7))
            }
        }
    }

    // MARK: - Saving

    /// Creates one view per table block of the document (inside the caller's transaction, so a document
    /// and its views land together) and records it in `table_view`.
    ///
    /// A view has a `row` column (1-based body row) and one column per table column, named from the header
    /// rows. A column whose every filled body cell holds a number shows `number_real` (so `WHERE amount > 100`
    /// compares numbers); other columns show the cell text. Exact decimals stay in `table_cell.number`.
    static func createTableViews(_ document: Document, documentID: Int64, _ db: Connection) throws(StoreError) {
        guard document.blocks.contains(where: { $0.table != nil }) else { return }
        let tableBlocks = try db.rows("""
            SELECT id, key FROM block WHERE document_id = ? AND type = 'table' AND parent_id IS NULL ORDER BY ordinal
            """, [.integer(documentID)]) { row in (row.int64(0), row.string(1)) }
        let byKey = Dictionary(document.blocks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (ordinal, (blockID, key)) in tableBlocks.enumerated() {
            guard let table = byKey[key]?.table else { continue }
            let headerRows = (table.cells.filter(\.isHeader).map { $0.row + $0.rowSpan }.max() ?? 0)
            let name = TableViewNaming.viewName(path: document.source.path, documentID: documentID, ordinal: ordinal + 1)
            let columns = TableViewNaming.columnNames(table, headerRows: headerRows)
            var numericColumns = Set<Int>()
            for column in 0..<table.columnCount {
                let body = table.cells.filter { $0.column == column && $0.row >= headerRows && !$0.text.isEmpty }
                if !body.isEmpty && body.allSatisfy({ $0.number != nil }) { numericColumns.insert(column) }
            }
            try createTableView(name: name, blockID: blockID, headerRows: headerRows,
                                columns: (0..<table.columnCount).map { (columns[$0 + 1], numericColumns.contains($0)) }, db)
            let columnsJSON = String(decoding: (try? JSONEncoder().encode(columns)) ?? Data("[]".utf8), as: UTF8.self)
            let viewID = try db.insert("""
                INSERT INTO table_view (name, document_id, block_id, ordinal, header_rows, columns) VALUES (?, ?, ?, ?, ?, ?)
                """, [.text(name), .integer(documentID), .integer(blockID), SQLValue(ordinal + 1), SQLValue(headerRows),
                      .text(columnsJSON)])
            for column in 0..<table.columnCount {
                try db.run("INSERT INTO table_view_column (table_view_id, \"column\", name, is_numeric) VALUES (?, ?, ?, ?)",
                           [.integer(viewID), SQLValue(column), .text(columns[column + 1]), SQLValue(numericColumns.contains(column) ? 1 : 0)])
            }
            try joinFamily(viewID: viewID, columns: Array(columns.dropFirst()), headerRows: headerRows, db)
        }
    }

    /// The view itself: one column per table column, `number_real` for a numeric one, the cell text otherwise.
    static func createTableView(name: String, blockID: Int64, headerRows: Int, columns: [(name: String, numeric: Bool)],
                                _ db: Connection) throws(StoreError) {
        var selects = ["c.\"row\" - \(headerRows) + 1 AS \"row\""]
        for (column, (columnName, numeric)) in columns.enumerated() {
            let field = numeric ? "c.number_real" : "c.text"
            selects.append("max(CASE WHEN c.\"column\" = \(column) THEN \(field) END) AS \"\(columnName)\"")
        }
        // Names and numbers are generated here (identifiers of [a-z0-9_] only), never taken raw from input.
        try db.execute("""
            CREATE VIEW "\(name)" AS SELECT \(selects.joined(separator: ", "))
            FROM table_cell c WHERE c.block_id = \(blockID) AND c."row" >= \(headerRows)
            GROUP BY c."row" ORDER BY c."row"
            """)
    }

    /// Drops the views of a document about to be deleted (a failed read being retried keeps none, but a
    /// view must never outlive its rows).
    static func dropTableViews(documentID: Int64, _ db: Connection) throws(StoreError) {
        let names = try db.rows("SELECT name FROM table_view WHERE document_id = ?", [.integer(documentID)]) { $0.string(0) }
        for name in names { try db.execute("DROP VIEW IF EXISTS \"\(name)\"") }
    }
}

extension DocumentStore {
    /// A table view's body as cell texts, row by row, one string per table column ("" for empty or
    /// covered cells): what `folio export table` writes.
    public static func tableText(databasePath: String, viewID: Int64) throws -> [[String]] {
        let connection = try Connection(path: databasePath, mode: .readOnly)
        let head = try connection.rows("""
            SELECT v.block_id, v.header_rows, b.row_count, b.column_count FROM table_view v JOIN block b ON b.id = v.block_id
            WHERE v.id = ?
            """, [.integer(viewID)]) { row in (row.int64(0), row.int(1), row.int(2), row.int(3)) }
        guard let (blockID, headerRows, rowCount, columnCount) = head.first, rowCount > headerRows else { return [] }
        var grid = Array(repeating: Array(repeating: "", count: columnCount), count: rowCount - headerRows)
        try connection.rows("""
            SELECT "row", "column", text FROM table_cell WHERE block_id = ? AND "row" >= ?
            """, [.integer(blockID), SQLValue(headerRows)]) { row in (row.int(0), row.int(1), row.string(2)) }
            .forEach { r, c, text in
                if r - headerRows < grid.count, c < columnCount { grid[r - headerRows][c] = text }
            }
        return grid
    }
}
