import DocModel
import Foundation

/// Where each word of a block sits in the block's text. The text is the block's lines joined by
/// newlines (`Block.paragraph`) or, from the layout stage, running text: lines joined by spaces, a word
/// hyphenated at a line end joined again, a list item's marker left out. So each word is looked up in
/// the text in order, with only whitespace before it; a word not found there (the marker) gets no entry,
/// and a hyphenated "docu-" is matched by "docu". Nil when the block has no words.
struct WordOffsets {
    /// (line, word, UTF-16 range in the block text)
    var entries: [(line: Int, word: Int, range: NSRange)] = []
    let lines: [Line]

    init?(_ block: Block) {
        guard !block.lines.isEmpty else { return nil }
        lines = block.lines
        let text = Array(block.text.utf16)
        var offset = 0
        for (l, line) in block.lines.enumerated() {
            for (w, word) in line.words.enumerated() {
                guard let range = Self.locate(Array(word.text.utf16), in: text, from: offset) else { continue }
                entries.append((l, w, range))
                offset = NSMaxRange(range)
            }
        }
        guard !entries.isEmpty else { return nil }
    }

    /// The word at `from` after whitespace only; a line-end hyphen may be missing from the text.
    static func locate(_ word: [UInt16], in text: [UInt16], from: Int) -> NSRange? {
        var start = from
        while start < text.count, [9, 10, 13, 32].contains(text[start]) { start += 1 }
        for candidate in [word, Array(word.dropLast())] where !candidate.isEmpty && start + candidate.count <= text.count {
            if Array(text[start..<(start + candidate.count)]) == candidate { return NSRange(location: start, length: candidate.count) }
            if word.last.map({ [45, 0xAD, 0xAC].contains($0) }) != true { break }
        }
        return nil
    }

    func words(in range: NSRange) -> [Word] {
        entries.filter { NSIntersectionRange($0.range, range).length > 0 }.map { lines[$0.line].words[$0.word] }
    }

    /// The text the detectors read: the block text, with a newline again where a line ends in running
    /// text (an address's lines, a column of amounts) and a tab at a column-wide gap (see ColumnGaps).
    /// One UTF-16 unit for one, so every range in it is the same range in the block text.
    /// A line that goes on beside the one before it, on the same row (a field's value the layout set apart from
    /// its key: "AVENIDA DE LA CONSTITUCIÓN" | "22" on a photographed receipt), is no line break.
    func detectionText(_ text: String) -> String {
        var units = Array(text.utf16)
        for (current, next) in zip(entries, entries.dropFirst())
        where next.line != current.line && !Self.beside(lines[next.line].box, lines[current.line].box) {
            let gap = NSMaxRange(current.range)
            if gap < units.count, next.range.location == gap + 1, units[gap] == 32 { units[gap] = 10 }
        }
        return markingColumnGaps(in: String(decoding: units, as: UTF16.self))
    }

    /// True when `next` starts right of `line` and shares at least half the lower one's height with it.
    static func beside(_ next: Box, _ line: Box) -> Bool {
        let shared = min(next.y + next.height, line.y + line.height) - max(next.y, line.y)
        return next.x >= line.x + line.width - line.height / 2 && 2 * shared >= min(next.height, line.height)
    }

    /// Replaces the characters at these UTF-16 offsets of the block text with "*" in the words holding them.
    func mask(_ offsets: [Int], in block: inout Block) {
        for entry in entries {
            let inside = offsets.filter { NSLocationInRange($0, entry.range) }.map { $0 - entry.range.location }
            guard !inside.isEmpty else { continue }
            var units = Array(block.lines[entry.line].words[entry.word].text.utf16)
            for i in inside where i < units.count { units[i] = UInt16(UInt8(ascii: "*")) }
            block.lines[entry.line].words[entry.word].text = String(decoding: units, as: UTF16.self)
        }
    }
}
