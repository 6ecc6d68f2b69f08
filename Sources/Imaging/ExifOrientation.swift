import Foundation

/// The EXIF Orientation tag (0x0112) of a JPEG: how the stored pixels must be turned to stand upright.
/// Phones store pixels as the sensor saw them and set this tag instead of rotating.
public struct ExifOrientation: Hashable, Sendable {
    /// 1…8 as in the EXIF specification; 1 is upright.
    public let value: Int

    public init?(value: Int) {
        guard (1...8).contains(value) else { return nil }
        self.value = value
    }

    /// Reads the tag from the JPEG's APP1 Exif segment; nil when there is none.
    public init?(jpeg data: Data) {
        let bytes = [UInt8](data.prefix(128 * 1024))
        var i = 2
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            let marker = bytes[i + 1]
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if marker == 0xDA || length < 2 { break }  // start of scan: no more metadata
            let start = i + 4, end = min(i + 2 + length, bytes.count)
            if marker == 0xE1, end - start > 14, Array(bytes[start..<start + 6]) == Array("Exif\0\0".utf8) {
                guard let value = ExifOrientation.orientation(inTIFF: Array(bytes[(start + 6)..<end])) else { return nil }
                self.init(value: value)
                return
            }
            i += 2 + length
        }
        return nil
    }

    private static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little = tiff[0] == 0x49
        func u16(_ o: Int) -> Int? {
            guard o + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[o]) | Int(tiff[o + 1]) << 8 : Int(tiff[o]) << 8 | Int(tiff[o + 1])
        }
        func u32(_ o: Int) -> Int? {
            guard let a = u16(o), let b = u16(o + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let o = ifd + 2 + entry * 12
            if u16(o) == 0x0112 { return u16(o + 8) }
        }
        return nil
    }

    /// The image turned (and mirrored, for 2, 4, 5, 7) so that it stands upright.
    public func upright(_ image: Image) throws(ImagingError) -> Image {
        switch value {
        case 2: return try image.flippedLeftRight()
        case 3: return try image.rotated(quarterTurns: 2)
        case 4: return try image.rotated(quarterTurns: 2).flippedLeftRight()
        case 5: return try image.flippedLeftRight().rotated(quarterTurns: 3)
        case 6: return try image.rotated(quarterTurns: 1)
        case 7: return try image.flippedLeftRight().rotated(quarterTurns: 1)
        case 8: return try image.rotated(quarterTurns: 3)
        default: return image
        }
    }
}
