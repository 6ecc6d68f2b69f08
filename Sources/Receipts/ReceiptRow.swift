import DocModel

/// One printed line of a receipt rebuilt from word boxes: words whose vertical centres share a band, left
/// to right. Receipts are read this way, not by Tesseract's blocks, because the amount column at the right
/// is often segmented as its own block, away from the description it belongs to.
struct ReceiptRow: Sendable {
    var page: Int
    var words: [Word]

    var text: String { words.map(\.text).joined(separator: " ") }
    var box: Box? { Box.enclosing(words.map(\.box)) }
    var confidence: Double {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }
    var height: Int { words.map(\.box.height).sorted().dropFirst(words.count / 2).first ?? 0 }

    /// The rows of every page, top to bottom. Words come from block lines (list items included); table
    /// cells, which carry no words, count as one word each.
    static func rows(of document: Document) -> [ReceiptRow] {
        let wordsByPage = words(of: document)
        return wordsByPage.keys.sorted().flatMap { page in group(wordsByPage[page] ?? [], page: page) }
    }

    /// Every word of the document by page (block lines, list items, table cells as one word each).
    static func words(of document: Document) -> [Int: [Word]] {
        var wordsByPage: [Int: [Word]] = [:]
        func collect(_ block: Block) {
            let page = block.provenance.first?.page ?? 1
            for line in block.lines { wordsByPage[page, default: []].append(contentsOf: line.words) }
            for item in block.items ?? [] { collect(item) }
            for cell in block.table?.cells ?? [] where !cell.text.isEmpty {
                wordsByPage[page, default: []].append(Word(text: cell.text, box: cell.box, confidence: cell.confidence))
            }
        }
        document.blocks.forEach(collect)
        return wordsByPage
    }

    /// Bands words by vertical overlap: a word joins the row whose centre line passes through its middle
    /// half, so that slightly tilted photos keep their rows.
    static func group(_ words: [Word], page: Int) -> [ReceiptRow] {
        var rows: [(top: Double, bottom: Double, words: [Word])] = []
        for word in words.sorted(by: { $0.box.y + $0.box.height / 2 < $1.box.y + $1.box.height / 2 }) {
            let center = Double(word.box.y) + Double(word.box.height) / 2
            if let index = rows.lastIndex(where: { row in
                let rowCenter = (row.top + row.bottom) / 2
                let tolerance = max(4, min(row.bottom - row.top, Double(word.box.height)) * 0.45)
                return abs(rowCenter - center) <= tolerance
            }) {
                rows[index].words.append(word)
                rows[index].top = min(rows[index].top, Double(word.box.y))
                rows[index].bottom = max(rows[index].bottom, Double(word.box.maxY))
            } else {
                rows.append((Double(word.box.y), Double(word.box.maxY), [word]))
            }
        }
        // A row of specks alone ("|", ":", "." from a crease or the paper's edge) carries nothing and would split
        // the header's lines (name, address) apart.
        return rows.sorted { $0.top < $1.top }
            .filter { $0.words.contains { $0.text.contains { $0.isLetter || $0.isNumber } } }
            .map { ReceiptRow(page: page, words: $0.words.sorted { $0.box.x < $1.box.x }).repairingAmounts() }
    }
}
