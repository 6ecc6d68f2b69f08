import CZXing
import DocModel

/// zxing-cpp (`ZXing::ReadBarcodes`, through the CZXing shim). Holds no C state: each call allocates
/// its results and frees them (`czx_results_free`) before returning, so one reader may serve any thread.
public struct ZXingReader: Sendable {
    /// zxing format names to look for ("QRCode,EAN-13"); empty for every format.
    let formats: String
    /// True when the symbologies asked for include none that zxing-cpp reads (say ISBN-10 alone): then
    /// an empty `formats` would mean "everything", so the reader must read nothing instead.
    let disabled: Bool

    /// - Parameter symbologies: Folio names (`Symbology.all`); nil for everything zxing-cpp knows.
    public init(symbologies: [String]? = nil) {
        formats = symbologies.map { names in
            Array(Set(names.compactMap(Symbology.zxingName))).sorted().joined(separator: ",")
        } ?? ""
        disabled = symbologies != nil && formats.isEmpty
    }

    /// Every symbol in 8-bit luminance, one byte per pixel, in Folio's payload convention (`PayloadConvention`;
    /// a reading failing its check digit is left out). `bytes` of each result is the raw content.
    public func read(luminance: [UInt8], width: Int, height: Int) throws(BarcodeError) -> [(barcode: Barcode, bytes: [UInt8])] {
        try readings(luminance: luminance, width: width, height: height).map { ($0.reading.code, $0.bytes) }
    }

    public func readings(luminance: [UInt8], width: Int, height: Int) throws(BarcodeError)
        -> [(reading: BarcodeReading, bytes: [UInt8])] {
        if disabled || width <= 0 || height <= 0 { return [] }
        var results = luminance.withUnsafeBufferPointer { buffer in
            czx_read(buffer.baseAddress, Int32(width), Int32(height), Int32(width), formats, 1)
        }
        defer { czx_results_free(&results) }
        if let error = results.error { throw .decoderFailed(decoder: "zxing-cpp", reason: String(cString: error)) }
        guard let items = results.items else { return [] }
        return (0..<Int(results.count)).compactMap { index in
            var item = items[index]
            let name = item.format.map { String(cString: $0) } ?? "unknown"
            var text = item.text.map { String(cString: $0) } ?? ""
            let identifier = withUnsafeBytes(of: &item.symbology_id) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let bytes = item.bytes.map { Array(UnsafeBufferPointer(start: $0, count: item.byte_count)) } ?? []
            // zxing-cpp 1.4 gives no text for content mixing character sets (ECIs) it cannot transcode: the
            // content's bytes are kept instead, one character each (ISO-8859-1), rather than losing the code.
            if text.isEmpty && !bytes.isEmpty { text = String(bytes.map { Character(Unicode.Scalar($0)) }) }
            let xs = [item.x.0, item.x.1, item.x.2, item.x.3], ys = [item.y.0, item.y.1, item.y.2, item.y.3]
            let polygon = zip(xs, ys).map { Barcode.Point(x: Int($0), y: Int($1)) }
            guard let reading = PayloadConvention.reading(symbology: Symbology.fromZXing(name), payload: text,
                                                          isGS1: Self.gs1Identifiers.contains(identifier),
                                                          polygon: polygon, decoder: "zxing", votes: 1) else { return nil }
            return (reading, bytes)
        }
    }

    /// Symbology identifiers of codes carrying GS1 element strings (ISO/IEC 15424 modifiers).
    static let gs1Identifiers: Set<String> = ["]C1", "]e0", "]d2", "]Q3", "]J1"]
}
