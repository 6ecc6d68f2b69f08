import DocModel

/// Fields of printed forms whose labels carry no colon, read from where the value sits: a label with its answer
/// to its right on the same row ("SUPERVISOR   J. S. Wigand"), and a row of column headers with the answers
/// under each ("Date received  Lorillard No." over "UNK  OR39-23": one field per answer). Runs on the pieces that neither a `label:` field nor a table took,
/// so invoice tables stay tables and prose stays prose.
enum FormLayoutFields {
    /// Fewest fields whose keys and values start in two columns that make them a form's column of labels beside
    /// its column of answers.
    static let minColumnAnswers = 2
    /// Widest gap between a label and its answer on the same row, in text sizes.
    static let maxRightGap = 20
    /// Largest gap between a label (or the answer above) and the answer under it, in text sizes.
    static let maxGapBelow = 1.6

    /// `found`: the fields earlier steps read on the page; where their keys and values start tells a column of
    /// labels beside a column of answers.
    static func find(_ pieces: [Line], bodySize: Int,
                     found earlier: [KeyValueFields.Found] = []) -> (fields: [KeyValueFields.Found], used: Set<Int>) {
        var used = Set<Int>()
        var found: [KeyValueFields.Found] = []
        let labels = Set(pieces.indices.filter { isFormLabel(pieces[$0], bodySize: bodySize) })
        let rows = rows(pieces)
        var rowOf: [Int: Int] = [:]
        for (r, row) in rows.enumerated() { for i in row { rowOf[i] = r } }
        // A row of labels and nothing else (no figure): column headers, or the next header row of a grid.
        let labelRows = Set(rows.indices.filter { r in
            rows[r].allSatisfy { labels.contains($0) && !hasDigit(pieces[$0]) }
        })
        // 1. Answers under column headers: a row of two or more labels, each with the lines under it (nearer it
        // than any other header on the row), one answer a line. A label alone on its row over a few lines is a
        // letter's name over its address or position as often as a form's label, and is left alone.
        for r in labelRows.sorted() where rows[r].count >= 2 {
            for k in rows[r] where !used.contains(k) {
                let key = pieces[k]
                let size = max(1, FontSize.of(key))
                let others = rows[r].filter { $0 != k }
                var answers: [Int] = []
                var last = key.box
                while let j = below(last, column: key.box, pieces, used: used.union(answers), size: size),
                      let row = rowOf[j], !labelRows.contains(row) {
                    let mid = pieces[j].box.midX
                    if others.contains(where: { abs(pieces[$0].box.midX - mid) < abs(key.box.midX - mid) }) { break }
                    answers.append(j)
                    last = pieces[j].box
                }
                guard !answers.isEmpty else { continue }
                used.insert(k)
                for j in answers {
                    used.insert(j)
                    if let f = KeyValueFields.make(key: key.words, value: pieces[j].words) { found.append(f) }
                }
            }
        }
        // 2. Answers right of their label, row by row. An answer that reads like a label too ("Meijer Gas") is
        // taken when the row alternates label, answer, label, answer, or when it starts in the page's column of
        // answers: where two or more fields' values start whose keys start where this label does. A row of
        // labels only ("City  State  ZIP Code  Country", "POOR  FAIR  GOOD  EXCELLENT") alternates nothing: its
        // answers are blank lines or check boxes, so one of the alternate pieces must read as no label.
        var deferred: [(k: Int, v: Int, size: Int)] = []
        for row in rows {
            let free = row.filter { !used.contains($0) }
            let alternating = free.count >= 4 && free.count % 2 == 0
                && stride(from: 0, to: free.count, by: 2).allSatisfy { labels.contains(free[$0]) }
                && stride(from: 1, to: free.count, by: 2).contains { !labels.contains(free[$0]) || hasDigit(pieces[free[$0]]) }
            var n = 0
            while n + 1 < free.count {
                let k = free[n], v = free[n + 1]
                let size = max(1, FontSize.of(pieces[k]))
                let near = pieces[v].box.x - pieces[k].box.maxX <= maxRightGap * size
                if labels.contains(k), alternating || !labels.contains(v) || hasDigit(pieces[v]), near {
                    used.formUnion([k, v])
                    if let f = KeyValueFields.make(key: pieces[k].words, value: pieces[v].words) { found.append(f) }
                    n += 2
                } else {
                    if labels.contains(k), near { deferred.append((k, v, size)) }
                    n += 1
                }
            }
        }
        let columns = (earlier + found).compactMap { f in f.field.valueBox.map { (key: f.field.keyBox.x, value: $0.x) } }
        for (k, v, size) in deferred where !used.contains(k) && !used.contains(v) {
            let beside = columns.filter { abs($0.key - pieces[k].box.x) <= size && abs($0.value - pieces[v].box.x) <= size }
            guard beside.count >= minColumnAnswers else { continue }
            used.formUnion([k, v])
            if let f = KeyValueFields.make(key: pieces[k].words, value: pieces[v].words) { found.append(f) }
        }
        return (found, used)
    }

