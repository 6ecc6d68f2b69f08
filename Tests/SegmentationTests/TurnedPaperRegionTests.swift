import DocModel
import Foundation
import Testing
@testable import Segmentation

/// Pieces of paper lying at any angle on a flatbed, on hand-built pages (`PaperRegionFinderTests`' drawing),
/// and which way their print runs.
@Suite struct TurnedPaperRegionTests {
    let draw = PaperRegionFinderTests()

    @Test func receiptsLyingFarAskewAreFoundAtTheirAnglesStandingUp() {
        var page = GrayImage(width: 700, height: 900, fill: 200)
        draw.receipt(on: &page, 150, 220, 160, 300, 0, tone: 245)
        // 35° clockwise, and 60° counter-clockwise (a rectangle 30° the other way, lying on its long side).
        draw.receipt(on: &page, 480, 260, 180, 320, 35, tone: 245)
        draw.receipt(on: &page, 330, 650, 170, 300, -60, tone: 245)
        let regions = PaperRegionFinder().find(in: page)
        #expect(regions.count == 3)
        guard regions.count == 3 else { return }
        let byX = regions.sorted { $0.centerX < $1.centerX }
        let straight = byX[0], lying = byX[1], tilted = byX[2]
        #expect(abs(straight.angle) <= 0.5)
        #expect(abs(tilted.angle - 35) <= 0.5 && abs(tilted.width - 180) < 5 && abs(tilted.height - 320) < 5)
        #expect(abs(lying.angle + 60) <= 0.5 && abs(lying.width - 170) < 5 && abs(lying.height - 300) < 5)
        #expect(abs(lying.centerX - 330) < 3 && abs(lying.centerY - 650) < 3)
    }

    @Test func aQuarterTurnKeepsTheAngleWithinNinetyDegrees() {
        let lying = PaperRegion(index: 0, centerX: 100, centerY: 100, width: 300, height: 200, angle: 5)
        #expect(lying.quarterTurned == PaperRegion(index: 0, centerX: 100, centerY: 100, width: 200, height: 300, angle: -85))
        let other = PaperRegion(index: 1, centerX: 50, centerY: 60, width: 300, height: 200, angle: -20)
        #expect(other.quarterTurned.angle == 70)
    }

    @Test func aHalfTurnSwapsTheRegionsEndsAndKeepsItsSize() {
        let region = PaperRegion(index: 0, centerX: 100, centerY: 200, width: 60, height: 120, angle: 30)
        let turned = region.halfTurned
        #expect(turned.angle == -150 && turned.width == 60 && turned.height == 120)
        #expect(PaperRegion(index: 0, centerX: 0, centerY: 0, width: 1, height: 1, angle: -170).halfTurned.angle == 10)
        // The turned region's top-left corner is the original's bottom-right corner on the page.
        let a = turned.pagePoint(u: 0, v: 0), b = region.pagePoint(u: 60, v: 120)
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
    }

    /// Paper with `lines` lines of print, 8 px tall every 20 px, as words of varying length.
    func printed(across: Bool) -> GrayImage {
        var image = GrayImage(width: 240, height: 240, fill: 240)
        for line in 0..<10 {
            var x = 12
            for word in 0..<6 {
                let length = 10 + (line * 7 + word * 13) % 25
                for a in x..<min(228, x + length) {
                    for b in (14 + 20 * line)..<(22 + 20 * line) {
                        if across { image.pixels[b * 240 + a] = 30 } else { image.pixels[a * 240 + b] = 30 }
                    }
                }
                x += length + 8
            }
        }
        return image
    }

    @Test func linesOfPrintTellWhetherAPieceStandsOrLies() {
        #expect(PrintDirection.linesRunAcross(printed(across: true)) == true)
        #expect(PrintDirection.linesRunAcross(printed(across: false)) == false)
        // Blank paper says nothing.
        #expect(PrintDirection.linesRunAcross(GrayImage(width: 240, height: 240, fill: 240)) == nil)
    }
}
