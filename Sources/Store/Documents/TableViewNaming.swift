import DocModel
import Foundation

/// Names for table views and their columns: lowercase ASCII letters, digits and underscores, so they can
/// be typed in any SQL shell (quoted or not) and never collide with SQL syntax.
enum TableViewNaming {
    /// "Invoice 03.pdf", document 3, table 1 → "invoice_03_3_table_1".
    static func viewName(path: String, documentID: Int64, ordinal: Int) -> String {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var base = identifier(stem)
        if base.isEmpty { base = "document" }
        if base.first?.isNumber == true { base = "d_" + base }
        return "\(base)_\(documentID)_table_\(ordinal)"
    }

    /// Column names from the header rows (texts of the header cells covering each column, top to bottom),
    /// else "column_N"; duplicates get "_2", "_3". The first column is always "row".
    static func columnNames(_ table: Table, headerRows: Int) -> [String] {
        var names = ["row"]
        for column in 0..<table.columnCount {
            var parts: [String] = []
            for cell in table.cells where cell.row < headerRows && cell.column <= column
                && column < cell.column + cell.columnSpan {
                let part = identifier(cell.text)
                if !part.isEmpty && parts.last != part { parts.append(part) }
            }
            var name = parts.joined(separator: "_")
            if name.count > 60 { name = String(name.prefix(60)) }
            if name.isEmpty { name = "column_\(column + 1)" }
            if name.first?.isNumber == true { name = "c_" + name }
            var unique = name, n = 2
            while names.contains(unique) { unique = "\(name)_\(n)"; n += 1 }
            names.append(unique)
        }
        return names
    }

    /// "column_3": the name a column gets when no header row names it.
    static func isPlaceholder(_ name: String) -> Bool {
        guard name.hasPrefix("column_") else { return false }
        let rest = name.dropFirst("column_".count)
        return !rest.isEmpty && rest.allSatisfy { $0.isNumber || $0 == "_" }
    }

    /// A family's view: "family_" and its column names, given in alphabetical order so the name does not
    /// depend on which member came first ("family_amount_description_qty"), cut at 60 characters; "_2", "_3"
    /// when the name is taken.
    static func familyName(_ columns: [String], taken: Set<String>) -> String {
        var name = "family"
        for column in columns {
            if name.count + 1 + column.count > 60 { break }
            name += "_" + column
        }
        var unique = name, n = 2
        while taken.contains(unique) { unique = "\(name)_\(n)"; n += 1 }
        return unique
    }

    /// Lowercased, accents dropped, every run of other characters one "_", none at the ends.
    static func identifier(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var out = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty && !out.hasSuffix("_") {
                out += "_"
            }
        }
        while out.hasSuffix("_") { out.removeLast() }
        return out
    }
}
