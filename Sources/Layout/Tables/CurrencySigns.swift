import DocModel

/// Accounts and budget tables set a currency sign apart at the left of its column and the figure at the right
/// ("$      1,234", "€   33.382"), on every row or only on the first row and the total. Split by the gap between
/// them, the sign became a column of its own, or was glued to the figure of the column before it when the
/// columns stand close ("97,1 €" + "49"). A lone sign whose next word on the row is a figure belongs to that
/// figure, unless it follows a figure by no more than a word space: a sign printed after its amount ("12,50 €").
/// A row whose first sign comes before its first figure sets its signs before their figures, however close a
/// sign stands to the figure of the column before ("11,2 €" + "65,9" with narrow gutters): one row, one convention.
enum CurrencySigns {
    /// A word that is one currency sign alone.
    static func isSign(_ word: Word) -> Bool {
        word.text.count == 1 && word.text.first.map { CellNumber.currencySymbols.contains($0) } == true
    }

    /// The row's pieces with each sign set apart moved into its figure's piece.
    static func attached(_ row: [Line]) -> [Line] {
        var words = row.enumerated().flatMap { p, piece in piece.words.map { (piece: p, word: $0) } }
        guard words.contains(where: { isSign($0.word) }) else { return row }
        words.sort { $0.word.box.x < $1.word.box.x }
        let firstSign = words.firstIndex { isSign($0.word) }, firstFigure = words.firstIndex { CellNumber.isFigure($0.word.text) }
        let signsLead = firstSign.map { sign in firstFigure.map { sign < $0 } ?? false } ?? false
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
            } else if afterFigure, let previous, previous.piece == words[i].piece {
                // One piece ran from the figure before over the sign into its figure: cut it before the sign.
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
}
