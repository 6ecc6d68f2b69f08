import DocModel

/// A letter's date line ("Lyon, le 16 mai 2026", "München, 12. Januar 2026", "March 3, 2026"): a one-line
/// paragraph that is mostly one detected date, the rest its place. Not prose. Runs after detection, which reads
/// dates in every language it knows (Extraction's DateDetector); this only reads its results.
public enum DateLineRole {
    /// Share of the line's characters the date must cover, and the longest such line in words.
    static let minCoverage = 0.5
    static let maxWords = 8

    public static func mark(_ blocks: inout [Block], entities: [Entity]) {
        let covered = AddressRole.coverage(of: .date, entities)
        for i in blocks.indices where blocks[i].type == .paragraph && blocks[i].role == nil {
            guard let length = covered[blocks[i].id], blocks[i].lines.count == 1,
                  blocks[i].text.split(separator: " ").count <= maxWords else { continue }
            let total = blocks[i].text.unicodeScalars.count
            if total > 0, Double(length) >= minCoverage * Double(total) { blocks[i].role = .date }
        }
    }
}
