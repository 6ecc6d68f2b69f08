import DocModel

/// Address blocks: a paragraph that is mostly one postal address (a recipient's or sender's block, with
/// perhaps a name or company line above it) is an address, not prose. Runs after detection, which finds the
/// addresses in every country it knows (Extraction's AddressDetector); this only reads its results.
public enum AddressRole {
    /// Share of the block's characters the address must cover.
    static let minCoverage = 0.5

    /// Most lines naming the recipient above an address ("Rivière Transports" / "t.a.v. mevrouw Sanne Bakker"),
    /// and most words on each.
    static let maxNameLines = 2, maxNameWords = 6

    public static func mark(_ blocks: inout [Block], entities: [Entity]) {
        let covered = coverage(of: .address, entities)
        for i in blocks.indices where blocks[i].type == .paragraph && blocks[i].role == nil {
            guard let length = covered[blocks[i].id], blocks[i].lines.count <= 8 else { continue }
            let total = blocks[i].text.unicodeScalars.count
            let addresses = entities.filter { $0.kind == .address && $0.cell == nil && $0.blockID == blocks[i].id }.map(\.range)
            if total > 0, Double(length) >= minCoverage * Double(total) || isNamedAddress(blocks[i].text, lines: blocks[i].lines.map(\.text), addresses) {
                blocks[i].role = .address
            }
        }
    }

    /// A recipient's name lines over an address, or its country line under it, that the layout set apart as
    /// paragraphs of their own (a scan's lines a little wider apart than its paragraphs' lines): one or two short
    /// lines (a company over a person; at most `maxNameWords` words each, ending no sentence) starting where the
    /// address starts, no further from it than one of its lines is high (plus a line's gap), is part of the address. Repeated, so a company over a
    /// person over the address joins. Runs after `LetterheadRole`, so a letterhead's tagline stays its header.
    public static func joinAdjacentLines(_ blocks: inout [Block]) {
        var changed = true
        while changed {
            changed = false
            for a in blocks.indices where blocks[a].role == .address {
                guard let address = blocks[a].provenance.first, let lineHeight = blocks[a].lines.map(\.box.height).max() else { continue }
                for i in blocks.indices where blocks[i].type == .paragraph && blocks[i].role == nil
                    && (1...maxNameLines).contains(blocks[i].lines.count) {
                    guard let box = blocks[i].provenance.first, box.page == address.page,
                          abs(box.box.x - address.box.x) <= lineHeight else { continue }
                    let gap = box.box.maxY <= address.box.y ? address.box.y - box.box.maxY : box.box.y - address.box.maxY
                    guard gap >= 0, gap <= 2 * lineHeight, blocks[i].lines.allSatisfy({ line in
                        line.words.count <= maxNameWords && line.text.last.map { !".!?:;".contains($0) } ?? false
                    }) else { continue }
                    blocks[i].role = .address
                    changed = true
                }
            }
        }
    }

    /// A recipient's block: an address running to the block's end, starting on a line of its own, under one or
    /// two short lines that end no sentence (a company and a person, which outweigh a short address). `lines`
    /// are the block's lines, joined in `text` by one space or newline each.
    static func isNamedAddress(_ text: String, lines: [String], _ addresses: [TextRange]) -> Bool {
        let total = text.unicodeScalars.count
        guard let address = addresses.max(by: { $0.length < $1.length }), address.start + address.length >= total - 1 else { return false }
        var offset = 0
        for (n, line) in lines.enumerated() {
            if offset == address.start {
                return (1...maxNameLines).contains(n) && lines[..<n].allSatisfy { name in
                    let words = name.split(separator: " ")
                    return words.count <= maxNameWords && !name.hasSuffix(".") && !name.hasSuffix("!") && !name.hasSuffix("?")
                }
            }
            offset += line.unicodeScalars.count + 1
            if offset > address.start { return false }
        }
        return false
    }

    /// Characters each block's text has in entities of `kind` (outside table cells), by block id.
    static func coverage(of kind: Entity.Kind, _ entities: [Entity]) -> [String: Int] {
        var covered: [String: Int] = [:]
        for entity in entities where entity.kind == kind && entity.cell == nil {
            covered[entity.blockID, default: 0] += entity.range.length
        }
        return covered
    }
}
