import DocModel
import Foundation
import Receipts
import Testing
@testable import Ingest

/// A receipt whose reading does not balance, or shows no date, is read again at ~24 px capitals (`receipt_reread`'s
/// `rescue_height`), and rows of that reading taken where the receipt's arithmetic judges them better
/// (`ReceiptReadings.rowsJudged`). The readings here are made up, word by word, as Tesseract would give them.
@Suite struct ReceiptRowByRowChoiceTests {
    /// A café's receipt as read: the name and street, `rows` (a label and an amount each, 40 px apart), then a footer
    /// line; `name` and `footer` as read.
    func reading(_ rows: [(String, String)], name: String = "BLUE DOOR CAFE", footer: String = "08/30/2012 1:09 PM") -> [[Line]] {
        var lines: [[Word]] = [name, "481 Market St"].enumerated().map { i, text in
            text.split(separator: " ").enumerated().map { j, part in
                Word(text: String(part), box: Box(x: 20 + 110 * j, y: 40 * i + 20, width: 100, height: 24), confidence: 0.9)
            }
        }
        lines += rows.enumerated().map { i, row in
            [Word(text: row.0, box: Box(x: 20, y: 40 * i + 140, width: 180, height: 24), confidence: 0.9),
             Word(text: row.1, box: Box(x: 400, y: 40 * i + 140, width: 90, height: 24), confidence: 0.9)]
        }
        lines.append(footer.split(separator: " ").enumerated().map { j, part in
            Word(text: String(part), box: Box(x: 20 + 130 * j, y: 40 * rows.count + 160, width: 120, height: 24), confidence: 0.9)
        })
        return [lines.compactMap { Line(words: $0) }]
    }

    /// Coffee 3.50 and a muffin 2.75: subtotal 6.25, tax 0.50, total 6.75.
    func cafe(muffin: String = "2.75", tax: String = "0.50", total: String = "6.75", name: String = "BLUE DOOR CAFE",
              footer: String = "08/30/2012 1:09 PM") -> [[Line]] {
        reading([("Coffee", "3.50"), ("Muffin", muffin), ("Subtotal", "6.25"), ("Tax", tax), ("TOTAL", total)],
                name: name, footer: footer)
    }

    func texts(_ reading: [[Line]]) -> [String] { reading.flatMap { $0 }.map(\.text) }

