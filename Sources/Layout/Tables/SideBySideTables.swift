import DocModel

/// Two tables set side by side (reports comparing two breakdowns, each under its own caption) share their printed
/// lines, so one run of rows takes both and lays their columns side by side as one table. The second table shows
/// where it starts: a column of row labels (words, each row its own) right after a column of figures, with figures
/// again right of it, and no cell reaching over from the figures into the labels. A table's own text columns sit
/// elsewhere: a unit column repeats a few units, a notes column has no figures right of it, a register's
/// descriptions follow its names, not figures.
enum SideBySideTables {
    /// The x where a second table's row labels start, or nil when the table is one table.
    static func gutter(_ table: Table) -> Int? {
        guard table.columnCount >= 4 else { return nil }
        let bodyRows = Set(table.cells.filter { CellNumber.isValue($0.text) }.map(\.row))
        func body(_ column: Int) -> [TableCell] {
            table.cells.filter { $0.column == column && $0.columnSpan == 1 && bodyRows.contains($0.row) && !$0.text.isEmpty }
        }
        func isFigures(_ column: Int) -> Bool {
            let cells = body(column)
            let figures = cells.filter { CellNumber.isFigure($0.text) || CellNumber.noDataMarks.contains($0.text) }
            return cells.count >= 3 && figures.count * 5 >= cells.count * 4
        }
        func isLabels(_ column: Int) -> Bool {
            let cells = body(column)
            let words = cells.filter { cell in !CellNumber.isFigure(cell.text) && cell.text.filter(\.isLetter).count >= 4 }
            return cells.count >= 3 && words.count * 5 >= cells.count * 4 && Set(words.map(\.text)).count * 10 >= words.count * 7
        }
        // The left table keeps its own labels and figures; the right one gets a label column and figures.
        for k in 2...(table.columnCount - 2) where isLabels(k) && isFigures(k - 1) && isLabels(0) {
            guard ((k + 1)..<table.columnCount).contains(where: isFigures) else { continue }
            guard !table.cells.contains(where: { $0.column < k && $0.column + $0.columnSpan > k }) else { continue }
            return table.cells.filter { $0.column == k }.map(\.box.x).min()
        }
        return nil
    }

    /// The rows holding the table's pieces and the rows above and below them that no piece lies across `x` in
    /// (the other side's rows, its header and caption); nil when a piece of the table itself lies across it.
    static func band(_ rows: [[Line]], around pieces: Set<Line>, gutter x: Int) -> ClosedRange<Int>? {
        func crosses(_ row: [Line]) -> Bool { row.contains { $0.box.x < x && $0.box.maxX > x } }
        let inside = rows.indices.filter { rows[$0].contains { pieces.contains($0) } }
        guard var lo = inside.first, var hi = inside.last, !rows[lo...hi].contains(where: crosses) else { return nil }
        while lo > 0, !crosses(rows[lo - 1]) { lo -= 1 }
        while hi < rows.count - 1, !crosses(rows[hi + 1]) { hi += 1 }
        return lo...hi
    }
}
