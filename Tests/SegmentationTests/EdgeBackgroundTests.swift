import Testing
@testable import Segmentation

@Suite struct EdgeBackgroundTests {
    /// A 400 × 600 page of paper (tone 200) with a wedge of dark table (40) down its left side, a glyph-sized
    /// blot of ink (30) inside the page and another cut by the page's right edge.
    static func warpedReceipt() -> GrayImage {
        var image = GrayImage(width: 400, height: 600, fill: 200)
        image.fill([Vector2(0, 300), Vector2(30, 600), Vector2(0, 600)], value: 40)
        image.fill([Vector2(100, 100), Vector2(112, 100), Vector2(112, 118), Vector2(100, 118)], value: 30)
        image.fill([Vector2(392, 200), Vector2(400, 200), Vector2(400, 218), Vector2(392, 218)], value: 30)
        return image
    }

    @Test func paintsADeskWedgeAlongTheEdgeInThePapersTone() {
        var image = Self.warpedReceipt()
        let cleared = EdgeBackground.clear(&image)
        #expect(cleared?.paper == 200)
        #expect(image[2, 590] == 200)
        #expect(image[10, 560] == 200)
        // Half of the wedge's area (30 × 300 / 2) and its rim.
        #expect((cleared?.pixels ?? 0) >= 4_000)
    }

    @Test func keepsPrintInsideThePageAndPrintCutByItsEdge() {
        var image = Self.warpedReceipt()
        EdgeBackground.clear(&image)
        #expect(image[105, 110] == 30)
        #expect(image[396, 210] == 30)
    }

    @Test func leavesAPageWithNoDarkEdgeUntouched() {
        var image = GrayImage(width: 300, height: 300, fill: 220)
        image.fill([Vector2(50, 50), Vector2(250, 50), Vector2(250, 60), Vector2(50, 60)], value: 20)
        let before = image.pixels
        #expect(EdgeBackground.clear(&image) == nil)
        #expect(image.pixels == before)
    }
}
