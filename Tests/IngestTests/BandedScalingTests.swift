import Testing
@testable import Imaging

/// `Image.scaled(by:)` sharpens a grey page shrunk by 0.2–0.7 band by band instead of through one float copy of
/// the whole reduced page (128 MB for a 9000 × 9000 scan brought within `max_pixels`): pixel for pixel what
/// Leptonica's `pixScale` gives, whatever the band height.
@Suite struct BandedScalingTests {
    @Test func aGreyPageShrunkAndSharpenedInBandsHasPixScalesPixels() throws {
        // Pseudo-random grey levels, the hardest case for a sharpening filter cut into bands (no two neighbours alike).
        let (image, _) = try WarpSamplingTests.noise(width: 401, height: 757)
        image.resolution = 600
        // 0.2 and 0.7 as floats fall just inside pixScale's range (C compares them with double literals).
        for factor in [0.2, 0.21, 0.45, 0.5, 0.63, 0.7] {
            let whole = try image.scaledInOnePiece(by: factor)
            // Bands of 1, 7 and 100 rows: every band edge falls somewhere else in the page.
            for rows in [1, 7, 100] {
                let banded = try #require(try image.sharpenedInBands(factor: Float(factor), rows: rows), "factor \(factor), rows \(rows)")
                #expect(banded.width == whole.width && banded.height == whole.height)
                #expect(banded.resolution == whole.resolution)
                #expect(try banded.luminanceBytes() == whole.luminanceBytes(), "factor \(factor), \(rows) rows a band")
            }
            #expect(try image.scaled(by: factor).luminanceBytes() == whole.luminanceBytes())
        }
    }

    @Test func otherScalingsAreLeftToPixScale() throws {
        let (image, _) = try WarpSamplingTests.noise(width: 120, height: 90)
        // No sharpening below 0.2, linear interpolation above 0.7, colour pages, a page of one band: pixScale's own paths.
        for factor in [0.19, 0.15, 0.71, 1.5] { #expect(try image.sharpenedInBands(factor: Float(factor), rows: 7) == nil) }
        #expect(try Image.rgb(width: 120, height: 90).sharpenedInBands(factor: 0.5, rows: 7) == nil)
        #expect(try image.sharpenedInBands(factor: 0.5, rows: 45) == nil)
    }
}
