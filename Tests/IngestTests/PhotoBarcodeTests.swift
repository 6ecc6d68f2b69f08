import Barcodes
import DocModel
import Foundation
import Imaging
import Pipeline
import Testing
@testable import Ingest

/// The `barcodes` stage on a photographed page (corpus/entities/photos/photo-41-spec-sheet-wood.jpg, made by
/// scripts/generate-photo-corpus.py --entities): the QR code printed at a known place on the source page
/// is read on the straightened page and on the photo, and kept once, in page pixels.
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
        #expect(page.geometry?.origin == .found)
        let truth = try truthCode()
        let codes = try #require(page.barcodes)
        #expect(codes.map(\.payload) == [truth.payload])
        #expect(codes.first?.symbology == "qrcode")
        // The page is straightened at its own scale: scale the source box to it, then the code's box must
        // lie within 2% of the page width of it on every side.
        let box = try #require(codes.first?.box)
        let s = Double(page.width) / truth.sourceWidth, tolerance = 0.02 * Double(page.width)
        #expect(abs(Double(box.x) - truth.box[0] * s) < tolerance)
        #expect(abs(Double(box.y) - truth.box[1] * s) < tolerance)
        #expect(abs(Double(box.maxX) - (truth.box[0] + truth.box[2]) * s) < tolerance)
        #expect(abs(Double(box.maxY) - (truth.box[1] + truth.box[3]) * s) < tolerance)
    }

    @Test func codesReadOnThePhotoAreMappedOntoThePageThroughItsHomography() throws {
        let page = try readPage()
        let geometry = try #require(page.geometry)
        let photo = try ImageDecoder().decode(try Repo.data("corpus/entities/photos/\(Self.stem).jpg"), mediaType: .jpeg,
                                              file: Self.stem)
        let inPhoto = try BarcodeReader().read(photo)
        #expect(inPhoto.map(\.payload) == [try truthCode().payload])
        // In the photo the code is small and turned; mapped, it lands on the straightened page's reading.
        let mapped = PhotoBarcodes(geometry: geometry, pageWidth: page.width, pageHeight: page.height).onPage(inPhoto)
        let onPage = try #require(page.barcodes?.first?.box)
        let fromPhoto = try #require(mapped.first?.box)
        let tolerance = 0.01 * Double(page.width)
        #expect(abs(fromPhoto.x - onPage.x) < Int(tolerance) && abs(fromPhoto.maxX - onPage.maxX) < Int(tolerance))
        #expect(abs(fromPhoto.y - onPage.y) < Int(tolerance) && abs(fromPhoto.maxY - onPage.maxY) < Int(tolerance))
        // And merged with it, the two readings are one code.
        #expect(BarcodeMerger.merge(page.barcodes ?? [], mapped).count == 1)
    }

    @Test func aCodeOnTheBackgroundBesideThePageIsNotThePages() {
        let geometry = PageGeometry.assumed(width: 100, height: 100)
        let outside = Barcode(symbology: "qrcode", payload: "x", polygon: [.init(x: 150, y: 10), .init(x: 180, y: 10),
                                                                          .init(x: 180, y: 40), .init(x: 150, y: 40)],
                              decoders: ["zxing"])
        let inside = Barcode(symbology: "qrcode", payload: "y", polygon: [.init(x: 90, y: 10), .init(x: 120, y: 10),
                                                                         .init(x: 120, y: 40), .init(x: 90, y: 40)],
                             decoders: ["zxing"])
        let mapped = PhotoBarcodes(geometry: geometry, pageWidth: 100, pageHeight: 100).onPage([outside, inside])
        // The first lies off the page; the second's centre (105, 25) too; nothing is kept...
        #expect(mapped.isEmpty)
        let edge = Barcode(symbology: "qrcode", payload: "z", polygon: [.init(x: 80, y: 10), .init(x: 110, y: 10),
                                                                       .init(x: 110, y: 40), .init(x: 80, y: 40)],
                           decoders: ["zxing"])
        // ...while a code at the edge, centre on the page, is kept with its corners clamped onto the page.
        #expect(PhotoBarcodes(geometry: geometry, pageWidth: 100, pageHeight: 100).onPage([edge]).first?.polygon.map(\.x) == [80, 99, 99, 80])
    }
}
