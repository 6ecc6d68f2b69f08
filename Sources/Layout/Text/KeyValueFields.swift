import DocModel

/// Key–value fields of forms, invoices and letters: a label with its value ("Invoice no: 4711"), the value in
/// the same piece of line after the label's colon, in the next piece to its right on the same row, or under it.
/// Works on line pieces (lines already split at wide gaps), so two fields printed on one row
/// ("Ship date: 9 Mar 2026     Weight: 16.8 kg") stay two fields, and a value is paired with its label by
/// position on the page, never by the order a PDF's text layer lists them in.
enum KeyValueFields {
    /// A found field: its key and value, the lines it was read from (key first), and its box.
    struct Found {
        var field: Field
        var lines: [Line]
        var box: Box
    }

    /// Longest label, in words and characters: longer text ending in a colon is a sentence introducing what follows.
    static let maxKeyWords = 6
    static let maxKeyCharacters = 40

    /// The marks for no data a row of figures may hold in a cell: dashes and "n/a", not a dot or a colon.
    private static let noDataDashes = CellNumber.noDataMarks.subtracting([".", ":"])

    /// A statistics table's row label ("of which: small firms", "darunter: Kleinbetriebe", "Other services")
    /// beside the row's figures: with two figures or more to its right on its row, set apart by more than a word
    /// space, it labels the table's row and is no field (a total's label has one figure beside it, "12 500 EUR"
    /// is one value).
    static func labelsARowOfFigures(_ i: Int, _ pieces: [Line]) -> Bool {
        let words = rowWords(rightOf: pieces[i], pieces)
        // Up to the next word on the row: a form's row of several fields ("Dry Weight  86.9 gms.  Wet Weight  99.2
        // gms.") holds labels and units between its figures. Three figures or more anywhere on the row are a
        // table's row whatever stands between: a repeated header ("Sector  mln euro  2020  2022  2019  2021").
        // Two figures right after a unit's column are a table's columns ("Erziehung  persons  1.295,6  90"; not
        // figures further along, a stamp's date beside an address).
        let groups = WordSpacing.groups(words)
        func isFigures(_ group: [Word]) -> Bool { group.allSatisfy { CellNumber.isFigure($0.text) } }
        let upToWord = groups.prefix { group in !group.contains { $0.text.filter(\.isLetter).count >= 2 } }
        // (A date's day and year are no two columns: "March 1, 1978".)
        func isCell(_ group: [Word]) -> Bool {
            isFigures(group) && !(group.count == 1 && CellNumber.isYear(group[0].text)) && group.last?.text.hasSuffix(",") != true
        }
        let afterUnit = groups.count >= 3 && !isFigures(groups[0]) && groups[0].count <= 2 && isCell(groups[1]) && isCell(groups[2])
        // A dash for no data counts as a cell beside a figure, set apart or not ("–  5.875,26", "87,3  –"); a dot
        // or a colon OCR reads from a speck is as likely, and counts not.
        func isDash(_ word: Word) -> Bool { noDataDashes.contains(word.text) }
        // The cells a group holds: a figure, a dash, or a dash glued to its neighbour's figure ("– 5.875,26").
        func cells(_ group: [Word]) -> Int {
            if isFigures(group) { return 1 }
            if group.count == 1, isDash(group[0]) { return 1 }
            return group.count >= 2 && isDash(group[0]) && isFigures(Array(group.dropFirst())) ? 2 : 0
        }
        let holdsFigure = upToWord.contains { cells($0) > 0 && $0.contains { CellNumber.isFigure($0.text) } }
        let dashed = holdsFigure && upToWord.map(cells).reduce(0, +) >= 2
        return upToWord.filter(isFigures).count >= 2 || afterUnit || dashed || groups.filter(isFigures).count >= 3
    }

    /// A label between two rows that label figures, lined up with their labels (a sub-row's indent aside), is
    /// their table's row too, whatever its own cells hold ("Bergbau  4,8" with its other figure left empty).
    /// So is a label whose figures each stand in a column of the figures of such a row right below it and of such a
    /// row, or of the heads, right above it (a section's name alone on its row may come between; rows set loosely, up
    /// to two lines apart): the table's first row, or a row before a section's name, with a cell left empty
    /// ("Financial services  1,815" under the heads of two columns). An invoice's subtotal over its tax, lined up
    /// with the items and its amount under theirs, has no such row below: it stays a field.
    static func labelsATablesRow(_ i: Int, _ pieces: [Line]) -> Bool {
        if labelsARowOfFigures(i, pieces) { return true }
        let piece = pieces[i], size = max(1, FontSize.of(piece))
        func nearest(above: Bool, to line: Line, within limit: Int) -> Int? {
            pieces.indices.filter { j in
                let other = pieces[j]
                let gap = above ? line.box.y - other.box.maxY : other.box.y - line.box.maxY
                return other != line && abs(other.box.x - piece.box.x) <= size && gap >= 0 && gap <= limit
            }.min { a, b in abs(pieces[a].box.midY - line.box.midY) < abs(pieces[b].box.midY - line.box.midY) }
        }
        if let up = nearest(above: true, to: piece, within: piece.box.height * 3 / 2),
           let down = nearest(above: false, to: piece, within: piece.box.height * 3 / 2),
           labelsARowOfFigures(up, pieces), labelsARowOfFigures(down, pieces) {
            return true
        }
        let figures = rowWords(rightOf: piece, pieces)
        guard !figures.isEmpty, figures.allSatisfy({ CellNumber.isFigure($0.text) || noDataDashes.contains($0.text) }),
              figures.contains(where: { CellNumber.isValue($0.text) }) else { return false }
        func inColumns(_ theirs: [Word]) -> Bool {
            figures.allSatisfy { mine in theirs.contains { $0.box.horizontalOverlap(mine.box) > 0 } }
        }
        func nextRowHolds(above: Bool) -> Bool {
            var line = piece
            for step in 0..<2 {
                guard let j = nearest(above: above, to: line, within: 2 * piece.box.height) else { return false }
                let theirs = rowWords(rightOf: pieces[j], pieces)
                if labelsARowOfFigures(j, pieces) { return inColumns(theirs.filter { CellNumber.isFigure($0.text) }) }
                // The stub's head beside the heads of the figures' columns (years among them).
                if above, step == 0, !theirs.isEmpty, !theirs.contains(where: { CellNumber.isValue($0.text) }) { return inColumns(theirs) }
                // Only a section's name alone on its row may stand between.
                guard step == 0, theirs.isEmpty else { return false }
                line = pieces[j]
            }
            return false
        }
        return nextRowHolds(above: true) && nextRowHolds(above: false)
    }

    /// The words right of `piece` on its row (sharing half the height).
    private static func rowWords(rightOf piece: Line, _ pieces: [Line]) -> [Word] {
        pieces.filter { other in
            other.box.x >= piece.box.maxX
                && min(other.box.maxY, piece.box.maxY) - max(other.box.y, piece.box.y) > min(other.box.height, piece.box.height) / 2
        }.flatMap(\.words)
    }

