import DocModel

/// Which way the lines of print run on a piece of paper cut out upright: a receipt lying at any angle is
/// fitted by its shape only up to a quarter turn (most receipts are nearly square pieces), so the print
/// decides whether it stands or lies. Lines of print leave empty bands between them across the whole width;
/// down the page, the characters of different lines fill each other's gaps.
public enum PrintDirection {
    /// True when the lines run along the image's width (upright, or upside down), false when along its
    /// height (a quarter turn off), nil when the two cannot be told apart (little print, or as many gaps
    /// both ways). Print is what is darker than the paper (the median) by `step`.
    public static func linesRunAcross(_ image: GrayImage, step: Int = 40, margin: Double = 0.1) -> Bool? {
        let w = image.width, h = image.height
        guard w >= 16, h >= 16 else { return nil }
        var histogram = [Int](repeating: 0, count: 256)
        for p in image.pixels { histogram[Int(p)] += 1 }
        var seen = 0, median = 255
        for (value, count) in histogram.enumerated() {
            seen += count
            if seen * 2 >= image.pixels.count { median = value; break }
        }
        let cut = median - step
        var rows = [Int](repeating: 0, count: h), columns = [Int](repeating: 0, count: w)
        for y in 0..<h {
            for x in 0..<w where Int(image.pixels[y * w + x]) < cut {
                rows[y] += 1
                columns[x] += 1
            }
        }
        guard rows.reduce(0, +) >= (w * h) / 500 else { return nil }
        let across = gapShare(rows), down = gapShare(columns)
        if across > down + margin { return true }
        if down > across + margin { return false }
        return nil
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
}
