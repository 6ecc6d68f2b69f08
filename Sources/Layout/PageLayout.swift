import DocModel

/// Turns one page's words into blocks in reading order: title, headings, paragraphs (with roles),
/// key–value fields, lists and tables. Pure geometry over words and ruling lines; deterministic; no image access.
///
/// Coordinates are page pixels, origin top-left (`Box`). Block ids are provisional ("p1.3");
/// `BlockNumbering.renumber` gives the final "b1", "b2", … once the document's pages are joined.
public struct PageLayout: Sendable {
    /// Text within this fraction of the page height from its top or bottom edge is a running header or
    /// footer, when the page has other text.
    public var marginFraction = 0.06
    /// May this page hold the document's title (only the first pages with text may).
    public var titleAllowed = true

    /// Tells a word (case-folded) from a non-word: a line-end hyphen between two words whose join is none is
    /// kept ("machine-" / "encoded"). nil: every such hyphen is dropped ("docu-" / "ment").
    public var knownWord: (@Sendable (String) -> Bool)?
    /// The words stand where they were typeset (a PDF's text layer), not where OCR's boxes put them: a column's
    /// start lines up to a fraction of a pixel from row to row, and such alignment may cut a piece.
    public var placedExactly = false

    public init(titleAllowed: Bool = true, knownWord: (@Sendable (String) -> Bool)? = nil, placedExactly: Bool = false) {
        self.titleAllowed = titleAllowed
        self.knownWord = knownWord
        self.placedExactly = placedExactly
    }

    /// The page's blocks in reading order.
    /// - Parameters:
    ///   - lines: the page's text as lines of words (from OCR or a text layer), in any order.
    ///   - rulings: ruling lines found on the page (may be empty).
    public func blocks(page: Int, width: Int, height: Int, lines: [Line], rulings: [Ruling] = []) -> [Block] {
        TextJoin.withKnownWord(knownWord) { joinedBlocks(page: page, width: width, height: height, lines: lines, rulings: rulings) }
    }

