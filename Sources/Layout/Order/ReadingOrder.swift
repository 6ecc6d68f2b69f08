import DocModel

/// Reading order that follows columns: a recursive cut of the page along whitespace.
///
/// Items (line pieces and whole tables) are first grouped into horizontal bands, items whose y-ranges
/// overlap. Consecutive bands that share a vertical gutter (a strip of whitespace no item crosses) form
/// one multi-column region; a band crossing every gutter (a full-width title, heading or table) starts
/// a new region. A region with gutters is split into its columns, left to right, each read the same way
/// recursively; a region without one is a single column, read top to bottom.
enum ReadingOrder {
    /// Indices into `boxes`, in reading order, grouped by column run: each inner array is one column
    /// stretch read top to bottom (a new run starts where reading jumps to another column or region).
    static func order(_ boxes: [Box], minGutter: Int) -> [[Int]] {
        var out: [[Int]] = []
        cut(Array(boxes.indices), boxes, minGutter: max(1, minGutter), depth: 0, into: &out)
        return out
    }

    private static func cut(_ items: [Int], _ boxes: [Box], minGutter: Int, depth: Int, into out: inout [[Int]]) {
        guard items.count > 1, depth < 8 else {
            if !items.isEmpty { out.append(items) }
            return
        }
        let bands = Self.bands(items, boxes)
        var regions: [(items: [Int], gutters: [ClosedRange<Int>])] = []
        for band in bands {
            let own = gutters(band, boxes, minGutter: minGutter)
            if let last = regions.last, !last.gutters.isEmpty {
                // Gutters of the region with this band added, that continue one of the region's own: the band
                // joins when some gutter stays open (its lines may be longer or shorter than those above).
                let joined = gutters(last.items + band, boxes, minGutter: minGutter)
                let kept = joined.filter { g in last.gutters.contains { $0.overlaps(g) } }
                if !kept.isEmpty {
                    regions[regions.count - 1].items += band
                    regions[regions.count - 1].gutters = kept
                    continue
                }
            }
            regions.append((band, own))
        }
        // Merge consecutive single-column regions: they read straight down.
        var merged: [(items: [Int], gutters: [ClosedRange<Int>])] = []
        for region in regions {
            if let last = merged.last, last.gutters.isEmpty, region.gutters.isEmpty {
                merged[merged.count - 1].items += region.items
            } else {
                merged.append(region)
            }
        }
        for region in merged {
            guard !region.gutters.isEmpty, region.items.count > 1 else {
                out.append(region.items.sorted { (boxes[$0].y, boxes[$0].x) < (boxes[$1].y, boxes[$1].x) })
                continue
            }
            // Split at the gutters into columns, left to right.
            let cuts = region.gutters.sorted { $0.lowerBound < $1.lowerBound }.map { ($0.lowerBound + $0.upperBound) / 2 }
            var columns = Array(repeating: [Int](), count: cuts.count + 1)
            for i in region.items {
                let column = cuts.firstIndex { boxes[i].midX < $0 } ?? cuts.count
                columns[column].append(i)
            }
            let regionBands = Self.bands(region.items, boxes)
            if isLabelValueRows(columns, bands: regionBands, boxes, minGutter: minGutter) {
                out.append(regionBands.flatMap { $0.sorted { boxes[$0].x < boxes[$1].x } })
                continue
            }
            for column in columns where !column.isEmpty {
                if column.count == region.items.count {
                    out.append(column.sorted { (boxes[$0].y, boxes[$0].x) < (boxes[$1].y, boxes[$1].x) })
                } else {
                    cut(column, boxes, minGutter: minGutter, depth: depth + 1, into: &out)
                }
            }
        }
    }

    /// Receipts, price lists and totals set each label at the left and its amount far to the right, across a gap
    /// wider than a gutter: read as columns, every label came before every amount ("VAT 20% incl. TOTAL £ VISA"
    /// then "4.05 24.28 24.28"). Columns right of the first whose items are short (at most `valueWidths`
    /// gutters wide, an amount or a time, not a sidebar's line of text), each level with an item of the first
    /// column, on at least half the region's bands, are the rows' values: the region is read row by row.
    static let valueWidths = 10

    private static func isLabelValueRows(_ columns: [[Int]], bands: [[Int]], _ boxes: [Box], minGutter: Int) -> Bool {
        guard columns.count > 1, let labels = columns.first, !labels.isEmpty else { return false }
        let values = columns.dropFirst().joined()
        guard !values.isEmpty, values.allSatisfy({ boxes[$0].width <= valueWidths * minGutter }) else { return false }
        let labelSet = Set(labels)
        var bandsWithValues = 0
        for band in bands where band.contains(where: { !labelSet.contains($0) }) {
            guard band.contains(where: { labelSet.contains($0) }) else { return false }
            bandsWithValues += 1
        }
        return 2 * bandsWithValues >= bands.count
    }

    /// Items grouped into bands of overlapping y-range, top to bottom.
    private static func bands(_ items: [Int], _ boxes: [Box]) -> [[Int]] {
        var bands: [(maxY: Int, items: [Int])] = []
        for i in items.sorted(by: { boxes[$0].y < boxes[$1].y }) {
            // Overlap of more than a quarter of the item's height joins the band (touching lines do not).
            if let last = bands.last, boxes[i].y + boxes[i].height / 4 < last.maxY {
                bands[bands.count - 1].items.append(i)
                bands[bands.count - 1].maxY = max(last.maxY, boxes[i].maxY)
            } else {
                bands.append((boxes[i].maxY, [i]))
            }
        }
        return bands.map(\.items)
    }

    /// Strips of x that no item of the band covers, between its leftmost and rightmost item.
    private static func gutters(_ band: [Int], _ boxes: [Box], minGutter: Int) -> [ClosedRange<Int>] {
        let spans = band.map { (boxes[$0].x, boxes[$0].maxX) }.sorted { $0.0 < $1.0 }
        var result: [ClosedRange<Int>] = []
        var reach = spans.first?.1 ?? 0
        for (start, end) in spans.dropFirst() {
            if start - reach >= minGutter { result.append(reach...start) }
            reach = max(reach, end)
        }
        return result
    }

}
