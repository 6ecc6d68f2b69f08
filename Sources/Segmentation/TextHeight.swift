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
}