    /// Fields among `pieces`; `used` gets the indices of the pieces they consumed.
    /// `onLines`: the words standing on a form's printed line (`FillLine.onRulings`); a label before them ends
    /// where the line starts.
    static func find(_ pieces: [Line], bodySize: Int, onLines: Set<Word> = []) -> (fields: [Found], used: Set<Int>) {
        var found: [Found] = []
        var used = Set<Int>()
        let order = pieces.indices.sorted { (pieces[$0].box.y, pieces[$0].box.x) < (pieces[$1].box.y, pieces[$1].box.x) }
        // Inline fields first ("Date: 9 Mar 2026"), then labels standing alone, which take a neighbour as value.
        var loneKeys: [Int] = []
        for i in order where !used.contains(i) && !labelsATablesRow(i, pieces) {
            let parts = split(pieces[i].words, onLines: onLines)
            guard !parts.isEmpty else { continue }
            // A label whose answer line is blank on its piece ("Estimated Attendance: ____") takes its answer
            // from beside or under it, as a label alone does.
            if parts.count == 1, parts[0].value.allSatisfy({ FillLine.isFillLine($0.text) }) {
                loneKeys.append(i)
                continue
            }
            used.insert(i)
            for (n, part) in parts.enumerated() {
                // The label's qualifier after its colon, its answer further along the row: the qualifier is the key's.
                let rowSize = max(1, FontSize.of(pieces[i]))
                if n == parts.count - 1, isQualifier(part.value), let j = qualifiedAnswer(of: i, pieces, used: used, size: rowSize) {
                    used.insert(j)
                    let more = rightward(of: pieces[j], pieces, used: &used, size: rowSize, onLines: onLines)
                    // The key as printed, without the colon before its qualifier (as `wrappedKeys` gives it).
                    if var f = make(key: part.key + part.value, value: pieces[j].words, more: more),
                       let label = make(key: part.key, value: [])?.field.key {
                        f.field.key = label + " " + part.value.map(\.text).joined(separator: " ")
                        found.append(f)
                    }
                    continue
                }
                // The last value of a piece may run on under it.
                var more: [Line] = []
                if n == parts.count - 1, let first = Line(words: part.value) {
                    let size = max(1, FontSize.of(first))
                    more = rightward(of: pieces[i], pieces, used: &used, size: size, onLines: onLines)
                        + continuation(of: first, pieces, used: &used, loneKeys: [], size: size, onLines: onLines)
                    more += namesBeside([first] + more, pieces, used: &used, size: size)
                }
                found += listed(key: part.key, value: part.value, more: more)
            }
        }
        // A row of column labels over rows of answers ("Recipient(s):  Company:  Phone No.:  Fax No."): one
        // field an answer, keyed by the label of its column.
        for header in columnLabelRows(loneKeys, pieces, used: used) {
            for (k, answers) in columnAnswers(header, pieces, used: &used) {
                guard let keyWords = split(pieces[k].words).first?.key else { continue }
                for answer in answers {
                    if let f = make(key: keyWords, value: answer.first?.words ?? [], more: Array(answer.dropFirst())) { found.append(f) }
                }
            }
        }
        for i in loneKeys {
            let key = pieces[i]
            guard !used.contains(i), let keyWords = split(key.words).first?.key else { continue }
            let size = max(1, FontSize.of(key))
            if let j = valuePiece(for: key, pieces, used: used, loneKeys: Set(loneKeys), size: size) {
                used.formUnion([i, j])
                // A value under its label: its lines follow each other as the first follows the label.
                let under = pieces[j].box.y >= key.box.maxY - size / 3 ? pieces[j].box.y - key.box.maxY : nil
                var more = rightward(of: pieces[j], pieces, used: &used, size: size, onLines: onLines)
                    + continuation(of: pieces[j], pieces, used: &used, loneKeys: Set(loneKeys), size: size, onLines: onLines,
                                   labelGap: under)
                more += namesBeside([pieces[j]] + more, pieces, used: &used, size: size)
                found += listed(key: keyWords, value: pieces[j].words, more: more)
            } else if keyWords.count <= 3 {
                // A blank field. A longer line ending in a colon with nothing beside it introduces what follows.
                used.insert(i)
                if let f = make(key: keyWords, value: []) { found.append(f) }
            }
        }
        for (k, v) in answersOnLines(pieces, used: used, onLines: onLines) where !used.contains(k) && !used.contains(v) {
            used.formUnion([k, v])
            let size = max(1, FontSize.of(pieces[k]))
            let more = rightward(of: pieces[v], pieces, used: &used, size: size, onLines: onLines)
                + continuation(of: pieces[v], pieces, used: &used, loneKeys: [], size: size, onLines: onLines)
            if let f = make(key: pieces[k].words, value: pieces[v].words, more: more) { found.append(f) }
        }
        for (k, v) in alignedPairs(pieces, used: used, bodySize: bodySize)
        where !labelsATablesRow(k, pieces) && !liesInTableColumns([pieces[k], pieces[v]], among: pieces, size: max(1, FontSize.of(pieces[k]))) {
            used.formUnion([k, v])
            let more = continuation(of: pieces[v], pieces, used: &used, loneKeys: [], size: max(1, FontSize.of(pieces[v])))
            if let f = make(key: pieces[k].words, value: pieces[v].words, more: more) { found.append(f) }
        }
        return (found, used)
    }

    /// A label's qualifier printed after its colon, in parentheses ("Advance Registration Fee: (prior to August 10)",
    /// "This Change: (From Current Budget)"): words wrapped in "(" … ")", most of them of letters. A negative amount
    /// ("(381,583.08)") is a value.
    static func isQualifier(_ words: [Word]) -> Bool {
        guard let first = words.first?.text, let last = words.last?.text, first.hasPrefix("("), last.hasSuffix(")"),
              words.count <= maxKeyWords else { return false }
        return words.filter { $0.text.filter(\.isLetter).count >= 2 }.count * 2 > words.count
    }

    /// The answer of a label whose piece ends in its qualifier: the nearest free piece right of it on its row, within
    /// `FormLayoutFields.maxRightGap` text sizes, that opens no label of its own ("$ 170.00"). Nil when the row holds
    /// none: the qualifier is then the answer, as a form's instruction may be ("(check one)").
    private static func qualifiedAnswer(of i: Int, _ pieces: [Line], used: Set<Int>, size: Int) -> Int? {
        freeRight(of: i, pieces, used: used, size: size).filter { split(pieces[$0].words).isEmpty }
            .min { pieces[$0].box.x < pieces[$1].box.x }
    }

    /// A bare label standing off the form's printed line, the answer written on the line starting right of it
    /// ("Date  5-13-81", "Deadline for response  Already handled").
    static func isLinedLabel(_ words: [Word], onLines: Set<Word>) -> Bool {
        guard let first = words.first?.text.first, first.isUppercase, isBareLabel(words),
              !words.contains(where: onLines.contains) else { return false }
        return !SubjectLine.isSubjectLabel(words.map(\.text).joined(separator: " "))
    }

    /// An answer opens with no small letter: one that does runs on a sentence, an underlined word in it. A word
    /// ending in a colon ends a label: a head row's box edge under "No.:" of "Phone No.:" cuts no label in two.
    private static func opensAnswer(_ word: Word) -> Bool {
        word.text.first { $0.isLetter || $0.isNumber }?.isLowercase != true && !word.text.hasSuffix(":")
    }

