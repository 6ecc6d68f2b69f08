import Testing
@testable import Imaging

/// `Image.sauvolaBinarized` works band by band instead of holding the window sums of the whole page (16 bytes a
/// pixel): bit for bit what Leptonica's `pixSauvolaBinarize` gives on the whole page, whatever the band height.
@Suite struct BandedSauvolaTests {
    @Test func aPageBinarizedInBandsHasSauvolasPixelsOnTheWholePage() throws {
        let (noise, _) = try WarpSamplingTests.noise(width: 333, height: 517)
        let letter = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter-clean").scaled(by: 0.4)
        for (name, image) in [("noise", noise), ("letter", letter)] {
            image.resolution = 120
            // 15: `text_size`'s window; 2, the least Leptonica takes; 12, `illumination`'s.
            for halfWindow in [2, 12, 15] {
                let whole = try image.sauvolaBinarized(halfWindow: halfWindow, factor: 0.34, band: nil)
                #expect(try whole.luminanceBytes().contains(0) && whole.luminanceBytes().contains(255), "\(name): ink and paper both")
                // Bands of 2, 7, 100 and 256 rows: every band edge falls somewhere else, and the last band takes the rest.
                for rows in [2, 7, 100, Image.sauvolaBand] {
                    let banded = try image.sauvolaBinarized(halfWindow: halfWindow, factor: 0.34, band: rows)
                    #expect(banded.width == whole.width && banded.height == whole.height)
                    #expect(banded.resolution == whole.resolution)
                    #expect(try banded.luminanceBytes() == whole.luminanceBytes(), "\(name), half window \(halfWindow), \(rows) rows a band")
                }
            }
        }
    }
}
