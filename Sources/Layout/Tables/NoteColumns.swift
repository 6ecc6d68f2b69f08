import DocModel

/// A report's notes under a table or a chart, set in two columns to save space ("(1) Provisional." beside
/// "(3) Break in series."), line up in columns as a table's cells do: each row a note's mark, its words, the next
/// column's mark and words. A table's rows start with their labels under a header; rows that all start with a
/// note's or a list's mark and hold no value but the marks are numbered notes or a list, not a table.
enum NoteColumns {
    static func isNotes(_ table: Table) -> Bool {
        guard table.rowCount >= 2 else { return false }
        let filled = table.cells.filter { !$0.text.isEmpty }
        for row in 0..<table.rowCount {
            let cells = filled.filter { $0.row == row }.sorted { $0.column < $1.column }
            guard let first = cells.first?.text.split(separator: " ").first.map(String.init), isMark(first) else { return false }
        }
        // The notes' words: no value but the marks alone, and words beside the marks.
        return filled.allSatisfy { isMark($0.text) || !CellNumber.isValue($0.text) }
            && filled.contains { $0.text.contains(where: \.isLetter) }
    }

    /// "1)", "(2)", "[3]", "4", "a)", "*": a note's or a list's mark (a bare number of one or two digits too, as
    /// notes are numbered when set apart from their words).
    static func isMark(_ text: String) -> Bool {
        if ListMarker.isMarker(text) || UnruledTables.isNoteMark(text) { return true }
        let core = text.drop { "([".contains($0) }.reversed().drop { ")]".contains($0) }
        return (1...2).contains(core.count) && core.allSatisfy(\.isNumber)
    }
}
