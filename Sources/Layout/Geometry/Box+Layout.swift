import DocModel

extension Box {
    var midX: Int { x + width / 2 }
    var midY: Int { y + height / 2 }

    func contains(pointX px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
}

extension Array where Element: BinaryInteger {
    /// The middle value after sorting (upper middle for even counts); nil when empty.
    var median: Element? {
        guard !isEmpty else { return nil }
        return sorted()[count / 2]
    }
}
