import Foundation
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

    /// Whether the candidate is a chart's text rather than a table: a value axis (`hasValueAxis`), a category axis
    /// under the bars as its lowest line of numbers (`endsWithAnAxis`), values left at the ends of bars
    /// (`hasScatteredValues`), or only labels (`isLabelsOnly`).
    static func isChart(_ table: Table) -> Bool {
        hasValueAxis(table) || endsWithAnAxis(table) || hasScatteredValues(table) || isLabelsOnly(table) || isTicksAndLabels(table)
    }

    /// A value axis's ticks along one row from the origin ("0  1 000  2 000  3 000" under horizontal bars), with
    /// nothing but words beside them (the bars' labels, a legend): every number of the candidate stands on that
    /// row, three or more, counting up in one even step from 0. A table's numbers fill its body; a header of years
    /// does not start at 0.
    static func isTicksAndLabels(_ table: Table) -> Bool {
        let numbers = table.cells.filter { !$0.text.isEmpty && $0.number != nil }
        guard let row = numbers.first?.row, numbers.allSatisfy({ $0.row == row }), numbers.count >= minTicks else { return false }
        let ticks = numbers.sorted { $0.column < $1.column }
        guard ticks.first?.number.flatMap(Double.init) == 0, evenRuns(ticks).first?.count == ticks.count, (step(ticks) ?? 0) > 0 else { return false }
        let rest = table.cells.filter { $0.row != row && !$0.text.isEmpty }
        return !rest.contains { CellNumber.isValue($0.text) || CellNumber.noDataMarks.contains($0.text) }
    }

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
            // A column holding nothing but ticks counting down in a round step ("1000", "800", "600"): a value axis
            // drawn up the page, whatever stands beside it (a legend's names set between its ticks; two ticks are
            // enough when the table holds no other value). A table's column of numbers counting evenly counts up
            // (years, row numbers), and its figures are not round steps.
            let held = filled.filter { $0.column == column }
            let valuesElsewhere = filled.contains { $0.column != column && CellNumber.isValue($0.text) }
            if held.count >= (valuesElsewhere ? minTicks : 2), held.count == ticks.count, let run = evenRuns(ticks).first, run.count == ticks.count,
               let step = step(run), step < 0, isRound(-step) { return true }
        }
        return false
    }

    /// A chart's category axis is its lowest line of numbers: every filled cell of the lowest row holding a number
    /// is a number, all but the value axis's origin ("0") in one even step ("2017 2018 2019 …", ticks "0 50 100 150"
    /// under horizontal bars), under rows that hold values (the bars' labels); a legend or an axis title may follow.
    /// A table ends with its body or its total, never with a row of heads.
    static func endsWithAnAxis(_ table: Table) -> Bool {
        let filled = table.cells.filter { !$0.text.isEmpty }
        guard let lowest = filled.filter({ $0.number != nil }).map(\.row).max(), lowest >= 1 else { return false }
        let last = filled.filter { $0.row == lowest }.sorted { $0.column < $1.column }
        guard last.allSatisfy({ $0.number != nil }) else { return false }
        func isAxis(_ run: [TableCell]) -> Bool {
            run.count >= minTicks && evenRuns(run).first?.count == run.count && (step(run) ?? 0) > 0
        }
        guard isAxis(last) || isAxis(Array(last.dropFirst())) else { return false }
        return filled.contains { $0.row < lowest && CellNumber.isValue($0.text) }
    }

    /// Horizontal bars leave each value at its bar's end, so the values of a chart's rows fall in different
    /// columns; a table's rows hold their values in the same columns. Values right of the labels, more than half of
    /// them in columns holding values on fewer than half the rows that hold any (three rows or more), are a chart's.
    static func hasScatteredValues(_ table: Table) -> Bool {
        let values = table.cells.filter { $0.column > 0 && CellNumber.isValue($0.text) }
        let rows = Set(values.map(\.row)).count
        guard rows >= 3 else { return false }
        var held: [Int: Set<Int>] = [:]
        for cell in values { held[cell.column, default: []].insert(cell.row) }
        let stray = values.filter { (held[$0.column]?.count ?? 0) * 2 < rows }.count
        return stray * 2 > values.count
    }

    /// Two rows without a value (years and words: a chart's category labels over its legend, a row of panels' names
    /// under their years): a table's one row under its heads holds what the heads name.
    static func isLabelsOnly(_ table: Table) -> Bool {
        table.rowCount <= 2 && !table.cells.contains { CellNumber.isValue($0.text) || CellNumber.noDataMarks.contains($0.text) }
    }

    private static func step(_ run: [TableCell]) -> Double? {
        guard run.count >= 2, let a = run[0].number.flatMap(Double.init), let b = run[1].number.flatMap(Double.init) else { return nil }
        return b - a
    }

    /// 1, 2, 2.5 or 5 times a power of ten: the steps axes are drawn in.
    private static func isRound(_ step: Double) -> Bool {
        guard step > 0 else { return false }
        let mantissa = step / pow(10, floor(log10(step)))
        return [1, 2, 2.5, 5].contains { abs(mantissa - $0) < 0.001 } || abs(mantissa - 10) < 0.001
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
