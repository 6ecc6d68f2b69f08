@testable import Barcodes
import DocModel
import Imaging
import OCR
import Foundation
import Pipeline
import Store
import Testing
@testable import Ingest

/// Codes through the path `folio ingest` takes: corpus/barcodes/invoice-vector-codes.pdf (made by
/// scripts/corpus/generate-barcode-pages.py) is a text-layer invoice with a QR code, a Code 128, an EAN-13, a Data Matrix
/// and a PDF417 drawn as vector paths — no picture on the page.
@Suite struct BarcodeProductPathTests {
    struct NotStored: Error {}

    static let file = "corpus/barcodes/invoice-vector-codes"

    /// The default pipeline's page stages that matter to a text-layer page's codes (OCR would not run on it).
    static let pipeline = PipelineDefinition(
        name: "barcodes", version: 1,
        pages: StageRegistry.defaultPipeline.pages.filter { ["decode", "text_layer", "rasterize", "barcodes"].contains($0.stage) },
        document: [])

    static func truth() throws -> Set<[String]> {
        let json = try JSONSerialization.jsonObject(with: Repo.data(file + ".truth.json")) as? [String: Any]
        let pages = try #require(json?["pages"] as? [[String: Any]])
        let codes = try #require(pages.first?["barcodes"] as? [[String: String]])
        return Set(codes.map { [$0["symbology"] ?? "", $0["payload"] ?? ""] })
    }

    @Test func codesPrintedAsVectorGraphicsOnATextLayerPageAreRead() throws {
        let report = try DocumentReader(pipeline: Self.pipeline).read(path: Self.file + ".pdf", data: try Repo.data(Self.file + ".pdf"))
        let page = try #require(report.document?.pages.first)
        // The page keeps its text layer (no OCR); the codes come from a rendering made for the barcodes stage.
        #expect(page.textSource == .textLayer)
        let codes = try #require(page.barcodes)
        #expect(Set(codes.map { [$0.symbology, $0.payload] }) == (try Self.truth()))
        #expect(codes.count == 5)
        // Boxes in the page's own pixels at its dpi, on the page.
        for code in codes {
            let box = try #require(code.box)
            #expect(box.x >= 0 && box.y >= 0 && box.maxX <= page.width && box.maxY <= page.height)
        }
    }

    @Test func aOneDimensionalCodeIsStoredOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-barcodes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("folio.sqlite").path
        let store = try DocumentStore(path: database)
        let report = try DocumentReader(pipeline: Self.pipeline).read(path: Self.file + ".pdf", data: try Repo.data(Self.file + ".pdf"))
        guard case .stored = try store.save(report) else { throw NotStored() }
        // Both decoders read the Code 128 and the EAN-13 on many scan lines; each is one row, read by both.
        let rows = try DocumentStore.query(databasePath: database,
                                           sql: "SELECT symbology, count(*), max(decoders), max(gtin) FROM barcode GROUP BY symbology, payload")
        let bySymbology = Dictionary(uniqueKeysWithValues: rows.rows.map { row in ("\(row[0])", row) })
        for symbology in ["code128", "ean13"] {
            let row = try #require(bySymbology[symbology])
            #expect("\(row[1])" == "1")
            #expect("\(row[2])" == "zxing,zbar")
        }
        #expect(rows.rows.count == 5)
        // The EAN-13's GTIN, in GS1's 14-digit form.
        let ean = try #require(try Self.truth().first { $0[0] == "ean13" })
        #expect("\(bySymbology["ean13"]?[3] ?? .null)" == "0" + ean[1])
    }
}

/// The cheap look before a full scan (`BarcodeCheck`): a scanned page whose ink is all confident words skips both
/// decoders; a page with codes, read as pixels (the invoice rendered at 300 dpi and OCRed), keeps every code.
@Suite struct BarcodeCheckTests {
    /// Pixels only: the page rendered and read by OCR, then the barcodes stage, as for an image PDF.
    static let pipeline = PipelineDefinition(
        name: "barcodes-on-pixels", version: 1,
        pages: StageRegistry.defaultPipeline.pages.filter { ["decode", "rasterize", "ocr", "barcodes"].contains($0.stage) },
        document: [])