    /// A label without a colon as forms print it: one to five words, no more than 40 characters, starting with
    /// a letter, three letters or more, each word of letters capitalised or a short joining word ("Name of Account",
    /// "DATE RECEIVED", "Group No."), in text not clearly larger than the body's (a larger line is a heading).
    static func isFormLabel(_ line: Line, bodySize: Int) -> Bool {
        let words = line.words
        // Two letters are a logo's initials ("NT") as often as a label.
        guard KeyValueFields.isBareLabel(words), line.text.count <= KeyValueFields.maxKeyCharacters,
              line.text.filter(\.isLetter).count >= 3,
              Double(FontSize.of(line)) < 1.3 * Double(bodySize) else { return false }
        return isCapitalised(words)
    }

    /// Every word of letters capitalised or a short joining word ("Name of Account", "DATE RECEIVED").
    static func isCapitalised(_ words: [Word]) -> Bool {
        let joining: Set<String> = ["of", "to", "per", "for", "and", "or", "in", "on", "by", "no", "no.", "the", "de", "du", "des", "la", "le", "von", "der", "die", "und", "&", "/"]
        return words.allSatisfy { word in
            let text = word.text
            guard let first = text.first(where: { $0.isLetter }) else { return text.count <= 2 }
            return first.isUppercase || joining.contains(text.lowercased())
        }
    }

    /// Two rows only, the first all form labels (two or more), the second not: column labels over one row of
    /// answers ("Date received  Lorillard No.  Notebook page" over "UNK  OR39-23  B1014-23"), which forms print
    /// in boxes or open rows. A table has more than one row under its header.
    static func isFieldRow(_ pieces: [Line], bodySize: Int) -> Bool {
        let rows = rows(pieces)
        guard rows.count == 2, rows[0].count >= 2 else { return false }
        return rows[0].allSatisfy { isFormLabel(pieces[$0], bodySize: bodySize) }
            && !rows[1].allSatisfy { isFormLabel(pieces[$0], bodySize: bodySize) && !hasDigit(pieces[$0]) }
    }

    /// A printed form's frame of boxes read as a ruled grid: it covers much of the page and many of its filled
    /// cells span several rows or columns (each box as wide as its label and answer need), where a data table's
    /// grid is regular.
    static func isFormGrid(_ table: Table, box: Box, pageArea: Int) -> Bool {
        let filled = table.cells.filter { !$0.text.isEmpty }
        guard filled.count >= 4, Double(box.width * box.height) >= 0.4 * Double(pageArea) else { return false }
        let spanning = filled.filter { $0.rowSpan > 1 || $0.columnSpan > 1 }.count
        return Double(spanning) >= 0.25 * Double(filled.count)
    }

    /// A label column holds labels in at least `KeyValueLayout.labelShare` of its filled cells (two or more); the
    /// column right of it holds values when its share of labels is lower by at least this.
    static let valueShareGap = 0.3

