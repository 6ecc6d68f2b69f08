import DocModel

extension Box {
    var midX: Int { x + width / 2 }
    var midY: Int { y + height / 2 }

    func contains(pointX px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// Intersection over union, 0…1.
    public func iou(_ other: Box) -> Double {
        let inter = horizontalOverlap(other) * verticalOverlap(other)
        let union = area + other.area - inter
        return union > 0 ? Double(inter) / Double(union) : 0
    }
}

extension Array where Element: BinaryInteger {
    /// The middle value after sorting (upper middle for even counts); nil when empty.
    var median: Element? {
        guard !isEmpty else { return nil }
        return sorted()[count / 2]
    }
}
