import Barcodes
import DocModel
import Foundation
import Imaging
import PDF
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

/// The `barcodes` stage's look beside a found page (`BarcodeCheck.mayHoldCodes(_:beside:)`): a photographed page
/// without codes on a cloth (corpus/photos/photo-02-receipt-cloth.jpg, its truth's corners) shows no code-like tile
/// beside the page, so the photo is not read for codes; the QR code of corpus/barcodes/invoice-vector-codes.pdf,
/// rendered at 120 dpi (about a photo's resolution of a page) and laid on the cloth beside the page, is seen.
@Suite struct CodeBesideAPhotographedPageTests {
    @Test func aCodeLaidBesideTheFoundPageIsSeenAndTheBareClothIsNot() throws {
        let stem = "corpus/photos/photo-02-receipt-cloth"
        let photo = try ImageDecoder().decode(try Repo.data("\(stem).jpg"), mediaType: .jpeg, file: stem)
        let json = try JSONSerialization.jsonObject(with: Repo.data("\(stem).truth.json")) as? [String: Any]
        let corners = try #require((json?["pages"] as? [[String: Any]])?.first?["corners"] as? [[Double]])
        let quad = corners.map { Vector2($0[0], $0[1]) }
        #expect(quad.count == 4 && photo.width <= 1600 && photo.height <= 1600)  // read at its own size
        let check = BarcodeCheck()
        var pixels = try photo.luminanceBytes()
        #expect(CodeLikeInk.codeLikeTiles(pixels, width: photo.width, height: photo.height, tile: check.besideTile,
                                           outside: quad, atLeast: 100) == 0)
        #expect(try !check.mayHoldCodes(photo, beside: quad))

        let pdf = try PDFDocument(data: try Repo.data("corpus/barcodes/invoice-vector-codes.pdf"), file: "invoice")
        let page = try pdf.page(0).render(dpi: 120, maxPixels: 4_000_000).grayscale()
        let qr = try #require(try BarcodeReader().read(page).first { $0.symbology == "qrcode" }?.box)
        let source = try page.luminanceBytes()
        // The code with a 2 mm white rim, at the photo's top-left corner: the cloth there, well off the page.
        let (x0, y0) = (max(0, qr.x - 10), max(0, qr.y - 10))
        let (w, h) = (qr.width + 20, qr.height + 20)
        #expect(quad.allSatisfy { $0.x > Double(w + 20) || $0.y > Double(h + 20) })
        for y in 0..<h { for x in 0..<w { pixels[(10 + y) * photo.width + 10 + x] = source[(y0 + y) * page.width + x0 + x] } }
        #expect(CodeLikeInk.codeLikeTiles(pixels, width: photo.width, height: photo.height, tile: check.besideTile,
                                           outside: quad, atLeast: 100) >= check.minTiles)
    }
}
