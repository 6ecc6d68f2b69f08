/// The desk, table or hand left along the edges of a photographed page after it is warped upright.
///
/// A page found in a photo is rarely cut exactly along the paper: a receipt photographed on a dark table, its
/// outline a few pixels off or its corner beyond the frame, comes out of the warp with a wedge of table down
/// one side. Tesseract's page layout analysis takes such a dark region for a picture or a column and can read
/// nothing at all from the page beside it (a WildReceipt photo whose warped page the plain CLI reads as empty
/// reads whole once the wedge is gone). This finds dark regions that touch the page's edge and are far larger
/// than any glyph, and paints them the paper's tone; print cut by the edge is small and stays.
public enum EdgeBackground {
    /// What was found: the paper's tone, and how many pixels were painted over.
    public struct Cleared: Sendable, Equatable {
        public var paper: UInt8
        public var pixels: Int
    }

    /// Paints dark regions connected to the image border over with the paper's tone, in place. A region is
    /// cleared when it is darker than `darkness` × the paper's tone (the paper: a high percentile of the middle of
    /// the page, where the page certainly is) and it spans more than `minExtent` of the page's shorter side
    /// along either axis. Returns nil when nothing was cleared.
    @discardableResult
    public static func clear(_ image: inout GrayImage, darkness: Double = 0.6, minExtent: Double = 0.1) -> Cleared? {
        let width = image.width, height = image.height
        guard width >= 16, height >= 16 else { return nil }
        let paper = paperTone(image)
        let limit = UInt8(max(0, min(255, (Double(paper) * darkness).rounded())))
        guard limit > 0 else { return nil }
        let minSpan = max(8, Int(Double(min(width, height)) * minExtent))
        var seen = [Bool](repeating: false, count: width * height)
        var cleared = 0
        var stack: [Int] = []
        var region: [Int] = []
        func flood(from start: Int) {
            guard !seen[start], image.pixels[start] < limit else { return }
            seen[start] = true
            stack.append(start)
            region.removeAll(keepingCapacity: true)
            var minX = width, maxX = 0, minY = height, maxY = 0
            while let index = stack.popLast() {
                region.append(index)
                let x = index % width, y = index / width
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                // 4-connected: a glyph touching the region only by a corner pixel stays its own.
                for next in [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1,
                             y > 0 ? index - width : -1, y < height - 1 ? index + width : -1]
                where next >= 0 && !seen[next] && image.pixels[next] < limit {
                    seen[next] = true
                    stack.append(next)
                }
            }
            guard maxX - minX + 1 > minSpan || maxY - minY + 1 > minSpan else { return }
            paint(region, in: &image, tone: paper)
            cleared += region.count
        }
        for x in 0..<width {
            flood(from: x)
            flood(from: (height - 1) * width + x)
        }
        for y in 0..<height {
            flood(from: y * width)
            flood(from: y * width + width - 1)
        }
        return cleared > 0 ? Cleared(paper: paper, pixels: cleared) : nil
    }

    /// The paper's tone: the 70th percentile of the middle half of the page (text is darker, and the middle is
    /// paper even where a wide wedge of desk runs down a side).
    static func paperTone(_ image: GrayImage) -> UInt8 {
        image.tone(x: (image.width / 4)..<(image.width - image.width / 4),
                   y: (image.height / 4)..<(image.height - image.height / 4), percentile: 0.7)
    }

    /// Paints the region, then a 2-pixel rim around its boundary: the desk's edge fades into the paper over a
    /// few pixels that are not dark enough to be flooded but would still draw a line down the page.
    private static func paint(_ region: [Int], in image: inout GrayImage, tone: UInt8) {
        let width = image.width, height = image.height
        for index in region { image.pixels[index] = tone }
        for index in region {
            let x = index % width, y = index / width
            let boundary = (x > 0 && image.pixels[index - 1] < tone) || (x < width - 1 && image.pixels[index + 1] < tone)
                || (y > 0 && image.pixels[index - width] < tone) || (y < height - 1 && image.pixels[index + width] < tone)
            guard boundary else { continue }
            for ny in max(0, y - 2)...min(height - 1, y + 2) {
                for nx in max(0, x - 2)...min(width - 1, x + 2) where image.pixels[ny * width + nx] < tone {
                    image.pixels[ny * width + nx] = tone
                }
            }
        }
    }
}
