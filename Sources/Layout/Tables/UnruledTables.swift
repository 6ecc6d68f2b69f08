import DocModel

/// Tables without rulings, found from the alignment of line pieces into columns and rows.
///
/// A candidate is a run of consecutive visual rows that each hold two or more pieces separated by wide
/// gaps, made mostly of short pieces (table cells hold a few words; lines of two- or three-column prose
/// hold more). Its columns are the x-intervals where pieces of its fullest rows lie; a piece covering
/// several column intervals spans them.
enum UnruledTables {
    struct Found {
        var table: Table
        var box: Box
        /// The pieces the table consumed.
        var pieces: [Line]
    }

    static func find(rows: [[Line]], fontSize: Int, placedExactly: Bool = false) -> [Found] {
        var found: [Found] = []
        var run: [[Line]] = []
        var runEnd = -1, tableEnd = -1  // the last row of the run, and of the last table built
        func flush() {
            defer { run = [] }
            run = droppingLeadingProse(droppingLeadingNotes(run))
            // Rows at the end of a run with a single piece are not part of the table, but for the last cell's
            // wrapped line.
            while let last = run.last, last.count < 2, !continuesACell(last, Array(run.dropLast()), exact: placedExactly) { run.removeLast() }
            guard let table = build(run, fontSize: fontSize, placedExactly: placedExactly) else { return }
            found.append(table)
            tableEnd = runEnd
        }
        for (i, row) in rows.enumerated() {
            let gapOK = run.last.map { previous in
                let top = row.map(\.box.y).min() ?? 0, bottom = previous.map(\.box.maxY).max() ?? 0
                return top - bottom <= fontSize * 3
            } ?? true
            if !gapOK { flush() }
            // A caption ("Table 8: Number of persons …") set with wide spaces names the table; it is no row of it.
            if let first = row.first, LetterParts.isCaption([first]) {
                flush()
                continue
            }
            // Another table's header right under a table: it starts a table of its own. So does prose in columns
            // right under a table (its notes between): the prose is then dropped as leading prose.
            if row.count >= 2, !run.isEmpty, startsAnotherTable(row, after: run, then: rows[(i + 1)...])
                || endsTheTable(row, run, next: rows[(i + 1)...].first) { flush() }
            if row.count >= 2 {
                if run.isEmpty {
                    // Figures set closely come as one piece: the heads are counted against the row's cells.
                    run = headRows(rows[(tableEnd + 1)..<i], over: row.flatMap { splittingFigures($0) }, then: rows[(i + 1)...].prefix(3), fontSize: fontSize)
                }
                run.append(row)
                runEnd = i
            } else if !run.isEmpty, staysInside(row, run, then: rows[(i + 1)...], exact: placedExactly) || continuesACell(row, run, exact: placedExactly)
                        || endsAHeader(row, run, then: rows[(i + 1)...]) {
                // A row with one filled cell inside a table (a label whose other cells are empty, a head's wrapped
                // line), or the last row's cell wrapped onto its next line.
                run.append(row)
                runEnd = i
            } else {
                flush()
            }
        }
        flush()
        // Two tables side by side came as one run: the rows around it that no piece crosses the gutter in are cut
        // there (either side's rows may have broken the run into several), and each side is found on its own.
        for f in found {
            guard let x = SideBySideTables.gutter(f.table),
                  let band = SideBySideTables.band(rows, around: Set(f.pieces), gutter: x) else { continue }
            let left = rows[band].flatMap { $0.filter { $0.box.maxX <= x } }, right = rows[band].flatMap { $0.filter { $0.box.x >= x } }
            let apart = find(rows: Segmenter.rows(left), fontSize: fontSize, placedExactly: placedExactly)
                + find(rows: Segmenter.rows(right), fontSize: fontSize, placedExactly: placedExactly)
            guard !apart.isEmpty else { continue }
            return find(rows: Array(rows[..<band.lowerBound]), fontSize: fontSize, placedExactly: placedExactly) + apart
                + find(rows: Array(rows[(band.upperBound + 1)...]), fontSize: fontSize, placedExactly: placedExactly)
        }
        return found
    }

    // MARK: - Private

    /// Two tables set one under the other, with or without rules between them, make one run of rows, and the
    /// columns of both were laid over each other. A row of column heads (no figure but years) over a row of
    /// figures (or over one or two more rows of heads: a header of three levels), after two rows of figures or
    /// more, set further below the run's last row than the run's rows are set apart (half as far again and more),
    /// is the next table's header.
    static func startsAnotherTable(_ row: [Line], after run: [[Line]], then following: ArraySlice<[Line]>) -> Bool {
        func hasFigures(_ row: [Line]) -> Bool {
            row.flatMap { splittingFigures($0) }.contains { CellNumber.isValue($0.text) }
        }
        // The header may have up to three levels: the heads' row over one or two more rows of heads, then figures.
        guard run.filter(hasFigures).count >= 2, !hasFigures(row), let next = following.lazy.filter({ $0.count >= 2 }).prefix(3).first(where: hasFigures),
              areColumnHeads(row, over: next), let last = run.last else { return false }
        func gap(_ upper: [Line], _ lower: [Line]) -> Int { (lower.map(\.box.y).min() ?? 0) - (upper.map(\.box.maxY).max() ?? 0) }
        let gaps = zip(run, run.dropFirst()).map { gap($0, $1) }.sorted()
        guard !gaps.isEmpty else { return false }
        let usual = max(gaps[gaps.count / 2], 1)
        return gap(last, row) * 2 >= usual * 3
    }

