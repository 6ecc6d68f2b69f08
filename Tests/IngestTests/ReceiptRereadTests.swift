import DocModel
import Foundation
import Imaging
import OCR
import PDF
import Pipeline
import Receipts
import TestSupport
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

    @Test func onATieInAmountRowsTheSingleBlockReadingIsKeptHoweverSureTheFirst() throws {
        // A receipt whose first reading finds as many amount rows as the single-block one: the single-block
        // reading stands, even against a first reading Tesseract was surer of (SROIE's heads read worse in the
        // blocks of automatic segmentation at the same confidence). The first reading here is the single-block
        // reading itself with every word made sure (0.99): the same rows, so only the tie rule decides.
        let stage = ReceiptRereadStage(engine: try TesseractEngine(mode: .singleBlock))
        var work = try page("corpus/receipts/receipt-01-scan.png")
        try stage.process(&work)
        let rows = ReceiptPageSignals.amountRows(work.paragraphs.flatMap { $0 }.map(\.words))
        #expect(rows >= 8)
        work.paragraphs = work.paragraphs.map { $0.map { line in
            var sure = line
            sure.words = line.words.map { var w = $0; w.confidence = 0.99; return w }
            return sure
        } }
        try stage.process(&work)
        let words = work.paragraphs.flatMap { $0 }.flatMap(\.words)
        #expect(ReceiptPageSignals.amountRows(work.paragraphs.flatMap { $0 }.map(\.words)) == rows)
        #expect(words.contains { $0.confidence != 0.99 })
    }

    /// The stage as the built-in default pipeline builds it.
    static func defaultStage() throws -> ReceiptRereadStage {
        let stages = try StageRegistry().makePageStages(StageRegistry.defaultPipeline)
        return try #require(stages.lazy.compactMap { $0 as? ReceiptRereadStage }.first)
    }

    @Test func theDefaultPipelineGivesReceiptPagesTheReceiptPipelinesHeadWork() throws {
        // Then, on a receipt that still shows no date, the date hunt (`DateHuntTests`).
        #expect(try Self.defaultStage().followUps.map(\.name) == ["lost_lines", "reread", "line_vote", "date_hunt"])
    }

    @Test func aLetterKeepsItsReading() throws {
        // With the default pipeline's follow-ups: a letter pays for none of them.
        var work = try page("corpus/letter-clean.png")
        let before = work.paragraphs
        try Self.defaultStage().process(&work)
        #expect(work.paragraphs == before)
    }

    static let faintScan = Repo.path("../shared/data/sroie-receipts/images/293.jpg")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: faintScan), "needs ../shared/data/sroie-receipts"))
    func aFaintReceiptOnAnA4ScanIsFoundByItsReceiptReading() throws {
        // SROIE 293 (half A): a till receipt in faint hairline print in the middle of a 4961×7016 A4 scan (decoded
        // at half size, as `folio ingest` does). Automatic segmentation reads specks, in which no classifier sees a
        // receipt; read as one block with its letters brought to ~30 px, the page reads as the receipt it is.
        let image = try ImageDecoder().decode(try Data(contentsOf: URL(fileURLWithPath: Self.faintScan)), mediaType: .jpeg, file: Self.faintScan)
        var work = PageWork(number: 1, image: image, dpi: 150, documentPath: Self.faintScan)
        try OCRStage(engine: try TesseractEngine(mode: .auto)).process(&work)
        #expect(!ReceiptPageSignals.readsAsReceipt(work.paragraphs.flatMap { $0 }.map(\.words), width: work.width, height: work.height))
        try ReceiptRereadStage(engine: try TesseractEngine(mode: .singleBlock)).process(&work)
        let lines = work.paragraphs.flatMap { $0 }
        #expect(ReceiptPageSignals.readsAsReceipt(lines.map(\.words), width: work.width, height: work.height))
        // Its head still rough here (the follow-ups vote it over), its body read: address, date, cash and change.
        let text = lines.map(\.text).joined(separator: "\n")
        for printed in ["88 Jalan Ibrahim Sultan", "Date: 6/4/2018 19:34", "Cash -300. 00", "30.00"] { #expect(text.contains(printed)) }
    }
}

