import CLeptonica
import Foundation

/// Operations for straightening photographed pages: scaling, perspective warp, small rotations,
/// background flattening and adaptive binarization. Each returns a new image; `self` is unchanged.
extension Image {
    /// Scaled by `factor` (`pixScale`: area mapping when shrinking, so thin lines survive).
    public func scaled(by factor: Double) throws(ImagingError) -> Image {
        if let banded = try sharpenedInBands(factor: Float(factor), rows: Self.sharpeningBandRows) { return banded }
        return try scaledInOnePiece(by: factor)
    }

    /// `pixScale` itself, the whole page at once.
    func scaledInOnePiece(by factor: Double) throws(ImagingError) -> Image {
        guard let out = pixScale(pix, Float(factor), Float(factor)) else { throw .operationFailed(operation: "pixScale") }
        return Image(owning: out)
    }

    /// Rows of the reduced page sharpened at a time by `sharpenedInBands`.
    static let sharpeningBandRows = 256

    /// `pixScale`'s own result for a grey image shrunk by more than 0.2 and less than 0.7, made with bounded memory:
    /// `pixScale` area-maps it and sharpens the result (`pixUnsharpMasking`, half width 1, fraction 0.2) through a
    /// float copy of the whole reduced page, 4 bytes a pixel (128 MB for a 9000 × 9000 scan brought within
    /// `max_pixels`, beside the scan itself). Here the sharpening is done `rows` rows at a time, each band with a few
    /// rows of the page above and below it, so every pixel sees the neighbours it sees in the whole page: the same
    /// pixels (`BandedScalingTests`). Nil for any other image or factor, or a page of one band (`pixScale` then).
    func sharpenedInBands(factor: Float, rows: Int) throws(ImagingError) -> Image? {
        // pixScale's choice for a shrinking: area mapping, sharpened only above 0.2 (scale1.c, pixScale and
        // pixScaleGeneral); a 1-bit or colour page, or a colormap, goes its own ways there.
        // (Compared as C compares a float with a double literal.)
        guard isGray, Double(factor) > 0.2, Double(factor) < 0.7, rows > 0 else { return nil }
        guard let area = pixScaleAreaMap(pix, factor, factor) else { throw .operationFailed(operation: "pixScaleAreaMap") }
        let reduced = Image(owning: area)
        let (w, h) = (Int32(reduced.width), Int32(reduced.height))
        guard Int(h) > rows else { return nil }
        // The sharpened page starts as a copy (pixUnsharpMaskingGray2D's own start: its border pixels stay as they are).
        guard let outPix = pixCopy(nil, area) else { throw .operationFailed(operation: "pixCopy") }
        let out = Image(owning: outPix)
        // The sharpening's half width is 1: a margin of 2 rows keeps each band's own rows off its cut edges.
        let margin: Int32 = 2
        var y0: Int32 = 0
        while y0 < h {
            let y1 = min(h, y0 + Int32(rows))
            let top = max(0, y0 - margin), bottom = min(h, y1 + margin)
            guard let box = boxCreate(0, top, w, bottom - top) else { throw .operationFailed(operation: "boxCreate") }
            var boxRef: UnsafeMutablePointer<BOX>? = box
            defer { boxDestroy(&boxRef) }
            guard let clip = pixClipRectangle(area, box, nil) else { throw .operationFailed(operation: "pixClipRectangle") }
            let band = Image(owning: clip)
            guard let sharp = pixUnsharpMasking(band.pix, 1, 0.2) else { throw .operationFailed(operation: "pixUnsharpMasking") }
            let sharpened = Image(owning: sharp)
            guard pixRasterop(out.pix, 0, y0, w, y1 - y0, Int32(PIX_SRC), sharpened.pix, 0, y0 - top) == 0 else {
                throw .operationFailed(operation: "pixRasterop")
            }
            y0 = y1
        }
        pixCopyText(out.pix, pix)
        pixCopyInputFormat(out.pix, pix)
        return out
    }

