import CZBar
import Foundation
import Imaging

/// A barcode found on a page: its symbology as zbar names it ("EAN-13", "QR-Code"), the decoded text,
/// and the points zbar located it by, in page pixels (top-left origin).
public struct DetectedBarcode: Hashable, Codable, Sendable {
    public var symbology: String
    public var payload: String
    public var polygon: [Point]
    /// Scan lines that decoded it (`zbar_symbol_get_quality`; 1 for 2-D codes).
    public var quality: Int = 1
    /// ZBar's GS1 modifier: the code starts with FNC1 and carries a GS1 element string.
    public var isGS1 = false

    public struct Point: Hashable, Codable, Sendable {
        public var x: Int
        public var y: Int
    }
}

public enum BarcodeError: Error, CustomStringConvertible {
    case scannerUnavailable
    case decoderFailed(decoder: String, reason: String)

    public var description: String {
        switch self {
        case .scannerUnavailable: "zbar could not create an image scanner"
        case .decoderFailed(let decoder, let reason): "\(decoder) failed: \(reason)"
        }
    }
}

/// ZBar's image scanner with every symbology it knows enabled. Owns the `zbar_image_scanner_t`
/// (destroyed in deinit); not `Sendable`: one per worker.
public final class BarcodeScanner {
    private let scanner: OpaquePointer

    public init() throws(BarcodeError) {
        guard let scanner = zbar_image_scanner_create() else { throw .scannerUnavailable }
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 1)
        // Books' codes are EAN-13 in Folio's convention (`PayloadConvention`): no ISBN-10 rewriting.
        zbar_image_scanner_set_config(scanner, ZBAR_ISBN10, ZBAR_CFG_ENABLE, 0)
        zbar_image_scanner_set_config(scanner, ZBAR_ISBN13, ZBAR_CFG_ENABLE, 0)
        zbar_set_verbosity(0)
        self.scanner = scanner
    }

    deinit {
        zbar_image_scanner_destroy(scanner)
    }

    /// Every symbol zbar finds in the image (`zbar_scan_image` on its Y800 luminance).
    public func scan(_ image: Image) throws -> [DetectedBarcode] {
        scan(luminance: try image.luminanceBytes(), width: image.width, height: image.height)
    }

    /// What ZBar printed during the scans so far, kept off the terminal (`LibraryMessages`): `zbar_set_verbosity(0)`
    /// silences its own spew, but its non-fatal assertions (`_zbar_decode_databar: Assertion "seg->finder >= 0"
    /// failed`) are a bare fprintf with no hook, and its DataBar decoder, which prints them, reads codes zxing-cpp
    /// 1.4 misses. The caller takes them for its diagnostics.
    public var messages: [String] = []

    /// Every symbol zbar finds in 8-bit luminance, one byte per pixel, rows top to bottom.
    public func scan(luminance bytes: [UInt8], width: Int, height: Int) -> [DetectedBarcode] {
        let (codes, printed) = LibraryMessages.capturing { scanQuietly(luminance: bytes, width: width, height: height) }
        // zassert's format: "WARNING: file.c:123: function: Assertion \"…\" failed." then a tab-indented detail.
        messages += printed.map { $0.hasPrefix("WARNING: ") ? String($0.dropFirst("WARNING: ".count)) : $0 }
        return codes
    }

    private func scanQuietly(luminance bytes: [UInt8], width: Int, height: Int) -> [DetectedBarcode] {
        guard let zimage = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(zimage) }
        // 'Y800' as a little-endian fourcc (zbar_fourcc is a macro Swift cannot import).
        let y800 = UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16
            | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(zimage, y800)
        zbar_image_set_size(zimage, UInt32(width), UInt32(height))
        return bytes.withUnsafeBufferPointer { buffer -> [DetectedBarcode] in
            // No cleanup handler: the buffer stays ours and outlives the scan.
            zbar_image_set_data(zimage, buffer.baseAddress, UInt(buffer.count), nil)
            guard zbar_scan_image(scanner, zimage) >= 0 else { return [] }
            var results: [DetectedBarcode] = []
            var symbol = zbar_image_first_symbol(zimage)
            while let current = symbol {
                let name = zbar_get_symbol_name(zbar_symbol_get_type(current)).map { String(cString: $0) } ?? "unknown"
                let length = Int(zbar_symbol_get_data_length(current))
                let payload = zbar_symbol_get_data(current).map { pointer in
                    String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
                } ?? ""
                let points = (0..<zbar_symbol_get_loc_size(current)).map { i in
                    DetectedBarcode.Point(x: Int(zbar_symbol_get_loc_x(current, i)), y: Int(zbar_symbol_get_loc_y(current, i)))
                }
                let gs1 = zbar_symbol_get_modifiers(current) & (1 << ZBAR_MOD_GS1.rawValue) != 0
                results.append(DetectedBarcode(symbology: name, payload: payload, polygon: points,
                                               quality: Int(zbar_symbol_get_quality(current)), isGS1: gs1))
                symbol = zbar_symbol_next(current)
            }
            return results
        }
    }
}
