import Imaging
import Testing

/// `Image.warped` reads the four neighbours of a sample inside the image without clamping; at the border and
/// outside it, clamped as before. Whatever the path, each output pixel is the bilinear sample of the source.
@Suite struct WarpSamplingTests {
    /// A source of pseudo-random grey levels (a fixed linear congruential sequence: no two neighbours alike).
    static func noise(width: Int, height: Int) throws -> (Image, [UInt8]) {
        var state: UInt32 = 12345
        let bytes = (0..<width * height).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        return (try Image.gray(width: width, height: height, bytes: bytes), bytes)
    }

    /// Bilinear sampling written out plainly: the value at (x, y) in pixel-centre coordinates, neighbours clamped
    /// to the image, white outside the band of one pixel around it.
    static func sample(_ bytes: [UInt8], width: Int, height: Int, _ sx: Double, _ sy: Double) -> UInt8 {
        let fx = sx - 0.5, fy = sy - 0.5
        guard fx > -1, fy > -1, fx < Double(width), fy < Double(height) else { return 255 }
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let ax = fx - Double(x0), ay = fy - Double(y0)
        func at(_ x: Int, _ y: Int) -> Double { Double(bytes[min(height - 1, max(0, y)) * width + min(width - 1, max(0, x))]) }
        let value = (at(x0, y0) * (1 - ax) + at(x0 + 1, y0) * ax) * (1 - ay) + (at(x0, y0 + 1) * (1 - ax) + at(x0 + 1, y0 + 1) * ax) * ay
        return UInt8(max(0, min(255, value.rounded())))
    }

    @Test func aWarpThatReachesPastEveryEdgeSamplesEachPixelBilinearly() throws {
        let (image, bytes) = try Self.noise(width: 37, height: 23)
        // Turned by 20° about a point off centre and enlarged 1.3×, onto a larger canvas: samples fall inside,
        // on the last row and column, in the one-pixel band outside, and far outside.
        let (cosine, sine) = (0.9397, 0.3420)
        func map(_ x: Double, _ y: Double) -> (Double, Double) {
            let (u, v) = ((x - 25) / 1.3, (y - 15) / 1.3)
            return (18 + u * cosine - v * sine, 11 + u * sine + v * cosine)
        }
        let warped = try image.warped(width: 52, height: 34, map: map)
        let out = try warped.luminanceBytes()
        var inside = 0, border = 0, outside = 0
        for y in 0..<34 {
            for x in 0..<52 {
                let (sx, sy) = map(Double(x) + 0.5, Double(y) + 0.5)
                #expect(out[y * 52 + x] == Self.sample(bytes, width: 37, height: 23, sx, sy), "pixel \(x), \(y)")
                let (fx, fy) = (sx - 0.5, sy - 0.5)
                if fx >= 0, fy >= 0, fx < 36, fy < 22 { inside += 1 } else if fx > -1, fy > -1, fx < 37, fy < 23 { border += 1 } else { outside += 1 }
            }
        }
        // Every path was taken.
        #expect(inside > 100 && border > 5 && outside > 100)
    }
}