    @Test func aScannedPageWithoutCodesSkipsTheDecoders() throws {
        let report = try DocumentReader(pipeline: Self.pipeline).read(path: "letter-clean.png", data: try Repo.data("corpus/letter-clean.png"))
        let page = try #require(report.document?.pages.first)
        #expect(page.barcodes == [])
        // The check says no because the letter's ink is its words: unread, its print would pass.
        let image = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter")
        let words = try TesseractEngine().recognize(image, resolution: 300).flatMap(\.lines).flatMap(\.words)
        #expect(!(try BarcodeCheck().mayHoldCodes(image, words: words, dpi: 300)))
        #expect(try BarcodeCheck().mayHoldCodes(image, words: [], dpi: 300))
    }

    @Test func codesOnAPageReadAsPixelsAreAllStillRead() throws {
        let file = BarcodeProductPathTests.file
        let report = try DocumentReader(pipeline: Self.pipeline).read(path: file + ".pdf", data: try Repo.data(file + ".pdf"))
        let page = try #require(report.document?.pages.first)
        #expect(page.textSource == .ocr)
        let codes = try #require(page.barcodes)
        #expect(Set(codes.map { [$0.symbology, $0.payload] }) == (try BarcodeProductPathTests.truth()))
    }
}

/// How readings become codes, on hand-built readings (pure logic; the decoders' part is tested above).
@Suite struct BarcodeMergerTests {
    static func reading(_ symbology: String, _ payload: String, x: Int, y: Int, width: Int, height: Int = 1,
                        decoder: String = "zxing", votes: Int = 1) -> BarcodeReading {
        BarcodeReading(code: Barcode(symbology: symbology, payload: payload,
                                     polygon: [.init(x: x, y: y), .init(x: x + width - 1, y: y + height - 1)], decoders: [decoder]),
                       votes: votes)
    }

    @Test func scanLinesOfOneLinearCodeFarApartAreOneCodeWithTheUnionBox() {
        // zxing-cpp's lines a few pixels apart, ZBar's box further down the same bars.
        let codes = BarcodeMerger.merge([
            Self.reading("code128", "INV-1", x: 100, y: 200, width: 600),
            Self.reading("code128", "INV-1", x: 102, y: 204, width: 598),
            Self.reading("code128", "INV-1", x: 101, y: 300, width: 600, height: 40, decoder: "zbar", votes: 12),
        ])
        #expect(codes.count == 1)
        #expect(codes.first?.decoders == ["zxing", "zbar"])
        #expect(codes.first?.box == Box(x: 100, y: 200, width: 601, height: 140))
    }

    @Test func twoCopiesOfOneCodePrintedApartStayTwo() {
        let codes = BarcodeMerger.merge([
            Self.reading("code128", "INV-1", x: 100, y: 200, width: 600),
            Self.reading("code128", "INV-1", x: 1000, y: 200, width: 600),  // beside it
            Self.reading("code128", "INV-1", x: 100, y: 900, width: 600),  // more than its length below it
        ])
        #expect(codes.count == 3)
    }

    @Test func decodersThatDisagreeOnOneEANAreDecidedByEvidence() throws {
        // The issue's pair: both pass the check digit; two decoders and more scan lines read the true one.
        let wrong = "4306881168515", right = "8306085168515"
        #expect(GS1.checkDigitHolds(wrong) && GS1.checkDigitHolds(right))
        let codes = BarcodeMerger.merge([
            Self.reading("ean13", wrong, x: 10, y: 50, width: 300),
            Self.reading("ean13", right, x: 12, y: 60, width: 298),
            Self.reading("ean13", right, x: 10, y: 40, width: 300, height: 80, decoder: "zbar", votes: 9),
        ])
        #expect(codes.map(\.payload) == [right])
        // One decoder each: zxing-cpp's reading wins over ZBar's however many lines ZBar read it on.
        let single = BarcodeMerger.merge([
            Self.reading("ean13", "6078790522143", x: 10, y: 40, width: 300, height: 80, decoder: "zbar", votes: 9),
            Self.reading("upca", "059290522143", x: 12, y: 60, width: 298),
        ])
        #expect(single.map(\.payload) == ["059290522143"])
    }

