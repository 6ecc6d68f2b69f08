import DocModel
import Foundation
import Testing
@testable import EvaluationTasks

/// The SROIE-lines diagnostic's reader: `box/NNN.csv` lines (eight corner coordinates, then text that may hold
/// commas) become a one-page document of lines and words.
@Suite struct SROIELinesDocumentTests {
    @Test func aLineKeepsTheCommasOfItsTextAndSplitsItsBoxAmongItsWords() throws {
        let line = try #require(SROIELinesDocument.parse("126,191,297,191,297,214,126,214,27,JALAN DEDAP 13,"))
        #expect(line.text == "27,JALAN DEDAP 13,")
        #expect(line.box == Box(x: 126, y: 191, width: 171, height: 23))
        #expect(line.words.map(\.text) == ["27,JALAN", "DEDAP", "13,"])
        // Words follow each other left to right inside the line's box.
        #expect(line.words[0].box.x == 126 && line.words[2].box.maxX <= 297)
        #expect(zip(line.words, line.words.dropFirst()).allSatisfy { $0.box.maxX <= $1.box.x })
        #expect(SROIELinesDocument.parse("12,34,TOTAL") == nil)
    }

    @Test func aBoxFileBecomesOnePageWithOneParagraphOfItsLines() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sroie-lines-\(getpid()).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        try "72,25,326,25,326,64,72,64,INDAH GIFT & HOME DECO\r\n50,100,200,100,200,120,50,120,TOTAL: 60.30\r\nbroken line\r\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let document = try SROIELinesDocument.load(path: file.path)
        #expect(document.invariantViolations().isEmpty)
        #expect(document.pages.count == 1 && document.pages[0].width == 327 && document.pages[0].height == 121)
        #expect(document.blocks.count == 1)
        #expect(document.blocks[0].lines.map(\.text) == ["INDAH GIFT & HOME DECO", "TOTAL: 60.30"])
    }
}
