import DocModel

/// Lines being gathered into one block on a page: a paragraph, a heading or title, one list item,
/// or a finished table.
struct Group {
    var lines: [Line] = []
    var kind: Block.Kind = .paragraph
    var level: Int?
    var marker: ListMarker?
    /// Left edge of the list marker, and of the item's text after it (continuation lines align there).
    var markerX = 0
    var textX = 0
    /// Cap height of the group's first line, pixels.
    var size = 0
    var table: Table?
    var tableBox: Box?
    var field: Field?

    init(lines: [Line]) {
        self.lines = lines
        size = FontSize.of(lines.flatMap(\.words))
    }

    /// A key–value field, whole.
    init(field: KeyValueFields.Found) {
        lines = field.lines
        self.field = field.field
        size = FontSize.of(field.lines.flatMap(\.words))
        kind = .field
    }

    init(table: Table, box: Box) {
        self.table = table
        self.tableBox = box
        kind = .table
    }

    /// Starts a block with its first line; a list marker at its start makes it a list item.
    init(line: Line, bodySize: Int) {
        lines = [line]
        size = FontSize.of(line)
        let words = line.words
        if let first = words.first {
            let small = first.box.height * 4 <= max(1, size) * 3 && first.box.width <= first.box.height * 2
            if let m = ListMarker.parse(first: first.text, rest: words.dropFirst().map(\.text), smallGlyph: small) {
                marker = m
                markerX = first.box.x
                textX = words.count > 1 ? words[1].box.x : first.box.x
            }
        }
    }

    var wordCount: Int { lines.reduce(0) { $0 + $1.words.count } }

    /// The widest gap between two lines of one block: the smaller of their text sizes (cap heights), so
    /// lines set with a paragraph's leading join and lines a blank line apart do not.
    static func maxLineGap(_ size: Int, _ lineSize: Int, bodySize: Int) -> Int {
        max(1, min(size, lineSize) > 0 ? min(size, lineSize) : bodySize)
    }

    /// Whether `line` continues this block: close below it, in text of the same size, and not starting
    /// a list item; for a list item, indented at least to the item's text (a hanging indent).
    func accepts(_ line: Line, bodySize: Int) -> Bool {
        guard table == nil, field == nil, let last = lines.last else { return false }
        let lineSize = FontSize.of(line)
        if line.box.y - last.box.maxY > Self.maxLineGap(size, lineSize, bodySize: bodySize) { return false }
        if let a = FontSize.reliable(line.words), let b = FontSize.reliable(lines.flatMap(\.words)),
           abs(a - b) * 5 > max(a, b) {
            return false
        }
        if let first = line.words.first {
            let small = first.box.height * 4 <= max(1, lineSize) * 3 && first.box.width <= first.box.height * 2
            if ListMarker.parse(first: first.text, rest: line.words.dropFirst().map(\.text), smallGlyph: small) != nil {
                return false
            }
        }
        if marker != nil && line.box.x < textX - max(2, bodySize / 2) { return false }
        return true
    }

    mutating func add(_ line: Line) { lines.append(line) }

    var text: String {
        var texts = lines.map(\.text)
        if let marker, !texts.isEmpty { texts[0] = marker.rest }
        return TextJoin.lines(texts)
    }

    private var provenance: Provenance? {
        if let table, let tableBox {
            let confidence = table.cells.isEmpty ? 1 : table.cells.map(\.confidence).reduce(0, +) / Double(table.cells.count)
            return Provenance(page: 0, box: tableBox, confidence: confidence)
        }
        guard let box = Box.enclosing(lines.map(\.box)) else { return nil }
        return Provenance(page: 0, box: box, confidence: lines.map(\.confidence).reduce(0, +) / Double(lines.count))
    }

    func block(id: String, page: Int) -> Block? {
        guard var p = provenance else { return nil }
        p.page = page
        if let table {
            let text = (0..<table.rowCount).map { r in
                table.cells.filter { $0.row == r }.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
            }.filter { !$0.isEmpty }.joined(separator: "\n")
            return Block(id: id, type: .table, text: text, provenance: [p], table: table)
        }
        if let field {
            // The field as printed: its value after the label on the same row, or on the line under it.
            let sameRow = lines.count < 2 || lines[1].box.verticalOverlap(lines[0].box) * 2 >= min(lines[0].box.height, lines[1].box.height)
            let text = lines[0].text + (lines.count > 1 ? (sameRow ? " " : "\n") : "")
                + lines.dropFirst().map(\.text).joined(separator: "\n")
            return Block(id: id, type: .field, text: text, provenance: [p], lines: lines, field: field)
        }
        return Block(id: id, type: kind, text: text, provenance: [p], lines: lines, level: kind == .heading ? level : nil)
    }

    func paragraph(id: String, page: Int, role: Block.Role) -> Block? {
        guard var b = block(id: id, page: page) else { return nil }
        b.type = .paragraph
        b.role = role
        return b
    }

    func listItem(id: String, page: Int, depth: Int) -> Block? {
        guard var p = provenance, let marker else { return nil }
        p.page = page
        return Block(id: id, type: .listItem, text: text, provenance: [p], lines: lines, marker: marker.marker, depth: depth)
    }
}
