import DocModel
import Foundation

/// Rows of the `entity` and `barcode` tables (migration 0004), written with the document's other rows
/// in its one transaction, and read back into `Document.entities` and `Page.barcodes`. A document or page
/// with none stored loads as nil (the stage did not run or found nothing).
extension DocumentStore {
    static func insertDetections(_ document: Document, documentID: Int64, _ db: Connection) throws {
        var blockIDs: [String: Int64] = [:]
        for (key, id) in try db.rows("SELECT key, id FROM block WHERE document_id = ?", [.integer(documentID)],
                                     { row in (row.string(0), row.int64(1)) }) { blockIDs[key] = id }
        for (ordinal, entity) in (document.entities ?? []).enumerated() {
            guard let blockID = blockIDs[entity.blockID] else {
                throw StoreError.corrupt("entity \(ordinal) names block \(entity.blockID), which the document lacks")
            }
            let components = try entity.components.map { try JSONColumn.encode($0) }
            let money = entity.kind == .money ? entity.components : nil
            let domain = entity.kind == .email ? entity.normalized.split(separator: "@").last.map(String.init) : nil
            try db.run("""
                INSERT INTO entity (document_id, block_id, ordinal, kind, text, normalized, components, cell_row,
                                    cell_column, start, length, page, x, y, width, height, confidence, amount, currency,
                                    amount_minor, email_domain)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.integer(documentID), .integer(blockID), SQLValue(ordinal), .text(entity.kind.rawValue),
                      .text(entity.text), .text(entity.normalized), SQLValue(components), SQLValue(entity.cell?.row),
                      SQLValue(entity.cell?.column), SQLValue(entity.range.start), SQLValue(entity.range.length),
                      SQLValue(entity.page), SQLValue(entity.box?.x), SQLValue(entity.box?.y),
                      SQLValue(entity.box?.width), SQLValue(entity.box?.height), .real(entity.confidence),
                      SQLValue(money?["amount"]), SQLValue(money?["currency"]),
                      SQLValue(money?["minor_units"].flatMap { Int64($0) }), SQLValue(domain)])
        }
        for page in document.pages {
            for (ordinal, code) in (page.barcodes ?? []).enumerated() {
                let box = code.box
                try db.run("""
                    INSERT INTO barcode (document_id, page, ordinal, symbology, payload, polygon, x, y, width, height,
                                         decoders, gs1, gtin)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [.integer(documentID), SQLValue(page.number), SQLValue(ordinal), .text(code.symbology),
                          .text(code.payload), .text(try JSONColumn.encode(code.polygon)), SQLValue(box?.x),
                          SQLValue(box?.y), SQLValue(box?.width), SQLValue(box?.height),
                          .text(code.decoders.joined(separator: ",")), SQLValue(code.gs1), SQLValue(code.gtin)])
            }
        }
    }

    static func loadDetections(_ document: inout Document, id: Int64, _ db: Connection) throws {
        let entities = try db.rows("""
            SELECT e.kind, e.text, e.normalized, e.components, b.key, e.cell_row, e.cell_column, e.start, e.length,
                   e.page, e.x, e.y, e.width, e.height, e.confidence
            FROM entity e JOIN block b ON b.id = e.block_id WHERE e.document_id = ? ORDER BY e.ordinal
            """, [.integer(id)]) { row throws(StoreError) -> Entity in
            guard let kind = Entity.Kind(rawValue: row.string(0)) else {
                throw StoreError.corrupt("entity of document \(id) has unknown kind '\(row.string(0))'")
            }
            let components = try Self.decodeColumn([String: String].self, row.optionalString(3))
            let cell = row.isNull(5) ? nil : CellAddress(row: row.int(5), column: row.int(6))
            let box = row.isNull(10) ? nil : Box(x: row.int(10), y: row.int(11), width: row.int(12), height: row.int(13))
            return Entity(kind: kind, text: row.string(1), normalized: row.string(2), components: components,
                          blockID: row.string(4), cell: cell, range: TextRange(start: row.int(7), length: row.int(8)),
                          page: row.int(9), box: box, confidence: row.double(14))
        }
        if !entities.isEmpty { document.entities = entities }
        let codes = try db.rows("""
            SELECT page, symbology, payload, polygon, decoders, gs1, gtin FROM barcode WHERE document_id = ? ORDER BY page, ordinal
            """, [.integer(id)]) { row throws(StoreError) -> (page: Int, code: Barcode) in
            let polygon = try Self.decodeColumn([Barcode.Point].self, row.string(3)) ?? []
            return (page: row.int(0), code: Barcode(symbology: row.string(1), payload: row.string(2), polygon: polygon,
                                                    decoders: row.string(4).split(separator: ",").map(String.init),
                                                    gs1: row.optionalString(5), gtin: row.optionalString(6)))
        }
        for index in document.pages.indices {
            let onPage = codes.filter { $0.page == document.pages[index].number }.map { $0.code }
            if !onPage.isEmpty { document.pages[index].barcodes = onPage }
        }
    }

    private static func decodeColumn<T: Decodable>(_ type: T.Type, _ text: String?) throws(StoreError) -> T? {
        guard let text else { return nil }
        do { return try JSONColumn.decode(type, from: text) } catch {
            throw StoreError.corrupt("bad JSON in a detection column: \(error)")
        }
    }
}
