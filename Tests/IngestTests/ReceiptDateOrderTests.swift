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

    @Test func aMonthFirstDateOnADayFirstReceiptIsReadAsADayFirstDateWithOneDigitMisread() throws {
        let lines = ["MAKASSAR FRESH MARKET SDN BHD", "Date: 01/16/2017", "TEA 2.00", "TOTAL 2.00"]
        #expect(try receiptDate(order: "dmy", lines: lines) == "2017-10-01")
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
}