    private func joinedBlocks(page: Int, width: Int, height: Int, lines: [Line], rulings: [Ruling]) -> [Block] {
        let allWords = lines.flatMap(\.words)
        guard !allWords.isEmpty else { return [] }
        let bodySize = max(1, Self.bodySize(lines))
        var blocks: [Block] = []
        var nextID = 0
        func id() -> String { nextID += 1; return "p\(page).\(nextID)" }

        // 1. Ruled tables take the words inside their grid.
        let grids = RuledTables.grids(rulings, tolerance: max(3, bodySize / 3)).filter {
            $0.box.width >= bodySize * 4 && $0.box.height >= bodySize * 2
        }
        var tableItems: [(box: Box, table: Table)] = []
        var gridFields: [KeyValueFields.Found] = []
        var remaining = lines
        let letterHeight = Self.letterHeight(lines)
        for grid in grids {
            let box = grid.box
            if RuledTables.isPartOfWiderTable(grid, words: remaining.flatMap(\.words), others: grids.map(\.box), bodySize: bodySize) { continue }
            let inside = remaining.flatMap(\.words).filter {
                box.contains(pointX: $0.box.midX, y: $0.box.midY) && !Self.isRulingArtifact($0, letterHeight: letterHeight)
            }
            var table = RuledTables.table(grid, words: inside, tolerance: max(3, bodySize / 3))
            // A frame or a chart's grid lines: its words stay for the other steps.
            guard RuledTables.isTable(table) else { continue }
            // A form's boxes: the words stay for the field steps.
            guard !FormLayoutFields.isFormGrid(table, box: box, pageArea: width * height),
                  !FormLayoutFields.isLabelledBoxes(table, words: inside) else { continue }
            // A form's grid of labels beside their answers: fields, the words of its other cells stay.
            if let grid = FormLayoutFields.tableFields(table, words: inside, bodySize: bodySize) {
                gridFields += grid.fields
                remaining = remaining.compactMap { Line(words: $0.words.filter { !grid.used.contains($0) }) }
                continue
            }
            table = TableFinishing.finish(table)
            guard !ChartAxes.isChart(table), !NoteColumns.isNotes(table) else { continue }
            tableItems.append((box, table))
            remaining = remaining.compactMap { line in
                Line(words: line.words.filter { !box.contains(pointX: $0.box.midX, y: $0.box.midY) })
            }
        }

        // 2. Line pieces; running headers and footers apart.
        var pieces = Segmenter.segments(remaining)
        let top = Int(Double(height) * marginFraction), bottom = height - top
        let furniture = pieces.filter { $0.box.maxY <= top || $0.box.y >= bottom }
        if furniture.count < pieces.count {
            pieces.removeAll { $0.box.maxY <= top || $0.box.y >= bottom }
        }
        let headers = furniture.filter { $0.box.maxY <= top }, footers = furniture.filter { $0.box.y >= bottom }

        // 2b. Key–value fields: a label and its value are one field, never two cells of a table.
        pieces = KeyValueFields.splittingAtValueColumns(KeyValueFields.joiningLabelTails(pieces))
        let keyValues = KeyValueFields.find(pieces, bodySize: bodySize, onLines: FillLine.onRulings(pieces.flatMap(\.words), rulings))
        pieces = pieces.indices.filter { !keyValues.used.contains($0) }.map { pieces[$0] }
        // 2c. A form's columns of fields without colons, each label over or beside its answer: no table.
        let columnFields = FieldColumns.find(pieces, bodySize: bodySize)
        pieces = pieces.indices.filter { !columnFields.used.contains($0) }.map { pieces[$0] }

        // 3. Tables without rulings.
        let found = UnruledTables.find(rows: Segmenter.rows(pieces), fontSize: bodySize, placedExactly: placedExactly)
        for f in found {
            // A row of column labels over one row of answers is a row of form fields (read in step 3b).
            guard !FormLayoutFields.isFieldRow(f.pieces, bodySize: bodySize) else { continue }
            // Label, answer, label, answer in its columns: a form's grid, as in step 1.
            if let grid = FormLayoutFields.tableFields(f.table, words: f.pieces.flatMap(\.words), bodySize: bodySize) {
                gridFields += grid.fields
                let consumed = Set(f.pieces)
                pieces = pieces.flatMap { piece -> [Line] in
                    guard consumed.contains(piece) else { return [piece] }
                    return Line(words: piece.words.filter { !grid.used.contains($0) }).map { [$0] } ?? []
                }
                continue
            }
            let table = TableFinishing.finish(f.table)
            // A chart's axis labels: its words stay for the other steps.
            guard !ChartAxes.isChart(table), !NoteColumns.isNotes(table) else { continue }
            tableItems.append((f.box, table))
            let used = Set(f.pieces)
            pieces.removeAll { used.contains($0) }
        }

        // 3b. Form fields without colons, from where their answers sit (right of or under the label).
        let formFields = FormLayoutFields.find(pieces, bodySize: bodySize, found: gridFields + keyValues.fields + columnFields.fields)
        pieces = pieces.indices.filter { !formFields.used.contains($0) }.map { pieces[$0] }
        // 3c. A label's qualifier printed under it joins the key.
        let wrapped = KeyValueFields.wrappedKeys(gridFields + keyValues.fields + columnFields.fields + formFields.fields, pieces)
        pieces = pieces.indices.filter { !wrapped.used.contains($0) }.map { pieces[$0] }
        // 3d. What the rules left unpaired, paired by score (weights fitted on scanned forms).
        let scoredPairs = ScoredPairing.pair(pieces, fields: wrapped.fields, letterHeight: letterHeight)
        pieces = pieces.indices.filter { !scoredPairs.used.contains($0) }.map { pieces[$0] }
        let fields = scoredPairs.fields

        // 4. Reading order over pieces and tables, then grouping into blocks.
        let boxes = pieces.map(\.box) + tableItems.map(\.box) + fields.map(\.box)
        var groups: [Group] = []
        for run in ReadingOrder.order(boxes, minGutter: bodySize) {
            var current: Group?
            for index in run {
                if index >= pieces.count + tableItems.count {
                    if let c = current { groups.append(c); current = nil }
                    groups.append(Group(field: fields[index - pieces.count - tableItems.count]))
                    continue
                }
                if index >= pieces.count {
                    if let c = current { groups.append(c); current = nil }
                    groups.append(Group(table: tableItems[index - pieces.count].table, box: boxes[index]))
                    continue
                }
                let line = pieces[index]
                if var c = current, c.accepts(line, bodySize: bodySize) {
                    c.add(line)
                    current = c
                } else {
                    if let c = current { groups.append(c) }
                    current = Group(line: line, bodySize: bodySize)
                }
            }
            if let c = current { groups.append(c) }
        }
        Self.rescaleUnreliableSizes(&groups, lines: lines, bodySize: bodySize)
        classify(&groups, bodySize: bodySize)

        for line in Segmenter.rows(headers).map({ $0 }) {
            if let b = Group(lines: line).paragraph(id: id(), page: page, role: .header) { blocks.append(b) }
        }
        var i = 0
        while i < groups.count {
            let g = groups[i]
            if g.marker != nil {
                var items: [Group] = []
                while i < groups.count, groups[i].marker != nil { items.append(groups[i]); i += 1 }
                if let b = Self.list(items, id: id, page: page, bodySize: bodySize) { blocks.append(b) }
                continue
            }
            if let b = g.block(id: id(), page: page) { blocks.append(b) }
            i += 1
        }
        for line in Segmenter.rows(footers) {
            if let b = Group(lines: line).paragraph(id: id(), page: page, role: .footer) { blocks.append(b) }
        }
        LetterParts.assignRoles(&blocks)
        return LooseWords.restore(blocks, lines: lines, page: page, id: id)
    }

