import DocModel
import Imaging
import Testing
@testable import Ingest

/// `Image.withoutRulings`: what `ocr`'s `clear_rulings` paints out of a page before reading it (rulings and box
/// edges, beside which Tesseract's page layout drops words), and what it leaves.
@Suite struct RulingClearingTests {
    static let black: UInt32 = 0x0000_0000, white: UInt32 = 0xFFFF_FF00

    /// A 400 × 200 page: a 2-px ruling across it at y 100–101 (x 20–379), a box's 2-px edge down it at x 50–51
    /// (y 20–179), a letter-sized mark (8 × 9 px) standing on the ruling at x 300–307, y 91–99, a solid bar 30 px
    /// thick (a shaded header) at x 100–379, y 140–169, and a short dash of 30 px at x 300–329, y 40–41.
    static func page(rulings: Bool) throws -> Image {
        let image = try Image.rgb(width: 400, height: 200)
        image.fillRows { y, row in
            for x in 0..<row.count { row[x] = white }
            if rulings, y == 100 || y == 101 { for x in 20..<380 { row[x] = black } }
            if rulings, (20..<180).contains(y) { row[50] = black; row[51] = black }
            if (91..<100).contains(y) { for x in 300..<308 { row[x] = black } }
            if (140..<170).contains(y) { for x in 100..<380 { row[x] = black } }
            if y == 40 || y == 41 { for x in 300..<330 { row[x] = black } }
        }
        return image
    }

    static func pixel(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
        image.withRGBWords { words, perLine in words[y * perLine + x] } & 0xFFFF_FF00
    }

    @Test func rulingsAndBoxEdgesArePaintedOutButLettersBarsAndShortDashesStay() throws {
        let page = try Self.page(rulings: true)
        // The layout stage's shape at 300 dpi: 60 px long at least, 12 px thick at most.
        let cleared = try #require(try page.withoutRulings(minLength: 60, maxThickness: 12))
        #expect(cleared.width == 400 && cleared.height == 200 && cleared.depth == 32)
        // The ruling and the box's edge are gone, with a pixel round them (their grey edge on a scan).
        for (x, y) in [(20, 100), (200, 101), (379, 100), (200, 102), (50, 20), (51, 120), (52, 60)] {
            #expect(Self.pixel(cleared, x, y) == Self.white, "(\(x), \(y))")
        }
        // The mark on the ruling keeps all but its foot row (the ruling's margin), the 30-px thick bar and the
        // 30-px dash stay whole.
        for (x, y) in [(300, 91), (307, 98), (100, 140), (379, 169), (240, 155), (300, 40), (329, 41)] {
            #expect(Self.pixel(cleared, x, y) == Self.black, "(\(x), \(y))")
        }
        #expect(Self.pixel(cleared, 303, 99) == Self.white)
        // The page itself is left as it was: the layout stage finds its rulings there.
        #expect(Self.pixel(page, 200, 100) == Self.black)
    }

    /// A line is cleared from five characters' height long (a fifth of an inch, the layout stage's rulings, when the
    /// characters were not measured): a 72–100 dpi form scan stating no resolution is taken for 300 dpi while its
    /// characters are 8 px high, and its box edges of 40–60 px are lines; a 300 dpi report's title set in 24–28 pt
    /// has stems of 60–80 px and 8–12 px thick, which are letters. Never under 20 px.
    @Test func theLinesClearedAreFiveCharactersLongSoATitlesStemsStay() throws {
        let work = PageWork(number: 1, image: try Self.page(rulings: false), dpi: 300, documentPath: "form.png")
        #expect(work.clearedRulingShape.minLength == 60 && work.clearedRulingShape.maxThickness == 12)
        work.characterHeight = 8
        #expect(work.clearedRulingShape.minLength == 40)
        work.characterHeight = 22  // a 300 dpi page of 10 pt print
        #expect(work.clearedRulingShape.minLength == 110)
        work.characterHeight = 2  // specks
        #expect(work.clearedRulingShape.minLength == 20)
        // A title's stem, 10 px wide and 75 px tall, over a ruling of the page's width: the ruling goes, the stem stays.
        let page = try Image.rgb(width: 400, height: 200)
        page.fillRows { y, row in
            for x in 0..<row.count { row[x] = Self.white }
            if (20..<95).contains(y) { for x in 100..<110 { row[x] = Self.black } }
            if y == 150 || y == 151 { for x in 20..<380 { row[x] = Self.black } }
        }
        work.characterHeight = 22
        let shape = work.clearedRulingShape
        let cleared = try #require(try page.withoutRulings(minLength: shape.minLength, maxThickness: shape.maxThickness))
        #expect(Self.pixel(cleared, 105, 60) == Self.black && Self.pixel(cleared, 100, 20) == Self.black)
        #expect(Self.pixel(cleared, 200, 150) == Self.white)
    }

    @Test func aPageWithoutRulingsIsReadAsItIs() throws {
        #expect(try Self.page(rulings: false).withoutRulings(minLength: 60, maxThickness: 12) == nil)
    }
}