    /// Column heads glued into one piece under a header's upper levels (years, group heads: the run holds no value
    /// yet), right over a row of two figures or more, are the header's lowest level. On a row of one piece they
    /// ended the run: the upper levels were left a table of two rows of labels, no table, and the header was lost.
    private static func endsAHeader(_ row: [Line], _ run: [[Line]], then following: ArraySlice<[Line]>) -> Bool {
        guard row.count == 1, !run.joined().contains(where: { CellNumber.isValue($0.text) }),
              let next = following.first, next.count >= 2 else { return false }
        let cells = next.flatMap { splittingFigures($0) }
        return cells.filter { CellNumber.isFigure($0.text) }.count >= 2 && areColumnHeads(row, over: cells)
    }

    /// A row of prose in columns: two or three pieces, each a line of five words or more, no row of column heads
    /// glued over the next row (`droppingLeadingProse` asks the same of the rows above a table).
    private static func isProseRow(_ row: [Line], over next: [Line]?) -> Bool {
        (2...3).contains(row.count) && row.allSatisfy { $0.words.count >= 5 }
            && !(next.map { areColumnHeads(row, over: $0.flatMap { splittingFigures($0) }) } ?? false)
    }

    /// Prose in two or three columns right under a table (after its notes and source line, which stay inside a run
    /// as a first column's labels do) makes rows of two pieces too. It ends a table of two rows of cells or more
    /// none of which is such prose (a register's row of long descriptions beside long names goes on).
    private static func endsTheTable(_ row: [Line], _ run: [[Line]], next: [Line]?) -> Bool {
        let cells = run.filter { $0.count >= 2 }
        guard cells.count >= 2, isProseRow(row, over: next) else { return false }
        return !cells.contains { $0.allSatisfy { $0.words.count >= 5 } }
    }

    /// A report's numbered notes set in two columns right above a table ("3  Break in series." beside "(6) The
    /// results …") make rows of two pieces or more: each piece of such a row starts with a note's mark (or follows
    /// a mark set apart as a piece of its own), and no piece holds a value but the marks. A table's numbered rows
    /// start with a mark in their first column only, and hold figures.
    static func droppingLeadingNotes(_ run: [[Line]]) -> [[Line]] {
        func isNotesRow(_ row: [Line]) -> Bool {
            guard row.count >= 2 else { return false }
            var afterMark = false, marks = 0
            for piece in row {
                let words = piece.words.sorted { $0.box.x < $1.box.x }
                guard let first = words.first else { return false }
                let startsWithMark = NoteColumns.isMark(first.text)
                guard startsWithMark || afterMark else { return false }
                if startsWithMark { marks += 1 }
                let rest = startsWithMark ? Array(words.dropFirst()) : words
                guard !rest.contains(where: { CellNumber.isValue($0.text) }) else { return false }
                afterMark = rest.isEmpty
            }
            return marks >= 2 && row.contains { $0.text.contains(where: \.isLetter) }
        }
        let notes = run.prefix(while: isNotesRow).count
        return notes > 0 && notes < run.count ? Array(run[notes...]) : run
    }

    /// Prose in two or three columns right above a table (closer than a paragraph's gap) makes rows of two or
    /// three pieces too: lines of five words or more, and each column's last line, starting where the line above
    /// started. They are not the table's.
    static func droppingLeadingProse(_ run: [[Line]]) -> [[Line]] {
        var start = 0
        // Column heads glued into one long piece are no prose: their words stand apart in groups, over the
        // table's next row or its first row of figures (a section's name alone may come between).
        func isProse(_ i: Int) -> Bool {
            guard run[i].allSatisfy({ $0.words.count >= 5 }) else { return false }
            guard i + 1 < run.count else { return true }
            // Over a section's name, the heads are judged over the first row of figures; figures set closely come
            // as one piece, counted as the cells `build` cuts them into.
            let figures = run[(i + 1)...].first { $0.count >= 2 }.map { $0.flatMap { splittingFigures($0) } }
                .flatMap { $0.filter { CellNumber.isFigure($0.text) }.count >= 2 ? $0 : nil }
            return !areColumnHeads(run[i], over: run[i + 1].flatMap { splittingFigures($0) }) && !(figures.map { areColumnHeads(run[i], over: $0) } ?? false)
        }
        while start < run.count {
            let row = run[start]
            if isProse(start) { start += 1; continue }
            // A paragraph's last lines, each starting where a line of the prose row above starts.
            if start > 0, isProse(start - 1), row.allSatisfy({ piece in
                !CellNumber.isFigure(piece.text) && run[start - 1].contains { abs($0.box.x - piece.box.x) <= piece.box.height / 2 }
            }) {
                start += 1
            }
            break
        }
        return start == 0 ? run : Array(run[start...])
    }

