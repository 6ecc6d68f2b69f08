import DocModel
import Foundation
import TextRepair

/// Finds entities in every paragraph, list item and table cell of a document, boxes them by the words
/// they cover, and masks payment card numbers in the document's own text (block text and words), so the
/// full number reaches neither the JSON nor the database.
public struct DocumentExtractor: Sendable {
    let detector: EntityDetector

    public init(options: EntityDetector.Options = .init()) {
        detector = EntityDetector(options: options)
    }

    /// Sets `document.entities` (replacing earlier ones) and masks card numbers in place.
    public func extract(_ document: inout Document) {
        if detector.options.dateOrderFromEvidence {
            var options = detector.options
            options.dateOrderFromEvidence = false
            if let dayFirst = DateOrderEvidence.dayFirst(in: document.blocks.map(\.text).joined(separator: "\n")) {
                options.dayFirst = dayFirst
            }
            return DocumentExtractor(options: options).extract(&document)
        }
        if detector.options.regionFromCurrency,
           let region = CurrencyRegion.region(of: document.blocks.map(\.text).joined(separator: "\n")),
           region != detector.options.region {
            var options = detector.options
            options.region = region
            options.regionFromCurrency = false
            return DocumentExtractor(options: options).extract(&document)
        }
        var entities: [Entity] = []
        for index in document.blocks.indices {
            process(&document.blocks[index], into: &entities)
        }
        entities += pricesInMoneyLines(document.blocks, known: entities)
        totalsReadByTheirItems(&entities)
        addressesAcrossBlocks(in: document.blocks, into: &entities)
        addressesAcrossCells(in: document.blocks, into: &entities)
        entitiesAcrossCutLines(in: document.blocks, into: &entities)
        millilitresReadAsMiles(&entities)
        document.entities = entities
    }

    // MARK: - Private

    private func process(_ block: inout Block, into entities: inout [Entity]) {
        let page = block.provenance.first?.page ?? 1
        if let items = block.items {
            for i in items.indices { process(&block.items![i], into: &entities) }
            // A list's own text repeats its items': mask it the same way, without reporting twice.
            maskCards(in: &block.text)
            return
        }
        if block.table != nil {
            for i in block.table!.cells.indices {
                let cell = block.table!.cells[i]
                let matches = detector.matches(in: cell.text)
                for match in matches {
                    entities.append(entity(match, in: cell.text, blockID: block.id, page: page, box: cell.box,
                                           cell: CellAddress(row: cell.row, column: cell.column),
                                           wordConfidence: cell.confidence))
                }
                block.table!.cells[i].text = masked(cell.text, matches)
            }
            if let table = block.table { entities += pricesInMoneyColumns(table, blockID: block.id, page: page, known: entities) }
            maskCards(in: &block.text)
            return
        }
        let text = block.text
        let words = WordOffsets(block)
        let matches = detector.matches(in: words?.detectionText(text) ?? text)
        guard !matches.isEmpty else { return }
        for match in matches {
            let covered = words?.words(in: match.range) ?? []
            let box = Box.enclosing(covered.map(\.box)) ?? block.provenance.first?.box
            let confidence = covered.isEmpty ? (block.provenance.first?.confidence ?? 1)
                : covered.map(\.confidence).reduce(0, +) / Double(covered.count)
            entities.append(entity(match, in: text, blockID: block.id, page: page, box: box, cell: nil,
                                   wordConfidence: confidence))
        }
        let cards = matches.filter { $0.kind == .paymentCard }
        guard !cards.isEmpty else { return }
        block.text = masked(text, cards)
        words?.mask(cards.flatMap { Self.maskedOffsets($0, in: text) }, in: &block)
    }

    func entity(_ match: Match, in text: String, blockID: String, page: Int, box: Box?, cell: CellAddress?,
                        wordConfidence: Double) -> Entity {
        let ns = text as NSString
        var matched = ns.substring(with: match.range)
        if match.kind == .paymentCard { matched = masked(text, [match]).utf16Substring(match.range) }
        return Entity(kind: match.kind, text: matched, normalized: match.normalized, components: match.components,
                      blockID: blockID, cell: cell, range: Self.scalarRange(match.range, in: text), page: page, box: box,
                      confidence: (match.confidence * max(0, min(1, wordConfidence)) * 1000).rounded() / 1000)
    }

    /// Masks payment card numbers found in a text that was not itself analysed (a list's joined text).
    private func maskCards(in text: inout String) {
        let cards = detector.matches(in: text).filter { $0.kind == .paymentCard }
        if !cards.isEmpty { text = masked(text, cards) }
    }

    private func masked(_ text: String, _ matches: [Match]) -> String {
        let offsets = Set(matches.filter { $0.kind == .paymentCard }.flatMap { Self.maskedOffsets($0, in: text) })
        guard !offsets.isEmpty else { return text }
        var units = Array(text.utf16)
        for offset in offsets where offset < units.count { units[offset] = UInt16(UInt8(ascii: "*")) }
        return String(decoding: units, as: UTF16.self)
    }

    /// UTF-16 offsets of a card match's digits, all but the last four.
    static func maskedOffsets(_ match: Match, in text: String) -> [Int] {
        let units = Array(text.utf16)
        let digits = (match.range.location..<NSMaxRange(match.range)).filter { offset in
            offset < units.count && units[offset] >= 48 && units[offset] <= 57 || offset < units.count && isConfusable(units[offset])
        }
        return Array(digits.dropLast(4))
    }

    /// Letters OCR puts for digits (`DigitLookalikes.inNumbers`): they are part of the number and masked with it.
    static func isConfusable(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return DigitLookalikes.inNumbers[Character(scalar)] != nil
    }

    /// A UTF-16 range as Unicode-scalar offset and length (what SQLite's substr counts).
    static func scalarRange(_ range: NSRange, in text: String) -> TextRange {
        let utf16 = text.utf16
        guard let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
              let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex) else {
            return TextRange(start: range.location, length: range.length)
        }
        let scalars = text.unicodeScalars
        return TextRange(start: scalars.distance(from: scalars.startIndex, to: start), length: scalars.distance(from: start, to: end))
    }
}

extension String {
    func utf16Substring(_ range: NSRange) -> String { (self as NSString).substring(with: range) }
}