    /// Pairs of pieces (label, answer): a free piece that is a label standing off the line (`isLinedLabel`) and the
    /// nearest free piece right of it on its row, within `FormLayoutFields.maxRightGap` text sizes, opening on a
    /// printed line.
    private static func answersOnLines(_ pieces: [Line], used: Set<Int>, onLines: Set<Word>) -> [(Int, Int)] {
        guard !onLines.isEmpty else { return [] }
        return pieces.indices.compactMap { k -> (Int, Int)? in
            guard !used.contains(k), split(pieces[k].words).isEmpty, isLinedLabel(pieces[k].words, onLines: onLines),
                  !labelsATablesRow(k, pieces) else { return nil }
            let key = pieces[k].box, size = max(1, FontSize.of(pieces[k]))
            // The answer with the line under it: a label in small capitals stands on the line, lower than the
            // typed answer above it ("STRAIN OF MICE  Swiss-Webster").
            let right = pieces.indices.filter { j in
                let p = pieces[j].box
                let lined = Box(x: p.x, y: p.y, width: p.width, height: p.height * 3 / 2)
                return j != k && p.x >= key.maxX - size / 2 && lined.verticalOverlap(key) * 2 >= min(p.height, key.height)
            }.min { pieces[$0].box.x < pieces[$1].box.x }
            guard let v = right, !used.contains(v), pieces[v].box.x - key.maxX <= FormLayoutFields.maxRightGap * size,
                  let opening = pieces[v].words.first, onLines.contains(opening), opensAnswer(opening),
                  !headsFigureColumns(pieces[v], among: pieces, size: size),
                  // A group's head on the rule drawn under it, over its columns' heads ("Aandeel" over "2019  2021").
                  !pieces.contains(where: { under in
                      under.box.y > pieces[v].box.y && under.box.y - pieces[v].box.maxY <= pieces[v].box.height * 3 / 2
                          && under.box.x < pieces[v].box.maxX && under.box.maxX > pieces[v].box.x
                          && headsFigureColumns(under, among: pieces, size: size)
                  }) else { return nil }
            return (k, v)
        }
    }

    /// Fewest labels on a row of column labels. Two labels on a row ("Bill to:   Ship to:") head a block each,
    /// an address under each, read as one value.
    static let minColumnLabels = 3

    /// Rows (left to right) of `minColumnLabels` or more lone labels with nothing else on their row but specks (a box's
    /// edge read as "|": the head row's boxes, their edges painted out before reading, leave a stub of one).
    private static func columnLabelRows(_ loneKeys: [Int], _ pieces: [Line], used: Set<Int>) -> [[Int]] {
        let keys = Set(loneKeys)
        var rows: [[Int]] = []
        for i in loneKeys where !used.contains(i) && !rows.contains(where: { $0.contains(i) }) {
            let row = pieces.indices.filter { j in
                pieces[j].box.verticalOverlap(pieces[i].box) * 2 >= min(pieces[j].box.height, pieces[i].box.height)
                    && !isSpecks(pieces[j])
            }
            if row.count >= minColumnLabels, row.allSatisfy({ keys.contains($0) && !used.contains($0) }) {
                rows.append(row.sorted { pieces[$0].box.x < pieces[$1].box.x })
            }
        }
        return rows
    }

    /// The answers under a row of column labels, row by row while the rows follow close under each other:
    /// each free piece goes to the label whose column it starts in (from a text size left of the label to the
    /// next label); a piece alone on its row right under an answer continues it ("Wachtell, Lipton, Rosen" /
    /// "& Katz"). A piece running on into a later column, at a word gap before that column's label starts, holds
    /// an answer of each (`columnParts`). The labels and answers join `used`.
    private static func columnAnswers(_ header: [Int], _ pieces: [Line], used: inout Set<Int>) -> [(Int, [[Line]])] {
        let size = max(1, header.map { FontSize.of(pieces[$0]) }.max() ?? 1)
        let starts = header.map { pieces[$0].box.x }
        func column(_ x: Int) -> Int? { starts.indices.last { starts[$0] - size <= x } }
        var answers: [[[Line]]] = header.map { _ in [] }
        var bottom = header.map { pieces[$0].box.maxY }.max() ?? 0
        let below = pieces.indices.filter { !used.contains($0) && !header.contains($0) && pieces[$0].box.y >= bottom - size / 3 }
        for row in Segmenter.rows(below.map { pieces[$0] }) {
            guard let top = row.map(\.box.y).min(), top - bottom <= 3 * size,
                  row.allSatisfy({ split($0.words).isEmpty }) else { break }
            let parts = row.flatMap { columnParts($0, starts: starts, size: size) }
            for piece in parts {
                guard let c = column(piece.box.x) else { continue }
                let last = answers[c].last?.last
                if parts.count == 1, let last, piece.box.y - last.box.maxY <= size, abs(piece.box.x - last.box.x) <= 2 * size {
                    answers[c][answers[c].count - 1].append(piece)
                } else {
                    answers[c].append([piece])
                }
            }
            for piece in row { if let j = pieces.firstIndex(of: piece) { used.insert(j) } }
            bottom = row.map(\.box.maxY).max() ?? bottom
        }
        guard answers.contains(where: { !$0.isEmpty }) else { return [] }
        used.formUnion(header)
        return zip(header, answers).map { ($0, $1) }
    }

    /// A piece under a row of column labels cut where a word starts in a later column than the piece's first word
    /// and the word before it ends left of that column (`starts`: the labels' left edges, each column opening half
    /// a text size left of its label: a parenthesis' ink starts left of a capital's): a distribution grid's answer
    /// printed up to the next column, its neighbour a word space or two further, which the piece split keeps
    /// together ("Wachtell, Lipton, Rosen  (212) 403-1000" under "Company:" and "Phone No.:").
    static func columnParts(_ piece: Line, starts: [Int], size: Int) -> [Line] {
        func column(_ x: Int) -> Int { starts.lastIndex { $0 - size / 2 <= x } ?? -1 }
        var parts: [[Word]] = []
        for word in piece.words {
            if let open = parts.last, let previous = open.last, let first = open.first,
               column(word.box.x) > column(first.box.x), column(previous.box.maxX) < column(word.box.x) {
                parts.append([word])
            } else if parts.isEmpty {
                parts.append([word])
            } else {
                parts[parts.count - 1].append(word)
            }
        }
        return parts.count == 1 ? [piece] : parts.compactMap(Line.init(words:))
    }

    /// Pieces joined where OCR cut a label before its parenthesis at a wide word space ("MwSt.   (19 %):" read from
    /// a photo): a piece of no letters opening with "(" and ending in a colon joins the piece just left of it on its
    /// row, within `Segmenter.gapFactor` × 3 text sizes, when that one ends in a word of letters. Alone, a label of no
    /// letters is none.
    static func joiningLabelTails(_ pieces: [Line]) -> [Line] {
        var result = pieces
        for tail in pieces where tail.text.hasPrefix("(") && tail.text.hasSuffix(":") && !tail.text.contains(where: \.isLetter) {
            let size = max(1, FontSize.of(tail))
            guard let i = result.firstIndex(of: tail),
                  let h = result.indices.filter({ h in
                      let p = result[h].box
                      return h != i && p.maxX <= tail.box.x && Double(tail.box.x - p.maxX) <= Segmenter.gapFactor * 3 * Double(size)
                          && p.verticalOverlap(tail.box) * 2 >= min(p.height, tail.box.height)
                  }).max(by: { result[$0].box.maxX < result[$1].box.maxX }),
                  result[h].words.last.map({ $0.text.filter(\.isLetter).count >= 2 }) == true,
                  let joined = Line(words: result[h].words + tail.words) else { continue }
            result[h] = joined
            result.remove(at: i)
        }
        return result
    }

