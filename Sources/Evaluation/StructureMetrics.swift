import DocModel

/// True positives, and how many were found and expected: precision, recall and F1.
public struct MatchCount: Hashable, Codable, Sendable {
    public var matched: Double = 0
    public var found: Int = 0
    public var expected: Int = 0

    public init(matched: Double = 0, found: Int = 0, expected: Int = 0) {
        self.matched = matched
        self.found = found
        self.expected = expected
    }

    public var precision: Double { found == 0 ? (expected == 0 ? 1 : 0) : matched / Double(found) }
    public var recall: Double { expected == 0 ? (found == 0 ? 1 : 0) : matched / Double(expected) }
    public var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }

    public static func + (a: MatchCount, b: MatchCount) -> MatchCount {
        MatchCount(matched: a.matched + b.matched, found: a.found + b.found, expected: a.expected + b.expected)
    }
}

/// Scores recovered structure against truth. Texts match when their character error rate (whitespace runs
/// as one space) is at most `tolerance` (OCR slips must not hide a correct structure, nor a wrong one pass);
/// each truth item matches at most one found item (greedy, best first).
public enum StructureMetrics {
    public static let tolerance = 0.1

    public static func similar(_ read: String, _ truth: String) -> Bool {
        TextMetrics.characterErrors(read: read, truth: truth).rate <= tolerance
    }

    /// One-to-one matches between found and expected texts.
    public static func match(found: [String], expected: [String]) -> MatchCount {
        var used = Set<Int>()
        var matched = 0.0
        for truth in expected {
            let candidates = found.indices.filter { !used.contains($0) }
                .map { ($0, TextMetrics.characterErrors(read: found[$0], truth: truth).rate) }
                .filter { $0.1 <= tolerance }
            if let best = candidates.min(by: { $0.1 < $1.1 }) {
                used.insert(best.0)
                matched += 1
            }
        }
        return MatchCount(matched: matched, found: found.count, expected: expected.count)
    }

    /// Body paragraphs of a page (running headers and footers are not paragraphs of the text).
    public static func paragraphs(_ document: Document, page: Int) -> [String] {
        document.blocks.filter { $0.type == .paragraph && $0.role == nil && $0.provenance.first?.page == page }.map(\.text)
    }

    /// Key–value fields of a page as "key␟value": a field matches when both its key and its value are similar.
    public static func fields(_ document: Document, page: Int) -> [(key: String, value: String)] {
        document.blocks.filter { $0.provenance.first?.page == page }.compactMap(\.field).map { ($0.key, $0.value) }
    }

    /// One-to-one matches of found fields to true ones (key and value both similar).
    public static func matchFields(found: [(key: String, value: String)], expected: [StructureTruth.FieldTruth]) -> MatchCount {
        var used = Set<Int>()
        var matched = 0.0
        for truth in expected {
            if let i = found.indices.first(where: { !used.contains($0) && similar(found[$0].key, truth.key)
                && similar(found[$0].value, truth.value) }) {
                used.insert(i)
                matched += 1
            }
        }
        return MatchCount(matched: matched, found: found.count, expected: expected.count)
    }

    /// List items as "depth|marker-kind|text" is too strict for OCR'd bullets; items match on text and depth.
    public static func listItems(_ document: Document, page: Int) -> [String] {
        document.blocks.filter { $0.type == .list && $0.provenance.first?.page == page }
            .flatMap { $0.items ?? [] }.map { "\($0.depth ?? 0)␟\($0.text)" }
    }

    /// Cell matches for one table: same start row and column, similar text. Empty cells are not counted.
    public static func cells(found: Table?, expected: StructureTruth.TableTruth) -> MatchCount {
        let truth = expected.cells.filter { !$0.text.isEmpty }
        let read = (found?.cells ?? []).filter { !$0.text.isEmpty }
        var matched = 0.0
        for cell in truth where read.contains(where: { $0.row == cell.row && $0.column == cell.column && similar($0.text, cell.text) }) {
            matched += 1
        }
        return MatchCount(matched: matched, found: read.count, expected: truth.count)
    }

    /// Tables paired with truth tables (each truth table takes the found table with most matching cells).
    public static func tableCells(found: [Table], expected: [StructureTruth.TableTruth]) -> MatchCount {
        var remaining = found
        var total = MatchCount()
        for truth in expected {
            let scored = remaining.indices.map { ($0, cells(found: remaining[$0], expected: truth)) }
            if let best = scored.max(by: { $0.1.matched < $1.1.matched }), best.1.matched > 0 {
                total = total + best.1
                remaining.remove(at: best.0)
            } else {
                total = total + cells(found: nil, expected: truth)
            }
        }
        // Tables found that match no truth table: all their cells are false positives.
        for table in remaining { total = total + MatchCount(found: table.cells.filter { !$0.text.isEmpty }.count) }
        return total
    }
}

extension StructureMetrics {
    /// An ICDAR region's cells in the shape the structure truth uses.
    public static func TableCells(_ table: ICDARTable) -> StructureTruth.TableTruth {
        StructureTruth.TableTruth(cells: table.cells.map { StructureTruth.Cell(row: $0.row, column: $0.column, text: $0.text) })
    }
}
