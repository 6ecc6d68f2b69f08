import Foundation

/// Builds page quadrilaterals from pairs of roughly horizontal and roughly vertical lines (plus the image
/// frame, for pages cut by it) and keeps the best-scoring plausible one.
struct QuadSearch {
    let width: Int
    let height: Int
    /// Lines of each direction considered.
    var perDirection = 12

    struct Candidate {
        var quad: Quad
        var score: Double
        /// top, right, bottom, left: whether that side is the image frame.
        var frameSides: [Bool]
    }

    func best(from lines: [HoughLine], scorer: QuadScorer) -> Candidate? {
        let w = Double(width), h = Double(height)
        func yAtCentre(_ l: Line2) -> Double { (l.offset - l.normal.x * w / 2) / l.normal.y }
        func xAtCentre(_ l: Line2) -> Double { (l.offset - l.normal.y * h / 2) / l.normal.x }
        // The strongest lines of each direction, plus the outermost fairly strong ones: a page with many
        // rules or dense text has stronger inner lines than its own edges, which are the outermost.
        func pick(_ all: [HoughLine], position: (Line2) -> Double) -> [HoughLine] {
            guard let strongest = all.first?.votes else { return [] }
            var chosen = Array(all.prefix(perDirection))
            let fair = all.filter { $0.votes >= 0.15 * strongest }.sorted { position($0.line) < position($1.line) }
            for line in fair.prefix(3) + fair.suffix(3) where !chosen.contains(line) { chosen.append(line) }
            return chosen
        }
        var horizontal = pick(lines.filter { abs($0.line.normal.y) > abs($0.line.normal.x) }, position: yAtCentre)
        var vertical = pick(lines.filter { abs($0.line.normal.y) <= abs($0.line.normal.x) }, position: xAtCentre)
        horizontal += [HoughLine(line: Line2(normal: Vector2(0, 1), offset: 0), votes: 0, isFrame: true),
                       HoughLine(line: Line2(normal: Vector2(0, 1), offset: h), votes: 0, isFrame: true)]
        vertical += [HoughLine(line: Line2(normal: Vector2(1, 0), offset: 0), votes: 0, isFrame: true),
                     HoughLine(line: Line2(normal: Vector2(1, 0), offset: w), votes: 0, isFrame: true)]
        var bounds: [Candidate] = []
        for i in horizontal.indices {
            for j in horizontal.indices where j > i {
                var (top, bottom) = (horizontal[i], horizontal[j])
                if yAtCentre(top.line) > yAtCentre(bottom.line) { swap(&top, &bottom) }
                guard yAtCentre(bottom.line) - yAtCentre(top.line) >= 0.1 * h else { continue }
                for k in vertical.indices {
                    for l in vertical.indices where l > k {
                        var (left, right) = (vertical[k], vertical[l])
                        if xAtCentre(left.line) > xAtCentre(right.line) { swap(&left, &right) }
                        guard xAtCentre(right.line) - xAtCentre(left.line) >= 0.05 * w else { continue }
                        let frame = [top.isFrame, right.isFrame, bottom.isFrame, left.isFrame]
                        // The whole frame, or three sides of it, is no evidence of a page.
                        guard frame.filter({ $0 }).count <= 2 else { continue }
                        guard let tl = top.line.intersection(left.line), let tr = top.line.intersection(right.line),
                              let br = bottom.line.intersection(right.line), let bl = bottom.line.intersection(left.line)
                        else { continue }
                        let quad = Quad(tl, tr, br, bl)
                        guard plausible(quad) else { continue }
                        bounds.append(Candidate(quad: quad, score: scorer.score(quad, frameSides: frame, checkingPrint: false),
                                                frameSides: frame))
                    }
                }
            }
        }
        // The full score is never above the bound: check candidates from the highest bound down and stop once
        // no bound left can beat the best full score (the same winner as fully scoring them all, for a
        // fraction of the work).
        bounds.sort { $0.score > $1.score }
        var best: Candidate?
        for candidate in bounds {
            if let best, candidate.score <= best.score { break }
            let score = scorer.score(candidate.quad, frameSides: candidate.frameSides)
            if score > (best?.score ?? -1) { best = Candidate(quad: candidate.quad, score: score, frameSides: candidate.frameSides) }
        }
        return best
    }

    /// Convex, not tiny, corners not far outside the picture, no corner angle sharper than 35°.
    func plausible(_ quad: Quad) -> Bool {
        let w = Double(width), h = Double(height)
        for c in quad.corners where c.x < -0.3 * w || c.x > 1.3 * w || c.y < -0.3 * h || c.y > 1.3 * h { return false }
        guard quad.isConvex, Polygon.signedArea(quad.corners) > 0 else { return false }
        guard quad.area >= 0.04 * w * h else { return false }
        return quad.angles.allSatisfy { (35...145).contains($0) }
    }
}
