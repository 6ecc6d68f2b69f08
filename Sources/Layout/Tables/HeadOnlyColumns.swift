import DocModel

/// Column heads set flush left over figures set flush right (or the other way round) need not overlap them: a
/// short head ("Orders") ends before its column's widest figure starts ("2,375" under its right end), and a table
/// without rulings, whose columns are the spans its pieces cover, sees two columns — one holding the head alone,
/// the next holding the figures without a head. A column with text only in the header rows, beside exactly one
/// column with text only below them, is one column with it. A head over no column, with two headless neighbours,
/// is left where it is: which column it heads is not known.
enum HeadOnlyColumns {
    static func merged(_ table: Table) -> Table {
        // The header: the rows above the first figure, at most three (`TableFinishing` marks no more).
        guard let first = WrappedHeaders.firstFigureRow(table), first > 0 else { return table }
        let headerRows = min(3, first)
        var table = table
        var merging = true
        while merging {
            merging = false
            let filled = table.cells.filter { !$0.text.isEmpty }
            // A cell spanning columns heads a group, not one column: those columns are left as they are.
            func spanned(_ c: Int) -> Bool { filled.contains { $0.columnSpan > 1 && $0.column <= c && c < $0.column + $0.columnSpan } }
            func head(_ c: Int) -> Bool { filled.contains { $0.column == c && $0.row < headerRows } }
            func body(_ c: Int) -> Bool { filled.contains { $0.column == c && $0.row >= headerRows } }
            func headless(_ c: Int) -> Bool { c >= 0 && c < table.columnCount && !spanned(c) && !head(c) && body(c) }
            for c in 0..<table.columnCount where !spanned(c) && head(c) && !body(c) {
                let neighbours = [c - 1, c + 1].filter(headless)
                guard neighbours.count == 1, let into = neighbours.first else { continue }
                table = removing(column: c, into: into, of: table)
                merging = true
                break
            }
        }
        return table
    }

    /// The table with column `column`'s cells moved into the neighbouring column `into` (the one holds text only
    /// where the other holds none) and the columns right of it moved left.
    static func removing(column: Int, into: Int, of table: Table) -> Table {
        let taken = Set(table.cells.filter { $0.column == column && !$0.text.isEmpty }.map(\.row))
        var cells: [TableCell] = []
        for var cell in table.cells {
            if cell.column == column {
                guard !cell.text.isEmpty else { continue }
                cell.column = into
            } else if cell.column == into, cell.text.isEmpty, taken.contains(cell.row) {
                continue
            }
            if cell.column > column { cell.column -= 1 }
            cells.append(cell)
        }
        return Table(rowCount: table.rowCount, columnCount: table.columnCount - 1, cells: cells)
    }
}
