import DocModel

/// Turns every reading of a page's codes (both decoders, the image as decoded and the straightened page, all in
/// one coordinate space) into one code per physical code:
/// - readings of one code — same payload, boxes overlapping, or for a 1-D code lying along the same line
///   (zxing-cpp's scan lines a few pixels apart, ZBar's rows further down) — become one code with the union of
///   their boxes and every decoder that read it;
/// - where readings of one EAN/UPC or ITF code disagree (each passing its check digit, as a misread pair of
///   digits can), the payload with more evidence wins: more decoders, then zxing-cpp's, then more scan lines;
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
        let codes = order.compactMap { clusters[$0] }.map(decide)
        // ZBar also reports an add-on alone (EAN-2 "00") when it misses the code it belongs to, which zxing-cpp
        // read with it: then it is that code's, not a code of its own.
        return codes.filter { code in
            !["ean2", "ean5"].contains(code.symbology) || !codes.contains { hasAddOn($0) && $0.payload.hasSuffix(code.payload) }
        }
    }

    /// Merges two lists of codes already decided (each code one reading, with the votes of one).
    public static func merge(_ primary: [Barcode], _ secondary: [Barcode]) -> [Barcode] {
        merge((primary + secondary).map { BarcodeReading(code: $0, votes: 1) })
    }

    /// The code a cluster of readings stands for: the text with the most evidence (decoders; then zxing-cpp's
    /// over ZBar's; then scan lines and reports; a tie keeps the first read). An EAN/UPC add-on is then
    /// kept when a decoder read it, except one only zxing-cpp read where ZBar read the code without it: zxing-cpp
    /// 1.4 finds EAN-2s in a noisy scan's margin that are not printed, while ZBar only reports an add-on it found
    /// aligned with the code's own bars.
    static func decide(_ cluster: [BarcodeReading]) -> Barcode {
        func group(_ readings: [BarcodeReading], by key: (Barcode) -> String) -> [(key: String, readings: [BarcodeReading])] {
            var groups: [(key: String, readings: [BarcodeReading])] = []
            for reading in readings {
                let k = key(reading.code)
                if let index = groups.firstIndex(where: { $0.key == k }) { groups[index].readings.append(reading) } else {
                    groups.append((k, [reading]))
                }
            }
            return groups
        }
        func evidence(_ readings: [BarcodeReading]) -> (Int, Int) {
            (Set(readings.flatMap(\.code.decoders)).count, readings.map(\.votes).reduce(0, +))
        }
        // Between texts each read by one decoder, zxing-cpp's wins over ZBar's whatever ZBar's scan-line count:
        // ZBar repeats a wrong left-half parity on every line (a worn UPC-A read as EAN-13 6078790522143 on 9 lines
        // where zxing-cpp read 059290522143), so its count is no independent evidence.
        func weight(_ readings: [BarcodeReading]) -> (Int, Int, Int) {
            let decoders = Set(readings.flatMap(\.code.decoders))
            return (decoders.count, decoders.contains("zxing") ? 1 : 0, evidence(readings).1)
        }
        let texts = group(cluster, by: identity)
        var winner = texts[0]
        for text in texts.dropFirst() where weight(text.readings) > weight(winner.readings) { winner = text }
        let readings = winner.readings
        // Full texts of the winning code: with and without an add-on.
        let variants = group(readings) { $0.payload }
        let zbarPlain = readings.contains { $0.code.decoders.contains("zbar") && !hasAddOn($0.code) }
        let allowed = variants.filter { variant in
            !hasAddOn(variant.readings[0].code) || !zbarPlain || variant.readings.contains { $0.code.decoders.contains("zbar") }
        }
        let chosen = allowed.max { a, b in
            (a.key.count, evidence(a.readings).1) < (b.key.count, evidence(b.readings).1)
        } ?? variants[0]
        var code = chosen.readings[0].code
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

    /// An EAN/UPC code read with its EAN-2 or EAN-5 add-on.
    static func hasAddOn(_ code: Barcode) -> Bool {
        let c = Symbology.comparable(code.symbology, code.payload)
        return c.family == "ean13" && c.payload.count > 13
    }

    /// What makes two readings one code's text: the family and payload as `Symbology.comparable` gives them,
    /// an EAN/UPC's add-on left out (one decoder may miss it).
    public static func identity(_ code: Barcode) -> String {
        let c = Symbology.comparable(code.symbology, code.payload)
        return c.family == "ean13" ? c.family + ":" + c.payload.prefix(13) : c.family + ":" + c.payload
    }

    /// Two readings of one code: same text, and boxes that overlap, or (1-D codes) lie along one line less than
    /// the code's length apart (an EAN-13's bars are about 0.6 of its length tall; zxing-cpp's scan lines of one
    /// code can lie at its top and bottom).
    static func sameCode(_ a: Barcode, _ b: Barcode) -> Bool {
        guard identity(a) == identity(b) else { return false }
        guard let boxA = a.box, let boxB = b.box else { return true }
        return near(boxA, boxB, linear: Symbology.isLinear(a.symbology), overlap: 0.5, gap: 1)
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