    // MARK: - Private

    /// The size of most text on the page: the median cap height over lines of three words or more.
    static func bodySize(_ lines: [Line]) -> Int {
        let long = lines.filter { $0.words.count >= 3 }
        return (long.isEmpty ? lines : long).map(FontSize.of).median ?? 0
    }

    /// A block whose every word has a descender or no tall letter ("Zusammenfassung", "Synthèse") has no cap
    /// height to measure; its size is its words' height against the height of the body's words of the same
    /// kind. (A PDF's text layer gives every word the font's full height, so no fixed ratio would serve both
    /// it and OCR boxes.)
    static func rescaleUnreliableSizes(_ groups: inout [Group], lines: [Line], bodySize: Int) {
        let bodyWords = lines.filter { $0.words.count >= 3 }.flatMap(\.words)
        guard let reference = bodyWords.filter({ FontSize.reliable([$0]) == nil }).map(\.box.height).median,
              reference > 0 else { return }
        for i in groups.indices where groups[i].table == nil && groups[i].field == nil {
            let words = groups[i].lines.flatMap(\.words)
            guard FontSize.reliable(words) == nil, let height = words.map(\.box.height).median else { continue }
            groups[i].size = bodySize * height / reference
        }
    }

    /// Tesseract reads ruling lines as "|", "_" or "—". A lone dash ("Pay Terms - 00000", a statistics
    /// table's "-" for nil) is as flat as a piece of ruling read as "-": only its length tells them apart.
    /// One no longer than an em (≈ 1.5 × the page's `letterHeight`) is a character.
    static func isRulingArtifact(_ word: Word, letterHeight: Int) -> Bool {
        guard word.text.allSatisfy({ "|_—–-=+[]!Il".contains($0) }),
              word.box.width * 3 < word.box.height || word.box.height * 3 < word.box.width || word.text.allSatisfy({ "|_".contains($0) })
        else { return false }
        let dash = word.text.count == 1 && "-–—".contains(word.text)
        return !(dash && letterHeight > 0 && Double(word.box.width) <= 1.5 * Double(letterHeight))
    }

    /// The median height of the page's words holding a letter (0 for none).
    static func letterHeight(_ lines: [Line]) -> Int {
        lines.flatMap(\.words).filter { $0.text.contains(where: \.isLetter) }.map(\.box.height).median ?? 0
    }

