import DocModel

/// The boxes of each layer on one page, with the text each one shows.
extension ReviewPage {
    static func overlays(_ review: ReviewDocument, _ document: Document, page: Page) -> [Overlay] {
        var result: [Overlay] = []
        let rows = review.rows
        func sql(_ parts: [String]) -> String { "SQL: " + parts.joined(separator: " · ") }

        // Blocks, list items, lines and words, walking the reading order as the Store saved it.
        func walk(_ block: Block, parentKey: String?) {
            let blockRow = rows.blocks[block.id].map { "block.id \($0)" } ?? "block \(block.id)"
            for provenance in block.provenance where provenance.page == page.number {
                var info = "\(block.type.rawValue) \(block.id)" + (block.role.map { " (\($0.rawValue))" } ?? "")
                if let level = block.level { info += ", level \(level)" }
                info += "\nconfidence \(HTML.confidence(provenance.confidence))\n" + clipped(block.text)
                info += "\n" + sql(["block key '\(block.id)'", blockRow] + (parentKey.map { ["in list \($0)"] } ?? []))
                result.append(Overlay(layer: .blocks, style: "block-\(block.role?.rawValue ?? block.type.rawValue)",
                                      shape: .box(provenance.box), info: info))
            }
            for (lineIndex, line) in block.lines.enumerated() where linePage(line, block) == page.number {
                let lineRow = rows.lines[block.id].flatMap { $0.indices.contains(lineIndex) ? $0[lineIndex] : nil }
                result.append(Overlay(
                    layer: .lines, style: "line", shape: .box(line.box),
                    info: "line \(lineIndex + 1) of \(block.id)\nconfidence \(HTML.confidence(line.confidence))\n"
                        + clipped(line.text) + "\n" + sql([lineRow.map { "line.id \($0)" } ?? "line", blockRow])))
                for (wordIndex, word) in line.words.enumerated() {
                    let wordRows = rows.words[block.id].flatMap { $0.indices.contains(lineIndex) ? $0[lineIndex] : nil }
                    let wordRow = wordRows.flatMap { $0.indices.contains(wordIndex) ? $0[wordIndex] : nil }
                    result.append(Overlay(
                        layer: .words, style: "word " + confidenceClass(word.confidence), shape: .box(word.box),
                        info: "word “\(word.text)”\nconfidence \(HTML.confidence(word.confidence))\n"
                            + "box \(word.box.x),\(word.box.y) \(word.box.width)×\(word.box.height)\n"
                            + sql([wordRow.map { "word.id \($0)" } ?? "word",
                                   lineRow.map { "line.id \($0)" } ?? "line", "\(block.type.rawValue) \(block.id)"])))
                }
            }
            if let table = block.table, block.provenance.contains(where: { $0.page == page.number }) {
                let cellRows = rows.cells[block.id] ?? []
                for (index, cell) in table.cells.enumerated() {
                    var info = "cell row \(cell.row), column \(cell.column)"
                    if cell.rowSpan > 1 || cell.columnSpan > 1 { info += " (spans \(cell.rowSpan)×\(cell.columnSpan))" }
                    if cell.isHeader { info += ", header" }
                    info += "\nconfidence \(HTML.confidence(cell.confidence))\n" + clipped(cell.text)
                    if let number = cell.number { info += "\nnumber \(number)" + (cell.unit.map { " \($0)" } ?? "") }
                    info += "\n" + sql([(cellRows.indices.contains(index) ? "table_cell.id \(cellRows[index])" : "table_cell"),
                                        "table \(block.id)"])
                    result.append(Overlay(layer: .cells, style: cell.isHeader ? "cell header" : "cell",
                                          shape: .box(cell.box), info: info))
                }
            }
            for item in block.items ?? [] { walk(item, parentKey: block.id) }
        }
        for block in document.blocks { walk(block, parentKey: nil) }

        for (index, entity) in (document.entities ?? []).enumerated() where entity.page == page.number {
            guard let box = entity.box ?? cellBox(document, entity) else { continue }
            let row = rows.entities.indices.contains(index) ? "entity.id \(rows.entities[index])" : "entity"
            result.append(Overlay(
                layer: .entities, style: "entity", shape: .box(box),
                info: "\(entity.kind.rawValue) “\(entity.text)”\n→ \(entity.normalized)\nconfidence "
                    + HTML.confidence(entity.confidence) + "\n" + sql([row, "in \(entity.blockID)"])))
        }

        for (index, code) in (page.barcodes ?? []).enumerated() where !code.polygon.isEmpty {
            let pageRows = rows.barcodes[page.number] ?? []
            let row = pageRows.indices.contains(index) ? "barcode.id \(pageRows[index])" : "barcode"
            result.append(Overlay(
                layer: .barcodes, style: "barcode", shape: .polygon(code.polygon.map { (Double($0.x), Double($0.y)) }),
                info: "\(code.symbology) (\(code.decoders.joined(separator: ", ")))\n" + clipped(code.payload) + "\n" + sql([row]),
                label: code.symbology))
        }

        for (receiptIndex, receipt) in document.allReceipts.enumerated() {
            let receiptRow = review.rows.receipts.indices.contains(receiptIndex) ? "receipt.id \(review.rows.receipts[receiptIndex])" : "receipt"
            for (name, field) in receiptFields(receipt) where field.page == page.number {
                guard let box = field.box else { continue }
                result.append(Overlay(
                    layer: .receipt, style: "receipt-field", shape: .box(box),
                    info: "receipt \(name): \(field.value)\nconfidence \(HTML.confidence(field.confidence))\n"
                        + sql([receiptRow, "column \(name)"]), label: name))
            }
            for tax in receipt.taxes where tax.page == page.number {
                guard let box = tax.box else { continue }
                result.append(Overlay(
                    layer: .receipt, style: "receipt-field", shape: .box(box),
                    info: "tax “\(tax.label)”" + (tax.rate.map { " at \($0)" } ?? "") + ": \(tax.amount)\nconfidence "
                        + HTML.confidence(tax.confidence) + "\n" + sql(["receipt_tax", receiptRow]), label: "tax"))
            }
            let lineRows = review.rows.receiptLines.indices.contains(receiptIndex) ? review.rows.receiptLines[receiptIndex] : []
            for (index, item) in receipt.items.enumerated() where item.page == page.number {
                guard let box = item.box else { continue }
                var info = "item \(index + 1): \(item.description)\n"
                if let quantity = item.quantity { info += "\(quantity) × \(item.unitPrice ?? "?") = " }
                info += item.amount + (item.discount.map { ", discount \($0)" } ?? "")
                info += "\nconfidence \(HTML.confidence(item.confidence))\n"
                    + sql([lineRows.indices.contains(index) ? "receipt_line.id \(lineRows[index])" : "receipt_line", receiptRow])
                result.append(Overlay(layer: .receipt, style: "receipt-item", shape: .box(box), info: info))
            }
        }
        return result
    }

