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

    /// A fax cover's distribution grid: a row of column labels over rows of answers, one field an answer keyed by its
    /// column's label. A company's name printed up to the phone column, its number a word space or two further, is
    /// read as one piece of line: the piece is cut where the phone column's label starts, so the company and the
    /// number are two answers. A name that stays left of the next column is not cut.
    @Test func anAnswerPrintedUpToTheNextColumnOfADistributionGridIsCutAtThatColumnsLabel() throws {
        let form = try Self.page([
            ("Recipient(s):", 60, 100), ("Company:", 170, 100), ("Phone No.:", 292, 100), ("Fax No.:", 400, 100),
            ("Mr. Meyer Koplow", 60, 122), ("Davis, Polk & Wardwell", 170, 122), ("(212) 450-4000", 292, 122),
            ("(212) 450-4800", 400, 122),
            ("Mr. Arthur Golden", 60, 144), ("Philip Morris Inc.", 170, 144), ("(917) 663-5000", 292, 144),
            ("(917) 663-5399", 400, 144)], size: 11)
        let found = try Self.fields(form)
        #expect(found.contains("Company = Davis, Polk & Wardwell"), "\(found)")
        #expect(found.contains("Phone No. = (212) 450-4000"), "\(found)")
        #expect(found.contains("Company = Philip Morris Inc."), "\(found)")
        #expect(found.contains("Phone No. = (917) 663-5000"), "\(found)")
        #expect(found.contains("Fax No. = (212) 450-4800"), "\(found)")
        #expect(found.contains("Recipient(s) = Mr. Meyer Koplow"), "\(found)")
    }

    /// A memo's distribution list printed in two columns: the names right of the list's lines are recipients too, one
    /// field a name. A field further right on a row that is no name ("Date: 8/26/76") stays a field of its own.
    @Test func aDistributionListInTwoColumnsIsOneFieldARecipientInEitherColumn() throws {
        let form = try Self.page([
            ("To:", 60, 100), ("Mr. G. J. Schramm", 110, 100), ("Mr. W. P. Myhan", 300, 100), ("Date: 8/26/76", 460, 100),
            ("Mr. R. H. Stinnette", 110, 116), ("Mr. F. X. Whelan", 300, 116),
            ("Mr. J. B. McCarthy", 110, 132),
            ("From:", 60, 170), ("Dr. E. E. Curtin", 110, 170)], size: 11)
        let found = try Self.fields(form)
        for name in ["Mr. G. J. Schramm", "Mr. R. H. Stinnette", "Mr. J. B. McCarthy", "Mr. W. P. Myhan", "Mr. F. X. Whelan"] {
            #expect(found.contains("To = \(name)"), "\(found)")
        }
        #expect(found.contains("Date = 8/26/76"), "\(found)")
        #expect(found.contains("From = Dr. E. E. Curtin"), "\(found)")
    }
}
