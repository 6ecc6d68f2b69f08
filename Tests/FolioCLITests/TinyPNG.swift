import Foundation

/// Small, valid, distinct PNGs made in memory: 8-bit grey, stored (uncompressed) deflate, the index drawn
/// as a row of black or white squares so every file has different content and OCR has almost nothing to do.
enum TinyPNG {
    static func make(_ index: Int, width: Int = 64, height: Int = 24) -> Data {
        var raw = Data()
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let bit = x / 4
                let black = y >= 8 && y < 16 && bit < 16 && (index >> bit) & 1 == 1
                raw.append(black ? 0 : 255)
            }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 0, 0, 0, 0])  // 8-bit, greyscale, deflate, no filter, no interlace
        png.append(chunk("IHDR", header))
        png.append(chunk("IDAT", zlibStored(raw)))
        png.append(chunk("IEND", Data()))
        return png
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        var out = Data()
        out.append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        out.append(typed)
        out.append(bigEndian: crc32(typed))
        return out
    }

    /// A zlib stream of stored deflate blocks (RFC 1950/1951): no compression, valid everywhere.
    private static func zlibStored(_ data: Data) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out.append(last)
            out.append(UInt8(count & 0xFF)); out.append(UInt8(count >> 8))
            out.append(UInt8(~count & 0xFF)); out.append(UInt8((~count >> 8) & 0xFF))
            out.append(data[data.startIndex + offset ..< data.startIndex + offset + count])
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        out.append(bigEndian: b << 16 | a)
        return out
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension Data {
    mutating func append(bigEndian value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
