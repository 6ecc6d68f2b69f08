import Barcodes
import DocModel
import Foundation
import Imaging
import Pipeline
import Segmentation
import Testing
@testable import Ingest

/// The `barcodes` stage on a photographed page (corpus/entities/photos/photo-41-spec-sheet-wood.jpg, made by
/// scripts/corpus/generate-photo-corpus.py --entities): the QR code printed at a known place on the source page
/// is read on the photo as decoded and on the straightened page, and kept once, in the photo's pixels.
@Suite struct PhotoBarcodeTests {
    static let stem = "photo-41-spec-sheet-wood"

    /// The QR code's payload and box on the clean source page (pixels of the 300 dpi scan), from the truth.
    func truthCode() throws -> (payload: String, box: [Double], sourceWidth: Double) {
        let json = try JSONSerialization.jsonObject(with: Repo.data("corpus/entities/scans/spec-sheet.truth.json")) as? [String: Any]
        let pages = try #require(json?["pages"] as? [[String: Any]])
        let code = try #require((pages.first?["barcodes"] as? [[String: Any]])?.first)
        let render = try #require(json?["render"] as? [String: Any])
        let pixels = try #require(render["pixels"] as? [Double])
        return (try #require(code["payload"] as? String), try #require(code["box"] as? [Double]), pixels[0])
    }

    /// The photo read once for the suite, by the default pipeline's page stages without OCR and layout (not
    /// what is tested here); straightening in a debug build takes a while.
    static let read: Result<Document, any Error> = Result {
        let pipeline = PipelineDefinition(name: "barcodes", version: 1,
                                          pages: StageRegistry.defaultPipeline.pages.filter { !["ocr", "layout"].contains($0.stage) },
                                          document: [])
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: stem, data: try Repo.data("corpus/entities/photos/\(stem).jpg"))
        guard let document = report.document else { throw CocoaError(.fileReadCorruptFile) }
        return document
    }

    func readPage() throws -> Page {
        let document = try Self.read.get()
        #expect(document.invariantViolations().isEmpty)
        return try #require(document.pages.first)
    }

    @Test func qrCodeOnAPhotographedPageIsReadOnceWhereItIsPrinted() throws {
        let page = try readPage()
        let geometry = try #require(page.geometry)
        #expect(geometry.origin == .found)
        let truth = try truthCode()
        let codes = try #require(page.barcodes)
        #expect(codes.map(\.payload) == [truth.payload])
        #expect(codes.first?.symbology == "qrcode")
        // The polygon is in the photo's pixels: brought onto the straightened page through the inverse of the
        // page → photo homography, and the source box scaled to the page, it must lie within 2% of the page
        // width of the printed code on every side.
        let toPage = try #require(Homography(geometry.homography).inverse)
        let onPage = try #require(codes.first).polygon.map { toPage.apply(Vector2(Double($0.x), Double($0.y))) }
        let s = Double(page.width) / truth.sourceWidth, tolerance = 0.02 * Double(page.width)
        #expect(abs((onPage.map(\.x).min() ?? 0) - truth.box[0] * s) < tolerance)
        #expect(abs((onPage.map(\.y).min() ?? 0) - truth.box[1] * s) < tolerance)
        #expect(abs((onPage.map(\.x).max() ?? 0) - (truth.box[0] + truth.box[2]) * s) < tolerance)
        #expect(abs((onPage.map(\.y).max() ?? 0) - (truth.box[1] + truth.box[3]) * s) < tolerance)
    }

    @Test func codesAreStoredInThePixelsOfThePhotoAsDecoded() throws {
        let page = try readPage()
        let photo = try ImageDecoder().decode(try Repo.data("corpus/entities/photos/\(Self.stem).jpg"), mediaType: .jpeg,
                                              file: Self.stem)
        let inPhoto = try BarcodeReader().read(photo)
        #expect(inPhoto.map(\.payload) == [try truthCode().payload])
        let stored = try #require(page.barcodes?.first?.box)
        let read = try #require(inPhoto.first?.box)
        let tolerance = Int(0.01 * Double(photo.width))
        #expect(abs(stored.x - read.x) <= tolerance && abs(stored.maxX - read.maxX) <= tolerance)
        #expect(abs(stored.y - read.y) <= tolerance && abs(stored.maxY - read.maxY) <= tolerance)
    }
}