    @Test func aReadingFailingItsCheckDigitIsNeverMade() {
        #expect(PayloadConvention.reading(symbology: "ean13", payload: "8306085168516", isGS1: false, polygon: [],
                                          decoder: "zbar", votes: 1) == nil)
        #expect(PayloadConvention.reading(symbology: "itf", payload: "30712345000011", isGS1: false, polygon: [],
                                          decoder: "zxing", votes: 1) == nil)
        #expect(PayloadConvention.reading(symbology: "databar", payload: "04412345678908", isGS1: true, polygon: [],
                                          decoder: "zxing", votes: 1) == nil)
    }

    @Test func payloadsFollowOneConventionPerSymbology() throws {
        func code(_ symbology: String, _ payload: String, gs1: Bool = false) throws -> Barcode {
            try #require(PayloadConvention.reading(symbology: symbology, payload: payload, isGS1: gs1, polygon: [],
                                                   decoder: "zxing", votes: 1)).code
        }
        // An EAN-13 starting with 0 is the UPC-A it encodes, 12 digits; its GTIN is 14 digits.
        let upca = try code("ean13", "0456314319671")
        #expect((upca.symbology, upca.payload, upca.gtin) == ("upca", "456314319671", "00456314319671"))
        // UPC-E: the 8 printed digits; the expanded GTIN beside them.
        let upce = try code("upce", "01234565")
        #expect((upce.payload, upce.gtin) == ("01234565", "00012345000065"))
        // zxing-cpp 1.4 puts a space before an add-on; ZBar does not.
        #expect(try code("ean13", "9780735200449 51299").payload == "978073520044951299")
        // GS1: raw element string in `payload`, AIs in parentheses in `gs1`, whichever form the decoder gave.
        let expanded = try code("databar_expanded", "(01)90012345678908(3103)012233(15)991231")
        #expect(expanded.payload == "0190012345678908310301223315991231")
        #expect(expanded.gs1 == "(01)90012345678908(3103)012233(15)991231")
        #expect(expanded.gtin == "90012345678908")
        let databar = try code("databar", "04412345678909")
        #expect((databar.payload, databar.gs1) == ("0104412345678909", "(01)04412345678909"))
        // A variable-length field followed by another is ended by GS in the raw form.
        let lot = try code("code128", "(10)ABC(17)250101", gs1: true)
        #expect(lot.payload == "10ABC\u{1D}17250101")
        #expect(lot.gs1 == "(10)ABC(17)250101")
    }
}

/// An add-on is kept only where ink is printed beside the code (`AddOnCheck`), on hand-built pictures.
@Suite struct AddOnInkTests {
    /// A 400×60 white picture with an EAN-13's 95 modules of 2 px as alternate bars from x = 50, and, when
    /// `printed`, an add-on's bars from 10 modules past its end.
    static func picture(printed: Bool) -> [UInt8] {
        var pixels = [UInt8](repeating: 250, count: 400 * 60)
        func bars(from x0: Int, modules: Int) {
            for module in stride(from: 0, to: modules, by: 2) {
                for x in (x0 + module * 2)..<(x0 + module * 2 + 2) { for y in 5..<55 { pixels[y * 400 + x] = 20 } }
            }
        }
        bars(from: 50, modules: 95)
        if printed { bars(from: 50 + 105 * 2, modules: 20) }
        return pixels
    }

    static let reading = BarcodeReading(code: Barcode(symbology: "ean13", payload: "978073520044951",
                                                      polygon: [.init(x: 50, y: 30), .init(x: 239, y: 30)], decoders: ["zbar"]),
                                        votes: 1)

    @Test func anAddOnReadInBlankPaperIsDropped() {
        let checked = AddOnCheck.checked(Self.reading, luminance: Self.picture(printed: false), width: 400, height: 60)
        #expect(checked.code.payload == "9780735200449")
    }

    @Test func anAddOnPrintedBesideTheCodeIsKept() {
        let checked = AddOnCheck.checked(Self.reading, luminance: Self.picture(printed: true), width: 400, height: 60)
        #expect(checked.code.payload == "978073520044951")
    }
}
