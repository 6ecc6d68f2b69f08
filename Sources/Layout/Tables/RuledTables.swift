import DocModel

/// Tables drawn with rulings: the grid of horizontal and vertical lines gives the cells, and a grid
/// line missing between two neighbouring cells merges them (a cell spanning rows or columns).
enum RuledTables {
    /// A grid found in the rulings: its row boundaries (y) and column boundaries (x), top-left origin,
    /// and the rulings it was built from.
    struct Grid {
        var ys: [Int]
        var xs: [Int]
        var horizontals: [Ruling]
        var verticals: [Ruling]
        var box: Box { Box(x: xs[0], y: ys[0], width: xs[xs.count - 1] - xs[0], height: ys[ys.count - 1] - ys[0]) }
    }

    /// Grids made of at least two horizontal and two vertical rulings that touch each other.
    /// `tolerance` (pixels) absorbs line thickness and small gaps where lines meet.
    static func grids(_ rulings: [Ruling], tolerance: Int) -> [Grid] {
        guard !rulings.isEmpty else { return [] }
        // Connected components of touching rulings (union-find).
        var parent = Array(rulings.indices)
        func find(_ i: Int) -> Int { var i = i; while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }; return i }
        for i in rulings.indices {
            for j in rulings.indices where j > i && touches(rulings[i], rulings[j], tolerance) {
                parent[find(i)] = find(j)
            }
        }
        var groups: [Int: [Ruling]] = [:]
        for i in rulings.indices { groups[find(i), default: []].append(rulings[i]) }
        return groups.values.compactMap { group -> Grid? in
            let h = group.filter(\.isHorizontal), v = group.filter { !$0.isHorizontal }
            let ys = cluster(h.map(\.position), tolerance), xs = cluster(v.map(\.position), tolerance)
            guard ys.count >= 2, xs.count >= 2 else { return nil }
            return Grid(ys: ys, xs: xs, horizontals: h, verticals: v)
        }.sorted { ($0.ys[0], $0.xs[0]) < ($1.ys[0], $1.xs[0]) }
    }

    /// Builds the table for `grid` from the words inside it. Cells are grid cells merged across missing
    /// rulings; each word goes to the cell holding its centre.
    static func table(_ grid: Grid, words: [Word], tolerance: Int) -> Table {
        let grid = droppingEmptyLines(splittingTextRows(grid, words: words, tolerance: tolerance), words: words)
        let rows = grid.ys.count - 1, columns = grid.xs.count - 1
        // Which grid slots hold a word's centre, and which boundaries some word crosses. A missing ruling
        // merges a slot with the empty slot after it (text starts a cell spanning to its right or down), or
        // with a filled one when some word crosses the boundary; a missing ruling before a filled slot that
        // no word crosses is a gap in the drawing (a header row drawn without its column lines).
        var filled = Set<Int>()
        for word in words {
            guard let r = grid.ys.indices.dropLast().last(where: { grid.ys[$0] <= word.box.midY }),
                  let c = grid.xs.indices.dropLast().last(where: { grid.xs[$0] <= word.box.midX }) else { continue }
            filled.insert(r * columns + c)
        }
        // A line's words closer than a column gap are one piece of text: a header centred over several
        // columns ("THRESHOLD FOR RELEASES" over three) crosses the boundaries between its words.
        let pieces = Segmenter.segments(words.compactMap { Line(words: [$0]) })
        func crossesColumn(_ c: Int, row r: Int) -> Bool {
            pieces.contains { $0.box.midY >= grid.ys[r] && $0.box.midY < grid.ys[r + 1]
                && $0.box.x < grid.xs[c + 1] - tolerance && $0.box.maxX > grid.xs[c + 1] + tolerance }
        }
        func crossesRow(_ r: Int, column c: Int) -> Bool {
            words.contains { $0.box.midX >= grid.xs[c] && $0.box.midX < grid.xs[c + 1]
                && $0.box.y < grid.ys[r + 1] - tolerance && $0.box.maxY > grid.ys[r + 1] + tolerance }
        }
        // A row drawn without inner column lines holding one piece of text is a title over the columns ("Assignment
        // Categories" centred over four): one cell spanning the row, not a cell starting where its words start.
        func isTitleRow(_ r: Int) -> Bool {
            let inRow = pieces.filter { $0.box.midY >= grid.ys[r] && $0.box.midY < grid.ys[r + 1] }
            return inRow.count == 1 && (1..<columns).allSatisfy { c in
                !covered(grid.verticals, at: grid.xs[c], from: grid.ys[r], to: grid.ys[r + 1], tolerance)
            }
        }
        // Union-find over grid cells, merging across a boundary that no ruling covers.
        var parent = Array(0..<(rows * columns))
        func find(_ i: Int) -> Int { var i = i; while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }; return i }
        for r in 0..<rows {
            let titleRow = columns > 1 && isTitleRow(r)
            for c in 0..<columns {
                let here = r * columns + c
                if c + 1 < columns, !covered(grid.verticals, at: grid.xs[c + 1], from: grid.ys[r], to: grid.ys[r + 1], tolerance),
                   titleRow || !(filled.contains(here + 1) && !crossesColumn(c, row: r)) {
                    parent[find(r * columns + c)] = find(r * columns + c + 1)
                }
                if r + 1 < rows, !covered(grid.horizontals, at: grid.ys[r + 1], from: grid.xs[c], to: grid.xs[c + 1], tolerance),
                   !(filled.contains(here + columns) && !crossesRow(r, column: c)) {
                    parent[find(r * columns + c)] = find((r + 1) * columns + c)
                }
            }
        }
        var extents: [Int: (r0: Int, c0: Int, r1: Int, c1: Int)] = [:]
        for r in 0..<rows {
            for c in 0..<columns {
                let root = find(r * columns + c)
                let e = extents[root] ?? (r, c, r, c)
                extents[root] = (min(e.r0, r), min(e.c0, c), max(e.r1, r), max(e.c1, c))
            }
        }
        var cells: [TableCell] = []
        var taken = Set<Int>()  // grid slots already covered, so a non-rectangular merge yields no overlap
        // Two merges may share a top-left slot: the larger is placed first (it holds more of the words) and the
        // group's root settles any tie left, so the same words always lay out the same way (dictionary order
        // differs from run to run).
        func area(_ e: (r0: Int, c0: Int, r1: Int, c1: Int)) -> Int { (e.r1 - e.r0 + 1) * (e.c1 - e.c0 + 1) }
        for e in extents.sorted(by: { ($0.value.r0, $0.value.c0, -area($0.value), $0.key) < ($1.value.r0, $1.value.c0, -area($1.value), $1.key) })
            .map(\.value) {
            let slots = (e.r0...e.r1).flatMap { r in (e.c0...e.c1).map { r * columns + $0 } }
            guard !slots.contains(where: taken.contains) else { continue }
            taken.formUnion(slots)
            let box = Box(x: grid.xs[e.c0], y: grid.ys[e.r0], width: grid.xs[e.c1 + 1] - grid.xs[e.c0],
                          height: grid.ys[e.r1 + 1] - grid.ys[e.r0])
            let inside = words.filter { box.contains(pointX: $0.box.midX, y: $0.box.midY) }
            let text = TextJoin.lines(Segmenter.rows(inside.compactMap { Line(words: [$0]) }).map { row in
                row.flatMap(\.words).map { withoutRulingBars($0.text) }.filter { !$0.isEmpty }.joined(separator: " ")
            })
            let confidence = inside.isEmpty ? 1 : inside.map(\.confidence).reduce(0, +) / Double(inside.count)
            cells.append(TableCell(row: e.r0, column: e.c0, rowSpan: e.r1 - e.r0 + 1, columnSpan: e.c1 - e.c0 + 1,
                                   text: text, box: box, confidence: confidence))
        }
        return Table(rowCount: rows, columnCount: columns, cells: cells)
    }

    /// OCR reads a cell's vertical ruling touching its text as a bar glued to the word ("|OXIRM|"); a bar
    /// is never a cell's first or last character.
    static func withoutRulingBars(_ text: String) -> String {
        var text = Substring(text)
        while text.first == "|" { text = text.dropFirst() }
        while text.last == "|" { text = text.dropLast() }
        return String(text)
    }

    /// Whether a grid's content looks like a table rather than a framed figure, a chart's grid lines or a
    /// box around a paragraph: text in at least two rows and two columns, and in at least a third of its cells.
    static func isTable(_ table: Table) -> Bool {
        let filled = table.cells.filter { !$0.text.isEmpty }
        guard Set(filled.map(\.row)).count >= 2, Set(filled.map(\.column)).count >= 2 else { return false }
        return filled.count * 3 >= table.cells.count
    }

    /// Whether the grid frames only part of a table: most of its text rows carry on, on the same line, just
    /// outside its left or right edge (a shaded or framed group of columns beside unframed row labels).
    /// Such a grid is left to the unruled-table step, which sees the whole rows.
    /// Words inside `others` (the page's other grids: tables side by side) do not count as carrying on.
    static func isPartOfWiderTable(_ grid: Grid, words: [Word], others: [Box] = [], bodySize: Int) -> Bool {
        let box = grid.box
        let words = words.filter { w in !others.contains { $0 != box && $0.contains(pointX: w.box.midX, y: w.box.midY) } }
        // Row labels are left-aligned, so the gap to the frame varies with their length: reach as far as the
        // frame is wide. Prose beside a table is told apart by its length (labels are a few words).
        let reach = max(bodySize * 6, box.width)
        let inside = words.filter { box.contains(pointX: $0.box.midX, y: $0.box.midY) }
        let textRows = Segmenter.rows(inside.compactMap { Line(words: [$0]) }).map { $0.flatMap(\.words) }
        let continued = textRows.filter { row in
            let top = row.map(\.box.y).min() ?? 0, bottom = row.map(\.box.maxY).max() ?? 0
            let beside = words.filter { w in
                let sameLine = w.box.midY >= top && w.box.midY <= bottom
                return sameLine && ((w.box.maxX <= box.x && box.x - w.box.maxX <= reach) || (w.box.x >= box.maxX && w.box.x - box.maxX <= reach))
            }
            return !beside.isEmpty && beside.count <= 8
        }.count
        return continued >= 2 && continued * 10 >= textRows.count * 6
    }

    /// Columns and rows of the grid holding no word at all (a ruling drawn through part of the table, a
    /// double rule, a spacer) are not columns or rows of the table: their slot joins a neighbour.
    static func droppingEmptyLines(_ grid: Grid, words: [Word]) -> Grid {
        var grid = grid
        func prune(_ bounds: [Int], _ centre: (Word) -> Int) -> [Int] {
            var bounds = bounds
            var i = 0
            while i < bounds.count - 1, bounds.count > 2 {
                let lo = bounds[i], hi = bounds[i + 1]
                if words.contains(where: { centre($0) >= lo && centre($0) < hi }) { i += 1; continue }
                // Keep the table's outer edges: drop the inner boundary of an empty slot.
                bounds.remove(at: i + 1 < bounds.count - 1 ? i + 1 : i)
            }
            return bounds
        }
        grid.xs = prune(grid.xs) { $0.box.midX }
        grid.ys = prune(grid.ys) { $0.box.midY }
        return grid
    }

    /// Tables often rule only their outline and header: the body's rows are then one grid band holding
    /// several text rows. A band is split between two text rows when the lower one has words in at least two
    /// columns and in most of the band's filled columns (a wrapped label, continuing in one column only,
    /// stays in its cell), and only when there are at least four such rows or every row holds figures. The
    /// split is recorded as a ruling so cells do not merge across it.
    static func splittingTextRows(_ grid: Grid, words: [Word], tolerance: Int) -> Grid {
        var grid = grid
        var added: [Int] = []
        func column(_ w: Word) -> Int? { grid.xs.indices.dropLast().last { grid.xs[$0] <= w.box.midX } }
        for r in 0..<(grid.ys.count - 1) {
            let inBand = words.filter { $0.box.midY >= grid.ys[r] && $0.box.midY < grid.ys[r + 1] }
            let textRows = Segmenter.rows(inBand.compactMap { Line(words: [$0]) }).map { $0.flatMap(\.words) }
            guard textRows.count >= 2 else { continue }
            let bandColumns = Set(inBand.compactMap(column))
            // Above the band's first number, a line filling only columns the line above fills is a wrapped
            // header cell's next line (WrappedHeaders, for tables without rulings).
            let firstNumeric = textRows.firstIndex { $0.contains { CellNumber.isFigure($0.text) } } ?? textRows.count
            var splits: [Int] = []
            for i in 1..<textRows.count {
                let lower = Set(textRows[i].compactMap(column)), upper = Set(textRows[i - 1].compactMap(column))
                guard lower.count >= 2, upper.count >= 2, lower.count * 10 >= bandColumns.count * 6 else { continue }
                if i < firstNumeric && lower.isSubset(of: upper) { continue }
                let top = textRows[i].map(\.box.y).min() ?? 0, bottom = textRows[i - 1].map(\.box.maxY).max() ?? 0
                splits.append(max(bottom, min(top, (top + bottom) / 2)))
            }
            // Two or three text rows in every column are more often a header's wrapped cells than body rows,
            // unless each holds figures in two columns or more: a header's cells hold words, and zebra fills
            // rather than rules part the rows of a band ruled only around each group of rows.
            let figureRows = textRows.allSatisfy { row in Set(row.filter { CellNumber.isFigure($0.text) }.compactMap(column)).count >= 2 }
            if splits.count >= 3 || (figureRows && splits.count == textRows.count - 1) { added += splits }
        }
        guard !added.isEmpty else { return grid }
        let left = grid.xs[0], right = grid.xs[grid.xs.count - 1]
        grid.ys = (grid.ys + added).sorted()
        grid.horizontals += added.map { Ruling(box: Box(x: left, y: $0, width: right - left, height: 1)) }
        return grid
    }

    // MARK: - Private

    private static func touches(_ a: Ruling, _ b: Ruling, _ t: Int) -> Bool {
        let ea = Box(x: a.box.x - t, y: a.box.y - t, width: a.box.width + 2 * t, height: a.box.height + 2 * t)
        return ea.horizontalOverlap(b.box) > 0 && ea.verticalOverlap(b.box) > 0
    }

    /// Sorted positions, those within `tolerance` of each other merged into their mean.
    static func cluster(_ values: [Int], _ tolerance: Int) -> [Int] {
        var groups: [[Int]] = []
        for v in values.sorted() {
            if let last = groups.last?.last, v - last <= tolerance { groups[groups.count - 1].append(v) } else { groups.append([v]) }
        }
        return groups.map { $0.reduce(0, +) / $0.count }
    }

    /// True when rulings at `position` cover most of `from…to`.
    private static func covered(_ rulings: [Ruling], at position: Int, from: Int, to: Int, _ t: Int) -> Bool {
        let length = to - from
        guard length > 0 else { return true }
        let covering = rulings.filter { abs($0.position - position) <= t }
            .map { max(0, min($0.span.upperBound + t, to) - max($0.span.lowerBound - t, from)) }.reduce(0, +)
        return covering * 2 >= length
    }
}
