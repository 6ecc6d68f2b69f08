import DocModel
import Foundation
import Imaging
import OCR
import Pipeline
import Receipts
import Testing
@testable import Ingest

/// The `receipt_reread` stage: a page that reads as a receipt is read again as one block, and the reading
/// with more of its amount column kept; other pages keep their reading.
@Suite struct ReceiptRereadTests {
    func page(_ path: String) throws -> PageWork {
        let image = try ImageDecoder().decode(try Repo.data(path), mediaType: .png, file: path)
        var work = PageWork(number: 1, image: image, dpi: 300, documentPath: path)
        try OCRStage(engine: try TesseractEngine(mode: .auto)).process(&work)
        return work
    }

    @Test func aReceiptWhoseAmountColumnAutomaticSegmentationLostGetsItBack() throws {
        // corpus/receipts/receipt-01-scan.png, a bakery's till receipt: 8 rows end in an amount (7.34 … 88.95 …
        // 1.05). Automatic segmentation reads the amount column as a block of its own and loses it ("34", ".39",
        // "-95": no row ends in an amount); the page reads as a receipt by its words (TOTAL, VAT, Cash, Change).
        var work = try page("corpus/receipts/receipt-01-scan.png")
        #expect(ReceiptPageSignals.amountRows(work.paragraphs.flatMap { $0 }.map(\.words)) < 4)
        try ReceiptRereadStage(engine: try TesseractEngine(mode: .singleBlock)).process(&work)
        let lines = work.paragraphs.flatMap { $0 }
        #expect(ReceiptPageSignals.amountRows(lines.map(\.words)) >= 8)
        let words = Set(lines.flatMap(\.words).map(\.text))
        #expect(words.isSuperset(of: ["7.34", "9.70", "35.52", "36.39", "88.95", "14.83", "90.00", "1.05"]))
    }

    @Test func aLetterKeepsItsReading() throws {
        var work = try page("corpus/letter-clean.png")
        let before = work.paragraphs
        try ReceiptRereadStage(engine: try TesseractEngine(mode: .singleBlock)).process(&work)
        #expect(work.paragraphs == before)
    }
}
