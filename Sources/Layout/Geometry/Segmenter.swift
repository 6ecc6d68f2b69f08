import DocModel

/// Splits lines where the space between two words is much wider than a word space: there a line
/// crosses a column gutter or a table's column gap, and the pieces belong to different blocks or cells.
enum Segmenter {
    /// A gap wider than this many times the line's text size splits it.
    static let gapFactor = 1.1

    static func segments(_ lines: [Line]) -> [Line] {
        lines.flatMap { line -> [Line] in
            let words = line.words.sorted { $0.box.x < $1.box.x }
            let size = max(FontSize.of(words), 1)
            var pieces: [[Word]] = []
            for word in words {
                if let last = pieces.last?.last, Double(word.box.x - last.box.maxX) <= gapFactor * Double(size) * 1.4 {
                    pieces[pieces.count - 1].append(word)
                } else {
                    pieces.append([word])
                }
            }
            return pieces.compactMap(Line.init(words:))
        }
    }

    /// Groups lines into visual rows: lines whose y-ranges overlap by at least half the shorter one.
    /// Rows come top to bottom, each row's lines left to right.
    static func rows(_ lines: [Line]) -> [[Line]] {
        var rows: [(box: Box, lines: [Line])] = []
        for line in lines.sorted(by: { $0.box.midY < $1.box.midY }) {
            if let i = rows.indices.last, rows[i].box.verticalOverlap(line.box) * 2 >= min(rows[i].box.height, line.box.height) {
                rows[i].box = rows[i].box.union(line.box)
                rows[i].lines.append(line)
            } else {
                rows.append((line.box, [line]))
            }
        }
        return rows.map { $0.lines.sorted { $0.box.x < $1.box.x } }
    }
}
