import Foundation

/// How bright paper and background are across the picture, as one smooth light falloff shared by both
/// (log brightness = level + gradient · position): light multiplies, so a vignette or a broad shadow dims
/// page and background alike, and paper in a dim corner can be darker than background in a bright one.
/// Fitted to brightness just inside and just outside a quad's real sides, it says whether a patch looks like
/// page or background under the light falling there.
struct LightingModel {
    /// Log brightness of paper and background at the origin, and the shared gradient (per pixel).
    var logPage: Double
    var logBackground: Double
    var gradient: Vector2
    /// The mean levels along the real sides, ignoring where they were seen.
    var flatLogPage: Double
    var flatLogBackground: Double

    /// One level sample: mean brightness just inside and just outside a stretch of a side, at its middle.
    struct Sample {
        var position: Vector2
        var inside: Double
        var outside: Double
    }

    /// Flat lighting at the given levels.
    init(page: Double, background: Double) {
        logPage = log(page + 1)
        logBackground = log(background + 1)
        gradient = Vector2(0, 0)
        flatLogPage = logPage
        flatLogBackground = logBackground
    }

    /// Least squares over the samples for both levels and the shared gradient; nil without samples. The
    /// gradient is held firmly towards flat (`stiffness` per sample, positions in units of the picture's
    /// size): samples along one straight side say nothing about the falloff across it, and a steep change
    /// is a shadow's edge, which a plane cannot follow, rather than a falloff.
    init?(samples: [Sample], size: Double, page: Double, background: Double, stiffness: Double = 0.1) {
        guard !samples.isEmpty, size > 0 else { return nil }
        // Unknowns: page level, background level, gradient x, gradient y (positions scaled by the size).
        var a = [[Double]](repeating: [Double](repeating: 0, count: 4), count: 4)
        var b = [Double](repeating: 0, count: 4)
        func add(_ row: [Double], _ value: Double) {
            for i in 0..<4 {
                b[i] += row[i] * value
                for j in 0..<4 { a[i][j] += row[i] * row[j] }
            }
        }
        for s in samples {
            let (x, y) = (s.position.x / size, s.position.y / size)
            add([1, 0, x, y], log(s.inside + 1))
            add([0, 1, x, y], log(s.outside + 1))
        }
        let ridge = stiffness * Double(2 * samples.count)
        a[2][2] += ridge
        a[3][3] += ridge
        guard let solution = Self.solve(a, b) else { return nil }
        logPage = solution[0]
        logBackground = solution[1]
        gradient = Vector2(solution[2] / size, solution[3] / size)
        flatLogPage = log(page + 1)
        flatLogBackground = log(background + 1)
    }

    /// Whether a brightness at a point is nearer the page's than the background's (as ratios), under the
    /// fitted light there or under the mean levels: the model only adds to what the mean levels see, so a
    /// falloff it gets wrong cannot take away a call they make.
    func looksLikePage(_ brightness: Double, at point: Vector2) -> Bool {
        let v = log(brightness + 1)
        if abs(v - flatLogPage) < abs(v - flatLogBackground) { return true }
        let lit = v - gradient.dot(point)
        return abs(lit - logPage) < abs(lit - logBackground)
    }

    /// Gaussian elimination with partial pivoting; nil when singular.
    static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
        var m = matrix, r = rhs
        let n = r.count
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-12
            else { return nil }
            m.swapAt(col, pivot)
            r.swapAt(col, pivot)
            for row in 0..<n where row != col {
                let f = m[row][col] / m[col][col]
                guard f != 0 else { continue }
                for k in col..<n { m[row][k] -= f * m[col][k] }
                r[row] -= f * r[col]
            }
        }
        return (0..<n).map { r[$0] / m[$0][$0] }
    }
}
