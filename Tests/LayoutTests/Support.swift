import DocModel

/// Builds words by hand: each character `size * 0.55` wide, one space `size * 0.35`, every word `size` tall.
/// `cells` lays out several pieces on one baseline at the given x positions.
func line(_ text: String, x: Int, y: Int, size: Int = 30, confidence: Double = 0.95) -> Line {
    var words: [Word] = []
    var cursor = x
    for token in text.split(separator: " ") {
        let width = max(1, Int(Double(token.count) * Double(size) * 0.55))
        words.append(Word(text: String(token), box: Box(x: cursor, y: y, width: width, height: size), confidence: confidence))
        cursor += width + Int(Double(size) * 0.35)
    }
    return Line(words: words)!
}

func row(_ cells: [(String, Int)], y: Int, size: Int = 30) -> Line {
    Line(words: cells.flatMap { line($0.0, x: $0.1, y: y, size: size).words })!
}

/// A paragraph of `texts`, one line each, `pitch` pixels apart.
func lines(_ texts: [String], x: Int, y: Int, size: Int = 30, pitch: Int = 42) -> [Line] {
    texts.enumerated().map { line($0.element, x: x, y: y + $0.offset * pitch, size: size) }
}

/// The blocks as a compact outline, for comparing with expectations written by hand.
func outline(_ blocks: [Block]) -> [String] {
    blocks.flatMap { block -> [String] in
        var head = block.type.rawValue
        if let level = block.level { head += "\(level)" }
        if let role = block.role { head += "[\(role)]" }
        if block.type == .list {
            return [head] + (block.items ?? []).map { "  \($0.depth ?? 0) \($0.marker ?? "") \($0.text)" }
        }
        if let table = block.table {
            return [head + " \(table.rowCount)x\(table.columnCount)"]
        }
        return [head + ": " + block.text]
    }
}
