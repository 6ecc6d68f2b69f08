import Foundation

/// The true width/height ratio of a rectangle seen in perspective, from its four image corners, after
/// Zhang & He, "Whiteboard scanning and image enhancement" (2007): the rectangle's vanishing geometry gives
/// the focal length (principal point at the image centre, square pixels), which gives the aspect ratio.
/// When the view is nearly frontal the focal length cannot be measured, and `fallbackFocal` is used.
public enum PageAspect {
    /// - Parameters:
    ///   - quad: corners TL, TR, BR, BL in image pixels.
    ///   - center: the principal point (the image centre).
    ///   - fallbackFocal: focal length in pixels to assume when it cannot be estimated.
    public static func ratio(of quad: Quad, center: Vector2, fallbackFocal: Double) -> Double {
        // Zhang & He number the corners m1 (0,0), m2 (w,0), m3 (0,h), m4 (w,h).
        func h(_ p: Vector2) -> [Double] { [p.x - center.x, p.y - center.y, 1] }
        let m1 = h(quad.topLeft), m2 = h(quad.topRight), m3 = h(quad.bottomLeft), m4 = h(quad.bottomRight)
        func cross(_ a: [Double], _ b: [Double]) -> [Double] {
            [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
        }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        let apparent = apparentRatio(quad)
        let d2 = dot(cross(m2, m4), m3), d3 = dot(cross(m3, m4), m2)
        guard abs(d2) > 1e-9, abs(d3) > 1e-9 else { return apparent }
        let k2 = dot(cross(m1, m4), m3) / d2
        let k3 = dot(cross(m1, m4), m2) / d3
        let n2 = [k2 * m2[0] - m1[0], k2 * m2[1] - m1[1], k2 * m2[2] - m1[2]]
        let n3 = [k3 * m3[0] - m1[0], k3 * m3[1] - m1[1], k3 * m3[2] - m1[2]]
        var f2 = fallbackFocal * fallbackFocal
        // Near-affine views (n23·n33 ≈ 0) leave f undetermined; so does a negative estimate.
        if abs(n2[2] * n3[2]) > 1e-6 {
            let estimate = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2])
            // Trust only plausible focal lengths (0.3× to 5× the fallback, i.e. a wide angle to a long lens).
            if estimate > 0, (0.09 * f2...25 * f2).contains(estimate) { f2 = estimate }
        }
        let numerator = (n2[0] * n2[0] + n2[1] * n2[1]) / f2 + n2[2] * n2[2]
        let denominator = (n3[0] * n3[0] + n3[1] * n3[1]) / f2 + n3[2] * n3[2]
        guard numerator > 0, denominator > 0 else { return apparent }
        let ratio = (numerator / denominator).squareRoot()
        return ratio.isFinite && ratio > 0 ? ratio : apparent
    }

    /// Mean width over mean height of the quad as it appears.
    public static func apparentRatio(_ q: Quad) -> Double {
        let w = (q.topLeft.distance(to: q.topRight) + q.bottomLeft.distance(to: q.bottomRight)) / 2
        let h = (q.topLeft.distance(to: q.bottomLeft) + q.topRight.distance(to: q.bottomRight)) / 2
        return h > 0 ? w / h : 1
    }
}
