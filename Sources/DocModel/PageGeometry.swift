/// A point in pixels (fractional), origin top-left, y downwards.
public struct Point: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Where a page lies in the image it was read from, and how it was straightened: the page's four corners
/// in source-image pixels, the homography from the final page's pixels back to the source, the quarter
/// turns and the small skew applied. Nil on a page that was never looked at (PDF text layer).
public struct PageGeometry: Hashable, Codable, Sendable {
    /// Whether the corners were found in a photo or taken to be the whole image (a scan).
    public enum Origin: String, Hashable, Codable, Sendable {
        case found
        case assumed
    }

    /// Top-left, top-right, bottom-right, bottom-left of the upright page, in source-image pixels
    /// (after EXIF orientation). May lie outside the image when the page was cut by the frame.
    public var corners: [Point]
    public var origin: Origin
    /// How sure the page finder is of the corners (0…1); 1 for an assumed page.
    public var confidence: Double
    /// Row-major 3×3 homography mapping (x, y, 1) of the final page's pixels to source-image pixels.
    public var homography: [Double]
    /// Clockwise quarter turns applied to make the page upright, in degrees (0, 90, 180, 270).
    public var rotation: Int
    /// Skew angle removed by deskewing, in degrees (positive: the text ran clockwise of horizontal).
    public var skewAngle: Double

    public init(corners: [Point], origin: Origin, confidence: Double, homography: [Double],
                rotation: Int = 0, skewAngle: Double = 0) {
        self.corners = corners
        self.origin = origin
        self.confidence = confidence
        self.homography = homography
        self.rotation = rotation
        self.skewAngle = skewAngle
    }

    /// The identity mapping for an untouched page of `width`×`height` pixels.
    public static func assumed(width: Int, height: Int) -> PageGeometry {
        let w = Double(width), h = Double(height)
        return PageGeometry(corners: [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)],
                            origin: .assumed, confidence: 1, homography: [1, 0, 0, 0, 1, 0, 0, 0, 1])
    }

    /// Maps a point of the final page back to the source image.
    public func sourcePoint(_ p: Point) -> Point {
        guard homography.count == 9 else { return p }
        let m = homography
        let w = m[6] * p.x + m[7] * p.y + m[8]
        guard abs(w) > 1e-12 else { return p }
        return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }
}

extension PageGeometry {
    /// A scan left as it was: assumed, not turned, not deskewed (outlines say nothing about it).
    public var isUntouched: Bool { origin == .assumed && rotation == 0 && abs(skewAngle) < 0.05 }

    /// One line for outlines: `found 0.93 quad (12,40) (980,22) (1010,1400) (5,1380) turned 90° skew -0.4°`.
    public var summary: String {
        var text = origin.rawValue
        if origin == .found {
            text += " " + String(Int((confidence * 100).rounded())) + "% quad "
                + corners.map { "(\(Int($0.x.rounded())),\(Int($0.y.rounded())))" }.joined(separator: " ")
        }
        if rotation != 0 { text += " turned \(rotation)°" }
        if abs(skewAngle) >= 0.05 { text += " deskewed " + String(Double((skewAngle * 10).rounded()) / 10) + "°" }
        return text
    }
}
