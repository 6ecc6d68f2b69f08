import DocModel
import Extraction
import Foundation
import Pipeline
import Testing
@testable import Ingest

/// An IBAN whose country code a photograph read as a digit and a capital ("1E25" for IE25), whose account digits
/// pass Luhn with a Diners prefix ("3600 1234 5678 04"): real Tesseract on a page Poppler rendered, through the
/// default pipeline. The IBAN's repair under mod-97 is asked before its digits are taken for a card, both where
/// entities are found and where a reading is masked before the document stages see it (a reading kept, as
/// `--ocr-cache` keeps it); a card number on the next line is still masked. IBAN made up, check digits by ISO 13616.
@Suite struct IBANBeforeCardTests {
    static let lines = ["Payment to IBAN 1E25 AIBK 3600 1234 5678 04", "Card 4111 1111 1111 1111"]

    @Test func anIBANWhoseCountryCodeWasMisreadIsFoundAndOnlyTheCardIsMasked() throws {
        let data = try PrintedLines.page(Self.lines, size: 12, leading: 20, dpi: 300).pngData()
        let reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
        let document = try #require(reader.read(path: "iban.png", data: data).document)
        let text = document.blocks.map(\.text).joined(separator: "\n")
        #expect(text.contains("1E25 AIBK 3600 1234 5678 04"), "\(text)")
        #expect(!text.contains("4111") && text.contains("**** **** ****"), "\(text)")
        let entities = (document.entities ?? []).map { "\($0.kind.rawValue) \($0.normalized)" }
        #expect(entities.contains("iban IE25AIBK36001234567804"), "\(entities)")
        #expect(entities.contains("payment_card ************1111"), "\(entities)")

        // The pages' reading masked first (what leaves a reader, and what an OCR cache keeps), the document
        // stages after: the IBAN's digits were not masked, so it is still found.
        let reading = reader.readPages(path: "iban.png", data: data)
        var pages = RunReport(source: reading.source, document: reading.document, outcome: .succeeded, diagnostics: [], timings: [])
        CardNumberRedaction.redact(&pages)
        let kept = try #require(pages.document)
        let finished = try #require(reader.finish(PageReading(document: kept)).document)
        #expect((finished.entities ?? []).contains { $0.kind == .iban && $0.normalized == "IE25AIBK36001234567804" })
    }
}
