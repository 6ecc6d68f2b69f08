import Foundation

extension Quad {
    /// Which sides lie along the picture's frame (the page runs out of the picture there), in the order
    /// top (TL→TR), right (TR→BR), bottom (BR→BL), left (BL→TL): both ends within `tolerance` pixels of
    /// the same edge of a `width`×`height` picture, or beyond it.
    public func sidesOnFrame(width: Double, height: Double, tolerance: Double = 3) -> [Bool] {
        func edges(_ p: Vector2) -> Set<Int> {
            var e: Set<Int> = []
            if p.y <= tolerance { e.insert(0) }
            if p.x >= width - tolerance { e.insert(1) }
            if p.y >= height - tolerance { e.insert(2) }
            if p.x <= tolerance { e.insert(3) }
            return e
        }
        return (0..<4).map { !edges(corners[$0]).intersection(edges(corners[($0 + 1) % 4])).isEmpty }
    }

    /// Regions to warp when the page runs out of the picture, most likely first; empty when no side is on
    /// the frame. A side along the frame is not the paper's edge, and warping it as one bends the page: a
    /// frame side and the real side beside it meet at whatever angle the framing gave, not at the page's
    /// right angle. Each frame side whose opposite side is the paper's edge is replaced by a line through the
    /// quad's outermost corner, aimed at the pair's vanishing point, which lies on that opposite side:
    /// - when the two sides beside it are paper edges, their crossing is the other vanishing point, and the
    ///   two must be at right angles seen from a camera of focal length `focal` (pixels, principal point at
    ///   the picture's centre), which fixes this one;
    /// - when two frame sides meet at a corner, one right-angle condition cannot fix both points: the pair
    ///   with the least perspective (farthest away) that satisfies it is taken;
    /// - last, each line parallel to its opposite side (no perspective along it).
    /// The focal length is a guess and the second case a prior, so the caller chooses among these by what
    /// the warped page looks like (`CutPageWarp`).
    public func pastFrameCandidates(width: Double, height: Double, focal: Double) -> [Quad] {
        let onFrame = sidesOnFrame(width: width, height: height)
        let toReplace = (0..<4).filter { onFrame[$0] && !onFrame[($0 + 2) % 4] }
        guard !toReplace.isEmpty else { return [] }
        let center = Vector2(width / 2, height / 2)
        let lines = (0..<4).map { Homogeneous.line(corners[$0], corners[($0 + 1) % 4]) }
        func direction(_ side: Int) -> [Double] {
            let d = corners[(side + 1) % 4] - corners[side]
            let length = max(d.length, 1e-9)
            return [d.x / length, d.y / length, 0]
        }
        var parallel: [Int: [Double]] = [:]
        for side in toReplace { parallel[side] = direction((side + 2) % 4) }
        var perspective: [Int: [Double]] = [:]
        if toReplace.count == 2, let first = toReplace.first(where: { toReplace.contains(($0 + 1) % 4) }) {
            let second = (first + 1) % 4
            let (a, b) = Homogeneous.leastPerspectivePair(at: corners[(first + 3) % 4], along: direction((first + 2) % 4),
                                                          and: direction((second + 2) % 4), center: center, focal: focal)
            perspective = [first: a, second: b]
        } else {
            for side in toReplace where !onFrame[(side + 1) % 4] && !onFrame[(side + 3) % 4] {
                let opposite = (side + 2) % 4
                let d = direction(opposite)
                let other = Homogeneous.cross(lines[(side + 1) % 4], lines[(side + 3) % 4])
                if let point = Homogeneous.orthogonalVanishingPoint(on: corners[opposite], direction: Vector2(d[0], d[1]),
                                                                    to: other, center: center, focal: focal) {
                    perspective[side] = point
                }
            }
            perspective.merge(parallel) { mine, _ in mine }
        }
        return [perspective, parallel].compactMap { quad(replacing: $0, lines: lines, width: width, height: height) }
    }

    /// The quad with each side in `vanishing` replaced by the line through its vanishing point that leaves the
    /// whole quad on the opposite side's side; nil when that fails or gives no convex quad of sensible size.
    private func quad(replacing vanishing: [Int: [Double]], lines: [[Double]], width: Double, height: Double) -> Quad? {
        guard !vanishing.isEmpty else { return nil }
        var replaced = lines
        for (side, point) in vanishing {
            let opposite = (side + 2) % 4
            let inner = (corners[opposite] + corners[(opposite + 1) % 4]) * 0.5
            let outer = corners.map { Homogeneous.cross([$0.x, $0.y, 1], point) }.first { line in
                // Signed distances in pixels, positive on the opposite side's side; the opposite side's own
                // line (through its corners) is not a candidate.
                let norm = (line[0] * line[0] + line[1] * line[1]).squareRoot()
                guard norm > 0 else { return false }
                let inside = Homogeneous.side(inner, of: line) / norm
                return abs(inside) > 1 && corners.allSatisfy { Homogeneous.side($0, of: line) / norm * (inside > 0 ? 1 : -1) >= -0.5 }
            }
            guard let outer else { return nil }
            replaced[side] = outer
        }
        // Corner k joins side k-1 and side k (TL = left ∩ top).
        var points: [Vector2] = []
        for k in 0..<4 {
            let p = Homogeneous.cross(replaced[(k + 3) % 4], replaced[k])
            guard abs(p[2]) > 1e-12 else { return nil }
            let point = Vector2(p[0] / p[2], p[1] / p[2])
            guard point.x.isFinite, point.y.isFinite else { return nil }
            points.append(point)
        }
        let quad = Quad(points[0], points[1], points[2], points[3])
        guard quad.isConvex, quad.area >= area * 0.99, quad.area <= 4 * width * height else { return nil }
        return quad
    }
}

