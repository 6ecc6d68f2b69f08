import DocModel
import Foundation
import Imaging
import PDF
import Pipeline
import TestSupport
import Testing
@testable import Ingest

/// `text_size` as the default pipeline sets it (`scale_page` false, small text only): a page whose text is small for Tesseract is read
/// enlarged, real Tesseract on text rendered by Poppler, and its words keep the page's own pixels.
@Suite struct SmallTextReadingTests {
    /// Six lines of 9 pt Helvetica rendered at 72 dpi (capitals ~6.5 px high, as on a 72–100 dpi form scan), stated
    /// resolution dropped as such scans carry none.
    static let lines = ["Quarterly inventory report for the northern warehouse",
                        "Shipment received from the supplier on Monday morning",
                        "Please return the signed contract before the deadline",
                        "Approved by the regional manager after careful review",
                        "Total number of damaged cartons found during inspection",
                        "Payment terms remain unchanged for the following year"]

    static func smallPage() throws -> Image {
        var image = try PrintedLines.page(lines, size: 9, leading: 11, dpi: 72)
        image.resolution = 0
        return image
    }

    static func found(_ document: Document) -> Set<String> { PrintedLines.found(document, of: lines) }

    @Test func smallTextIsReadEnlargedAndItsBoxesStayOnThePageAsDecoded() throws {
        let image = try Self.smallPage()
        let measured = try #require(try TextSizeStage.measure(image, analysisSide: 2000))
        #expect(measured.height < 10)  // characters of 9 pt at 72 dpi: under 10 px
        let plain = PipelineDefinition(name: "plain", version: 1, pages: [StageSpec(stage: "ocr", options: [:])], document: [])
        let enlarged = PipelineDefinition(name: "enlarged", version: 1, pages: [
            StageSpec(stage: "text_size", options: try #require(TextSizeStage.definition.inDefaultPipeline)),
            StageSpec(stage: "ocr", options: [:])], document: [])
        let before = try #require(try DocumentReader(pipeline: plain).read(path: "small.png", data: try image.pngData()).document)
        let report = try DocumentReader(pipeline: enlarged).read(path: "small.png", data: try image.pngData())
        let after = try #require(report.document)
        let truthCount = Set(Self.lines.flatMap { $0.lowercased().split(separator: " ") }).count
        let (foundBefore, foundAfter) = (Self.found(before), Self.found(after))
        // Read as it is, Tesseract loses most words of type this small; enlarged, nearly all.
        #expect(foundBefore.count * 2 < truthCount)
        #expect(foundAfter.count * 10 >= truthCount * 9)
        #expect(foundAfter.isSuperset(of: foundBefore))
        // The page keeps the image's size, and every word's box lies on it, on its own line's height.
        let page = try #require(after.pages.first)
        #expect(page.width == image.width && page.height == image.height)
        let words = after.blocks.flatMap(\.lines).flatMap(\.words)
        #expect(words.allSatisfy { $0.box.fits(width: image.width, height: image.height) && $0.box.height <= 14 })
        #expect(report.diagnostics.contains { $0.stage == "text_size" && $0.message.contains("the page is read") })
    }

    /// An image lower or narrower than the measure's binarisation window (Leptonica's Sauvola refuses it) shows no
    /// text size: the default pipeline reads it as it is, with no error (a 64 × 24 px image was stored partly,
    /// "text_size: image operation failed: pixSauvolaBinarize").
    @Test func anImageSmallerThanTheMeasuresWindowIsReadAsItIs() throws {
        let stamp = try Self.smallPage().scaled(by: 0.05)
        #expect(min(stamp.width, stamp.height) < 33)
        #expect(try TextSizeStage.measure(stamp, analysisSide: 2000) == nil)
        let report = try DocumentReader(pipeline: StageRegistry.defaultPipeline).read(path: "stamp.png", data: try stamp.pngData())
        #expect(report.document != nil)
        #expect(!report.diagnostics.contains { $0.severity == .error }, "\(report.diagnostics)")
    }
}
