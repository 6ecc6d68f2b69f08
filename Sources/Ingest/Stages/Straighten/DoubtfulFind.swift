import Segmentation

/// A second look at a page the finder found with a doubtful score: on scans of a receipt filling the picture
/// (SROIE's scanned receipts) the finder's weak winners are a rule or the foot of a line of print with the
/// frame for other sides, and warping to them cut off the shop's name. Beyond a real page's sides lies
/// background, darker than paper, or a table barely brighter but then the finder is sure of its edges; beyond
/// such false sides lies more of the same paper. A doubtful find whose surroundings are as bright as its
/// paper is refused: no page found is better than a wrong one. Under light falling off across the picture the
/// surroundings as a whole are darker than the paper at one end, so each side is judged on its own too: a
/// doubtful find with the page's paper running on just beyond every side it does not share with the frame is
/// refused. So is a quad whose inside is mostly ink (an image that is mostly a barcode), whatever its score.
enum DoubtfulFind {
    /// Finds scoring at least this are kept as they are (every page of the generated photo sets scored 0.81 or more).
    static let sureScore = 0.8
    /// The picture beyond the quad counts as paper when its median brightness reaches this share of the paper's.
    static let paperShare = 0.85
    /// Beyond one side, paper runs on when the strip just beyond it is at least this bright against the strip
    /// just inside (median against the paper's 80th percentile, print left aside). Of the receipts
    /// photographed on tables in WildReceipt's half A (35 doubtful finds), every find has a side whose strip
    /// beyond is at most 0.80 of its paper (most 0.1–0.7); the false sides a light falloff gave generated
    /// pages filling the frame measure 0.98–1.00 on both sides.
    static let runsOnShare = 0.93

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
        if beyond >= paperShare * paper { return "doubtful quadrilateral with paper beyond its sides" }
        return paperRunsOnBeyondEverySide(quad, in: image) ? "doubtful quadrilateral with the paper running on beyond each side" : nil
    }

    /// Whether, beyond every side of `quad` the picture shows (a side on the frame has nothing beyond it),
    /// the strip a few lines of text deep looks like the strip just inside it: the same paper, lit as it is
    /// there. A real side has background beyond it; a side drawn along a light falloff or a line of print
    /// has more of the same page.
    static func paperRunsOnBeyondEverySide(_ quad: Quad, in image: GrayImage) -> Bool {
        let depth = max(6, 0.03 * Double(max(image.width, image.height)))
        let (w, h) = (Double(image.width), Double(image.height))
        var judged = 0
        for i in 0..<4 {
            let (a, b) = (quad.corners[i], quad.corners[(i + 1) % 4])
            let d = b - a
            guard d.length > 1 else { continue }
            let unit = d * (1 / d.length)
            // Corners run clockwise on the picture (y down): this normal points away from the quad.
            let outward = Vector2(unit.y, -unit.x)
            var inside: [UInt8] = [], beyond: [UInt8] = []
            for k in 0..<60 {
                let p = a + d * (0.05 + 0.9 * (Double(k) + 0.5) / 60)
                var o = 3.0
                while o <= depth {
                    for (sign, isBeyond) in [(-1.0, false), (1.0, true)] {
                        let q = p + outward * (sign * o)
                        guard q.x >= 0, q.y >= 0, q.x < w, q.y < h else { continue }
                        let v = image[Int(q.x), Int(q.y)]
                        if isBeyond { beyond.append(v) } else { inside.append(v) }
                    }
                    o += 2
                }
            }
            // A side along the frame (or nearly): too little picture beyond it to judge.
            guard inside.count >= 100, beyond.count * 2 >= inside.count else { continue }
            judged += 1
            inside.sort()
            beyond.sort()
            let paper = Double(inside[inside.count * 4 / 5])
            if Double(beyond[beyond.count / 2]) < runsOnShare * paper { return false }
        }
        return judged > 0
    }
}
