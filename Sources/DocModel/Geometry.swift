/// Coordinates used everywhere in Folio: pixels of the (rectified) page at `Page.dpi`,
/// origin top-left, x to the right, y downwards; `x + width` and `y + height` are exclusive.
/// The PDF adapter converts from PDF points (origin bottom-left) into this space.
public struct Box: Hashable, Codable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "inverted box")
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { width * height }

    /// The smallest box holding both.
    public func union(_ other: Box) -> Box {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return Box(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
                   height: Swift.max(maxY, other.maxY) - minY)
    }

    /// Length of the overlap of the two boxes' x-ranges (0 when apart).
    public func horizontalOverlap(_ other: Box) -> Int { Swift.max(0, Swift.min(maxX, other.maxX) - Swift.max(x, other.x)) }
    /// Length of the overlap of the two boxes' y-ranges (0 when apart).
    public func verticalOverlap(_ other: Box) -> Int { Swift.max(0, Swift.min(maxY, other.maxY) - Swift.max(y, other.y)) }

    /// The area both boxes cover (0 when they do not meet).
    public func intersectionArea(_ other: Box) -> Int { horizontalOverlap(other) * verticalOverlap(other) }

    /// Whether the boxes share any area (touching edges do not).
    public func intersects(_ other: Box) -> Bool { intersectionArea(other) > 0 }

    /// Intersection over union, 0…1 (0 for two empty boxes).
    public func iou(_ other: Box) -> Double {
        let inter = intersectionArea(other)
        let union = area + other.area - inter
        return union > 0 ? Double(inter) / Double(union) : 0
    }

    /// The union of all boxes, nil for none.
    public static func enclosing<S: Sequence>(_ boxes: S) -> Box? where S.Element == Box {
        var result: Box?
        for box in boxes { result = result.map { $0.union(box) } ?? box }
        return result
    }

    /// True when the box lies inside a page of that size.
    public func fits(width pageWidth: Int, height pageHeight: Int) -> Bool {
        x >= 0 && y >= 0 && maxX <= pageWidth && maxY <= pageHeight
    }
}

/// Where an item came from: a 1-based page number, its box on that page, and how sure we are (0…1).
public struct Provenance: Hashable, Codable, Sendable {
    public var page: Int
    public var box: Box
    public var confidence: Double

    public init(page: Int, box: Box, confidence: Double) {
        self.page = page
        self.box = box
        self.confidence = confidence
    }
}
