import Foundation
import Segmentation

/// The classic "edges and the largest four-point contour" page finder, kept only as a reference for
/// `folio eval --task corners` (it is what most tutorials and the SmartDoc 2015 edge-and-contour entries
/// do): greyscale at ~500 px, Gaussian-like blur, Canny edges (Sobel, non-maximum suppression, hysteresis),
/// 8-connected edge contours, each simplified (convex hull, then Douglas–Peucker at 2% of its perimeter),
/// and the largest convex four-point one wins; none → the whole image.
struct ContourBaseline {
    var workingSize = 500

    func find(in image: GrayImage) -> Quad {
        let factor = max(1, Int((Double(max(image.width, image.height)) / Double(workingSize)).rounded(.up)))
        let small = Self.downsample(image, factor: factor)
        let w = small.width, h = small.height
        let edges = EdgeMap(small, blurRadius: 2)
        // Canny thresholds from the median gradient, as the common "auto_canny" does.
        let high = max(8, Double(edges.percentile(0.9))), low = high * 0.4
        var strong = [UInt8](repeating: 0, count: w * h)  // 0 none, 1 weak, 2 strong
        for y in 1..<max(1, h - 1) {
            for x in 1..<max(1, w - 1) {
                let i = y * w + x
                let m = edges.magnitude[i]
                guard Double(m) >= low else { continue }
                let dx = Int((edges.gx[i] / m).rounded()), dy = Int((edges.gy[i] / m).rounded())
                if edges.magnitude[i + dy * w + dx] > m || edges.magnitude[i - dy * w - dx] > m { continue }
                strong[i] = Double(m) >= high ? 2 : 1
            }
        }
        // Hysteresis and contours at once: components of edge pixels that contain a strong one.
        var label = [Int32](repeating: -1, count: w * h)
        var best: (quad: Quad, area: Double)?
        for start in 0..<(w * h) where strong[start] == 2 && label[start] < 0 {
            var stack = [start], points: [Vector2] = []
            label[start] = 1
            while let i = stack.popLast() {
                points.append(Vector2(Double(i % w) + 0.5, Double(i / w) + 0.5))
                let x = i % w, y = i / w
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                        let j = ny * w + nx
                        if strong[j] > 0 && label[j] < 0 { label[j] = 1; stack.append(j) }
                    }
                }
            }
            guard points.count >= 20 else { continue }
            let hull = Self.convexHull(points)
            let perimeter = zip(hull, hull.dropFirst() + hull.prefix(1)).map { $0.distance(to: $1) }.reduce(0, +)
            let simplified = Self.simplifyClosed(hull, epsilon: 0.02 * perimeter)
            guard simplified.count == 4, let quad = Quad(corners: simplified), quad.isConvex else { continue }
            let area = quad.area
            if area > (best?.area ?? 0.05 * Double(w * h)) { best = (quad, area) }
        }
        guard let best else { return Quad.full(width: Double(image.width), height: Double(image.height)) }
        return best.quad.orderedByPosition().scaled(by: Double(factor))
    }

    static func downsample(_ image: GrayImage, factor: Int) -> GrayImage {
        guard factor > 1 else { return image }
        let w = image.width / factor, h = image.height / factor
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0
                for dy in 0..<factor { for dx in 0..<factor { sum += Int(image[x * factor + dx, y * factor + dy]) } }
                out[y * w + x] = UInt8(sum / (factor * factor))
            }
        }
        return GrayImage(width: w, height: h, pixels: out)
    }

    /// Andrew's monotone chain.
    static func convexHull(_ points: [Vector2]) -> [Vector2] {
        let p = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard p.count >= 3 else { return p }
        var lower: [Vector2] = [], upper: [Vector2] = []
        for q in p {
            while lower.count >= 2 && (lower[lower.count - 1] - lower[lower.count - 2]).cross(q - lower[lower.count - 1]) <= 0 { lower.removeLast() }
            lower.append(q)
        }
        for q in p.reversed() {
            while upper.count >= 2 && (upper[upper.count - 1] - upper[upper.count - 2]).cross(q - upper[upper.count - 1]) <= 0 { upper.removeLast() }
            upper.append(q)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// Douglas–Peucker on a closed polygon, split at its two farthest-apart points (as approxPolyDP does).
    static func simplifyClosed(_ polygon: [Vector2], epsilon: Double) -> [Vector2] {
        guard polygon.count > 4 else { return polygon }
        var a = 0, b = 0, far = -1.0
        for i in polygon.indices {
            let d = polygon[i].distance(to: polygon[0])
            if d > far { far = d; a = i }
        }
        far = -1
        for i in polygon.indices {
            let d = polygon[i].distance(to: polygon[a])
            if d > far { far = d; b = i }
        }
        let (i0, i1) = (min(a, b), max(a, b))
        let first = Array(polygon[i0...i1])
        let second = Array(polygon[i1...] + polygon[...i0])
        let s1 = douglasPeucker(first, epsilon), s2 = douglasPeucker(second, epsilon)
        return Array(s1.dropLast() + s2.dropLast())
    }

    static func douglasPeucker(_ points: [Vector2], _ epsilon: Double) -> [Vector2] {
        guard points.count > 2, let first = points.first, let last = points.last else { return points }
        let line = Line2(through: first, last)
        var index = 0, distance = 0.0
        for i in 1..<(points.count - 1) {
            let d = first.distance(to: last) < 1e-9 ? points[i].distance(to: first) : abs(line.signedDistance(points[i]))
            if d > distance { distance = d; index = i }
        }
        guard distance > epsilon else { return [first, last] }
        let left = douglasPeucker(Array(points[...index]), epsilon)
        let right = douglasPeucker(Array(points[index...]), epsilon)
        return Array(left.dropLast() + right)
    }
}
