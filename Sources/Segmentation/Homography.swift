import Foundation

/// A plane projective map, row-major 3×3, applied to (x, y, 1).
public struct Homography: Hashable, Sendable {
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9, "a homography has 9 entries")
        self.m = m
    }

    public static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The map taking each `from[i]` to `to[i]` (four pairs, no three collinear); nil when degenerate.
    public init?(from: [Vector2], to: [Vector2]) {
        guard from.count == 4, to.count == 4 else { return nil }
        // Eight equations in h0…h7 with h8 = 1.
        var a = [[Double]](repeating: [Double](repeating: 0, count: 9), count: 8)
        for i in 0..<4 {
            let (x, y, u, v) = (from[i].x, from[i].y, to[i].x, to[i].y)
            a[2 * i] = [x, y, 1, 0, 0, 0, -u * x, -u * y, u]
            a[2 * i + 1] = [0, 0, 0, x, y, 1, -v * x, -v * y, v]
        }
        guard let h = Self.solve(a) else { return nil }
        self.m = h + [1]
    }

    public func apply(_ p: Vector2) -> Vector2 {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        let safe = abs(w) > 1e-12 ? w : 1e-12
        return Vector2((m[0] * p.x + m[1] * p.y + m[2]) / safe, (m[3] * p.x + m[4] * p.y + m[5]) / safe)
    }

    /// `self` after `other`: maps p to self(other(p)).
    public func composed(after other: Homography) -> Homography {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 {
                r[3 * i + j] = (0..<3).reduce(0) { $0 + m[3 * i + $1] * other.m[3 * $1 + j] }
            }
        }
        return Homography(r)
    }

    public var inverse: Homography? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard abs(det) > 1e-15 else { return nil }
        let inv = [c00, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
                   c01, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
                   c02, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]]
        return Homography(inv.map { $0 / det })
    }

    /// Rotation about the origin by `degrees` clockwise on screen (y down), then a shift.
    public static func rotation(degrees: Double, shiftX: Double = 0, shiftY: Double = 0) -> Homography {
        let r = degrees * .pi / 180
        return Homography([cos(r), -sin(r), shiftX, sin(r), cos(r), shiftY, 0, 0, 1])
    }

    /// Gaussian elimination with partial pivoting on an augmented n×(n+1) matrix.
    static func solve(_ matrix: [[Double]]) -> [Double]? {
        var a = matrix
        let n = a.count
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 else {
                return nil
            }
            a.swapAt(col, pivot)
            for row in 0..<n where row != col {
                let f = a[row][col] / a[col][col]
                if f == 0 { continue }
                for k in col...n { a[row][k] -= f * a[col][k] }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }
}
