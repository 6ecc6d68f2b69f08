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
        #expect(DoubtfulFind.refuses(band, score: 0.55, in: picture(outside: 235, printEverywhere: true)))
    }

    @Test func aDoubtfulQuadOnADarkerBackgroundIsKept() {
        #expect(!DoubtfulFind.refuses(band, score: 0.55, in: picture(outside: 90, printEverywhere: false)))
    }

    @Test func aSureQuadIsKeptWhateverLiesBeyondIt() {
        #expect(!DoubtfulFind.refuses(band, score: 0.9, in: picture(outside: 235, printEverywhere: true)))
    }
}
