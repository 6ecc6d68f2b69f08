import DocModel
import Imaging
import Pipeline
import Segmentation

/// Finds the page's corners in a photo (`PageFinder` through `PageLocator`), or decides the image is a
/// scan and leaves it alone (quad = whole image, origin `assumed`). An image that is not a white-margined
/// scan is first searched for several pieces of paper (receipts laid on a flatbed, `PaperRegionLocator`):
/// when it holds two or more, the page is not cropped to one of them but kept whole, each piece read on its
/// own by `ocr` (cropping to the likeliest quad lost every other receipt's words).
struct FindPageStage: PageStage {
    let name = "find_page"
    var locator = PageLocator()
    var regions: PaperRegionLocator? = PaperRegionLocator()

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let finding = try locator.locate(image).finding
        var geometry = PageGeometry.assumed(width: image.width, height: image.height)
        geometry.confidence = finding.confidence
        // A white margin all round is a scan of one sheet (no lid to tell pieces from), and it costs nothing more.
        if finding.reason != PageLocator.scanReason, let pieces = try regions?.regions(in: image), pieces.count > 1 {
            work.paperRegions = pieces
            work.geometry = geometry
            return
        }
        if finding.origin == .found {
            geometry.origin = .found
            geometry.corners = finding.quad.corners.map { Point(x: $0.x, y: $0.y) }
        }
        work.geometry = geometry
    }
}

extension FindPageStage {
    static let definition: StageDefinition = .page(
        "find_page", "Find the page's corners in a photo; a scan (white margin all round) is left alone",
        options: [.init("detail_size", .integer, default: .integer(PageLocator().detailSize)),
                  .init("min_confidence", .number, default: .number(PageFinder().minConfidence)),
                  .init("paper_regions", .bool, default: .bool(true))],
        inDefaultPipeline: ["detail_size": .integer(1600), "min_confidence": .number(0.45)]) { spec, _ in
        var stage = FindPageStage()
        if let v = spec.options["detail_size"]?.intValue { stage.locator.detailSize = max(256, v) }
        if let v = spec.options["min_confidence"]?.doubleValue { stage.locator.finder.minConfidence = v }
        if !definition.bool("paper_regions", spec) { stage.regions = nil }
        return stage
    }
}