    /// A table (ruled or not) that is a form's grid of labels beside their answers: two or more label columns,
    /// each with a column of answers right of it ("Supplier | Fiber Co. | % Plasticizer | 6.0" row under row).
    /// A data table has one column of row labels (its stub), or label columns side by side (text columns);
    /// never label, answer, label, answer. Returns one field per label cell beside a filled answer cell
    /// (a label spanning its answer's column is left out), and the words those fields took; nil for a table.
    static func gridFields(_ table: Table, words: [Word], bodySize: Int) -> (fields: [KeyValueFields.Found], used: Set<Word>)? {
        func wordsIn(_ cell: TableCell) -> [Word] { cellWords(cell, words) }
        func isLabelCell(_ cell: TableCell) -> Bool { Self.isLabelCell(cell, words: words, bodySize: bodySize) }
        let filled = table.cells.filter { !$0.text.isEmpty && $0.columnSpan == 1 }
        var share: [Int: Double] = [:], count: [Int: Int] = [:]
        for column in 0..<table.columnCount {
            let cells = filled.filter { $0.column == column }
            guard !cells.isEmpty else { continue }
            count[column] = cells.count
            share[column] = Double(cells.filter(isLabelCell).count) / Double(cells.count)
        }
        let labelColumns = (0..<max(0, table.columnCount - 1)).filter { c in
            guard let s = share[c], let n = count[c], n >= 2, s >= KeyValueLayout.labelShare else { return false }
            return (share[c + 1] ?? 1) <= s - valueShareGap
        }
        guard labelColumns.count >= 2 else { return nil }
        var fields: [KeyValueFields.Found] = []
        var used = Set<Word>()
        for c in labelColumns {
            for key in filled where key.column == c {
                guard let value = filled.first(where: { $0.column == c + 1 && $0.row == key.row }) else { continue }
                let keyWords = wordsIn(key), valueWords = wordsIn(value)
                guard !keyWords.isEmpty, !valueWords.isEmpty,
                      let f = KeyValueFields.make(key: keyWords, value: valueWords) else { continue }
                fields.append(f)
                used.formUnion(keyWords + valueWords)
            }
        }
        return fields.isEmpty ? nil : (fields, used)
    }

    /// A table that is a form's fields rather than data: a grid of labels beside their answers (`gridFields`), or
    /// rows each a label and its answer (`labelledRows`). Nil when it is neither.
    static func tableFields(_ table: Table, words: [Word], bodySize: Int) -> (fields: [KeyValueFields.Found], used: Set<Word>)? {
        gridFields(table, words: words, bodySize: bodySize) ?? labelledRows(table, words: words, bodySize: bodySize)
    }

    /// Fewest rows of a form's column of labels beside their answers (`labelledRows`).
    static let minLabelledRows = 3

    /// A table (ruled or not) whose every row is one label and its answer, the labels in its first column and
    /// no header row naming the answers ("Media Type | Direct Mail" / "Media Name | Competitive 21-34" /
    /// "Coupon Value | $1.50 OFF"): a form's boxes or its open rows of fields, one field a row, the answer every
    /// filled cell right of the label. Column 0 holds `minLabelledRows` or more filled cells, nearly all labels
    /// (two in three or more `label:` or form labels without figures), and nothing stands in a row without its
    /// label. A data table is none of these: a stub column beside figures (half its answers or more are numbers),
    /// rows of several values (more than a third of its rows hold two cells or more right of the label), or a first
    /// row naming the column over values that are no labels ("Term | Meaning" over sentences). Nil when the table is
    /// no such form.
    static func labelledRows(_ table: Table, words: [Word], bodySize: Int) -> (fields: [KeyValueFields.Found], used: Set<Word>)? {
        func isLabelCell(_ cell: TableCell) -> Bool { Self.isLabelCell(cell, words: words, bodySize: bodySize) }
        let filled = table.cells.filter { !$0.text.isEmpty && !cellWords($0, words).isEmpty }
        let rows = Dictionary(grouping: filled, by: \.row).values.map { $0.sorted { $0.column < $1.column } }
            .sorted { $0[0].row < $1[0].row }
        let labels = rows.compactMap { row in row.first.flatMap { $0.column == 0 && $0.columnSpan == 1 ? $0 : nil } }
        guard labels.count >= minLabelledRows, labels.count == rows.count,
              labels.filter(isLabelCell).count * 3 >= labels.count * 2 else { return nil }
        let answers = rows.map { Array($0.dropFirst()) }
        let answered = answers.filter { !$0.isEmpty }
        guard answered.count >= minLabelledRows,
              answered.filter({ $0.count >= 2 }).count * 3 <= answered.count,
              answered.filter({ cells in cells.allSatisfy { KeyValueFields.isAmount($0.text) && !isNumericDate($0.text) } }).count * 2
                < answered.count
        else { return nil }
        // A first row naming its column: a label over answers that are no labels.
        if let head = answers.first?.first, isLabelCell(head),
           answered.dropFirst().filter({ !isLabelCell($0[0]) }).count * 3 >= (answered.count - 1) * 2 { return nil }
        var fields: [KeyValueFields.Found] = []
        var used = Set<Word>()
        for (label, cells) in zip(labels, answers) where !cells.isEmpty {
            let keyWords = cellWords(label, words)
            let valueLines = cells.compactMap { Line(words: cellWords($0, words)) }
            guard let first = valueLines.first,
                  let f = KeyValueFields.make(key: keyWords, value: first.words, more: Array(valueLines.dropFirst())) else { continue }
            fields.append(f)
            used.formUnion(keyWords + valueLines.flatMap(\.words))
        }
        return fields.count >= minLabelledRows ? (fields, used) : nil
    }

