import DocModel
import Imaging
import Pipeline
import Segmentation

/// Finds the page's corners in a photo (`PageFinder` through `PageLocator`), or decides the image is a
/// scan and leaves it alone (quad = whole image, origin `assumed`).
struct FindPageStage: PageStage {
    let name = "find_page"
    var locator = PageLocator()

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let finding = try locator.locate(image).finding
        var geometry = PageGeometry.assumed(width: image.width, height: image.height)
        geometry.confidence = finding.confidence
        if finding.origin == .found {
            geometry.origin = .found
            geometry.corners = finding.quad.corners.map { Point(x: $0.x, y: $0.y) }
        }
        work.geometry = geometry
    }
}