    /// Pieces cut where a form's column of values starts. Labels beside values at one tab stop leave the longest
    /// label so close to its value that the line was not split ("N.º de cuenta 156686" over "Referencia   KL/89"):
    /// where two or more rows of a bare label and a value start them at the same two x positions, a piece near
    /// them starting at the labels' x, no wider than their values reach, with a word starting at the values' x
    /// (the words before it a bare label) is cut there.
    static func splittingAtValueColumns(_ pieces: [Line]) -> [Line] {
        let pairs = Segmenter.rows(pieces).filter { $0.count == 2 && isBareLabel($0[0].words) && starts($0[1], rightOf: $0[0]) }
            .map { (key: $0[0].box, value: $0[1].box) }
        guard pairs.count >= 2 else { return pieces }
        return pieces.flatMap { piece -> [Line] in
            guard piece.words.count >= 2 else { return [piece] }
            let size = max(1, FontSize.of(piece))
            for cut in 1..<piece.words.count {
                let x = piece.words[cut].box.x
                let aligned = pairs.filter { pair in
                    abs(pair.key.x - piece.box.x) <= size && abs(pair.value.x - x) <= size
                        && piece.box.maxX <= pair.value.maxX + 10 * size && abs(pair.key.y - piece.box.y) <= 6 * size
                }
                guard aligned.count >= 2, isBareLabel(Array(piece.words[..<cut])),
                      let key = Line(words: Array(piece.words[..<cut])), let value = Line(words: Array(piece.words[cut...]))
                else { continue }
                return [key, value]
            }
            return [piece]
        }
    }

    /// Labels without colons in a column, each with its value in a column to its right, row by row
    /// ("Brand   OLD GOLD STRAIGHT / Length   85 mm / Paper   Ecusta 556"): at least `minAlignedRows` rows of
    /// exactly two pieces whose left and right pieces start at the same x. A row whose left piece is a
    /// number or a sentence is no label row; two columns of such rows are a table.
    static let minAlignedRows = 3

    private static func alignedPairs(_ pieces: [Line], used: Set<Int>, bodySize: Int) -> [(Int, Int)] {
        let free = pieces.indices.filter { !used.contains($0) }
        let rows = Segmenter.rows(free.map { pieces[$0] })
        // Back from rows of lines to piece indices (lines are values; the same line can occur once per page).
        var index: [Line: Int] = [:]
        for i in free { index[pieces[i]] = i }
        var result: [(Int, Int)] = []
        var run: [(key: Line, value: Line)] = []
        func flush() {
            // A first row naming the amounts under it ("Item  Price" over "Widgets  12.00") is a table's header row.
            let headed = run.count >= 2 && !hasDigit(run[0].value) && run.dropFirst().allSatisfy { isAmount($0.value) }
            if run.count >= minAlignedRows && !headed {
                result += run.compactMap { pair in index[pair.key].flatMap { k in index[pair.value].map { (k, $0) } } }
            }
            run = []
        }
        let twoPieceRows = rows.filter { $0.count == 2 }
        for row in rows {
            guard row.count == 2, isBareLabel(row[0].words), starts(row[1], rightOf: row[0]) else { flush(); continue }
            // A lone row: a label and a figure beside it ("Estimated Attendance   700", "Sample No.   5031"), with
            // no other two-piece row just above or below it (those are a run, or a table).
            let size = max(1, FontSize.of(row[0]))
            let neighbours = twoPieceRows.filter { other in
                other[0] != row[0] && abs(other[0].box.midY - row[0].box.midY) <= 3 * size
            }
            // Two letters alone are a logo's initials beside the sender's address as often as a label.
            if neighbours.isEmpty, run.isEmpty, hasDigit(row[1]), row[1].box.x - row[0].box.maxX <= 15 * size,
               row[0].text.filter(\.isLetter).count >= 3, !headsFigureColumns(row[1], among: pieces, size: size),
               !headsWithAYear(row, among: pieces, size: size),
               let k = index[row[0]], let v = index[row[1]] {
                result.append((k, v))
                continue
            }
            if let last = run.last {
                let aligned = abs(last.key.box.x - row[0].box.x) <= size && abs(last.value.box.x - row[1].box.x) <= 2 * size
                let close = row[0].box.y - last.key.box.maxY <= 2 * size
                if !(aligned && close) { flush() }
            }
            run.append((row[0], row[1]))
        }
        flush()
        return result
    }

    /// A table's column heads that came as one piece ("je 1 000  Mio. EUR  Anteil in %  2020" beside the stub's
    /// head "Wirtschaftszweig"): words in two groups or more set apart, none over four words, right over a row of
    /// two figures or more under them, or over a section's name alone and the figures under it. One value beside
    /// its label is one group ("12 500 EUR", "5031"); a typed sentence over a line of text is no header.
    static func headsFigureColumns(_ piece: Line, among pieces: [Line], size: Int) -> Bool {
        let groups = WordSpacing.groups(piece.words)
        guard groups.count >= 2, groups.allSatisfy({ $0.count <= 4 }) else { return false }
        let reach = 4 * max(size, piece.box.height)
        let rows = Segmenter.rows(pieces.filter { $0.box.y > piece.box.maxY && $0.box.y - piece.box.maxY <= reach })
        // Figures set closely may come as one piece ("6,630 36,125"): count the figures, not the pieces.
        func figures(_ row: [Line]) -> Int {
            row.flatMap(\.words).filter { word in
                CellNumber.isFigure(word.text) && word.box.x >= piece.box.x - size && word.box.maxX <= piece.box.maxX + size
            }.count
        }
        guard let first = rows.first else { return false }
        if figures(first) >= 2 { return true }
        // The first row under the heads is a section's name alone in the first column, the figures under it.
        return first.count == 1 && first[0].box.maxX <= piece.box.x && rows.count >= 2 && figures(rows[1]) >= 2
    }

    /// A head beside a year over two columns of figures ("Index   2022" over "18,2   34,9", a section's name may
    /// come between) is a table's header row with its stub head left empty, no label beside its value: the two
    /// pieces head the figures together (`headsFigureColumns` over both).
    static func headsWithAYear(_ row: [Line], among pieces: [Line], size: Int) -> Bool {
        guard row.count == 2, CellNumber.isYear(row[1].text), let heads = Line(words: row[0].words + row[1].words) else { return false }
        return headsFigureColumns(heads, among: pieces, size: size)
    }

