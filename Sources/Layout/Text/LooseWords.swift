import DocModel

/// The layout's guarantee that it never loses what OCR read: every word of the page's lines with at least
/// `minConfidence` that no block's text holds (a table grid that kept only some of its words, a ruling
/// filter that took a real "I", a piece no group took) comes back as a loose line, a paragraph placed in
/// reading order by its top edge. Words are accounted for by spelling, as a bag per page, so the blocks'
/// text holds at least every such word the lines hold (issue 32: layout used to drop 0.4 % of FUNSD's words).
enum LooseWords {
    static let minConfidence = 0.5

    static func restore(_ blocks: [Block], lines: [Line], page: Int, id: () -> String) -> [Block] {
        var stored: [String: Int] = [:]
        for block in blocks {
            for token in tokens(block.text) { stored[token, default: 0] += 1 }
        }
        // A word broken at a line end ("docu-" / "ment") is stored joined ("document").
        let joined = blocks.map(\.text).joined(separator: "\n")
        var loose: [Line] = []
        var previousEndsWithHyphen = false
        let letterHeight = PageLayout.letterHeight(lines)
        func isDebris(_ word: Word) -> Bool { PageLayout.isRulingArtifact(word, letterHeight: letterHeight) }
        for line in lines {
            var kept: [Word] = []
            for (w, word) in line.words.enumerated() {
                let hyphenPiece = word.text.hasSuffix("-") && w == line.words.count - 1 || previousEndsWithHyphen && w == 0
                for token in tokens(word.text) {
                    if let n = stored[token], n > 0 {
                        stored[token] = n - 1
                    } else if hyphenPiece, joined.contains(token.hasSuffix("-") ? String(token.dropLast()) : String(token)) {
                        continue
                    } else if word.confidence >= minConfidence && !isDebris(word) {
                        if kept.last != word { kept.append(word) }
                    }
                }
            }
            previousEndsWithHyphen = line.words.last?.text.hasSuffix("-") ?? false
            if let restored = Line(words: kept) { loose.append(restored) }
        }
        guard !loose.isEmpty else { return blocks }
        var result = blocks
        for line in loose.sorted(by: { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }) {
            guard let block = Block.paragraph(id: id(), page: page, lines: [line]) else { continue }
            // After the last block (headers and footers aside) that starts above it; first when none does.
            let index = result.lastIndex { b in
                b.role == nil && (b.provenance.first.map { $0.box.y <= line.box.y } ?? false)
            }.map { $0 + 1 } ?? result.prefix { $0.role == .header }.count
            result.insert(block, at: index)
        }
        return result
    }

    /// The spellings a text holds. The fill line OCR reads joined to a label or an answer ("Topic__Sister",
    /// "___mice", "Length---------") is no word: fields store the words without it (`KeyValueFields`, `FillLine`).
    /// A label glued to its answer ("Fax:614-466-5087") is stored as two words, and counted as two here.
    private static func tokens(_ text: String) -> [String] {
        FillLine.tokens(text).flatMap { token -> [String] in
            guard let end = KeyValueFields.gluedLabelEnd(token) else { return [token] }
            return [String(token.prefix(end)), String(token.dropFirst(end))]
        }
    }
}
