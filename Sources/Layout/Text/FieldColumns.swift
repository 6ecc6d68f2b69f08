import DocModel

/// A form's fields without colons set out in columns, each label either over its answer ("Rechnungsdatum" over
/// "2 April 2026", the label often smaller) or beside it ("Ihr Zeichen   KL/40"), labels in sentence case as
/// often as capitalised ("Due date", "Fällig am", "N.° de factura"). Read as a table, its columns hold labels
/// and answers in turn and its rows half a field each; read by the capitalised-label rules, half its labels are
/// no label. Taken before the tables without rulings (`PageLayout` step 2c, before step 3).
///
/// What makes it a form and not a table: the labels over their answers sit closer to them than to what follows
/// in their column (a box's label and answer, then the next box), where a table's header is as far from its
/// first row as the rows are from each other; and every piece among the fields is a label or an answer, where a
/// table's figures are neither.
enum FieldColumns {
    /// Fewest fields in the columns, and fewest of them with the label over the answer.
    static let minFields = 4
    static let minOver = 2
    /// Widest gap between a label and its answer beside it, in text sizes.
    static let maxBesideGap = 6
    /// The next piece in a label's column stands at least this many times further from its answer (centre to
    /// centre) than the answer from the label. The generated forms measure 1.11–1.24 read from photos, scans and
    /// text layers; a table's header stands as far from its first row as the rows from each other, or further.
    static let minPitchRatio = 1.1
    /// Largest label, in body text sizes: larger is a heading. Looser than `FormLayoutFields.isFormLabel`'s 1.3,
    /// as photographs measure a label's ink high now and then (a speck beside it); the grid guards the rest.
    static let maxKeySize = 1.5
    /// Widest gap between one field and the next of a block of fields, in body text sizes (the generated forms'
    /// rows of fields beside their answers stand about 4 apart).
    static let maxBlockGap = 6
    /// Most words of an answer under its label.
    static let maxAnswerWords = 8

    private struct Unit {
        var key: [Word]
        var value: [Word]
        var pieces: [Int]
        var over: Bool
        var keyBox: Box
    }

    static func find(_ pieces: [Line], bodySize: Int) -> (fields: [KeyValueFields.Found], used: Set<Int>) {
        let keys = Set(pieces.indices.filter { isKey(pieces[$0].words, bodySize: bodySize) })
        let order = pieces.indices.sorted { (pieces[$0].box.y, pieces[$0].box.x) < (pieces[$1].box.y, pieces[$1].box.x) }
        var units: [Unit] = []
        var taken = Set<Int>()
        for k in order where !taken.contains(k) {
            let key = pieces[k]
            let size = max(1, FontSize.of(key), bodySize * 2 / 3)
            if keys.contains(k), let v = beside(k, pieces, taken: taken, size: size) {
                units.append(Unit(key: key.words, value: pieces[v].words, pieces: [k, v], over: false, keyBox: key.box))
                taken.formUnion([k, v])
            } else if keys.contains(k), let v = under(k, pieces, taken: taken, size: size) {
                units.append(Unit(key: key.words, value: pieces[v].words, pieces: [k, v], over: true, keyBox: key.box))
                taken.formUnion([k, v])
            } else if let cut = gapCut(key.words), isKey(Array(key.words[..<cut]), bodySize: bodySize) {
                // Label and answer set a few word spaces apart, one piece ("USt-IdNr.   ES781018758").
                units.append(Unit(key: Array(key.words[..<cut]), value: Array(key.words[cut...]), pieces: [k], over: false,
                                  keyBox: Box.enclosing(key.words[..<cut].map(\.box)) ?? key.box))
                taken.insert(k)
            }
        }
        // Blocks of fields: units following each other down the page within a few text sizes; a page may hold
        // a form's fields and, further down, a table or a signature that reads like a label over its answer.
        var blocks: [[Unit]] = []
        var bottom = Int.min
        for unit in units.sorted(by: { $0.keyBox.y < $1.keyBox.y }) {
            if unit.keyBox.y > bottom + maxBlockGap * bodySize || blocks.isEmpty { blocks.append([]) }
            blocks[blocks.count - 1].append(unit)
            bottom = max(bottom, unit.pieces.map { pieces[$0].box.maxY }.max() ?? unit.keyBox.maxY)
        }
        var fields: [KeyValueFields.Found] = []
        var used = Set<Int>()
        for block in blocks {
            // Columns of labels: units whose labels start at the same x, two or more a column.
            let tolerance = max(1, bodySize)
            let columned = block.filter { u in block.filter { abs($0.keyBox.x - u.keyBox.x) <= tolerance }.count >= 2 }
            guard columned.count >= minFields, columned.filter(\.over).count >= minOver,
                  let region = Box.enclosing(columned.flatMap { $0.pieces.map { pieces[$0].box } }) else { continue }
            // Nothing among the fields but labels and answers.
            let taken = Set(columned.flatMap(\.pieces))
            let stray = pieces.indices.contains { i in
                !taken.contains(i) && region.contains(pointX: pieces[i].box.midX, y: pieces[i].box.midY)
            }
            guard !stray else { continue }
            fields += columned.compactMap { KeyValueFields.make(key: $0.key, value: $0.value) }
            used.formUnion(taken)
        }
        return (fields, used)
    }

