import CLeptonica
import Foundation

/// Ink blobs of a page, used to measure its text size (the `text_size` stage) and to find separate pieces
/// of paper on a scan.
extension Image {
    /// One connected component's bounding box, in this image's pixels.
    public struct ComponentBox: Hashable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The bounding boxes of the 8-connected dark components of this image. A 1-bit image is used as it
    /// is (1 = ink); any other depth is thresholded at `threshold` first (darker pixels are ink).
    public func componentBoxes(threshold: Int = 128) throws(ImagingError) -> [ComponentBox] {
        let binary = depth == 1 ? self : try Image.binary(of: self, threshold: threshold)
        guard let boxa = pixConnCompBB(binary.pix, 8) else { throw .operationFailed(operation: "pixConnCompBB") }
        var ownedBoxes: UnsafeMutablePointer<BOXA>? = boxa
        defer { boxaDestroy(&ownedBoxes) }
        let count = Int(boxaGetCount(boxa))
        var boxes: [ComponentBox] = []
        boxes.reserveCapacity(count)
        for i in 0..<count {
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            guard boxaGetBoxGeometry(boxa, Int32(i), &x, &y, &w, &h) == 0 else { continue }
            boxes.append(ComponentBox(x: Int(x), y: Int(y), width: Int(w), height: Int(h)))
        }
        return boxes
    }

    /// A 1-bit image closed by a vertical brick `height` pixels high (`pixCloseSafeBrick`): gaps up to that
    /// size inside a column of ink are filled, so the dots of dot-matrix and broken thermal characters join
    /// into whole characters, while neighbouring characters stay apart.
    public func closedVertically(by height: Int) throws(ImagingError) -> Image {
        let source = depth == 1 ? self : try Image.binary(of: self)
        guard let out = pixCloseSafeBrick(nil, source.pix, 1, Int32(max(1, height))) else {
            throw .operationFailed(operation: "pixCloseSafeBrick")
        }
        pixCopyResolution(out, pix)
        return Image(owning: out)
    }

    /// The greyscale image with dark strokes thickened: each pixel takes the darkest value in the
    /// `size`×`size` square around it (`pixErodeGray`, a grey erosion of the white paper). Joins the dots of
    /// dot-matrix print and gives faint hairline thermal print enough ink to survive thresholding.
    public func thickened(by size: Int) throws(ImagingError) -> Image {
        let gray = try grayscale()
        let side = Int32(max(1, size) | 1)  // Leptonica wants odd sizes
        guard let out = pixErodeGray(gray.pix, side, side) else { throw .operationFailed(operation: "pixErodeGray") }
        pixCopyResolution(out, pix)
        return Image(owning: out)
    }

    private static func binary(of image: Image, threshold: Int = 128) throws(ImagingError) -> Image {
        guard let out = pixConvertTo1(image.pix, Int32(threshold)) else { throw .operationFailed(operation: "pixConvertTo1") }
        return Image(owning: out)
    }
}
