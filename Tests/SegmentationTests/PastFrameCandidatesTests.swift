import Foundation
import Testing
@testable import Segmentation

/// Regions to warp for a page that runs out of the picture (`Quad.pastFrameCandidates`).
@Suite struct PastFrameCandidatesTests {
    // A 0.6 × 0.9 page 1.25 away from a camera of focal length 1400 px (principal point (600, 800) of a
    // 1200 × 1600 picture), tilted 30° about its horizontal axis, 8° and 6° about the others. Its corners
    // project to (225.61, −145.48), (1033.38, −137.37), (879.66, 919.26), (318.03, 855.27): the top two lie
    // above the picture, so the page finder's quad has its top on the frame, where the left and right sides
    // cross y = 0. The true top and bottom sides meet at (−9306.95, −241.26), computed from the projection.
    static let found = Quad(Vector2(239.04, 0), Vector2(1013.39, 0), Vector2(879.66, 919.26), Vector2(318.03, 855.27))
    static let trueVanishing = Vector2(-9306.95, -241.26)

    @Test func topOnTheFrameIsTheOnlyFrameSide() {
        #expect(Self.found.sidesOnFrame(width: 1200, height: 1600) == [true, false, false, false])
    }

    @Test func frameSideIsAimedAtTheTruePagesVanishingPoint() throws {
        let candidates = Self.found.pastFrameCandidates(width: 1200, height: 1600, focal: 1400)
        #expect(candidates.count == 2)
        let first = try #require(candidates.first)
        let top = Line2(through: first.topLeft, first.topRight)
        let bottom = Line2(through: first.bottomLeft, first.bottomRight)
        let meet = try #require(top.intersection(bottom))
        // Within 1 % of the distance from the picture.
        #expect(meet.distance(to: Self.trueVanishing) < 0.01 * Self.trueVanishing.length)
        // The paper's own sides are kept, and the whole found quad lies inside the new one.
        #expect(first.bottomRight.distance(to: Self.found.bottomRight) < 1e-6)
        #expect(first.bottomLeft.distance(to: Self.found.bottomLeft) < 1e-6)
        #expect(abs(Polygon.convexIntersectionArea(first.corners, Self.found.corners) - Self.found.area) < 1)
    }

    @Test func lastCandidateKeepsTheFrameSideParallelToItsOpposite() throws {
        let parallel = try #require(Self.found.pastFrameCandidates(width: 1200, height: 1600, focal: 1400).last)
        let top = parallel.topRight - parallel.topLeft, bottom = parallel.bottomRight - parallel.bottomLeft
        #expect(abs(top.x * bottom.y - top.y * bottom.x) / (top.length * bottom.length) < 1e-9)
    }

    @Test func pageInsideThePictureHasNoCandidates() {
        let inside = Quad(Vector2(100, 80), Vector2(1000, 120), Vector2(950, 1500), Vector2(140, 1450))
        #expect(inside.pastFrameCandidates(width: 1200, height: 1600, focal: 1400).isEmpty)
    }

    @Test func twoFrameSidesAtACornerGiveQuadsHoldingTheVisiblePage() {
        // Left and bottom on the frame, top and right are the paper's edges.
        let found = Quad(Vector2(0, 151), Vector2(1060, 267), Vector2(827, 1600), Vector2(0, 1600))
        let candidates = found.pastFrameCandidates(width: 1200, height: 1600, focal: 1360)
        #expect(candidates.count == 2)
        for quad in candidates {
            #expect(quad.isConvex)
            #expect(abs(Polygon.convexIntersectionArea(quad.corners, found.corners) - found.area) < 1)
            #expect(quad.topRight.distance(to: found.topRight) < 1e-6)
        }
    }
}
