import CLeptonica
import Foundation

/// Cutting a region out of a page and framing it in white, for reading one line again on its own.
extension Image {
    /// The greyscale pixels of the rectangle `x, y, width, height`, clipped to the image
    /// (`pixClipRectangle`); nil when the rectangle lies outside the image.
    public func croppedGray(x: Int, y: Int, width: Int, height: Int) throws(ImagingError) -> Image? {
        let left = max(0, x), top = max(0, y)
        let right = min(self.width, x + width), bottom = min(self.height, y + height)
        guard right > left, bottom > top else { return nil }
        guard let box = boxCreate(Int32(left), Int32(top), Int32(right - left), Int32(bottom - top)) else {
            throw .operationFailed(operation: "boxCreate")
        }
        var owned: UnsafeMutablePointer<BOX>? = box
        defer { boxDestroy(&owned) }
        // Clip first, then convert: converting the whole page for every line would copy it each time.
        guard let out = pixClipRectangle(pix, box, nil) else { throw .operationFailed(operation: "pixClipRectangle") }
        pixCopyResolution(out, pix)
        let clip = Image(owning: out)
        return clip.depth == 8 && pixGetColormap(out) == nil ? clip : try clip.grayscale()
    }

    /// An 8-bit image with a white border of `size` pixels all round (`pixAddBorder`): Tesseract reads a
    /// line best with some paper around it.
    public func paddedWhite(by size: Int) throws(ImagingError) -> Image {
        let gray = depth == 8 ? self : try grayscale()
        guard let out = pixAddBorder(gray.pix, Int32(max(0, size)), 255) else {
            throw .operationFailed(operation: "pixAddBorder")
        }
        pixCopyResolution(out, pix)
        return Image(owning: out)
    }
}