    /// The header rows a run of table rows leaves above it: column heads set closer than the gap that splits a
    /// line arrive as one piece over the figures, a column's head wraps onto a line of its own, the first
    /// column's head sits between two levels. Up to five rows right above (two levels, each wrapped once,
    /// the first column's head between its lines), each close to the next, each column heads or one short
    /// piece of words within the table's width; the topmost column heads, pieces side by side or a group head
    /// (a short line alone above a table is otherwise a heading or a caption, not a header). The table's width
    /// is its first rows': a lower header level has no first-column piece ("Q4 2023 Q2 EUR million" over the
    /// figures), so the stub's head above it lies left of that row.
    static func headRows(_ above: ArraySlice<[Line]>, over row: [Line], then following: ArraySlice<[Line]> = [],
                         fontSize: Int) -> [[Line]] {
        // A section's name or a head's wrapped line (one piece) under the first row does not end the first rows.
        let firstRows = [row] + following.filter { $0.count >= 2 }
        guard let left = firstRows.compactMap({ $0.first?.box.x }).min(), let right = firstRows.joined().map(\.box.maxX).max() else {
            return []
        }
        var heads: [[Line]] = []
        var next = row
        let upward = Array(above.reversed().prefix(5))
        for (k, candidate) in upward.enumerated() {
            guard isClose(candidate, above: next, limit: 2 * fontSize), let first = candidate.first, !LetterParts.isCaption([first]) else { break }
            // A line of units under the heads reaches as far right as they do (a last head wider than its figures),
            // and a footnote mark after it ("(en millones de euros) 1)") is no word of it.
            let headsRight = upward.dropFirst(k + 1).first.flatMap { upper in
                areColumnHeads(upper, over: row, within: (left, right)) ? upper.map(\.box.maxX).max() : nil
            } ?? right
            let shortPiece = candidate.count == 1 && first.words.filter({ !isNoteMark($0.text) }).count <= 4 && !CellNumber.isFigure(first.text)
                && first.box.x >= left - first.box.height && first.box.maxX <= max(right, headsRight) + first.box.height
            guard areColumnHeads(candidate, over: row, within: (left, right)) || shortPiece else { break }
            heads.insert(candidate, at: 0)
            next = candidate
        }
        func isGroupHead(_ top: [Line]) -> Bool {
            guard !continuesLine(above, before: heads.count), let subheads = groupHeadSubheads(top, over: Array(heads.dropFirst()) + firstRows) else {
                return false
            }
            let below = heads.count > 1 ? heads[1] : row
            let gap = (below.map(\.box.y).min() ?? 0) - top[0].box.maxY
            return !isUnitSetFlushRight(top[0], over: subheads, right: right, gap: gap)
        }
        while let top = heads.first, !(top.count >= 2 || areColumnHeads(top, over: row, within: (left, right)) || isGroupHead(top)) {
            heads.removeFirst()
        }
        return heads
    }

    /// Whether the row of `above` that starts its last `count` rows sits under the row before it as a
    /// paragraph's next line does (less than half a line between): a caption's or heading's last line.
    private static func continuesLine(_ above: ArraySlice<[Line]>, before count: Int) -> Bool {
        let i = above.endIndex - count
        guard i > above.startIndex, i < above.endIndex else { return false }
        let upper = above[i - 1], lower = above[i]
        let height = lower.map(\.box.height).max() ?? 0
        return (lower.map(\.box.y).min() ?? 0) - (upper.map(\.box.maxY).max() ?? 0) < height / 2
    }

    /// One short head alone on the header's top line over a group of the columns: clear of the first column's
    /// pieces (the row labels and their head), its middle over the heads of the next line with two or more
    /// pieces ("Share of total" over "2021 2019 Index", "Variazione" over "2020 Var. (%) Indice"). A heading or
    /// a caption's last line above a table starts at its left edge or runs over the row labels. Returns the
    /// heads of the next level right of the first column, left to right; nil when `top` is no group head.
    static func groupHeadSubheads(_ top: [Line], over lower: [[Line]]) -> [Line]? {
        guard top.count == 1, let head = top.first, head.words.count <= 4, let subs = lower.first(where: { $0.count >= 2 }),
              let left = lower.compactMap({ $0.first?.box.x }).min() else { return nil }
        // The first column: the pieces of the lines below that start at the table's left edge.
        let stubRight = lower.compactMap(\.first).filter { $0.box.x <= left + $0.box.height }.map(\.box.maxX).max() ?? left
        let heads = subs.filter { $0.box.x > stubRight }.sorted { $0.box.x < $1.box.x }
        guard heads.count >= 2, let from = heads.first?.box.x, let to = heads.map(\.box.maxX).max(), head.box.x > stubRight,
              head.box.midX >= from, head.box.midX <= to, head.box.width <= to - from else { return nil }
        return heads
    }

    /// The unit a table's figures are in, printed on a line of its own right above the table and set flush with its
    /// right edge ("in 1 000 EUR", "(Mio. €)", "en milliers"), is no group head: a group head is centred over the
    /// heads of two columns or more. Its right edge at the figures' right edge or past it (within half a letter),
    /// more than half a letter above the heads (a head's own wrapped line is set closer), its middle more than a
    /// letter's height off the middle of every run of two heads or more under it (over the last column alone it
    /// may sit centred: as wide as that column), and it reads as a unit (`readsAsAUnit`): a group's head over
    /// the last column alone ("Umsatz" over "Index") stays.
    static func isUnitSetFlushRight(_ head: Line, over subheads: [Line], right: Int, gap: Int) -> Bool {
        guard head.box.maxX >= right - head.box.height / 2, gap * 2 > head.box.height, readsAsAUnit(head.text) else { return false }
        let middles = subheads.indices.flatMap { a in subheads.indices[(a + 1)...].map { b in (subheads[a].box.x + subheads[b].box.maxX) / 2 } }
        return middles.allSatisfy { abs($0 - head.box.midX) > head.box.height }
    }

    /// A unit's line as reports print it in every language: in brackets, starting in lower case ("in", "en", "x
    /// 1 000", "mln euro", "tonnes"), or naming a currency, a share or a count ("EUR million", "Mio. €", "%",
    /// "1 000"). A group's head starts with a capital and names a measure.
    static func readsAsAUnit(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first == "(" || first.isLowercase || text.contains { CellNumber.currencySymbols.contains($0) || $0 == "%" || $0.isNumber }
            || text.split(separator: " ").contains { CellNumber.currencyCodes.contains(String($0)) }
    }