    /// Title (first pages only: the largest text near the top, clearly larger than the body) and headings
    /// (short blocks in larger text), with levels from their size.
    private func classify(_ groups: inout [Group], bodySize: Int) {
        let textGroups = groups.indices.filter { groups[$0].table == nil && groups[$0].field == nil }
        if titleAllowed {
            // A letter's subject line says what the document is about, whatever the size of its letterhead.
            let subject = textGroups.first { i in groups[i].lines.count <= 3 && groups[i].lines.first.map(SubjectLine.starts) == true }
            // Near the top: a letterhead (logo, name, tagline, address) may come before the document's title.
            let candidates = textGroups.prefix(Self.titleReach).filter { i in
                groups[i].lines.count <= 3 && Double(Self.titleSize(groups[i].lines)) >= 1.3 * Double(bodySize)
                    && Self.isMeaningfulTitle(groups[i].lines)
            }
            if let best = subject ?? candidates.max(by: { Self.titleSize(groups[$0].lines) < Self.titleSize(groups[$1].lines) }) {
                groups[best].kind = .title
                groups[best].marker = nil
            }
        }
        let large = textGroups.filter { i in
            groups[i].kind == .paragraph && groups[i].lines.count <= 3 && groups[i].wordCount <= 20
                && Double(groups[i].size) >= 1.15 * Double(bodySize)
        }
        // Large text is no list item (a logo's glyph is no marker); it is a heading when it names something.
        for i in large { groups[i].marker = nil }
        let headingIndices = large.filter { Self.isMeaningfulTitle(groups[$0].lines) }
        let sizes = RuledTables.cluster(headingIndices.map { groups[$0].size }, max(1, bodySize / 8)).reversed()
        for i in headingIndices {
            groups[i].kind = .heading
            groups[i].marker = nil
            let level = (sizes.firstIndex { abs($0 - groups[i].size) <= max(1, bodySize / 8) }).map { sizes.distance(from: sizes.startIndex, to: $0) } ?? 0
            groups[i].level = level + 1
        }
    }

    /// How many text blocks from the top of a first page may hold its title.
    static let titleReach = 6

    /// A block's size as a title: of its words of three letters or more, so a logo's initials or glyphs beside
    /// a company's name or tagline ("VE Vogel Elektrotechnik", "◆ Engineering the future") do not make it look large.
    static func titleSize(_ lines: [Line]) -> Int {
        let words = lines.flatMap(\.words)
        let named = words.filter { $0.text.filter(\.isLetter).count >= 3 }
        return named.isEmpty ? FontSize.of(words) : FontSize.of(named)
    }

    /// A title names something: at least four letters, in a word of two letters or more. A logo's glyphs
    /// and scraps of a letterhead ("LL", "®", "A/S") are no title.
    static func isMeaningfulTitle(_ lines: [Line]) -> Bool {
        let words = lines.flatMap(\.words).map(\.text)
        return words.joined().filter(\.isLetter).count >= 4 && words.contains { $0.filter(\.isLetter).count >= 2 }
    }

    /// A list block from consecutive item groups; depth from the marker's indentation.
    private static func list(_ items: [Group], id: () -> String, page: Int, bodySize: Int) -> Block? {
        let indents = RuledTables.cluster(items.map(\.markerX), max(2, bodySize))
        let itemBlocks = items.compactMap { item -> Block? in
            let depth = indents.firstIndex { abs($0 - item.markerX) <= max(2, bodySize) } ?? 0
            return item.listItem(id: id(), page: page, depth: depth)
        }
        guard !itemBlocks.isEmpty, let box = Box.enclosing(itemBlocks.flatMap(\.provenance).map(\.box)) else { return nil }
        let confidence = itemBlocks.compactMap(\.provenance.first?.confidence).reduce(0, +) / Double(itemBlocks.count)
        let text = itemBlocks.map { ($0.marker ?? "") + " " + $0.text }.joined(separator: "\n")
        return Block(id: id(), type: .list, text: text, provenance: [Provenance(page: page, box: box, confidence: confidence)],
                     items: itemBlocks)
    }
}
