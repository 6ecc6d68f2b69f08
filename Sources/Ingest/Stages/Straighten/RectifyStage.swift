import DocModel
import Foundation
import Imaging
import Pipeline
import Segmentation

/// Warps a found page to an upright rectangle with the page's true aspect ratio (`PageAspect`, from the
/// quad's vanishing geometry), enlarged so that text lands near `dpi` (up to `maxScale`×), and records
/// the homography from the rectified page back to the photo.
struct RectifyStage: PageStage {
    let name = "rectify"
    var dpi = 300
    var maxScale = 2.5
    /// Focal length assumed when the view is too frontal to measure it, as a multiple of the image's long side.
    var focal = 0.85

    func applies(to work: PageWork) -> Bool { work.image != nil && work.geometry?.origin == .found }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image, var geometry = work.geometry,
              let found = Quad(corners: geometry.corners.map { Vector2($0.x, $0.y) }) else { return }
        let longSide = Double(max(image.width, image.height))
        let center = Vector2(Double(image.width) / 2, Double(image.height) / 2)
        func trueAspect(_ quad: Quad) -> Double { PageAspect.ratio(of: quad, center: center, fallbackFocal: focal * longSide) }
        // A page cut by the picture's frame is warped by the paper's own edges where they can be told
        // (`CutPageWarp`); what lies beyond the frame comes out white. The stored corners stay the ones found.
        let candidates = found.pastFrameCandidates(width: Double(image.width), height: Double(image.height), focal: focal * longSide)
        let quad = candidates.isEmpty ? found : try CutPageWarp.choose(candidates + [found], in: image, aspect: trueAspect) ?? found
        let aspect = trueAspect(quad)
        let apparentWidth = (quad.topLeft.distance(to: quad.topRight) + quad.bottomLeft.distance(to: quad.bottomRight)) / 2
        let apparentHeight = (quad.topLeft.distance(to: quad.bottomLeft) + quad.topRight.distance(to: quad.bottomRight)) / 2
        // Keep the photo's own resolution along the page's better-resolved side.
        var height = max(apparentHeight, apparentWidth / aspect)
        var width = height * aspect
        // Physical size is unknown: take the long side as a letter/A4 page (11 in), or a long narrow
        // receipt as 80 mm wide; enough to bring text near `dpi` without inventing detail past `maxScale`.
        let narrow = max(aspect, 1 / aspect) > 2
        let inches = narrow ? 3.15 * max(aspect, 1 / aspect) : 11
        let photoDPI = max(width, height) / inches
        // Never past max_pixels: a large photo enlarged toward `dpi` could otherwise need gigabytes.
        let scale = min(min(maxScale, max(1, Double(dpi) / photoDPI)), (Double(work.maxPixels) / (width * height)).squareRoot())
        width = (width * scale).rounded()
        height = (height * scale).rounded()
        let target = [Vector2(0, 0), Vector2(width, 0), Vector2(width, height), Vector2(0, height)]
        guard let homography = Homography(from: target, to: quad.corners) else { return }
        let rectified = try image.warped(width: Int(width), height: Int(height)) { x, y in
            let p = homography.apply(Vector2(x, y))
            return (p.x, p.y)
        }
        let pageDPI = Int((photoDPI * scale).rounded())
        rectified.resolution = pageDPI
        work.sourceImage = image
        work.image = rectified
        work.width = Int(width)
        work.height = Int(height)
        work.dpi = pageDPI
        work.resolutionStated = true  // the warp sized the page for its text
        geometry.homography = homography.m
        work.geometry = geometry
    }
}

extension RectifyStage {
    static let definition: StageDefinition = .page(
        "rectify", "Warp a found page to an upright rectangle of its true aspect ratio, text near dpi",
        options: [.init("dpi", .integer, default: .integer(RectifyStage().dpi), range: 50...1200),
                  .init("max_scale", .number, default: .number(RectifyStage().maxScale)),
                  .init("focal", .number, default: .number(RectifyStage().focal))],
        inDefaultPipeline: ["dpi": .integer(300), "max_scale": .number(2.5)]) { spec, _ in
        let o = spec.options
        var stage = RectifyStage()
        if let v = o["dpi"]?.intValue { stage.dpi = v }
        if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
        if let v = o["focal"]?.doubleValue, v > 0 { stage.focal = v }
        return stage
    }
}
