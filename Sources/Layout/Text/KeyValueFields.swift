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

    /// Fields among `pieces`; `used` gets the indices of the pieces they consumed.
    static func find(_ pieces: [Line], bodySize: Int) -> (fields: [Found], used: Set<Int>) {
        var found: [Found] = []
        var used = Set<Int>()
        let order = pieces.indices.sorted { (pieces[$0].box.y, pieces[$0].box.x) < (pieces[$1].box.y, pieces[$1].box.x) }
        // Inline fields first ("Date: 9 Mar 2026"), then labels standing alone, which take a neighbour as value.
        var loneKeys: [Int] = []
        for i in order {
            let parts = split(pieces[i].words)
            guard !parts.isEmpty else { continue }
            if parts.count == 1, parts[0].value.isEmpty {
                loneKeys.append(i)
                continue
            }
            used.insert(i)
            found += parts.compactMap { make(key: $0.key, value: $0.value) }
        }
        for i in loneKeys {
            let key = pieces[i]
            guard !used.contains(i), let keyWords = split(key.words).first?.key else { continue }
            let size = max(1, FontSize.of(key))
            if let j = valuePiece(for: key, pieces, used: used, loneKeys: Set(loneKeys), size: size) {
                used.formUnion([i, j])
                if let f = make(key: keyWords, value: pieces[j].words) { found.append(f) }
            } else {
                used.insert(i)
                if let f = make(key: keyWords, value: []) { found.append(f) }
            }
        }
        return (found, used)
    }

    /// Whether the words read as a label: short, starting with a letter, ending with a colon that is not a
    /// time's or an address's ("10:30", "https:").
    static func isLabel(_ words: [Word]) -> Bool {
        guard let last = words.last?.text, last.hasSuffix(":"), words.count <= maxKeyWords else { return false }
        let text = words.map(\.text).joined(separator: " ").dropLast()
        guard text.count <= maxKeyCharacters, text.contains(where: \.isLetter),
              let first = text.first(where: { !$0.isWhitespace }), first.isLetter || first.isNumber || first == "(" || first == "#"
        else { return false }
        let lower = text.lowercased()
        if ["http", "https", "ftp", "mailto"].contains(lower) { return false }
        // A sentence that introduces a list ("The following items are included:") is no label.
        if words.count >= 4, let w = words.first?.text, w.first?.isLowercase == true { return false }
        return !SubjectLine.isSubjectLabel(String(text))
    }

    // MARK: - Private

    /// Splits a piece into (key, value) parts at its labels' colons; empty when the piece starts with no label.
    private static func split(_ words: [Word]) -> [(key: [Word], value: [Word])] {
        // A colon standing apart ("Name :", French "Objet :") belongs to the word before it.
        var colonEnds: [Int] = []
        for (i, word) in words.enumerated() where word.text.hasSuffix(":") && !isTime(word.text) {
            colonEnds.append(i)
        }
        guard let firstEnd = colonEnds.first, isLabel(Array(words[...firstEnd])) else { return [] }
        var parts: [(key: [Word], value: [Word])] = []
        var keyStart = 0, keyEnd = firstEnd
        for end in colonEnds.dropFirst() {
            // A later label starts after the widest gap between the value's first word and its own colon.
            guard end >= keyEnd + 2 else { continue }
            var best = end, bestGap = Int.min
            for k in (keyEnd + 2)...end {
                let gap = words[k].box.x - words[k - 1].box.maxX
                if gap > bestGap { best = k; bestGap = gap }
            }
            guard isLabel(Array(words[best...end])) else { continue }
            parts.append((Array(words[keyStart...keyEnd]), Array(words[(keyEnd + 1)..<best])))
            keyStart = best
            keyEnd = end
        }
        parts.append((Array(words[keyStart...keyEnd]), Array(words[(keyEnd + 1)...])))
        return parts
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
            return gap >= -size / 3 && gap <= size * 3 / 2 && p.x >= key.box.x - size && p.x <= key.box.maxX
                && !Segmenter.isMarker(pieces[j].words[0], size: size)
        }
        return below.min { pieces[$0].box.y < pieces[$1].box.y }
    }

    private static func make(key: [Word], value: [Word]) -> Found? {
        var keyText = key.map(\.text).joined(separator: " ")
        while keyText.hasSuffix(":") || keyText.hasSuffix(" ") { keyText.removeLast() }
        guard let keyLine = Line(words: key) else { return nil }
        let valueLine = Line(words: value)
        let lines = [keyLine] + (valueLine.map { [$0] } ?? [])
        return Found(field: Field(key: keyText, value: value.map(\.text).joined(separator: " "),
                                  keyBox: keyLine.box, valueBox: valueLine?.box),
                     lines: lines, box: Box.enclosing(lines.map(\.box)) ?? keyLine.box)
    }
}
