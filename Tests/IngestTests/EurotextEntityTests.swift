import DocModel
import Foundation
import Testing
@testable import Ingest

/// Tesseract's own multilingual test page (../shared/data/tesseract-testing/eurotext.tif) through the
/// default pipeline (OCR, then `extract`): the email address, the dollar amount and the
/// percentage printed in its English paragraph are found, with their values as printed on the page.
@Suite struct EurotextEntityTests {
    static let path = Repo.path("../shared/data/tesseract-testing/eurotext.tif")
    static let available = FileManager.default.fileExists(atPath: path)

    @Test(.enabled(if: available, "needs ../shared/data/tesseract-testing"))
    func eurotextYieldsItsEmailMoneyAndPercentage() throws {
        let reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
        let report = reader.read(path: Self.path, data: try Data(contentsOf: URL(fileURLWithPath: Self.path)))
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        let found = Set((document.entities ?? []).map { "\($0.kind.rawValue) \($0.normalized)" })
        #expect(found.contains("email aspammer@website.com"))
        #expect(found.contains("money 43456.78 USD"))
        #expect(found.contains("percentage 12.5%"))
    }
}
