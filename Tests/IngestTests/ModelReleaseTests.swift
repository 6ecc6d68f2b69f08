import Foundation
import Imaging
@testable import Ingest
import OCR
import Pipeline
import Testing
import TestSupport

/// A worker frees, after each page, the Tesseract models that page did not read with, so a long run holds what its
/// latest page needed rather than every model any earlier page needed; a freed model reads as before once loaded again.
@Suite struct ModelReleaseTests {
    func receipt() throws -> Image {
        let path = "corpus/receipts/receipt-01-scan.png"
        return try ImageDecoder().decode(try Repo.data(path), mediaType: .png, file: path)
    }

    func text(_ engine: TesseractEngine, _ image: Image) throws -> String {
        try engine.recognize(image, resolution: 300).flatMap(\.lines).map(\.text).joined(separator: "\n")
    }

    @Test func aModelThePageDidNotReadWithIsFreedAndReadsTheSameWhenLoadedAgain() throws {
        let image = try receipt()
        let models = TesseractModels()
        let english = try models.engine("eng", dataPath: nil, mode: .singleBlock)
        let german = try models.engine("eng+deu", dataPath: nil, mode: .singleBlock)
        // First page: both models read.
        let before = try text(german, image)
        _ = try text(english, image)
        #expect(models.releaseUnused() == 0)
        #expect(english.isLoaded && german.isLoaded)
        // Second page: English only. The German model is freed, the English one kept.
        _ = try text(english, image)
        #expect(models.releaseUnused() == 1)
        #expect(english.isLoaded)
        #expect(!german.isLoaded)
        // A later page that needs it again loads it again and reads exactly as before.
        let after = try text(german, image)
        #expect(german.isLoaded)
        #expect(after == before)
        // Printed on the receipt (looked at): CORNER BAKERY LTD at its head.
        #expect(after.contains("CORNER BAKERY LTD"))
    }

    @Test func theOrientationModelIsFreedAfterAPageThatDidNotNeedIt() throws {
        let image = try receipt()
        let models = TesseractModels()
        let detector = try models.detector(dataPath: nil)
        #expect(try models.detector(dataPath: nil) === detector)
        let first = detector.detect(image, resolution: 300)
        #expect(detector.isLoaded)
        models.releaseUnused()
        #expect(detector.isLoaded)
        models.releaseUnused()
        #expect(!detector.isLoaded)
        // The receipt is upright: OSD says 0° before and after the model was freed and loaded again.
        let again = detector.detect(image, resolution: 300)
        #expect(first?.degrees == 0)
        #expect(again?.degrees == first?.degrees)
        #expect(again?.confidence == first?.confidence)
    }
}

/// `--release-models` through the reader `folio ingest` uses: after a German invoice and then an English letter, the
/// worker holds no German model, and the letter's words are those a worker keeping every model reads.
@Suite struct ReleaseModelsReaderTests {
    static func pipeline() -> PipelineDefinition {
        var pipeline = StageRegistry.defaultPipeline
        pipeline.pages = pipeline.pages.map { spec in
            var spec = spec
            if spec.stage == "decode" { spec.options["page_seconds"] = .integer(0) }
            return spec
        }
        return pipeline
    }

    static func words(_ reader: DocumentReader, _ path: String) throws -> [String] {
        let report = reader.read(path: path, data: try Repo.data(path))
        return try #require(report.document).blocks.flatMap { $0.text.split(whereSeparator: \.isWhitespace).map(String.init) }
    }

    @Test func aWorkerReleasingModelsHoldsNoGermanModelAfterAnEnglishLetterAndReadsItTheSame() throws {
        let keeping = try DocumentReader(pipeline: Self.pipeline())
        let releasing = try DocumentReader(pipeline: Self.pipeline())
        releasing.releasesModels = true
        for reader in [keeping, releasing] { _ = try Self.words(reader, "corpus/entities/scans/de-rechnung.png") }
        // The German invoice was read with German in both (language_switch).
        #expect(keeping.loadedModels.contains { $0.contains("deu") })
        let kept = try Self.words(keeping, "corpus/letter-clean.png")
        let released = try Self.words(releasing, "corpus/letter-clean.png")
        #expect(keeping.loadedModels.contains { $0.contains("deu") })
        #expect(!releasing.loadedModels.contains { $0.contains("deu") })
        #expect(releasing.loadedModels.contains("eng"))
        #expect(released == kept)
        #expect(released.count > 100)
    }
}
