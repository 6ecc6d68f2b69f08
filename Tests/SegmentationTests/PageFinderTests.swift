import Foundation
import Testing
@testable import Segmentation

@Suite struct PageFinderTests {
    /// A 450×350 "photo" (small, so the finder works on it directly and the test stays quick in debug
    /// builds): a striped mid-grey desk, and a bright page quad with dark text bars.
    func photo(page: Quad) -> GrayImage {
        var image = GrayImage(width: 450, height: 350, fill: 0)
        for y in 0..<350 {
            for x in 0..<450 { image[x, y] = UInt8(90 + 25 * sin(Double(x + y / 3) / 3)) }
        }
        image.fill(page.corners, value: 235)
        // Lines of dark "words" inside the page, so inner edges compete with the page's outline.
        let h = try! #require(Homography(from: Quad.full(width: 1, height: 1).corners, to: page.corners))
        for row in stride(from: 0.1, to: 0.9, by: 0.06) {
            for start in stride(from: 0.12, to: 0.8, by: 0.18) {
                let word = [Vector2(start, row), Vector2(start + 0.13, row), Vector2(start + 0.13, row + 0.02),
                            Vector2(start, row + 0.02)]
                image.fill(word.map(h.apply), value: 40)
            }
        }
        return image
    }

    @Test func findsATiltedPageOnATexturedDesk() {
        let truth = Quad(Vector2(90.2, 45.35), Vector2(325.1, 65.05), Vector2(350.4, 320.25), Vector2(60.15, 305.45))
        let finding = PageFinder().find(in: photo(page: truth))
        #expect(finding.origin == .found)
        #expect(finding.quad.jaccard(truth) > 0.98)
        // Within 0.5% of the page diagonal at every corner.
        #expect(finding.quad.meanCornerError(truth) < 0.005 * truth.diagonal)
    }

    @Test func findsAPageCutByTheFrame() {
        // The bottom of the page is outside the picture: its bottom corners lie below y = 350.
        let truth = Quad(Vector2(100, 40), Vector2(345, 55), Vector2(360, 380), Vector2(85, 370))
        let finding = PageFinder().find(in: photo(page: truth))
        #expect(finding.origin == .found)
        // Where the sides cross y = 350: x = 345 + 15 × 295/325 and 100 − 15 × 310/330.
        let visible = Quad(Vector2(100, 40), Vector2(345, 55), Vector2(358.6, 350), Vector2(85.9, 350))
        #expect(finding.quad.jaccard(visible) > 0.97, "found \(finding.quad.corners)")
    }

    @Test func aShadowAcrossThePageIsNotOneOfItsSides() {
        // The page runs out of the picture on the right, and a shadow falls on everything right of a slanted
        // line through it: paper and desk both lose a fifth of their light, so the shadow's edge on the paper
        // is a long straight step, brighter on the page's side, like the right side of a narrower page.
        let truth = Quad(Vector2(90, 45), Vector2(480, 70), Vector2(490, 320), Vector2(60, 305))
        var image = photo(page: truth)
        for y in 0..<image.height {
            for x in 0..<image.width where Double(x) > 300 + 0.1 * Double(y) {
                image[x, y] = UInt8(Double(image[x, y]) * 0.8)
            }
        }
        let finding = PageFinder().find(in: image)
        #expect(finding.origin == .found)
        // The visible part: the top and bottom sides cross x = 450 at y = 45 + 25 × 360/390 and 305 + 15 × 390/430.
        let visible = Quad(Vector2(90, 45), Vector2(450, 68.1), Vector2(450, 318.6), Vector2(60, 305))
        #expect(finding.quad.jaccard(visible) > 0.97, "found \(finding.quad.corners)")
    }

    /// A white page (211) on a light table (200) whose top runs out of the picture, with lines of dark words
    /// in its upper half: the foot of the page is barely brighter than the table, while every line of words
    /// has a strong straight edge.
    func lightTable(page: Quad) throws -> GrayImage {
        var image = GrayImage(width: 450, height: 350, fill: 200)
        image.fill(page.corners, value: 211)
        let h = try #require(Homography(from: Quad.full(width: 1, height: 1).corners, to: page.corners))
        // Words of uneven length, as in prose, so their ends do not line up into columns.
        for (index, row) in stride(from: 0.15, to: 0.55, by: 0.05).enumerated() {
            for start in stride(from: 0.1 + 0.03 * Double(index % 3), to: 0.8, by: 0.12) {
                let end = start + 0.06 + 0.015 * Double((index * 7 + Int(start * 100)) % 4)
                let word = [Vector2(start, row), Vector2(end, row), Vector2(end, row + 0.025),
                            Vector2(start, row + 0.025)]
                image.fill(word.map(h.apply), value: 40)
            }
        }
        return image
    }

    @Test func printBeyondASideMarksItAsInsideThePage() throws {
        let truth = Quad(Vector2(60, -40), Vector2(400, -10), Vector2(385, 320), Vector2(75, 330))
        let image = try lightTable(page: truth)
        let scorer = QuadScorer(image: image, edges: EdgeMap(image))
        // The page's foot has only table beyond it. A bottom side (run right to left, so beyond it is below)
        // along the top of the fourth line of words (page y = 0.3, image y ≈ 72…88) has those words beyond it,
        // as when a line of text stands in for the foot of the page.
        #expect(scorer.printBeyond(from: Vector2(385, 320), to: Vector2(75, 330), page: 211, background: 200) == 0)
        let h = try #require(Homography(from: Quad.full(width: 1, height: 1).corners, to: truth.corners))
        let beyond = scorer.printBeyond(from: h.apply(Vector2(0.85, 0.3)), to: h.apply(Vector2(0.05, 0.3)),
                                        page: 211, background: 200)
        #expect(beyond > 0.5, "print beyond \(beyond)")
    }

    @Test func leavesAScanWithAWhiteMarginAlone() {
        var scan = GrayImage(width: 425, height: 550, fill: 250)
        for row in stride(from: 50, to: 500, by: 20) {
            scan.fill([Vector2(45, Double(row)), Vector2(380, Double(row)), Vector2(380, Double(row + 6)),
                       Vector2(45, Double(row + 6))], value: 20)
        }
        let finding = PageFinder().find(in: scan)
        #expect(finding.origin == .assumed)
        #expect(finding.quad == Quad.full(width: 425, height: 550))
    }

    @Test func trueAspectRatioComesFromThePerspective() throws {
        // An A4 page (1 : √2) turned 30° about the horizontal axis and 20° about the vertical one, seen by a
        // camera with f = 1200 px: the quad looks nothing like 0.707, but its vanishing points give f and
        // with it the page's ratio.
        let f = 1200.0, a = 30.0 * Double.pi / 180, b = 20.0 * Double.pi / 180
        let corners = [(-0.5, -0.7071), (0.5, -0.7071), (0.5, 0.7071), (-0.5, 0.7071)].map { (x, y) -> Vector2 in
            // Rotate about y (b), then about x (a), then move 2.2 units in front of the camera.
            let (x1, z1) = (x * cos(b), -x * sin(b))
            let (y2, z2) = (y * cos(a) - z1 * sin(a), y * sin(a) + z1 * cos(a) + 2.2)
            return Vector2(800 + f * (x1 + 0.1) / z2, 600 + f * y2 / z2)
        }
        let quad = try #require(Quad(corners: corners))
        #expect(abs(PageAspect.apparentRatio(quad) - 0.7071) > 0.03)
        let ratio = PageAspect.ratio(of: quad, center: Vector2(800, 600), fallbackFocal: 1000)
        #expect(abs(ratio - 0.7071) < 0.005)
    }
}
