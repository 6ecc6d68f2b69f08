import DocModel
import Foundation
import Pipeline
import Testing
@testable import Ingest

/// The `receipt` stage reads numeric dates in the order the pipeline's `extract` stage was given.
@Suite struct ReceiptDateOrderTests {
    /// The document stages of a pipeline of `extract` (with `order`) and `receipt`, run on a receipt's lines.
    func receiptDate(order: String, lines: [String]) throws -> String? {
        let json = #"{"name":"t","version":1,"pages":[],"document":[{"stage":"extract","options":{"region":"GB","date_order":"\#(order)"}},{"stage":"receipt","options":{"kind":"receipt"}}]}"#
        let registry = StageRegistry()
        let pipeline = try PipelineDefinition.decode(Data(json.utf8), file: "t.json", catalog: registry.catalog)
        var document = Document(source: Source(path: "/inbox/r.jpg", sha256: "", mediaType: "image/jpeg", byteCount: 0))
        let placed = lines.enumerated().compactMap { n, text in
            Line(words: text.split(separator: " ").enumerated().map { i, word in
                Word(text: String(word), box: Box(x: 10 + 90 * i, y: 30 * n, width: 80, height: 20), confidence: 0.9)
            })
        }
        if let block = Block.paragraph(id: "b1", page: 1, lines: placed) { document.blocks = [block] }
        var diagnostics: [Diagnostic] = []
        for stage in registry.makeDocumentStages(pipeline) { try stage.process(&document, diagnostics: &diagnostics) }
        return document.receipt?.date?.value
    }

    @Test func aDateThatReadsOnlyMonthFirstIsNeverTurnedIntoAnotherDate() throws {
        let lines = ["MAKASSAR FRESH MARKET SDN BHD", "Date: 01/16/2017", "TEA 2.00", "TOTAL 2.00"]
        #expect(try receiptDate(order: "dmy", lines: lines) == "2017-01-16")
        #expect(try receiptDate(order: "mdy", lines: lines) == "2017-01-16")
    }

    @Test func aLabelledDateWhoseSlashesWereReadAsSevensIsReadInTheReceiptsOrder() throws {
        // 02/05/2018 with each slash read as a 7 and the year's 1 as a 7 too.
        let lines = ["DENGKIL HARDWARE", "Doc No: CS00072389 Date: 0270572078", "TEA 2.00", "TOTAL 2.00"]
        #expect(try receiptDate(order: "dmy", lines: lines) == "2018-05-02")
        #expect(try receiptDate(order: "mdy", lines: lines) == "2018-02-05")
        #expect(try receiptDate(order: "dmy", lines: ["SHOP", "Date: 02105118", "TOTAL 2.00"]) == "2018-05-02")
    }

    @Test func digitRunsThatAreNoDateStayUnread() throws {
        // Different digits at the separators' places, no date label, a month 13.
        for line in ["Date: 0270512018", "Ref: 0270572018", "Date: 0271372018"] {
            #expect(try receiptDate(order: "dmy", lines: ["SHOP", line, "TOTAL 2.00"]) == nil)
        }
    }

    @Test func aDayReadAsLettersBesideAMonthNameIsTheOneDayItsLookalikeDigitsMake() throws {
        // 05 Jan 2017 with the 0 read as G and the 5 as S; the label misread too, the time of day says it is the sale's.
        #expect(try receiptDate(order: "dmy", lines: ["SEGI CASH & CARRY", "fate : GS Jan 2017 12:41pm", "TEA 2.00", "TOTAL 2.00"])
                == "2017-01-05")
        // A numeric date with 0 read as O and 7 as T, beside the time of sale; day first on this receipt.
        #expect(try receiptDate(order: "dmy", lines: ["GUARDIAN", "20:56 = OT/07/17", "TOTAL 2.00"]) == "2017-07-07")
        // G may be a 6 or a 0: only 01 is a day of "GI".
        #expect(try receiptDate(order: "dmy", lines: ["SHOP", "Date: GI Mar 2018", "TOTAL 2.00"]) == "2018-03-01")
    }

    @Test func aDayOfLettersThatMakesNoDayOrTwoDaysOrStandsUnlabelledStaysUnread() throws {
        // No day; two days (16 or 10, twice); no label or time; long ago.
        for line in ["Date: SS Jan 2017", "Date: IG Jan 2017", "GS Jan 2017", "Date: GS Jun 1885", "Date: 1G/04/2018"] {
            #expect(try receiptDate(order: "dmy", lines: ["SHOP", line, "TOTAL 2.00"]) == nil)
        }
    }
}
