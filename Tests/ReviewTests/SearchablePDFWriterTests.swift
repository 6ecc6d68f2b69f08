import DocModel
import Foundation
import Imaging
import SearchablePDF
import TestSupport
import Testing

enum PopplerTools {
    static let pdftotext = Subprocess.find(["pdftotext"])
    static let pdfinfo = Subprocess.find(["pdfinfo"])
    static let present = pdftotext != nil && pdfinfo != nil
}

/// Words of a PDF as `pdftotext -bbox` reads them, after `pdfinfo` opened it without a complaint.
func wordsInPDF(_ file: String) throws -> [PDFWord] {
    guard let pdftotext = PopplerTools.pdftotext, let pdfinfo = PopplerTools.pdfinfo else { throw TestFailure("poppler-utils missing") }
    let info = try Subprocess.run(pdfinfo, [file])
    #expect(info.status == 0, "pdfinfo: \(info.err)")
    #expect(info.err.isEmpty, "pdfinfo complained: \(info.err)")
    let out = file + ".bbox.html"
    let text = try Subprocess.run(pdftotext, ["-bbox", file, out])
    #expect(text.status == 0 && text.err.isEmpty, "pdftotext: \(text.err)")
    return PDFWord.parse(try String(contentsOfFile: out, encoding: .utf8))
}

/// The stored words no PDF word matches: same text, each edge within `tolerance` page pixels.
func unmatched(_ words: [Word], in pdfWords: [PDFWord], dpi: Int, tolerance: Double) -> [Word] {
    let scale = Double(dpi) / 72
    return words.filter { word in
        !pdfWords.contains { p in
            p.text == word.text && abs(p.xMin * scale - Double(word.box.x)) <= tolerance
                && abs(p.xMax * scale - Double(word.box.maxX)) <= tolerance
                && abs(p.yMin * scale - Double(word.box.y)) <= tolerance
                && abs(p.yMax * scale - Double(word.box.maxY)) <= tolerance
        }
    }
}

@Suite struct SearchablePDFWriterTests {
    @Test(.enabled(if: PopplerTools.present, "pdftotext/pdfinfo missing: apt-get install poppler-utils"))
    func pdftotextFindsEveryWordOnItsBox() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let image = try Image.rgb(width: 600, height: 400)
        image.fillRows { _, row in for x in 0..<row.count { row[x] = 0xFFFF_FFFF } }
        let jpeg = try image.jpegData(quality: 60)
        let words = [
            Word(text: "Invoice", box: Box(x: 40, y: 30, width: 180, height: 44), confidence: 0.9),
            Word(text: "Köln", box: Box(x: 260, y: 30, width: 90, height: 30), confidence: 0.9),
            Word(text: "Straße", box: Box(x: 40, y: 120, width: 130, height: 28), confidence: 0.9),
            Word(text: "12,50€", box: Box(x: 400, y: 120, width: 120, height: 28), confidence: 0.9),
            Word(text: "<a&b>", box: Box(x: 40, y: 200, width: 100, height: 24), confidence: 0.9),
            Word(text: "x", box: Box(x: 300, y: 200, width: 14, height: 20), confidence: 0.9),
        ]
        let page = SearchablePDFPage(width: 600, height: 400, dpi: 150,
                                     image: EncodedImage(jpeg: jpeg.data, width: 600, height: 400, components: jpeg.components),
                                     words: words)
        let file = folder.file("out.pdf")
        try SearchablePDFWriter.write(pages: [page, page], title: "test (1)").write(to: URL(fileURLWithPath: file))
        let found = try wordsInPDF(file)
        #expect(found.count == 2 * words.count)
        #expect(unmatched(words, in: found, dpi: 150, tolerance: 1).isEmpty)
    }
}
