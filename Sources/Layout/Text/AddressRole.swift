import DocModel

/// Address blocks: a paragraph that is mostly one postal address (a recipient's or sender's block, with
/// perhaps a name or company line above it) is an address, not prose. Runs after detection, which finds the
/// addresses in every country it knows (Extraction's AddressDetector); this only reads its results.
public enum AddressRole {
    /// Share of the block's characters the address must cover.
    static let minCoverage = 0.5

    public static func mark(_ blocks: inout [Block], entities: [Entity]) {
        let covered = coverage(of: .address, entities)
        for i in blocks.indices where blocks[i].type == .paragraph && blocks[i].role == nil {
            guard let length = covered[blocks[i].id], blocks[i].lines.count <= 8 else { continue }
            let total = blocks[i].text.unicodeScalars.count
            if total > 0, Double(length) >= minCoverage * Double(total) { blocks[i].role = .address }
        }
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
