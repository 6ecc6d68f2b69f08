import DocModel
import Foundation
import Imaging
import Pipeline
import Testing
@testable import Ingest

/// `confidence_check` after the default pipeline's stages, through the reader `folio ingest` uses, on real pixels:
/// corpus/letter-clean.png as scanned (Tesseract's mean word confidence ≈ 0.96) and the same letter shrunk to 12 %
/// of its size, about 36 dpi, where Tesseract reads unsurely even with `text_size` enlarging the small text (shrunk to
/// 17 %, about 50 dpi, the enlarged reading has a mean of 0.82 and is no longer flagged).
@Suite struct ConfidenceCheckTests {
    static let pipeline = PipelineDefinition(
        name: "confidence", version: 1, pages: StageRegistry.defaultPipeline.pages,
        document: StageRegistry.defaultPipeline.document + [StageSpec(stage: "confidence_check", options: [:])])

    static func warnings(_ report: RunReport) -> [Diagnostic] {
        report.diagnostics.filter { $0.stage == "confidence_check" }
    }

    @Test func aCleanScanIsNotFlaggedAndTheSameLetterCapturedTooCoarselyIs() throws {
        let data = try Repo.data("corpus/letter-clean.png")
        let reader = try DocumentReader(pipeline: Self.pipeline)
        let clean = reader.read(path: "letter-clean.png", data: data)
        #expect(clean.outcome == .succeeded)
        #expect(Self.warnings(clean).isEmpty, "\(Self.warnings(clean))")

        let image = try ImageDecoder().decode(data, mediaType: .png, file: "letter-clean.png")
        let coarse = try image.scaled(by: 0.12).jpegData(quality: 90).data
        let report = reader.read(path: "letter-coarse.jpg", data: coarse)
        let page = try #require(report.document?.pages.first)
        let confidence = try #require(page.confidence)
        #expect(confidence < 0.6)
        let warnings = Self.warnings(report)
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning && warnings.first?.page == 1)
        #expect(warnings.first?.message.hasPrefix("read with low confidence (mean ") == true, "\(warnings)")
    }

    @Test func anOCRPageWithNoWordIsFlaggedAndATextLayerPageNeverIs() throws {
        var document = Document(source: .init(path: "two.pdf", sha256: String(repeating: "0", count: 64),
                                              mediaType: "application/pdf", byteCount: 1),
                                pages: [Page(number: 1, width: 100, height: 100, dpi: 300, textSource: .ocr),
                                        Page(number: 2, width: 100, height: 100, dpi: 300, textSource: .textLayer, confidence: 0.1)],
                                blocks: [])
        var diagnostics: [Diagnostic] = []
        try ConfidenceCheckStage(minConfidence: 0.6, minWords: 20).process(&document, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.page) == [1])
        #expect(diagnostics.first?.message == "no word read on the page: check the scan")
    }
}
