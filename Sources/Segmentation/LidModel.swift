/// The scanner lid's tone across a page, from the page's border: a plane (lids are lit unevenly, a few
/// grey levels from one corner to the other), fitted to the medians of short stretches of a ring two
/// percent wide, refitted without the stretches far off it (a receipt touching the border). `noise` is
/// the median absolute difference of the ring's pixels from the plane.
struct LidModel {
    var a: Double
    var bx: Double
    var by: Double
    var noise: Double

    init?(_ image: GrayImage) {
        let w = image.width, h = image.height
        let ring = max(1, min(w, h) / 50)
        let stretches = 16
        var samples: [(x: Double, y: Double, v: Double)] = []
        func sample(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
            var values: [UInt8] = []
            for y in y0..<y1 { for x in x0..<x1 { values.append(image.pixels[y * w + x]) } }
            guard !values.isEmpty else { return }
            values.sort()
            samples.append((Double(x0 + x1) / 2, Double(y0 + y1) / 2, Double(values[values.count / 2])))
        }
        for k in 0..<stretches {
            let xa = k * w / stretches, xb = (k + 1) * w / stretches
            let ya = k * h / stretches, yb = (k + 1) * h / stretches
            sample(xa, 0, xb, ring); sample(xa, h - ring, xb, h)
            sample(0, ya, ring, yb); sample(w - ring, ya, w, yb)
        }
        guard var plane = Self.fit(samples) else { return nil }
        let residuals = samples.map { abs($0.v - plane.level($0.x, $0.y)) }.sorted()
        let typical = max(1, residuals[residuals.count / 2])
        if let refit = Self.fit(samples.filter { abs($0.v - plane.level($0.x, $0.y)) <= 3 * typical }) { plane = refit }
        var deviations: [Double] = []
        for y in 0..<h where y < ring || y >= h - ring {
            for x in stride(from: 0, to: w, by: 2) { deviations.append(abs(Double(image.pixels[y * w + x]) - plane.level(x, y))) }
        }
        deviations.sort()
        self = plane
        noise = deviations.isEmpty ? 0 : deviations[deviations.count / 2] * 1.4826
    }

    private init(a: Double, bx: Double, by: Double) {
        self.a = a
        self.bx = bx
        self.by = by
        self.noise = 0
    }

    func level(_ x: Int, _ y: Int) -> Double { level(Double(x), Double(y)) }
    func level(_ x: Double, _ y: Double) -> Double { a + bx * x + by * y }

    /// The `p` quantile of how far the page's pixels rise above the lid.
    func percentileAbove(_ image: GrayImage, _ p: Double) -> Double {
        var histogram = [Int](repeating: 0, count: 512)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let d = Int((Double(image.pixels[y * image.width + x]) - level(x, y)).rounded()) + 256
                histogram[max(0, min(511, d))] += 1
            }
        }
        let total = image.width * image.height
        var seen = 0
        for (d, count) in histogram.enumerated() {
            seen += count
            if Double(seen) >= p * Double(total) { return Double(d - 256) }
        }
        return 255
    }

    /// Least squares plane through the samples; nil when they do not span the page.
    private static func fit(_ samples: [(x: Double, y: Double, v: Double)]) -> LidModel? {
        guard samples.count >= 3 else { return nil }
        let n = Double(samples.count)
        let mx = samples.map(\.x).reduce(0, +) / n, my = samples.map(\.y).reduce(0, +) / n
        let mv = samples.map(\.v).reduce(0, +) / n
        var sxx = 0.0, sxy = 0.0, syy = 0.0, sxv = 0.0, syv = 0.0
        for s in samples {
            let dx = s.x - mx, dy = s.y - my, dv = s.v - mv
            sxx += dx * dx; sxy += dx * dy; syy += dy * dy; sxv += dx * dv; syv += dy * dv
        }
        let det = sxx * syy - sxy * sxy
        guard abs(det) > 1e-9 else { return nil }
        let bx = (sxv * syy - syv * sxy) / det, by = (syv * sxx - sxv * sxy) / det
        return LidModel(a: mv - bx * mx - by * my, bx: bx, by: by)
    }
}
