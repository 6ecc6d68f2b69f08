import DocModel

/// A letterhead's short lines above the document's title and above the letterhead's address: a company's tagline
/// ("Quality since 1987", "Seit 1952 in Familienbesitz", "Vakmanschap sinds 1979") printed under its name is the
/// page's header, not prose. Runs after the address and date roles, so the letterhead's address keeps its role
/// and marks where the letterhead ends (a recipient's lines under it are not the letterhead).
public enum LetterheadRole {
    /// Longest such line, in words.
    static let maxWords = 6

    public static func mark(_ blocks: inout [Block]) {
        guard let title = blocks.firstIndex(where: { $0.type == .title }) else { return }
        let end = blocks.indices.prefix(title).first { blocks[$0].role == .address } ?? title
        guard let endBox = blocks[end].provenance.first else { return }
        for i in blocks.indices.prefix(end) where blocks[i].type == .paragraph && blocks[i].role == nil {
            guard let box = blocks[i].provenance.first, box.page == endBox.page, box.box.maxY <= endBox.box.y,
                  blocks[i].lines.count == 1, blocks[i].text.split(separator: " ").count <= maxWords,
                  let last = blocks[i].text.last, !".!?:;,".contains(last) else { continue }
            blocks[i].role = .header
        }
    }
}
