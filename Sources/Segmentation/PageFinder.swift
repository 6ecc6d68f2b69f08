import Foundation

/// Finds a page's four corners in a photo: a cheap check for scans first (a page filling the frame with a
/// white margin all round), then Hough lines on a reduced edge map, quadrilaterals from pairs of roughly
/// horizontal and roughly vertical lines scored by edge support along their sides, inside/outside contrast
/// and size, and finally each side refitted to the edge at the full resolution given.
public struct PageFinder: Sendable {
    /// Long side, in pixels, of the image the lines are searched in.
    public var workingSize = 512
    /// Below this score no page is reported (the image is taken as a scan).
    public var minConfidence = 0.45
    /// A found quad covering at least this share of the image is treated as the whole image.
    public var fillsImage = 0.97

    public init() {}

    public func find(in image: GrayImage) -> PageFinding {
        let full = Quad.full(width: Double(image.width), height: Double(image.height))
        let factor = max(1, Int((Double(max(image.width, image.height)) / Double(workingSize)).rounded(.up)))
        let small = Self.downsample(image, factor: factor)
        guard small.width >= 16, small.height >= 16 else {
            return PageFinding(quad: full, origin: .assumed, confidence: 1, reason: "image too small to search")
        }
        if Self.looksLikeScan(small) {
            return PageFinding(quad: full, origin: .assumed, confidence: 1, reason: "white margin all round (scan)")
        }
        let edges = EdgeMap(small)
        let scorer = QuadScorer(image: small, edges: edges)
        let hough = HoughLines(threshold: max(4, edges.percentile(0.6)), cap: max(8, edges.percentile(0.97)))
        let lines = hough.lines(in: edges, count: 60, minVotes: 0)
        guard let best = QuadSearch(width: small.width, height: small.height).best(from: lines, scorer: scorer) else {
            return PageFinding(quad: full, origin: .assumed, confidence: 0, reason: "no quadrilateral in the edges")
        }
        guard best.score >= minConfidence else {
            return PageFinding(quad: full, origin: .assumed, confidence: 1 - best.score,
                               reason: String(format: "best quadrilateral scored %.2f, below %.2f", best.score, minConfidence))
        }
        let refined = SideRefiner(image: image).refine(best.quad.scaled(by: Double(factor)), frameSides: best.frameSides,
                                                       searchRadius: 1.5 * Double(factor) + 2)
        let quad = (refined.map { $0.isConvex && $0.area > 0.5 * best.quad.area * Double(factor * factor) } ?? false)
            ? refined! : best.quad.scaled(by: Double(factor))
        if quad.area >= fillsImage * full.area {
            return PageFinding(quad: full, origin: .assumed, confidence: best.score, reason: "page fills the image")
        }
        return PageFinding(quad: quad, origin: .found, confidence: min(1, best.score), reason: "found")
    }

    /// The scan check alone, on any small copy of the image (a few hundred pixels a side is plenty): lets a
    /// caller settle a flatbed scan before paying for the reduced detail image the search needs.
    public func looksLikeScan(_ probe: GrayImage) -> Bool {
        probe.width >= 16 && probe.height >= 16 && Self.looksLikeScan(probe)
    }

    /// Box-averaged reduction by an integer factor.
    static func downsample(_ image: GrayImage, factor: Int) -> GrayImage {
        guard factor > 1 else { return image }
        let w = image.width / factor, h = image.height / factor
        var out = [UInt8](repeating: 0, count: w * h)
        let area = factor * factor
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0
                for dy in 0..<factor {
                    let row = (y * factor + dy) * image.width + x * factor
                    for dx in 0..<factor { sum += Int(image.pixels[row + dx]) }
                }
                out[y * w + x] = UInt8(sum / area)
            }
        }
        return GrayImage(width: w, height: h, pixels: out)
    }

    /// A scan: the frame's outer ring is (nearly) all paper-white. A photo shows background there.
    static func looksLikeScan(_ image: GrayImage) -> Bool {
        var histogram = [Int](repeating: 0, count: 256)
        for p in image.pixels { histogram[Int(p)] += 1 }
        var seen = 0, white = 255
        for v in stride(from: 255, through: 0, by: -1) {
            seen += histogram[v]
            if seen >= image.pixels.count / 20 { white = v; break }
        }
        let ring = max(2, min(image.width, image.height) / 50)
        var total = 0, bright = 0
        for y in 0..<image.height {
            for x in 0..<image.width where x < ring || y < ring || x >= image.width - ring || y >= image.height - ring {
                total += 1
                if Int(image[x, y]) >= white - 25 { bright += 1 }
            }
        }
        return white >= 120 && Double(bright) >= 0.97 * Double(total)
    }
}
