import DocModel
import Foundation
import TextRepair

/// One address, found once: a receipt's address field takes the value of the address entity `extract`
/// found in the same place, so the two differ in nothing ("3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788", its
/// lines joined by ", " as every address entity is). The entity that reads the same words (up to OCR's
/// look-alikes of digits) first; else the entity lying where the receipt's address lies (half of the smaller
/// box or more shared): the address detector, which checks a postcode's shape, its street and town, is the one
/// reader of addresses, and the receipt's lines under its name are only where to look ("Highland (323)
/// 551-6884 Mor: Roger Park, CA 90042" is "5250 York Blvd., Highland Park, CA 90042"). A receipt's address
/// where no address entity lies (a country the detector does not know) stays as the receipt read it.
///
/// Where the page's reading order parted the address's lines (a VAT or phone line read between the street and
/// the town, the shop's name and the street read as one line), `extract` found no address there, yet the
/// receipt's rows, rebuilt by position and passed over such lines, hold it whole: the address detector reads
/// those rows, and an address that covers them all becomes the page's address entity (`detected`).
public enum ReceiptAddressEntity {
    public static func adopt(in document: inout Document) {
        let others = document.entities ?? []
        var addresses = others.filter { $0.kind == .address }
        func adopting(_ receipt: Receipt) -> Receipt {
            var receipt = receipt
            if let field = receipt.address, entity(for: field, among: addresses, others: others) == nil,
               let found = detected(field, in: document.blocks, among: addresses) {
                addresses.append(found)
                document.entities = (document.entities ?? []) + [found]
            }
            receipt.address = adopted(receipt.address, from: addresses, others: others)
            return receipt
        }
        document.receipt = document.receipt.map(adopting)
        document.additionalReceipts = document.additionalReceipts?.map(adopting)
    }

    /// The address entity the receipt's own address rows make when the address detector reads them as one
    /// address whole (nothing but marks outside it): reported, as an address read across blocks is, on the block
    /// (or table cell) holding its first word, its `range` that word to the last of its words in that block. Nil
    /// when the detector reads no such address, or when the page already holds it as an entity.
    static func detected(_ field: Receipt.Field, in blocks: [Block], among addresses: [Entity]) -> Entity? {
        guard let box = field.box else { return nil }
        let text = field.value as NSString
        guard let match = AddressDetector().detect(in: TextView(field.value)).first(where: { match in
            let outside = text.replacingCharacters(in: match.range, with: "")
            return !outside.unicodeScalars.contains { CharacterSet.alphanumerics.contains($0) }
        }), !addresses.contains(where: { $0.page == field.page && letters($0.normalized) == letters(match.normalized) })
        else { return nil }
        // The words the address rows cover, in the blocks' order: a paragraph's words, a cell as one word.
        var covered: [(block: String, cell: CellAddress?, word: Word, range: NSRange, text: String, order: Int)] = []
        func collect(_ block: Block) {
            guard block.provenance.first?.page ?? 1 == field.page else { return }
            if let offsets = WordOffsets(block) {
                for entry in offsets.entries {
                    let word = offsets.lines[entry.line].words[entry.word]
                    if centred(word.box, in: box) { covered.append((block.id, nil, word, entry.range, block.text, covered.count)) }
                }
            }
            for cell in block.table?.cells ?? [] where !cell.text.isEmpty && centred(cell.box, in: box) {
                covered.append((block.id, CellAddress(row: cell.row, column: cell.column),
                                Word(text: cell.text, box: cell.box, confidence: cell.confidence),
                                NSRange(location: 0, length: (cell.text as NSString).length), cell.text, covered.count))
            }
            block.items?.forEach(collect)
        }
        blocks.forEach(collect)
        // The first word is the top row's word the address starts with ("3" of "MILL CAFE 3 Mill Lane": the name
        // printed on the street's row lies inside the rows' box too), else the top row's leftmost; a row is a band
        // of the top word's height.
        let first = text.substring(with: match.range).split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
        guard let top = covered.min(by: { $0.word.box.y < $1.word.box.y }) else { return nil }
        let row = covered.filter { 2 * abs($0.word.box.y - top.word.box.y) < max(1, top.word.box.height) }
        guard let head = row.filter({ $0.word.text.hasPrefix(first) }).min(by: { $0.word.box.x < $1.word.box.x })
                ?? row.min(by: { $0.word.box.x < $1.word.box.x }) else { return nil }
        var end = NSMaxRange(head.range)
        for word in covered.dropFirst(head.order + 1) {
            guard word.block == head.block, word.cell == head.cell else { break }
            end = NSMaxRange(word.range)
        }
        let local = NSRange(location: head.range.location, length: end - head.range.location)
        let confidence = covered.map(\.word.confidence).reduce(0, +) / Double(covered.count)
        return Entity(kind: .address, text: text.substring(with: match.range), normalized: match.normalized,
                      components: match.components, blockID: head.block, cell: head.cell,
                      range: DocumentExtractor.scalarRange(local, in: head.text), page: field.page, box: box,
                      confidence: (match.confidence * max(0, min(1, confidence)) * 1000).rounded() / 1000)
    }

