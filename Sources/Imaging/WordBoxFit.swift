import DocModel
import Foundation

/// OCR result repair before anything reads the words' positions: word boxes stretched over the line a word stands on.
///
/// Tesseract boxes a word by its blobs, and a word whose letters touch a fill line, an underline or a box's edge is one
/// blob with that line: its box runs along the whole line ("Patricia" 285 px wide for eight letters on a form's fill
/// line, a label's box over the line its answer is typed on, hiding the answer's ink from `lost_lines`), and a stretch
/// of line alone is read as letters ("ee", "sss", "___"). Such a word's box is set to the ink its letters have away from
/// the page's lines; a "word" with no such ink is a line read as letters and is dropped. Only words far wider than
/// their letters need and along a ruling found in the pixels are looked at: a word boxed right keeps its box, and so
/// does a word wide for its large letters (a letterhead's name on a photographed letter), which no ruling runs along.
public enum WordBoxFit {
    /// A word is looked at when its box is at least this many times as wide as its characters need.
    static let stretch = 2.0
    /// Ink apart by more than this many character widths is another word's (a label's answer along its line).
    static let apart = 1.5
    /// A row of the box this full of ink is a dotted or broken line, not letters (the word fills under half of it).
    static let dottedRow = 0.6

    /// The median width of a character on the page: of the words of three letters or digits or more.
    public static func pitch(_ words: [Word]) -> Double? {
        let widths = words.filter { $0.text.count >= 3 && $0.text.allSatisfy { $0.isLetter || $0.isNumber } }
            .map { Double($0.box.width) / Double($0.text.count) }.sorted()
        guard widths.count >= 5 else { return nil }
        return widths[widths.count / 2]
    }

    public static func isStretched(_ word: Word, pitch: Double) -> Bool {
        let need = Double(max(1, word.text.count)) * pitch
        return Double(word.box.width) >= max(stretch * need, 3 * pitch)
    }

    /// The box the word's letters have in `patch` (its box's pixels), with the columns in `taken` (other words' boxes
    /// on its line, in the patch's columns) left out; nil when the box holds no ink but lines.
    public static func fitted(_ patch: LineFreeInk.Patch, characters: Int, pitch: Double, taken: [Range<Int>] = []) -> Box? {
        let w = patch.width, h = patch.height
        var ink = patch.ink
        // The rows a line runs along and the columns a line runs down: the letters lose their foot or an edge there,
        // the line's grey fringe goes with them.
        for r in 0..<h where patch.lineRows[r] { for c in 0..<w { ink[r * w + c] = false } }
        for c in 0..<w where patch.lineColumns[c] { for r in 0..<h { ink[r * w + c] = false } }
        for range in taken { for c in range.clamped(to: 0..<w) { for r in 0..<h { ink[r * w + c] = false } } }
        // A dotted or broken line leaves dots between its long runs: rows mostly full across the box are that line.
        for r in 0..<h {
            let full = (0..<w).filter { ink[r * w + $0] }.count
            if Double(full) >= dottedRow * Double(w) { for c in 0..<w { ink[r * w + c] = false } }
        }
        // A dotted line under the letters, apart from them by a blank row, is a thin band of its own: only the bands of
        // rows at least 0.4 as tall as the tallest are the word's (a word is one line of letters).
        var bands: [Range<Int>] = []
        for r in 0..<h where (0..<w).contains(where: { ink[r * w + $0] }) {
            if let last = bands.last, last.upperBound == r { bands[bands.count - 1] = last.lowerBound..<(r + 1) } else { bands.append(r..<(r + 1)) }
        }
        let tallest = bands.map(\.count).max() ?? 0
        for band in bands where Double(band.count) < 0.4 * Double(tallest) {
            for r in band { for c in 0..<w { ink[r * w + c] = false } }
        }
        var columns = Array(repeating: 0, count: w)
        for r in 0..<h { for c in 0..<w where ink[r * w + c] { columns[c] += 1 } }
        let total = columns.reduce(0, +)
        // Less ink than a quarter of a character's square: specks, the grey edge of a line.
        guard Double(total) >= pitch * pitch / 4 else { return nil }
        // Runs of inked columns, split where the gap is wider than a word space.
        var segments: [(start: Int, end: Int)] = []
        let gap = max(2, Int((apart * pitch).rounded()))
        for c in 0..<w where columns[c] > 0 {
            if let last = segments.last, c - last.end <= gap { segments[segments.count - 1].end = c + 1 } else { segments.append((c, c + 1)) }
        }
        // The run of segments whose width is nearest what the word's characters need; the leftmost on a tie.
        let need = Double(max(1, characters)) * pitch
        var best: (score: Double, start: Int, end: Int)?
        for i in segments.indices {
            for j in i..<segments.count {
                let width = Double(segments[j].end - segments[i].start)
                let score = abs(log(width / need))
                if best.map({ score < $0.score - 1e-9 }) ?? true { best = (score, segments[i].start, segments[j].end) }
            }
        }
        guard let best else { return nil }
        var top = h, bottom = 0
        for r in 0..<h where (best.start..<best.end).contains(where: { ink[r * w + $0] }) {
            top = min(top, r)
            bottom = r + 1
        }
        guard bottom > top else { return nil }
        return Box(x: patch.x + best.start, y: patch.y + top, width: best.end - best.start, height: bottom - top)
    }

    /// The page's lines with their stretched words that a ruling runs along fitted to their ink or dropped (`ink` made only
    /// when some word is stretched); lines left without words are dropped, and each line's box is its words' again.
    public static func repaired(_ paragraphs: [[Line]], ink: () throws -> LineFreeInk?) rethrows -> [[Line]] {
        let words = paragraphs.joined().flatMap(\.words)
        guard let pitch = pitch(words), words.contains(where: { isStretched($0, pitch: pitch) }),
              let page = try ink() else { return paragraphs }
        return paragraphs.map { lines in
            lines.compactMap { line -> Line? in
                guard line.words.contains(where: { isStretched($0, pitch: pitch) }) else { return line }
                var kept: [Word] = []
                for (i, word) in line.words.enumerated() {
                    guard isStretched(word, pitch: pitch) else { kept.append(word); continue }
                    guard let patch = page.patch(word.box), patch.holdsRuling else { kept.append(word); continue }
                    let taken = line.words.indices.filter { $0 != i && !isStretched(line.words[$0], pitch: pitch) }.map {
                        let box = line.words[$0].box
                        return (box.x - patch.x)..<(box.x + box.width - patch.x)
                    }
                    guard let box = fitted(patch, characters: word.text.count, pitch: pitch, taken: taken) else { continue }
                    kept.append(Word(text: word.text, box: box, confidence: word.confidence))
                }
                guard let box = Box.enclosing(kept.map(\.box)) else { return nil }
                return Line(box: box, confidence: line.confidence, words: kept)
            }
        }.filter { !$0.isEmpty }
    }
}
