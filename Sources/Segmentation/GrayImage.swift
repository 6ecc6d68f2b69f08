/// An 8-bit greyscale raster held in Swift memory, rows packed top to bottom: what the page finder
/// works on, so its geometry can be tested with hand-built images and never touches C.
public struct GrayImage: Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height, "pixel count does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int, fill: UInt8) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: fill, count: width * height))
    }

    @inline(__always) public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Bilinear sample at a fractional position, clamped to the edges.
    @inline(__always) public func sample(_ x: Double, _ y: Double) -> Double {
        let cx = min(max(x, 0), Double(width - 1)), cy = min(max(y, 0), Double(height - 1))
        let x0 = Int(cx), y0 = Int(cy)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = cx - Double(x0), fy = cy - Double(y0)
        let a = Double(pixels[y0 * width + x0]), b = Double(pixels[y0 * width + x1])
        let c = Double(pixels[y1 * width + x0]), d = Double(pixels[y1 * width + x1])
        return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
    }

    /// Fills a convex polygon with `value` (for tests and synthetic inputs).
    public mutating func fill(_ polygon: [Vector2], value: UInt8) {
        guard polygon.count >= 3 else { return }
        let minY = max(0, Int(polygon.map(\.y).min()!.rounded(.down)))
        let maxY = min(height - 1, Int(polygon.map(\.y).max()!.rounded(.up)))
        guard minY <= maxY else { return }
        for y in minY...maxY {
            let py = Double(y) + 0.5
            var xs: [Double] = []
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if (a.y <= py && b.y > py) || (b.y <= py && a.y > py) {
                    xs.append(a.x + (py - a.y) / (b.y - a.y) * (b.x - a.x))
                }
            }
            guard xs.count >= 2, let lo = xs.min(), let hi = xs.max() else { continue }
            let x0 = max(0, Int((lo - 0.5).rounded(.up))), x1 = min(width - 1, Int((hi - 0.5).rounded(.down)))
            if x0 <= x1 { for x in x0...x1 { pixels[y * width + x] = value } }
        }
    }
}
