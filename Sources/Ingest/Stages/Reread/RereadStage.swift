import DocModel
import Foundation
import Imaging
import OCR
import Pipeline

/// Reads doubtful lines again on their own: after `ocr`, every line holding a word Tesseract was less
/// sure of than `below` is cut out of the page (with a small margin), enlarged so that its text is about
/// `targetHeight` pixels high, framed in white and recognized as one line (psm single_line). The new
/// reading replaces the line only when Tesseract itself is surer of it (its mean word confidence is
/// higher by more than `minGain`); the truth is never consulted. On a whole page Tesseract reads small
/// or tightly set text at the page's scale, where "3.5 l" becomes "3.51" and "1.4 kg" "14kg"; at twice
/// the size and without the neighbouring lines it often splits and reads such words right.
struct RereadStage: PageStage {
    let name = "reread"
    /// This worker's engine, in single-line mode, with the same languages as the page's `ocr`.
    let engine: TesseractEngine
    /// A line is read again when one of its words has a lower confidence (0…1).
    var below = 0.8
    /// The line's box (its words' union) is enlarged to about each of these heights in pixels in turn ...
    var targetHeights = [48.0, 96.0]
    /// ... by at most this factor, and never reduced.
    var maxScale = 3.0
    /// The re-read's mean word confidence must exceed the first reading's by more than this.
    var minGain = 0.0
    /// Margin cut around the line's box, as a share of its height: vertically small, so that the
    /// neighbouring lines' ascenders and descenders stay out; horizontally a little more.
    var verticalMargin = 0.12
    var horizontalMargin = 0.4
    static let absentConfidence = 0.75

    func applies(to work: PageWork) -> Bool {
        work.image != nil && work.textSource == .ocr && !work.paragraphs.isEmpty
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        for p in work.paragraphs.indices {
            for l in work.paragraphs[p].indices {
                let line = work.paragraphs[p][l]
                guard line.words.contains(where: { $0.confidence < below }),
                      let better = try reread(line, in: image, dpi: work.dpi)
                else { continue }
                work.paragraphs[p][l] = better
            }
        }
    }

    /// The line read again, or nil when no new reading is surer (or the line cannot be cut out). Each
    /// of `targetHeights` gives one reading; the one Tesseract is surest of, against the first, wins.
    func reread(_ line: Line, in image: Image, dpi: Int) throws -> Line? {
        let box = line.box
        guard box.height >= 4, box.width >= 4 else { return nil }
        let h = Double(box.height)
        let mx = Int((h * horizontalMargin).rounded()), my = Int((h * verticalMargin).rounded())
        let left = max(0, box.x - mx), top = max(0, box.y - my)
        guard let crop = try image.croppedGray(x: left, y: top, width: box.width + 2 * mx, height: box.height + 2 * my)
        else { return nil }
        let oldLength = line.words.map(\.text.count).reduce(0, +)
        var best: (gain: Double, words: [Word])?
        var tried: [Double] = []
        for target in targetHeights {
            let scale = min(maxScale, max(1, target / h))
            guard !tried.contains(where: { abs($0 - scale) < 0.05 }) else { continue }
            tried.append(scale)
            // pixScale interpolates greyscale linearly when enlarging, so strokes stay smooth.
            let scaled = scale > 1.01 ? try crop.scaled(by: scale) : crop
            let pad = max(8, Int(h * scale / 3))
            let framed = try scaled.paddedWhite(by: pad)
            let resolution = max(1, Int((Double(dpi) * scale).rounded()))
            let words = try engine.recognize(framed, resolution: resolution).flatMap(\.lines).flatMap(\.words)
            // A reading that lost or invented much of the line is not the same line read better, however
            // sure Tesseract is of what is left.
            let newLength = words.map(\.text.count).reduce(0, +)
            guard !words.isEmpty, newLength * 2 >= oldLength, newLength <= oldLength * 2 + 2 else { continue }
            // Only the words the two readings disagree on are compared: a mean over the whole line would
            // favour whichever reading has more words there ("14kg" against "1.4" "kg"), and identical
            // words say nothing about which reading is better.
            let (oldDiffering, newDiffering) = Self.differing(line.words, words)
            guard !oldDiffering.isEmpty || !newDiffering.isEmpty else { continue }
            let gain = Self.meanConfidence(newDiffering) - Self.meanConfidence(oldDiffering)
            if ProcessInfo.processInfo.environment["FOLIO_REREAD_DEBUG"] != nil {
                FileHandle.standardError.write(Data("REREAD \(String(format: "%+.3f", gain)) x\(String(format: "%.2f", scale)) [\(line.text)] -> [\(words.map(\.text).joined(separator: " "))] \(oldDiffering.map { "\($0.text):\(Int($0.confidence * 100))" }) \(newDiffering.map { "\($0.text):\(Int($0.confidence * 100))" })\n".utf8))
            }
            guard gain > minGain, gain > best?.gain ?? -1 else { continue }
            let mapped = words.map { word in
                Word(text: word.text, box: Self.pageBox(word.box, scale: scale, pad: pad, origin: (left, top),
                                                        within: crop.width, crop.height),
                     confidence: word.confidence)
            }
            best = (gain, mapped)
        }
        return best.flatMap { Line(words: $0.words) }
    }

    /// A box in the framed crop's pixels as a box on the page: less the white frame, divided by the
    /// enlargement, plus the crop's corner; kept inside the crop.
    static func pageBox(_ box: Box, scale: Double, pad: Int, origin: (x: Int, y: Int), within width: Int, _ height: Int) -> Box {
        func back(_ v: Int, _ limit: Int) -> Int { min(limit, max(0, Int((Double(v - pad) / scale).rounded()))) }
        let x0 = back(box.x, width), y0 = back(box.y, height)
        let x1 = max(x0, back(box.maxX, width)), y1 = max(y0, back(box.maxY, height))
        return Box(x: origin.x + x0, y: origin.y + y0, width: x1 - x0, height: y1 - y0)
    }

    /// The words of each reading that are not in their longest common subsequence (compared by text).
    static func differing(_ a: [Word], _ b: [Word]) -> ([Word], [Word]) {
        let n = a.count, m = b.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i].text == b[j].text ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var onlyA: [Word] = [], onlyB: [Word] = []
        var i = 0, j = 0
        while i < n && j < m {
            if a[i].text == b[j].text { i += 1; j += 1 }
            else if table[i + 1][j] >= table[i][j + 1] { onlyA.append(a[i]); i += 1 }
            else { onlyB.append(b[j]); j += 1 }
        }
        onlyA += a[i...]
        onlyB += b[j...]
        return (onlyA, onlyB)
    }

    /// Mean word confidence weighted by length, so a split word is not counted twice. No words at all
    /// counts as `absentConfidence`: a reading adds a word only when Tesseract is fairly sure of it, and
    /// drops one only when the other reading was unsure of it.
    static func meanConfidence(_ words: [Word]) -> Double {
        let weights = words.map { Double(max(1, $0.text.count)) }
        let total = weights.reduce(0, +)
        guard total > 0 else { return absentConfidence }
        return zip(words, weights).map { $0.confidence * $1 }.reduce(0, +) / total
    }
}
