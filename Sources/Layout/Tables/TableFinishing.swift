import DocModel

/// What every table gets once its cells are known: the first column's header spanning a two-level
/// header (`StubHeader`), header rows marked, numbers parsed, row labels and other cells' text wrapped onto the
/// next row joined (`WrappedStubCells`, `WrappedBodyCells`), empty rows and columns at its edges kept (they are
/// part of the drawn grid), cells sorted.
enum TableFinishing {
    static func finish(_ table: Table) -> Table {
        var table = StubHeader.spanned(table)
        table.cells.sort { ($0.row, $0.column) < ($1.row, $1.column) }
        let separator = CellNumber.decimalSeparator(for: table.cells.map(\.text))
        for i in table.cells.indices {
            if let number = CellNumber.parse(table.cells[i].text, decimalSeparator: separator) {
                table.cells[i].number = number.decimal
                table.cells[i].unit = number.unit
            }
        }
        let headerRows = headerRowCount(table)
        for i in table.cells.indices where table.cells[i].row < headerRows { table.cells[i].isHeader = true }
        return WrappedBodyCells.joined(WrappedStubCells.joined(table))
    }

    /// The table without the rows `emptied` (their cells already moved into the rows above): later rows move
    /// up, a cell spanning an emptied row spans one row less.
    static func removing(rows emptied: Set<Int>, cells: [TableCell], of table: Table) -> Table {
        var cells = cells
        cells.removeAll { emptied.contains($0.row) }
        for i in cells.indices {
            let above = emptied.filter { $0 < cells[i].row }.count
            let inside = emptied.filter { $0 > cells[i].row && $0 < cells[i].row + cells[i].rowSpan }.count
            cells[i].row -= above
            cells[i].rowSpan -= inside
        }
        return Table(rowCount: table.rowCount - emptied.count, columnCount: table.columnCount, cells: cells)
    }

    /// Leading rows with text but no numbers (at most three), leaving at least one body row, up to a section's
    /// name alone in the first column; a table whose every row is text has its first row as header. A year such
    /// as "2023" in a header row counts as text.
    static func headerRowCount(_ table: Table) -> Int {
        guard table.rowCount >= 2 else { return 0 }
        func numeric(_ cell: TableCell) -> Bool {
            guard let n = cell.number else { return false }
            return !(CellNumber.isYear(n) && cell.unit == nil)
        }
        var count = 0
        for row in 0..<min(3, table.rowCount - 1) {
            let cells = table.cells.filter { $0.row == row && !$0.text.isEmpty }
            guard !cells.isEmpty, !cells.contains(where: numeric) else { break }
            // A section's name alone in the first column under the header starts the body ("Industrie").
            if count > 0, cells.allSatisfy({ $0.column == 0 && $0.columnSpan == 1 }) { break }
            count += 1
        }
        let bodyHasNumbers = table.cells.contains { $0.row >= count && numeric($0) }
        if count > 0 && !bodyHasNumbers { return 1 }
        return count
    }
}
