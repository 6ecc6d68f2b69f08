import DocModel
import Foundation
import Imaging
import OCR
import Pipeline
import Testing
@testable import Ingest

/// `receipt_reread`'s date hunt (`DateHuntStage`): on a receipt that shows no date, its lines read alone.
@Suite struct DateHuntTests {
    /// Tests/IngestTests/Fixtures/receipt-date-line.png read in one block, its date line ("INV NO: CS-0077188
    /// Date: 10/04/2017") given the garbled words a photo's page reading shows in place of the date, their boxes kept.
    func garbledDateLine() throws -> (work: PageWork, index: Int) {
        let work = try ReadPage.singleBlock("Tests/IngestTests/Fixtures/receipt-date-line.png")
        var lines = work.paragraphs.flatMap { $0 }
        let index = try #require(lines.firstIndex { $0.text.contains("10/04/2017") })
        for w in lines[index].words.indices where lines[index].words[w].text.contains("10/04/2017") {
            lines[index].words[w].text = "l0'O4i20"
            lines[index].words[w].confidence = 0.3
        }
        work.paragraphs = [lines]
        #expect(!ReceiptRereadStage.showsDate(lines))
        return (work, index)
    }

    @Test func aDateLineThePageReadingGarbledIsReadAloneAndTakenWhereTwoReadingsAgree() throws {
        var (work, index) = try garbledDateLine()
        let amounts = work.paragraphs.flatMap { $0 }.filter { $0.text.contains(".") && !$0.text.contains("INV") }.map(\.text)
        let stage = DateHuntStage(engines: [try TesseractEngine(mode: .singleLine)])
        try stage.process(&work)
        let lines = work.paragraphs.flatMap { $0 }
        #expect(lines[index].text.contains("10/04/2017"), "\(lines[index].text)")
        #expect(ReceiptRereadStage.showsDate(lines))
        // The amount lines stay as the page read them.
        #expect(lines.filter { $0.text.contains(".") && !$0.text.contains("INV") }.map(\.text) == amounts)
    }

