/// The typical height of a page's characters, from the bounding boxes of its ink components: the median
/// height of the blobs shaped like characters (not specks, not ruling lines, not pictures). On receipts,
/// which print mostly capitals and digits, this is close to the cap height; on running text, between the
/// x-height and the cap height. Used to bring text to the size Tesseract reads best, whatever the scan's
/// resolution.
public enum TextHeight {
    /// Nil when fewer than `minimumCount` blobs look like characters (a blank or pictorial page).
    /// - Parameters:
    ///   - boxes: component sizes in pixels.
    ///   - pageHeight: the page's height, to drop blobs too tall to be a character (over an eighth of it).
    ///   - minimumHeight: blobs lower than this are specks or punctuation.
    public static func estimate(_ boxes: [(width: Int, height: Int)], pageHeight: Int,
                                minimumHeight: Int = 4, minimumCount: Int = 20) -> Double? {
        let tallest = max(minimumHeight + 1, pageHeight / 8)
        var heights = boxes.filter { box in
            // Characters are taller than a speck, shorter than a picture, not a rule (wide and flat) and
            // at most a few letters wide when touching neighbours (thermal print often joins them).
            box.height >= minimumHeight && box.height <= tallest
                && box.width * 8 >= box.height && box.width <= box.height * 4
        }.map(\.height)
        guard heights.count >= minimumCount else { return nil }
        heights.sort()
        let middle = heights.count / 2
        return heights.count % 2 == 1 ? Double(heights[middle]) : Double(heights[middle - 1] + heights[middle]) / 2
    }

    /// The height of a page's characters from two measures of it, in the page's pixels: `fine`, on a copy where
    /// letters are several pixels high, and `coarse`, on a copy `coarseScale` times the page's size. On a large
    /// photo the fine copy's blobs are often not characters: the grain of a desk or of crumpled paper, the dots
    /// of dot-matrix print (a receipt with 90 px capitals measured 21 px), which shrinking blurs away while whole
    /// characters remain. The coarse measure is taken when it finds characters at least `disagreement` times
    /// taller, at least `minimumCoarse` pixels high in its own copy (characters, not blurs of specks).
    public static func reconciled(fine: Double, coarse: Double?, coarseScale: Double,
                                  disagreement: Double = 1.6, minimumCoarse: Double = 5) -> Double {
        guard let coarse, coarse >= fine * disagreement, coarse * coarseScale >= minimumCoarse else { return fine }
        return coarse
    }

    /// How broken the print is: blobs much smaller than a character (under 0.35 × `height` both ways, at
    /// least 2 px high) per character-sized blob (0.6…2 × `height`). Solid print gives ~0.1–0.8 (dots of i,
    /// punctuation, noise); dot-matrix print and hairline thermal print that thresholding breaks apart
    /// give 1.5 and more.
    public static func fragmentation(_ boxes: [(width: Int, height: Int)], height: Double) -> Double {
        let characters = boxes.filter { Double($0.height) >= 0.6 * height && Double($0.height) <= 2 * height }.count
        let fragments = boxes.filter { $0.height >= 2 && Double($0.height) < 0.35 * height && Double($0.width) < 0.35 * height }.count
        return Double(fragments) / Double(max(1, characters))
    }
}
