/// Paper lit unevenly across a whole picture: a page photographed filling the frame, light falling off towards
/// one side (no desk around it, so the page finder finds no page). Tesseract thresholds a page with one global
/// level, so where the paper has dimmed to the ink's side of that level the text is lost with it (a letter
/// whose paper falls from white to mid grey read only on its bright half). Such a page wants its lighting
/// flattened before it is read, as a found page's does.
public enum UnevenLight {
    /// Cells per side of the grid the paper's tone is measured on.
    static let grid = 4
    /// Uneven: the dimmest cell's paper at most this share of the brightest cell's (light multiplies, so a
    /// ratio). A scan's paper varies by a few levels; receipts scanned on a grey bed by up to a fifth.
    public static let maxShare = 0.8
    /// Uneven too: the dimmest cell's paper at most this share of the brightest's when the tones fall off as one
    /// even slope across the frame (`rampFit`), the way a lamp's or a window's light falls off over a photographed
    /// page. A global threshold then splits the paper itself, its dim side from its bright side, before the ink:
    /// receipt photos at 0.81–0.83 were read as noise. A scan's variations are steps (paper against a grey bed,
    /// a fold's shadow), not one slope; the scanner's lamp lights evenly.
    public static let rampShare = 0.86
    /// Most a cell's tone may stray, root-mean-square in grey levels, from the best plane through the tones for
    /// them to fall off as one slope (photographed pages: 0.3–1.1; receipts on a grey bed: 8–10).
    public static let rampFit = 2.0

    /// The paper's tone in each cell of a `grid` × `grid` grid, row by row: the 90th percentile of the cell's
    /// greys (text, rules and a logo are darker and rarely a tenth of a cell), every `step`th pixel.
    public static func paperTones(_ image: GrayImage, step: Int = 4) -> [UInt8] {
        var tones: [UInt8] = []
        for row in 0..<grid {
            for column in 0..<grid {
                tones.append(image.tone(x: (column * image.width / grid)..<((column + 1) * image.width / grid),
                                        y: (row * image.height / grid)..<((row + 1) * image.height / grid),
                                        percentile: 0.9, step: step))
            }
        }
        return tones
    }

    public static func isUneven(_ image: GrayImage) -> Bool {
        guard image.width >= 4 * grid, image.height >= 4 * grid else { return false }
        let tones = paperTones(image, step: 2)
        guard let brightest = tones.max(), let dimmest = tones.min(), brightest > 0 else { return false }
        let share = Double(dimmest) / Double(brightest)
        return share <= maxShare || (share <= rampShare && planeDeviation(tones) <= rampFit)
    }

    /// Root-mean-square distance, in grey levels, of the grid's tones (row by row) from the plane
    /// a + b·column + c·row fitted to them by least squares. On the symmetric grid the columns and rows are
    /// uncorrelated, so each slope is its own regression.
    static func planeDeviation(_ tones: [UInt8]) -> Double {
        guard tones.count == grid * grid else { return .infinity }
        let values = tones.map(Double.init)
        let centre = Double(grid - 1) / 2
        let cells = values.indices.map { (column: Double($0 % grid) - centre, row: Double($0 / grid) - centre) }
        let mean = values.reduce(0, +) / Double(values.count)
        let spread = cells.reduce(0) { $0 + $1.column * $1.column }
        let columnSlope = zip(cells, values).reduce(0) { $0 + $1.0.column * ($1.1 - mean) } / spread
        let rowSlope = zip(cells, values).reduce(0) { $0 + $1.0.row * ($1.1 - mean) } / spread
        let squares = zip(cells, values).reduce(0) { sum, pair in
            let residual = pair.1 - (mean + columnSlope * pair.0.column + rowSlope * pair.0.row)
            return sum + residual * residual
        }
        return (squares / Double(values.count)).squareRoot()
    }
}
extension GrayImage {
    /// The grey below which `percentile` of the region's pixels lie (every `step`th pixel in both directions);
    /// 255 for an empty region.
    func tone(x: Range<Int>, y: Range<Int>, percentile: Double, step: Int = 1) -> UInt8 {
        var histogram = [Int](repeating: 0, count: 256)
        for row in stride(from: max(0, y.lowerBound), to: min(height, y.upperBound), by: step) {
            for column in stride(from: max(0, x.lowerBound), to: min(width, x.upperBound), by: step) {
                histogram[Int(pixels[row * width + column])] += 1
            }
        }
        let total = histogram.reduce(0, +)
        guard total > 0 else { return 255 }
        var seen = 0
        for (tone, count) in histogram.enumerated() {
            seen += count
            if Double(seen) >= percentile * Double(total) { return UInt8(tone) }
        }
        return 255
    }
}
