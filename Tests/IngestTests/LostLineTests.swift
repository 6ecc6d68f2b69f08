import DocModel
import Foundation
import Imaging
import OCR
import Pipeline
import Testing
@testable import Ingest

/// The `lost_lines` stage: ink rows no read word covers are read on their own.
@Suite struct LostLineTests {
    func blob(_ x: Int, _ y: Int, _ w: Int = 10, _ h: Int = 20) -> Image.ComponentBox {
        Image.ComponentBox(x: x, y: y, width: w, height: h)
    }

    @Test func onlyCharacterSizedBlobsOutsideWordsMakeARow() {
        let word = Box(x: 0, y: 0, width: 200, height: 22)
        let covered = (0..<6).map { blob(5 + 30 * $0, 1) }
        let lost = (0..<5).map { blob(20 + 25 * $0, 50) }               // a row of five letters under the word
        let specks = (0..<8).map { blob(10 + 20 * $0, 120, 2, 2) }       // dust: too small
        let rule = blob(0, 160, 300, 3)                                  // a printed rule: too flat
        let far = (0..<5).map { blob(20 + 25 * $0, 400) }                // below the part looked at
        let rows = LostLineStage.uncoveredRows(covered + lost + specks + [rule] + far, words: [word], lineHeight: 20,
                                               lastTop: 300, minBlobs: 4)
        #expect(rows == [Box(x: 20, y: 50, width: 110, height: 20)])
        // Three blobs are too few to be worth a reading.
        #expect(LostLineStage.uncoveredRows(Array(lost.prefix(3)), words: [], lineHeight: 20, lastTop: 300, minBlobs: 4).isEmpty)
    }

    @Test func aFormsRowIsCutIntoItsLostLabelsAndAnswersAtWideGapsAndAtTheWordsReadBetweenThem() {
        // A form's row: "TO:" and its typed answer dropped, a label between them read, and a second answer far right.
        let h = 20
        let read = Box(x: 70, y: 50, width: 40, height: 20)               // a word Tesseract did read, x 70…110
        let label = (0..<3).map { blob(20 + 15 * $0, 50) }                // x 20…60
        let answer = (0..<4).map { blob(118 + 15 * $0, 50) }              // x 118…173: 58 px from the label, the word between
        let far = (0..<4).map { blob(400 + 15 * $0, 51) }                 // x 400…455: 227 px (11 heights) further
        let blobs = label + answer + far
        #expect(LostLineStage.uncoveredRows(blobs, words: [read], lineHeight: Double(h), lastTop: 300, minBlobs: 2,
                                            splitGap: 3) == [Box(x: 20, y: 50, width: 40, height: 20),
                                                             Box(x: 118, y: 50, width: 55, height: 20),
                                                             Box(x: 400, y: 51, width: 55, height: 20)])
        // Without the cut (a receipt's head) the row is one box over the read label too.
        #expect(LostLineStage.uncoveredRows(blobs, words: [read], lineHeight: Double(h), lastTop: 300, minBlobs: 2)
            == [Box(x: 20, y: 50, width: 435, height: 21)])
    }

    @Test func aLineMissingFromThePageReadingIsReadBackInItsPlace() throws {
        // corpus/receipts/receipt-01-scan.png: "CORNER BAKERY LTD" in bold at the head (looked at). The page
        // is read, that line is taken out of the reading as if Tesseract had dropped it, and the stage
        // finds its ink and reads it back, above "12 High Street".
        let path = "corpus/receipts/receipt-01-scan.png"
        let image = try ImageDecoder().decode(try Repo.data(path), mediaType: .png, file: path)
        let work = PageWork(number: 1, image: image, dpi: 300, documentPath: path)
        var page = work
        try OCRStage(engine: try TesseractEngine(mode: .singleBlock)).process(&page)
        let all = page.paragraphs.flatMap { $0 }
        let name = try #require(all.first { $0.text == "CORNER BAKERY LTD" })
        page.paragraphs = page.paragraphs.map { $0.filter { $0.text != name.text } }.filter { !$0.isEmpty }
        try LostLineStage(engine: try TesseractEngine(mode: .singleLine), withinTop: 0.4).process(&page)
        let lines = page.paragraphs.flatMap { $0 }
        #expect(lines.count == all.count)
        let back = try #require(lines.first { $0.text == "CORNER BAKERY LTD" })
        #expect(abs(back.box.y - name.box.y) <= 3 && abs(back.box.x - name.box.x) <= 3)
        let next = try #require(lines.firstIndex { $0.text.hasPrefix("12 High") })
        #expect(lines.firstIndex(of: back).map { $0 < next } == true)
    }

    @Test func aSparseReadingsWordsNoReadWordCoversJoinThePageAsRunsCutAtTheReadWords() throws {
        // A form's row read in sparse mode: "TO:" and "John Smith" that the page's reading dropped, "DATE:" it did read
        // (its box covers the sparse word's centre), then "3/4/98", and a speck read "~" of low confidence on its own line.
        func word(_ text: String, _ x: Int, _ confidence: Double = 0.9) -> Word {
            Word(text: text, box: Box(x: x, y: 100, width: 40, height: 12), confidence: confidence)
        }
        let row = try #require(Line(words: [word("TO:", 10), word("John", 60), word("Smith", 110), word("DATE:", 300), word("3/4/98", 360)]))
        let speck = try #require(Line(words: [word("~", 600, 0.3)]))
        let read = [Box(x: 296, y: 98, width: 48, height: 16)]                    // "DATE:" as the page read it
        let runs = LostLineStage.uncoveredRuns(of: [row, speck], besides: read, minConfidence: 0.6, minSigns: 2)
        #expect(runs.map(\.text) == ["TO: John Smith", "3/4/98"])
        #expect(runs.first?.box == Box(x: 10, y: 100, width: 140, height: 12))
        // A run of one sign is too short to keep ("X" beside a box it checks is left to the ink rows).
        let mark = try #require(Line(words: [word("X", 700)]))
        #expect(LostLineStage.uncoveredRuns(of: [mark], besides: [], minConfidence: 0.6, minSigns: 2).isEmpty)
    }
}
