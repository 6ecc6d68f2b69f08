import DocModel
import Foundation
import Imaging
import Ingest
import Pipeline
import SearchablePDF
import Testing

/// Quarter turns on pages whose text gives Leptonica's statistics and OSD little to go on (figures, capitals),
/// and on every page of an image-only PDF whose pages stand in different turns. Real pixels, real Tesseract.
@Suite struct PageTurnTests {
    /// The default pipeline up to, not including, OCR.
    let pipeline = PipelineDefinition(name: "straighten", version: 1,
                                      pages: StageRegistry.defaultPipeline.pages.filter { $0.stage != "ocr" },
                                      document: [])

    func corpusImage(_ relative: String) throws -> Image {
        try ImageDecoder().decode(try Repo.data(relative), mediaType: .png, file: relative)
    }

    @Test func upsideDownReceiptOfFiguresIsTurnedBackByReadingASample() throws {
        // Leptonica's statistics (0, 3.6) and OSD (upright, 0.67) cannot tell; the sample read upright is
        // mostly prices and dates, which Tesseract's dictionary does not hold, while sideways it reads as
        // unsure dictionary fragments: numbers and only fairly sure words count as known.
        let receipt = try corpusImage("corpus/receipts/receipt-01-scan.png")
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: "receipt-upside-down.png", data: try receipt.rotated(quarterTurns: 2).pngData())
        #expect(report.document?.pages.first?.geometry?.rotation == 180)
    }

    @Test func everyPageOfAnImagePDFIsTurnedUprightOnItsOwn() throws {
        // Four scanned pages in one PDF, each standing in its own turn (clockwise quarter turns given).
        let letter = try corpusImage("corpus/letter-clean.png")
        let receipt = try corpusImage("corpus/receipts/receipt-01-scan.png")
        let pages: [(Image, Int)] = [(letter, 0), (letter, 1), (receipt, 2), (letter, 3), (receipt, 0)]
        var pdfPages: [SearchablePDFPage] = []
        for (image, turns) in pages {
            let turned = try image.rotated(quarterTurns: turns)
            let jpeg = try turned.jpegData(quality: 85)
            pdfPages.append(SearchablePDFPage(width: turned.width, height: turned.height, dpi: 300,
                                              image: EncodedImage(jpeg: jpeg.data, width: turned.width, height: turned.height,
                                                                  components: jpeg.components),
                                              words: []))
        }
        let pdf = SearchablePDFWriter.write(pages: pdfPages, title: "mixed turns")
        let reader = try DocumentReader(pipeline: pipeline)
        let document = try #require(reader.read(path: "mixed-turns.pdf", data: pdf).document)
        #expect(document.invariantViolations().isEmpty)
        // A page turned t quarters clockwise needs (4 − t) more.
        #expect(document.pages.map { $0.geometry?.rotation } == [0, 270, 180, 90, 0])
    }
}
