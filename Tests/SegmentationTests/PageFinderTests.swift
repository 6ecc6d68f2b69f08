import Foundation
import Testing
@testable import Segmentation

@Suite struct PageFinderTests {
    /// A 900×700 "photo": a textured mid-grey desk (stripes), and a bright page quad with dark text bars.
    func photo(page: Quad) -> GrayImage {
        var image = GrayImage(width: 900, height: 700, fill: 0)
        for y in 0..<700 {
            for x in 0..<900 { image[x, y] = UInt8(90 + 25 * sin(Double(x + y / 3) / 4)) }
        }
        image.fill(page.corners, value: 235)
        // Text-like bars inside the page, so inner edges compete with the page's outline.
        let h = try! #require(Homography(from: Quad.full(width: 1, height: 1).corners, to: page.corners))
        for row in stride(from: 0.1, to: 0.9, by: 0.06) {
            let bar = [Vector2(0.12, row), Vector2(0.85, row), Vector2(0.85, row + 0.02), Vector2(0.12, row + 0.02)]
            image.fill(bar.map(h.apply), value: 40)
        }
        return image
    }

    @Test func findsATiltedPageOnATexturedDesk() {
        let truth = Quad(Vector2(180.4, 90.7), Vector2(650.2, 130.1), Vector2(700.8, 640.5), Vector2(120.3, 610.9))
        let finding = PageFinder().find(in: photo(page: truth))
        #expect(finding.origin == .found)
        #expect(finding.quad.jaccard(truth) > 0.98)
        // Within 0.5% of the page diagonal at every corner.
        #expect(finding.quad.meanCornerError(truth) < 0.005 * truth.diagonal)
    }

    @Test func findsAPageCutByTheFrame() {
        // The bottom of the page is outside the picture: its bottom corners lie below y = 700.
        let truth = Quad(Vector2(200, 80), Vector2(690, 110), Vector2(720, 760), Vector2(170, 740))
        let finding = PageFinder().find(in: photo(page: truth))
        #expect(finding.origin == .found)
        let visible = Quad(Vector2(200, 80), Vector2(690, 110), Vector2(717.7, 700), Vector2(171.8, 700))
        #expect(finding.quad.jaccard(visible) > 0.95)
    }

    @Test func leavesAScanWithAWhiteMarginAlone() {
        var scan = GrayImage(width: 850, height: 1100, fill: 250)
        for row in stride(from: 100, to: 1000, by: 40) {
            scan.fill([Vector2(90, Double(row)), Vector2(760, Double(row)), Vector2(760, Double(row + 12)),
                       Vector2(90, Double(row + 12))], value: 20)
        }
        let finding = PageFinder().find(in: scan)
        #expect(finding.origin == .assumed)
        #expect(finding.quad == Quad.full(width: 850, height: 1100))
    }

    @Test func trueAspectRatioComesFromThePerspective() throws {
        // An A4 page (1 : √2) tilted 30° about the horizontal axis and seen by a camera with f = 1200 px: the
        // projected quad looks squat (apparent ratio far from 0.707) but the estimate recovers the page's.
        let f = 1200.0, tilt = 30.0 * Double.pi / 180
        let corners = [(-0.5, -0.7071), (0.5, -0.7071), (0.5, 0.7071), (-0.5, 0.7071)].map { (x, y) -> Vector2 in
            let (yr, zr) = (y * cos(tilt), y * sin(tilt) + 2.2)
            return Vector2(800 + f * (x + 0.1) / zr, 600 + f * yr / zr)
        }
        let quad = try #require(Quad(corners: corners))
        #expect(abs(PageAspect.apparentRatio(quad) - 0.7071) > 0.05)
        let ratio = PageAspect.ratio(of: quad, center: Vector2(800, 600), fallbackFocal: 1000)
        #expect(abs(ratio - 0.7071) < 0.01)
    }
}