    /// A label beside a value that reaches over two columns or more (groups of words set apart) of a row close
    /// above or below, that row opening where the label starts: a table's row whose cells came as one piece, set with narrow gutters, no
    /// label with its value. A register's row under its header ("Compétences numériques  soutien … terminé
    /// 24.09.2018 356" under "Programme  Description  État  Début  Budget"); a header row whose heads came glued
    /// ("Sector  2020 Change (%)" over "Mining and quarrying  4'332  –").
    static func liesInTableColumns(_ row: [Line], among pieces: [Line], size: Int) -> Bool {
        // Cells glued into one piece still stand further apart than a word space; a memo's subject beside
        // "FROM  J. Smith  DATE  2 May" under it is one phrase.
        let parts = row.count == 2 ? WordSpacing.groups(row[1].words).compactMap { Line(words: $0)?.box } : []
        guard parts.count >= 2 else { return false }
        let key = row[0]
        let reach = 3 * max(size, key.box.height)
        let near = pieces.filter { p in
            !row.contains(p) && p.box.verticalOverlap(key.box) == 0 && abs(p.box.midY - key.box.midY) <= reach
        }
        return Segmenter.rows(near).contains { other in
            guard let first = other.first, abs(first.box.x - key.box.x) <= size else { return false }
            // Cells of that row may have come glued as well ("4'332 –"): its groups of words set apart.
            let cells = other.dropFirst().filter { $0.box.x >= key.box.maxX }.flatMap { WordSpacing.groups($0.words) }
                .compactMap { Line(words: $0)?.box }
            // Column by column: each part of the value over one cell at most (a phrase OCR spaced unevenly runs
            // over several), two cells or more under the value.
            let under = parts.map { part in cells.indices.filter { cells[$0].horizontalOverlap(part) > 0 } }
            return under.allSatisfy { $0.count <= 1 } && Set(under.joined()).count >= 2
        }
    }

    /// Whether `value` starts right of `key`'s end, as an answer beside its label does. Pieces one row holds
    /// can lie under each other: a letterhead's logo initials, as tall as two lines, put the company's name
    /// and the address under it on one row.
    static func starts(_ value: Line, rightOf key: Line) -> Bool {
        value.box.x >= key.box.maxX - FontSize.of(key) / 2
    }

    private static func hasDigit(_ line: Line) -> Bool { line.words.contains { $0.text.contains(where: \.isNumber) } }

    /// Digits with separators and currency signs only ("12.00", "$1,250", "7,50 €").
    private static func isAmount(_ line: Line) -> Bool { isAmount(line.text) }

    static func isAmount(_ text: String) -> Bool {
        text.contains(where: \.isNumber) && text.allSatisfy { $0.isNumber || " .,-+()%/$€£¥".contains($0) }
    }

    /// A label without a colon: one to five words, starting with a letter, with letters in most of its words,
    /// not ending a sentence (an abbreviation's full stop, "No.", "Tel.", may end it).
    static func isBareLabel(_ words: [Word]) -> Bool {
        guard (1...5).contains(words.count), let first = words.first?.text.first, first.isLetter,
              let last = words.last?.text, !last.hasSuffix(","),
              !last.hasSuffix(".") || (last.count <= 5 && words.count >= 2) else { return false }
        let lettered = words.filter { $0.text.filter(\.isLetter).count >= 2 }.count
        return lettered * 2 > words.count
    }

    /// The rest of a value printed on its row after a gap wider than the piece split allows ("Mrs. Illinois
    /// Beauty Pageant" read as two pieces): free pieces on the row, each within three text sizes of the one before,
    /// up to the next label.
    /// A label standing off the line after a value written on a line (`onLines`) starts the next field.
    private static func rightward(of value: Line, _ pieces: [Line], used: inout Set<Int>, size: Int,
                                  onLines: Set<Word> = []) -> [Line] {
        var lines: [Line] = []
        var last = value
        while let j = pieces.indices.filter({ j in
            let p = pieces[j].box
            return !used.contains(j) && p.x >= last.box.maxX && p.x - last.box.maxX <= 3 * size
                && p.verticalOverlap(last.box) * 2 >= min(p.height, last.box.height) && split(pieces[j].words, onLines: onLines).isEmpty
                && !(last.words.last.map(onLines.contains) == true && isLinedLabel(pieces[j].words, onLines: onLines))
                && !labelsTheNextAnswer(j, pieces, used: used, size: size)
        }).min(by: { pieces[$0].box.x < pieces[$1].box.x }) {
            used.insert(j)
            lines.append(pieces[j])
            last = pieces[j]
        }
        return lines
    }

    /// A form's next field on the row: a bare capitalised label ("F.P.M. No. 2 Roller", "Weight") with a free piece of
    /// its own right of it, within `FormLayoutFields.maxRightGap` text sizes, that reads as no such label (a row of
    /// check-box options, "Air  Auto  Train  Other", is one value). A value runs on up to it, not over it.
    private static func labelsTheNextAnswer(_ j: Int, _ pieces: [Line], used: Set<Int>, size: Int) -> Bool {
        let label = pieces[j]
        guard isBareLabel(label.words), FormLayoutFields.isCapitalised(label.words), label.text.filter(\.isLetter).count >= 3
        else { return false }
        return freeRight(of: j, pieces, used: used, size: size).contains {
            !(isBareLabel(pieces[$0].words) && FormLayoutFields.isCapitalised(pieces[$0].words))
        }
    }

    /// The free pieces on the row of piece `i`, starting right of its end within `FormLayoutFields.maxRightGap` text
    /// sizes: where a label's answer can stand.
    private static func freeRight(of i: Int, _ pieces: [Line], used: Set<Int>, size: Int) -> [Int] {
        let label = pieces[i].box
        return pieces.indices.filter { a in
            let p = pieces[a].box
            return a != i && !used.contains(a) && p.x >= label.maxX && p.x - label.maxX <= FormLayoutFields.maxRightGap * size
                && p.verticalOverlap(label) * 2 >= min(p.height, label.height)
        }
    }

    /// Lines of a value that runs on under its first line ("Markings   Sample number on each pack / and carton"):
    /// free pieces starting where the value starts, each close under the one before (within two thirds of the
    /// label's size, or as close as a paragraph's lines: an address under "Bill to:" set with the body's
    /// leading), none a label.
    /// An answer written on a form's printed lines (`onLines`) runs on to the next printed line under it, set
    /// wider apart than a paragraph's lines: up to twice the answer's height between them.
    /// A value under its label (`labelGap`: the gap between them) runs on at that gap, and a little more: an
    /// address under "Bill to:" set with a wider leading than OCR's ink-high boxes measure as a paragraph's.
    private static func continuation(of value: Line, _ pieces: [Line], used: inout Set<Int>, loneKeys: Set<Int>,
                                     size: Int, onLines: Set<Word> = [], labelGap: Int? = nil) -> [Line] {
        var lines: [Line] = []
        var last = value
        let valueSize = FontSize.of(value)
        while let j = pieces.indices.filter({ j in
            guard !used.contains(j), !loneKeys.contains(j) else { return false }
            let p = pieces[j].box
            let gap = p.y - last.box.maxY
            // Under the line before: between the lines' bands of ink, not their boxes, as a word OCR boxed tall or
            // a skewed word stretches a line's box over the line under it ("David  H.  Remes" over "(202) 778-5212").
            let under = band(pieces[j]).top - band(last).bottom >= -size / 3
            let lined = last.words.first.map(onLines.contains) == true && onLines.contains(pieces[j].words[0])
            let limit = max(size * 2 / 3, Group.maxLineGap(valueSize, FontSize.of(pieces[j]), bodySize: size),
                            lined ? 2 * max(last.box.height, p.height) : 0, labelGap.map { $0 + size / 4 } ?? 0)
            return under && gap <= limit && abs(textStart(pieces[j]) - textStart(value)) <= size
                && split(pieces[j].words).isEmpty && !Segmenter.isMarker(pieces[j].words[0], size: size)
                && !pieces.indices.contains { k in
                    // Text left of it on its row is another field's label or another column's line; a speck
                    // or a ruling OCR read (".", "|", "—") is neither.
                    k != j && pieces[k].box.maxX <= p.x && !isSpecks(pieces[k])
                        && pieces[k].box.verticalOverlap(p) * 2 >= min(p.height, pieces[k].box.height)
                }
        }).min(by: { pieces[$0].box.y < pieces[$1].box.y }) {
            used.insert(j)
            lines.append(pieces[j])
            last = pieces[j]
        }
        return lines
    }

