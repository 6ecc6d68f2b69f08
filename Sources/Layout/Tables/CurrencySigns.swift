import DocModel

/// Accounts and budget tables set a currency sign apart at the left of its column and the figure at the right
/// ("$      1,234", "€   33.382"), on every row or only on the first row and the total. Split by the gap between
/// them, the sign became a column of its own, or was glued to the figure of the column before it when the
/// columns stand close ("97,1 €" + "49"). A lone sign whose next word on the row is a figure belongs to that
/// figure, unless it follows a figure by no more than a word space: a sign printed after its amount ("12,50 €").
/// A row whose first sign comes before its first figure sets its signs before their figures, however close a
/// sign stands to the figure of the column before ("11,2 €" + "65,9" with narrow gutters): one row, one convention.
/// One table, one convention too: a sign before a figure that follows no figure on its row (a label, a no-data mark,
/// "–€" glued, stands before it) shows the table's signs lead, also on rows whose first columns hold no sign.
enum CurrencySigns {
    /// A word that is one currency sign alone.
    static func isSign(_ word: Word) -> Bool {
        word.text.count == 1 && word.text.first.map { CellNumber.currencySymbols.contains($0) } == true
    }

    /// Whether a table's rows set their signs before their figures: some sign goes before a figure and follows no
    /// figure on its row.
    static func signsLead(_ rows: [[Line]]) -> Bool {
        rows.contains { row in
            let words = rowWords(row).map(\.word)
            return words.indices.dropLast().contains { i in
                isSign(words[i]) && CellNumber.isFigure(words[i + 1].text) && (i == 0 || !CellNumber.isFigure(words[i - 1].text))
            }
        }
    }

    /// The row's pieces with each sign set apart moved into its figure's piece; `tableLeads`: the table's signs lead
    /// their figures (`signsLead`).
    static func attached(_ row: [Line], tableLeads: Bool = false) -> [Line] {
        var words = rowWords(row)
        guard words.contains(where: { isSign($0.word) }) else { return row }
        let firstSign = words.firstIndex { isSign($0.word) }, firstFigure = words.firstIndex { CellNumber.isFigure($0.word.text) }
        let signsLead = tableLeads || firstSign.map { sign in firstFigure.map { sign < $0 } ?? false } ?? false
        var moved = false
        var nextPiece = row.count
        for i in words.indices.dropLast() where isSign(words[i].word) {
            let next = words[i + 1]
            guard CellNumber.isFigure(next.word.text) else { continue }
            let previous = i > 0 ? words[i - 1] : nil
            let afterFigure = previous.map { CellNumber.isFigure($0.word.text) } ?? false
            if !signsLead, afterFigure, let previous, !WordSpacing.apart(previous.word, words[i].word) { continue }
            if next.piece != words[i].piece {
                words[i].piece = next.piece
            } else if let previous, previous.piece == words[i].piece,
                      afterFigure || CellNumber.noDataMarks.contains(previous.word.text) {
                // One piece ran from the cell before over the sign into its figure: cut it before the sign.
                let piece = words[i].piece
                for j in i..<words.count where words[j].piece == piece { words[j].piece = nextPiece }
                nextPiece += 1
            } else {
                continue
            }
            moved = true
        }
        guard moved else { return row }
        return Set(words.map(\.piece)).compactMap { p in Line(words: words.filter { $0.piece == p }.map(\.word)) }
            .sorted { $0.box.x < $1.box.x }
    }

    /// The row's words left to right with the piece each came in; a no-data mark glued to the sign of the next
    /// column ("–€", the mark set right, the sign left, no gutter between) is two words.
    private static func rowWords(_ row: [Line]) -> [(piece: Int, word: Word)] {
        row.enumerated().flatMap { p, piece in piece.words.flatMap(splittingMarkFromSign).map { (piece: p, word: $0) } }
            .sorted { $0.word.box.x < $1.word.box.x }
    }

    private static func splittingMarkFromSign(_ word: Word) -> [Word] {
        guard let sign = word.text.last, CellNumber.currencySymbols.contains(sign),
              CellNumber.noDataMarks.contains(String(word.text.dropLast())) else { return [word] }
        let markWidth = max(1, word.box.width * (word.text.count - 1) / word.text.count)
        return [Word(text: String(word.text.dropLast()), box: Box(x: word.box.x, y: word.box.y, width: markWidth, height: word.box.height),
                     confidence: word.confidence),
                Word(text: String(sign), box: Box(x: word.box.x + markWidth, y: word.box.y, width: max(1, word.box.width - markWidth),
                                                  height: word.box.height), confidence: word.confidence)]
    }
}
