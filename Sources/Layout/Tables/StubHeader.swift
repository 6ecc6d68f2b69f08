import DocModel

/// Under a two-level header ("How healthy do you think you are?" over "Very healthy | Quite healthy"), the
/// first column's header ("Gender", or "Psychosomatic / Symptoms" on two lines) stands beside both levels,
/// set against the lower one or spread over both. It is one cell spanning the header rows, at the top, as
/// the row labels under it are one column.
enum StubHeader {
    static func spanned(_ table: Table) -> Table {
        // A year heads a column ("2021" under "Employment"): the header's text, not the body's first figure.
        func numeric(_ cell: TableCell) -> Bool { !cell.text.isEmpty && CellNumber.isFigure(cell.text) && !CellNumber.isYear(cell.text) }
        let firstNumeric = (0..<table.rowCount).first { r in table.cells.contains { $0.row == r && numeric($0) } }
        guard var headerRows = firstNumeric else { return table }
        // A section's name alone in the first column right under the header opens the body ("Services" over its rows).
        while headerRows > 1, case let names = table.cells.filter({ $0.row == headerRows - 1 && !$0.text.isEmpty }), !names.isEmpty,
              names.allSatisfy({ $0.column == 0 && $0.columnSpan == 1 }) {
            headerRows -= 1
        }
        guard headerRows >= 2, headerRows <= 3 else { return table }
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
