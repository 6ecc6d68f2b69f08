import DocModel
import Evaluation
import Foundation
import Imaging
import Ingest
import Pipeline
import Testing

/// Scans skewed past the ±6° that Leptonica's usual ±7° sweep can vouch for: the clean letter turned by
/// Leptonica, read through the whole default pipeline with real Tesseract.
@Suite struct LargeSkewTests {
    @Test(arguments: [6.5, 8.0, -9.0])
    func scanSkewedPastSixDegreesIsStraightenedAndReadRight(degrees: Double) throws {
        let letter = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter")
        // `rotated` turns clockwise by `degrees`; deskew must turn it back by the opposite angle.
        let skewed = try letter.rotated(degrees: degrees)
        let reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
        let report = reader.read(path: "letter-skewed.png", data: try skewed.pngData())
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        let geometry = try #require(document.pages.first?.geometry)
        #expect(geometry.rotation == 0)
        #expect(abs(geometry.skewAngle + degrees) < 0.15, "skew applied \(geometry.skewAngle)° for a page turned \(degrees)°")
        let truth = try JSONDecoder().decode(Truth.self, from: try Repo.data("corpus/letter-clean.truth.json"))
        let cer = TextMetrics.characterErrors(read: document.text(), truth: truth.pages.first?.text ?? "").rate
        #expect(cer < 0.01, "CER \(cer) at \(degrees)°")
    }

    /// A sheet fed or laid far from square (up to 45° either way), its corners kept in a grown frame:
    /// straightened within 0.3° on a canvas that keeps every corner, and read as well as the straight page.
    @Test(arguments: [30.0, -42.0])
    func scanSkewedFarPastTenDegreesIsStraightenedWhole(degrees: Double) throws {
        let letter = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter")
        let skewed = try letter.rotated(degrees: degrees, expanding: true)
        let reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
        let report = reader.read(path: "letter-far-skewed.png", data: try skewed.pngData())
        let document = try #require(report.document)
        let geometry = try #require(document.pages.first?.geometry)
        #expect(geometry.rotation == 0)
        #expect(abs(geometry.skewAngle + degrees) < 0.3, "skew applied \(geometry.skewAngle)° for a page turned \(degrees)°")
        let page = try #require(document.pages.first)
        #expect(page.width >= skewed.width && page.height >= skewed.height, "the straightened page was cut to \(page.width)×\(page.height)")
        let truth = try JSONDecoder().decode(Truth.self, from: try Repo.data("corpus/letter-clean.truth.json"))
        let cer = TextMetrics.characterErrors(read: document.text(), truth: truth.pages.first?.text ?? "").rate
        #expect(cer < 0.02, "CER \(cer) at \(degrees)°")
    }
}