    /// Rotated by `degrees` clockwise about the centre, same size, white brought in at the corners
    /// (`pixRotate` with area mapping, as `pixDeskew` does).
    /// With `expanding`, the canvas grows so that no pixel of the page is cut off (Leptonica embeds the page,
    /// centred, in the rotated bounding box): a page skewed 30° loses its corners in a frame of its own size.
    public func rotated(degrees: Double, expanding: Bool = false) throws(ImagingError) -> Image {
        let (w, h) = expanding ? (Int32(width), Int32(height)) : (0, 0)
        guard let out = pixRotate(pix, Float(degrees * .pi / 180), Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), w, h)
        else { throw .operationFailed(operation: "pixRotate") }
        pixCopyResolution(out, pix)
        return Image(owning: out)
    }

    /// Uneven lighting flattened to a white background (Leptonica's background normalization); 8 or 32 bpp.
    /// The background is estimated tile by tile from the pixels brighter than Leptonica's foreground threshold
    /// (60); `tileWidth` × `tileHeight` are Leptonica's defaults (10 × 15, `pixBackgroundNormSimple`) unless
    /// given. A tile that fits inside a faint, thick letter (grey ink above 60) takes the letter for paper and
    /// flattens it away, so pages with large letters need tiles several letters wide.
    public func backgroundNormalized(tileWidth: Int = 10, tileHeight: Int = 15) throws(ImagingError) -> Image {
        let source = depth == 8 || depth == 32 ? self : try grayscale()
        let out: UnsafeMutablePointer<PIX>?
        if tileWidth == 10 && tileHeight == 15 {
            out = pixBackgroundNormSimple(source.pix, nil, nil)
        } else {
            // Leptonica's other defaults; its minimum count of background pixels (40 of a 150-pixel tile) scaled
            // to the tile's area.
            let sx = max(4, tileWidth), sy = max(4, tileHeight)
            out = pixBackgroundNorm(source.pix, nil, nil, Int32(sx), Int32(sy), 60, Int32(sx * sy * 40 / 150), 200, 2, 1)
        }
        guard let out else { throw .operationFailed(operation: "pixBackgroundNorm") }
        pixCopyResolution(out, pix)
        return Image(owning: out)
    }

    /// Light flattened by a local mean: each pixel divided by the mean grey of the square `radius` px around it (scaled
    /// so paper is white), on the greyscale version. A shadow, a gradient or a desk's edge beside photographed print
    /// turns to paper and the ink, darker than its surroundings, stays ink, where one threshold for the whole image
    /// splits dark paper into ink. On a cut of one photographed line `backgroundNormalized` returned the cut unchanged
    /// (the date hunt's trial, docs/receipts.md, twenty-fourth pass). A radius of about a letter's height holds paper
    /// beside every stroke.
    public func flattenedByLocalMean(radius: Int) throws(ImagingError) -> Image {
        let w = width, h = height, r = max(1, radius)
        let grey = try luminanceBytes()
        guard w > 0, h > 0, grey.count == w * h else { return self }
        // Sums over the rectangle above and left of each pixel: any square's sum in four look-ups.
        var sums = [Int](repeating: 0, count: (w + 1) * (h + 1))
        for y in 0..<h {
            var row = 0
            for x in 0..<w {
                row += Int(grey[y * w + x])
                sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1] + row
            }
        }
        var flat = grey
        for y in 0..<h {
            let y0 = max(0, y - r), y1 = min(h, y + r + 1)
            for x in 0..<w {
                let x0 = max(0, x - r), x1 = min(w, x + r + 1)
                let sum = sums[y1 * (w + 1) + x1] - sums[y0 * (w + 1) + x1] - sums[y1 * (w + 1) + x0] + sums[y0 * (w + 1) + x0]
                let mean = max(1, sum / ((y1 - y0) * (x1 - x0)))
                flat[y * w + x] = UInt8(min(255, Int(grey[y * w + x]) * 255 / mean))
            }
        }
        var image = try Image.gray(width: w, height: h, bytes: flat)
        image.resolution = resolution
        return image
    }

    /// A 1-bit image by Sauvola's local threshold (`pixSauvolaBinarize`), on the greyscale version.
    /// - Parameters:
    ///   - halfWindow: half the window side in pixels (Leptonica suggests ≥ 7; ~ stroke spacing).
    ///   - factor: Sauvola's k, usually 0.34.
    /// Done in bands of `band` rows (`sauvolaBand`: nil, the whole page at once): Leptonica keeps the window sums of
    /// the whole image at 16 bytes a pixel (a double accumulator, the mean square, the mean), 35–40 MB at the peak of
    /// a worker reading a letter. A band is cut from the page with Leptonica's mirrored border added once, and each
    /// pixel's window lies in its band's cut: the same pixels, bit for bit (the sums are exact integers either way).
    public func sauvolaBinarized(halfWindow: Int, factor: Double, band: Int? = Image.sauvolaBand) throws(ImagingError) -> Image {
        let gray = try grayscale()
        var out: UnsafeMutablePointer<PIX>?
        let border = Int32(halfWindow + 1), width = Int32(gray.width), height = Int32(gray.height)
        guard let band = band.map({ Int32(max(2, $0)) }), height > 2 * band, halfWindow >= 2 else {
            guard pixSauvolaBinarize(gray.pix, Int32(halfWindow), Float(factor), 1, nil, nil, nil, &out) == 0, let out else {
                throw .operationFailed(operation: "pixSauvolaBinarize")
            }
            pixCopyResolution(out, pix)
            return Image(owning: out)
        }
        var withBorder = pixAddMirroredBorder(gray.pix, border, border, border, border)
        defer { pixDestroy(&withBorder) }
        guard let bordered = withBorder, let made = pixCreate(width, height, 1) else { throw .operationFailed(operation: "pixSauvolaBinarize") }
        let result = Image(owning: made)
        var top: Int32 = 0
        while top < height {
            // The last band takes the rest (band to 2 × band - 1 rows): a band of one row is too short for the window.
            let rows = height - top < 2 * band ? height - top : band
            defer { top += rows }
            var box = boxCreate(0, top, width + 2 * border, rows + 2 * border)
            var clipped = box.flatMap { pixClipRectangle(bordered, $0, nil) }
            var binarized: UnsafeMutablePointer<PIX>?
            defer { boxDestroy(&box); pixDestroy(&clipped); pixDestroy(&binarized) }
            guard let cut = clipped, pixSauvolaBinarize(cut, Int32(halfWindow), Float(factor), 0, nil, nil, nil, &binarized) == 0,
                  let piece = binarized, pixRasterop(made, 0, top, width, rows, Int32(PIX_SRC), piece, 0, 0) == 0 else {
                throw .operationFailed(operation: "pixSauvolaBinarize")
            }
        }
        pixCopyResolution(made, pix)
        return result
    }

    /// Rows of each band `sauvolaBinarized` works on.
    public static let sauvolaBand = 256

    /// A new 8-bit image of `width`×`height` whose pixel (x, y) is this image's greyscale sampled
    /// bilinearly at `map(x + 0.5, y + 0.5)` (pixel centres; white outside). Used for the perspective
    /// warp: Leptonica's `pixProjective*` keep the source's size, which does not fit a rectified page.
    public func warped(width: Int, height: Int, map: (Double, Double) -> (Double, Double)) throws(ImagingError) -> Image {
        let gray = try grayscale()
        let source = try gray.luminanceBytes()
        let sw = gray.width, sh = gray.height
        guard width > 0, height > 0, let out = pixCreate(Int32(width), Int32(height), 8), let data = pixGetData(out) else {
            throw .operationFailed(operation: "pixCreate \(width)×\(height) 8 bpp")
        }
        let wpl = Int(pixGetWpl(out))
        let flip = 1.littleEndian == 1 ? 3 : 0
        // A photo's page is millions of pixels: the source is read through a pointer, and the four neighbours of a
        // sample inside the image are read without clamping (only the border's need it); the arithmetic is the same.
        source.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * wpl).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width {
                    let (sx, sy) = map(Double(x) + 0.5, Double(y) + 0.5)
                    let fx = sx - 0.5, fy = sy - 0.5
                    var value: Double = 255
                    if fx > -1, fy > -1, fx < Double(sw), fy < Double(sh) {
                        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                        let ax = fx - Double(x0), ay = fy - Double(y0)
                        let p00, p10, p01, p11: Double
                        if x0 >= 0, y0 >= 0, x0 + 1 < sw, y0 + 1 < sh {
                            let i = y0 * sw + x0
                            (p00, p10, p01, p11) = (Double(pixels[i]), Double(pixels[i + 1]), Double(pixels[i + sw]), Double(pixels[i + sw + 1]))
                        } else {
                            func at(_ px: Int, _ py: Int) -> Double {
                                Double(pixels[min(sh - 1, max(0, py)) * sw + min(sw - 1, max(0, px))])
                            }
                            (p00, p10, p01, p11) = (at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1))
                        }
                        value = (p00 * (1 - ax) + p10 * ax) * (1 - ay) + (p01 * (1 - ax) + p11 * ax) * ay
                    }
                    row[x ^ flip] = UInt8(max(0, min(255, value.rounded())))
                }
            }
        }
        return Image(owning: out)
    }

    /// An 8-bit image from packed luminance bytes (the inverse of `luminanceBytes`).
    public static func gray(width: Int, height: Int, bytes: [UInt8]) throws(ImagingError) -> Image {
        precondition(bytes.count == width * height, "byte count does not match \(width)×\(height)")
        guard let out = pixCreate(Int32(width), Int32(height), 8), let data = pixGetData(out) else {
            throw .operationFailed(operation: "pixCreate \(width)×\(height) 8 bpp")
        }
        let wpl = Int(pixGetWpl(out))
        let flip = 1.littleEndian == 1 ? 3 : 0
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * wpl).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width { row[x ^ flip] = bytes[y * width + x] }
        }
        return Image(owning: out)
    }
}
