import DocModel
import Foundation
import Imaging
import PDF
import Pipeline
import TestSupport
import Testing
@testable import Ingest

/// `illumination` on a page photographed filling the frame (no desk around it, so no page is found): the paper
/// falls off from white on the right to mid grey on the left, the ink stays dark. Tesseract thresholds the page
/// with one level and loses the grey half's words; flattened first, they read. Real Tesseract on text rendered
/// by Poppler (11 pt Helvetica at 150 dpi), shaded as the generated business pages' photo-like captures are.
@Suite struct UnevenLightReadingTests {
    static let lines = ["Shipment received from the supplier on Monday morning at the northern warehouse gate",
                        "Please return the signed contract before the deadline stated in our previous letter",
                        "Approved by the regional manager after careful review of every damaged carton found",
                        "Payment terms remain unchanged for the following year unless both parties agree"]

    /// The page, its paper shaded from 255 (right edge) to `darkest` (left edge) where it is paper, ink kept.
    static func page(darkest: Int) throws -> Image {
        let printed = try PrintedLines.page(lines, size: 11, leading: 16, dpi: 150)
        let (width, height) = (printed.width, printed.height)
        var bytes = try printed.luminanceBytes()
        for y in 0..<height {
            for x in 0..<width {
                let ink = Int(bytes[y * width + x]), shade = darkest + (255 - darkest) * x / (width - 1)
                // As the generator composes it: the ink's darkness masks the shaded paper.
                bytes[y * width + x] = UInt8((ink * (255 - ink) + shade * ink) / 255)
            }
        }
        var image = try Image.gray(width: width, height: height, bytes: bytes)
        image.resolution = 150
        return image
    }

    static func found(_ document: Document) -> Set<String> { PrintedLines.found(document, of: lines) }

    static func read(_ image: Image, illumination: Bool) throws -> Document {
        var stages = [StageSpec(stage: "ocr", options: [:])]
        if illumination {
            stages.insert(StageSpec(stage: "illumination", options: try #require(IlluminationStage.definition.inDefaultPipeline)), at: 0)
        }
        let pipeline = PipelineDefinition(name: "shaded", version: 1, pages: stages, document: [])
        return try #require(try DocumentReader(pipeline: pipeline).read(path: "shaded.png", data: try image.pngData()).document)
    }

    @Test func aPagePhotographedFillingTheFrameWithItsLightFallingOffIsFlattenedAndReadWhole() throws {
        let image = try Self.page(darkest: 150)
        let truthCount = Set(Self.lines.flatMap { $0.lowercased().split(separator: " ") }).count
        let plain = Self.found(try Self.read(image, illumination: false))
        let flattened = Self.found(try Self.read(image, illumination: true))
        // Read as captured, the grey half is lost (19 of 46 words when written); flattened (the default options),
        // nearly every word reads.
        #expect(plain.count * 10 < truthCount * 8, "\(plain.count) of \(truthCount)")
        #expect(flattened.count * 10 >= truthCount * 9, "\(flattened.count) of \(truthCount)")
    }

    /// An evenly lit scan of the same print is no photograph: `illumination` leaves it as it is.
    @Test func anEvenlyLitScanIsLeftAsItIs() throws {
        let stage = IlluminationStage()
        let scan = PageWork(number: 1, image: try Self.page(darkest: 255), dpi: 150, documentPath: "scan.png")
        let shaded = PageWork(number: 1, image: try Self.page(darkest: 150), dpi: 150, documentPath: "photo.png")
        #expect(!stage.applies(to: scan))
        #expect(stage.applies(to: shaded))
    }

    /// A page found on a scanner's bed is already white paper, evenly lit: with `white_paper` it is left unflattened.
    /// A page found in a photo, its paper grey (a camera's exposure: 205–225 on `corpus/photos`), is flattened.
    @Test func aFoundPageOfWhitePaperIsLeftUnflattenedAndAGreyOneIsFlattened() throws {
        var stage = IlluminationStage()
        stage.whitePaper = 235
        func found(_ image: Image) -> PageWork {
            let work = PageWork(number: 1, image: image, dpi: 150, documentPath: "found.png")
            work.geometry = PageGeometry(corners: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)],
                                         origin: .found, confidence: 0.9, homography: [1, 0, 0, 0, 1, 0, 0, 0, 1])
            return work
        }
        let white = try Self.page(darkest: 255)
        let bytes = try white.luminanceBytes().map { UInt8(Int($0) * 215 / 255) }
        let grey = try Image.gray(width: white.width, height: white.height, bytes: bytes)
        #expect(!stage.applies(to: found(white)))
        #expect(stage.applies(to: found(grey)))
        // Without the option every found page is flattened, as before.
        #expect(IlluminationStage().applies(to: found(white)))
    }
}
