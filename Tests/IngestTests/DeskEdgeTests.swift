import DocModel
import Foundation
import Pipeline
import Testing
@testable import Ingest

/// A receipt photographed on a dark table, its found outline a little wide at one corner: the warped page
/// keeps a wedge of table down its left side, and Tesseract's page layout analysis then reads nothing at all
/// from a clear 20-px print (the plain CLI reads nothing from that warped page either). `illumination` paints
/// the wedge in the paper's tone once the light is flattened (`EdgeBackground`), and the receipt reads. A WildReceipt photo (half A).
@Suite struct DeskEdgeTests {
    static let path = Repo.path("../shared/data/wildreceipt/image_files/Image_66/4/61fc0e5930bcda35255977f6269b804b68e06308.jpeg")
    static let available = FileManager.default.fileExists(atPath: path)

    static func read(clearEdges: Bool, readingCheck: Bool = true) throws -> Document {
        var pipeline = StageRegistry.defaultPipeline
        pipeline.pages = pipeline.pages.map { spec in
            var spec = spec
            if spec.stage == "illumination" {
                spec.options["clear_edges"] = .bool(clearEdges)
                spec.options["reading_check"] = .bool(readingCheck)
            }
            if spec.stage == "decode" { spec.options["page_seconds"] = .integer(0) }
            return spec
        }
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: path, data: try Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require(report.document)
    }

    /// Every word stored, from the blocks' text (lists and tables keep theirs in items and cells).
    static func words(_ document: Document) -> [String] {
        document.blocks.flatMap { $0.text.split(whereSeparator: \.isWhitespace).map(String.init) }
    }

    @Test(.enabled(if: available, "needs ../shared/data/wildreceipt"))
    func aReceiptWarpedWithAWedgeOfTableBesideItReadsOnceTheWedgeIsPainted() throws {
        let document = try Self.read(clearEdges: true)
        #expect(document.pages.first?.geometry?.origin == .found)
        let words = Self.words(document)
        #expect(words.contains("Guinness"))
        #expect(words.contains("Cappuccino"))
        #expect(document.kind?.kind == .receipt)
    }

    /// The flattened page with its wedge (`illumination`'s reading check off: with it, `ocr` falls back to the
    /// page as photographed, which reads some of the receipt through its wedge).
    @Test(.enabled(if: available, "needs ../shared/data/wildreceipt"))
    func withTheWedgeLeftTheSamePageReadsAlmostNothing() throws {
        #expect(Self.words(try Self.read(clearEdges: false, readingCheck: false)).count < 5)
    }
}
