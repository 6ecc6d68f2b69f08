import CSQLite
import DocModel
import Foundation

extension DocumentStore {
    /// Stores one run's result, all rows in one transaction (on any failure nothing is written).
    ///
    /// - Content already stored as succeeded or partial: nothing is written; `.duplicate(of:)` that row.
    /// - Content stored as failed: the old row (and anything under it) is replaced, so a retry that works
    ///   lands cleanly.
    /// - Outcome `.failed`: a `document` row with status 'failed', the first error and the diagnostics,
    ///   and no pages or blocks, whether or not the report holds a partial document.
    /// - Outcome `.duplicate` with no stored row to point at: a `StoreError` (`SQLITE_MISUSE`).
    public func save(_ report: RunReport) throws -> SaveResult {
        let ingestedAt = ISO8601DateFormatter().string(from: now())
        return try queue.write { db in try Self.save(report, ingestedAt: ingestedAt, db) }
    }

    /// `save(_:)` inside a transaction the caller opened (the inbox stores a document and its job together).
    static func save(_ report: RunReport, ingestedAt: String, _ db: Connection) throws -> SaveResult {
        // The document's own source when there is one, so that loadDocument returns it exactly.
        let source = report.document?.source ?? report.source
        let diagnostics = try JSONColumn.encode(report.diagnostics)
        let timings = try JSONColumn.encode(report.timings)
        do {
            if let stored = try Self.storedDocuments(db, where: "sha256 = ?", [.text(source.sha256)]).first {
                guard stored.status == .failed else { return .duplicate(of: stored.id) }
                // ON DELETE CASCADE removes whatever hangs below it; the FTS triggers follow.
                try Self.dropTableViews(documentID: stored.id, db)
                try db.run("DELETE FROM document WHERE id = ?", [.integer(stored.id)])
            }
            let status: String
            switch report.outcome {
            case .succeeded, .partiallySucceeded, .failed: status = report.outcome.rawValue
            case .duplicate:
                throw StoreError(code: SQLITE_MISUSE, message: "\(source.path): the report says duplicate, but no "
                                 + "document with sha256 \(source.sha256) is stored")
            }
            let content = report.outcome == .failed ? nil : report.document
            let documentID = try db.insert("""
                INSERT INTO document (sha256, path, media_type, byte_count, page_count, status, error, diagnostics,
                                      timings, ingested_at, schema_version)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.text(source.sha256), .text(source.path), .text(source.mediaType), SQLValue(source.byteCount),
                      SQLValue(content?.pages.count), .text(status), SQLValue(report.errorMessage),
                      .text(diagnostics), .text(timings), .text(ingestedAt), SQLValue(content?.schemaVersion)])
            if let content {
                try Self.insertContent(content, documentID: documentID, db)
                try Self.createTableViews(content, documentID: documentID, db)
            }
            return .stored(id: documentID)
        }
    }

    // MARK: - Private

    private static func insertContent(_ document: Document, documentID: Int64, _ db: Connection) throws {
        for page in document.pages {
            try db.run("""
                INSERT INTO page (document_id, number, width, height, dpi, text_source, confidence)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, [.integer(documentID), SQLValue(page.number), SQLValue(page.width), SQLValue(page.height),
                      SQLValue(page.dpi), .text(page.textSource.rawValue), SQLValue(page.confidence)])
        }
        try insertGeometry(document.pages, documentID: documentID, db)
        for (ordinal, block) in document.blocks.enumerated() {
            try insert(block, ordinal: ordinal, parentID: nil, documentID: documentID, db)
        }
        try insertDetections(document, documentID: documentID, db)
        try insertReceipt(document, documentID: documentID, db)
    }

    /// One block with its provenance, lines and words, table cells, field and (recursively) items.
    private static func insert(_ block: Block, ordinal: Int, parentID: Int64?, documentID: Int64,
                               _ db: Connection) throws(StoreError) {
        let first = block.provenance.first
        let blockID = try db.insert("""
            INSERT INTO block (document_id, parent_id, ordinal, key, type, text, page, x, y, width, height, confidence,
                               level, marker, depth, item_count, row_count, column_count, role)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [.integer(documentID), SQLValue(parentID), SQLValue(ordinal), .text(block.id),
                  .text(block.type.rawValue), .text(block.text), SQLValue(first?.page), SQLValue(first?.box.x),
                  SQLValue(first?.box.y), SQLValue(first?.box.width), SQLValue(first?.box.height),
                  SQLValue(first?.confidence), SQLValue(block.level), SQLValue(block.marker), SQLValue(block.depth),
                  SQLValue(block.items?.count), SQLValue(block.table?.rowCount), SQLValue(block.table?.columnCount),
                  SQLValue(block.role?.rawValue)])
        for (ordinal, provenance) in block.provenance.enumerated() {
            try db.run("""
                INSERT INTO block_provenance (block_id, ordinal, page, x, y, width, height, confidence)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, [.integer(blockID), SQLValue(ordinal), SQLValue(provenance.page)]
                    + boxValues(provenance.box) + [.real(provenance.confidence)])
        }
        for (ordinal, line) in block.lines.enumerated() {
            let lineID = try db.insert("""
                INSERT INTO line (block_id, ordinal, text, x, y, width, height, confidence)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, [.integer(blockID), SQLValue(ordinal), .text(line.text)] + boxValues(line.box)
                    + [.real(line.confidence)])
            for (ordinal, word) in line.words.enumerated() {
                try db.run("""
                    INSERT INTO word (line_id, ordinal, text, x, y, width, height, confidence)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, [.integer(lineID), SQLValue(ordinal), .text(word.text)] + boxValues(word.box)
                        + [.real(word.confidence)])
            }
        }
        for (ordinal, cell) in (block.table?.cells ?? []).enumerated() {
            try db.run("""
                INSERT INTO table_cell (block_id, ordinal, "row", "column", row_span, column_span, text, is_header,
                                        x, y, width, height, confidence, number, number_real, unit)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.integer(blockID), SQLValue(ordinal), SQLValue(cell.row), SQLValue(cell.column),
                      SQLValue(cell.rowSpan), SQLValue(cell.columnSpan), .text(cell.text), SQLValue(cell.isHeader)]
                    + boxValues(cell.box) + [.real(cell.confidence), SQLValue(cell.number),
                                             SQLValue(cell.number.flatMap(Double.init)), SQLValue(cell.unit)])
        }
        if let field = block.field, let page = first?.page {
            try db.run("""
                INSERT INTO field (document_id, block_id, page, key, key_normalized, value, key_x, key_y, key_width,
                                   key_height, value_x, value_y, value_width, value_height)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.integer(documentID), .integer(blockID), SQLValue(page), .text(field.key),
                      .text(field.keyNormalized), .text(field.value)] + boxValues(field.keyBox)
                    + (field.valueBox.map(boxValues) ?? [.null, .null, .null, .null]))
        }
        for (ordinal, item) in (block.items ?? []).enumerated() {
            try insert(item, ordinal: ordinal, parentID: blockID, documentID: documentID, db)
        }
    }

    private static func boxValues(_ box: Box) -> [SQLValue] {
        [SQLValue(box.x), SQLValue(box.y), SQLValue(box.width), SQLValue(box.height)]
    }
}