    /// A label as forms print it without a colon: `KeyValueFields.isBareLabel`, opening with a capital, three
    /// letters or more and no figure, not clearly larger than the body (`maxKeySize`), no subject line.
    static func isKey(_ words: [Word], bodySize: Int) -> Bool {
        guard KeyValueFields.isBareLabel(withoutAbbreviationPoint(words)), let line = Line(words: words),
              line.text.first?.isUppercase == true, line.text.count <= KeyValueFields.maxKeyCharacters,
              line.text.filter(\.isLetter).count >= 3, !line.text.contains(where: \.isNumber),
              Double(FontSize.of(line)) < maxKeySize * Double(bodySize) else { return false }
        return !SubjectLine.isSubjectLabel(line.text)
    }

    /// The words with the full stop of an abbreviation ending the label taken off ("Kunden-Nr.", "USt-IdNr."):
    /// `KeyValueFields.isBareLabel` takes a label of one word ending in a full stop for a sentence's end.
    private static func withoutAbbreviationPoint(_ words: [Word]) -> [Word] {
        guard var last = words.last, last.text.hasSuffix("."),
              let tail = last.text.dropLast().split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." }).last,
              tail.count <= 5 else { return words }
        last.text.removeLast()
        return words.dropLast() + [last]
    }

    /// The free piece right of label `k` on its row, within `maxBesideGap` text sizes.
    private static func beside(_ k: Int, _ pieces: [Line], taken: Set<Int>, size: Int) -> Int? {
        let key = pieces[k]
        return pieces.indices.filter { j in
            let p = pieces[j].box
            return j != k && !taken.contains(j) && KeyValueFields.starts(pieces[j], rightOf: key)
                && p.verticalOverlap(key.box) * 2 >= min(p.height, key.box.height) && p.x - key.box.maxX <= maxBesideGap * size
        }.min { pieces[$0].box.x < pieces[$1].box.x }
    }

    /// The free piece under label `k`, starting where it starts, closer to it than the next piece in its column
    /// is to that answer and than the piece above to the label (a box's label and answer, between other boxes).
    private static func under(_ k: Int, _ pieces: [Line], taken: Set<Int>, size: Int) -> Int? {
        let key = pieces[k].box
        func below(_ box: Box, excluding: Set<Int>) -> Int? {
            pieces.indices.filter { j in
                let p = pieces[j].box
                return !excluding.contains(j) && abs(p.x - key.x) <= size && p.y > box.y && p.y - box.maxY >= -size / 3
                    && p.y - box.maxY <= 3 * size
            }.min { pieces[$0].box.y < pieces[$1].box.y }
        }
        func above(_ box: Box) -> Int? {
            pieces.indices.filter { j in
                let p = pieces[j].box
                return j != k && abs(p.x - key.x) <= size && p.maxY < box.maxY && box.y - p.maxY >= -size / 3
                    && box.y - p.maxY <= 3 * size
            }.max { pieces[$0].box.y < pieces[$1].box.y }
        }
        guard let v = below(key, excluding: [k]), !taken.contains(v), pieces[v].words.count <= maxAnswerWords,
              !Segmenter.isMarker(pieces[v].words[0], size: size) else { return nil }
        let value = pieces[v].box
        guard Double(value.y - key.maxY) <= 1.5 * Double(max(key.height, value.height)) else { return nil }
        // Line centre to line centre: box heights differ between a small label and its answer. The label opens its
        // box (a table's last row has the row above it as close).
        let pitch = minPitchRatio * Double(value.midY - key.midY)
        if let next = below(value, excluding: [k, v]), Double(pieces[next].box.midY - value.midY) < pitch { return nil }
        if let previous = above(key), Double(key.midY - pieces[previous].box.midY) < pitch { return nil }
        return v
    }

    /// Where a piece's words stand apart by more than a text height, the first such gap (a label and its answer
    /// set a few word spaces apart); nil for none.
    private static func gapCut(_ words: [Word]) -> Int? {
        guard words.count >= 2 else { return nil }
        return (1..<words.count).first { WordSpacing.apart(words[$0 - 1], words[$0], share: 1.0) }
    }
}
