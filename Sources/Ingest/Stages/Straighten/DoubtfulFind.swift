import Segmentation

/// A second look at a page the finder found with a doubtful score: on scans of a receipt filling the picture
/// (SROIE's scanned receipts) the finder's weak winners are a rule or the foot of a line of print with the
/// frame for other sides, and warping to them cut off the shop's name. Beyond a real page's sides lies
/// background, darker than paper, or a table barely brighter but then the finder is sure of its edges; beyond
/// such false sides lies more of the same paper. A doubtful find whose surroundings are as bright as its
/// paper is refused: no page found is better than a wrong one.
enum DoubtfulFind {
    /// Finds scoring at least this are kept as they are (every page of the generated photo sets scored 0.81 or more).
    static let sureScore = 0.8
    /// The picture beyond the quad counts as paper when its median brightness reaches this share of the paper's.
    static let paperShare = 0.85

    /// True when `quad` (in `image`'s pixels), found with `score`, should be refused.
    static func refuses(_ quad: Quad, score: Double, in image: GrayImage) -> Bool {
        guard score < sureScore else { return false }
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
        guard outside.count >= 100, inside.count >= 100 else { return false }
        inside.sort()
        outside.sort()
        let paper = Double(inside[inside.count * 4 / 5])
        let beyond = Double(outside[outside.count / 2])
        return beyond >= paperShare * paper
    }
}
