/// A plain-text table for terminals: columns padded to their widest cell, numbers right-aligned.
public struct TextTable: Sendable {
    public var headers: [String]
    public var rows: [[String]]

    public init(headers: [String], rows: [[String]] = []) {
        self.headers = headers
        self.rows = rows
    }

    public func render() -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        func isNumeric(_ s: String) -> Bool { !s.isEmpty && s.allSatisfy { "0123456789.-%×".contains($0) } }
        func line(_ cells: [String]) -> String {
            headers.indices.map { column in
                let cell = cells.indices.contains(column) ? cells[column] : ""
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return isNumeric(cell) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var out = line(headers) + "\n"
        out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        for row in rows { out += line(row) + "\n" }
        return out
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
