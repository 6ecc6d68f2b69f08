import DocModel
import Foundation

/// Where a line's words sit far apart, as in a table Tesseract read as one paragraph ("3      499,00 SEK"):
/// the block text has one space there like anywhere else, so "3 499,00" would read as three thousand.
/// A gap wider than 1.5 times the line's median word height is no word space (a space is about a third
/// of that): the text handed to the detectors gets a tab there instead, which no number, phone or
/// amount spans. One UTF-16 unit for one, so ranges stay valid in the block text.
extension WordOffsets {
    func markingColumnGaps(in text: String) -> String {
        var units = Array(text.utf16)
        var changed = false
        for (l, line) in lines.enumerated() {
            let heights = line.words.map(\.box.height).sorted()
            guard heights.count > 1 else { continue }
            let limit = Double(heights[heights.count / 2]) * 1.5
            let offsets = entries.filter { $0.line == l }
            for (left, right) in zip(offsets, offsets.dropFirst()) {
                let a = line.words[left.word].box, b = line.words[right.word].box
                let space = NSMaxRange(left.range)
                guard Double(b.x - (a.x + a.width)) > limit, space < units.count, units[space] == 32 else { continue }
                units[space] = 9
                changed = true
            }
        }
        return changed ? String(decoding: units, as: UTF16.self) : text
    }
}
