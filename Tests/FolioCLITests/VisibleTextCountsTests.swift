import Evaluation
import Foundation
import TestSupport
import Testing
@testable import EvaluationTasks

/// The text evaluation's extra lines for photographed pages cut by the frame.
@Suite struct VisibleTextCountsTests {
    @Test func cutPagesAreScoredAgainstTheirVisibleTextOnSeparateLines() throws {
        // A page cut by the frame: its truth is "alpha beta gamma delta" but the picture shows "alpha beta";
        // Folio read "alpha beta". Against the full truth 12 of 22 characters are missing (" gamma delta");
        // against the visible text none is.
        let cut = EvaluationRun.Row(document: "cut.jpg", page: 1, source: "ocr",
                                  folio: EvaluationRun.ErrorCounts(characters: TextMetrics.characterErrors(read: "alpha beta", truth: "alpha beta gamma delta"),
                                                                 words: TextMetrics.wordErrors(read: "alpha beta", truth: "alpha beta gamma delta")),
                                  tesseract: nil,
                                  visible: VisibleTextCounts(folioRead: "alpha beta", referenceRead: nil, visibleTruth: "alpha beta"))
        // A whole page read with one wrong character in 10.
        let whole = EvaluationRun.Row(document: "whole.jpg", page: 1, source: "ocr",
                                    folio: EvaluationRun.ErrorCounts(characters: TextMetrics.characterErrors(read: "abcdefghiX", truth: "abcdefghij"),
                                                                   words: TextMetrics.wordErrors(read: "abcdefghiX", truth: "abcdefghij")),
                                    tesseract: nil)
        let lines = VisibleTextCounts.summaryRows([cut, whole])
        #expect(lines.count == 3)
        #expect(lines[0][0] == "cut by the frame (1 pages), full truth" && lines[0][3] == "54.55%")   // 12 / 22
        #expect(lines[1][0] == "cut by the frame (1 pages), visible text only" && lines[1][3] == "0.00%")
        // All pages with the cut one on its visible text: 1 error in 10 + 10 characters.
        #expect(lines[2][3] == "5.00%")
        #expect(lines[1][4] == "-")
        // No cut pages: no extra lines.
        #expect(VisibleTextCounts.summaryRows([whole]).isEmpty)
    }

    @Test func visibleTextIsReadFromThePhotoTruth() throws {
        let url = URL(fileURLWithPath: Repo.path("corpus/photos/photo-14-receipt-desk.truth.json"))
        let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: url))
        let page = try #require(truth.pages.first)
        let visible = try #require(page.visibleText)
        // The receipt runs out of the frame on the left: "TOTAL" and "CARD PAYMENT" are in the text, not
        // in what the picture shows; the right-hand amounts are in both.
        #expect(page.text?.contains("CARD PAYMENT") == true)
        #expect(!visible.contains("CARD PAYMENT") && !visible.contains("TOTAL £34.38"))
        #expect(visible.contains("PAYMENT £34.38") && visible.contains("SUBTOTAL 28.65"))
    }
}
