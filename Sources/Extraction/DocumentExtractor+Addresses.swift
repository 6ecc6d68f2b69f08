import DocModel
import Foundation

/// Addresses printed as separate lines often come back from Tesseract as separate paragraphs
/// ("221B Baker Street" / "London" / "NW1 6XE"), so no one block holds the whole address. This pass reads
/// runs of up to four paragraphs that follow each other closely on a page as one text, and reports an
/// address that crosses a block boundary on the block where it starts: `range` is its part in that block,
/// `text` the whole address (lines joined by newlines), `box` the union of all its words. An address found
/// whole in its block whose country line the layout set apart ("Victoria, BC V8Z 3K9" / "Canada") is
/// replaced by the longer one that starts where it starts. A block that goes on along the same line in another
/// block (a one-line address the layout cut into key–value fields) is read with it, joined by a space.
extension DocumentExtractor {
    static let maxJoinedBlocks = 4

    func addressesAcrossBlocks(in blocks: [Block], into known: inout [Entity]) {
        guard detector.options.kinds?.contains(.address) ?? true else { return }
        let paragraphs = blocks.filter { $0.items == nil && $0.table == nil && !$0.text.isEmpty }
        for start in paragraphs.indices {
            var run = [paragraphs[start]]
            while run.count < Self.maxJoinedBlocks, start + run.count < paragraphs.count,
                  Self.follows(paragraphs[start + run.count], run[run.count - 1]) {
                run.append(paragraphs[start + run.count])
            }
            // The blocks just above: an address that starts there was read whole ("UNIT 3" / "KILKENNY BUSINESS
            // PARK" / …), and this run holds only its later lines.
            let above = Set(paragraphs[max(0, start - Self.maxJoinedBlocks + 1)..<start].map(\.id))
            if run.count > 1 { addresses(across: run, separator: "\n", above: above, into: &known) }
            // A one-line address the layout cut into key–value fields side by side ("Address: 230" | "Queen
            // Street : Brisbane City QLD 4000", its spaced dots read as colons), in whatever order it listed them.
            if let right = paragraphs.filter({ Self.continuesOnItsLine($0, paragraphs[start]) })
                .min(by: { $0.provenance[0].box.x < $1.provenance[0].box.x }) {
                addresses(across: [paragraphs[start], right], separator: " ", above: [], into: &known)
            }
        }
    }

    /// Reads `run` joined by `separator` and reports each address that crosses its first block's end.
    private func addresses(across run: [Block], separator: String, above: Set<String>, into known: inout [Entity]) {
        addresses(across: run.map { AddressPiece(paragraph: $0, separator: separator) }, firstLine: 1, above: above, into: &known)
    }

    /// A receipt's head the layout read as a table, one line a row ("55 ELGIN STREET" / "OTTAWA, ON K1P 5K1" in
    /// rows one after another, a line perhaps cut into two cells: "1016" | "BS AMSTERDAM"): up to four consecutive
    /// rows, each row's cells joined by a space, are read as one text, and an address that crosses a row's end is
    /// reported on the cell where it starts, as across paragraphs; the weaker kinds it covers yield to it.
    ///
    /// A receipt's head whose first lines the layout kept as a paragraph and the rest as the table under it ("88 KING
    /// STREET EAST" / a table whose first row is "HAMILTON, ON L8N 1A1"): the paragraph just above the table, within
    /// two of its line heights (`follows`), is read before the table's first rows, and an address that crosses its end
    /// is reported on the paragraph.
    func addressesAcrossCells(in blocks: [Block], into known: inout [Entity]) {
        guard detector.options.kinds?.contains(.address) ?? true else { return }
        for (index, block) in blocks.enumerated() {
            guard let table = block.table else { continue }
            let page = block.provenance.first?.page ?? 1
            let rows = Dictionary(grouping: table.cells.filter { !$0.text.isEmpty }, by: \.row)
                .sorted { $0.key < $1.key }.map { $0.value.sorted { $0.column < $1.column } }
            for start in rows.indices {
                var run = [rows[start]]
                while run.count < Self.maxJoinedBlocks, start + run.count < rows.count,
                      rows[start + run.count][0].row == run[run.count - 1][0].row + 1 {
                    run.append(rows[start + run.count])
                }
                let pieces = run.flatMap { row in
                    row.enumerated().map { column, cell in
                        AddressPiece(blockID: block.id, cell: CellAddress(row: cell.row, column: cell.column), text: cell.text,
                                     detection: cell.text, separator: column == 0 ? "\n" : " ", page: page, box: cell.box,
                                     confidence: cell.confidence, marks: { _ in [(cell.box, cell.confidence)] })
                    }
                }
                if run.count > 1 { addresses(across: pieces, firstLine: run[0].count, above: [], into: &known) }
                if start == 0, index > 0, case let above = blocks[index - 1], above.table == nil, above.items == nil, !above.text.isEmpty,
                   Self.follows(block, above) {
                    // An address that starts higher up was read whole there, and this holds only its later lines.
                    let higher = Set(blocks[max(0, index - Self.maxJoinedBlocks)..<(index - 1)].map(\.id))
                    addresses(across: [AddressPiece(paragraph: above, separator: "\n")] + pieces, firstLine: 1, above: higher, into: &known)
                }
            }
        }
    }