    /// A date written in figures ("4/14/00", "12.03.2026"): a form's answer, no table's figure.
    static func isNumericDate(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" })
        return parts.count == 3 && parts.allSatisfy { part in (1...4).contains(part.count) && part.allSatisfy(\.isNumber) }
            && Set(text.filter { !$0.isNumber }).count == 1
    }

    /// A drawn grid whose boxes each open with a `label:` ("Requested by: Karl Hutchison | Date Submitted:
    /// 4/17/98"): a form's boxes, whatever their size or spans. Its words go on to the field steps.
    /// At least three boxes with different labels, and a quarter of the filled ones (the rest: check boxes,
    /// headings, long answers). A data table's cells hold values and names, and a label it repeats in every
    /// column ("Total: 47%") is one label.
    static func isLabelledBoxes(_ table: Table, words: [Word]) -> Bool {
        let filled = table.cells.filter { !$0.text.isEmpty }
        let labels = Set(filled.compactMap { KeyValueFields.leadingLabel(cellWords($0, words))?.lowercased() })
        return labels.count >= 3 && labels.count * 4 >= filled.count
    }

    /// A cell that holds a label: a `label:` or a form label without figures.
    private static func isLabelCell(_ cell: TableCell, words: [Word], bodySize: Int) -> Bool {
        let w = cellWords(cell, words)
        guard let line = Line(words: w) else { return false }
        return KeyValueFields.isLabel(w) || (isFormLabel(line, bodySize: bodySize) && !hasDigit(line))
    }

    /// The words of a cell, in reading order (its lines top to bottom, each left to right).
    private static func cellWords(_ cell: TableCell, _ words: [Word]) -> [Word] {
        let inside = words.filter { cell.box.contains(pointX: $0.box.midX, y: $0.box.midY) }
        return Segmenter.rows(inside.compactMap { Line(words: [$0]) }).flatMap { $0.flatMap(\.words) }
    }

    private static func hasDigit(_ line: Line) -> Bool { line.text.contains(where: \.isNumber) }

    /// Rows of piece indices, each sorted left to right (`Segmenter.rows`, back from lines to their indices).
    private static func rows(_ pieces: [Line]) -> [[Int]] {
        var index: [Line: Int] = [:]
        for (i, piece) in pieces.enumerated() { index[piece] = i }
        return Segmenter.rows(pieces).map { $0.compactMap { index[$0] } }
    }

    /// The free piece just under `box` and within `column`'s width (the nearest, starting highest).
    private static func below(_ box: Box, column: Box, _ pieces: [Line], used: Set<Int>, size: Int) -> Int? {
        let candidates = pieces.indices.filter { j in
            guard !used.contains(j) else { return false }
            let p = pieces[j].box
            let gap = Double(p.y - box.maxY)
            let overlap = min(p.maxX, column.maxX + size) - max(p.x, column.x - size)
            return gap >= -Double(size) / 3 && gap <= maxGapBelow * Double(size) && overlap > 0
                && p.x >= column.x - 3 * size && !Segmenter.isMarker(pieces[j].words[0], size: size)
        }
        return candidates.min { pieces[$0].box.y < pieces[$1].box.y }
    }
}
