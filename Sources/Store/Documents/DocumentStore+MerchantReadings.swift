import DocModel

extension DocumentStore {
    /// What the stored receipts read as their merchant's name and address, newest first, at most `limit`:
    /// the merchant memory's evidence. A value the memory itself respelled is given as it was read (its
    /// correction's `read`), so that the memory only ever votes with what the OCR saw.
    public func merchantReadings(limit: Int) throws -> [Receipt.MerchantReading] {
        let rows = try queue.read { db in
            try db.rows("""
                SELECT merchant, address, corrections FROM receipt
                WHERE merchant IS NOT NULL OR address IS NOT NULL ORDER BY id DESC LIMIT ?
                """, [.integer(Int64(limit))]) { row in
                (row.optionalString(0), row.optionalString(1), row.optionalString(2))
            }
        }
        return try rows.map { name, address, corrections in
            let corrections = try corrections.map { try JSONColumn.decode([Receipt.Correction].self, from: $0) } ?? []
            return Receipt.MerchantReading(name: name, address: address, corrections: corrections)
        }
    }
}
