import CLeptonica

extension Image {
    /// The part of the image inside the rectangle (clipped to the image; `pixClipRectangle`), keeping the
    /// resolution. Throws when nothing of the rectangle lies on the image.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) throws(ImagingError) -> Image {
        guard let box = boxCreate(Int32(x), Int32(y), Int32(w), Int32(h)) else {
            throw .operationFailed(operation: "boxCreate")
        }
        var b: UnsafeMutablePointer<BOX>? = box
        defer { boxDestroy(&b) }
        guard let out = pixClipRectangle(pix, box, nil) else {
            throw .operationFailed(operation: "pixClipRectangle \(w)×\(h) at \(x),\(y) on \(width)×\(height)")
        }
        pixCopyResolution(out, pix)
        return Image(owning: out)
    }

    /// Foreground (black) pixels of a 1-bit image inside the rectangle, clipped to the image; nil when the
    /// image is not 1-bit (`pixCountPixelsInRect`).
    public func foregroundCount(x: Int, y: Int, width w: Int, height h: Int) -> Int? {
        guard depth == 1, let box = boxCreate(Int32(x), Int32(y), Int32(w), Int32(h)) else { return nil }
        var b: UnsafeMutablePointer<BOX>? = box
        defer { boxDestroy(&b) }
        var count: Int32 = 0
        guard pixCountPixelsInRect(pix, box, &count, nil) == 0 else { return nil }
        return Int(count)
    }
}
