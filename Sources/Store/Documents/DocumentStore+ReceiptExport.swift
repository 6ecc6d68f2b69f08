extension DocumentStore {
    /// Columns of `folio export receipts`, in their documented order (the `receipts` view). `page` and
    /// `region` (migration 0007) come last, so files written before them keep their columns' places.
    public static let receiptColumns = ["date", "time", "merchant", "total", "tax", "subtotal", "tip", "currency",
                                        "payment_method", "card_brand", "card_last4", "receipt_number", "item_count",
                                        "balances", "source_file", "receipt_id", "page", "region"]
    /// Columns of `folio export receipts --items` (the `receipt_items` view).
    public static let receiptItemColumns = ["date", "merchant", "line", "description", "quantity", "unit_price", "amount",
                                            "discount", "currency", "source_file", "receipt_id", "page", "region"]

    /// Receipts (or their line items) dated within `from…to` (ISO 8601, inclusive; nil for open), oldest first;
    /// undated receipts only when neither bound is given.
    public func receiptExport(items: Bool, from: String?, to: String?) throws -> QueryResult {
        let columns = items ? Self.receiptItemColumns : Self.receiptColumns
        let view = items ? "receipt_items" : "receipts"
        var conditions: [String] = []
        var arguments: [SQLValue] = []
        if let from { conditions.append("date >= ?"); arguments.append(.text(from)) }
        if let to { conditions.append("date <= ?"); arguments.append(.text(to)) }
        let order = items ? "date, receipt_id, line" : "date, receipt_id"
        let sql = "SELECT " + columns.joined(separator: ", ") + " FROM " + view
            + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")) + " ORDER BY " + order
        return try queue.read { db in
            let rows = try db.rows(sql, arguments) { statement in
                (0..<Int32(columns.count)).map { statement.value($0) }
            }
            return QueryResult(columns: columns, rows: rows)
        }
    }
}
