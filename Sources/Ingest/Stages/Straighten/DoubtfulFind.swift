import Segmentation

/// A second look at a page the finder found with a doubtful score: on scans of a receipt filling the picture
/// (SROIE's scanned receipts) the finder's weak winners are a rule or the foot of a line of print with the
/// frame for other sides, and warping to them cut off the shop's name. Beyond a real page's sides lies
/// background, darker than paper, or a table barely brighter but then the finder is sure of its edges; beyond
/// such false sides lies more of the same paper. A doubtful find whose surroundings are as bright as its
/// paper is refused: no page found is better than a wrong one. So is a quad whose inside is mostly ink
/// (an image that is mostly a barcode), whatever its score.
enum DoubtfulFind {
    /// Finds scoring at least this are kept as they are (every page of the generated photo sets scored 0.81 or more).
    static let sureScore = 0.8
    /// The picture beyond the quad counts as paper when its median brightness reaches this share of the paper's.
    static let paperShare = 0.85

    /// A page is mostly paper: a quad whose inside is inked over more than this share (pixels darker than
    /// `inkShade` of its paper's brightness) holds a barcode, a photo or a dark panel, not a page to straighten,
    /// however sure its edges (a code's quiet zone makes a fine rectangle). Business pages, forms and receipts
    /// ink well under a quarter of their area.
    static let maxInkShare = 0.35
    static let inkShade = 0.6

    /// Why `quad` (in `image`'s pixels), found with `score`, should be refused; nil when it stands.
    static func refusal(_ quad: Quad, score: Double, in image: GrayImage) -> String? {
        var inside: [UInt8] = [], outside: [UInt8] = []
        let step = max(1, min(image.width, image.height) / 200)
        let c = quad.corners
        func contains(_ x: Double, _ y: Double) -> Bool {
            // Convex with corners in either winding: the point is on the same side of all four edges.
            var sign = 0.0
            for i in 0..<4 {
                let (a, b) = (c[i], c[(i + 1) % 4])
                let cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
                if cross != 0 {
                    if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
                }
            }
            return true
        }
        for y in stride(from: 0, to: image.height, by: step) {
            for x in stride(from: 0, to: image.width, by: step) {
                if contains(Double(x) + 0.5, Double(y) + 0.5) { inside.append(image[x, y]) } else { outside.append(image[x, y]) }
            }
        }
        // Too little picture beyond the quad to judge: the quad is nearly the whole image anyway.
        guard inside.count >= 100 else { return nil }
        inside.sort()
        let paper = Double(inside[inside.count * 4 / 5])
        let inked = inside.prefix { Double($0) < inkShade * paper }.count
        if Double(inked) > maxInkShare * Double(inside.count) { return "quadrilateral mostly ink inside (a code or a picture, not a page)" }
        guard score < sureScore, outside.count >= 100 else { return nil }
        outside.sort()
        let beyond = Double(outside[outside.count / 2])
        return beyond >= paperShare * paper ? "doubtful quadrilateral with paper beyond its sides" : nil
    }
}
