import Foundation

/// Scores a candidate page quadrilateral on the reduced image: how much of each side lies on a straight
/// edge of one polarity, whether the inside is brighter than the outside, and how large it is.
struct QuadScorer {
    let image: GrayImage
    let edges: EdgeMap
    /// Gradient along the side's normal needed for a sample to count as on the edge.
    let supportThreshold: Double
    /// Support credited to a side lying on the image frame (a page running out of the picture).
    var frameSupport = 0.5

    init(image: GrayImage, edges: EdgeMap) {
        self.image = image
        self.edges = edges
        supportThreshold = max(3, 0.5 * Double(edges.percentile(0.9)))
    }

    /// Side i runs from corner i to corner i + 1 (top, right, bottom, left).
    func score(_ quad: Quad, frameSides: [Bool]) -> Double {
        var supports: [Double] = []
        var brighterInside = 0, measured = 0
        for i in 0..<4 {
            if frameSides[i] { supports.append(frameSupport); continue }
            let a = quad.corners[i], b = quad.corners[(i + 1) % 4]
            let (support, contrast) = side(from: a, to: b)
            supports.append(support)
            measured += 1
            if contrast >= 4 { brighterInside += 1 }
        }
        let mean = supports.reduce(0, +) / 4
        let minimum = supports.min() ?? 0
        let areaShare = quad.area / Double(image.width * image.height)
        let bright = measured > 0 ? Double(brighterInside) / Double(measured) : 0
        return 0.55 * mean + 0.25 * minimum + 0.1 * bright + 0.1 * min(1, areaShare).squareRoot()
    }

    /// Share of samples along the segment on an edge of the segment's dominant polarity, and the mean
    /// brightness inside minus outside.
    func side(from a: Vector2, to b: Vector2) -> (support: Double, contrast: Double) {
        let d = b - a
        let length = d.length
        guard length > 1 else { return (0, 0) }
        let unit = d * (1 / length)
        let outward = Vector2(unit.y, -unit.x)
        let n = max(16, min(200, Int(length / 2)))
        var positive = 0, negative = 0, inside = 0
        var contrast = 0.0
        let w = Double(image.width), h = Double(image.height)
        for k in 0..<n {
            let t = 0.05 + 0.9 * (Double(k) + 0.5) / Double(n)
            let p = a + d * t
            guard p.x >= 1, p.y >= 1, p.x < w - 1, p.y < h - 1 else { continue }
            inside += 1
            var best = 0.0
            for o in [-1.5, -0.75, 0, 0.75, 1.5] {
                let q = p + outward * o
                let v = edges.along(q.x, q.y, normal: outward)
                if abs(v) > abs(best) { best = v }
            }
            if best >= supportThreshold { positive += 1 } else if best <= -supportThreshold { negative += 1 }
            let pin = p - outward * 3, pout = p + outward * 3
            contrast += image.sample(pin.x, pin.y) - image.sample(pout.x, pout.y)
        }
        // A side mostly outside the picture cannot be checked: count it as half supported.
        guard inside >= n / 3 else { return (frameSupport, 0) }
        return (Double(max(positive, negative)) / Double(inside), contrast / Double(inside))
    }
}