/// Small print on a receipt is read at its own size beside the enlarged reading (`receipt_reread`'s `both_sizes`);
/// which reading is taken. The readings here are made up, word by word, as Tesseract would give them.
@Suite struct ReceiptReadAtBothSizesTests {
    /// A reading of a shop's name and street, then `rows`, each a label and an amount on one line, 40 px apart.
    func reading(_ rows: [(String, String)]) -> [[Word]] {
        let head = [["BLUE", "DOOR", "CAFE"], ["481", "Market", "St"]].enumerated().map { i, words in
            words.enumerated().map { j, text in
                Word(text: text, box: Box(x: 20 + 110 * j, y: 40 * i + 20, width: 100, height: 24), confidence: 0.9)
            }
        }
        return head + rows.enumerated().map { i, row in
            [Word(text: row.0, box: Box(x: 20, y: 40 * i + 140, width: 180, height: 24), confidence: 0.9),
             Word(text: row.1, box: Box(x: 400, y: 40 * i + 140, width: 90, height: 24), confidence: 0.9)]
        }
    }

    /// A café's receipt: two items, subtotal 6.25, tax 0.50, total 6.75.
    func cafe(total: String = "6.75", muffin: String = "2.75") -> [[Word]] {
        reading([("Coffee", "3.50"), ("Muffin", muffin), ("Subtotal", "6.25"), ("Tax", "0.50"), ("TOTAL", total)])
    }

    @Test func theReadingWhoseSumsBalanceAsReadIsTaken() {
        // Enlarged, the total's 5 was read as a 6 (6.76): the sums fail and only a correction would balance them.
        #expect(ReceiptPageSignals.balancesAsPrinted(cafe()))
        #expect(!ReceiptPageSignals.balancesAsPrinted(cafe(total: "6.76")))
        #expect(ReceiptReadings.ownSizeIsBetter(cafe(), than: cafe(total: "6.76")))
        #expect(!ReceiptReadings.ownSizeIsBetter(cafe(total: "6.76"), than: cafe()))
    }

    @Test func whenBothOrNeitherBalanceTheEnlargedReadingStays() {
        #expect(!ReceiptReadings.ownSizeIsBetter(cafe(), than: cafe()))
        #expect(!ReceiptReadings.ownSizeIsBetter(cafe(total: "6.76"), than: cafe(total: "6.70", muffin: "2.15")))
    }

    @Test func moreRowsEndingInAnAmountAloneDoNotDecide() {
        // Enlarged, the muffin's line was lost. At its own size it was read, but the total misread:
        // more amount rows, sums that fail; the enlarged reading stays. Read right, the own size's reading is taken;
        // a reading with fewer amount rows never is, however its sums come out.
        var lost = cafe()
        lost.remove(at: 3)
        #expect(!ReceiptReadings.ownSizeIsBetter(cafe(total: "6.76"), than: lost))
        #expect(ReceiptReadings.ownSizeIsBetter(cafe(), than: lost))
        let fewer = Array(cafe().dropLast())
        #expect(!ReceiptReadings.ownSizeIsBetter(fewer, than: cafe(total: "6.76")))
    }

    @Test func headAndFootComeFromTheEnlargedReadingTheItemsAndTotalsFromTheOwnSize() throws {
        // Enlarged, the name and the footer's date were read right and the total misread; at its own size the
        // reverse ("B1UE D00R", "27hpr'13").
        let footer = Word(text: "27Apr'13", box: Box(x: 20, y: 400, width: 120, height: 24), confidence: 0.9)
        var enlarged = cafe(total: "6.76"), own = cafe()
        enlarged.append([footer])
        own[0] = own[0].map { var w = $0; w.text = w.text.replacingOccurrences(of: "O", with: "0").replacingOccurrences(of: "L", with: "1"); return w }
        own.append([Word(text: "27hpr'13", box: footer.box, confidence: 0.9)])
        func lines(_ reading: [[Word]]) -> [[Line]] { [reading.compactMap { Line(words: $0) }] }
        let merged = ReceiptReadings.figures(of: lines(own), within: lines(enlarged)).flatMap { $0 }
        #expect(merged.map(\.text) == ["BLUE DOOR CAFE", "481 Market St", "Coffee 3.50", "Muffin 2.75", "Subtotal 6.25",
                                      "Tax 0.50", "TOTAL 6.75", "27Apr'13"])
    }

    @Test func theDefaultPipelineReadsAReceiptsSmallPrintAtBothSizes() throws {
        #expect(try ReceiptRereadTests.defaultStage().bothSizes)
    }
}

