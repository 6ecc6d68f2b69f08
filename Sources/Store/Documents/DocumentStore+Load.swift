import DocModel

extension DocumentStore {
    /// Rebuilds the stored `Document` exactly as it was saved: pages, blocks in reading order with all
    /// provenance, lines and words, list items, table cells and fields. nil when there is no document with that id,
    /// or when its read failed (a failed document has no content; `storedDocument(id:)` has its diagnostics).
    public func loadDocument(id: Int64) throws -> Document? {
        try queue.read { db in try Self.loadDocument(id: id, db) }
    }

    // MARK: - Private

    /// One `block` row, before its children are attached.
    private struct BlockRow {
        var rowID: Int64
        var parentID: Int64?
        var block: Block
        var itemCount: Int?
        var grid: (rows: Int, columns: Int)?
    }

    private static func loadDocument(id: Int64, _ db: Connection) throws -> Document? {
        let heads = try db.rows("""
            SELECT path, sha256, media_type, byte_count, status, schema_version FROM document WHERE id = ?
            """, [.integer(id)]) { row in
            (source: Source(path: row.string(0), sha256: row.string(1), mediaType: row.string(2),
                            byteCount: row.int(3)),
             status: row.string(4), schemaVersion: row.optionalInt(5))
        }
        guard let head = heads.first, head.status != Outcome.failed.rawValue else { return nil }
        let arguments: [SQLValue] = [.integer(id)]

        var document = Document(source: head.source)
        document.schemaVersion = head.schemaVersion ?? Document.currentSchemaVersion
        document.pages = try db.rows("""
            SELECT number, width, height, dpi, text_source, confidence FROM page WHERE document_id = ? ORDER BY number
            """, arguments) { row throws(StoreError) in
            guard let source = Page.TextSource(rawValue: row.string(4)) else {
                throw .corrupt("page \(row.int(0)) of document \(id) has unknown text source '\(row.string(4))'")
            }
            return Page(number: row.int(0), width: row.int(1), height: row.int(2), dpi: row.int(3),
                        textSource: source, confidence: row.optionalDouble(5))
        }
        document.pages = try attachGeometry(document.pages, documentID: id, db)

        let blockRows = try db.rows("""
            SELECT id, parent_id, key, type, text, level, marker, depth, item_count, row_count, column_count, role
            FROM block WHERE document_id = ? ORDER BY parent_id, ordinal
            """, arguments) { row throws(StoreError) in
            guard let kind = Block.Kind(rawValue: row.string(3)) else {
                throw .corrupt("block \(row.string(2)) of document \(id) has unknown type '\(row.string(3))'")
            }
            let block = Block(id: row.string(2), type: kind, text: row.string(4), provenance: [],
                              level: row.optionalInt(5), marker: row.optionalString(6), depth: row.optionalInt(7),
                              role: row.optionalString(11).flatMap(Block.Role.init(rawValue:)))
            let grid = row.isNull(9) ? nil : (rows: row.int(9), columns: row.int(10))
            return BlockRow(rowID: row.int64(0), parentID: row.isNull(1) ? nil : row.int64(1), block: block,
                            itemCount: row.optionalInt(8), grid: grid)
        }

        let provenance = try grouped(db, """
            SELECT p.block_id, p.page, p.x, p.y, p.width, p.height, p.confidence
            FROM block_provenance p JOIN block b ON b.id = p.block_id
            WHERE b.document_id = ? ORDER BY p.block_id, p.ordinal
            """, arguments) { row in
            Provenance(page: row.int(1), box: box(row, from: 2), confidence: row.double(6))
        }
        let words = try grouped(db, """
            SELECT w.line_id, w.text, w.x, w.y, w.width, w.height, w.confidence
            FROM word w JOIN line l ON l.id = w.line_id JOIN block b ON b.id = l.block_id
            WHERE b.document_id = ? ORDER BY w.line_id, w.ordinal
            """, arguments) { row in
            Word(text: row.string(1), box: box(row, from: 2), confidence: row.double(6))
        }
        let lines = try grouped(db, """
            SELECT l.block_id, l.id, l.x, l.y, l.width, l.height, l.confidence
            FROM line l JOIN block b ON b.id = l.block_id
            WHERE b.document_id = ? ORDER BY l.block_id, l.ordinal
            """, arguments) { row in
            Line(box: box(row, from: 2), confidence: row.double(6), words: words[row.int64(1)] ?? [])
        }
        let cells = try grouped(db, """
            SELECT c.block_id, c."row", c."column", c.row_span, c.column_span, c.text, c.is_header,
                   c.x, c.y, c.width, c.height, c.confidence, c.number, c.unit
            FROM table_cell c JOIN block b ON b.id = c.block_id
            WHERE b.document_id = ? ORDER BY c.block_id, c.ordinal
            """, arguments) { row in
            TableCell(row: row.int(1), column: row.int(2), rowSpan: row.int(3), columnSpan: row.int(4),
                      text: row.string(5), isHeader: row.int(6) != 0, box: box(row, from: 7),
                      confidence: row.double(11), number: row.optionalString(12), unit: row.optionalString(13))
        }

        let fields = try grouped(db, """
            SELECT f.block_id, f.key, f.value, f.key_x, f.key_y, f.key_width, f.key_height,
                   f.value_x, f.value_y, f.value_width, f.value_height
            FROM field f WHERE f.document_id = ? ORDER BY f.block_id
            """, arguments) { row in
            Field(key: row.string(1), value: row.string(2), keyBox: box(row, from: 3),
                  valueBox: row.isNull(7) ? nil : box(row, from: 7))
        }

        // Rows come ordered by (parent_id, ordinal), so each parent's children are already in order.
        var children: [Int64?: [BlockRow]] = [:]
        for row in blockRows { children[row.parentID, default: []].append(row) }
        func assemble(_ row: BlockRow) -> Block {
            var block = row.block
            block.provenance = provenance[row.rowID] ?? []
            block.lines = lines[row.rowID] ?? []
            if row.itemCount != nil { block.items = (children[row.rowID] ?? []).map(assemble) }
            block.field = fields[row.rowID]?.first
            if let grid = row.grid {
                block.table = Table(rowCount: grid.rows, columnCount: grid.columns, cells: cells[row.rowID] ?? [])
            }
            return block
        }
        document.blocks = (children[nil] ?? []).map(assemble)
        try loadDetections(&document, id: id, db)
        try loadReceipt(&document, id: id, db)
        return document
    }

    /// Rows of `sql` grouped by their first column (an owner's row id), in query order.
    private static func grouped<T>(_ db: Connection, _ sql: String, _ arguments: [SQLValue],
                                   _ make: (Statement) -> T) throws(StoreError) -> [Int64: [T]] {
        var result: [Int64: [T]] = [:]
        for (owner, value) in try db.rows(sql, arguments, { row in (row.int64(0), make(row)) }) {
            result[owner, default: []].append(value)
        }
        return result
    }

    /// A box from four columns x, y, width, height. Stored boxes were valid when saved; a negative size
    /// (hand-edited rows) is clamped to 0 rather than trapping in `Box.init`'s precondition.
    private static func box(_ row: Statement, from column: Int32) -> Box {
        Box(x: row.int(column), y: row.int(column + 1), width: max(0, row.int(column + 2)),
            height: max(0, row.int(column + 3)))
    }
}
