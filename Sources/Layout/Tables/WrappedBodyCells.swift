import DocModel

/// A cell of words too long for its column wraps onto the next line (a register's description: "les zones
/// rurales et urbaines avec la" / "formation du personnel et de"), and a table without rulings sees that line
/// as a row of its own with an empty first cell. A body row without a first cell whose every cell is words set
/// right under the cell of its column above, starting where that cell starts (or centred under it), continues
/// those cells when the text runs on: the line starts in lower case, or the cell above ends in a lower-case word
/// after another (a German noun starts the next line in capitals; a narrow register column wraps every two words,
/// "Förderung der" / "Gemeinden zur"). Figures never continue a cell, so a row group's sub-row
/// beside its figures stays a row. The row left empty is removed.
enum WrappedBodyCells {
    static func joined(_ table: Table) -> Table {
        var cells = table.cells
        var emptied = Set<Int>()
        for r in 1..<max(1, table.rowCount) {
            let lower = cells.indices.filter { cells[$0].row == r && !cells[$0].text.isEmpty }
            guard !lower.isEmpty, !lower.contains(where: { cells[$0].column == 0 || cells[$0].isHeader }) else { continue }
            let pairs = lower.map { l in
                (l, cells.lastIndex { $0.row < r && $0.column == cells[l].column && !$0.text.isEmpty && !$0.isHeader })
            }
            guard pairs.allSatisfy({ l, u in u.map { continues(cells[$0], cells[l]) } ?? false }) else { continue }
            for (l, u) in pairs {
                guard let u else { continue }
                cells[u].text = TextJoin.lines([cells[u].text, cells[l].text])
                cells[u].box = cells[u].box.union(cells[l].box)
                cells[l].text = ""
            }
            emptied.insert(r)
        }
        guard !emptied.isEmpty else { return table }
        return TableFinishing.removing(rows: emptied, cells: cells, of: table)
    }

    /// Words right under the cell above (no more than a line apart), set as it is set, running its text on.
    private static func continues(_ upper: TableCell, _ lower: TableCell) -> Bool {
        let height = lower.box.height
        return lower.box.y - upper.box.maxY <= height && lower.box.y > upper.box.y && setAlike(lower.box, under: upper.box, within: height)
            && runsOn(upper.text, into: lower.text)
    }

    /// A cell's next line starts where its line above starts, or, shorter, has its middle under that line's
    /// middle in a column whose cells are centred, or ends where it ends in a column whose cells are set right
    /// ("25 years and" / "over").
    static func setAlike(_ lower: Box, under upper: Box, within tolerance: Int) -> Bool {
        abs(lower.x - upper.x) <= tolerance || (lower.width < upper.width
            && (abs(lower.midX - upper.midX) <= tolerance / 2 || abs(lower.maxX - upper.maxX) <= tolerance / 2))
    }

    /// Whether `upper`'s words run on into `lower`'s: words, not figures, `upper` ending no sentence, and `lower`
    /// starting in lower case or `upper` ending in a lower-case word after another. After a colon only a line
    /// in lower case goes on: a sub-row's label wrapped in its column ("de las cuales:" / "pequeñas empresas");
    /// a label's value in capitals under it is a cell of its own.
    static func runsOn(_ upper: String, into lower: String) -> Bool {
        guard !CellNumber.isFigure(lower), !CellNumber.isFigure(upper), let first = lower.unicodeScalars.first, first.properties.isAlphabetic,
              let last = upper.last, !".;".contains(last) else { return false }
        if last == ":" { return first.properties.isLowercase }
        let upperWords = upper.split(whereSeparator: \.isWhitespace)
        return first.properties.isLowercase || (upperWords.count >= 2 && (upperWords.last?.first?.isLowercase ?? false))
    }
}
