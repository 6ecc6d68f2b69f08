import DocModel
import Foundation
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