    /// A label printed over two lines, its answer right of the first: the free piece right under the key, opening
    /// with "(" and closing with ")", starting where the key starts and ending before the answer, is the label's
    /// qualifier ("This Change:  +58,500" over "(From Current Budget)", "Final Report Due" over "(Supplier Rpt.)")
    /// and joins the key. `used`: the pieces taken.
    static func wrappedKeys(_ fields: [Found], _ pieces: [Line]) -> (fields: [Found], used: Set<Int>) {
        var used = Set<Int>()
        var result = fields
        for n in result.indices {
            let found = result[n]
            guard let keyLine = found.lines.first, let valueBox = found.field.valueBox,
                  valueBox.x >= keyLine.box.maxX else { continue }
            let size = max(1, FontSize.of(keyLine))
            guard let tail = pieces.indices.first(where: { j in
                let text = pieces[j].text
                let gap = band(pieces[j]).top - band(keyLine).bottom
                return !used.contains(j) && text.hasPrefix("(") && text.hasSuffix(")") && text.contains(where: \.isLetter)
                    && gap >= -size / 3 && gap <= size && pieces[j].box.maxX <= valueBox.x
                    && abs(textStart(pieces[j]) - textStart(keyLine)) <= 2 * size
            }) else { continue }
            let valueLines = Array(found.lines.dropFirst())
            guard var joined = make(key: keyLine.words + pieces[tail].words, value: valueLines.first?.words ?? [],
                                    more: Array(valueLines.dropFirst())) else { continue }
            // The key as printed, without the colon before its qualifier: "This Change (From Current Budget)".
            joined.field.key = found.field.key + " " + pieces[tail].text
            result[n] = joined
            used.insert(tail)
        }
        return (result, used)
    }

    /// Where a line's text starts: at its first word holding a letter or a figure (a box's edge OCR read as "|"
    /// before an answer is no part of where it starts).
    static func textStart(_ line: Line) -> Int {
        line.words.first { $0.text.contains { $0.isLetter || $0.isNumber } }?.box.x ?? line.box.x
    }

    /// A piece of no letter or figure: specks, a ruling or a box's edge OCR read (".", "|", "—", "_").
    static func isSpecks(_ line: Line) -> Bool {
        !line.words.contains { $0.text.contains { $0.isLetter || $0.isNumber } }
    }

    /// A line's band of ink: the median top and the median foot of its words.
    static func band(_ line: Line) -> (top: Int, bottom: Int) {
        (line.words.map(\.box.y).median ?? line.box.y, line.words.map(\.box.maxY).median ?? line.box.maxY)
    }

    /// What OCR reads a speck or a box's edge before a label as ("‘Company:"): no part of the label.
    static let specks: Set<Character> = ["‘", "’", "'", "`", "\"", "“", "”"]

    /// The star a form prints before a label it requires an answer to, glued to the label ("*DATE OF EVENT:", read
    /// "+" too): no part of the label. Set apart ("* Note: …") it is a list's marker.
    static let requiredMarks: Set<Character> = ["*", "+"]

    /// A label's text without the specks and the glued required mark before it.
    static func withoutLeadingMarks(_ text: Substring) -> Substring {
        let rest = text.drop { $0.isWhitespace || specks.contains($0) }
        guard let mark = rest.first, requiredMarks.contains(mark), rest.dropFirst().first?.isLetter == true else { return rest }
        return rest.dropFirst()
    }

    /// Whether the words read as a label: short, starting with a letter, ending with a colon that is not a
    /// time's or an address's ("10:30", "https:").
    static func isLabel(_ words: [Word]) -> Bool {
        guard let last = words.last?.text, last.hasSuffix(":"), words.count <= maxKeyWords else { return false }
        let text = words.map(\.text).joined(separator: " ").dropLast()
        guard text.count <= maxKeyCharacters, text.contains(where: \.isLetter),
              let first = withoutLeadingMarks(text).first,
              first.isLetter || first.isNumber || first == "(" || first == "#"
        else { return false }
        let lower = text.lowercased()
        if ["http", "https", "ftp", "mailto"].contains(lower) { return false }
        // A sentence that introduces a list ("The following items are included:") is no label.
        if words.count >= 4, let w = words.first?.text, w.first?.isLowercase == true { return false }
        // Neither is a caption's number ("Tableau 1 :", "Figure 2:").
        if LetterParts.isCaption([Line(words: words)].compactMap { $0 }) { return false }
        // Nor a greeting ending in a colon, as Spanish letters print it ("Estimada Sra. Martínez:").
        if LetterParts.isSalutation([Line(words: words)].compactMap { $0 }) { return false }
        return !SubjectLine.isSubjectLabel(String(text))
    }

    /// The label the words open with ("Requested by" of "Requested by: Karl Hutchison"); nil for none.
    static func leadingLabel(_ words: [Word]) -> String? {
        split(words).first.map { $0.key.map(\.text).joined(separator: " ") }
    }

    // MARK: - Private

