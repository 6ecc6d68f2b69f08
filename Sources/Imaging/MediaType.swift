import Foundation

/// What a file is, told from its first bytes, never from its name.
public enum MediaType: String, Sendable, CaseIterable {
    case png = "image/png"
    case jpeg = "image/jpeg"
    case tiff = "image/tiff"
    case webp = "image/webp"
    case bmp = "image/bmp"
    case pnm = "image/x-portable-anymap"
    case gif = "image/gif"
    case jp2 = "image/jp2"
    case pdf = "application/pdf"

    /// Sniffs the magic bytes; nil when the content is none of the supported formats.
    public static func sniff(_ data: Data) -> MediaType? {
        let head = [UInt8](data.prefix(1024))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("BM".utf8)) && head.count >= 26 { return .bmp }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || starts([0xFF, 0x4F, 0xFF, 0x51]) { return .jp2 }
        if head.count >= 3, head[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(head[1]),
           [0x20, 0x09, 0x0A, 0x0D].contains(head[2]) { return .pnm }
        // The PDF header may follow some junk; readers accept it within the first 1024 bytes.
        if let range = Data(head).range(of: Data("%PDF-".utf8)), range.lowerBound < 1024 { return .pdf }
        return nil
    }
}