    /// The columns a group head spans: the run of next-level heads whose middle is nearest its own (within a
    /// letter's height of the nearest, the widest run), from the first one's column to the last one's.
    static func groupHeadSpan(_ head: Line, subheads: [Line], _ intervals: [(lo: Int, hi: Int)]) -> ClosedRange<Int>? {
        func column(_ piece: Line) -> Int? { intervals.firstIndex { piece.box.x < $0.hi && piece.box.maxX > $0.lo } }
        var runs: [(range: ClosedRange<Int>, miss: Int)] = []
        for a in subheads.indices {
            for b in a..<subheads.count {
                guard let start = column(subheads[a]), let end = column(subheads[b]), start <= end else { continue }
                runs.append((start...end, abs((subheads[a].box.x + subheads[b].box.maxX) / 2 - head.box.midX)))
            }
        }
        guard let nearest = runs.map(\.miss).min() else { return nil }
        return runs.filter { $0.miss <= nearest + head.box.height }.max { $0.range.count < $1.range.count }?.range
    }

    private static func isClose(_ upper: [Line], above lower: [Line], limit: Int) -> Bool {
        (lower.map(\.box.y).min() ?? 0) - (upper.map(\.box.maxY).max() ?? 0) <= limit
    }

    /// A row of column heads over a table's first row: not a caption, within the row's width (or the table's
    /// first rows', `width`: a first row may leave its last columns empty), its words in groups of at most four
    /// set apart by more than a word space (two or more groups), none of them a figure. A line of prose has its
    /// words evenly spaced. The last head may reach past the right edge when it starts over the table: a head
    /// wider than its column's figures ("je 1 000" over "205", figures set left or right under it). A bullet or a
    /// star set apart before the first words ("*  Issue Frequency / Year") marks a form's label or a list's item:
    /// no head of its own.
    static func areColumnHeads(_ heads: [Line], over row: [Line], within width: (left: Int, right: Int)? = nil) -> Bool {
        guard let first = heads.first, !LetterParts.isCaption([first]),
              let left = width?.left ?? row.first?.box.x, let right = width?.right ?? row.map(\.box.maxX).max() else {
            return false
        }
        let words = heads.flatMap(\.words)
        guard words.count >= 2, words.allSatisfy({ $0.box.x >= left - $0.box.height }) else { return false }
        var groups = headGroups(words)
        if let lead = groups.first, lead.count == 1, isLeadingMark(lead[0].text) { groups.removeFirst() }
        guard let last = groups.last?.first, last.box.x < right, groups.dropLast().joined().allSatisfy({ $0.box.maxX <= right + $0.box.height }) else {
            return false
        }
        return groups.count >= 2 && groups.count <= row.count + 1 && groups.allSatisfy { $0.count <= 4 } && !groups.contains { group in
            let text = group.map(\.text).joined(separator: " ")
            return CellNumber.isValue(text)
        }
    }

    /// A figure with a footnote mark after it ("123 (p)", "36 610 e", "4,2*", "509¹") is a value all the same:
    /// statistics offices mark provisional, estimated and broken figures so.
    static func isMarkedValue(_ text: String) -> Bool {
        var core = Substring(text.trimmingCharacters(in: .whitespaces))
        while let last = core.last, "*†‡¹²³⁴⁵⁶⁷⁸⁹⁰".contains(last) { core = core.dropLast() }
        if let space = core.lastIndex(of: " ") {
            let mark = core[core.index(after: space)...]
            if isNoteMark(String(mark)) || (mark.count == 1 && mark.allSatisfy(\.isLowercase)) { core = core[..<space] }
        }
        return core.count < text.count && CellNumber.isValue(String(core))
    }

    /// A footnote mark set after a head or a label as a word of its own: "1)", "(2)", "(a)", "b)", "*", "**", "†".
    static func isNoteMark(_ text: String) -> Bool {
        guard text.hasSuffix(")") else { return (1...3).contains(text.count) && text.allSatisfy { "*†‡".contains($0) } }
        let core = text.dropLast().drop { $0 == "(" }
        return (1...2).contains(core.count) && (core.allSatisfy(\.isNumber) || (core.count == 1 && core.allSatisfy(\.isLowercase)))
    }

    /// A bullet or a required mark alone as a word ("•", "*", "+").
    static func isLeadingMark(_ text: String) -> Bool {
        guard text.count == 1, let c = text.first else { return false }
        return ListMarker.bullets.contains(c) || KeyValueFields.requiredMarks.contains(c)
    }

    /// Heads set side by side, in groups: apart by more than 0.6 of the words' height, or, set closer, by more than
    /// half of it where that is clearly wider (1.6 times) than the line's own word space ("2021  Évolution (%)  pour
    /// 1 000": 25 px between heads, 13 between words). A line of prose spaces its words evenly.
    static func headGroups(_ words: [Word]) -> [[Word]] {
        let groups = WordSpacing.groups(words, share: 0.6)
        guard groups.count < 2 else { return groups }
        let sorted = words.sorted { $0.box.x < $1.box.x }
        let gaps = zip(sorted, sorted.dropFirst()).map { $1.box.x - $0.box.maxX }
        guard let space = gaps.filter({ $0 > 0 }).min() else { return groups }
        var out: [[Word]] = []
        for (i, word) in sorted.enumerated() {
            if i > 0, Double(gaps[i - 1]) >= 1.6 * Double(space), WordSpacing.apart(sorted[i - 1], word) { out.append([word]) } else if out.isEmpty { out.append([word]) } else { out[out.count - 1].append(word) }
        }
        return out
    }

