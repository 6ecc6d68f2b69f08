import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline
import Testing

@Suite struct DocumentReaderTests {
    let reader: DocumentReader

    init() throws {
        reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
    }

    func read(_ relative: String) throws -> RunReport {
        reader.read(path: relative, data: try Repo.data(relative))
    }

    func truthText(_ relative: String, page: Int) throws -> String {
        let truth = try JSONDecoder().decode(Truth.self, from: try Repo.data(relative))
        return truth.pages.first { $0.number == page }?.text ?? ""
    }

    @Test func cleanScanIsReadByOCRNearlyPerfectly() throws {
        let report = try read("Tests/IngestTests/Fixtures/good-page.png")
        let document = try #require(report.document)
        #expect(report.outcome == .succeeded)
        #expect(document.invariantViolations().isEmpty)
        #expect(document.pages.map(\.textSource) == [.ocr])
        let cer = TextMetrics.characterErrors(read: document.text(), truth: try truthText("Tests/IngestTests/Fixtures/good-page.truth.json", page: 1))
        #expect(cer.rate < 0.02)
        #expect(report.timings.map(\.stage).contains("ocr"))
    }

    @Test func eachStageRecordsTheCPUTimeOfItsThreadBesideItsWallTime() throws {
        let report = try read("Tests/IngestTests/Fixtures/good-page.png")
        let ocr = try #require(report.timings.first { $0.stage == "ocr" })
        let cpu = try #require(ocr.cpuSeconds)
        // Tesseract reads on the stage's own thread: CPU time is most of a reading's time, never more than its wall
        // time (one thread), and a reading of a whole page takes well over 10 ms of it.
        #expect(cpu > 0.01)
        #expect(cpu <= ocr.seconds + 0.005)
        #expect(report.timings.allSatisfy { $0.cpuSeconds != nil })
    }

    @Test func bornDigitalPDFIsReadFromItsTextLayerWithoutOCR() throws {
        let report = try read("corpus/brochure-born-digital.pdf")
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        #expect(document.pages.map(\.textSource) == [.textLayer, .textLayer])
        #expect(!report.timings.map(\.stage).contains("ocr"))
        for page in [1, 2] {
            let cer = TextMetrics.characterErrors(read: document.text(page: page),
                                                  truth: try truthText("corpus/brochure-born-digital.truth.json", page: page))
            #expect(cer.rate < 0.01, "page \(page): \(cer)")
        }
    }

    @Test func aReadIsItsPagesReadingThenTheDocumentStagesWhichCanRunLater() throws {
        // The run engine waits between the halves for earlier documents; `folio eval --ocr-cache` keeps the first.
        let path = "corpus/brochure-born-digital.pdf"
        let whole = try #require(read(path).document)
        let pages = reader.readPages(path: path, data: try Repo.data(path))
        let document = try #require(pages.document)
        #expect(document.entities == nil)
        let later = reader.finish(PageReading(document: document))
        #expect(!later.timings.map(\.stage).contains("ocr"))
        #expect(later.timings.map(\.stage).contains("extract"))
        #expect(try #require(later.document).entities != nil)
        #expect(later.document == whole)
    }

    @Test func imageOnlyPDFIsRenderedAndOCRed() throws {
        let report = try read("corpus/minutes-image-only.pdf")
        let document = try #require(report.document)
        #expect(document.pages.map(\.textSource) == [.ocr])
        #expect(document.pages[0].dpi == 300)
        #expect(report.timings.map(\.stage).contains("rasterize"))
        let cer = TextMetrics.characterErrors(read: document.text(page: 1), truth: try truthText("corpus/minutes-image-only.truth.json", page: 1))
        #expect(cer.rate < 0.02)
    }

    @Test func multipageTIFFKeepsEachPagesTextOnItsPage() throws {
        let report = try read("corpus/report-multipage.tif")
        let document = try #require(report.document)
        #expect(document.pages.map(\.number) == [1, 2, 3])
        #expect(document.invariantViolations().isEmpty)
        for page in 1...3 {
            let cer = TextMetrics.characterErrors(read: document.text(page: page), truth: try truthText("corpus/report-multipage.truth.json", page: page))
            #expect(cer.rate < 0.02, "page \(page): \(cer)")
        }
    }

    @Test func badInputsFailWithTheirReasonAndNoDocument() throws {
        let cases: [(Data, String)] = [
            (Data(), "empty"),
            (Data("a text file, named like an image".utf8), "not a supported document"),
            (try Repo.data("Tests/IngestTests/Fixtures/encrypted.pdf"), "encrypted"),
            (try Repo.data("corpus/memo-photo-exif.jpg").prefix(40_000), "truncated"),
        ]
        for (data, reason) in cases {
            let report = reader.read(path: "bad-input", data: Data(data))
            #expect(report.outcome == .failed)
            #expect(report.document == nil)
            let message = try #require(report.errorMessage)
            #expect(message.contains("bad-input") && message.contains(reason), "\(message)")
        }
    }
}
