import DocModel

/// Under a two-level header ("How healthy do you think you are?" over "Very healthy | Quite healthy"), the
/// first column's header ("Gender", or "Psychosomatic / Symptoms" on two lines) stands beside both levels,
/// set against the lower one or spread over both. It is one cell spanning the header rows, at the top, as
/// the row labels under it are one column.
enum StubHeader {
    static func spanned(_ table: Table) -> Table {
        sideHeadsSpanned(stubSpanned(table))
    }

    /// Heads of columns between the stub and a two-level header's first group (a unit column's "Unit" beside
    /// "Employment" over "2021 | 2022"), set midway between the levels, stand beside both as the stub's head does:
    /// each spans the two header rows from the top. One on the lower level's line is left there: it may be the first
    /// group's own head when the group's head lies off its columns.
    static func sideHeadsSpanned(_ table: Table) -> Table {
        guard headerRows(table) == 2 else { return table }
        let upper = table.cells.filter { $0.row == 0 && $0.column >= 1 && !$0.text.isEmpty }
        guard upper.contains(where: { $0.columnSpan > 1 }), let firstGroup = upper.map(\.column).min(), firstGroup > 1 else { return table }
        var cells = table.cells
        let lower = cells.filter { $0.row == 1 && $0.column >= firstGroup && !$0.text.isEmpty }.map(\.box.midY).sorted()
        guard !lower.isEmpty else { return table }
        let lowerMid = lower[lower.count / 2]
        for c in 1..<firstGroup {
            let column = cells.indices.filter { cells[$0].column == c && cells[$0].row < 2 && !cells[$0].text.isEmpty }
            guard column.count == 1, let i = column.first, cells[i].row == 1, cells[i].columnSpan == 1,
                  cells[i].box.midY + cells[i].box.height / 4 < lowerMid else { continue }
            cells.removeAll { $0.column == c && $0.row == 0 && $0.text.isEmpty }
            guard let j = cells.firstIndex(where: { $0.column == c && $0.row == 1 && !$0.text.isEmpty }) else { continue }
            cells[j].row = 0
            cells[j].rowSpan = 2
        }
        return Table(rowCount: table.rowCount, columnCount: table.columnCount, cells: cells)
    }

    /// The rows above the first figure, less a section's name alone in the first column right under the header
    /// ("Services" over its rows), which opens the body.
    static func headerRows(_ table: Table) -> Int? {
        func numeric(_ cell: TableCell) -> Bool { !cell.text.isEmpty && CellNumber.isValue(cell.text) }
        guard var rows = (0..<table.rowCount).first(where: { r in table.cells.contains { $0.row == r && numeric($0) } }) else { return nil }
        while rows > 1, case let names = table.cells.filter({ $0.row == rows - 1 && !$0.text.isEmpty }), !names.isEmpty,
              names.allSatisfy({ $0.column == 0 && $0.columnSpan == 1 }) {
            rows -= 1
        }
        return rows
    }

    static func stubSpanned(_ table: Table) -> Table {
        // A year heads a column ("2021" under "Employment"): the header's text, not the body's first figure.
        guard let headerRows = headerRows(table), headerRows >= 2, headerRows <= 3 else { return table }
        let stub = table.cells.filter { $0.column == 0 && $0.row < headerRows }.sorted { $0.row < $1.row }
        guard stub.allSatisfy({ $0.columnSpan == 1 && $0.rowSpan == 1 }) else { return table }
        let filled = stub.filter { !$0.text.isEmpty }
        // It stands beside the header's levels: a label alone on its row ("Males") opens the body instead.
        let besideHeaders = filled.allSatisfy { cell in table.cells.contains { $0.row == cell.row && $0.column > 0 && !$0.text.isEmpty } }
        guard besideHeaders else { return table }
        // The upper level must be a header of its own: the stub's top is empty, or another column's top spans.
        let topEmpty = !stub.contains { $0.row == 0 && !$0.text.isEmpty }
        let topSpans = table.cells.contains { $0.row == 0 && $0.column > 0 && $0.columnSpan > 1 }
        // Over three rows, a label against an empty top is more often the first body row's ("Carbon dioxide").
        guard !filled.isEmpty, filled.count == stub.count || (topEmpty && headerRows == 2), topEmpty || topSpans, filled.first?.row != 0 || filled.count > 1 else {
            return table
        }
        guard let box = Box.enclosing(stub.map(\.box)) else { return table }
        var cells = table.cells.filter { !($0.column == 0 && $0.row < headerRows) }
        cells.append(TableCell(row: 0, column: 0, rowSpan: headerRows, text: TextJoin.lines(filled.map(\.text)), box: box,
                               confidence: filled.map(\.confidence).reduce(0, +) / Double(filled.count)))
        return Table(rowCount: table.rowCount, columnCount: table.columnCount, cells: cells)
    }
}
