import Foundation

/// Scores a candidate page quadrilateral on the reduced image: how much of each side lies on a straight
/// edge of one polarity, whether the inside is brighter than the outside, and how large it is.
struct QuadScorer {
    /// Stretches each side is split into for the lighting model (two give it a falloff along every side).
    static let parts = 2
    let image: GrayImage
    let edges: EdgeMap
    /// Regions of smooth tone, parted by edges of `toneEdge` × `supportThreshold` and stronger.
    let regions: ToneRegions
    /// Well below what a page side needs for support, so a weak stretch of the page's edge still parts paper
    /// from background, and well above a falloff's or a soft shadow's gentle gradient. Page finding on the
    /// generated photo sets measured is the same for anything from 0.2 to 0.7; from 0.8 a receipt's paper
    /// leaks into the light table through a weak stretch of its side.
    static let toneEdge = 0.4
    /// Gradient along the side's normal needed for a sample to count as on the edge.
    let supportThreshold: Double
    /// Support credited to a side lying on the image frame (a page running out of the picture).
    var frameSupport = 0.7
    /// How far a side's brightness step may differ from the other sides' (as a ratio) before it loses credit.
    var stepTolerance = 1.5
    /// Page-to-background brightness ratio (as a log) at which a strip's page-or-background call is fully trusted.
    var clearSeparation = 0.15
    /// A stroke this much darker than the brightest point near it is print whatever the paper's brightness
    /// there (paper in shadow is darker than the page level elsewhere; background texture is rarely this dark).
    var strongPrint = 0.55
    /// A region of smooth tone is the page's paper when it holds at least this share of the samples just
    /// inside the real sides and no more than `leakShare` of its own count just outside them.
    var paperShare = 0.1
    var leakShare = 0.1

    /// Side measures already taken, by segment: a search builds each side of its quads from the same three lines
    /// (the side's own and the two it runs between) for every choice of the fourth, so most sides it scores were
    /// measured before. `side` is a pure function of its segment, so the measure taken once stands for all.
    private let memo = SideMemo()

    final class SideMemo {
        var measures: [SideKey: SideMeasure] = [:]
    }

    /// A segment's exact ends (bit patterns: no two different doubles meet) and whether regions were asked for.
    struct SideKey: Hashable {
        let ax, ay, bx, by: UInt64
        let withRegions: Bool
    }

    init(image: GrayImage, edges: EdgeMap) {
        self.image = image
        self.edges = edges
        supportThreshold = max(3, 0.5 * Double(edges.percentile(0.9)))
        regions = ToneRegions(edges: edges, threshold: Self.toneEdge * supportThreshold)
    }

    /// Side i runs from corner i to corner i + 1 (top, right, bottom, left). `checkingPrint` false leaves out
    /// the costliest check (print beyond a side), which can only lower a score: an upper bound that lets a
    /// search skip the check on candidates that could not win anyway.
    func score(_ quad: Quad, frameSides: [Bool], checkingPrint: Bool = true) -> Double {
        var supports = [Double](repeating: 0, count: 4)
        var brighterInside = 0, measured = 0
        var measures: [Int: SideMeasure] = [:]
        for i in 0..<4 where !frameSides[i] {
            let m = measuredSide(from: quad.corners[i], to: quad.corners[(i + 1) % 4], withRegions: frameSides.contains(true))
            measures[i] = m
            measured += 1
            if m.contrast >= 4 { brighterInside += 1 }
        }
        // A page is brighter (or darker) than its background on every side: count each side's edge samples
        // of the polarity the quad's sides mostly agree on, so a line of text (dark above, light below) inside
        // the page cannot stand in for a side.
        let brighter = measures.values.map { $0.brighterInside - $0.darkerInside }.reduce(0, +) >= 0
        for (i, m) in measures {
            supports[i] = m.samples == 0 ? frameSupport : Double(brighter ? m.brighterInside : m.darkerInside) / Double(m.samples)
        }
        // A side on the frame earns credit only as far as the page seems to go on there: the strip just
        // inside it looks like the page just inside its real sides (a call worth no more than page and
        // background can be told apart: paper on a light table is barely brighter than the table), under the
        // lighting seen along those sides (vignetting or a broad shadow dims the paper near the frame), or is
        // joined to the paper inside the real sides by smooth tone, crossing no edge (a falloff too strong for
        // the lighting model still leaves the dimmest paper joined to the rest; the table beyond a real side
        // is parted from it by the page's edge however close the two are in brightness).
        let real = measures.values.filter { $0.samples > 0 }
        let pageLevel = real.isEmpty ? 0 : real.map(\.insideLevel).reduce(0, +) / Double(real.count)
        let backgroundLevel = real.isEmpty ? 0 : real.map(\.outsideLevel).reduce(0, +) / Double(real.count)
        let lighting = LightingModel(samples: real.flatMap(\.parts), size: Double(max(image.width, image.height)),
                                     page: pageLevel, background: backgroundLevel)
            ?? LightingModel(page: pageLevel, background: backgroundLevel)
        let paper = paperRegions(real)
        for i in 0..<4 where frameSides[i] {
            supports[i] = frameSupport * separation(page: pageLevel, background: backgroundLevel)
                * pageLike(from: quad.corners[i], to: quad.corners[(i + 1) % 4], offset: -3, lighting: lighting,
                           paper: paper)
        }
        // Lighting multiplies: along a page's real edges paper and background differ by much the same ratio
        // however the light falls. A side whose step is far weaker or far stronger than the others' (a
        // shadow across the paper, the foot of a line of print) is not one of the page's edges.
        let steps = measures.mapValues { m in
            (brighter ? 1.0 : -1.0) * log((m.insideLevel + 1) / (m.outsideLevel + 1))
        }
        for (i, m) in measures where m.samples > 0 {
            let others = steps.filter { $0.key != i && (measures[$0.key]?.samples ?? 0) > 0 }.map(\.value).sorted()
            guard !others.isEmpty else { continue }
            let reference = others[others.count / 2]
            guard reference > 0 else { continue }
            let own = max(0, steps[i] ?? 0)
            supports[i] *= min(1, stepTolerance * min(own, reference) / max(own, reference))
        }
        // A side with print beyond it lies on the page, along a line of text, not at the page's edge.
        for (i, m) in measures where checkingPrint && m.samples > 0 && supports[i] > 0 {
            supports[i] *= 1 - printBeyond(from: quad.corners[i], to: quad.corners[(i + 1) % 4],
                                           page: pageLevel, background: backgroundLevel)
        }
        let mean = supports.reduce(0, +) / 4
        let minimum = supports.min() ?? 0
        let areaShare = quad.area / Double(image.width * image.height)
        let bright = measured > 0 ? Double(brighterInside) / Double(measured) : 0
        return 0.5 * mean + 0.2 * minimum + 0.1 * bright + 0.2 * min(1, areaShare).squareRoot()
    }

