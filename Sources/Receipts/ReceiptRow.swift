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
        let linesByPage = lines(of: document)
        return linesByPage.keys.sorted().flatMap { page in group(linesByPage[page] ?? [], page: page) }
    }

    /// Every OCR line's words of the document by page (block lines, list items; a table cell is a line of its words).
    static func lines(of document: Document) -> [Int: [[Word]]] {
        var linesByPage: [Int: [[Word]]] = [:]
        func collect(_ block: Block) {
            let page = block.provenance.first?.page ?? 1
            for line in block.lines where !line.words.isEmpty { linesByPage[page, default: []].append(line.words) }
            for item in block.items ?? [] { collect(item) }
            for cell in block.table?.cells ?? [] where !cell.text.isEmpty {
                linesByPage[page, default: []].append(words(of: cell))
            }
        }
        document.blocks.forEach(collect)
        return linesByPage
    }

    /// A table cell's words, each given the share of the cell's width its characters take. The layout keeps a
    /// cell's text, not its words; read as one word, "75,60 €" or "TOTAL 1.56" is no amount, so the document
    /// would show fewer amounts than the page reading `receipt_reread` classified, and a receipt whose lines
    /// the layout took for a table would lose its items and totals.
    static func words(of cell: TableCell) -> [Word] {
        let tokens = cell.text.split(whereSeparator: \.isWhitespace)
        guard tokens.count > 1 else { return [Word(text: cell.text, box: cell.box, confidence: cell.confidence)] }
        let length = Double(cell.text.count)
        var words: [Word] = []
        var offset = cell.text.startIndex
        for token in tokens {
            guard let range = cell.text.range(of: token, range: offset..<cell.text.endIndex) else { continue }
            let start = Double(cell.text.distance(from: cell.text.startIndex, to: range.lowerBound))
            let x = cell.box.x + Int((Double(cell.box.width) * start / length).rounded())
            let width = max(1, Int((Double(cell.box.width) * Double(token.count) / length).rounded()))
            words.append(Word(text: String(token), box: Box(x: x, y: cell.box.y, width: max(1, min(width, cell.box.maxX - x)),
                                                           height: cell.box.height), confidence: cell.confidence))
            offset = range.upperBound
        }
        return words
    }

    /// Bands words by vertical overlap: a word joins the row whose centre line passes through its middle
    /// half, so that slightly tilted photos keep their rows. Words Tesseract read as one line stay one row: on
    /// a tilted photo the amount at a line's right end sits lower than its first word and would band alone
    /// ("Pasta 500g 2 x 8.39" above "16.78"); a row holding nothing but figures from the end of a line rejoins it.
    static func group(_ lines: [[Word]], page: Int) -> [ReceiptRow] {
        let words = lines.enumerated().flatMap { line, words in words.map { (word: $0, line: line) } }
        var rows: [Band] = []
        func middle(_ index: Int) -> Int { words[index].word.box.y + words[index].word.box.height / 2 }
        for index in words.indices.sorted(by: { middle($0) < middle($1) }) {
            let word = words[index].word
            let center = Double(word.box.y) + Double(word.box.height) / 2
            if let row = rows.lastIndex(where: { row in
                let rowCenter = (row.top + row.bottom) / 2
                let tolerance = max(4, min(row.bottom - row.top, Double(word.box.height)) * 0.45)
                return abs(rowCenter - center) <= tolerance
            }) {
                rows[row].members.append(index)
                rows[row].top = min(rows[row].top, Double(word.box.y))
                rows[row].bottom = max(rows[row].bottom, Double(word.box.maxY))
            } else {
                rows.append((Double(word.box.y), Double(word.box.maxY), [index]))
            }
        }
        for r in rows.indices {
            let linesHere = Set(rows[r].members.map { words[$0].line })
            // Figures only: a lone letter or speck that Tesseract put at a line's end stays out of the line's row.
            guard linesHere.count == 1, let line = linesHere.first,
                  rows[r].members.allSatisfy({ words[$0].word.text.contains(where: \.isNumber) }),
                  let home = rows.indices.filter({ $0 != r && rows[$0].members.contains { words[$0].line == line } })
                    .max(by: { a, b in rows[a].members.filter { words[$0].line == line }.count
                                     < rows[b].members.filter { words[$0].line == line }.count })
            else { continue }
            merge(&rows, r, into: home)
        }
        rejoinLinesBandedApart(&rows, words: words.map { ($0.word.box, $0.line) })
        // A row of specks alone ("|", ":", "." from a crease or the paper's edge) carries nothing and would split
        // the header's lines (name, address) apart.
        return rows.sorted { $0.top < $1.top }.map { $0.members.map { words[$0].word } }
            .filter { $0.contains { $0.text.contains { $0.isLetter || $0.isNumber } } }
            .map { ReceiptRow(page: page, words: $0.sorted { $0.box.x < $1.box.x }).repairingAmounts() }
    }

    private typealias Band = (top: Double, bottom: Double, members: [Int])

    /// Moves row `r`'s words into row `home`, which grows to hold them; `r` is left empty.
    private static func merge(_ rows: inout [Band], _ r: Int, into home: Int) {
        rows[home].members += rows[r].members
        rows[home].top = min(rows[home].top, rows[r].top)
        rows[home].bottom = max(rows[home].bottom, rows[r].bottom)
        rows[r].members = []
    }

    /// Rejoins one Tesseract line that banding split into rows holding nothing else: pieces side by side (no
    /// word over another), each band passing through the other's centre. Letters glued to specks below them
    /// stand taller than their line ("ALAM) SEN" 45 px high beside "BHU" 21 px) and band apart from it; a line
    /// stacked over another line's place, or sharing a row with other lines' words, is left as banded.
    private static func rejoinLinesBandedApart(_ rows: inout [Band], words: [(box: Box, line: Int)]) {
        // The one line each row's words come from (nil: several, or none); a merge keeps it for the row that grows.
        var soleLine: [Int?] = rows.map { row in
            let lines = Set(row.members.map { words[$0].line })
            return lines.count == 1 ? lines.first : nil
        }
        func centre(_ i: Int) -> Double { (rows[i].top + rows[i].bottom) / 2 }
        for r in rows.indices {
            guard let line = soleLine[r] else { continue }
            for home in rows.indices where home != r && soleLine[home] == line {
                // Each band passes through the other's centre: a logo blob reaching down to the line does not.
                let overlaps = (rows[home].top...rows[home].bottom).contains(centre(r))
                    && (rows[r].top...rows[r].bottom).contains(centre(home))
                let sideBySide = rows[r].members.allSatisfy { a in
                    rows[home].members.allSatisfy { b in
                        words[a].box.maxX <= words[b].box.x || words[b].box.maxX <= words[a].box.x
                    }
                }
                guard overlaps, sideBySide else { continue }
                merge(&rows, r, into: home)
                soleLine[r] = nil
                break
            }
        }
    }
}
