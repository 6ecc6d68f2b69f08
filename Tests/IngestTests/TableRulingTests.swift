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

    /// `longRuns` (runs doubled, about 2·log2(length) raster operations) keeps exactly what Leptonica's opening with a
    /// long thin brick keeps (`pixOpenBrick`, `length` operations each way): random specks and strokes of every length
    /// round the minimum, some reaching the image's edges, for lengths from 1 to 70 both ways.
    @Test func longRunsKeepExactlyWhatTheBrickOpeningKeeps() throws {
        var random = SplitMix(seed: 2026_12_05)
        for trial in 0..<24 {
            let width = Int.random(in: 90...260, using: &random), height = Int.random(in: 90...260, using: &random)
            var made = pixCreate(Int32(width), Int32(height), 1)
            let pix = try #require(made)
            defer { pixDestroy(&made) }
            for _ in 0..<(width * height / 40) {
                pixSetPixel(pix, Int32.random(in: 0..<Int32(width), using: &random), Int32.random(in: 0..<Int32(height), using: &random), 1)
            }
            for _ in 0..<30 {
                // Strokes from 1 to 80 px long, flush with an edge one time in four.
                let length = Int.random(in: 1...80, using: &random), along = Bool.random(using: &random)
                var x = Int.random(in: 0..<width, using: &random), y = Int.random(in: 0..<height, using: &random)
                if Int.random(in: 0..<4, using: &random) == 0 { if along { x = max(0, width - length) } else { y = 0 } }
                for i in 0..<length where (along ? x + i : x) < width && (along ? y : y + i) < height {
                    pixSetPixel(pix, Int32(along ? x + i : x), Int32(along ? y : y + i), 1)
                }
            }
            for length in [1, 2, 3, 5, 8, 13, 31, 32, 33, 59, 60, 61, 70] + [Int.random(in: 1...100, using: &random)] {
                for horizontal in [true, false] {
                    var fast = Image.longRuns(pix, length: length, horizontal: horizontal)
                    var brick = pixOpenBrick(nil, pix, horizontal ? Int32(length) : 1, horizontal ? 1 : Int32(length))
                    defer { pixDestroy(&fast); pixDestroy(&brick) }
                    var same: Int32 = 0
                    #expect(pixEqual(try #require(fast), try #require(brick), &same) == 0)
                    #expect(same == 1, "trial \(trial): \(width)×\(height), length \(length), \(horizontal ? "rows" : "columns")")
                }
            }
        }
    }
}
