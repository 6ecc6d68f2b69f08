import CLeptonica
import Foundation

/// Cheap reduced copies for the checks run on every page before OCR (is this a scan, is it upright, is it
/// skewed): each reads the full page at most once, so a page that needs no correction costs a few
/// milliseconds rather than a full-resolution pass per check.
extension Image {
    /// An 8-bit copy whose long side is at most `longSide`, by plain sampling (`pixScaleBySampling`): it
    /// reads only the pixels it keeps. For coarse whole-image checks (a white ring round a scan), not for
    /// measuring edges.
    public func sampledGray(longSide: Int) throws(ImagingError) -> Image {
        let factor = min(1, Double(longSide) / Double(max(1, max(width, height))))
        guard factor < 1 else { return try grayscale() }
        guard let small = pixScaleBySampling(pix, Float(factor), Float(factor)) else {
            throw .operationFailed(operation: "pixScaleBySampling")
        }
        return try Image(owning: small).grayscale()
    }

    /// A 1-bit copy for text statistics (orientation, skew), halved as often as needed to bring the page
    /// to at most `maxResolution` ppi: greyscale pages are area-averaged by 2 (`pixScaleAreaMap2`) before
    /// thresholding at 128, so strokes keep their weight; 1-bit pages are rank-reduced (`pixReduceRankBinary2`,
    /// level 2: on when two of four are on). Returns the copy, its resolution and how many times it was halved.
    public func analysisBinary(resolution: Int, maxResolution: Int) throws(ImagingError) -> (image: Image, resolution: Int, halvings: Int) {
        var ppi = max(1, resolution)
        var halvings = 0
        while ppi > maxResolution, min(width, height) >> (halvings + 1) >= 64 {
            ppi /= 2
            halvings += 1
        }
        if depth == 1 {
            var current = try copy()
            for _ in 0..<halvings {
                guard let out = pixReduceRankBinary2(current.pix, 2, nil) else {
                    throw .operationFailed(operation: "pixReduceRankBinary2")
                }
                current = Image(owning: out)
            }
            return (current, ppi, halvings)
        }
        var gray = try grayscale()
        for _ in 0..<halvings {
            guard let out = pixScaleAreaMap2(gray.pix) else { throw .operationFailed(operation: "pixScaleAreaMap2") }
            gray = Image(owning: out)
        }
        guard let binary = pixConvertTo1(gray.pix, 128) else { throw .operationFailed(operation: "pixConvertTo1") }
        return (Image(owning: binary), ppi, halvings)
    }

    /// Leptonica's text-orientation statistics (`pixOrientDetect`) on a 1-bit image: `up` > 0 for right side
    /// up, < 0 upside down; `left` the same after a quarter turn clockwise (< 0: the page is turned a quarter
    /// clockwise). Nil when the image is not 1-bit or Leptonica fails.
    public func binaryOrientationStatistics() -> (up: Double, left: Double)? {
        guard depth == 1 else { return nil }
        var up: Float = 0, left: Float = 0
        guard pixOrientDetect(pix, &up, &left, 0, 0) == 0 else { return nil }
        return (Double(up), Double(left))
    }

    /// The text skew of a 1-bit image (`pixFindSkewSweepAndSearch` with Leptonica's default sweep of ±7°
    /// in 1° steps and 0.01° search precision); `reduction` is the sweep's reduction factor (1, 2, 4 or 8),
    /// the binary search runs at half of it. Nil when Leptonica cannot tell.
    public func binarySkew(sweepReduction reduction: Int) -> (degrees: Double, confidence: Double, score: Double)? {
        binarySkew(sweepReduction: reduction, center: 0, range: 7, step: 1)
    }

    /// The text skew of a 1-bit image by a sweep of `center` ± `range` degrees in `step`s, then a binary search
    /// to 0.01° (`pixFindSkewSweepAndSearchScorePivot`). Leptonica gives confidence 0 when the best angle lies
    /// within one step of either end of the sweep, so a sweep must reach a step past the largest angle
    /// wanted. Shears pivot about the centre beyond 10° from level (about the corner a large shear pushes
    /// much of the page out of the frame), about the corner below (it tells small angles apart better).
    /// `score` is the sharpness of the text lines' projection at the angle found: comparable between sweeps of
    /// one image at one reduction, so a false peak of one sweep can lose to the true one of another.
    public func binarySkew(sweepReduction reduction: Int, center: Double, range: Double, step: Double) -> (degrees: Double, confidence: Double, score: Double)? {
        guard depth == 1 else { return nil }
        var angle: Float = 0, confidence: Float = 0, score: Float = 0
        let pivot = abs(center) + range > 10 ? L_SHEAR_ABOUT_CENTER : L_SHEAR_ABOUT_CORNER  // anonymous enum: Int
        guard pixFindSkewSweepAndSearchScorePivot(pix, &angle, &confidence, &score, Int32(reduction), Int32(max(1, reduction / 2)),
                                                  Float(center), Float(range), Float(step), 0.01, Int32(pivot)) == 0
        else { return nil }
        return (Double(angle), Double(confidence), Double(score))
    }
}
