import DocModel

extension DocumentStore {
    /// What the stored receipts read as their merchant's name and address, newest first, at most `limit`:
    /// the merchant memory's evidence. A value the memory itself respelled is given as it was read (its
    /// correction's `read`), so that the memory only ever votes with what the OCR saw.
    public func merchantReadings(limit: Int) throws -> [Receipt.MerchantReading] {
        try queue.read { db in try Self.merchantReadings(limit: limit, db).map(\.reading) }
    }

    /// One stored receipt's own reading of its merchant's name and address.
    public struct StoredMerchantReading: Sendable {
        public var receiptID: Int64
        public var reading: Receipt.MerchantReading
    }

    /// The receipts of `documentIDs` revised, and their merchant and address rewritten (columns, `corrections`,
    /// `detail`) where the reviser returns a changed receipt: the merchant memory's second look at a batch, read
    /// and written in one transaction. `makeReviser` is given every stored receipt's own reading (newest first, at
    /// most `limit`) once, and returns what revises one receipt (by its row id). Returns the receipts that
    /// changed, before and after.
    public func reviseMerchants(documentIDs: [Int64], limit: Int,
                                _ makeReviser: ([StoredMerchantReading]) -> (_ receiptID: Int64, _ receipt: Receipt) -> Receipt) throws
        -> [(documentID: Int64, before: Receipt, after: Receipt)] {
        try queue.write { db in
            let revise = makeReviser(try Self.merchantReadings(limit: limit, db))
            var changed: [(documentID: Int64, before: Receipt, after: Receipt)] = []
            for documentID in documentIDs {
                let stored = try db.rows("SELECT id, detail FROM receipt WHERE document_id = ? ORDER BY page, region",
                                         [.integer(documentID)]) { ($0.int64(0), $0.string(1)) }
                for (id, detail) in stored {
                    let receipt = try JSONColumn.decode(Receipt.self, from: detail)
                    let revised = revise(id, receipt)
                    guard revised != receipt else { continue }
                    try db.run("UPDATE receipt SET merchant = ?, address = ?, corrections = ?, detail = ? WHERE id = ?",
                               [SQLValue(revised.merchant?.value), SQLValue(revised.address?.value),
                                .text(try JSONColumn.encode(revised.corrections)), .text(try JSONColumn.encode(revised)), .integer(id)])
                    changed.append((documentID, receipt, revised))
                }
            }
            return changed
        }
    }

    private static func merchantReadings(limit: Int, _ db: Connection) throws -> [StoredMerchantReading] {
        let rows = try db.rows("""
            SELECT id, merchant, address, corrections FROM receipt
            WHERE merchant IS NOT NULL OR address IS NOT NULL ORDER BY id DESC LIMIT ?
            """, [.integer(Int64(limit))]) { row in
            (row.int64(0), row.optionalString(1), row.optionalString(2), row.optionalString(3))
        }
        return try rows.map { id, name, address, corrections in
            let corrections = try corrections.map { try JSONColumn.decode([Receipt.Correction].self, from: $0) } ?? []
            return StoredMerchantReading(receiptID: id, reading: Receipt.MerchantReading(name: name, address: address, corrections: corrections))
        }
    }
}
