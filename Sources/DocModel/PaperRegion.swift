import Foundation

/// One separate piece of paper on a page, as the `receipt_regions` stage found it: several receipts laid on
/// a flatbed and scanned at once. A rectangle of `width`×`height` page pixels centred on (`centerX`,
/// `centerY`) and turned by `angle` degrees (clockwise, as the page is displayed: y grows downwards).
public struct PaperRegion: Hashable, Codable, Sendable {
    /// 0-based, in reading order (columns left to right, top to bottom within a column).
    public var index: Int
    public var centerX: Double
    public var centerY: Double
    public var width: Double
    public var height: Double
    public var angle: Double

    public init(index: Int, centerX: Double, centerY: Double, width: Double, height: Double, angle: Double) {
        self.index = index
        self.centerX = centerX
        self.centerY = centerY
        self.width = width
        self.height = height
        self.angle = angle
    }

    /// The point (u, v) of the upright region (0…width, 0…height) on the page.
    public func pagePoint(u: Double, v: Double) -> (x: Double, y: Double) {
        let radians = angle * Double.pi / 180
        let c = cos(radians), s = sin(radians)
        let du = u - width / 2, dv = v - height / 2
        return (centerX + du * c - dv * s, centerY + du * s + dv * c)
    }

    /// The inverse of `pagePoint`: where a page point lies in the upright region.
    public func regionPoint(x: Double, y: Double) -> (u: Double, v: Double) {
        let radians = angle * Double.pi / 180
        let c = cos(radians), s = sin(radians)
        let dx = x - centerX, dy = y - centerY
        return (dx * c + dy * s + width / 2, -dx * s + dy * c + height / 2)
    }

    /// True when the page point lies on the region (within `margin` pixels of it).
    public func contains(x: Double, y: Double, margin: Double = 0) -> Bool {
        let (u, v) = regionPoint(x: x, y: y)
        return u >= -margin && v >= -margin && u <= width + margin && v <= height + margin
    }

    /// The smallest page box holding the turned rectangle.
    public var box: Box {
        let corners = [(0.0, 0.0), (width, 0), (0, height), (width, height)].map { pagePoint(u: $0.0, v: $0.1) }
        let minX = corners.map(\.x).min() ?? centerX, maxX = corners.map(\.x).max() ?? centerX
        let minY = corners.map(\.y).min() ?? centerY, maxY = corners.map(\.y).max() ?? centerY
        return Box(x: Int(minX.rounded(.down)), y: Int(minY.rounded(.down)),
                   width: Int((maxX - minX).rounded(.up)), height: Int((maxY - minY).rounded(.up)))
    }
}
