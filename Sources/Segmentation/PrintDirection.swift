import DocModel

/// Which way the lines of print run on a piece of paper cut out upright: a receipt lying at any angle is
/// fitted by its shape only up to a quarter turn (most receipts are nearly square pieces), so the print
/// decides whether it stands or lies. Lines of print leave empty bands between them across the whole width;
/// down the page, the characters of different lines fill each other's gaps.
public enum PrintDirection {
    /// True when the lines run along the image's width (upright, or upside down), false when along its
    /// height (a quarter turn off), nil when the two cannot be told apart (little print, or as many gaps
    /// both ways). Print is what is darker than the paper (the median) by `step`; a rim of `inset` of the
    /// shorter side is left out (the lid or the paper's edge at a cut-out's border is no print). Both the share
    /// of empty bands and the profile's spread (variance over squared mean) must point the same way.
    public static func linesRunAcross(_ image: GrayImage, step: Int = 40, margin: Double = 0.1, inset: Double = 0.04) -> Bool? {
        let rim = Int(inset * Double(min(image.width, image.height)))
        let x0 = rim, y0 = rim, w = image.width - 2 * rim, h = image.height - 2 * rim
        guard w >= 16, h >= 16 else { return nil }
        var histogram = [Int](repeating: 0, count: 256)
        for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { histogram[Int(image.pixels[y * image.width + x])] += 1 } }
        var seen = 0, median = 255
        for (value, count) in histogram.enumerated() {
            seen += count
            if seen * 2 >= w * h { median = value; break }
        }
        let cut = median - step
        var rows = [Int](repeating: 0, count: h), columns = [Int](repeating: 0, count: w)
        for y in 0..<h {
            for x in 0..<w where Int(image.pixels[(y + y0) * image.width + x + x0]) < cut {
                rows[y] += 1
                columns[x] += 1
            }
        }
        guard rows.reduce(0, +) >= (w * h) / 500 else { return nil }
        let across = gapShare(rows), down = gapShare(columns)
        let acrossSpread = spread(rows), downSpread = spread(columns)
        if across > down + margin && acrossSpread > downSpread { return true }
        if down > across + margin && downSpread > acrossSpread { return false }
        return nil
    }

    /// Variance over squared mean of the profile between its first and last inked position.
    static func spread(_ profile: [Int]) -> Double {
        guard let first = profile.firstIndex(where: { $0 > 0 }), let last = profile.lastIndex(where: { $0 > 0 }),
              last > first else { return 0 }
        let span = profile[first...last].map(Double.init)
        let mean = span.reduce(0, +) / Double(span.count)
        guard mean > 0 else { return 0 }
        return span.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(span.count) / (mean * mean)
    }

    /// Share of the positions between the first and last inked one whose ink is under 2 % of the fullest.
    static func gapShare(_ profile: [Int]) -> Double {
        guard let first = profile.firstIndex(where: { $0 > 0 }), let last = profile.lastIndex(where: { $0 > 0 }),
              let peak = profile.max(), last > first else { return 0 }
        let span = profile[first...last]
        return Double(span.filter { Double($0) < 0.02 * Double(peak) }.count) / Double(span.count)
    }
}

extension PaperRegion {
    /// The same piece turned a quarter the way that keeps its angle within ±90° (which end is up cannot be
    /// told from the shape or the lines' direction): width and height swap.
    public var quarterTurned: PaperRegion {
        PaperRegion(index: index, centerX: centerX, centerY: centerY, width: height, height: width,
                    angle: angle > 0 ? angle - 90 : angle + 90)
    }

    /// The same piece turned end over end (its print stood on its head): same size, angle half a turn on,
    /// kept within (−180°, 180°].
    public var halfTurned: PaperRegion {
        PaperRegion(index: index, centerX: centerX, centerY: centerY, width: width, height: height,
                    angle: angle > 0 ? angle - 180 : angle + 180)
    }
}
