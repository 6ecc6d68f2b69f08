import DocModel
import Imaging
import Segmentation

/// Runs the page finder on an image: a greyscale copy reduced to `detailSize` on the long side, the
/// result mapped back to the image's own pixels. Shared by `find_page` and `folio eval --task corners`.
public struct PageLocator: Sendable {
    public var detailSize = 1600
    public var finder = PageFinder()

    public init() {}

    /// The finding in `image`'s pixels, and the reduced greyscale image it was searched in (for reference methods).
    public func locate(_ image: Image) throws -> (finding: PageFinding, detail: GrayImage, scale: Double) {
        let gray = try image.grayscale()
        let factor = min(1, Double(detailSize) / Double(max(gray.width, gray.height)))
        let reduced = factor < 1 ? try gray.scaled(by: factor) : gray
        let detail = GrayImage(width: reduced.width, height: reduced.height, pixels: try reduced.luminanceBytes())
        var finding = finder.find(in: detail)
        let scale = Double(image.width) / Double(detail.width)
        finding.quad = finding.quad.scaled(by: scale)
        return (finding, detail, scale)
    }
}