    /// A single piece lying within the x-extent of the run's columns without crossing the gap after the
    /// first column: an under-filled table row rather than a line of text.
    private static func fitsColumns(_ row: [Line], _ run: [[Line]]) -> Bool {
        guard let piece = row.first, let reference = run.max(by: { $0.count < $1.count }), reference.count >= 2 else { return false }
        return piece.box.maxX <= reference[1].box.x && piece.words.count <= 6
    }

    /// Whether a row of one piece inside a run stays in its table: the table goes on right after it, or after one
    /// more such row, and each is the first column's label (a section's name, a label whose other cells are
    /// empty, the stub's head between a header's levels) or the last line of a wrapped head, right under the
    /// run, right of the first column and within the columns' reach. A section's name often comes right under
    /// the header, after a head's wrapped line: "Veränderung in / %" over "Industrie" over the first figures.
    private static func staysInside(_ row: [Line], _ run: [[Line]], then following: ArraySlice<[Line]>, exact: Bool) -> Bool {
        // A head's wrapped line is the header's, and two such rows are, when figures follow under them (a form's
        // labels left without answers are followed by more labels).
        // (Figures of neighbouring columns set closely come as one piece: counted as `build` will cut them.)
        let figuresFollow = following.first { $0.count >= 2 }.map { $0.flatMap { splittingFigures($0) }.filter { CellNumber.isFigure($0.text) }.count >= 2 } ?? false
        func belongs(_ row: [Line]) -> Bool { fitsColumns(row, run) || (figuresFollow && wrapsAHead(row, run)) || continuesACell(row, run, exact: exact) }
        guard let next = following.first, belongs(row) else { return false }
        // Two such rows in a row are words (a chart's axis ticks beside it are figures).
        func words(_ row: [Line]) -> Bool { row.allSatisfy { !CellNumber.isFigure($0.text) } }
        return next.count >= 2 || (next.count == 1 && figuresFollow && belongs(next) && words(row) && words(next)
            && (following.dropFirst().first?.count ?? 0) >= 2)
    }

    /// Words right under a piece of the run's last row past its first column, starting where it starts: a cell's
    /// text wrapped onto the next line (a register's description, a column of notes), joined to its cell by
    /// `WrappedBodyCells`. A description wrapped onto three lines or more goes on under its last line, itself a
    /// wrapped line. The first column is where the run's rows start: a sub-row of a row group leaves it empty, and
    /// its own first piece is then the sub-row's label. A note glued to the figure before it is cut from it first.
    private static func continuesACell(_ row: [Line], _ run: [[Line]], exact: Bool) -> Bool {
        guard let piece = row.first, let last = run.last, let left = run.compactMap({ $0.first?.box.x }).min() else { return false }
        let cells = last.flatMap { splittingFigures($0, besideWords: exact) }
        let lines = cells.count >= 2 ? cells.filter { $0.box.x > left + $0.box.height }
            : continuesACell(last, Array(run.dropLast()), exact: exact) ? last : []
        return lines.contains { above in
            WrappedBodyCells.setAlike(piece.box, under: above.box, within: piece.box.height) && piece.box.y > above.box.y
                && piece.box.y - above.box.maxY <= piece.box.height && WrappedBodyCells.runsOn(above.text, into: piece.text)
        }
    }

    /// A short piece right under the run's last row, a row of heads (no figure but years: a chart's axis ticks are
    /// figures, its axis title under them no head), right of its first column and within its columns' reach. (The
    /// caller asks for figures in the next full row: a form's value under its label is no head's line.)
    /// The first column is told by the widest row of two pieces or more that opens at the run's left edge, when
    /// one does: a header's top level of group heads ("Beschäftigte  Ausfuhr  Umsatz") has no piece there, and its
    /// second head lies far right of the first column.
    private static func wrapsAHead(_ row: [Line], _ run: [[Line]]) -> Bool {
        let left = run.compactMap { $0.first?.box.x }.min() ?? 0
        let opening = run.filter { r in r.count >= 2 && r.first.map { $0.box.x <= left + $0.box.height } ?? false }
        guard let piece = row.first, piece.words.count <= 3, let last = run.last,
              !last.contains(where: { CellNumber.isValue($0.text) }),
              let reference = (opening.isEmpty ? run : opening).max(by: { $0.count < $1.count }),
              reference.count >= 2, let right = run.joined().map(\.box.maxX).max(), let bottom = last.map(\.box.maxY).max() else {
            return false
        }
        return piece.box.x >= reference[1].box.x - piece.box.height && piece.box.maxX <= right + piece.box.height
            && piece.box.y - bottom <= piece.box.height
    }

