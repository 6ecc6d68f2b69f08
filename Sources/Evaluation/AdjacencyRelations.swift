/// The ICDAR 2013 table competition's structure measure: a table as the set of adjacency relations
/// between its non-empty cells — each cell with its nearest non-empty neighbour to the right (same
/// rows) and below (same columns) — compared by content, so a table scores on which texts sit next
/// to which, not on absolute row and column numbers (one extra title row above a table shifts every
/// index and zeroes the (row, column, text) score, yet leaves all relations intact).
public enum AdjacencyRelations {
    /// One cell: its first row and column, how many it spans, its text.
    public struct Cell: Hashable, Sendable {
        public var row: Int
        public var column: Int
        public var rowSpan: Int
        public var columnSpan: Int
        public var text: String

        public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, text: String) {
            self.row = row
            self.column = column
            self.rowSpan = max(1, rowSpan)
            self.columnSpan = max(1, columnSpan)
            self.text = text
        }

        var rows: ClosedRange<Int> { row...(row + rowSpan - 1) }
        var columns: ClosedRange<Int> { column...(column + columnSpan - 1) }
    }

    /// "from is directly left of / above to".
    public struct Relation: Hashable, Sendable {
        public enum Direction: Hashable, Sendable { case right, below }
        public var from: String
        public var to: String
        public var direction: Direction
    }

    /// The relations of one table. Empty cells are skipped over, as ICDAR 2013 did: a neighbour is the
    /// nearest non-empty cell sharing a row (or column) with this one.
    public static func relations(_ cells: [Cell]) -> [Relation] {
        let filled = cells.filter { !TextMetrics.normalize($0.text).isEmpty }
        var out: [Relation] = []
        for cell in filled {
            let right = filled.filter { $0.column > cell.columns.upperBound && $0.rows.overlaps(cell.rows) }
            if let nearest = right.map(\.column).min() {
                for n in right where n.column == nearest { out.append(Relation(from: cell.text, to: n.text, direction: .right)) }
            }
            let below = filled.filter { $0.row > cell.rows.upperBound && $0.columns.overlaps(cell.columns) }
            if let nearest = below.map(\.row).min() {
                for n in below where n.row == nearest { out.append(Relation(from: cell.text, to: n.text, direction: .below)) }
            }
        }
        return out
    }

    /// One-to-one matches: a found relation counts when direction agrees and both texts are similar
    /// (`StructureMetrics.similar`, the same tolerance as the cell score).
    public static func match(found: [Relation], expected: [Relation]) -> MatchCount {
        var used = Set<Int>()
        var matched = 0.0
        // Exact matches first, so a near-duplicate cannot steal the exact partner of another relation.
        var pending: [Relation] = []
        var exactIndex: [Relation: [Int]] = [:]
        for (i, r) in found.enumerated() { exactIndex[normalized(r), default: []].append(i) }
        for truth in expected {
            if let i = exactIndex[normalized(truth)]?.first(where: { !used.contains($0) }) {
                used.insert(i)
                matched += 1
            } else {
                pending.append(truth)
            }
        }
        for truth in pending {
            let candidate = found.indices.first { i in
                !used.contains(i) && found[i].direction == truth.direction
                    && StructureMetrics.similar(found[i].from, truth.from) && StructureMetrics.similar(found[i].to, truth.to)
            }
            if let i = candidate {
                used.insert(i)
                matched += 1
            }
        }
        return MatchCount(matched: matched, found: found.count, expected: expected.count)
    }

    private static func normalized(_ r: Relation) -> Relation {
        Relation(from: TextMetrics.normalize(r.from), to: TextMetrics.normalize(r.to), direction: r.direction)
    }
}
