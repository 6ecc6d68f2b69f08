import DocModel
import Foundation

/// Finds separate pieces of paper (receipts) laid on a flatbed and scanned at once, on a reduced greyscale
/// copy of the page. The scanner lid shows at the page's border and is one even tone, white-ish grey or
/// dark; paper is brighter. Everything darker than halfway between the two that is connected to the border
/// is lid; what remains (paper with its print, which the paper encloses) splits into connected pieces, each
/// fitted with the turned rectangle of least area at any angle and stood on its long side.
///
/// Returns the regions only when there are at least two: a page holding one receipt, or a full sheet whose
/// border is paper, is read whole as before.
public struct PaperRegionFinder: Sendable {
    /// Paper must be at least this much brighter than the lid (grey levels); below it the two cannot be
    /// told apart (a sheet scanned edge to edge) and nothing is found.
    public var minContrast = 14.0
    /// A piece's shorter side must be at least this share of the page's shorter side, its area this share
    /// of the page's (drops specks, torn corners, dust).
    public var minShortSide = 0.08
    public var minArea = 0.015
    /// Paper pieces are rectangles: the piece must fill this share of its fitted rectangle.
    public var minFill = 0.8
    /// Share of a piece's pixels that must be print (darker than its paper by `inkStep`): receipts carry
    /// text, a bright object on a desk does not.
    public var minInk = 0.004
    public var inkStep = 40.0
    /// Largest tilt searched, degrees either way: 45 finds pieces lying at any angle (see `fit`).
    public var maxAngle = 45.0
    /// A piece whose fitted width is this many times its height lies on its long side and is stood up.
    public var elongation = 1.3

    public init() {}

    public func find(in image: GrayImage) -> [PaperRegion] {
        let w = image.width, h = image.height
        guard w >= 32, h >= 32 else { return [] }
        let smooth = Self.boxBlurred(image)
        guard let lid = LidModel(smooth) else { return [] }
        // Paper: the brightest percent of the page above the lid. The cut between lid and paper sits well
        // above the lid's own noise but below the dimmest paper, which can be much closer to the lid than
        // the brightest (receipts differ in tone).
        let excess = lid.percentileAbove(smooth, 0.99)
        guard excess >= minContrast else { return [] }
        let margin = min(max(6, 4 * lid.noise), excess / 2)
        let isLid = Self.lidMask(smooth) { x, y in lid.level(x, y) + margin }
        let pieces = Self.components(isLid.map { !$0 }, width: w, height: h)
        let pageArea = Double(w * h), shortPage = Double(min(w, h))
        var regions: [PaperRegion] = []
        var largestRejected = 0
        for piece in pieces where Double(piece.count) >= minArea * pageArea {
            guard let fitted = fit(piece, width: w), min(fitted.width, fitted.height) >= minShortSide * shortPage,
                  Double(piece.count) >= minFill * fitted.width * fitted.height,
                  Self.inkShare(piece, smooth, isLid: isLid, step: inkStep) >= minInk else {
                largestRejected = max(largestRejected, piece.count)
                continue
            }
            regions.append(fitted)
        }
        // Something as large as a receipt that is not one (a sheet lying steeply askew, a coloured object on
        // a desk): this is not a flatbed of receipts, and the page is read whole as before.
        let smallest = regions.map { $0.width * $0.height }.min() ?? 0
        guard regions.count >= 2, Double(largestRejected) < 0.5 * smallest else { return [] }
        return Self.readingOrder(regions)
    }

    /// Share of the piece's pixels darker than its paper (its median) by `step`, counting only pixels at
    /// least `inset` pixels from the lid: the blurred rim where paper meets the lid is not print.
    static func inkShare(_ piece: [Int], _ image: GrayImage, isLid: [Bool], step: Double, inset: Int = 3) -> Double {
        let w = image.width, h = image.height
        let interior = piece.filter { i in
            let x = i % w, y = i / w
            guard x >= inset, y >= inset, x < w - inset, y < h - inset else { return false }
            return (1...inset).allSatisfy { k in !isLid[i - k] && !isLid[i + k] && !isLid[i - k * w] && !isLid[i + k * w] }
        }
        guard !interior.isEmpty else { return 0 }
        var histogram = [Int](repeating: 0, count: 256)
        for i in interior { histogram[Int(image.pixels[i])] += 1 }
        var seen = 0, median = 255
        for (value, count) in histogram.enumerated() {
            seen += count
            if seen * 2 >= interior.count { median = value; break }
        }
        let cut = Double(median) - step
        let dark = histogram.enumerated().filter { Double($0.offset) < cut }.map(\.element).reduce(0, +)
        return Double(dark) / Double(interior.count)
    }

