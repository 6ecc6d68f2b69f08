import DocModel
import Foundation
import Pipeline
import Testing
@testable import Ingest

/// Receipts lying far askew on a flatbed (corpus/receipts-multi-turned, `scripts/corpus/generate-receipts-multi.py
/// --turned`), read with the shipped receipts pipeline (real Tesseract). Printed figures read off the page
/// images by eye.
@Suite struct TurnedReceiptTests {
    func read(_ relative: String) throws -> Document { try ReceiptsPipeline.read(relative) }

    @Test func aReceiptTurnedTwentyEightDegreesIsReadUpright() throws {
        // Left column: ALPEN STORE AG (turned 28° counter-clockwise), TOTAL CHF 72.63, above CORNER BAKERY LTD,
        // TOTAL £ 54.84; right: THE BOOK NOOK LTD, TOTAL £ 67.46.
        let document = try read("corpus/receipts-multi-turned/turned-01-3-receipts.jpg")
        let receipts = document.allReceipts
        #expect(receipts.map { $0.merchant?.value } == ["ALPEN STORE AG", "CORNER BAKERY LTD", "THE BOOK NOOK LTD"])
        #expect(receipts.map { $0.total?.value } == ["72.63", "54.84", "67.46"])
        let alpen = try #require(receipts.first)
        #expect(abs((alpen.region?.angle ?? 0) + 28) <= 1)
        #expect(alpen.items.map(\.amount) == ["14.42", "9.80", "14.22", "28.22", "8.39"])
        #expect(alpen.balances)
    }

    @Test func aReceiptLyingSidewaysIsStoodUpByItsPrint() throws {
        // BLUE DOOR CAFE lies turned 85° counter-clockwise (a nearly square piece: its shape alone cannot say
        // which side is up): Pasta 500g 3.90, Milk 1L 22.18, Croissant 14.85, Water 500ml 24.42, TOTAL $ 80.95.
        // Beside it MARKTHALLE GMBH stands, TOTAL EUR 32,91.
        let document = try read("corpus/receipts-multi-turned/turned-02-2-receipts.jpg")
        let receipts = document.allReceipts
        #expect(receipts.map { $0.merchant?.value } == ["BLUE DOOR CAFE", "MARKTHALLE GMBH"])
        #expect(receipts.map { $0.total?.value } == ["80.95", "32.91"])
        let cafe = try #require(receipts.first)
        #expect(abs((cafe.region?.angle ?? 0) + 85) <= 1)
        #expect(cafe.items.map(\.amount) == ["3.90", "22.18", "14.85", "24.42"])
    }
}
