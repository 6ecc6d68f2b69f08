import DocModel
import Foundation
import Imaging
import Pipeline
import SearchablePDF
import Testing
@testable import Ingest

/// Issue 32: a scanned PDF that another tool already read (OCRmyPDF's invisible text, a scanner's "searchable
/// PDF") carries that tool's reading as its text layer. Where that reading is worse than Tesseract's here, Folio
/// stored fewer words than the plain CLI reads from the same pages. Real pixels, real Tesseract, the default
/// pipeline; the PDFs are the clean letter of `corpus/` under an invisible layer written by `SearchablePDFWriter`.
@Suite struct ScannedTextLayerTests {
    /// The letter as a one-page scanned PDF at 300 dpi whose invisible text layer holds `words`, laid out in
    /// rows down the page (where a layer's words stand does not enter the judgement).
    static func scannedLetter(layer words: [String]) throws -> Data {
        let letter = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter-clean.png")
        let jpeg = try letter.jpegData(quality: 85)
        let placed = words.enumerated().map { index, text in
            Word(text: text, box: Box(x: 200 + (index % 8) * 260, y: 300 + (index / 8) * 60, width: 220, height: 40), confidence: 1)
        }
        let page = SearchablePDFPage(width: letter.width, height: letter.height, dpi: 300,
                                     image: EncodedImage(jpeg: jpeg.data, width: letter.width, height: letter.height,
                                                         components: jpeg.components),
                                     words: placed)
        return SearchablePDFWriter.write(pages: [page], title: "scanned letter")
    }

    static func truthWords() throws -> [String] {
        let truth = try JSONSerialization.jsonObject(with: try Repo.data("corpus/letter-clean.truth.json")) as? [String: Any]
        let pages = try #require(truth?["pages"] as? [[String: Any]])
        let text = try #require(pages.first?["text"] as? String)
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Another tool's poor reading (garbled words, most of the page missing) gives way to the page's own OCR: the
    /// letter's words are stored, the layer's garbage is not, and the page says why.
    @Test func aScanAnotherToolReadBadlyIsReadAgainAndTheBetterReadingKept() throws {
        let garbled = ["Marlovv", "&", "Fincb", "Bookbindcrs", "14", "Quany", "Lane,", "Hebdcn", "Bridgc", "HX7", "8QT",
                       "Tbank", "yon", "for", "yonr", "lettcr"]
        let pdf = try Self.scannedLetter(layer: garbled)
        let report = try DocumentReader(pipeline: StageRegistry.defaultPipeline).read(path: "scanned-letter.pdf", data: pdf)
        let document = try #require(report.document)
        #expect(document.pages.first?.textSource == .ocr)
        let text = document.text()
        #expect(text.contains("Bookbinders") && text.contains("Castellan") && text.contains("Quarry Lane"))
        #expect(!text.contains("Fincb") && !text.contains("Bookbindcrs"))
        #expect(report.diagnostics.contains { $0.stage == "ocr" && $0.message.contains("text layer over the page's scanned image") })
        #expect(document.invariantViolations().isEmpty)
    }

    /// A layer that reads the page right (here: the letter's own words) is kept as the file gives it: the page is a
    /// text-layer page, with no straightening recorded, and its words are the layer's.
    @Test func aScanWhoseTextLayerReadsRightKeepsItsLayer() throws {
        let pdf = try Self.scannedLetter(layer: try Self.truthWords())
        let document = try #require(try DocumentReader(pipeline: StageRegistry.defaultPipeline)
            .read(path: "scanned-letter.pdf", data: pdf).document)
        let page = try #require(document.pages.first)
        #expect(page.textSource == .textLayer)
        #expect(page.geometry == nil)
        #expect(document.text().contains("Renée Castellan"))
        #expect(document.invariantViolations().isEmpty)
    }

    /// When the page's own reading never happens (here a pipeline without `ocr`), the layer held aside is still
    /// stored: holding it never loses it.
    @Test func aScansTextLayerIsKeptWhenThePageIsNotReadAgain() throws {
        let pipeline = PipelineDefinition(name: "no ocr", version: 1,
                                          pages: StageRegistry.defaultPipeline.pages.filter { $0.stage != "ocr" }, document: [])
        let pdf = try Self.scannedLetter(layer: ["Marlow", "&", "Finch", "Bookbinders"])
        let report = try DocumentReader(pipeline: pipeline).read(path: "scanned-letter.pdf", data: pdf)
        let document = try #require(report.document)
        #expect(document.pages.first?.textSource == .textLayer)
        #expect(document.text().contains("Finch Bookbinders"))
        #expect(report.outcome == .succeeded)
    }

    /// `reread_scans` false takes every usable layer as it is, as before.
    @Test func withRereadScansOffAScansLayerIsTakenAsItIs() throws {
        var pages = StageRegistry.defaultPipeline.pages
        let index = try #require(pages.firstIndex { $0.stage == "text_layer" })
        pages[index].options["reread_scans"] = .bool(false)
        let pipeline = PipelineDefinition(name: "layers as given", version: 1, pages: pages, document: [])
        let pdf = try Self.scannedLetter(layer: ["Marlovv", "&", "Fincb", "Bookbindcrs", "14", "Quany", "Lane,", "Hebdcn"])
        let document = try #require(try DocumentReader(pipeline: pipeline).read(path: "scanned-letter.pdf", data: pdf).document)
        #expect(document.pages.first?.textSource == .textLayer)
        #expect(document.text().contains("Fincb"))
    }
}