/// A till's name printed in double-height letters (ESC/POS's double-height mode: as wide as the body's letters, over
/// twice as tall), drawn here in Courier stretched 2.6 times upwards above a body of 9 pt, rendered by Poppler at
/// 300 dpi. Tesseract's single-block mode drops that line altogether ("79-19 Roosevelt Ave." is its first line);
/// automatic segmentation reads it, doubtfully, as its own block ("COSTTAS RICAS"): the head lines of the first
/// reading the kept single-block reading lost are taken back (`ReceiptReadings.headLines`).
@Suite struct DoubleHeightNameTests {
    static let body = ["79-19 Roosevelt Ave.", "Jackson Heights, NY 11372", "(718) 478-1500", "Server: BAR      Station: 3",
                       "Order #: 3124", "Date: 03/12/2017 7:42 PM", "1 PAN CACHO GDE.          2.50",
                       "2 BUNUELOS                2.00", "3 PAN DEBONO              3.00", "1 CAFE CON LECHE          2.75",
                       "Subtotal                 10.25", "Tax                       0.91", "TOTAL                    11.16",
                       "CASH                     20.00", "CHANGE                    8.84"]

    static func receipt() throws -> PageWork {
        var content = "BT /F1 14 Tf 1 0 0 2.6 90 700 Tm (COSITAS RICAS) Tj ET\n"
        for (i, line) in body.enumerated() { content += "BT /F1 9 Tf 1 0 0 1 60 \(668 - 14 * i) Tm (\(line)) Tj ET\n" }
        let image = try PDFDocument(data: TextPDF.page(content: content, font: "Courier"), file: "till.pdf").page(0)
            .render(dpi: 300, maxPixels: 10_000_000).grayscale()
        var work = PageWork(number: 1, image: image, dpi: 300, documentPath: "till.png")
        try OCRStage(engine: try TesseractEngine(mode: .auto)).process(&work)
        return work
    }

    static func names(_ work: PageWork) -> [String] {
        work.paragraphs.flatMap { $0 }.map(\.text).filter { $0.uppercased().contains("RICAS") || $0.uppercased().contains("COS") }
    }

    @Test func aNameInDoubleHeightPrintTheSingleBlockReadingDropsIsTakenFromTheFirstReading() throws {
        var work = try Self.receipt()
        #expect(!Self.names(work).isEmpty)
        var stage = ReceiptRereadStage(engine: try TesseractEngine(mode: .singleBlock))
        stage.followUps = [LostLineStage(engine: try TesseractEngine(mode: .singleLine), withinTop: 0.4)]
        try stage.process(&work)
        let lines = work.paragraphs.flatMap { $0 }
        // The single-block reading was kept (its amount column), and the name stands above the street again, once.
        #expect(ReceiptPageSignals.amountRows(lines.map(\.words)) >= 9)
        let names = Self.names(work)
        #expect(names.count == 1)
        let name = try #require(lines.firstIndex { $0.text.uppercased().contains("RICAS") })
        let street = try #require(lines.firstIndex { $0.text.contains("Roosevelt") })
        #expect(name < street)
    }

    @Test func withoutTheLostLineReadBackTheSingleBlockReadingStandsAsRead() throws {
        // The head lines are taken within the share of the page the lost-line read-back searches; without it, none.
        var work = try Self.receipt()
        try ReceiptRereadStage(engine: try TesseractEngine(mode: .singleBlock)).process(&work)
        #expect(Self.names(work).isEmpty)
    }
}
