import Foundation
import Segmentation
import Testing
@testable import Ingest

/// The second look at a page found with a doubtful score (`DoubtfulFind`). On SROIE's scanned receipts,
/// which fill the picture, the finder's weak winners (0.47–0.77) ran along a rule or the foot of a line of
/// print with the frame for the other sides, and warping to them cut off the shop's name.
@Suite struct DoubtfulFindTests {
    /// 300×600 picture: `outside` everywhere, paper (235) with rows of print inside `band`, rows 150–450.
    func picture(outside: UInt8, printEverywhere: Bool) -> GrayImage {
        var image = GrayImage(width: 300, height: 600, fill: outside)
        for y in 0..<600 {
            let inBand = y >= 150 && y < 450
            for x in 0..<300 where inBand || printEverywhere {
                // Lines of print 12 px apart, strokes every few pixels, on paper.
                let ink = y % 12 < 3 && x % 7 < 3 && x > 20 && x < 280
                image[x, y] = ink ? 30 : 235
            }
        }
        return image
    }

    let band = Quad(Vector2(0, 150), Vector2(300, 150), Vector2(300, 450), Vector2(0, 450))

    @Test func aDoubtfulQuadWithPaperBeyondItIsRefused() {
        #expect(DoubtfulFind.refusal(band, score: 0.55, in: picture(outside: 235, printEverywhere: true)) != nil)
    }

    @Test func aDoubtfulQuadOnADarkerBackgroundIsKept() {
        #expect(DoubtfulFind.refusal(band, score: 0.55, in: picture(outside: 90, printEverywhere: false)) == nil)
    }

    /// An image that is mostly a barcode: inside the quad, bars 4 px wide every 8 px on white (half ink); a
    /// sure score (sharp quiet-zone edges) does not save it.
    @Test func aQuadMostlyInkInsideIsRefused() {
        var image = GrayImage(width: 300, height: 600, fill: 90)
        for y in 150..<450 { for x in 0..<300 { image[x, y] = (x % 8 < 4 && x > 20 && x < 280) ? 20 : 240 } }
        #expect(DoubtfulFind.refusal(band, score: 0.95, in: image) != nil)
        // The same quad holding lines of print (a page) stands.
        #expect(DoubtfulFind.refusal(band, score: 0.95, in: picture(outside: 90, printEverywhere: false)) == nil)
    }

    @Test func aSureQuadIsKeptWhateverLiesBeyondIt() {
        #expect(DoubtfulFind.refusal(band, score: 0.9, in: picture(outside: 235, printEverywhere: true)) == nil)
    }

    /// A page filling the frame under light falling off towards its foot (paper 255 at the top, 145 at the
    /// bottom): the surroundings of a band across it are, taken together, darker than the band's paper, but
    /// just beyond each of its sides the same paper runs on, as lit there. A page on a desk under the same
    /// falloff has the desk beyond its sides and stands.
    @Test func aDoubtfulBandAcrossAPageUnderAFalloffOfLightIsRefusedButAPageOnADeskIsKept() {
        func tone(_ y: Int) -> Double { 255 - 110 * pow(Double(y) / 600, 2) }
        func falloff(desk: Bool) -> GrayImage {
            var image = GrayImage(width: 300, height: 600, fill: 0)
            for y in 0..<600 {
                let inBand = y >= 150 && y < 450
                for x in 0..<300 {
                    let ink = y % 12 < 3 && x % 7 < 3 && x > 20 && x < 280
                    image[x, y] = (desk && !inBand) ? UInt8(0.5 * tone(y)) : ink ? 30 : UInt8(tone(y))
                }
            }
            return image
        }
        #expect(DoubtfulFind.refusal(band, score: 0.46, in: falloff(desk: false)) == "doubtful quadrilateral with the paper running on beyond each side")
        #expect(DoubtfulFind.refusal(band, score: 0.46, in: falloff(desk: true)) == nil)
    }
}
