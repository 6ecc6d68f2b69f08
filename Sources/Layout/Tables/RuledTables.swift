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
        let rows = grid.ys.count - 1, columns = grid.xs.count - 1
        // Union-find over grid cells, merging across a boundary that no ruling covers.
        var parent = Array(0..<(rows * columns))
        func find(_ i: Int) -> Int { var i = i; while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }; return i }
        for r in 0..<rows {
            for c in 0..<columns {
                if c + 1 < columns, !covered(grid.verticals, at: grid.xs[c + 1], from: grid.ys[r], to: grid.ys[r + 1], tolerance) {
                    parent[find(r * columns + c)] = find(r * columns + c + 1)
                }
                if r + 1 < rows, !covered(grid.horizontals, at: grid.ys[r + 1], from: grid.xs[c], to: grid.xs[c + 1], tolerance) {
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
        for e in extents.values.sorted(by: { ($0.r0, $0.c0) < ($1.r0, $1.c0) }) {
            let slots = (e.r0...e.r1).flatMap { r in (e.c0...e.c1).map { r * columns + $0 } }
            guard !slots.contains(where: taken.contains) else { continue }
            taken.formUnion(slots)
            let box = Box(x: grid.xs[e.c0], y: grid.ys[e.r0], width: grid.xs[e.c1 + 1] - grid.xs[e.c0],
                          height: grid.ys[e.r1 + 1] - grid.ys[e.r0])
            let inside = words.filter { box.contains(pointX: $0.box.midX, y: $0.box.midY) }
            let text = TextJoin.lines(Segmenter.rows(inside.compactMap { Line(words: [$0]) }).map { row in
                row.flatMap(\.words).map(\.text).joined(separator: " ")
            })
            let confidence = inside.isEmpty ? 1 : inside.map(\.confidence).reduce(0, +) / Double(inside.count)
            cells.append(TableCell(row: e.r0, column: e.c0, rowSpan: e.r1 - e.r0 + 1, columnSpan: e.c1 - e.c0 + 1,
                                   text: text, box: box, confidence: confidence))
        }
        return Table(rowCount: rows, columnCount: columns, cells: cells)
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
