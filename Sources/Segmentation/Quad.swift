import Foundation

/// Four corners of a page: top-left, top-right, bottom-right, bottom-left, in pixels.
public struct Quad: Hashable, Sendable {
    public var corners: [Vector2]

    public init(_ topLeft: Vector2, _ topRight: Vector2, _ bottomRight: Vector2, _ bottomLeft: Vector2) {
        corners = [topLeft, topRight, bottomRight, bottomLeft]
    }

    /// From exactly four corners in TL, TR, BR, BL order.
    public init?(corners: [Vector2]) {
        guard corners.count == 4 else { return nil }
        self.corners = corners
    }

    /// The whole of a `width`×`height` image.
    public static func full(width: Double, height: Double) -> Quad {
        Quad(Vector2(0, 0), Vector2(width, 0), Vector2(width, height), Vector2(0, height))
    }

    public var topLeft: Vector2 { corners[0] }
    public var topRight: Vector2 { corners[1] }
    public var bottomRight: Vector2 { corners[2] }
    public var bottomLeft: Vector2 { corners[3] }

    /// Unsigned area (shoelace).
    public var area: Double { abs(Polygon.signedArea(corners)) }

    /// True when the corners turn the same way at every corner (no self-intersection, no reflex angle).
    public var isConvex: Bool { Polygon.isConvex(corners) }

    public var diagonal: Double { max(topLeft.distance(to: bottomRight), topRight.distance(to: bottomLeft)) }

    /// Interior angle at each corner in degrees.
    public var angles: [Double] {
        (0..<4).map { i in
            let p = corners[i], a = corners[(i + 3) % 4] - p, b = corners[(i + 1) % 4] - p
            let c = a.dot(b) / max(a.length * b.length, 1e-12)
            return acos(min(1, max(-1, c))) * 180 / .pi
        }
    }

    public func scaled(by factor: Double) -> Quad {
        Quad(corners: corners.map { $0 * factor })!
    }

    /// The same quad with corners renamed by image position: the corner nearest the image's top-left (by x + y)
    /// first, then clockwise on screen.
    public func orderedByPosition() -> Quad {
        var cs = corners
        if Polygon.signedArea(cs) < 0 { cs.reverse() }  // clockwise on screen (y down) has positive area
        let start = cs.indices.min { cs[$0].x + cs[$0].y < cs[$1].x + cs[$1].y } ?? 0
        return Quad(corners: (0..<4).map { cs[(start + $0) % 4] })!
    }

    /// Intersection over union of the two quads' areas (the Jaccard index), for convex quads.
    public func jaccard(_ other: Quad) -> Double {
        let inter = Polygon.convexIntersectionArea(corners, other.corners)
        let union = area + other.area - inter
        return union > 0 ? inter / union : 0
    }

    /// The Jaccard index of the parts of both quads inside `frame` (a page cut by the picture's edge is
    /// judged on what the picture shows).
    public func jaccard(_ other: Quad, within frame: Quad) -> Double {
        let a = Polygon.convexIntersection(corners, frame.corners)
        let b = Polygon.convexIntersection(other.corners, frame.corners)
        let inter = Polygon.convexIntersectionArea(a, b)
        let union = abs(Polygon.signedArea(a)) + abs(Polygon.signedArea(b)) - inter
        return union > 0 ? inter / union : 0
    }

    /// Mean distance between corresponding corners, taking the best of the four cyclic renamings (the
    /// page finder cannot know which way up the page is before orientation).
    /// Only the truth's corners for which `counts` is true are measured (e.g. those inside the picture).
    public func meanCornerError(_ truth: Quad, counting counts: (Vector2) -> Bool = { _ in true }) -> Double {
        let measured = (0..<4).filter { counts(truth.corners[$0]) }
        guard !measured.isEmpty else { return 0 }
        return (0..<4).map { shift in
            measured.map { corners[($0 + shift) % 4].distance(to: truth.corners[$0]) }.reduce(0, +) / Double(measured.count)
        }.min() ?? 0
    }
}

/// Helpers for simple polygons given as corner lists.
public enum Polygon {
    /// Shoelace area; positive when the corners run clockwise on screen (y down).
    public static func signedArea(_ p: [Vector2]) -> Double {
        guard p.count >= 3 else { return 0 }
        var sum = 0.0
        for i in p.indices { sum += p[i].cross(p[(i + 1) % p.count]) }
        return sum / 2
    }

    public static func isConvex(_ p: [Vector2]) -> Bool {
        guard p.count >= 3 else { return false }
        var sign = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count], c = p[(i + 2) % p.count]
            let turn = (b - a).cross(c - b)
            if abs(turn) < 1e-12 { continue }
            if sign == 0 { sign = turn } else if (sign > 0) != (turn > 0) { return false }
        }
        return sign != 0
    }

    /// Area of the intersection of two convex polygons.
    public static func convexIntersectionArea(_ a: [Vector2], _ b: [Vector2]) -> Double {
        abs(signedArea(convexIntersection(a, b)))
    }

    /// The intersection of two convex polygons (Sutherland–Hodgman: clip one by each edge of the other).
    public static func convexIntersection(_ a: [Vector2], _ b: [Vector2]) -> [Vector2] {
        var subject = signedArea(a) < 0 ? Array(a.reversed()) : a
        let clip = signedArea(b) < 0 ? Array(b.reversed()) : b
        for i in clip.indices where !subject.isEmpty {
            let p = clip[i], q = clip[(i + 1) % clip.count]
            let edge = q - p
            // With positive (clockwise on screen) orientation the inside is where edge × (x − p) ≥ 0.
            func inside(_ x: Vector2) -> Bool { edge.cross(x - p) >= 0 }
            func crossing(_ s: Vector2, _ e: Vector2) -> Vector2 {
                let d = e - s
                let denominator = edge.cross(d)
                guard abs(denominator) > 1e-12 else { return s }
                let t = (p - s).cross(edge) / denominator * -1
                return s + d * t
            }
            let input = subject
            subject = []
            for j in input.indices {
                let current = input[j], previous = input[(j + input.count - 1) % input.count]
                if inside(current) {
                    if !inside(previous) { subject.append(crossing(previous, current)) }
                    subject.append(current)
                } else if inside(previous) {
                    subject.append(crossing(previous, current))
                }
            }
        }
        return subject
    }
}