    /// How far apart page and background brightness are, 0 (indistinguishable) to 1 (a clear step): a
    /// page-or-background call on a strip is only as telling as this.
    func separation(page: Double, background: Double) -> Double {
        min(1, abs(log((page + 1) / (background + 1))) / clearSeparation)
    }

    struct SideMeasure {
        /// Samples on an edge with the inside brighter, and with the inside darker.
        var brighterInside = 0
        var darkerInside = 0
        /// Samples inside the picture; 0 when the side is mostly outside it (then it cannot be checked).
        var samples = 0
        /// Mean brightness inside minus outside, and inside.
        var contrast = 0.0
        var insideLevel = 0.0
        var outsideLevel = 0.0
        /// The same levels over each stretch of the side the picture shows, at its middle (for the lighting model).
        var parts: [LightingModel.Sample] = []
        /// The region of smooth tone at samples just inside and just outside (for `paperRegions`).
        var insideRegions: [Int32] = []
        var outsideRegions: [Int32] = []
    }

    /// The regions of smooth tone holding the paper just inside the real sides (a shadow's edge across the
    /// page parts it into several), leaving out any that is also what lies just outside them (where the
    /// page's edge is too weak to part paper and background, tone says nothing).
    func paperRegions(_ real: [SideMeasure]) -> Set<Int32> {
        let inside = Self.counts(real.flatMap(\.insideRegions)), outside = Self.counts(real.flatMap(\.outsideRegions))
        let total = inside.map(\.count).reduce(0, +)
        let leaked = Dictionary(uniqueKeysWithValues: outside.map { ($0.region, $0.count) })
        return Set(inside.filter { r in
            Double(r.count) >= paperShare * Double(total) && Double(leaked[r.region] ?? 0) <= leakShare * Double(r.count)
        }.map(\.region))
    }

    /// How often each region occurs (a side sees a handful of regions: sorting beats hashing every sample).
    static func counts(_ regions: [Int32]) -> [(region: Int32, count: Int)] {
        var result: [(region: Int32, count: Int)] = []
        for r in regions.sorted() {
            if result.last?.region == r { result[result.count - 1].count += 1 } else { result.append((r, 1)) }
        }
        return result
    }

    /// `side(from:to:withRegions:)`, taken once a segment (`memo`).
    func measuredSide(from a: Vector2, to b: Vector2, withRegions: Bool) -> SideMeasure {
        let key = SideKey(ax: a.x.bitPattern, ay: a.y.bitPattern, bx: b.x.bitPattern, by: b.y.bitPattern, withRegions: withRegions)
        if let known = memo.measures[key] { return known }
        let measure = side(from: a, to: b, withRegions: withRegions)
        memo.measures[key] = measure
        return measure
    }