    private static func build(_ printedRows: [[Line]], fontSize: Int, placedExactly: Bool) -> Found? {
        let signsLead = CurrencySigns.signsLead(printedRows)
        let signed = printedRows.map { CurrencySigns.attached($0, tableLeads: signsLead) }
        let rows = stubHeadsBetweenHeaderLevels((placedExactly ? splittingAtColumnStarts(signed) : signed)
            .map { $0.flatMap { splittingFigures($0, besideWords: placedExactly) } })
        let pieces = rows.flatMap { $0 }
        // What the page loses to the table are the pieces as they came, not as they were cut.
        let consumed = printedRows.flatMap { $0 }
        let multi = rows.filter { $0.count >= 2 }
        let columnCount = multi.map(\.count).max() ?? 0
        guard multi.count >= 3 || (multi.count >= 2 && columnCount >= 3) else { return nil }
        let short = pieces.filter { $0.words.count <= 3 }.count
        // Prose in columns: mostly long pieces. Tables: mostly cells of a few words.
        guard short * 10 >= pieces.count * 6 else { return nil }
        // Column intervals from the rows with the most pieces, widened by every piece that fits one.
        let full = rows.filter { $0.count == columnCount }
        var intervals: [(lo: Int, hi: Int)] = []
        for row in full {
            for piece in row {
                if let i = intervals.firstIndex(where: { piece.box.x < $0.hi && piece.box.maxX > $0.lo }) {
                    intervals[i] = (min(intervals[i].lo, piece.box.x), max(intervals[i].hi, piece.box.maxX))
                } else {
                    intervals.append((piece.box.x, piece.box.maxX))
                }
            }
        }
        intervals = mergeOverlapping(intervals)
        guard intervals.count >= 2 else { return nil }
        let cellRows = splittingAtGutters(rows, intervals)
        // A group head alone on the header's top line spans its group's columns, not only those it lies over.
        let groupSpan = cellRows.first.flatMap { top in
            groupHeadSubheads(top, over: Array(cellRows.dropFirst().prefix(4))).flatMap { groupHeadSpan(top[0], subheads: $0, intervals) }
        }
        var cells: [TableCell] = []
        for (r, row) in cellRows.enumerated() {
            var byColumn: [Int: (last: Int, pieces: [Line])] = [:]
            for piece in row {
                let covered = r == 0 && groupSpan != nil ? Array(groupSpan ?? 0...0) : intervals.indices.filter { i in
                    min(piece.box.maxX, intervals[i].hi) - max(piece.box.x, intervals[i].lo) > 0
                }
                let first = covered.first ?? nearest(piece, intervals)
                let last = covered.last ?? first
                let entry = byColumn[first] ?? (last, [])
                byColumn[first] = (max(entry.last, last), entry.pieces + [piece])
            }
            var occupied = Set<Int>()
            for (column, entry) in byColumn.sorted(by: { $0.key < $1.key }) {
                let span = (column...entry.last).filter { !occupied.contains($0) }
                guard let start = span.first else { continue }
                let end = span.last ?? start
                occupied.formUnion(start...end)
                let words = entry.pieces.flatMap(\.words)
                guard let box = Box.enclosing(words.map(\.box)) else { continue }
                cells.append(TableCell(row: r, column: start, columnSpan: end - start + 1,
                                       text: entry.pieces.map(\.text).joined(separator: " "), box: box,
                                       confidence: words.map(\.confidence).reduce(0, +) / Double(words.count)))
            }
        }
        guard let box = Box.enclosing(pieces.map(\.box)) else { return nil }
        let table = HeadOnlyColumns.merged(WrappedHeaders.joined(Table(rowCount: cellRows.count, columnCount: intervals.count, cells: cells)))
        guard !KeyValueLayout.isKeyValueBlock(table), !KeyValueLayout.isUnheadedPairList(table) else { return nil }
        return Found(table: table, box: box, pieces: consumed)
    }

    /// Header words of neighbouring narrow columns are often printed closer than the gap that splits a line
    /// ("Domestic (%) Imported (%) Unknown (%)" over three columns of figures), so they arrive as one piece.
    /// Such a piece is cut wherever the space between two of its words crosses a gutter between the table's
    /// columns, unless the row under it holds two or more text pieces within its width: then it is a header
    /// spanning those sub-headers ("Market shares" over "in volume" and "in value"). A unit set under each head,
    /// no wider than its head and one to a head ("Quota (%)  Var. (%)" over "%" and "%"), is the head's wrapped
    /// line, not a sub-header: the heads are cut all the same (`WrappedHeaders` then joins each unit to its head).
    static func splittingAtGutters(_ rows: [[Line]], _ intervals: [(lo: Int, hi: Int)]) -> [[Line]] {
        let gutters = zip(intervals, intervals.dropFirst()).map { (lo: $0.hi, hi: $1.lo) }
        return rows.enumerated().map { r, row in
            row.flatMap { piece -> [Line] in
                let words = piece.words.sorted { $0.box.x < $1.box.x }
                guard words.count >= 2 else { return [piece] }
                var parts: [[Word]] = [[words[0]]]
                for (left, right) in zip(words, words.dropFirst()) {
                    // A word space inside a head wider than its column's figures ("je 1 000") crosses a gutter
                    // too; the heads' own gap is wider than a word space.
                    let crosses = WordSpacing.apart(left, right) && gutters.contains { g in min(right.box.x, g.hi) > max(left.box.maxX, g.lo) }
                    if crosses { parts.append([right]) } else { parts[parts.count - 1].append(right) }
                }
                let cut = parts.compactMap(Line.init(words:))
                guard cut.count > 1 else { return [piece] }
                if r + 1 < rows.count {
                    let under = rows[r + 1].filter { $0.box.horizontalOverlap(piece.box) > 0 && !CellNumber.isFigure($0.text) }
                    // Units set closely come glued as well ("en %  en %" beside "personas"): each group of words set apart.
                    let units = under.flatMap { WordSpacing.groups($0.words).compactMap(Line.init(words:)) }
                    // One unit under each head at most, within it, both rows heads (no figure but years); a group
                    // head over two sub-heads or more is whole.
                    func within(_ unit: Line, _ head: Line) -> Bool {
                        unit.box.x >= head.box.x - unit.box.height / 2 && unit.box.maxX <= head.box.maxX + unit.box.height / 2
                    }
                    func heads(_ row: [Line]) -> Bool { !row.contains { CellNumber.isValue($0.text) } }
                    let unitsUnderHeads = heads(row) && heads(rows[r + 1]) && units.allSatisfy { unit in cut.contains { within(unit, $0) } }
                        && cut.allSatisfy { head in units.filter { within($0, head) }.count <= 1 }
                    if under.count >= 2, !unitsUnderHeads { return [piece] }
                }
                return cut
            }
        }
    }

