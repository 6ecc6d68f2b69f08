import DocModel

/// What every table gets once its cells are known: the first column's header spanning a two-level
/// header (`StubHeader`), header rows marked, numbers parsed, row labels wrapped onto the next row joined
/// (`WrappedStubCells`), empty rows and columns at its edges kept (they are part of the drawn grid), cells sorted.
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
        return WrappedStubCells.joined(table)
    }

    /// Leading rows with text but no numbers (at most three), leaving at least one body row; a table whose
    /// every row is text has its first row as header. A year such as "2023" in a header row counts as text.
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
            count += 1
        }
        let bodyHasNumbers = table.cells.contains { $0.row >= count && numeric($0) }
        if count > 0 && !bodyHasNumbers { return 1 }
        return count
    }
}
