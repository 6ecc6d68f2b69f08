import DocModel
import Foundation
import Imaging
import OCR
import Pipeline
import Testing
@testable import Ingest

/// The `text_size` stage on a generated receipt scan, without OCR.
@Suite struct TextSizeTests {
    let pipeline = PipelineDefinition(name: "text-size", version: 1,
                                      pages: [StageSpec(stage: "text_size", options: [:])], document: [])

    func receipt() throws -> Image {
        try ImageDecoder().decode(try Repo.data("corpus/receipts/receipt-01-scan.png"), mediaType: .png, file: "receipt-01")
    }

    @Test func receiptScanTextHeightIsMeasured() throws {
        // receipt-01-scan.png: mixed case; capitals and digits 18 px high, lower case about 13 (measured on
        // the pixels of "12" and "O"): the median character lies between the two.
        let measured = try #require(try TextSizeStage.measure(try receipt(), analysisSide: 2000))
        #expect((12...19).contains(measured.height))
        // Solid, rendered print: few fragments per character (dots of i and j, full stops).
        #expect(measured.fragmentation < 1)
    }

    @Test func hugeScanIsReducedToReadableTextAndKeepsItsGeometry() throws {
        // The same receipt enlarged 5×, as a 600 dpi scanner of a phone-sized page would give: letters ~100 px.
        let huge = try receipt().scaled(by: 5)
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: "huge.png", data: try huge.pngData())
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        let page = try #require(document.pages.first)
        // Characters 5 × 12…19 px high are brought to 30 px: the 4500 px page becomes 4500 × 30 / (60…95),
        // i.e. 1420…2250 px wide.
        #expect((1400...2300).contains(page.width))
        // The page's far corner leads back to the far corner of the source image.
        let geometry = try #require(page.geometry)
        let back = geometry.sourcePoint(Point(x: Double(page.width), y: Double(page.height)))
        #expect(abs(back.x - Double(huge.width)) < 6 && abs(back.y - Double(huge.height)) < 6)
    }

    @Test func pageWithTextOfAGoodSizeIsLeftAlone() throws {
        let image = try receipt()
        let reader = try DocumentReader(pipeline: PipelineDefinition(
            name: "text-size", version: 1,
            pages: [StageSpec(stage: "text_size", options: ["min_height": .number(10), "max_height": .number(45)])], document: []))
        let report = reader.read(path: "receipt.png", data: try image.pngData())
        let page = try #require(report.document?.pages.first)
        #expect(page.width == image.width && page.height == image.height)
    }
    @Test func aPageFoundInAPhotoIsNotMeasuredWhenOnlyItsReadingsWouldBeScaled() throws {
        // The receipt at half its size: letters of 6–10 px, below the default pipeline's 16 px floor.
        let small = try receipt().scaled(by: 0.5)
        var readingsOnly = TextSizeStage()
        (readingsOnly.scalePage, readingsOnly.target, readingsOnly.minHeight, readingsOnly.maxHeight) = (false, 20, 16, 1000)
        // A scan: measured, and its readings enlarged.
        var scan = PageWork(number: 1, image: small, dpi: 300, documentPath: "scan.png")
        #expect(readingsOnly.applies(to: scan))
        try readingsOnly.process(&scan)
        #expect(scan.readingScale > 1)
        // The same pixels as a page found in a photo: read at rectify's size whatever its letters measure, so the
        // stage leaves it out (nothing it measured would be used).
        let photo = PageWork(number: 1, image: small, dpi: 300, documentPath: "photo.jpg")
        var geometry = PageGeometry.assumed(width: small.width, height: small.height)
        geometry.origin = .found
        photo.geometry = geometry
        #expect(!readingsOnly.applies(to: photo))
        #expect(photo.readingScale == 1)
        // Where the page itself is scaled (pipelines/receipts.json), a found page is measured as before.
        #expect(TextSizeStage().applies(to: photo))
    }
    @Test func receiptRereadTakesTextSizesMeasureOfTheSamePixelsAndMeasuresAChangedPage() throws {
        let image = try receipt()
        var readingsOnly = TextSizeStage()
        (readingsOnly.scalePage, readingsOnly.target, readingsOnly.minHeight, readingsOnly.maxHeight) = (false, 20, 16, 1000)
        var work = PageWork(number: 1, image: image, dpi: 300, documentPath: "receipt.png")
        try readingsOnly.process(&work)
        let stage = ReceiptRereadStage(engine: try TesseractEngine(mode: .singleBlock))
        // What receipt_reread finds from the kept measure is what measuring the page afresh finds.
        let fresh = try #require(try TextSizeStage.measure(image, analysisSide: 2000))
        let reused = stage.measure(image, work: work)
        #expect(reused.height == fresh.height && reused.fragmentation == fresh.fragmentation)
        // It is taken, not measured again: a kept measure of 99 px (no such print here) comes back as it is…
        let kept = try #require(work.textMeasure?.measure)
        work.textMeasure = .init(page: image, analysisSide: 2000,
                                 measure: .init(height: 99, specks: nil, binary: kept.binary, copyHeight: kept.copyHeight))
        #expect(stage.measure(image, work: work).height == 99)
        // …but a page replaced since (another image, the same pixels) is measured afresh.
        let replaced = try image.grayscale()
        #expect(replaced !== image)
        #expect(stage.measure(replaced, work: work).height == fresh.height)
    }
}