    /// Whether a word's centre lies inside `box`.
    static func centred(_ word: Box, in box: Box) -> Bool {
        let x = word.x + word.width / 2, y = word.y + word.height / 2
        return x >= box.x && x <= box.maxX && y >= box.y && y <= box.y + box.height
    }

    /// The receipt's reading may run on past the address into the next line when that line is a date or a
    /// phone number the extractor found ("LINZER GASSE 30 5020 SALZBURG 5. Januar 2024"): the address then
    /// ends where the entity ends.
    static func adopted(_ field: Receipt.Field?, from addresses: [Entity], others: [Entity] = []) -> Receipt.Field? {
        guard var field, let entity = entity(for: field, among: addresses, others: others) else { return field }
        field.value = entity.normalized
        field.box = entity.box ?? field.box
        return field
    }

    /// The address entity that is the receipt's address: the one reading the same words, else the one lying where it lies.
    static func entity(for field: Receipt.Field, among addresses: [Entity], others: [Entity]) -> Entity? {
        guard let box = field.box else { return nil }
        let words = letters(field.value)
        let tails = Set(others.filter { $0.page == field.page && [.date, .phone].contains($0.kind) }.map { letters($0.text) })
        let here = addresses.filter { $0.page == field.page && $0.box.map { $0.intersects(box) } ?? false }
        let same = here.first { entity in
            let address = letters(entity.normalized)
            return address == words || (words.hasPrefix(address) && tails.contains(String(words.dropFirst(address.count))))
        }
        func shared(_ entity: Entity) -> Int { entity.box.map { $0.intersectionArea(box) } ?? 0 }
        let placed = here.filter { entity in
            entity.box.map { 2 * $0.intersectionArea(box) >= min($0.area, box.area) } ?? false
        }.max { shared($0) < shared($1) }
        return same ?? placed
    }

    /// The letters and digits of a reading, upper-cased, each look-alike of a digit taken as that digit: what
    /// two readings of one address share whatever their separators and OCR's look-alikes ("MSB 2H1", the
    /// entity's postcode read by its shape as "M5B 2H1"; "EMANUELE Il", the entity's numeral read as "II"). A
    /// capital's look-alike decides; a lower-case "l", whose capital is none, is a 1 as printed.
    static func letters(_ text: String) -> String {
        String(text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.flatMap { scalar in
            let character = Character(scalar), upper = character.uppercased()
            let digit = upper.count == 1 ? upper.first.flatMap { DigitLookalikes.digits[$0]?.first } ?? DigitLookalikes.digits[character]?.first : nil
            return digit.map { String($0) } ?? upper
        })
    }
}
