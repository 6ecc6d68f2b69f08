import CLeptonica
import Foundation

/// Operations for straightening photographed pages: scaling, perspective warp, small rotations,
/// background flattening and adaptive binarization. Each returns a new image; `self` is unchanged.
extension Image {
    /// Scaled by `factor` (`pixScale`: area mapping when shrinking, so thin lines survive).
    public func scaled(by factor: Double) throws(ImagingError) -> Image {
        guard let out = pixScale(pix, Float(factor), Float(factor)) else { throw .operationFailed(operation: "pixScale") }
        return Image(owning: out)
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

    /// A 1-bit image by Sauvola's local threshold (`pixSauvolaBinarize`), on the greyscale version.
    /// - Parameters:
    ///   - halfWindow: half the window side in pixels (Leptonica suggests ≥ 7; ~ stroke spacing).
    ///   - factor: Sauvola's k, usually 0.34.
    public func sauvolaBinarized(halfWindow: Int, factor: Double) throws(ImagingError) -> Image {
        let gray = try grayscale()
        var out: UnsafeMutablePointer<PIX>?
        guard pixSauvolaBinarize(gray.pix, Int32(halfWindow), Float(factor), 1, nil, nil, nil, &out) == 0, let out else {
            throw .operationFailed(operation: "pixSauvolaBinarize")
        }
        pixCopyResolution(out, pix)
        return Image(owning: out)
    }

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