    /// A paragraph, or a table's cell, that an address may run across into the next ones.
    struct AddressPiece {
        let blockID: String
        let cell: CellAddress?
        let text: String
        /// `text` as the detectors read it (one UTF-16 unit for one: `WordOffsets.detectionText`).
        let detection: String
        /// Put before it when it is not the first piece read.
        let separator: String
        let page: Int
        let box: Box?
        let confidence: Double
        /// The boxes and confidences of what a range of `text` covers: a paragraph's words, a cell as a whole.
        let marks: (NSRange) -> [(box: Box, confidence: Double)]

        func holds(_ entity: Entity) -> Bool { entity.blockID == blockID && entity.cell == cell }
    }

    /// Reads `pieces` joined by their separators and reports each address that crosses the end of the first
    /// `firstLine` of them (a paragraph, a table's row) on the piece where it starts: `range` is its part there,
    /// `text` the whole address, `box` the union of what it covers. The weaker kinds it covers yield to it, and
    /// the same address found without its first words in a later piece is its part.
    private func addresses(across pieces: [AddressPiece], firstLine: Int, above: Set<String>, into known: inout [Entity]) {
        var joined = "", detection = "", ranges: [NSRange] = []
        for (index, piece) in pieces.enumerated() {
            if index > 0 { joined += piece.separator; detection += piece.separator }
            ranges.append(NSRange(location: (joined as NSString).length, length: (piece.text as NSString).length))
            joined += piece.text
            detection += piece.detection
        }
        let firstEnd = NSMaxRange(ranges[firstLine - 1])
        for match in AddressDetector().detect(in: TextView(detection))
        where match.range.location < firstEnd && NSMaxRange(match.range) > firstEnd {
            guard let headIndex = ranges.firstIndex(where: { NSLocationInRange(match.range.location, $0) }) else { continue }
            let head = pieces[headIndex]
            let inHead = NSIntersectionRange(match.range, ranges[headIndex])
            let scalar = Self.scalarRange(NSRange(location: inHead.location - ranges[headIndex].location, length: inHead.length), in: head.text)
            let overlapping = known.indices.filter { known[$0].kind == .address && head.holds(known[$0]) && Self.overlap(known[$0].range, scalar) }
            // Only the same address read on into a country line replaces the one found in its piece.
            let extended = overlapping.count == 1 && known[overlapping[0]].range.start == scalar.start
                && match.components?["countryPrinted"] != nil && known[overlapping[0]].components?["countryPrinted"] == nil
                && match.normalized.hasPrefix(known[overlapping[0]].normalized + ", ")
            guard overlapping.isEmpty || extended,
                  !known.contains(where: { $0.kind == .address && above.contains($0.blockID) && Self.isTail(match.normalized, of: $0.normalized) })
            else { continue }
            // Each piece the address covers, with its part of the address in the piece's own text.
            let covered = pieces.indices.compactMap { index -> (piece: AddressPiece, local: NSRange)? in
                let local = NSIntersectionRange(match.range, ranges[index])
                return local.length > 0 ? (pieces[index], NSRange(location: local.location - ranges[index].location, length: local.length)) : nil
            }
            let marks = covered.flatMap { $0.piece.marks($0.local) }
            let confidence = marks.isEmpty ? head.confidence : marks.map(\.confidence).reduce(0, +) / Double(marks.count)
            if extended { known.remove(at: overlapping[0]) }
            // As within one block (`EntityDetector`), the address beats the weaker kinds it overlaps, in every piece
            // it crosses: "815 W Grand Avenue" holds no 815 watts, "BA1 2HN" under the town no flight BA1.
            for (piece, local) in covered {
                let part = Self.scalarRange(local, in: piece.text)
                known.removeAll { Self.yieldsToAddresses.contains($0.kind) && piece.holds($0) && Self.overlap($0.range, part) }
            }
            // The same address found without its first words in a later piece ("48 Park Avenue, Cardiff CF10 3AT"
            // under "Flat 12"; "Lausanne 15, 1201 Genève" beside "Rue de") is the part of this one.
            let later = covered.dropFirst().map(\.piece)
            known.removeAll { entity in entity.kind == .address && later.contains { $0.holds(entity) } && Self.isTail(entity.normalized, of: match.normalized) }
            known.append(Entity(kind: .address, text: (joined as NSString).substring(with: match.range),
                                normalized: match.normalized, components: match.components, blockID: head.blockID, cell: head.cell,
                                range: scalar, page: head.page, box: Box.enclosing(marks.map(\.box)) ?? head.box,
                                confidence: (match.confidence * max(0, min(1, confidence)) * 1000).rounded() / 1000))
        }
    }