    /// A column of figures set left starts at one x on every row; set close to the column before it (its longest
    /// cell), a line's pieces run over the gap: "moins de 25 ans 4 836", "hommes 5". A figure set apart from the
    /// word before it (more than half its height) that starts where figures start on two other rows of the run or
    /// more (within a quarter of its height) starts a cell of its own. Only where words stand where they were
    /// typeset (`placedExactly`): OCR's boxes wander by more than that, and on scanned business pages the same
    /// cut split item tables' cells (their OCR cell F1 fell, docs/structure.md).
    static func splittingAtColumnStarts(_ rows: [[Line]]) -> [[Line]] {
        guard rows.count >= 3 else { return rows }
        // Every x where a figure's cell could start: a piece's first word, or a word set apart from the one before it.
        var starts: [(row: Int, x: Int)] = []
        for (r, row) in rows.enumerated() {
            for piece in row {
                let words = piece.words.sorted { $0.box.x < $1.box.x }
                for (i, word) in words.enumerated() where CellNumber.isFigure(word.text)
                    && (i == 0 || WordSpacing.apart(words[i - 1], word, share: 0.5)) {
                    starts.append((r, word.box.x))
                }
            }
        }
        func isColumnStart(_ word: Word, row r: Int) -> Bool {
            CellNumber.isFigure(word.text)
                && Set(starts.filter { $0.row != r && abs($0.x - word.box.x) * 4 <= word.box.height }.map(\.row)).count >= 2
        }
        return rows.enumerated().map { r, row in
            row.flatMap { piece -> [Line] in
                let words = piece.words.sorted { $0.box.x < $1.box.x }
                var parts: [[Word]] = [[words[0]]]
                for (left, right) in zip(words, words.dropFirst()) {
                    // A currency sign set apart at the column's left stays with its figure (`CurrencySigns`).
                    if WordSpacing.apart(left, right, share: 0.5), !CurrencySigns.isSign(left), isColumnStart(right, row: r) { parts.append([right]) } else { parts[parts.count - 1].append(right) }
                }
                return parts.count == 1 ? [piece] : parts.compactMap(Line.init(words:))
            }
        }
    }

    /// Figures right-aligned in narrow neighbouring columns are often closer than the gap that splits a line
    /// ("3.406 65,4 19,1", "26 -21.6"), so they arrive as one piece. Two figures side by side more than a word
    /// space apart (half the text's height) are two cells; groups of plain digits ("1 001", a thousands
    /// separator that is a space; a card number) stay one figure unless set a letter's height apart. On a text
    /// layer (`besideWords`, where gaps are as set), words and a figure side by side set apart are cells too;
    /// OCR's word boxes leave gaps too uneven for that.
    static func splittingFigures(_ piece: Line, besideWords: Bool = false) -> [Line] {
        let words = piece.words.sorted { $0.box.x < $1.box.x }
        guard words.count >= 2 else { return [piece] }
        var parts: [[Word]] = [[words[0]]]
        for (left, right) in zip(words, words.dropFirst()) {
            // A mark for no data ("..", ":", "[x]") stands in a figure's place on a text layer (OCR reads specks
            // as dots and dashes).
            func value(_ word: Word) -> Bool { CellNumber.isFigure(word.text) || (besideWords && CellNumber.noDataMarks.contains(word.text)) }
            let figures = value(left) && value(right)
            // Groups of plain digits are one number printed in groups (a card number "4111 1111 1111 1111", a
            // phone number) unless a letter's height apart; a figure with a mark or sign is a value of its own.
            let plainDigits = left.text.allSatisfy(\.isNumber) && right.text.allSatisfy(\.isNumber)
            let apart = WordSpacing.apart(left, right, share: plainDigits ? 1 : 0.5)
            // Words set apart after a figure start the next column's cell (a column of notes or remarks beside the
            // last figures), and a figure set apart after words is the next column's (a sub-row's label in a column
            // of its own glued to the first figure); a unit, a footnote mark or a label's number ("under 25 years")
            // is a word space from its neighbour.
            // (A year before words is a head beside the next head, "2020  Quota (%)", which `splittingAtGutters` cuts
            // as heads are cut; a year after a label is a row group's year column.)
            let textBeside = (value(left) && !CellNumber.isYear(left.text) && startsWords(right.text)) || (endsWord(left.text) && value(right))
            // On a text layer two figures, one written with a decimal or thousands mark ("2.262" "45,3", "16" "42,8"),
            // are two numbers however close: narrow figure columns stand closer than a word space, and one number
            // is printed so only as a thousands group after a space ("1" "234,5", "-1" "021,1").
            let marked = besideWords && CellNumber.isFigure(left.text) && CellNumber.isFigure(right.text)
                && (hasMark(left.text) || hasMark(right.text)) && !(leadsAGroupedNumber(left.text) && leadsWithAThousandsGroup(right.text))
            if (apart && (figures || (besideWords && textBeside))) || marked {
                parts.append([right])
            } else {
                parts[parts.count - 1].append(right)
            }
        }
        return parts.count == 1 ? [piece] : parts.compactMap(Line.init(words:))
    }

    /// A figure with a decimal or thousands mark between digits ("2.262", "45,3", "(1.054)", "4'332").
    private static func hasMark(_ text: String) -> Bool {
        let characters = Array(text)
        return characters.indices.dropFirst().dropLast().contains { i in
            ".,'".contains(characters[i]) && characters[i - 1].isNumber && characters[i + 1].isNumber
        }
    }