    @Test func oneRowReadRightAtTheOtherSizeIsTakenWhereTheReceiptThenBalances() {
        // First: the muffin's 2.75 read 2.15, the sums fail. Again at 24 px: the muffin right, the tax misread
        // (0.60), so its figures do not balance whole; its muffin row alone in place of the first's balances.
        let chosen = cafe(muffin: "2.15"), other = cafe(tax: "0.60", name: "B1UE D00R CAFE")
        #expect(texts(ReceiptReadings.rowsJudged(other, into: chosen, showsDate: ReceiptRereadStage.showsDate))
                == ["BLUE DOOR CAFE", "481 Market St", "Coffee 3.50", "Muffin 2.75", "Subtotal 6.25", "Tax 0.50",
                    "TOTAL 6.75", "08/30/2012 1:09 PM"])
    }

    @Test func theOtherReadingsItemsAndTotalsAreTakenWholeWhereTheyBalanceTheHeadStaysTheFirstReadings() {
        // First: the total lost (read "ed"), the muffin misread; again: every figure right, the name misread.
        let chosen = cafe(muffin: "2.15", total: "ed"), other = cafe(name: "B1UE D00R CAFE")
        #expect(texts(ReceiptReadings.rowsJudged(other, into: chosen, showsDate: ReceiptRereadStage.showsDate))
                == ["BLUE DOOR CAFE", "481 Market St", "Coffee 3.50", "Muffin 2.75", "Subtotal 6.25", "Tax 0.50",
                    "TOTAL 6.75", "08/30/2012 1:09 PM"])
    }

    @Test func aReceiptThatBalancesKeepsItsFiguresAndOneThatStillWouldNotKeepsItsRows() {
        let balanced = cafe()
        #expect(texts(ReceiptReadings.rowsJudged(cafe(muffin: "2.15"), into: balanced, showsDate: ReceiptRereadStage.showsDate)) == texts(balanced))
        // Both readings misread a figure of their own, and no single row of the other makes the first balance.
        let chosen = cafe(muffin: "2.15", tax: "0.80"), other = cafe(tax: "0.60")
        #expect(texts(ReceiptReadings.rowsJudged(other, into: chosen, showsDate: ReceiptRereadStage.showsDate)) == texts(chosen))
    }

    @Test func aDateOnlyTheOtherReadingReadsIsTakenIntoItsRow() {
        // First: its sums balance, its date line read "he PM". Again: the date read, the total misread; only the
        // date's row is taken.
        let chosen = cafe(footer: "he PM"), other = cafe(total: "6.15")
        #expect(texts(ReceiptReadings.rowsJudged(other, into: chosen, showsDate: ReceiptRereadStage.showsDate)).suffix(2) == ["TOTAL 6.75", "08/30/2012 1:09 PM"])
        // A first reading with a date keeps its own.
        let dated = cafe(footer: "08/30/2012 1:09 PM")
        #expect(texts(ReceiptReadings.rowsJudged(cafe(footer: "09/30/2012 1:09 PM"), into: dated, showsDate: ReceiptRereadStage.showsDate)) == texts(dated))
        // A row that reads no date is not taken for one.
        #expect(texts(ReceiptReadings.rowsJudged(cafe(footer: "Thank you"), into: chosen, showsDate: ReceiptRereadStage.showsDate)) == texts(chosen))
    }

    @Test func figuresThatWouldCostTheDateAreNotTakenWholeTheRowThatBalancesIs() throws {
        // A date printed between the total and the cash line. Again at 24 px every figure is right but the date is
        // read "he": taken whole, the figures would lose it; the muffin's row alone balances and keeps it.
        func slip(muffin: String, date: String) -> [[Line]] {
            let rows = [("Coffee", "3.50"), ("Muffin", muffin), ("Subtotal", "6.25"), ("Tax", "0.50"), ("TOTAL", "6.75"),
                        (date, ""), ("Cash", "10.00"), ("Change", "3.25")]
            return [rows.enumerated().compactMap { i, row in
                Line(words: [Word(text: row.0, box: Box(x: 20, y: 40 * i + 140, width: 180, height: 24), confidence: 0.9)]
                     + (row.1.isEmpty ? [] : [Word(text: row.1, box: Box(x: 400, y: 40 * i + 140, width: 90, height: 24), confidence: 0.9)]))
            }]
        }
        let judged = texts(ReceiptReadings.rowsJudged(slip(muffin: "2.75", date: "he"), into: slip(muffin: "2.15", date: "08/30/2012"), showsDate: ReceiptRereadStage.showsDate))
        #expect(judged == ["Coffee 3.50", "Muffin 2.75", "Subtotal 6.25", "Tax 0.50", "TOTAL 6.75", "08/30/2012", "Cash 10.00",
                           "Change 3.25"])
    }

    @Test func aRowTheFirstReadingLostIsPutInItsPlace() throws {
        let full = cafe(), lost = [full[0].filter { $0.text != "Tax 0.50" }]
        let tax = try #require(full[0].first { $0.text == "Tax 0.50" })
        #expect(texts(ReceiptReadings.replacing(rowOf: tax, in: lost)) == texts(full))
    }
}

/// The reading at ~24 px letters on a real photo, through the default pipeline (real Tesseract).
@Suite struct ReceiptReadAgainAt24PxTests {
    static let photo = Repo.path("../shared/data/wildreceipt/image_files/Image_45/18/1425.jpeg")

    func total(rescueHeight: Double) throws -> String? {
        var pipeline = StageRegistry.defaultPipeline
        for i in pipeline.pages.indices where pipeline.pages[i].stage == "receipt_reread" {
            pipeline.pages[i].options["rescue_height"] = .number(rescueHeight)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.photo))
        let document = try #require(try DocumentReader(pipeline: pipeline).read(path: Self.photo, data: data).document)
        return document.allReceipts.first?.total?.value
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: photo), "needs ../shared/data/wildreceipt"))
    func aTakeOutSlipPhotographedCloseReadsItsTotalAt24Px() throws {
        // WildReceipt 1425 (half A): a take-out slip photographed close, its capitals ~45 px. Read as it is, the
        // total's line is "TAKE OUT Total . ed": no total, so the sums cannot balance. Read again at ~24 px letters,
        // that row reads 11.25, which the cash paid less the change (20.00 − 8.75) confirms; the row is taken.
        #expect(try total(rescueHeight: 0) != "11.25")
        #expect(try total(rescueHeight: 24) == "11.25")
    }
}
