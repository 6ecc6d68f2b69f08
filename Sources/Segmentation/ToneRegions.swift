/// The picture split into regions of smooth tone: pixels whose gradient is below a threshold, 4-connected;
/// pixels on an edge (print, a page's side, texture) belong to none. Lighting falls off gently, so paper
/// dimmed towards a corner or under a soft shadow stays one region with the rest of the page, while the
/// page's own edge separates it from the background beyond, however close the two are in brightness.
struct ToneRegions {
    let width: Int
    let height: Int
    /// Region of each pixel, rows packed; -1 for edge pixels and the picture's outermost ring.
    let labels: [Int32]

    /// `threshold`: gradient magnitude (as `EdgeMap` gives it) at and above which a pixel is an edge.
    init(edges: EdgeMap, threshold: Double) {
        width = edges.width
        height = edges.height
        let w = width, h = height
        var labels = [Int32](repeating: -1, count: w * h)
        // The edge map is zero on its outermost ring, which would join every region reaching the frame:
        // that ring is left out.
        func smooth(_ i: Int) -> Bool {
            let x = i % w, y = i / w
            return x > 0 && y > 0 && x < w - 1 && y < h - 1 && Double(edges.magnitude[i]) < threshold
        }
        var next: Int32 = 0
        var stack: [Int] = []
        for start in labels.indices where labels[start] < 0 && smooth(start) {
            labels[start] = next
            stack.append(start)
            while let i = stack.popLast() {
                // Neighbours of a smooth pixel are in the picture: the outermost ring is never smooth.
                if labels[i - 1] < 0 && smooth(i - 1) { labels[i - 1] = next; stack.append(i - 1) }
                if labels[i + 1] < 0 && smooth(i + 1) { labels[i + 1] = next; stack.append(i + 1) }
                if labels[i - w] < 0 && smooth(i - w) { labels[i - w] = next; stack.append(i - w) }
                if labels[i + w] < 0 && smooth(i + w) { labels[i + w] = next; stack.append(i + w) }
            }
            next += 1
        }
        self.labels = labels
    }

    /// Region at a point (continuous coordinates), or nil on an edge or outside the picture.
    @inline(__always) func region(at p: Vector2) -> Int32? {
        guard p.x >= 0, p.y >= 0 else { return nil }
        let x = Int(p.x), y = Int(p.y)
        guard x < width, y < height else { return nil }
        let label = labels[y * width + x]
        return label < 0 ? nil : label
    }

    /// The region at the first of `from + 2·step`, `+ 3·step`, `+ 4·step` not on an edge: a page side's own
    /// edge blurs over a few pixels either side of it.
    func firstRegion(from p: Vector2, step: Vector2) -> Int32? {
        for k in 2...4 {
            if let r = region(at: p + step * Double(k)) { return r }
        }
        return nil
    }
}