    /// `part` is the end of `whole` from a word on: "Lausanne 15, 1201 Genève" of "Rue de Lausanne 15, 1201 Genève".
    static func isTail(_ part: String, of whole: String) -> Bool {
        whole.count > part.count && whole.hasSuffix(part) && whole.dropLast(part.count).last == " "
    }

    /// `right` starts on `left`'s last line, after it, within one line height: the line goes on in another block.
    static func continuesOnItsLine(_ right: Block, _ left: Block) -> Bool {
        guard right.id != left.id, let a = left.provenance.last, let b = right.provenance.first, a.page == b.page,
              let last = left.lines.last?.box, let first = right.lines.first?.box else { return false }
        let overlap = min(last.y + last.height, first.y + first.height) - max(last.y, first.y)
        let gap = first.x - (last.x + last.width)
        return overlap * 2 >= min(last.height, first.height) && gap >= 0 && gap <= max(last.height, first.height)
    }

    /// The kinds `EntityDetector` tries after addresses, which lose to an address where they overlap.
    static let yieldsToAddresses: Set<Entity.Kind> = [.date, .money, .phone, .percentage, .flightNumber, .measurement]

    /// `next` starts on the same page within two of `previous`'s line heights below it.
    static func follows(_ next: Block, _ previous: Block) -> Bool {
        guard let a = previous.provenance.last, let b = next.provenance.first, a.page == b.page else { return false }
        let lineHeight = previous.lines.last?.box.height ?? a.box.height
        let gap = b.box.y - (a.box.y + a.box.height)
        return gap >= -lineHeight && gap <= 2 * lineHeight
    }

    /// The words of a run of blocks covered by a range of their joined text.
    static func words(of run: [Block], in range: NSRange) -> [Word] {
        var offset = 0, covered: [Word] = []
        for block in run {
            let length = (block.text as NSString).length
            let local = NSIntersectionRange(range, NSRange(location: offset, length: length))
            if local.length > 0, let words = WordOffsets(block) {
                covered += words.words(in: NSRange(location: local.location - offset, length: local.length))
            }
            offset += length + 1
        }
        return covered
    }
}

extension DocumentExtractor.AddressPiece {
    /// A paragraph as a piece: its text as the detectors read it, its words' boxes and confidences.
    init(paragraph block: Block, separator: String) {
        let offsets = WordOffsets(block)
        self.init(blockID: block.id, cell: nil, text: block.text, detection: offsets?.detectionText(block.text) ?? block.text,
                  separator: separator, page: block.provenance.first?.page ?? 1, box: block.provenance.first?.box,
                  confidence: block.provenance.first?.confidence ?? 1,
                  marks: { range in offsets?.words(in: range).map { ($0.box, $0.confidence) } ?? [] })
    }
}
