import Testing
@testable import Segmentation

@Suite struct QuadGeometryTests {
    @Test func identicalSquaresHaveJaccardOne() {
        let a = Quad.full(width: 10, height: 10)
        #expect(abs(a.jaccard(a) - 1) < 1e-12)
    }

    @Test func halfOverlappingSquaresHaveJaccardOneThird() {
        // Two 10×10 squares overlapping in a 5×10 strip: 50 / (100 + 100 − 50).
        let a = Quad.full(width: 10, height: 10)
        let b = Quad(corners: a.corners.map { $0 + Vector2(5, 0) })!
        #expect(abs(a.jaccard(b) - 1.0 / 3.0) < 1e-9)
    }

    @Test func disjointQuadsHaveJaccardZero() {
        let a = Quad.full(width: 10, height: 10)
        let b = Quad(corners: a.corners.map { $0 + Vector2(20, 0) })!
        #expect(a.jaccard(b) == 0)
    }

    @Test func diamondInsideSquareCoversHalf() {
        // The diamond through the square's side midpoints has half its area: IoU 0.5.
        let square = Quad.full(width: 10, height: 10)
        let diamond = Quad(Vector2(5, 0), Vector2(10, 5), Vector2(5, 10), Vector2(0, 5))
        #expect(abs(square.jaccard(diamond) - 0.5) < 1e-9)
        #expect(abs(diamond.jaccard(square) - 0.5) < 1e-9)
    }

    @Test func homographyMapsTheFourCornersItWasBuiltFrom() throws {
        let from = [Vector2(0, 0), Vector2(100, 0), Vector2(100, 150), Vector2(0, 150)]
        let to = [Vector2(12, 30), Vector2(140, 22), Vector2(160, 210), Vector2(5, 190)]
        let h = try #require(Homography(from: from, to: to))
        for (a, b) in zip(from, to) { #expect(h.apply(a).distance(to: b) < 1e-6) }
        let back = try #require(h.inverse)
        #expect(back.apply(Vector2(140, 22)).distance(to: Vector2(100, 0)) < 1e-6)
    }

    @Test func cornerErrorIgnoresWhichCornerIsCalledFirst() {
        let a = Quad.full(width: 10, height: 20)
        let rotatedNames = Quad(a.bottomLeft, a.topLeft, a.topRight, a.bottomRight)
        #expect(rotatedNames.meanCornerError(a) < 1e-12)
    }
}
