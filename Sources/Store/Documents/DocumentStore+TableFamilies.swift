import Foundation

/// A family of tables: tables whose header rows name the same columns (after normalisation, in any
/// order), across documents, and the one view that holds all their body rows.
public struct TableFamilyInfo: Hashable, Sendable, Codable {
    public var id: Int64
    /// The family's view: "family_" and its column names in alphabetical order.
    public var name: String
    /// The view's table columns, in order (after `document_id`, `table_view`, `row`).
    public var columns: [String]
    /// Member tables and the distinct documents they come from.
    public var tableCount: Int
    public var documentCount: Int
}

extension DocumentStore {
    /// Every table family with its member counts, by name; only families with a table of `documentID` when given.
    public func tableFamilies(documentID: Int64? = nil) throws -> [TableFamilyInfo] {
        try queue.read { db in
            try db.rows("""
                SELECT f.id, f.name, f.columns, count(v.id), count(DISTINCT v.document_id)
                FROM table_family f LEFT JOIN table_view v ON v.family_id = f.id
                GROUP BY f.id
                HAVING CAST(?1 AS BIGINT) IS NULL OR f.id IN (SELECT family_id FROM table_view WHERE document_id = ?1)
                ORDER BY f.name
                """, [SQLValue(documentID)]) { row in
                let columns = (try? JSONDecoder().decode([String].self, from: Data(row.string(2).utf8))) ?? []
                return TableFamilyInfo(id: row.int64(0), name: row.string(1), columns: columns,
                                       tableCount: row.int(3), documentCount: row.int(4))
            }
        }
    }

    /// Puts a just-saved table view in the family of its column names, creating the family and its view
    /// when it is the first of them. A table joins a family only when its header rows name at least two
    /// columns ("column_3", named for want of a header, does not count): the header is what members share.
    static func joinFamily(viewID: Int64, columns: [String], headerRows: Int, _ db: Connection) throws(StoreError) {
        let named = columns.filter { !TableViewNaming.isPlaceholder($0) }
        guard headerRows > 0, named.count >= 2, named.count == columns.count else { return }
        let signature = String(decoding: (try? JSONEncoder().encode(columns.sorted())) ?? Data("[]".utf8), as: UTF8.self)
        var familyID = try db.rows("SELECT id FROM table_family WHERE signature = ?", [.text(signature)]) { $0.int64(0) }.first
        if familyID == nil {
            let taken = Set(try db.rows(db.isPostgreSQL
                ? "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
                : "SELECT name FROM sqlite_master") { $0.string(0) })
            let name = TableViewNaming.familyName(columns.sorted(), taken: taken)
            let columnsJSON = String(decoding: (try? JSONEncoder().encode(columns)) ?? Data("[]".utf8), as: UTF8.self)
            let id = try db.insert("INSERT INTO table_family (name, signature, columns) VALUES (?, ?, ?)",
                       [.text(name), .text(signature), .text(columnsJSON)])
            familyID = id
            try createFamilyView(name: name, familyID: id, columns: columns, db)
        }
        try db.run("UPDATE table_view SET family_id = ? WHERE id = ?", [SQLValue(familyID), .integer(viewID)])
    }

    /// The family's view reads its members' cells through `table_view_column`, so it never changes as
    /// members come and go, and a member printing the columns in another order lines up by name. Numeric
    /// columns of a member show `number_real`, others the text, as in the member's own view.
    static func createFamilyView(name: String, familyID: Int64, columns: [String], _ db: Connection) throws(StoreError) {
        // SQLite's columns take either type; PostgreSQL's CASE needs one, so there a family's cells are text.
        let number = db.isPostgreSQL ? "CAST(c.number_real AS TEXT)" : "c.number_real"
        var selects = ["v.document_id AS document_id", "v.name AS table_view", "c.\"row\" - v.header_rows + 1 AS \"row\""]
        for column in columns {
            // Column names are generated identifiers ([a-z0-9_]), never raw input.
            selects.append("max(CASE WHEN m.name = '\(column)' THEN CASE WHEN m.is_numeric = 1 THEN \(number) ELSE c.text END END) AS \"\(column)\"")
        }
        try db.execute("""
            CREATE VIEW "\(name)" AS SELECT \(selects.joined(separator: ", "))
            FROM table_view v JOIN table_cell c ON c.block_id = v.block_id AND c."row" >= v.header_rows
            JOIN table_view_column m ON m.table_view_id = v.id AND m."column" = c."column"
            WHERE v.family_id = \(familyID)
            GROUP BY v.id, c."row" ORDER BY v.document_id, v.ordinal, c."row"
            """)
    }
}
