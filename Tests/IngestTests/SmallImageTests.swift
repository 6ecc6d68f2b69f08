import DocModel
import Foundation
import Imaging
import Ingest
import Pipeline
import Testing

/// Images too small to hold a photographed page or lines to turn by (labels, snippets, the tiny PNGs the CLI
/// tests ingest by the hundred) are taken as they are instead of being searched.
@Suite struct SmallImageTests {
    /// A 64×24 label whose ink touches the left edge: not a scan by the white-ring check, so it used to go
    /// through the whole quad search.
    func label() throws -> Image {
        var bytes = [UInt8](repeating: 255, count: 64 * 24)
        for y in 8..<16 { for x in 0..<4 { bytes[y * 64 + x] = 0 }; for x in 8..<12 { bytes[y * 64 + x] = 0 } }
        return try Image.gray(width: 64, height: 24, bytes: bytes)
    }

    @Test func aLabelTooSmallForAPhotographedPageIsNotSearched() throws {
        let finding = try PageLocator().locate(try label()).finding
        #expect(finding.origin == .assumed)
        #expect(finding.reason.contains("too small"))
    }

    @Test func aLabelGoesThroughTheStraighteningStagesUnchanged() throws {
        let pipeline = PipelineDefinition(name: "straighten", version: 1,
                                          pages: StageRegistry.defaultPipeline.pages.filter { $0.stage != "ocr" },
                                          document: [])
        let report = try DocumentReader(pipeline: pipeline).read(path: "label.png", data: try label().pngData())
        let page = try #require(report.document?.pages.first)
        #expect(page.geometry == PageGeometry.assumed(width: 64, height: 24))
        #expect(page.width == 64 && page.height == 24)
    }
}
