import DocModel
import Foundation
import Testing
@testable import Segmentation

/// Separate pieces of paper on a flatbed scan, on hand-built pages: paper brighter than an even lid.
@Suite struct PaperRegionFinderTests {
    /// A rectangle `w`×`h` centred on (cx, cy), turned `degrees` clockwise, as a polygon.
    func rectangle(_ cx: Double, _ cy: Double, _ w: Double, _ h: Double, _ degrees: Double) -> [Vector2] {
        let region = PaperRegion(index: 0, centerX: cx, centerY: cy, width: w, height: h, angle: degrees)
        return [(0.0, 0.0), (w, 0), (w, h), (0, h)].map { region.pagePoint(u: $0.0, v: $0.1) }.map { Vector2($0.x, $0.y) }
    }

    /// Paper `tone` with dark bars like lines of print inside it.
    func receipt(on page: inout GrayImage, _ cx: Double, _ cy: Double, _ w: Double, _ h: Double, _ degrees: Double, tone: UInt8) {
        page.fill(rectangle(cx, cy, w, h, degrees), value: tone)
        let region = PaperRegion(index: 0, centerX: cx, centerY: cy, width: w, height: h, angle: degrees)
        for line in stride(from: 20.0, to: h - 20, by: 18) {
            let a = region.pagePoint(u: 15, v: line), b = region.pagePoint(u: w - 15, v: line)
            let c = region.pagePoint(u: w - 15, v: line + 6), d = region.pagePoint(u: 15, v: line + 6)
            page.fill([Vector2(a.x, a.y), Vector2(b.x, b.y), Vector2(c.x, c.y), Vector2(d.x, d.y)], value: 30)
        }
    }

    @Test func twoTiltedReceiptsOnAGreyLidAreFoundInReadingOrder() {
        var page = GrayImage(width: 600, height: 800, fill: 205)
        // The right one sits higher but is read second: columns go left to right.
        receipt(on: &page, 170, 420, 200, 500, 2.5, tone: 235)
        receipt(on: &page, 440, 300, 190, 420, -3, tone: 250)
        let regions = PaperRegionFinder().find(in: page)
        #expect(regions.count == 2)
        guard regions.count == 2 else { return }
        #expect(regions.map(\.index) == [0, 1])
        #expect(abs(regions[0].centerX - 170) < 3 && abs(regions[0].centerY - 420) < 3)
        #expect(abs(regions[0].angle - 2.5) <= 0.5 && abs(regions[1].angle + 3) <= 0.5)
        #expect(abs(regions[0].width - 200) < 4 && abs(regions[0].height - 500) < 4)
        #expect(abs(regions[1].width - 190) < 4 && abs(regions[1].height - 420) < 4)
    }

    @Test func receiptsOnADarkLidAreFound() {
        var page = GrayImage(width: 600, height: 800, fill: 45)
        receipt(on: &page, 150, 200, 180, 300, 0, tone: 245)
        receipt(on: &page, 450, 200, 180, 300, 1, tone: 245)
        receipt(on: &page, 300, 600, 180, 250, -1, tone: 245)
        #expect(PaperRegionFinder().find(in: page).count == 3)
    }

    @Test func oneReceiptOrAFullSheetGivesNoRegions() {
        // One receipt on the lid: read whole, as before.
        var one = GrayImage(width: 600, height: 800, fill: 205)
        receipt(on: &one, 300, 400, 250, 600, 1, tone: 245)
        #expect(PaperRegionFinder().find(in: one).isEmpty)
        // A letter scanned edge to edge: the border is paper, there is no lid to tell pieces from.
        var sheet = GrayImage(width: 600, height: 800, fill: 248)
        receipt(on: &sheet, 300, 400, 500, 700, 0, tone: 248)
        #expect(PaperRegionFinder().find(in: sheet).isEmpty)
    }

    @Test func specksOnTheLidAreNotPaper() {
        var page = GrayImage(width: 600, height: 800, fill: 205)
        receipt(on: &page, 170, 400, 200, 500, 0, tone: 245)
        // A scrap 20 × 30 px (dust, a torn corner): far below a receipt's size.
        page.fill(rectangle(480, 100, 20, 30, 0), value: 250)
        #expect(PaperRegionFinder().find(in: page).isEmpty)
    }

    @Test func aBrightThingWithoutPrintIsNotAReceipt() {
        var page = GrayImage(width: 600, height: 800, fill: 90)
        receipt(on: &page, 150, 250, 200, 400, 0, tone: 245)
        receipt(on: &page, 450, 250, 200, 400, 1, tone: 245)
        // A plain light card, 120 × 160, below them: no print, so not paper to read.
        page.fill(rectangle(300, 650, 160, 120, 10), value: 235)
        #expect(PaperRegionFinder().find(in: page).map(\.index) == [0, 1])
    }

    @Test func aLargePieceThatIsNoReceiptLeavesThePageWhole() {
        // Two receipts beside a large bright triangle (no piece of paper fills half its rectangle): not a
        // flatbed of receipts; reading only the two would lose what the triangle carries.
        var page = GrayImage(width: 600, height: 800, fill: 90)
        receipt(on: &page, 120, 200, 160, 300, 0, tone: 245)
        receipt(on: &page, 120, 600, 160, 300, 0, tone: 245)
        page.fill([Vector2(300, 250), Vector2(580, 250), Vector2(440, 650)], value: 245)
        #expect(PaperRegionFinder().find(in: page).isEmpty)
    }
}
