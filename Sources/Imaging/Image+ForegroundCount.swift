import CLeptonica

extension Image {
    /// Foreground (black) pixels of a 1-bit image inside the rectangle, clipped to the image; nil when the
    /// image is not 1-bit (`pixCountPixelsInRect`). For choosing where on a page to sample its text.
    public func foregroundCount(x: Int, y: Int, width w: Int, height h: Int) -> Int? {
        guard depth == 1, let box = boxCreate(Int32(x), Int32(y), Int32(w), Int32(h)) else { return nil }
        var b: UnsafeMutablePointer<BOX>? = box
        defer { boxDestroy(&b) }
        var count: Int32 = 0
        guard pixCountPixelsInRect(pix, box, &count, nil) == 0 else { return nil }
        return Int(count)
    }
}
