import CLeptonica
import Foundation

/// Encodings for pictures Folio hands to people (review pages, searchable PDFs) rather than to engines.
extension Image {
    /// JPEG bytes (`pixWriteMemJpeg`, baseline) of the image as 8-bit grey or 24-bit colour: 1-bit and
    /// colour-mapped images are converted first. `components` is 1 (grey) or 3 (RGB), as a PDF must declare.
    public func jpegData(quality: Int) throws(ImagingError) -> (data: Data, components: Int) {
        let source: Image
        if depth == 32 || depth == 8 && pixGetColormap(pix) == nil {
            source = self
        } else if pixGetColormap(pix) != nil, let out = pixRemoveColormap(pix, Int32(REMOVE_CMAP_BASED_ON_SRC)) {
            let converted = Image(owning: out)
            source = converted.depth == 32 || converted.depth == 8 ? converted : try converted.grayscale()
        } else {
            source = try grayscale()
        }
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMemJpeg(&bytes, &size, source.pix, Int32(max(1, min(100, quality))), 0) == 0, let bytes else {
            throw .operationFailed(operation: "pixWriteMemJpeg")
        }
        defer { lept_free(bytes) }
        return (Data(bytes: bytes, count: size), source.depth == 32 ? 3 : 1)
    }

    /// Scaled so its longer side is at most `longSide` pixels (a copy when it already is).
    public func fitted(longSide: Int) throws(ImagingError) -> Image {
        let long = max(width, height)
        guard long > longSide, longSide > 0 else { return try copy() }
        return try scaled(by: Double(longSide) / Double(long))
    }

    /// The pixel at (x, y) as (red, green, blue), for 32-bit images (grey images give grey); nil outside.
    /// For tests that look at rendered pictures, and small probes; not for whole-image loops.
    public func rgb(x: Int, y: Int) -> (red: Int, green: Int, blue: Int)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        var value: UInt32 = 0
        guard pixGetPixel(pix, Int32(x), Int32(y), &value) == 0 else { return nil }
        if depth == 32 {
            return (Int(value >> 24 & 0xFF), Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF))
        }
        if depth == 8 && pixGetColormap(pix) == nil { return (Int(value), Int(value), Int(value)) }
        return nil
    }
}

extension Image {
    /// Every pixel of a 32-bit image as 0xRRGGBBAA words, rows packed top to bottom (for tests that look for
    /// colours in a rendered picture); nil for other depths.
    public func rgbaWords() -> [UInt32]? {
        guard depth == 32, let data = pixGetData(pix) else { return nil }
        let wpl = Int(pixGetWpl(pix))
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { words[y * width + x] = data[y * wpl + x] }
        }
        return words
    }
}
