import DocModel

/// A chart drawn in a born-digital PDF leaves its labels in the text layer: the value axis's ticks
/// ("1000", "800", "600", …) one under another, the category labels along a row. They line up as a table's
/// columns do, but a chart is not a table: its tick column counts in even steps and the rows it fills hold
/// almost nothing else, where a table's row label (even a year counting up) has its row's values beside it.
enum ChartAxes {
    /// At least this many ticks in even steps make an axis.
    static let minTicks = 3
    /// Rows holding a tick fill at most this share of their other cells.
    static let maxOtherFill = 0.25

    static func hasValueAxis(_ table: Table) -> Bool {
        guard table.columnCount >= 2 else { return false }
        let filled = table.cells.filter { !$0.text.isEmpty }
        for column in 0..<table.columnCount {
            // Category labels may share the column with the ticks: only its numbers count.
            let ticks = filled.filter { $0.column == column && $0.number != nil }.sorted { $0.row < $1.row }
            // A table may hold several charts one under another: each run of even steps is an axis.
            for run in evenRuns(ticks) where run.count >= minTicks {
                let rows = Set(run.map(\.row))
                let others = filled.filter { rows.contains($0.row) && $0.column != column }.count
                let slots = rows.count * (table.columnCount - 1)
                if Double(others) <= maxOtherFill * Double(slots) { return true }
            }
        }
        return false
    }

    /// Maximal runs of consecutive numeric cells whose values change by one constant non-zero step.
    private static func evenRuns(_ cells: [TableCell]) -> [[TableCell]] {
        var runs: [[TableCell]] = []
        var run: [TableCell] = []
        func value(_ c: TableCell) -> Double { c.number.flatMap(Double.init) ?? .nan }
        for cell in cells {
            if run.count >= 2 {
                let step = value(run[1]) - value(run[0]), next = value(cell) - value(run[run.count - 1])
                if abs(next - step) <= abs(step) * 0.01 { run.append(cell); continue }
                runs.append(run)
                run = [run[run.count - 1]]
            }
            if run.count == 1, value(cell) == value(run[0]) { run = [cell]; continue }
            run.append(cell)
        }
        runs.append(run)
        return runs.filter { $0.count >= 2 && value($0[1]) != value($0[0]) }
    }
}
