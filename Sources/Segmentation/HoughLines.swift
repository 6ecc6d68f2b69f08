import Foundation

/// A straight line found by the Hough transform, with its vote weight.
public struct HoughLine: Hashable, Sendable {
    public var line: Line2
    public var votes: Double
    /// True for a side of the image frame, offered as a candidate for pages cut by the frame.
    public var isFrame: Bool = false
}

/// Hough transform over an edge map: each thinned edge pixel votes, weighted by its (capped) gradient
/// magnitude, only for angles within a few degrees of its own gradient direction, which keeps textures
/// from smearing votes over every angle.
public struct HoughLines {
    public var angleSpread = 3
    public var threshold: Float
    public var cap: Float

    public init(threshold: Float, cap: Float) {
        self.threshold = threshold
        self.cap = cap
    }

    /// The strongest `count` lines, strongest first, at least `minVotes` each.
    public func lines(in edges: EdgeMap, count: Int, minVotes: Double) -> [HoughLine] {
        let w = edges.width, h = edges.height
        let maxRho = Int((Double(w * w + h * h)).squareRoot()) + 1
        let rhoBins = 2 * maxRho + 1
        let thetaBins = 180
        var cosT = [Double](), sinT = [Double]()
        for t in 0..<thetaBins { cosT.append(cos(Double(t) * .pi / 180)); sinT.append(sin(Double(t) * .pi / 180)) }
        var acc = [Float](repeating: 0, count: thetaBins * rhoBins)
        guard w >= 3, h >= 3 else { return [] }
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) {
                let i = y * w + x
                let m = edges.magnitude[i]
                guard m >= threshold else { continue }
                let gx = edges.gx[i], gy = edges.gy[i]
                // Thin to the ridge: keep only a local maximum along the gradient (Canny's non-maximum suppression).
                let dx = Int((gx / m).rounded()), dy = Int((gy / m).rounded())
                if edges.magnitude[i + dy * w + dx] > m || edges.magnitude[i - dy * w - dx] > m { continue }
                var phi = atan2(Double(gy), Double(gx)) * 180 / .pi
                if phi < 0 { phi += 180 }
                if phi >= 180 { phi -= 180 }
                let center = Int(phi.rounded())
                let weight = min(m, cap)
                for d in -angleSpread...angleSpread {
                    var t = center + d
                    if t < 0 { t += 180 } else if t >= 180 { t -= 180 }
                    let rho = (Double(x) + 0.5) * cosT[t] + (Double(y) + 0.5) * sinT[t]
                    acc[t * rhoBins + Int(rho.rounded()) + maxRho] += weight
                }
            }
        }
        var found: [HoughLine] = []
        for _ in 0..<count {
            var best = -1
            var bestValue: Float = 0
            for (i, v) in acc.enumerated() where v > bestValue { bestValue = v; best = i }
            guard best >= 0, Double(bestValue) >= minVotes else { break }
            let t = best / rhoBins, r = best % rhoBins - maxRho
            found.append(HoughLine(line: Line2(theta: Double(t) * .pi / 180, rho: Double(r)), votes: Double(bestValue)))
            // Suppress the neighbourhood, wrapping θ across 0°/180° (where ρ changes sign).
            for d in -5...5 {
                var tt = t + d, rr = r
                if tt < 0 { tt += 180; rr = -r } else if tt >= 180 { tt -= 180; rr = -r }
                for dr in -8...8 {
                    let bin = rr + dr + maxRho
                    if bin >= 0 && bin < rhoBins { acc[tt * rhoBins + bin] = 0 }
                }
            }
        }
        return found
    }
}
