import DocModel
import Foundation

/// Where each word of a block sits in the block's text, which is its lines joined by newlines and each
/// line its words joined by spaces (`Block.paragraph`). Nil when the text was built some other way.
struct WordOffsets {
    /// (line, word, UTF-16 range in the block text)
    var entries: [(line: Int, word: Int, range: NSRange)] = []
    let lines: [Line]

    init?(_ block: Block) {
        guard !block.lines.isEmpty, block.lines.map(\.text).joined(separator: "\n") == block.text else { return nil }
        lines = block.lines
        var offset = 0
        for (l, line) in block.lines.enumerated() {
            for (w, word) in line.words.enumerated() {
                let length = word.text.utf16.count
                entries.append((l, w, NSRange(location: offset, length: length)))
                offset += length + 1  // the space after a word, or the newline after a line's last word
            }
            if line.words.isEmpty { offset += 1 }
        }
    }

    func words(in range: NSRange) -> [Word] {
        entries.filter { NSIntersectionRange($0.range, range).length > 0 }.map { lines[$0.line].words[$0.word] }
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