    @Test func aDateWhoseLabelDayAndMonthThePageReadingLostIsReadAcrossItsRow() throws {
        // The page reading kept only the end of the date line's year ("i2017", its box over the last figures of
        // "10/04/2017"): the line's own box holds no date; the row across the text's width holds the whole line.
        let work0 = try ReadPage.singleBlock("Tests/IngestTests/Fixtures/receipt-date-line.png")
        var lines = work0.paragraphs.flatMap { $0 }
        let index = try #require(lines.firstIndex { $0.text.contains("10/04/2017") })
        let date = try #require(lines[index].words.first { $0.text.contains("10/04/2017") })
        let tail = Box(x: date.box.x + date.box.width * 6 / 10, y: date.box.y, width: date.box.width * 4 / 10, height: date.box.height)
        lines[index] = try #require(Line(words: [Word(text: "i2017", box: tail, confidence: 0.4)]))
        var work = work0
        work.paragraphs = [lines]
        #expect(!ReceiptRereadStage.showsDate(lines))
        let stage = DateHuntStage(engines: [try TesseractEngine(mode: .singleLine)])
        #expect(try stage.hunt(lines[index], in: try #require(work.image), dpi: work.dpi) == nil,
                "the line's own box holds no date")
        try stage.process(&work)
        let after = work.paragraphs.flatMap { $0 }
        #expect(after[index].text.contains("10/04/2017"), "\(after[index].text)")
        #expect(after.count == lines.count)
        #expect(work.warnings.contains { $0.message.contains("read “") })
    }

    @Test func aDateUnderAShadowIsReadFromTheCutWithItsLightFlattened() throws {
        // The fixture darkened toward its right edge (the paper's grey falling to a quarter over the last 420 px), as a
        // shadow falls across a photographed slip: Tesseract's one threshold for the cut takes the dark paper under the
        // date for ink ("1679/25"); divided by the paper's tone around each pixel, the date reads again.
        let relative = "Tests/IngestTests/Fixtures/receipt-date-line.png"
        let page = try ImageDecoder().decode(try Repo.data(relative), mediaType: .png, file: relative).grayscale()
        var grey = try page.luminanceBytes()
        let (w, h) = (page.width, page.height)
        for y in 0..<h {
            for x in 0..<w {
                let light = 0.25 + 0.75 * min(1, max(0, Double(w - x) / 420))
                grey[y * w + x] = UInt8(Double(grey[y * w + x]) * light)
            }
        }
        let shaded = try Image.gray(width: w, height: h, bytes: grey)
        let line = try #require(try ReadPage.singleBlock(relative).paragraphs.flatMap { $0 }.first { $0.text.contains("10/04/2017") })
        let cut = try #require(try LineCut(line.box, in: shaded, mx: 8, my: 10))
        let engine = try TesseractEngine(mode: .singleLine)
        let asItStands = try cut.read(scale: 1, dpi: 300, engine: engine).map(\.text).joined(separator: " ")
        let flattened = try cut.flattened(radius: 20).read(scale: 1, dpi: 300, engine: engine).map(\.text).joined(separator: " ")
        #expect(!asItStands.contains("10/04/2017"), "\(asItStands)")
        #expect(flattened.contains("10/04/2017"), "\(flattened)")
    }

    @Test func aLineThatMayHoldADateByItsShape() {
        for text in ["T/Af2017 §316:33 PM", "Ber0a/i2", "ar 2017", "YAND 4 i3", "270317", "INV NO: CS-0077188"] {
            #expect(DateHuntStage.mayHoldDate(text), "\(text)")
        }
        // A number alone, a town's postcode, a four-digit number with no letters: no date to hunt.
        for text in ["55", "1494,", "139", "Bangkok 10110", "2017"] {
            #expect(!DateHuntStage.mayHoldDate(text), "\(text)")
        }
    }

    @Test func aReceiptThatShowsADateAndLinesEndingInAnAmountAreNotReadAgain() throws {
        // The page as read shows its date: nothing is hunted, the reading stays as it is.
        var work = try ReadPage.singleBlock("Tests/IngestTests/Fixtures/receipt-date-line.png")
        let before = work.paragraphs
        let stage = DateHuntStage(engines: [try TesseractEngine(mode: .singleLine)])
        try stage.process(&work)
        #expect(work.paragraphs == before)
        // The garbled date line given an amount at its end (as an item's row): a row ending in an amount is never
        // read again, so no date is found and the line stays as read.
        var (garbled, index) = try garbledDateLine()
        let last = try #require(garbled.paragraphs[0][index].words.last)
        garbled.paragraphs[0][index].words.append(Word(text: "2.90", box: Box(x: last.box.maxX + 20, y: last.box.y,
                                                                              width: 40, height: last.box.height), confidence: 0.9))
        let kept = garbled.paragraphs
        try stage.process(&garbled)
        #expect(garbled.paragraphs == kept)
    }

    @Test func theDefaultPipelineHuntsWithTheVotesModelsAtThreeHeights() throws {
        let spec = StageSpec(stage: "receipt_reread", options: ["vote_models": .string("eng"), "date_hunt_heights": .string("20,28,36")])
        let stage = try #require(try StageRegistry().makePageStages(PipelineDefinition(name: "t", pages: [spec], document: []))
            .first as? ReceiptRereadStage)
        let hunt = try #require(stage.followUps.compactMap { $0 as? DateHuntStage }.first)
        #expect(hunt.heights == [20, 28, 36])
        #expect(hunt.engines.count == 2 && hunt.screening == 2)
        let off = try #require(try StageRegistry().makePageStages(PipelineDefinition(
            name: "t", pages: [StageSpec(stage: "receipt_reread", options: ["vote_models": .string("eng")])], document: []))
            .first as? ReceiptRereadStage)
        #expect(!off.followUps.contains { $0 is DateHuntStage })
    }
}
