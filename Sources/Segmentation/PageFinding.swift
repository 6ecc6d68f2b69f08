/// What the page finder decided about one image.
public struct PageFinding: Hashable, Sendable {
    public enum Origin: String, Hashable, Sendable {
        /// The page's edges were found in the image.
        case found
        /// No page outline: the page is taken to fill the image (a flatbed scan), which is left alone.
        case assumed
    }

    /// TL, TR, BR, BL by position in the image, in the pixels of the image the finder was given.
    public var quad: Quad
    public var origin: Origin
    /// 0…1.
    public var confidence: Double
    /// Why it decided so, for diagnostics ("scan check", "no quadrilateral above 0.45", …).
    public var reason: String

    public init(quad: Quad, origin: Origin, confidence: Double, reason: String) {
        self.quad = quad
        self.origin = origin
        self.confidence = confidence
        self.reason = reason
    }
}
