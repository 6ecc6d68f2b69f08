import DocModel

/// Pairs the receipts Folio read on one scan with the true ones (a flatbed page can hold several). With
/// regions on both sides, a pair is scored by how much the found piece's box overlaps the true one
/// (intersection over union); otherwise by how many of total, date and merchant agree. Pairs are taken
/// best first, each receipt at most once; a pair needs some overlap or at least one agreeing field.
enum ReceiptMatching {
    struct TrueRegion: Decodable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int

        var box: Box { Box(x: x, y: y, width: width, height: height) }
    }

    /// For each true receipt, the index of the found receipt paired with it (nil when none).
    static func pair(found: [Receipt], truth: [CorpusReceiptScorer.ReceiptTruth.Body]) -> [Int?] {
        var candidates: [(score: Double, found: Int, truth: Int)] = []
        for (f, receipt) in found.enumerated() {
            for (t, expected) in truth.enumerated() {
                let score: Double
                if let region = receipt.region, let trueRegion = expected.region {
                    score = 10 * region.box.iou(trueRegion.box)
                } else {
                    let pairs = [(receipt.total?.value, expected.total), (receipt.date?.value, expected.date),
                                 (receipt.merchant?.value, expected.merchant)]
                    score = Double(pairs.filter { a, b in
                        a != nil && b != nil && ReceiptEvaluation.normalize(a ?? "") == ReceiptEvaluation.normalize(b ?? "")
                    }.count)
                }
                if score > 0 { candidates.append((score, f, t)) }
            }
        }
        var result = [Int?](repeating: nil, count: truth.count)
        var used = Set<Int>()
        for c in candidates.sorted(by: { $0.score > $1.score }) where result[c.truth] == nil && !used.contains(c.found) {
            result[c.truth] = c.found
            used.insert(c.found)
        }
        return result
    }
}