    /// Plain digits, a sign or bracket before them: a number's first group ("-1" of "-1 021,1").
    private static func leadsAGroupedNumber(_ text: String) -> Bool {
        let digits = text.drop { "-–−+(".contains($0) }
        return !digits.isEmpty && digits.allSatisfy(\.isNumber)
    }

    /// Three digits first, then a mark: the rest of a number grouped by a space ("234,5" after "1").
    private static func leadsWithAThousandsGroup(_ text: String) -> Bool {
        let digits = text.prefix { $0.isNumber }
        return digits.count == 3 && text.dropFirst(3).first.map { ".,'".contains($0) } == true
    }

    /// A word of two letters or more ("du", "aux", "jointly"), as a column of text starts; no mark or unit sign.
    private static func startsWords(_ text: String) -> Bool {
        text.prefix(2).count == 2 && text.prefix(2).allSatisfy(\.isLetter)
    }

    /// A word ending in two letters or more ("años", "firms"), as a label ends; no unit sign or mark.
    private static func endsWord(_ text: String) -> Bool {
        text.suffix(2).count == 2 && text.suffix(2).allSatisfy(\.isLetter)
    }

    /// Under a two-level header the first column's head ("Region", "Sector") is often set midway between the
    /// levels, so it makes a row of its own between them. A lone piece left of everything in the rows above and
    /// below, neither of which has a first-column piece, with its middle between theirs, joins the lower level,
    /// as a head set against the lower level does (`StubHeader` then spans it over both). So do the heads of the
    /// stub and a unit column set midway together ("Sector", "Unit" beside "Employment" over "2021 | 2022") when
    /// the level under them holds more heads than the one above (a group head's wrapped line, which `WrappedHeaders`
    /// joins to its head, holds no more).
    static func stubHeadsBetweenHeaderLevels(_ rows: [[Line]]) -> [[Line]] {
        guard rows.count >= 3 else { return rows }
        var out: [[Line]] = []
        var r = 0
        while r < rows.count {
            let stubs = r >= 1 && r + 1 < rows.count ? rows[r] : []
            if !stubs.isEmpty, let upper = out.last, !upper.isEmpty,
               stubs.count == 1 || (stubs.count <= 3 && headGroups(rows[r + 1].flatMap(\.words)).count > upper.count
                   && !stubs.contains(where: { CellNumber.isFigure($0.text) })) {
                let lower = rows[r + 1]
                let besides = upper + lower
                // A column of notes' head ("Remarques") set midway too stands right of both levels.
                let besidesLeft = besides.map(\.box.x).min() ?? 0, besidesRight = besides.map(\.box.maxX).max() ?? 0
                let leftOfAll = stubs.contains { $0.box.maxX < besidesLeft }
                    && stubs.allSatisfy { $0.box.maxX < besidesLeft || $0.box.x > besidesRight }
                let upperMid = upper.map(\.box.midY).reduce(0, +) / upper.count, lowerMid = lower.map(\.box.midY).reduce(0, +) / lower.count
                // The level under it is heads, no row of figures (a section's name sits over those).
                let heads = !lower.contains { CellNumber.isValue($0.text) }
                if leftOfAll, heads, lower.flatMap(\.words).count >= 2, stubs.allSatisfy({ $0.box.midY > upperMid && $0.box.midY < lowerMid }) {
                    out.append((stubs + lower).sorted { $0.box.x < $1.box.x })
                    r += 2
                    continue
                }
            }
            if r >= 1, r + 1 < rows.count, let upper = out.last, isMidwayHead(rows[r], between: upper, and: rows[r + 1]) {
                out[out.count - 1] = (upper + rows[r]).sorted { $0.box.x < $1.box.x }
                r += 1
                continue
            }
            out.append(rows[r])
            r += 1
        }
        return out
    }

    /// A column's head set midway between the heads' line and a line of units under them ("Unidad" between
    /// "Sector  2019  Porcentaje" and "(en millones de euros)"), under and over nothing of either, right of a head
    /// of the top line (the stub's head, which joins the lower level, is left of both), is a head of the top line:
    /// on a row of its own it shifted the units' line and every row below by one.
    static func isMidwayHead(_ row: [Line], between upper: [Line], and lower: [Line]) -> Bool {
        func heads(_ row: [Line]) -> Bool { !row.contains { CellNumber.isValue($0.text) } }
        guard (1...2).contains(row.count), upper.count >= 2, !lower.isEmpty, heads(upper), heads(lower),
              !row.contains(where: { CellNumber.isFigure($0.text) }) else { return false }
        let upperMid = upper.map(\.box.midY).reduce(0, +) / upper.count, lowerMid = lower.map(\.box.midY).reduce(0, +) / lower.count
        return row.allSatisfy { head in
            head.box.midY > upperMid && head.box.midY < lowerMid && upper.contains { $0.box.maxX <= head.box.x }
                && !(upper + lower).contains { $0.box.horizontalOverlap(head.box) > 0 }
        }
    }

    private static func mergeOverlapping(_ intervals: [(lo: Int, hi: Int)]) -> [(lo: Int, hi: Int)] {
        var out: [(lo: Int, hi: Int)] = []
        for i in intervals.sorted(by: { $0.lo < $1.lo }) {
            if let last = out.last, i.lo < last.hi { out[out.count - 1].hi = max(last.hi, i.hi) } else { out.append(i) }
        }
        return out
    }

    private static func nearest(_ piece: Line, _ intervals: [(lo: Int, hi: Int)]) -> Int {
        intervals.indices.min { a, b in
            abs((intervals[a].lo + intervals[a].hi) / 2 - piece.box.midX) < abs((intervals[b].lo + intervals[b].hi) / 2 - piece.box.midX)
        } ?? 0
    }
}
