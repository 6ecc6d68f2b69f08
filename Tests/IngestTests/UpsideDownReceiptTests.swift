import DocModel
import Foundation
import Pipeline
import Testing
@testable import Ingest

/// Receipts laid upside down on a flatbed (corpus/receipts-multi-upside-down, `scripts/corpus/generate-receipts-multi.py
/// --upside-down`), read with the shipped receipts pipeline (real Tesseract). The region finder tells which way
/// the print runs, not which end is up; a doubtful reading is tried end over end. Figures read off the page
/// images by eye.
@Suite struct UpsideDownReceiptTests {
    func read(_ relative: String) throws -> Document { try ReceiptsPipeline.read(relative) }

    @Test func aReceiptStandingOnItsHeadIsReadHeadFirst() throws {
        // Left: MARKTHALLE GMBH upside down (Yogurt 9,64, Chocolate Bar 2 x 12,13 24,26, TOTAL EUR 33,90,
        // Date 2024-08-23); right: GREEN GROCER MARKET upright (Date 06.10.2024).
        let document = try read("corpus/receipts-multi-upside-down/upside-down-01-2-receipts.jpg")
        let receipts = document.allReceipts
        #expect(receipts.map { $0.merchant?.value } == ["MARKTHALLE GMBH", "GREEN GROCER MARKET"])
        let markthalle = try #require(receipts.first)
        #expect(markthalle.total?.value == "33.90")
        #expect(markthalle.date?.value == "2024-08-23")
        #expect(markthalle.items.map(\.amount) == ["9.64", "24.26"])
        #expect(abs(abs(markthalle.region?.angle ?? 0) - 180) <= 1)
        #expect(receipts.last?.date?.value == "2024-10-06")
    }

    @Test func aReceiptLyingSidewaysHeadRightIsReadHeadFirst() throws {
        // BLUE DOOR CAFE lies turned 95° clockwise, its head at the right (the turned-85° corpus receipt lies
        // the other way): 481 Market St, Date 24.05.2024, TOTAL $ 44.54.
        let document = try read("corpus/receipts-multi-upside-down/upside-down-03-2-receipts.jpg")
        let cafe = try #require(document.allReceipts.first)
        #expect(cafe.merchant?.value == "BLUE DOOR CAFE")
        #expect(cafe.total?.value == "44.54")
        #expect(cafe.date?.value == "2024-05-24")
        #expect(abs((cafe.region?.angle ?? 0) - 95) <= 1)
    }

    @Test func readingConfidenceIsWeightedByWordLength() {
        // "TOTAL" at 0.9 and "x" at 0.3: (5 × 0.9 + 1 × 0.3) / 6 = 0.8; a stray speck barely lowers a sure line.
        let box = Box(x: 0, y: 0, width: 10, height: 10)
        let line = Line(box: box, confidence: 0.8, words: [Word(text: "TOTAL", box: box, confidence: 0.9),
                                                           Word(text: "x", box: box, confidence: 0.3)])
        #expect(abs(RegionRecognizer.confidence([[line]]) - 0.8) < 1e-9)
        #expect(RegionRecognizer.confidence([]) == 0)
    }
}
