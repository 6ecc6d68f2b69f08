import DocModel

/// A row label too long for the first column wraps onto the next line ("Chronic fatigue" / "syndrome",
/// "Concern over friends" / "or family"), and a table without rulings sees that line as the first cell of the
/// next row, often a row of the label's own group ("Count" / "Percentage" beside it). A first-column cell that
/// starts in lower case under a first-column label, set as tightly as the table's lines, continues that label
/// when its row holds nothing else, or when the table's labels head groups of rows (rows with an empty first
/// cell beside values): a lower-case label with values of its own in a table of one row per label is a row
/// ("Total EU-12 88" / "non-EU 97"). A footnote mark alone under a label ("(17)", "1)", "*") is the label's last
/// word wrapped. The continued label spans both rows; a row left empty is removed.
enum WrappedStubCells {
    static func joined(_ table: Table) -> Table {
        var cells = table.cells
        var emptied = Set<Int>()
        let grouped = hasRowGroups(table)
        for r in 1..<max(1, table.rowCount) {
            guard let lower = cells.firstIndex(where: { $0.row == r && $0.column == 0 && !$0.text.isEmpty }),
                  let upper = cells.lastIndex(where: { $0.row < r && $0.column == 0 && !$0.text.isEmpty }),
                  !cells[upper].isHeader, continues(cells[upper], cells[lower]) else { continue }
            let alone = !cells.contains { $0.row == r && $0.column > 0 && !$0.text.isEmpty }
            // A label's footnote mark wrapped onto the next line ("Sonstige Dienstleistungen" / "(17)") is no row.
            guard alone || (grouped && !UnruledTables.isNoteMark(cells[lower].text)) else { continue }
            // A label ending in a colon names a field, unless it heads a sub-row beside its values and its words go
            // on alone on the next line ("de las cuales:" / "pequeñas empresas").
            let row = cells[upper].row
            if cells[upper].text.hasSuffix(":"), !(alone && cells.contains { $0.row == row && $0.column > 0 && !$0.text.isEmpty }) { continue }
            cells[upper].text = TextJoin.lines([cells[upper].text, cells[lower].text])
            cells[upper].box = cells[upper].box.union(cells[lower].box)
            cells[upper].rowSpan = max(cells[upper].rowSpan, r - cells[upper].row + 1)
            cells.remove(at: lower)
            if !cells.contains(where: { $0.row == r && !$0.text.isEmpty }) { emptied.insert(r) }
        }
        guard cells.count < table.cells.count else { return table }
        return TableFinishing.removing(rows: emptied, cells: cells, of: table)
    }

    /// Words a label does not end on: it goes on on the next line. English, German, French, Spanish, Italian, Dutch.
    static let joiningWords: Set<String> = [
        "and", "or", "of", "for", "in", "on", "by", "the", "to", "with",
        "und", "oder", "für", "von", "mit", "der", "die", "das", "des", "im", "zur", "zum",
        "et", "ou", "de", "du", "la", "le", "les", "en", "à", "au", "aux", "pour", "par",
        "y", "o", "e", "del", "las", "los", "el", "para", "por", "con",
        "di", "della", "dei", "delle", "per", "van", "voor", "het", "met"]

    /// A label broken off after a joining word ("Transport and", "Erziehung und") or a hyphen ("Grundstücks-").
    static func isBrokenOff(_ label: String) -> Bool {
        let words = label.split(whereSeparator: \.isWhitespace)
        guard let last = words.last else { return false }
        if last.count > 2, last.hasSuffix("-"), last.dropLast().last?.isLetter == true { return true }
        return words.count >= 2 && joiningWords.contains(last.lowercased())
    }

    /// At least a quarter of the body rows start no label of their own (the first cell empty, or spanned by the
    /// label above) beside values of their own.
    private static func hasRowGroups(_ table: Table) -> Bool {
        let body = Set(table.cells.filter { !$0.isHeader && !$0.text.isEmpty }.map(\.row))
        let labelled = Set(table.cells.filter { $0.column == 0 && !$0.text.isEmpty }.map(\.row))
        return body.count >= 4 && body.subtracting(labelled).count * 4 >= body.count
    }

    /// Lower case under a label that does not end a sentence (a colon is judged by the caller), no more than a line's height below it;
    /// or any case under a label broken off after a joining word or a hyphen ("Erziehung und" / "Unterricht",
    /// "Grundstücks-" / "und Wohnungswesen"): German nouns start in capitals.
    private static func continues(_ upper: TableCell, _ lower: TableCell) -> Bool {
        guard let first = lower.text.unicodeScalars.first,
              first.properties.isLowercase || (first.properties.isAlphabetic && isBrokenOff(upper.text)) || UnruledTables.isNoteMark(lower.text),
              let last = upper.text.last, !".;".contains(last) else { return false }
        let gap = lower.box.y - upper.box.maxY
        return gap <= max(upper.box.height, lower.box.height) && lower.box.x < upper.box.maxX
    }
}
