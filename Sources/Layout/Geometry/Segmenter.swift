import DocModel

/// Splits lines where the space between two words is much wider than a word space: there a line
/// crosses a column gutter or a table's column gap, and the pieces belong to different blocks or cells.
enum Segmenter {
    /// A gap wider than this many times the line's text size splits it.
    static let gapFactor = 1.1

    static func segments(_ lines: [Line]) -> [Line] {
        mergeRows(lines).flatMap { line -> [Line] in
            let words = line.words.sorted { $0.box.x < $1.box.x }
            let size = max(FontSize.of(words), 1)
            var pieces: [[Word]] = []
            for word in words {
                // A list marker keeps its item's text however far the text is indented after it.
                let afterMarker = pieces.count == 1 && pieces[0].count == 1 && isMarker(pieces[0][0], size: size)
                let limit = gapFactor * Double(size) * (afterMarker ? 4 : 1.4)
                if let last = pieces.last?.last, Double(word.box.x - last.box.maxX) <= limit {
                    pieces[pieces.count - 1].append(word)
                } else {
                    pieces.append([word])
                }
            }
            return pieces.compactMap(Line.init(words:))
        }
    }

    static func isMarker(_ word: Word, size: Int) -> Bool {
        if ListMarker.isMarker(word.text) { return true }
        let small = word.box.height * 4 <= max(1, size) * 3 && word.box.width <= word.box.height * 2
        return small && ListMarker.looksLikeBullet(word.text)
    }

    /// Joins lines that sit side by side on one visual row (OCR engines often return a bullet, or each table
    /// cell, as a line of its own); `segments` then splits them again wherever the gap is wide.
    static func mergeRows(_ lines: [Line]) -> [Line] {
        var rows: [[Word]] = []
        var boxes: [Box] = []
        for line in lines.sorted(by: { $0.box.x < $1.box.x }) {
            if let i = boxes.indices.first(where: { i in
                boxes[i].verticalOverlap(line.box) * 10 >= min(boxes[i].height, line.box.height) * 6
                    && line.box.x >= boxes[i].maxX - min(boxes[i].height, line.box.height) / 2
            }) {
                rows[i] += line.words
                boxes[i] = boxes[i].union(line.box)
            } else {
                rows.append(line.words)
                boxes.append(line.box)
            }
        }
        return rows.compactMap(Line.init(words:))
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
