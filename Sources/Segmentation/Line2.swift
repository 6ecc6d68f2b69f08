import Foundation

/// An infinite line in normal form: `normal · p = offset`, with `normal` of unit length.
public struct Line2: Hashable, Sendable {
    public var normal: Vector2
    public var offset: Double

    public init(normal: Vector2, offset: Double) {
        let length = normal.length
        self.normal = length > 0 ? normal * (1 / length) : Vector2(1, 0)
        self.offset = length > 0 ? offset / length : offset
    }

    /// The line with normal angle `theta` (radians) at signed distance `rho` from the origin (Hough form).
    public init(theta: Double, rho: Double) {
        self.init(normal: Vector2(cos(theta), sin(theta)), offset: rho)
    }

    /// The line through two points.
    public init(through a: Vector2, _ b: Vector2) {
        let d = b - a
        self.init(normal: Vector2(-d.y, d.x), offset: Vector2(-d.y, d.x).dot(a))
    }

    public func signedDistance(_ p: Vector2) -> Double { normal.dot(p) - offset }

    /// Where two lines cross; nil when (nearly) parallel.
    public func intersection(_ other: Line2) -> Vector2? {
        let det = normal.x * other.normal.y - normal.y * other.normal.x
        guard abs(det) > 1e-9 else { return nil }
        return Vector2((offset * other.normal.y - normal.y * other.offset) / det,
                       (normal.x * other.offset - offset * other.normal.x) / det)
    }

    /// Total least-squares line through weighted points (nil for fewer than two, or all in one place).
    public static func fit(_ points: [Vector2], weights: [Double]? = nil) -> Line2? {
        guard points.count >= 2 else { return nil }
        let w = weights ?? [Double](repeating: 1, count: points.count)
        let total = w.reduce(0, +)
        guard total > 0 else { return nil }
        var mx = 0.0, my = 0.0
        for (p, wi) in zip(points, w) { mx += p.x * wi; my += p.y * wi }
        mx /= total; my /= total
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for (p, wi) in zip(points, w) {
            let dx = p.x - mx, dy = p.y - my
            sxx += dx * dx * wi; syy += dy * dy * wi; sxy += dx * dy * wi
        }
        // Direction of largest spread: the principal eigenvector of the scatter matrix.
        let angle = 0.5 * atan2(2 * sxy, sxx - syy)
        let direction = Vector2(cos(angle), sin(angle))
        guard sxx + syy > 1e-12 else { return nil }
        let normal = Vector2(-direction.y, direction.x)
        return Line2(normal: normal, offset: normal.dot(Vector2(mx, my)))
    }
}
