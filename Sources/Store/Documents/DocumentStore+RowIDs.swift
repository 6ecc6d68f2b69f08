import DocModel

/// The row ids a loaded document's parts were stored under, so a review page can say what each box became in
/// SQL ("word 812", "receipt_line 40"). Keyed the way `loadDocument` rebuilds the parts: by block key, then
/// line and word ordinal; entities in their stored order; barcodes per page; receipts as `allReceipts`.
public struct StoredRowIDs: Sendable {
    public var blocks: [String: Int64] = [:]
    public var lines: [String: [Int64]] = [:]
    public var words: [String: [[Int64]]] = [:]
    public var cells: [String: [Int64]] = [:]
    public var entities: [Int64] = []
    public var barcodes: [Int: [Int64]] = [:]
    /// Per receipt in `Document.allReceipts` order: its `receipt` row id and its `receipt_line` row ids.
    public var receipts: [(id: Int64, lines: [Int64])] = []

    public init() {}
}

extension DocumentStore {
    /// The row ids of document `id`'s parts (empty for a failed or unknown document).
    public func rowIDs(documentID id: Int64) throws -> StoredRowIDs {
        try queue.read { db in
            var ids = StoredRowIDs()
            let arguments: [SQLValue] = [.integer(id)]
            for (key, rowID) in try db.rows("SELECT key, id FROM block WHERE document_id = ?", arguments,
                                            { ($0.string(0), $0.int64(1)) }) {
                ids.blocks[key] = rowID
            }
            for (key, rowID) in try db.rows("""
                SELECT b.key, l.id FROM line l JOIN block b ON b.id = l.block_id
                WHERE b.document_id = ? ORDER BY l.block_id, l.ordinal
                """, arguments, { ($0.string(0), $0.int64(1)) }) {
                ids.lines[key, default: []].append(rowID)
                ids.words[key, default: []].append([])
            }
            for (key, line, rowID) in try db.rows("""
                SELECT b.key, l.ordinal, w.id FROM word w JOIN line l ON l.id = w.line_id JOIN block b ON b.id = l.block_id
                WHERE b.document_id = ? ORDER BY l.block_id, l.ordinal, w.ordinal
                """, arguments, { ($0.string(0), $0.int(1), $0.int64(2)) }) {
                if let lines = ids.words[key], line < lines.count { ids.words[key]?[line].append(rowID) }
            }
            for (key, rowID) in try db.rows("""
                SELECT b.key, c.id FROM table_cell c JOIN block b ON b.id = c.block_id
                WHERE b.document_id = ? ORDER BY c.block_id, c.ordinal
                """, arguments, { ($0.string(0), $0.int64(1)) }) {
                ids.cells[key, default: []].append(rowID)
            }
            ids.entities = try db.rows("SELECT id FROM entity WHERE document_id = ? ORDER BY ordinal", arguments) { $0.int64(0) }
            for (page, rowID) in try db.rows("SELECT page, id FROM barcode WHERE document_id = ? ORDER BY page, ordinal",
                                             arguments, { ($0.int(0), $0.int64(1)) }) {
                ids.barcodes[page, default: []].append(rowID)
            }
            let receipts = try db.rows("SELECT id FROM receipt WHERE document_id = ? ORDER BY page, region", arguments) {
                $0.int64(0)
            }
            for receipt in receipts {
                let lines = try db.rows("SELECT id FROM receipt_line WHERE receipt_id = ? ORDER BY ordinal",
                                        [.integer(receipt)]) { $0.int64(0) }
                ids.receipts.append((receipt, lines))
            }
            return ids
        }
    }
}
