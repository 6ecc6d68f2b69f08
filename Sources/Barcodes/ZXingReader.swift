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

    /// Every symbol in 8-bit luminance, one byte per pixel. `bytes` of each result is the raw content.
    public func read(luminance: [UInt8], width: Int, height: Int) throws(BarcodeError) -> [(barcode: Barcode, bytes: [UInt8])] {
        if disabled || width <= 0 || height <= 0 { return [] }
        var results = luminance.withUnsafeBufferPointer { buffer in
            czx_read(buffer.baseAddress, Int32(width), Int32(height), Int32(width), formats, 1)
        }
        defer { czx_results_free(&results) }
        if let error = results.error { throw .decoderFailed(decoder: "zxing-cpp", reason: String(cString: error)) }
        guard let items = results.items else { return [] }
        return (0..<Int(results.count)).map { index in
            let item = items[index]
            let name = item.format.map { String(cString: $0) } ?? "unknown"
            var text = item.text.map { String(cString: $0) } ?? ""
            // zxing-cpp 1.4 gives a DataBar's GTIN-14 alone; the GS1 element string (as ZBar and later
            // zxing-cpp versions give it) starts with its application identifier, 01.
            if name == "DataBar" && text.count == 14 && text.allSatisfy(\.isNumber) { text = "01" + text }
            let bytes = item.bytes.map { Array(UnsafeBufferPointer(start: $0, count: item.byte_count)) } ?? []
            let xs = [item.x.0, item.x.1, item.x.2, item.x.3], ys = [item.y.0, item.y.1, item.y.2, item.y.3]
            let polygon = zip(xs, ys).map { Barcode.Point(x: Int($0), y: Int($1)) }
            return (Barcode(symbology: Symbology.fromZXing(name), payload: text, polygon: polygon, decoders: ["zxing"]),
                    bytes)
        }
    }
}
