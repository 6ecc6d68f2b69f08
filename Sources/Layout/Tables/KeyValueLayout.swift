import Foundation
import DocModel

/// Aligned `label: value` lines (an invoice's "Invoice no: / Date: / Customer ID:" block, its totals, a
/// form's fields) line up in columns as a table does, but they are key–value fields: each row pairs a
/// key with its value, and no column holds one kind of value across rows. A candidate table whose columns
/// are, once its label columns and the value column right of each are set aside, fewer than two is such
/// a block (a letterhead beside a fields block leaves one column of address lines), not a table.
/// Two columns without a header row naming them are such pairs too (`isUnheadedPairList`).
enum KeyValueLayout {
    /// A column is a label column when at least this share of its filled cells (two or more) end in ":".
    static let labelShare = 0.6

    static func isKeyValueBlock(_ table: Table) -> Bool {
        var filled: [Int: [String]] = [:]
        for cell in table.cells where !cell.text.isEmpty { filled[cell.column, default: []].append(cell.text) }
        let labelColumns = filled.filter { _, texts in
            let labels = texts.filter(isLabel).count
            return labels >= 2 && Double(labels) >= labelShare * Double(texts.count)
        }.keys
        guard !labelColumns.isEmpty else { return false }
        let keyValue = Set(labelColumns.flatMap { [$0, $0 + 1] })
        let others = filled.filter { column, texts in !keyValue.contains(column) && texts.count >= 2 }
        return others.count < 2
    }

    /// Two columns without rulings whose first row already pairs a label with a value are label–value pairs:
    /// a receipt's lines ("ORGANIC MILK  4.29", "Date  2024-10-27 09:31"), a price list, a block of totals.
    /// A table's first row names its value column instead, in words or as a year ("Enquiries", "2010").
    static func isUnheadedPairList(_ table: Table) -> Bool {
        guard table.columnCount == 2 else { return false }
        guard let head = table.cells.first(where: { $0.row == 0 && $0.column == 1 })?.text, !head.isEmpty else { return true }
        return !(head.contains(where: \.isLetter) || CellNumber.isYear(head))
    }

    /// "Invoice no:", "Total due:", "MwSt. (19 %):" — text ending in a colon (ASCII or full-width).
    static func isLabel(_ text: String) -> Bool {
        guard let last = text.trimmingCharacters(in: .whitespaces).last else { return false }
        return last == ":" || last == "："
    }
}
