import CLeptonica
import DocModel
@testable import Imaging
import Testing

/// A rendered table's rulings as the layout stage finds them at 300 dpi. Rendered PDF tables often leave a
/// pixel or two blank where a horizontal ruling crosses a vertical one (anti-aliasing lightens the crossing
/// past the binarization threshold), so each vertical ruling comes out in row-high pieces; a header row of
/// one text line is 57 px high at 300 dpi (ICDAR 2013 eu-005), under the 60-px minimum length, and its
/// pieces were lost with the header row's cells.
@Suite struct TableRulingTests {
    /// A 3-column table frame: horizontal rulings at `ys`, verticals at `xs` broken for 2 px under each
    /// horizontal ruling.
    static func brokenGrid(xs: [Int], ys: [Int]) throws -> Image {
        let image = try Image.rgb(width: 1200, height: 800)
        let black: UInt32 = 0x0000_0000, white: UInt32 = 0xFFFF_FF00
        image.fillRows { y, row in
            for x in 0..<row.count { row[x] = white }
            if ys.contains(where: { y >= $0 && y < $0 + 3 }) {
                for x in xs[0]..<(xs[xs.count - 1] + 3) { row[x] = black }
                return
            }
            guard y > ys[0], y < ys[ys.count - 1] else { return }
            // The 2-px blank just under each crossing.
            if ys.contains(where: { y >= $0 + 3 && y < $0 + 5 }) { return }
            for x in xs { for dx in 0..<3 { row[x + dx] = black } }
        }
        return image
    }

    @Test func verticalRulingsBrokenAtCrossingsStayWholeDownAShortHeaderRow() throws {
        let ys = [100, 157, 270, 383, 496], xs = [100, 500, 800, 1100]
        let image = try Self.brokenGrid(xs: xs, ys: ys)
        let verticals = { (rulings: [DocModel.Box]) in rulings.filter { $0.height > $0.width } }
        // Without bridging, the header row's pieces (54 px) fall under the 60-px minimum: the grid starts a row low.
        let broken = verticals(try image.rulings(minLength: 60, maxThickness: 12))
        #expect(!broken.isEmpty)
        #expect(broken.allSatisfy { $0.y > 157 })
        // Bridging gaps of up to 4 px (the layout stage's dpi / 75 at 300 dpi) gives each vertical whole.
        let whole = verticals(try image.rulings(minLength: 60, maxThickness: 12, maxGap: 4))
        #expect(whole.count == xs.count)
        #expect(whole.allSatisfy { $0.y <= ys[0] + 3 && $0.maxY >= ys[ys.count - 1] })
    }
}
