/// A 2-D point or direction in pixels (origin top-left, y downwards).
public struct Vector2: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    public static func * (a: Vector2, s: Double) -> Vector2 { Vector2(a.x * s, a.y * s) }
    public func dot(_ b: Vector2) -> Double { x * b.x + y * b.y }
    /// z of the 3-D cross product: positive when `b` turns clockwise from `self` on screen (y down).
    public func cross(_ b: Vector2) -> Double { x * b.y - y * b.x }
    public var length: Double { (x * x + y * y).squareRoot() }
    public func distance(to b: Vector2) -> Double { (self - b).length }
    public var description: String { "(\(x), \(y))" }
}