    /// The receipt's single-valued fields with their SQL column names, in the order people read them.
    static func receiptFields(_ r: Receipt) -> [(String, Receipt.Field)] {
        let fields: [(String, Receipt.Field?)] = [
            ("merchant", r.merchant), ("address", r.address), ("phone", r.phone), ("tax_id", r.taxID),
            ("date", r.date), ("time", r.time), ("currency", r.currency), ("subtotal", r.subtotal), ("tip", r.tip),
            ("total", r.total), ("amount_paid", r.amountPaid), ("change", r.change),
            ("payment_method", r.paymentMethod), ("card_brand", r.cardBrand), ("card_last4", r.cardLast4),
            ("receipt_number", r.receiptNumber),
        ]
        return fields.compactMap { name, field in field.map { (name, $0) } }
    }

    /// Word colours: sure, unsure, doubtful. The same bands as the legend.
    static func confidenceClass(_ confidence: Double) -> String {
        confidence >= 0.9 ? "high" : confidence >= 0.6 ? "mid" : "low"
    }

    /// The page a line lies on: its block's only page, or the provenance box it overlaps most.
    private static func linePage(_ line: Line, _ block: Block) -> Int? {
        guard block.provenance.count > 1 else { return block.provenance.first?.page }
        return block.provenance.max { $0.box.intersectionArea(line.box) < $1.box.intersectionArea(line.box) }?.page
    }

    /// An entity found in a table cell has no words of its own: its cell's box.
    private static func cellBox(_ document: Document, _ entity: Entity) -> Box? {
        guard let address = entity.cell else { return nil }
        func find(_ blocks: [Block]) -> Box? {
            for block in blocks {
                if block.id == entity.blockID,
                   let cell = block.table?.cells.first(where: { $0.row == address.row && $0.column == address.column }) {
                    return cell.box
                }
                if let box = find(block.items ?? []) { return box }
            }
            return nil
        }
        return find(document.blocks)
    }

    /// Long texts (a whole paragraph) cut for the info panel.
    static func clipped(_ text: String, limit: Int = 600) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}