    /// 3×3 mean: the lid's sensor noise and the paper's print are averaged before thresholding.
    static func boxBlurred(_ image: GrayImage) -> GrayImage {
        let w = image.width, h = image.height
        var out = image
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) {
                var sum = 0
                for dy in -1...1 { for dx in -1...1 { sum += Int(image.pixels[(y + dy) * w + x + dx]) } }
                out.pixels[y * w + x] = UInt8(sum / 9)
            }
        }
        return out
    }

    /// Pixels at or below `threshold` at their place reachable from the border through such pixels
    /// (4-connected).
    static func lidMask(_ image: GrayImage, threshold: (Int, Int) -> Double) -> [Bool] {
        let w = image.width, h = image.height
        var lid = [Bool](repeating: false, count: w * h)
        var stack: [Int] = []
        func push(_ i: Int) {
            if !lid[i] && Double(image.pixels[i]) <= threshold(i % w, i / w) { lid[i] = true; stack.append(i) }
        }
        for x in 0..<w { push(x); push((h - 1) * w + x) }
        for y in 0..<h { push(y * w); push(y * w + w - 1) }
        while let i = stack.popLast() {
            let x = i % w, y = i / w
            if x > 0 { push(i - 1) }
            if x < w - 1 { push(i + 1) }
            if y > 0 { push(i - w) }
            if y < h - 1 { push(i + w) }
        }
        return lid
    }

    /// The 4-connected pieces of `mask`, each as its pixel indices.
    static func components(_ mask: [Bool], width w: Int, height h: Int) -> [[Int]] {
        var seen = [Bool](repeating: false, count: mask.count)
        var pieces: [[Int]] = []
        for start in mask.indices where mask[start] && !seen[start] {
            var piece: [Int] = [], stack = [start]
            seen[start] = true
            while let i = stack.popLast() {
                piece.append(i)
                let x = i % w, y = i / w
                // The four neighbours in this order, written out: an array of them a pixel cost more than the rest.
                @inline(__always) func visit(_ n: Int, _ ok: Bool) {
                    if ok && mask[n] && !seen[n] {
                        seen[n] = true
                        stack.append(n)
                    }
                }
                visit(i - 1, x > 0); visit(i + 1, x < w - 1); visit(i - w, y > 0); visit(i + w, y < h - 1)
            }
            pieces.append(piece)
        }
        return pieces
    }

    /// The turned rectangle of least area holding the piece, on the piece's outline: tilts every degree up to
    /// `maxAngle` either way, then every quarter degree round the best. Any turn of a rectangle is one of
    /// these with its sides swapped, so with `maxAngle` 45 a receipt lying at any angle is found; a piece
    /// clearly longer one way (`elongation`) is then stood on its long side (a receipt reads down its length),
    /// a squarer one keeps the smaller turn. Which end is up is not known from the shape.
    func fit(_ piece: [Int], width w: Int) -> PaperRegion? {
        // Membership by a mask over the piece's rows, not a hashed set: a page-sized piece is hundreds of
        // thousands of pixels (the same answers: a neighbour off the mask is not in the piece).
        let size = (piece.max() ?? 0) + w + 1
        var mask = [Bool](repeating: false, count: size)
        for i in piece { mask[i] = true }
        func member(_ i: Int) -> Bool { i >= 0 && i < size && mask[i] }
        let outline = piece.filter { i in
            !(member(i - 1) && member(i + 1) && member(i - w) && member(i + w))
        }.map { (x: Double($0 % w) + 0.5, y: Double($0 / w) + 0.5) }
        guard outline.count >= 8 else { return nil }
        typealias Fit = (area: Double, angle: Double, u0: Double, u1: Double, v0: Double, v1: Double)
        func measure(_ angle: Double) -> Fit {
            let r = angle * Double.pi / 180, c = cos(r), s = sin(r)
            var u0 = Double.infinity, u1 = -Double.infinity, v0 = Double.infinity, v1 = -Double.infinity
            for p in outline {
                let u = p.x * c + p.y * s, v = -p.x * s + p.y * c
                u0 = min(u0, u); u1 = max(u1, u); v0 = min(v0, v); v1 = max(v1, v)
            }
            return ((u1 - u0 + 1) * (v1 - v0 + 1), angle, u0, u1, v0, v1)
        }
        func search(_ from: Double, _ to: Double, _ step: Double) -> Fit? {
            var best: Fit?
            var angle = from
            while angle <= to + 1e-9 {
                let fit = measure(angle)
                if best.map({ fit.area < $0.area }) ?? true { best = fit }
                angle += step
            }
            return best
        }
        let span = min(45, maxAngle)
        guard let coarse = search(-span, span, 1),
              let b = search(max(-span, coarse.angle - 1), min(span, coarse.angle + 1), 0.25) else { return nil }
        let r = b.angle * Double.pi / 180, c = cos(r), s = sin(r)
        let cu = (b.u0 + b.u1) / 2, cv = (b.v0 + b.v1) / 2
        let region = PaperRegion(index: 0, centerX: cu * c - cv * s, centerY: cu * s + cv * c,
                                 width: b.u1 - b.u0 + 1, height: b.v1 - b.v0 + 1, angle: b.angle)
        // Lying on its long side: stand it up by a quarter turn (the print may still turn it back: `PrintDirection`).
        return region.width > elongation * region.height ? region.quarterTurned : region
    }

    /// Columns left to right (pieces whose horizontal spans overlap by half the narrower share a column),
    /// top to bottom within a column; indices follow.
    static func readingOrder(_ regions: [PaperRegion]) -> [PaperRegion] {
        var columns: [[PaperRegion]] = []
        for region in regions.sorted(by: { $0.box.x < $1.box.x }) {
            let box = region.box
            if let c = columns.firstIndex(where: { column in
                column.contains { other in
                    let o = other.box
                    let overlap = min(box.maxX, o.maxX) - max(box.x, o.x)
                    return Double(overlap) >= 0.5 * Double(min(box.width, o.width))
                }
            }) {
                columns[c].append(region)
            } else {
                columns.append([region])
            }
        }
        return columns.flatMap { $0.sorted { $0.centerY < $1.centerY } }.enumerated().map { i, region in
            var region = region
            region.index = i
            return region
        }
    }

    /// The region measured on a copy reduced by `factor` (small / page), in the page's pixels.
    public static func scaled(_ region: PaperRegion, by factor: Double) -> PaperRegion {
        PaperRegion(index: region.index, centerX: region.centerX / factor, centerY: region.centerY / factor,
                    width: region.width / factor, height: region.height / factor, angle: region.angle)
    }
}
