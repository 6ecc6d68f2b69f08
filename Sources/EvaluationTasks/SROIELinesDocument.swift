import DocModel
import Foundation

/// DIAGNOSTIC ONLY (`folio eval --task receipts --ocr-source sroie-boxes`): a Document built from SROIE's own
/// transcribed text lines (`box/NNN.csv`, one line per row: `x1,y1,x2,y2,x3,y3,x4,y4,TEXT`), the lines the
/// ICDAR 2019 task-3 participants were given. Feeding them to Folio's receipt extraction instead of Folio's
/// OCR splits the misses into extraction misses and OCR misses. The product never reads these files.
enum SROIELinesDocument {
    struct Failure: Error, CustomStringConvertible {
        var file: String
        var reason: String
        var description: String { "\(file): \(reason)" }
    }

    /// The document: one page as large as the lines' extent, one paragraph holding every line in file order.
    /// SROIE gives one box per line, so each word gets a slice of it in proportion to its characters.
    static func load(path: String) throws -> Document {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(file: path, reason: "cannot read") }
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else {
            throw Failure(file: path, reason: "not text")
        }
        let lines = text.split(whereSeparator: \.isNewline).compactMap { parse(String($0)) }
        guard !lines.isEmpty else { throw Failure(file: path, reason: "no text lines") }
        let width = (lines.map(\.box.maxX).max() ?? 0) + 1, height = (lines.map(\.box.maxY).max() ?? 0) + 1
        let page = Page(number: 1, width: width, height: height, dpi: 300, textSource: .ocr, confidence: 1)
        let source = Source(path: path, sha256: "", mediaType: "text/csv", byteCount: data.count)
        var document = Document(source: source, pages: [page], blocks: [])
        if let block = Block.paragraph(id: "b1", page: 1, lines: lines) { document.blocks = [block] }
        return document
    }

    /// A row split on its first eight commas: the eight corner coordinates as written, then the text (which
    /// may itself contain commas). Nil when the row has fewer than eight commas.
    static func fields(_ row: Substring) -> (corners: [Substring], text: Substring)? {
        let fields = row.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false)
        guard fields.count == 9 else { return nil }
        return (Array(fields.prefix(8)), fields[8])
    }

    /// One CSV line: eight corner coordinates, then the text.
    static func parse(_ row: String) -> Line? {
        guard let (corners, text) = fields(Substring(row)) else { return nil }
        let numbers = corners.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 8 else { return nil }
        let xs = stride(from: 0, to: 8, by: 2).map { max(0, numbers[$0]) }
        let ys = stride(from: 1, to: 8, by: 2).map { max(0, numbers[$0]) }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        let box = Box(x: minX, y: minY, width: max(1, maxX - minX), height: max(1, maxY - minY))
        let tokens = text.split(separator: " ").map(String.init)
        guard !tokens.isEmpty else { return nil }
        let characters = tokens.map(\.count).reduce(0, +) + tokens.count - 1
        var offset = 0
        let words = tokens.map { token -> Word in
            let x = box.x + box.width * offset / max(1, characters)
            let w = max(1, box.width * token.count / max(1, characters))
            offset += token.count + 1
            return Word(text: token, box: Box(x: x, y: box.y, width: max(1, min(w, box.maxX - x)), height: box.height), confidence: 1)
        }
        return Line(box: box, confidence: 1, words: words)
    }
}
