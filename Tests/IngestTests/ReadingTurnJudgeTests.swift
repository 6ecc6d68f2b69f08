import DocModel
import Foundation
import Imaging
import Pipeline
import Testing
@testable import Ingest

/// The reading check orient falls back on when Leptonica's statistics and OSD cannot settle a page.
@Suite struct ReadingTurnJudgeTests {
    let pipeline = PipelineDefinition(name: "straighten", version: 1,
                                      pages: StageRegistry.defaultPipeline.pages.filter { $0.stage != "ocr" },
                                      document: [])

    @Test func aPhotoOSDCannotJudgeIsTurnedBackByReadingASample() throws {
        // photo-18 (a report page on cloth) turned a quarter clockwise: Leptonica's statistics are 0/0 on it
        // and OSD answers "upright" with confidence 1.56 (just past the 1.5 turn bar), so the page used to stay
        // on its side (rotation 0). OSD below 2 is now checked by reading a sample in each turn.
        let image = try ImageDecoder().decode(try Repo.data("corpus/photos/photo-18-report2-cloth.jpg"),
                                              mediaType: .jpeg, file: "photo-18")
        let reader = try DocumentReader(pipeline: pipeline)
        let report = reader.read(path: "photo-18-turned.png", data: try image.rotated(quarterTurns: 1).pngData())
        let document = try #require(report.document)
        #expect(document.invariantViolations().isEmpty)
        // Turned 90° clockwise, so orient must add 270°; the page comes out portrait (A4-like, taller than wide).
        let page = try #require(document.pages.first)
        #expect(page.geometry?.rotation == 270)
        #expect(page.height > page.width)
    }

    @Test func onlyAClearWinnerDecides() {
        // Scores of the sample after 0, 1, 2, 3 quarter turns clockwise. Reading best after 1 turn means the
        // page stands turned 3 quarters (270°) clockwise.
        #expect(ReadingTurnJudge.decide([0.09, 0.31, 0.06, 0.92], margin: 0.15, minScore: 0.4) == 90)
        #expect(ReadingTurnJudge.decide([0.24, 0.92, 0.30, 0.18], margin: 0.15, minScore: 0.4) == 270)
        #expect(ReadingTurnJudge.decide([0.86, 0.35, 0.20, 0.10], margin: 0.15, minScore: 0.4) == 0)
        #expect(ReadingTurnJudge.decide([0.21, 0.19, 0.94, 0.23], margin: 0.15, minScore: 0.4) == 180)
        // Two turns read about as well (photo-14, a receipt, measured 0.62 vs 0.52): no verdict.
        #expect(ReadingTurnJudge.decide([0.62, 0.52, 0.29, 0.15], margin: 0.15, minScore: 0.4) == nil)
        // Nothing reads: no verdict.
        #expect(ReadingTurnJudge.decide([0.30, 0.05, 0.02, 0.01], margin: 0.15, minScore: 0.4) == nil)
    }

    @Test func theSampleSitsOnTheTextNotOnBlankPaper() throws {
        // The clean letter's 1-bit probe at 150 ppi: its text fills the upper part of the page; a blank page
        // offers nothing to sample.
        let image = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter")
        let probe = try image.analysisBinary(resolution: 300, maxResolution: 150)
        let window = try #require(ReadingTurnJudge.sampleWindow(in: probe.image, resolution: probe.resolution, inches: 2.5))
        #expect(window.side == 375)
        let count = try #require(probe.image.foregroundCount(x: window.x, y: window.y, width: window.side, height: window.side))
        #expect(Double(count) / Double(window.side * window.side) > 0.03)
        let blank = try Image.gray(width: 1240, height: 1754, bytes: [UInt8](repeating: 255, count: 1240 * 1754))
        let blankProbe = try blank.analysisBinary(resolution: 150, maxResolution: 150)
        #expect(ReadingTurnJudge.sampleWindow(in: blankProbe.image, resolution: 150, inches: 2.5).map(\.side) == nil)
    }
}
