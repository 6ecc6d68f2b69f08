import Foundation
import Testing
@testable import Segmentation

@Suite struct ToneRegionsTests {
    /// A white page (240) on a light table (214, a ratio of 0.89) under a strong falloff: the light loses a
    /// quarter from the top right corner to the bottom left one. The page runs out of the picture at the left
    /// and the bottom, and has lines of dark words in its upper third. Paper in the bottom left corner
    /// (about 240 × 0.76 ≈ 181) is darker than the table at the top right (213), so brightness alone calls
    /// it table, and a quad closed on the left by the line the words' left ends make looks better than the page
    /// (that is what the finder returned before the frame strips were judged by tone as well).
    static let page = Quad(Vector2(-40, 60), Vector2(300, 35), Vector2(325, 420), Vector2(-30, 430))

    static func falloff(_ x: Int, _ y: Int) -> Double {
        let distance = (pow(Double(449 - x), 2) + pow(Double(y), 2)).squareRoot()
        return 1 - 0.25 * distance / (449 * 449 + 349 * 349).squareRoot()
    }

    static func picture() throws -> GrayImage {
        var image = GrayImage(width: 450, height: 350, fill: 214)
        image.fill(page.corners, value: 240)
        let h = try #require(Homography(from: Quad.full(width: 1, height: 1).corners, to: page.corners))
        // Words of uneven length in the upper third of the page, starting at page x 0.17 to 0.23 (the left of
        // the page, cut by the frame, keeps a margin in the picture).
        for (index, row) in stride(from: 0.12, to: 0.35, by: 0.05).enumerated() {
            for start in stride(from: 0.17 + 0.03 * Double(index % 3), to: 0.8, by: 0.12) {
                let end = start + 0.06 + 0.015 * Double((index * 7 + Int(start * 100)) % 4)
                let word = [Vector2(start, row), Vector2(end, row), Vector2(end, row + 0.02), Vector2(start, row + 0.02)]
                image.fill(word.map(h.apply), value: 40)
            }
        }
        for y in 0..<image.height {
            for x in 0..<image.width { image[x, y] = UInt8((Double(image[x, y]) * falloff(x, y)).rounded()) }
        }
        return image
    }

    @Test func dimPaperIsJoinedToThePageAndPartedFromTheTable() throws {
        let image = try Self.picture()
        // The picture is as the doc above says: dim paper darker than bright table.
        #expect(image[10, 340] < 190 && image[440, 10] > 210)
        // The regions the page finder's scorer draws on this picture.
        let regions = QuadScorer(image: image, edges: EdgeMap(image)).regions
        let paper = try #require(regions.region(at: Vector2(250, 300)))
        #expect(regions.region(at: Vector2(10, 340)) == paper)
        #expect(regions.region(at: Vector2(150, 330)) == paper)
        let table = try #require(regions.region(at: Vector2(440, 10)))
        #expect(table != paper)
        #expect(regions.region(at: Vector2(400, 340)) == table)
        // The page's edge itself is in no region.
        #expect(regions.region(at: Vector2(310, 200)) == nil)
    }

    @Test func aPageWhosePaperDimsBelowTheTableIsFoundToTheFrame() throws {
        let finding = PageFinder().find(in: try Self.picture())
        #expect(finding.origin == .found)
        // The visible part: the top side crosses x = 0 at y = 60 − 25 × 40/340, the right side meets y = 350 at
        // x = 300 + 25 × 315/385; the left side lies outside the picture (x < 0), so the frame closes it.
        let visible = Quad(Vector2(0, 57.06), Vector2(300, 35), Vector2(320.45, 350), Vector2(0, 350))
        #expect(finding.quad.jaccard(visible) > 0.97, "found \(finding.quad.corners)")
    }
}