    /// Splits a piece into (key, value) parts at its labels' colons; empty when the piece starts with no label.
    private static func split(_ words: [Word], onLines: Set<Word> = []) -> [(key: [Word], value: [Word])] {
        let words = separatingFillLines(separatingGluedColons(words))
        // A label ends where the printed line its answer stands on starts (`FillLine.onRulings`).
        let lineCuts = Set(words.indices.dropLast().filter {
            !onLines.contains(words[$0]) && onLines.contains(words[$0 + 1]) && opensAnswer(words[$0 + 1])
        })
        // A colon standing apart ("Name :", French "Objet :") belongs to the word before it. A bare label
        // ends where the fill line the answer was written on starts ("PROJECT OBJECTIVE __To develop …").
        var colonEnds: [Int] = []
        for (i, word) in words.enumerated()
        where (word.text.hasSuffix(":") && !isTime(word.text) && !isDotReadAsColon(word, in: words))
            || (i + 1 < words.count && fillLineFollows(word, words[i + 1]))
            || (i == words.count - 1 && endsInFillLine(word)) || lineCuts.contains(i) {
            colonEnds.append(i)
        }
        func isKey(_ key: ArraySlice<Word>) -> Bool {
            guard let last = key.last?.text, !last.hasSuffix(":") else { return isLabel(Array(key)) }
            if let end = key.indices.last, lineCuts.contains(end) { return isLinedLabel(Array(key), onLines: onLines) }
            // A fill line inside it is a check box's ("X_POOR ___FAIR"): a label has one, after it.
            let inner = key.map(\.text).joined(separator: " ").reversed().drop { $0 == "_" }
            guard !inner.contains("_") else { return false }
            let words = key.compactMap(withoutFillLine)
            return isBareLabel(words) && FormLayoutFields.isCapitalised(words)
                && !SubjectLine.isSubjectLabel(words.map(\.text).joined(separator: " "))
        }
        guard let firstEnd = colonEnds.first, isKey(words[...firstEnd]) else { return [] }
        var parts: [(key: [Word], value: [Word])] = []
        var keyStart = 0, keyEnd = firstEnd
        for end in colonEnds.dropFirst() {
            guard end >= keyEnd + 2 else { continue }
            // A later label stands off the line its value was written on, set apart from the value (a word of the
            // value can miss a line's broken stretch).
            let lastOnLine = lineCuts.contains(end) ? ((keyEnd + 1)..<end).last { onLines.contains(words[$0]) } : nil
            if let l = lastOnLine, !WordSpacing.apart(words[l], words[l + 1], share: 2) { continue }
            let best = lastOnLine.map { $0 + 1 } ?? labelStart(words, after: keyEnd + 1, colon: end)
            guard isKey(words[best...end]) else { continue }
            parts.append((Array(words[keyStart...keyEnd]), Array(words[(keyEnd + 1)..<best])))
            keyStart = best
            keyEnd = end
        }
        parts.append((Array(words[keyStart...keyEnd]), Array(words[(keyEnd + 1)...])))
        return parts
    }

    /// Words whose label and answer OCR (or the typist) joined at the colon ("Fax:614-466-5087", "Date:6/21/90") as
    /// two words, boxes shared out by characters: a label of letters (two or more, no figure) and an answer opening
    /// with a figure, a currency sign, a bracket or a capital. A time ("17:46") has figures before its colon, a web
    /// address ("http://") a small letter or a slash after it.
    private static func separatingGluedColons(_ words: [Word]) -> [Word] {
        words.flatMap { word -> [Word] in
            guard let end = gluedLabelEnd(word.text) else { return [word] }
            let (left, right) = word.split(after: end)
            return [left, right]
        }
    }