/// Points and lines of the projective plane as 3-vectors (a point at infinity has w = 0).
enum Homogeneous {
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }

    static func line(_ a: Vector2, _ b: Vector2) -> [Double] { cross([a.x, a.y, 1], [b.x, b.y, 1]) }

    /// Which side of `line` the point lies on (the sign), scaled by the line's coefficients.
    static func side(_ p: Vector2, of line: [Double]) -> Double { line[0] * p.x + line[1] * p.y + line[2] }

    /// The right-angle condition between two vanishing points for a camera with principal point `center`
    /// and focal length `focal`: zero when their directions are at right angles.
    static func rightAngle(_ v: [Double], _ w: [Double], center: Vector2, focal: Double) -> Double {
        (v[0] - center.x * v[2]) * (w[0] - center.x * w[2]) + (v[1] - center.y * v[2]) * (w[1] - center.y * w[2])
            + focal * focal * v[2] * w[2]
    }

    /// Two vanishing points, one on each of two lines through `corner` (unit directions `d1`, `d2`), at right
    /// angles to each other and as far away as possible (least perspective): V = u·corner + d, minimising
    /// u₁² + u₂² under the right-angle condition, which is bilinear in (u₁, u₂).
    static func leastPerspectivePair(at corner: Vector2, along d1: [Double], and d2: [Double],
                                     center: Vector2, focal: Double) -> ([Double], [Double]) {
        let p = [corner.x, corner.y, 1.0]
        let a = rightAngle(p, p, center: center, focal: focal)
        let b = rightAngle(p, d2, center: center, focal: focal)
        let c = rightAngle(d1, p, center: center, focal: focal)
        let d = rightAngle(d1, d2, center: center, focal: focal)
        // a·u₁u₂ + b·u₁ + c·u₂ + d = 0 → u₂ = −(b·u₁ + d)/(a·u₁ + c). Search u₁ over vanishing points at
        // least a fifth of the focal length away, coarse then fine.
        let limit = 5 / focal
        func cost(_ u1: Double) -> (Double, Double)? {
            let denominator = a * u1 + c
            guard abs(denominator) > 1e-15 else { return nil }
            let u2 = -(b * u1 + d) / denominator
            guard abs(u2) <= limit else { return nil }
            return (u1 * u1 + u2 * u2, u2)
        }
        var best: (u1: Double, u2: Double, cost: Double) = (0, 0, .infinity)
        var low = -limit, high = limit
        for _ in 0..<3 {
            let steps = 400
            for i in 0...steps {
                let u1 = low + (high - low) * Double(i) / Double(steps)
                if let (value, u2) = cost(u1), value < best.cost { best = (u1, u2, value) }
            }
            let step = (high - low) / Double(steps)
            low = best.u1 - 2 * step
            high = best.u1 + 2 * step
        }
        guard best.cost.isFinite else { return (d1, d2) }
        return ([best.u1 * p[0] + d1[0], best.u1 * p[1] + d1[1], best.u1],
                [best.u2 * p[0] + d2[0], best.u2 * p[1] + d2[1], best.u2])
    }

    /// The point V on the line through `point` along `direction` whose direction is at right angles to that of
    /// the vanishing point `other`, for a camera with principal point `center` and focal length `focal`:
    /// (V − c·Vw)·(W − c·Ww) + f²·Vw·Ww = 0. Nil when every point of the line satisfies it, or none does.
    static func orthogonalVanishingPoint(on point: Vector2, direction: Vector2, to other: [Double],
                                         center: Vector2, focal: Double) -> [Double]? {
        func form(_ v: [Double]) -> Double { rightAngle(v, other, center: center, focal: focal) }
        // V = α·P + β·D with P the point and D the direction at infinity; the form is linear in (α, β).
        let p = [point.x, point.y, 1.0], d = [direction.x, direction.y, 0.0]
        let a = form(p), b = form(d)
        guard abs(a) > 1e-12 || abs(b) > 1e-12 else { return nil }
        // α·a + β·b = 0 → (α, β) = (b, −a).
        let v = [b * p[0] - a * d[0], b * p[1] - a * d[1], b * p[2] - a * d[2]]
        return v.allSatisfy(\.isFinite) ? v : nil
    }
}
