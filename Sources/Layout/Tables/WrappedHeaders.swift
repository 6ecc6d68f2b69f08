import DocModel

/// A header cell too long for its column wraps onto several lines ("Reclassification / from Fair value /
/// through profit"), and a table without rulings first sees each line as a row. Leading rows of text set as
/// tightly as a paragraph's lines, each filling only columns the row above fills with the same span, are
/// lines of the same header cells and are joined into one row. A true second header row differs: it splits
/// a spanning header into its columns ("Gender" over "Male", "Female"), or sits a row's gap apart. Only rows
/// above the table's first number are header rows; a table of text alone is left as it is, and a lone label in the
/// first column under the header opens the body.
enum WrappedHeaders {
    /// Rows closer than this share of their line height are lines of one paragraph.
    static let maxGapShare = 0.5

    /// The first row holding a figure; the rows above it are the header's. A year heads a column ("2022" beside a
    /// wrapped "Millions of / euros"): the header's text, not a figure. A figure with a footnote mark is one
    /// ("123 (p)"): a first row whose figures are all marked or no-data marks was joined to the heads over it.
    static func firstFigureRow(_ table: Table) -> Int? {
        let rows = Set(table.cells.filter { !$0.text.isEmpty && (CellNumber.isValue($0.text) || UnruledTables.isMarkedValue($0.text)) }.map(\.row))
        return rows.sorted().first { r in !isUnitsRow(table.cells.filter { $0.row == r && !$0.text.isEmpty }) } ?? rows.min()
    }

    /// A line of units under the heads that reads as a figure: the same one under every head and nothing under the
    /// stub's head ("1 000" under "Q4", "per 1 000" and "Q2", for thousands). A body row has its label.
    private static func isUnitsRow(_ filled: [TableCell]) -> Bool {
        filled.count >= 2 && !filled.contains { $0.column == 0 } && Set(filled.map(\.text)).count == 1
    }

    static func joined(_ table: Table) -> Table {
        var rows = (0..<table.rowCount).map { r in table.cells.filter { $0.row == r }.sorted { $0.column < $1.column } }
        guard let firstNumeric = firstFigureRow(table), firstNumeric >= 2 else { return table }
        let bodyGap = rowGaps(Array(rows[firstNumeric...])).median
        var merged: [[TableCell]] = [rows[0]]
        var r = 1
        while r < firstNumeric {
            let upper = merged[merged.count - 1].filter { !$0.text.isEmpty }, lower = rows[r].filter { !$0.text.isEmpty }
            if continues(upper, lower, bodyGap: bodyGap) {
                merged[merged.count - 1] = join(merged[merged.count - 1], lower)
            } else if r + 2 < firstNumeric, let stubs = loneStub(lower).map({ [$0] }) ?? stubHeads(lower, leftOf: upper),
                      continues(upper, rows[r + 1].filter { !$0.text.isEmpty }, bodyGap: bodyGap),
                      !rows[r + 2].contains(where: { cell in !cell.text.isEmpty && stubs.contains { $0.column == cell.column } }) {
                // The first columns' heads set midway down a two-level header ("Product" beside "Share of / total"
                // over "Q4 2023"; "Sector" and "Unit" beside a group head wrapped onto two lines): a line of their own
                // between an upper head and that head's wrapped line. The wrapped line joins its head; the stub
                // heads join the lower level, as ones set against it would.
                merged[merged.count - 1] = join(merged[merged.count - 1], rows[r + 1].filter { !$0.text.isEmpty })
                merged.append(stubs + rows[r + 2].filter { cell in !stubs.contains { $0.column == cell.column } })
                r += 3
                continue
            } else {
                merged.append(rows[r])
            }
            r += 1
        }
        let removed = firstNumeric - merged.count
        guard removed > 0 else { return table }
        rows = merged + rows[firstNumeric...]
        var cells: [TableCell] = []
        for (r, row) in rows.enumerated() {
            for var cell in row { cell.row = r; cells.append(cell) }
        }
        return Table(rowCount: table.rowCount - removed, columnCount: table.columnCount, cells: cells)
    }

    /// The space between each body row and the next (OCR's word boxes hug the ink, so the same line spacing
    /// leaves a wider gap between them than a text layer's font-high boxes do).
    private static func rowGaps(_ rows: [[TableCell]]) -> [Int] {
        let filled = rows.map { $0.filter { !$0.text.isEmpty } }.filter { !$0.isEmpty }
        return zip(filled, filled.dropFirst()).map { upper, lower in
            (lower.map(\.box.y).min() ?? 0) - (upper.map(\.box.maxY).max() ?? 0)
        }
    }

    /// Set as tightly as a paragraph: a gap of at most half a line, or no wider than the body's usual gap
    /// between rows set line under line (a header wrapped in its cell is never spaced wider than the body).
    private static func continues(_ upper: [TableCell], _ lower: [TableCell], bodyGap: Int?) -> Bool {
        guard !upper.isEmpty, !lower.isEmpty else { return false }
        let lineHeight = lower.map(\.box.height).max() ?? 0
        let gap = (lower.map(\.box.y).min() ?? 0) - (upper.map(\.box.maxY).max() ?? 0)
        let tight = Double(gap) <= maxGapShare * Double(lineHeight)
            || bodyGap.map { Double(gap) <= Double($0) + 0.15 * Double(lineHeight) && Double($0) <= Double(lineHeight) } == true
        guard tight else { return false }
        // A lone label in the first column under the header opens the body (a section: "Males", "2010"), unless
        // it is the stub head's own next line (`continuesStubHead`).
        if lower.count == 1, lower[0].column == 0, !continuesStubHead(upper, lower[0], bodyGap: bodyGap) { return false }
        return lower.allSatisfy { cell in upper.contains { $0.column == cell.column && $0.columnSpan == cell.columnSpan } }
    }

    /// The stub head's unit set on the line under it ("Region" / "Mio. EUR", "Sector" / "(persons)"), or its own
    /// wrapped line: set as a cell's lines are, closer to the head than half the body's usual gap between rows and
    /// than a third of a line. A section's name under the header is set a row's gap below it.
    private static func continuesStubHead(_ upper: [TableCell], _ cell: TableCell, bodyGap: Int?) -> Bool {
        guard let bodyGap, let head = upper.first(where: { $0.column == 0 && $0.columnSpan == 1 }) else { return false }
        let gap = cell.box.y - head.box.maxY
        return gap * 2 < bodyGap && Double(gap) * 3 <= Double(cell.box.height)
    }

    /// A row holding one filled cell, in the first column, and nothing else.
    private static func loneStub(_ filled: [TableCell]) -> TableCell? {
        filled.count == 1 && filled[0].column == 0 && filled[0].columnSpan == 1 ? filled[0] : nil
    }

    /// Heads only in columns left of every head of the row above (a stub head and a unit column's head beside a
    /// group head): the stub's heads, else nil.
    private static func stubHeads(_ filled: [TableCell], leftOf upper: [TableCell]) -> [TableCell]? {
        guard !filled.isEmpty, let first = upper.map(\.column).min(),
              filled.allSatisfy({ $0.column + $0.columnSpan <= first }) else { return nil }
        return filled
    }

    private static func join(_ upper: [TableCell], _ lower: [TableCell]) -> [TableCell] {
        upper.map { cell in
            guard let below = lower.first(where: { $0.column == cell.column }) else { return cell }
            var cell = cell
            cell.text = TextJoin.lines([cell.text, below.text])
            cell.box = cell.box.union(below.box)
            return cell
        }
    }
}