    /// How many characters of a word are a label glued to its answer, the colon included ("Fax:614-466-5087" → 4);
    /// nil for a word that is no such pair (`separatingGluedColons`).
    static func gluedLabelEnd(_ text: String) -> Int? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let label = text[..<colon], answer = text[text.index(after: colon)...]
        guard label.filter(\.isLetter).count >= 2, label.allSatisfy({ $0.isLetter || ".#/-".contains($0) }),
              let opening = answer.first, opening.isNumber || opening.isUppercase || "$€£(+#".contains(opening),
              !answer.contains(":") else { return nil }
        return label.count + 1
    }

    /// Whether a fill line (`FillLine`) stands between `word` and `next` as OCR reads it: ending the label ("DATE__",
    /// "Circumference---") or opening the answer ("__345th", "---Dr."), the label a word of letters.
    private static func fillLineFollows(_ word: Word, _ next: Word) -> Bool {
        let core = word.text.dropFirst(FillLine.prefixLength(word.text))
        guard core.filter(\.isLetter).count >= 2, !core.hasSuffix(":") else { return false }
        let answer = next.text.dropFirst(FillLine.prefixLength(next.text))
        guard answer.contains(where: { $0.isLetter || $0.isNumber }) else { return false }
        return FillLine.suffixLength(word.text) > 0 || next.text.count > answer.count
    }

    /// Whether a piece's last word ends in a fill line after a word of letters ("Length ---------", "Signature____"):
    /// a label whose answer stands apart from it, or was left blank.
    private static func endsInFillLine(_ word: Word) -> Bool {
        let n = FillLine.suffixLength(word.text)
        return n > 0 && word.text.dropLast(n).filter(\.isLetter).count >= 2
    }

    /// Words OCR joined across a fill line ("Topic__Abnozmel", "Firm__Ruth", "Name.....John") as two words, the
    /// first keeping the fill line ("Topic__" / "Abnozmel"; `make` drops it), boxes shared out by characters; a
    /// fill line read as a word of its own ("Length  ---------") joins the word before it, unless a colon ends that.
    private static func separatingFillLines(_ words: [Word]) -> [Word] {
        let separated = words.flatMap { word -> [Word] in
            guard let cut = FillLine.inner(word.text) else { return [word] }
            let (left, right) = word.split(after: cut.end)
            return [left, right]
        }
        var result: [Word] = []
        for word in separated {
            // A colon already ends its label ("SALES:  ____  6,117,778").
            if FillLine.isFillLine(word.text), var last = result.last, last.text.contains(where: \.isLetter),
               FillLine.suffixLength(last.text) == 0, !last.text.hasSuffix(":"), let box = Box.enclosing([last.box, word.box]) {
                last.text += word.text
                last.box = box
                result[result.count - 1] = last
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// Where a later label on the same piece starts: after a gap clearly wider than a word space when there
    /// is one (a tab stop); else at the last capitalised word that follows no capitalised word
    /// ("9 Mar 2026 Weight:", "C2025 Customer ID:"); else the colon's word alone.
    private static func labelStart(_ words: [Word], after valueStart: Int, colon end: Int) -> Int {
        let candidates = Array((valueStart + 1)...end)
        let gaps = candidates.map { words[$0].box.x - words[$0 - 1].box.maxX }
        let spaces = zip(words, words.dropFirst()).map { $1.box.x - $0.box.maxX }.sorted()
        if let widest = gaps.max(), let i = gaps.firstIndex(of: widest), let space = spaces.median,
           widest * 2 >= space * 3 + 2 {
            return candidates[i]
        }
        return candidates.last { k in words[k].text.first?.isUppercase == true && !isNameWord(words[k - 1].text) } ?? end
    }

    /// A word of a name or label: "Customer", "ID", "VAT" (not "C2025", "9", "net").
    private static func isNameWord(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        let rest = text.dropFirst()
        return (rest.allSatisfy(\.isLowercase) && !rest.isEmpty) || (text.count <= 3 && text.allSatisfy(\.isUppercase))
    }

    /// A colon standing alone that is too flat for one: a colon's two dots stand an x-height apart, a separator dot
    /// between an address's parts ("Bahnhofstrasse 21 · 8001 Zürich") that OCR read as ":" is a speck, under a
    /// third of the height of the piece's other words.
    private static func isDotReadAsColon(_ word: Word, in words: [Word]) -> Bool {
        guard word.text == ":", let height = words.filter({ $0.text != ":" }).map(\.box.height).median else { return false }
        return word.box.height * 3 < height
    }

    private static func isTime(_ text: String) -> Bool {
        let core = text.dropLast()
        return !core.isEmpty && core.allSatisfy { $0.isNumber || $0 == ":" || $0 == "." }
    }

    /// The piece holding a lone label's value: the nearest piece right of it on its row, else the piece just
    /// under it, starting within the label's width.
    private static func valuePiece(for key: Line, _ pieces: [Line], used: Set<Int>, loneKeys: Set<Int>, size: Int) -> Int? {
        let free = pieces.indices.filter { !used.contains($0) && !loneKeys.contains($0) }
        let right = free.filter { j in
            let p = pieces[j].box
            return p.x >= key.box.maxX - size / 2 && p.verticalOverlap(key.box) * 2 >= min(p.height, key.box.height)
                && p.x - key.box.maxX <= 30 * size
        }
        if let j = right.min(by: { pieces[$0].box.x < pieces[$1].box.x }) {
            // Another label between the two on the same row takes it instead.
            let between = loneKeys.contains { k in
                let b = pieces[k].box
                return b.x > key.box.maxX && b.maxX <= pieces[j].box.x && b.verticalOverlap(key.box) > 0
            }
            if !between { return j }
        }
        let below = free.filter { j in
            let p = pieces[j].box
            let gap = p.y - key.box.maxY
            return gap >= -size / 3 && gap <= size * 3 / 2 && p.x >= key.box.x - size && p.x <= key.box.maxX + 2 * size
                && !Segmenter.isMarker(pieces[j].words[0], size: size)
        }
        // A label under it with its own answer beside it ("SHIP TO:" over "CUSTOMER SHIPPING NUMBER   198-1160006") is
        // the next field: this one was left blank.
        guard let j = below.min(by: { pieces[$0].box.y < pieces[$1].box.y }),
              !opensLabelColumn(j, under: key, pieces, used: used, size: size),
              !labelsTheNextAnswer(j, pieces, used: used, size: size) else { return nil }
        return j
    }

    /// Whether the piece under a section's label ("Cigarettes:", "Responsibility:") opens a column of its own labels,
    /// set in from the section's label, each beside its answer ("Brand   OLD GOLD STRAIGHT" / "Length   85 mm"):
    /// two or more such rows, their answers starting at one x. Those are the section's fields, not its value. An
    /// address or a list under its label starts where the label does, or holds no answer right of its lines.
    private static func opensLabelColumn(_ j: Int, under key: Line, _ pieces: [Line], used: Set<Int>, size: Int) -> Bool {
        guard pieces[j].box.x - key.box.x >= size / 2 else { return false }
        func answer(_ i: Int) -> Int? {
            guard isBareLabel(pieces[i].words), FormLayoutFields.isCapitalised(pieces[i].words) else { return nil }
            return freeRight(of: i, pieces, used: used, size: size).filter { split(pieces[$0].words).isEmpty }
                .min { pieces[$0].box.x < pieces[$1].box.x }
        }
        var column = [j], last = pieces[j].box
        while let next = pieces.indices.filter({ i in
            let p = pieces[i].box
            return !column.contains(i) && abs(p.x - pieces[j].box.x) <= size && p.y > last.y && p.y - last.maxY <= 2 * size
        }).min(by: { pieces[$0].box.y < pieces[$1].box.y }) {
            column.append(next)
            last = pieces[next].box
        }
        guard let first = answer(j) else { return false }
        return column.compactMap(answer).filter { abs(pieces[$0].box.x - pieces[first].box.x) <= 2 * size }.count >= 2
    }

    /// The field, or one field a line when its value is a distribution list: two lines or more, each a person's
    /// name ("To:  Mr. G. J. Schramm / Mr. R. H. Stinnette / Mr. J. B. McCarthy"), each an answer of its own as a
    /// memo's recipients are.
    private static func listed(key: [Word], value: [Word], more: [Line]) -> [Found] {
        let lines = (Line(words: value).map { [$0] } ?? []) + more
        guard lines.count >= 2, lines.allSatisfy({ PersonName.isName($0.words) }) else {
            return make(key: key, value: value, more: more).map { [$0] } ?? []
        }
        return lines.compactMap { make(key: key, value: $0.words) }
    }

    /// A distribution list printed in two columns ("To:  Mr. G. J. Schramm   Mr. W. P. Myhan" / "Mr. R. H. Stinnette
    /// Mr. F. X. Whelan"): right of each of the list's lines, the first free piece on its row, within
    /// `FormLayoutFields.maxRightGap` text sizes, when it is a person's name too. Nothing unless the list's lines
    /// (`lines`: the value's first line and its run-on) are two or more names; the pieces taken join `used`.
    private static func namesBeside(_ lines: [Line], _ pieces: [Line], used: inout Set<Int>, size: Int) -> [Line] {
        guard lines.count >= 2, lines.allSatisfy({ PersonName.isName($0.words) }) else { return [] }
        var beside: [Line] = []
        for line in lines {
            let row = pieces.indices.filter { j in
                let p = pieces[j].box
                return !used.contains(j) && p.x >= line.box.maxX && p.verticalOverlap(line.box) * 2 >= min(p.height, line.box.height)
            }
            guard let j = row.min(by: { pieces[$0].box.x < pieces[$1].box.x }),
                  pieces[j].box.x - line.box.maxX <= FormLayoutFields.maxRightGap * size,
                  PersonName.isName(pieces[j].words) else { continue }
            used.insert(j)
            beside.append(pieces[j])
        }
        return beside
    }

    static func make(key: [Word], value: [Word], more: [Line] = []) -> Found? {
        let key = key.compactMap(withoutFillLine)
        let value = value.compactMap(withoutFillLine)
        let more = more.compactMap { Line(words: $0.words.compactMap(withoutFillLine)) }
        var keyText = key.map(\.text).joined(separator: " ")
        while keyText.hasSuffix(":") || keyText.hasSuffix(" ") { keyText.removeLast() }
        if keyText.contains(where: { !specks.contains($0) }) { keyText = String(withoutLeadingMarks(keyText[...])) }
        guard let keyLine = Line(words: key) else { return nil }
        let read = (Line(words: value).map { [$0] } ?? []) + more
        let valueLines = isSpeckReading(read.flatMap(\.words)) ? [] : read
        let lines = [keyLine] + valueLines
        return Found(field: Field(key: keyText, value: TextJoin.lines(valueLines.map(\.text)),
                                  keyBox: keyLine.box, valueBox: Box.enclosing(valueLines.map(\.box))),
                     lines: lines, box: Box.enclosing(lines.map(\.box)) ?? keyLine.box)
    }

    /// An answer of no figure and at most two letters, all small ("e", "ee", "ru", ":", "|"): specks, a box's edge or
    /// a ruling OCR read where the answer was left blank, in any script with capitals. A check mark ("x") is an answer.
    static func isSpeckReading(_ words: [Word]) -> Bool {
        guard !words.isEmpty, !words.contains(where: { $0.text.contains(where: \.isNumber) }) else { return false }
        let letters = words.flatMap { $0.text.filter(\.isLetter) }
        if letters.isEmpty { return true }
        return letters.count <= 2 && letters.allSatisfy(\.isLowercase) && !letters.allSatisfy { $0 == "x" }
    }

    /// A word without the fill line OCR reads from the blank line a value was written on or from a leader
    /// ("___mice", "Date____", "---Dr."); nil when nothing else is left.
    private static func withoutFillLine(_ word: Word) -> Word? {
        let core = FillLine.trimmed(word.text)
        guard core.count != word.text.count else { return word }
        guard !core.isEmpty else { return nil }
        var trimmed = word
        trimmed.text = core
        return trimmed
    }
}
