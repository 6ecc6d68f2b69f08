import DocModel
import Imaging
import OCR
import Pipeline
import Segmentation

/// Turns the page upright by quarter turns when Tesseract's OSD is sure enough, and updates the geometry
/// so its corners name the upright page's top-left first.
struct OrientStage: PageStage {
    let name = "orient"
    let detector: OrientationDetector
    var minConfidence = 1.5
    /// OSD reads a copy reduced to this resolution: its page analysis costs about as much as OCR at 300 dpi,
    /// and orientation needs far less detail.
    var osdDPI = 150

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        var geometry = work.geometry ?? .assumed(width: image.width, height: image.height)
        defer { work.geometry = geometry }
        // Cheap check first: Leptonica's statistics settle a plainly upright page without OSD (its decision
        // rule: up-confidence over 7 and 2.5× the sideways one).
        if let stats = try image.orientationStatistics(), stats.up >= 7, stats.up >= 2.5 * abs(stats.left) { return }
        let factor = min(1, Double(osdDPI) / Double(max(1, work.dpi)))
        let probe = factor < 0.9 ? try image.scaled(by: factor) : image
        let probeDPI = factor < 0.9 ? Int((Double(work.dpi) * factor).rounded()) : work.dpi
        guard let (degrees, confidence) = detector.detect(probe, resolution: probeDPI),
              confidence >= minConfidence, degrees % 360 != 0 else { return }
        // OSD reports how far the page is turned clockwise; turning on to a full circle undoes it.
        let turns = ((4 - (degrees / 90) % 4) % 4 + 4) % 4
        guard turns != 0 else { return }
        let (w, h) = (Double(image.width), Double(image.height))
        // Maps the turned page's pixels back to the unturned page's (clockwise turns by pixRotateOrth).
        let back: Homography
        switch turns {
        case 1: back = Homography([0, 1, 0, -1, 0, h, 0, 0, 1])
        case 2: back = Homography([-1, 0, w, 0, -1, h, 0, 0, 1])
        default: back = Homography([0, -1, w, 1, 0, 0, 0, 0, 1])
        }
        let turned = try image.rotated(quarterTurns: turns)
        turned.resolution = image.resolution
        work.image = turned
        work.width = turned.width
        work.height = turned.height
        let toSource = Homography(geometry.homography).composed(after: back)
        geometry.homography = toSource.m
        let (tw, th) = (Double(turned.width), Double(turned.height))
        geometry.corners = [Vector2(0, 0), Vector2(tw, 0), Vector2(tw, th), Vector2(0, th)]
            .map { toSource.apply($0) }.map { Point(x: $0.x, y: $0.y) }
        geometry.rotation = (geometry.rotation + turns * 90) % 360
    }
}
