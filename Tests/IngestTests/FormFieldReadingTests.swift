import DocModel
import Foundation
import Imaging
import PDF
import Pipeline
import TestSupport
import Testing
@testable import Ingest

/// Form fields read from a form drawn here: Helvetica placed piece by piece in a PDF, rendered by Poppler at 300 dpi,
/// read by real Tesseract through the default pipeline (`DocumentReader`).
@Suite struct FormFieldReadingTests {
    /// A US Letter page of `pieces` (text, x and y of its baseline in points from the top-left corner) in Helvetica of
    /// `size` pt, rendered at 300 dpi in grey.
    static func page(_ pieces: [(String, Int, Int)], size: Int) throws -> Image {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
                .replacingOccurrences(of: ")", with: "\\)")
        }
        let content = pieces.map { "BT /F1 \(size) Tf 1 0 0 1 \($0.1) \(792 - $0.2) Tm (\(escaped($0.0))) Tj ET" }
            .joined(separator: "\n")
        let data = TextPDF.page(content: content)
        return try PDFDocument(data: data, file: "form.pdf").page(0).render(dpi: 300, maxPixels: 10_000_000).grayscale()
    }

    static func fields(_ image: Image) throws -> [String] {
        let reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
        let data = try image.pngData()
        let document = try #require(reader.read(path: "form.png", data: data).document)
        return document.blocks.compactMap(\.field).map { "\($0.key) = \($0.value)" }
    }

    /// A registration form prints what a fee is for in parentheses after the label's colon, the amount further right
    /// on the row (within `FormLayoutFields.maxRightGap`): the parenthesis belongs to the key, the amount is the value.
    /// Where nothing stands right of it, the parenthesis is the answer (a form's instruction written in, "(check
    /// one)"), and a negative amount in parentheses is a value.
    @Test func aQualifierInParenthesesAfterTheLabelsColonIsPartOfTheKeyWhenTheAnswerStandsFurtherRight() throws {
        let form = try Self.page([
            ("Advance Registration Fee: (prior to August 10)", 60, 100), ("$ 170.00", 380, 100),
            ("Late Registration Fee: (after August 10)", 60, 130), ("$ 185.00", 380, 130),
            ("Project Number: (assigned by office)", 60, 190),
            ("Balance Available: (381.08)", 60, 220)], size: 11)
        let found = try Self.fields(form)
        #expect(found.contains("Advance Registration Fee (prior to August 10) = $ 170.00"), "\(found)")
        #expect(found.contains("Late Registration Fee (after August 10) = $ 185.00"), "\(found)")
        #expect(found.contains("Project Number = (assigned by office)"), "\(found)")
        #expect(found.contains("Balance Available = (381.08)"), "\(found)")
    }

    /// A label left blank over a label with its answer beside it ("SHIP TO:" over "CUSTOMER NUMBER  198-1160006"):
    /// the lower label is a field of its own, not the blank one's answer. A label over an address with nothing
    /// beside it still takes the address.
    @Test func aLabelUnderABlankLabelWithItsOwnAnswerBesideItIsTheNextField() throws {
        let form = try Self.page([
            ("SHIP TO:", 60, 100),
            ("CUSTOMER NUMBER", 60, 116), ("198-1160006", 300, 116),
            ("Bill to:", 60, 200),
            ("Harbor Vine Supplies", 60, 216), ("77 West Wacker Drive", 60, 232)], size: 11)
        let found = try Self.fields(form)
        #expect(found.contains("SHIP TO = "), "\(found)")
        #expect(found.contains("CUSTOMER NUMBER = 198-1160006"), "\(found)")
        #expect(found.contains("Bill to = Harbor Vine Supplies 77 West Wacker Drive"), "\(found)")
    }
}
