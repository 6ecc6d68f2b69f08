import DocModel

/// Turns every reading of a page's codes (both decoders, the image as decoded and the straightened page, all in
/// one coordinate space) into one code per physical code:
/// - readings of one code — same payload, boxes overlapping, or for a 1-D code lying along the same line
///   (zxing-cpp's scan lines a few pixels apart, ZBar's rows further down) — become one code with the union of
///   their boxes and every decoder that read it;
/// - where readings of one EAN/UPC or ITF code disagree (each passing its check digit, as a misread pair of
///   digits can), the payload with more evidence wins: more decoders, then more scan lines and reports;
///   the other is dropped.
public enum BarcodeMerger {
    public static func merge(_ readings: [BarcodeReading]) -> [Barcode] {
        // Readings linked pairwise, clusters closed transitively (union-find): scan lines found in any order
        // join up into the code they read.
        var parent = Array(readings.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        for i in readings.indices {
            for j in readings.indices where j > i {
                let (a, b) = (readings[i].code, readings[j].code)
                if sameCode(a, b) || disagree(a, b) { parent[root(j)] = root(i) }
            }
        }
        var clusters: [Int: [BarcodeReading]] = [:]
        var order: [Int] = []
        for i in readings.indices {
            let r = root(i)
            if clusters[r] == nil { order.append(r) }
            clusters[r, default: []].append(readings[i])
        }
        return order.compactMap { clusters[$0] }.map(decide)
    }

    /// Merges two lists of codes already decided (each code one reading, with the votes of one).
    public static func merge(_ primary: [Barcode], _ secondary: [Barcode]) -> [Barcode] {
        merge((primary + secondary).map { BarcodeReading(code: $0, votes: 1) })
    }

    /// The code a cluster of readings stands for: the text with the most evidence (decoders, then scan lines
    /// and reports; a tie keeps the fuller text, then the first read). An add-on counts as part of the text, so
    /// one read by a single decoder where the other decoder read the code without it needs more evidence (a
    /// noisy scan can show zxing-cpp an EAN-2 that is not printed).
    static func decide(_ cluster: [BarcodeReading]) -> Barcode {
        var byText: [String: [BarcodeReading]] = [:]
        var order: [String] = []
        for reading in cluster {
            let c = Symbology.comparable(reading.code.symbology, reading.code.payload)
            let key = c.family + ":" + c.payload
            if byText[key] == nil { order.append(key) }
            byText[key, default: []].append(reading)
        }
        func evidence(_ key: String) -> (Int, Int, Int) {
            let readings = byText[key] ?? []
            return (Set(readings.flatMap(\.code.decoders)).count, readings.map(\.votes).reduce(0, +), key.count)
        }
        var winner = order[0]
        for key in order.dropFirst() where evidence(key) > evidence(winner) { winner = key }
        let readings = byText[winner] ?? cluster
        var code = readings[0].code
        code.decoders = ["zxing", "zbar"].filter { name in readings.contains { $0.code.decoders.contains(name) } }
        code.gs1 = code.gs1 ?? readings.lazy.compactMap(\.code.gs1).first
        code.gtin = code.gtin ?? readings.lazy.compactMap(\.code.gtin).first
        // The union of every reading's box in the cluster (scan lines of all texts lie on the same bars).
        if Symbology.isLinear(code.symbology) {
            if cluster.count > 1, let union = unionBox(cluster.compactMap(\.code.box)) {
                code.polygon = [.init(x: union.x, y: union.y), .init(x: union.maxX - 1, y: union.y),
                                .init(x: union.maxX - 1, y: union.maxY - 1), .init(x: union.x, y: union.maxY - 1)]
            }
        }
        // A 2-D code's corners say how it lies: the first reading's quad is kept.
        return code
    }

    /// What makes two readings one code's text: the family and payload as `Symbology.comparable` gives them,
    /// an EAN/UPC's add-on left out (one decoder may miss it).
    public static func identity(_ code: Barcode) -> String {
        let c = Symbology.comparable(code.symbology, code.payload)
        return c.family == "ean13" ? c.family + ":" + c.payload.prefix(13) : c.family + ":" + c.payload
    }

    /// Two readings of one code: same text, and boxes that overlap, or (1-D codes) lie along one line.
    static func sameCode(_ a: Barcode, _ b: Barcode) -> Bool {
        guard identity(a) == identity(b) else { return false }
        guard let boxA = a.box, let boxB = b.box else { return true }
        return near(boxA, boxB, linear: Symbology.isLinear(a.symbology), overlap: 0.5, gap: 0.5)
    }

    /// Two readings of one EAN/UPC or ITF code with different texts: they lie on the same bars.
    static func disagree(_ a: Barcode, _ b: Barcode) -> Bool {
        let familyA = Symbology.comparable(a.symbology, a.payload).family
        guard ["ean13", "ean8", "itf"].contains(familyA), familyA == Symbology.comparable(b.symbology, b.payload).family,
              identity(a) != identity(b), let boxA = a.box, let boxB = b.box else { return false }
        return near(boxA, boxB, linear: true, overlap: 0.8, gap: 0.25)
    }

    /// Boxes that overlap (flat scan-line boxes padded by a few pixels), or, for a 1-D code, whose extents
    /// along the code overlap by `overlap` of the shorter one with a gap across it of at most `gap` of its length:
    /// the bars of one code are read on many rows, while two codes printed side by side stay apart along it.
    static func near(_ a: Box, _ b: Box, linear: Bool, overlap: Double, gap: Double) -> Bool {
        let pad = 8
        if a.x - pad < b.maxX && b.x - pad < a.maxX && a.y - pad < b.maxY && b.y - pad < a.maxY { return true }
        guard linear else { return false }
        let horizontal = a.width + b.width >= a.height + b.height
        let (a0, a1, b0, b1) = horizontal ? (a.x, a.maxX, b.x, b.maxX) : (a.y, a.maxY, b.y, b.maxY)
        let (c0, c1, d0, d1) = horizontal ? (a.y, a.maxY, b.y, b.maxY) : (a.x, a.maxX, b.x, b.maxX)
        let along = min(a1, b1) - max(a0, b0)
        let shorter = min(a1 - a0, b1 - b0), length = max(a1 - a0, b1 - b0)
        let across = max(0, max(c0, d0) - min(c1, d1))
        return Double(along) >= overlap * Double(shorter) && Double(across) <= gap * Double(length)
    }

    static func unionBox(_ boxes: [Box]) -> Box? {
        guard let x = boxes.map(\.x).min(), let y = boxes.map(\.y).min(), let maxX = boxes.map(\.maxX).max(),
              let maxY = boxes.map(\.maxY).max() else { return nil }
        return Box(x: x, y: y, width: maxX - x, height: maxY - y)
    }
}
