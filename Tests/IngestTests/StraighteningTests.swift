import DocModel
import Foundation
import Imaging
import Pipeline
import Testing
@testable import Ingest

/// The straightening stages on real corpus files, without OCR (OCR quality on photos is `folio eval`'s job).
@Suite struct StraighteningTests {
    /// The default pipeline up to, not including, OCR.
    let pipeline = PipelineDefinition(name: "straighten", version: 1,
                                      pages: StageRegistry.defaultPipeline.pages.filter { $0.stage != "ocr" },
                                      document: [])

    func truthCorners(_ stem: String) throws -> [Point] {
        let json = try JSONSerialization.jsonObject(with: Repo.data("corpus/photos/\(stem).truth.json")) as? [String: Any]
        let pages = try #require(json?["pages"] as? [[String: Any]])
        let corners = try #require(pages.first?["corners"] as? [[Double]])
        return corners.map { Point(x: $0[0], y: $0[1]) }
    }

    @Test func photographedPageIsFoundAndRectifiedToItsTrueShape() throws {
        let stem = "photo-01-letter-wood"
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: stem, data: try Repo.data("corpus/photos/\(stem).jpg"))
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        let page = try #require(document.pages.first)
        let geometry = try #require(page.geometry)
        #expect(geometry.origin == .found)
        // Every corner within 5 px of the truth on a 1200×1600 photo of a ~1150 px tall page.
        for (found, truth) in zip(geometry.corners, try truthCorners(stem)) {
            #expect(hypot(found.x - truth.x, found.y - truth.y) < 5)
        }
        // A4 is 1 : 1.414; the rectified page keeps it within 2%.
        #expect(abs(Double(page.width) / Double(page.height) - 0.7071) < 0.015)
        // The homography takes the rectified page's corners back to the photo's.
        let back = geometry.sourcePoint(Point(x: Double(page.width), y: Double(page.height)))
        #expect(hypot(back.x - geometry.corners[2].x, back.y - geometry.corners[2].y) < 1)
    }

    @Test func flatbedScanIsLeftUntouched() throws {
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: "letter-clean.png", data: try Repo.data("corpus/letter-clean.png"))
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        let page = try #require(document.pages.first)
        #expect(page.width == 2480 && page.height == 3508)
        #expect(page.geometry == PageGeometry.assumed(width: 2480, height: 3508))
    }

    @Test func pageTurnedAQuarterIsTurnedBack() throws {
        // The clean letter turned 90° clockwise; orient must turn it 270° more, and name the upright page's
        // top-left corner: the turned image's top-right (x = 3508 wide, y = 0).
        let image = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter")
        let turned = try image.rotated(quarterTurns: 1)
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: "letter-turned.png", data: try turned.pngData())
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        let page = try #require(document.pages.first)
        #expect(page.geometry?.rotation == 270)
        #expect(page.width == 2480 && page.height == 3508)
        let topLeft = try #require(page.geometry?.corners.first)
        #expect(abs(topLeft.x - 3508) < 1e-6 && abs(topLeft.y) < 1e-6)
    }

    @Test func skewedScanIsStraightenedFromItsReducedCopy() throws {
        // notice-skewed.png is a Letter page turned 2.5° counter-clockwise (corpus/README.md); deskew reads a
        // 150 ppi copy and must still find the angle to a tenth of a degree and turn it back.
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: "notice-skewed.png", data: try Repo.data("corpus/notice-skewed.png"))
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        let geometry = try #require(document.pages.first?.geometry)
        #expect(geometry.origin == .assumed)
        #expect(geometry.rotation == 0)
        #expect(abs(geometry.skewAngle - 2.5) < 0.1)
    }

    @Test func upsideDownReceiptIsTurnedBackByOSD() throws {
        // A receipt in capitals and digits gives Leptonica's ascender statistics too little to decide, so
        // this one goes through Tesseract's OSD.
        let image = try ImageDecoder().decode(try Repo.data("corpus/receipt-thermal.png"), mediaType: .png, file: "receipt")
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: "receipt-turned.png", data: try image.rotated(quarterTurns: 2).pngData())
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        #expect(document.pages.first?.geometry?.rotation == 180)
    }

    @Test func leptonicaDecidesOnlyWithAClearWinner() {
        // Statistics measured on the clean letter in its four turns, and on the receipt (too weak).
        #expect(OrientStage.leptonicaTurn(up: 27.3, left: -4.8) == 0)
        #expect(OrientStage.leptonicaTurn(up: -4.8, left: -26.3) == 90)
        #expect(OrientStage.leptonicaTurn(up: -26.3, left: 4.7) == 180)
        #expect(OrientStage.leptonicaTurn(up: 4.7, left: 27.3) == 270)
        #expect(OrientStage.leptonicaTurn(up: 2.1, left: -0.7) == nil)
        // Strong but not 2.5× the other direction: left to OSD.
        #expect(OrientStage.leptonicaTurn(up: 6.6, left: 12.7) == nil)
    }
}
