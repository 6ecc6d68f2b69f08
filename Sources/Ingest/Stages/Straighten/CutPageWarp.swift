import Foundation
import Imaging
import Segmentation

/// Chooses how to warp a page that runs out of the picture. Its frame sides say nothing about the page's
/// shape, so several quads are possible (`Quad.pastFrameCandidates`, then the quad as found); each is warped
/// on a small copy, and the one whose text lines come out straightest wins: a wrong perspective bends lines,
/// so Leptonica's skew differs from one part of the page to another. A uniform tilt costs little (deskew
/// removes it later).
enum CutPageWarp {
    /// Long side of the trial warps, in pixels (~110 ppi for a letter page: enough for skew statistics).
    static let trialSide = 1200.0

    /// The quad to warp: the straightest of `candidates` (in order of preference; ties keep the earlier),
    /// or the first when no trial has enough text to judge.
    static func choose(_ candidates: [Quad], in image: Image, aspect: (Quad) -> Double) throws -> Quad? {
        guard let first = candidates.first else { return nil }
        guard candidates.count > 1 else { return first }
        var best: (quad: Quad, bend: Double)?
        for quad in candidates {
            guard let bend = try bend(of: quad, in: image, aspect: aspect(quad)) else { continue }
            if bend < (best?.bend ?? .infinity) - 0.05 { best = (quad, bend) }
        }
        return best?.quad ?? first
    }

    /// How bent the text looks once `quad` is warped to a rectangle of width/height `aspect`: the spread of
    /// the skew angles (degrees) measured in a 2×3 grid, plus a quarter of their mean; nil when fewer than
    /// three cells hold text Leptonica is confident about.
    static func bend(of quad: Quad, in image: Image, aspect: Double) throws -> Double? {
        let height = aspect >= 1 ? trialSide / aspect : trialSide
        let width = height * aspect
        let target = [Vector2(0, 0), Vector2(width, 0), Vector2(width, height), Vector2(0, height)]
        guard width >= 64, height >= 64, let homography = Homography(from: target, to: quad.corners) else { return nil }
        let trial = try image.warped(width: Int(width), height: Int(height)) { x, y in
            let p = homography.apply(Vector2(x, y))
            return (p.x, p.y)
        }
        var angles: [Double] = []
        let (columns, rows) = (2, 3)
        let cellWidth = Int(width) / columns, cellHeight = Int(height) / rows
        for row in 0..<rows {
            for column in 0..<columns {
                guard let cell = try trial.croppedGray(x: column * cellWidth, y: row * cellHeight, width: cellWidth, height: cellHeight),
                      let skew = try cell.analysisBinary(resolution: 150, maxResolution: 150).image.binarySkew(sweepReduction: 1),
                      skew.confidence >= 2 else { continue }
                angles.append(skew.degrees)
            }
        }
        guard angles.count >= 3 else { return nil }
        let mean = angles.reduce(0, +) / Double(angles.count)
        let spread = (angles.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(angles.count)).squareRoot()
        return spread + 0.25 * abs(mean)
    }
}
