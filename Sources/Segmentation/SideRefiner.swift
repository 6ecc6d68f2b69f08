import Foundation

/// Refits each side of a coarse page quadrilateral to the edge at full resolution: the strongest
/// brightness step of the side's polarity along the normal near each of many samples, a total
/// least-squares line through those points with outliers dropped, and the corners re-intersected.
struct SideRefiner {
    let image: GrayImage

    func refine(_ quad: Quad, frameSides: [Bool], searchRadius: Double) -> Quad? {
        var lines: [Line2] = []
        for i in 0..<4 {
            let a = quad.corners[i], b = quad.corners[(i + 1) % 4]
            if frameSides[i] {
                lines.append(Line2(through: a, b))
            } else {
                lines.append(fitSide(from: a, to: b, radius: searchRadius) ?? Line2(through: a, b))
            }
        }
        // Corner i is where side i - 1 meets side i.
        var corners: [Vector2] = []
        for i in 0..<4 {
            guard let c = lines[(i + 3) % 4].intersection(lines[i]) else { return nil }
            corners.append(c)
        }
        // A refit that moves a corner far from its coarse place followed something else: keep the coarse one.
        for i in 0..<4 where corners[i].distance(to: quad.corners[i]) > 3 * searchRadius { return nil }
        return Quad(corners: corners)
    }

    private func fitSide(from a: Vector2, to b: Vector2, radius: Double) -> Line2? {
        let d = b - a
        let length = d.length
        guard length > 4 else { return nil }
        let unit = d * (1 / length)
        let outward = Vector2(unit.y, -unit.x)
        let w = Double(image.width), h = Double(image.height)
        let n = max(20, min(160, Int(length / 4)))
        var peaks: [(point: Vector2, value: Double)] = []
        for k in 0..<n {
            let t = 0.04 + 0.92 * (Double(k) + 0.5) / Double(n)
            let p = a + d * t
            guard p.x >= radius + 2, p.y >= radius + 2, p.x < w - radius - 2, p.y < h - radius - 2 else { continue }
            // Step of brightness across the normal, averaged over three tangential positions.
            func step(_ o: Double) -> Double {
                var s = 0.0
                for u in [-1.0, 0, 1] {
                    let q = p + outward * o + unit * u
                    s += image.sample(q.x + outward.x, q.y + outward.y) - image.sample(q.x - outward.x, q.y - outward.y)
                }
                return s / 3
            }
            var offsets: [Double] = []
            var o = -radius
            while o <= radius { offsets.append(o); o += 0.5 }
            let values = offsets.map(step)
            for sign in [1.0, -1.0] {
                guard let bestIndex = values.indices.max(by: { values[$0] * sign < values[$1] * sign }) else { continue }
                var offset = offsets[bestIndex]
                // Parabola through the peak and its neighbours for a sub-pixel position.
                if bestIndex > 0 && bestIndex < values.count - 1 {
                    let (l, c, r) = (values[bestIndex - 1], values[bestIndex], values[bestIndex + 1])
                    let denominator = l - 2 * c + r
                    if abs(denominator) > 1e-9 { offset += 0.5 * 0.5 * (l - r) / denominator }
                }
                peaks.append((p + outward * offset, values[bestIndex]))
            }
        }
        // Keep the polarity with the stronger total: a page edge is one step, dark to light or light to dark.
        let positive = stride(from: 0, to: peaks.count, by: 2).map { peaks[$0] }
        let negative = stride(from: 1, to: peaks.count, by: 2).map { peaks[$0] }
        let positiveTotal = positive.map { max(0, $0.value) }.reduce(0, +)
        let negativeTotal = negative.map { max(0, -$0.value) }.reduce(0, +)
        var points = (positiveTotal >= negativeTotal ? positive : negative).map(\.point)
        guard points.count >= 6 else { return nil }
        var line = Line2.fit(points)
        for tolerance in [3.0, 1.5, 1.0] {
            guard let current = line else { return nil }
            let kept = points.filter { abs(current.signedDistance($0)) <= tolerance }
            guard kept.count >= max(6, points.count / 3) else { break }
            points = kept
            line = Line2.fit(points)
        }
        return line
    }
}
