import DocModel
import Foundation

/// Payment card numbers kept only in masked form ("************1111") everywhere a document holds text:
/// block text, every line's words (a number split over several words included), fields' keys and values, table cells (their text, and
/// their parsed number dropped), list items, barcode payloads, detected data, receipts, and the run's
/// diagnostics. Applied to every document a reader returns, whatever its pipeline, so that no stage and no
/// store or export path sees the full number. A card number is what `PaymentCardDetector` says it is: an
/// issuer prefix, 13–19 digits and a valid Luhn check digit (OCR's look-alike letters read as digits).
public enum CardNumberRedaction {
    /// Masks every card number in the report's document and diagnostics.
    public static func redact(_ report: inout RunReport) {
        if report.document != nil { redact(&report.document!) }
        for i in report.diagnostics.indices { report.diagnostics[i].message = redacted(report.diagnostics[i].message) }
    }

    public static func redact(_ document: inout Document) {
        for i in document.blocks.indices { redact(&document.blocks[i]) }
        for p in document.pages.indices {
            guard let barcodes = document.pages[p].barcodes else { continue }
            document.pages[p].barcodes = barcodes.map { code in
                var code = code
                code.payload = redacted(code.payload)
                return code
            }
        }
        if let entities = document.entities {
            document.entities = entities.map { entity in
                var entity = entity
                entity.text = redacted(entity.text)
                entity.normalized = redacted(entity.normalized)
                entity.components = entity.components?.mapValues(redacted)
                return entity
            }
        }
        if let receipt = document.receipt { document.receipt = redacted(receipt) }
        document.additionalReceipts = document.additionalReceipts?.map(redacted)
    }

    /// `text` with the digits of each card number in it, but the last four, replaced by "*".
    public static func redacted(_ text: String) -> String {
        // Cheap refusal first: a card number needs at least 13 digits or look-alikes.
        guard text.utf16.count >= 13, text.unicodeScalars.lazy.filter({ $0.properties.numericType != nil }).count >= 6 else {
            return text
        }
        let cards = PaymentCardDetector().detect(in: TextView(text))
        guard !cards.isEmpty else { return text }
        var units = Array(text.utf16)
        for offset in cards.flatMap({ DocumentExtractor.maskedOffsets($0, in: text) }) where offset < units.count {
            units[offset] = UInt16(UInt8(ascii: "*"))
        }
        return String(decoding: units, as: UTF16.self)
    }

    // MARK: - Private

    private static func redact(_ block: inout Block) {
        block.text = redacted(block.text)
        redactWords(in: &block.lines)
        if let field = block.field {
            block.field?.key = redacted(field.key)
            block.field?.value = redacted(field.value)
        }
        if let items = block.items {
            block.items = items.map { item in
                var item = item
                redact(&item)
                return item
            }
        }
        if let table = block.table {
            block.table?.cells = table.cells.map { cell in
                var cell = cell
                let text = redacted(cell.text)
                if text != cell.text || cell.number.map({ redacted($0) != $0 }) == true {
                    // The parsed value of a card number is the card number: it is not kept at all.
                    cell.number = nil
                }
                cell.text = text
                return cell
            }
        }
    }

    /// Masks card numbers in the words of lines read together (a number may run over several words, and over
    /// a line break in a two-line field), word by word.
    private static func redactWords(in lines: inout [Line]) {
        var text: [UInt16] = []
        var places: [(line: Int, word: Int, start: Int)] = []
        for (l, line) in lines.enumerated() {
            for (w, word) in line.words.enumerated() {
                if !text.isEmpty { text.append(w == 0 ? 10 : 32) }
                places.append((l, w, text.count))
                text += Array(word.text.utf16)
            }
        }
        let joined = String(decoding: text, as: UTF16.self)
        guard redacted(joined) != joined else { return }
        let masked = Array(redacted(joined).utf16)
        for place in places {
            let count = lines[place.line].words[place.word].text.utf16.count
            let slice = Array(masked[place.start..<(place.start + count)])
            lines[place.line].words[place.word].text = String(decoding: slice, as: UTF16.self)
        }
    }

    private static func redacted(_ receipt: Receipt) -> Receipt {
        var receipt = receipt
        let fields: [WritableKeyPath<Receipt, Receipt.Field?>] = [
            \.merchant, \.address, \.phone, \.taxID, \.date, \.time, \.currency, \.subtotal, \.tip, \.total,
            \.amountPaid, \.change, \.paymentMethod, \.cardBrand, \.cardLast4, \.receiptNumber,
        ]
        for field in fields {
            guard let value = receipt[keyPath: field]?.value else { continue }
            receipt[keyPath: field]?.value = redacted(value)
        }
        for i in receipt.taxes.indices {
            receipt.taxes[i].label = redacted(receipt.taxes[i].label)
            receipt.taxes[i].amount = redacted(receipt.taxes[i].amount)
        }
        for i in receipt.items.indices {
            receipt.items[i].description = redacted(receipt.items[i].description)
            receipt.items[i].amount = redacted(receipt.items[i].amount)
        }
        for i in receipt.corrections.indices {
            receipt.corrections[i].read = redacted(receipt.corrections[i].read)
            receipt.corrections[i].corrected = redacted(receipt.corrections[i].corrected)
        }
        receipt.problems = receipt.problems.map(redacted)
        return receipt
    }
}
