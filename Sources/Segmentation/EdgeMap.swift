/// Sobel gradients of a greyscale image (after a light blur), for line finding and edge support.
/// `gx`, `gy` are per pixel, rows packed; the one-pixel frame is zero.
public struct EdgeMap: Sendable {
    public let width: Int
    public let height: Int
    public let gx: [Float]
    public let gy: [Float]
    public let magnitude: [Float]

    public init(_ image: GrayImage, blurRadius: Int = 1) {
        width = image.width
        height = image.height
        let smooth = Self.boxBlur(Self.boxBlur(image.pixels.map(Float.init), width: width, height: height, radius: blurRadius),
                                  width: width, height: height, radius: blurRadius)
        var gx = [Float](repeating: 0, count: width * height), gy = gx, magnitude = gx
        if width >= 3 && height >= 3 {
            for y in 1..<(height - 1) {
                let r0 = (y - 1) * width, r1 = y * width, r2 = (y + 1) * width
                for x in 1..<(width - 1) {
                    let sx = (smooth[r0 + x + 1] + 2 * smooth[r1 + x + 1] + smooth[r2 + x + 1])
                        - (smooth[r0 + x - 1] + 2 * smooth[r1 + x - 1] + smooth[r2 + x - 1])
                    let sy = (smooth[r2 + x - 1] + 2 * smooth[r2 + x] + smooth[r2 + x + 1])
                        - (smooth[r0 + x - 1] + 2 * smooth[r0 + x] + smooth[r0 + x + 1])
                    gx[r1 + x] = sx / 4
                    gy[r1 + x] = sy / 4
                    magnitude[r1 + x] = (sx * sx + sy * sy).squareRoot() / 4
                }
            }
        }
        self.gx = gx
        self.gy = gy
        self.magnitude = magnitude
    }

    /// Gradient component along `normal` at the pixel holding the point (continuous coordinates: pixel i covers
    /// [i, i + 1)); 0 outside the image.
    @inline(__always) public func along(_ x: Double, _ y: Double, normal: Vector2) -> Double {
        let ix = Int(x.rounded(.down)), iy = Int(y.rounded(.down))
        guard ix >= 0, iy >= 0, ix < width, iy < height else { return 0 }
        let i = iy * width + ix
        return Double(gx[i]) * normal.x + Double(gy[i]) * normal.y
    }

    /// The value below which `fraction` of the pixels' gradient magnitudes lie.
    public func percentile(_ fraction: Double) -> Float {
        var histogram = [Int](repeating: 0, count: 1024)
        for m in magnitude { histogram[min(1023, Int(m))] += 1 }
        let target = Int(Double(magnitude.count) * fraction)
        var seen = 0
        for (value, count) in histogram.enumerated() {
            seen += count
            if seen >= target { return Float(value) }
        }
        return 1023
    }

    /// Separable box blur, edges clamped.
    static func boxBlur(_ input: [Float], width: Int, height: Int, radius: Int) -> [Float] {
        guard radius > 0, width > 0, height > 0 else { return input }
        var tmp = input, out = input
        let norm = 1 / Float(2 * radius + 1)
        for y in 0..<height {
            let row = y * width
            for x in 0..<width {
                var s: Float = 0
                for d in -radius...radius { s += input[row + min(width - 1, max(0, x + d))] }
                tmp[row + x] = s * norm
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var s: Float = 0
                for d in -radius...radius { s += tmp[min(height - 1, max(0, y + d)) * width + x] }
                out[y * width + x] = s * norm
            }
        }
        return out
    }
}
