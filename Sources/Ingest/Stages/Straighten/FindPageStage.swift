import DocModel
import Imaging
import Pipeline
import Segmentation

/// Finds the page's corners in a photo (`PageFinder`), or decides the image is a scan and leaves it alone.
/// Works on a greyscale copy reduced to `detailSize` pixels on the long side; corners are reported in the
/// source image's pixels.
struct FindPageStage: PageStage {
    let name = "find_page"
    var detailSize = 1600
    var finder = PageFinder()

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let gray = try image.grayscale()
        let factor = min(1, Double(detailSize) / Double(max(gray.width, gray.height)))
        let detail = factor < 1 ? try gray.scaled(by: factor) : gray
        let bytes = try detail.luminanceBytes()
        let finding = finder.find(in: GrayImage(width: detail.width, height: detail.height, pixels: bytes))
        let sx = Double(image.width) / Double(detail.width), sy = Double(image.height) / Double(detail.height)
        var geometry = PageGeometry.assumed(width: image.width, height: image.height)
        geometry.confidence = finding.confidence
        if finding.origin == .found {
            geometry.origin = .found
            geometry.corners = finding.quad.corners.map { Point(x: $0.x * sx, y: $0.y * sy) }
        }
        work.geometry = geometry
    }
}
