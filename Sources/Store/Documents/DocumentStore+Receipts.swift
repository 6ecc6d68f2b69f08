import DocModel
import Foundation

/// Rows of `document_kind`, `receipt`, `receipt_tax` and `receipt_line` (migration 0006), written with the
/// document's other rows in its one transaction. The whole `Receipt` is also kept as JSON (`detail`), so
/// that loading gives back exactly what was saved; the columns are for SQL.
extension DocumentStore {
    static func insertReceipt(_ document: Document, documentID: Int64, _ db: Connection) throws {
        if let kind = document.kind {
            try db.run("INSERT INTO document_kind (document_id, kind, confidence, forced) VALUES (?, ?, ?, ?)",
                       [.integer(documentID), .text(kind.kind.rawValue), .real(kind.confidence), .integer(kind.forced ? 1 : 0)])
        }
        try insertPaperRegions(document, documentID: documentID, db)
        for receipt in document.allReceipts {
            try insertReceipt(receipt, documentID: documentID, db)
        }
    }

    /// One `receipt` row (keyed by document, page and region: migration 0007) with its taxes and items.
    static func insertReceipt(_ receipt: Receipt, documentID: Int64, _ db: Connection) throws {
        func money(_ field: Receipt.Field?) -> [SQLValue] {
            [SQLValue(field?.value), SQLValue(field.flatMap { minorUnits($0.value) })]
        }
        let taxSum = receipt.taxes.isEmpty ? nil : receipt.taxes.compactMap { minorUnits($0.amount) }.reduce(0, +)
        let digits = receipt.total?.value.split(separator: ".").dropFirst().first?.count ?? 2
        let box = receipt.region?.box
        var arguments: [SQLValue] = [.integer(documentID), SQLValue(receipt.page ?? 1), SQLValue(receipt.region?.index ?? 0),
                                     SQLValue(box?.x), SQLValue(box?.y), SQLValue(box?.width), SQLValue(box?.height),
                                     receipt.region.map { .real($0.angle) } ?? .null, SQLValue(receipt.merchant?.value), SQLValue(receipt.address?.value),
                                     SQLValue(receipt.phone?.value), SQLValue(receipt.taxID?.value), SQLValue(receipt.date?.value),
                                     SQLValue(receipt.time?.value), SQLValue(receipt.currency?.value)]
        arguments += money(receipt.subtotal)
        arguments += [SQLValue(taxSum.map { decimalText($0, digits: digits) }), SQLValue(taxSum)]
        arguments += money(receipt.tip) + money(receipt.total) + money(receipt.amountPaid) + money(receipt.change)
        arguments += [SQLValue(receipt.paymentMethod?.value), SQLValue(receipt.cardBrand?.value),
                      SQLValue(receipt.cardLast4?.value), SQLValue(receipt.receiptNumber?.value),
                      .integer(receipt.balances ? 1 : 0), .integer(receipt.balances ? 0 : 1),
                      .text(try JSONColumn.encode(receipt.problems)), .text(try JSONColumn.encode(receipt.corrections)),
                      .text(try JSONColumn.encode(receipt))]
        let receiptID = try db.insert("""
            INSERT INTO receipt (document_id, page, region, region_x, region_y, region_width, region_height, region_angle, merchant, address, phone, tax_id, date, time, currency, subtotal,
                                 subtotal_minor, tax, tax_minor, tip, tip_minor, total, total_minor, amount_paid,
                                 amount_paid_minor, change, change_minor, payment_method, card_brand, card_last4,
                                 receipt_number, balances, needs_review, problems, corrections, detail)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments)
        for (ordinal, tax) in receipt.taxes.enumerated() {
            try db.run("""
                INSERT INTO receipt_tax (receipt_id, ordinal, label, rate, amount, amount_minor) VALUES (?, ?, ?, ?, ?, ?)
                """, [.integer(receiptID), SQLValue(ordinal), .text(tax.label), SQLValue(tax.rate), .text(tax.amount),
                      SQLValue(minorUnits(tax.amount) ?? 0)])
        }
        for (ordinal, item) in receipt.items.enumerated() {
            try db.run("""
                INSERT INTO receipt_line (receipt_id, ordinal, description, quantity, unit_price, unit_price_minor, amount,
                                          amount_minor, discount, discount_minor, page, x, y, width, height, confidence)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.integer(receiptID), SQLValue(ordinal + 1), .text(item.description), SQLValue(item.quantity),
                      SQLValue(item.unitPrice), SQLValue(item.unitPrice.flatMap(minorUnits)), .text(item.amount),
                      SQLValue(minorUnits(item.amount) ?? 0), SQLValue(item.discount),
                      SQLValue(item.discount.flatMap(minorUnits)), SQLValue(item.page), SQLValue(item.box?.x),
                      SQLValue(item.box?.y), SQLValue(item.box?.width), SQLValue(item.box?.height), .real(item.confidence)])
        }
    }

    static func loadReceipt(_ document: inout Document, id: Int64, _ db: Connection) throws {
        let kinds = try db.rows("SELECT kind, confidence, forced FROM document_kind WHERE document_id = ?",
                                [.integer(id)]) { row in (row.string(0), row.double(1), row.int(2)) }
        if let (kind, confidence, forced) = kinds.first, let value = DocumentKind.Kind(rawValue: kind) {
            document.kind = DocumentKind(kind: value, confidence: confidence, forced: forced == 1)
        }
        try loadPaperRegions(&document, id: id, db)
        let details = try db.rows("SELECT detail FROM receipt WHERE document_id = ? ORDER BY page, region",
                                  [.integer(id)]) { row in row.string(0) }
        let receipts = try details.map { try JSONColumn.decode(Receipt.self, from: $0) }
        document.receipt = receipts.first
        document.additionalReceipts = receipts.count > 1 ? Array(receipts.dropFirst()) : nil
    }

    /// "12.50" → 1250, "-0.01" → -1, "1200" → 1200; nil for anything else.
    static func minorUnits(_ text: String) -> Int64? {
        let negative = text.hasPrefix("-")
        let body = negative ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
              let value = Int64(parts.joined()) else { return nil }
        return negative ? -value : value
    }

    static func decimalText(_ minor: Int64, digits: Int) -> String {
        guard digits > 0 else { return String(minor) }
        let scale = Int64((0..<digits).reduce(1) { r, _ in r * 10 })
        let fraction = String(abs(minor) % scale)
        return (minor < 0 ? "-" : "") + String(abs(minor) / scale) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
