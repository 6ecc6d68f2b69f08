import DocModel
import Foundation
import Imaging
import Pipeline
import Testing
@testable import Ingest

/// `deskew` on a page found in a photo: the corners `rectify` warped from are trusted when the finder was sure
/// of them; from a doubtful outline (a side taken from a fold, a thumb or the desk's edge) the warped page can be
/// left crooked, and its lines are then straightened as a scan's are.
@Suite struct DoubtfulOutlineDeskewTests {
    /// The clean letter turned 5° clockwise, given as a page `find_page` found with the given confidence.
    func turnedPage(foundWith confidence: Double) throws -> PageWork {
        let letter = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter")
        let turned = try letter.rotated(degrees: 5, expanding: true)
        var work = PageWork(number: 1, image: turned, dpi: 300, documentPath: "photo.jpg")
        let (w, h) = (Double(turned.width), Double(turned.height))
        work.geometry = PageGeometry(corners: [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)],
                                     origin: .found, confidence: confidence, homography: [1, 0, 0, 0, 1, 0, 0, 0, 1])
        return work
    }

    @Test func aPageRectifiedFromADoubtfulOutlineIsStraightenedWhereItIsLeftCrooked() throws {
        var work = try turnedPage(foundWith: 0.6)
        try DeskewStage().process(&work)
        let geometry = try #require(work.geometry)
        #expect(geometry.origin == .found)
        #expect(abs(geometry.skewAngle + 5) < 0.3, "skew applied \(geometry.skewAngle)° to a page turned 5° clockwise")
    }

    @Test func aPageRectifiedFromASureOutlineIsLeftAsRectified() throws {
        var work = try turnedPage(foundWith: 0.9)
        try DeskewStage().process(&work)
        #expect(work.geometry?.skewAngle == 0)
    }
}