    /// Edge samples along the segment of each polarity, and the brightness on either side; with
    /// `withRegions`, also the regions of smooth tone on either side (only a quad with a side on the frame
    /// needs them).
    func side(from a: Vector2, to b: Vector2, withRegions: Bool = false) -> SideMeasure {
        var measure = SideMeasure()
        let d = b - a
        let length = d.length
        guard length > 1 else { return measure }
        let unit = d * (1 / length)
        let outward = Vector2(unit.y, -unit.x)
        let n = max(16, min(200, Int(length / 2)))
        let w = Double(image.width), h = Double(image.height)
        var stretches = [LightingModel.Sample](repeating: LightingModel.Sample(position: Vector2(0, 0), inside: 0, outside: 0),
                                               count: Self.parts)
        var stretchCounts = [Int](repeating: 0, count: Self.parts)
        for k in 0..<n {
            let t = 0.05 + 0.9 * (Double(k) + 0.5) / Double(n)
            let p = a + d * t
            guard p.x >= 1, p.y >= 1, p.x < w - 1, p.y < h - 1 else { continue }
            measure.samples += 1
            var best = 0.0
            // Five offsets across the side, in this order (the first of equal strength wins), written out rather
            // than looped over an array: this runs for every sample of thousands of candidate quads a photo.
            @inline(__always) func strongest(_ o: Double) {
                let q = p + outward * o
                let v = edges.along(q.x, q.y, normal: outward)
                if abs(v) > abs(best) { best = v }
            }
            strongest(-1.5); strongest(-0.75); strongest(0); strongest(0.75); strongest(1.5)
            let pin = p - outward * 3, pout = p + outward * 3
            let inside = image.sample(pin.x, pin.y), outside = image.sample(pout.x, pout.y)
            let step = inside - outside
            // A page edge is a step between two regions; a thin rule has the same brightness on both sides.
            if best <= -supportThreshold && step >= 6 { measure.brighterInside += 1 }
            if best >= supportThreshold && step <= -6 { measure.darkerInside += 1 }
            measure.contrast += step
            measure.insideLevel += inside
            measure.outsideLevel += outside
            let stretch = min(Self.parts - 1, k * Self.parts / n)
            stretches[stretch].position = stretches[stretch].position + p
            stretches[stretch].inside += inside
            stretches[stretch].outside += outside
            stretchCounts[stretch] += 1
            // Every fourth sample is plenty to tell which regions lie on either side.
            if withRegions && k % 4 == 0 {
                if let r = regions.firstRegion(from: p, step: outward * -2) { measure.insideRegions.append(r) }
                if let r = regions.firstRegion(from: p, step: outward * 2) { measure.outsideRegions.append(r) }
            }
        }
        // A side is judged on the part of it the picture shows; only one almost wholly outside cannot be checked.
        guard measure.samples >= max(8, n / 6) else { return SideMeasure() }
        measure.contrast /= Double(measure.samples)
        measure.insideLevel /= Double(measure.samples)
        measure.outsideLevel /= Double(measure.samples)
        // Each stretch at the mean of what the picture shows of it; stretches outside the picture are left out.
        for i in stretches.indices where stretchCounts[i] > 0 {
            let scale = 1 / Double(stretchCounts[i])
            measure.parts.append(LightingModel.Sample(position: stretches[i].position * scale,
                                                      inside: stretches[i].inside * scale, outside: stretches[i].outside * scale))
        }
        return measure
    }

    /// Share of samples along a side, `offset` pixels beyond it (negative: inside), nearer the page's
    /// brightness than the background's, as ratios (lighting and shadows multiply), or in one of the `paper`
    /// regions of smooth tone. Each sample is the brightest of a small patch (or any point of it in the
    /// paper), so print on the paper still counts as paper.
    func pageLike(from a: Vector2, to b: Vector2, offset: Double, lighting: LightingModel, paper: Set<Int32> = []) -> Double {
        let d = b - a
        let length = d.length
        guard length > 1 else { return 0 }
        let unit = d * (1 / length)
        let outward = Vector2(unit.y, -unit.x)
        let w = Double(image.width), h = Double(image.height)
        let depth = offset < 0 ? -1.0 : 1.0
        var total = 0, similar = 0
        for k in 0..<32 {
            let p = a + d * (0.05 + 0.9 * (Double(k) + 0.5) / 32) + outward * offset
            var brightest = -1.0
            for across in [0.0, 1.5, 3.0] {
                for along in [-3.0, -1.5, 0, 1.5, 3.0] {
                    let q = p + outward * (depth * across) + unit * along
                    guard q.x >= 0, q.y >= 0, q.x <= w - 1, q.y <= h - 1 else { continue }
                    brightest = max(brightest, image.sample(q.x, q.y))
                }
            }
            guard brightest >= 0 else { continue }
            total += 1
            if lighting.looksLikePage(brightest, at: p) || joined(p, outward * depth, unit, paper) { similar += 1 }
        }
        // Beyond the picture nothing can be seen: no evidence either way.
        return total < 8 ? (offset < 0 ? 0 : 0.3) : Double(similar) / Double(total)
    }

    /// Whether any point of `pageLike`'s patch at `p` lies in one of the `paper` regions.
    private func joined(_ p: Vector2, _ across: Vector2, _ along: Vector2, _ paper: Set<Int32>) -> Bool {
        guard !paper.isEmpty else { return false }
        for a in [0.0, 1.5, 3.0] {
            for b in [-3.0, -1.5, 0, 1.5, 3.0] {
                if let r = regions.region(at: p + across * a + along * b), paper.contains(r) { return true }
            }
        }
        return false
    }
}
