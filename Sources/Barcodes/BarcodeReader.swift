import DocModel
import Imaging

/// Folio's barcode reader: ZBar and zxing-cpp on the same pixels, results merged (see `BarcodeMerger`).
/// Owns a ZBar scanner, so not `Sendable`: one per worker.
public final class BarcodeReader {
    public enum Decoders: String, Sendable, CaseIterable { case zbar, zxing, both }

    private let zbar: BarcodeScanner
    private let zxing: ZXingReader
    /// Folio symbology names to keep; nil keeps all.
    private let symbologies: Set<String>?
    private let decoders: Decoders

    public init(symbologies: [String]? = nil, decoders: Decoders = .both) throws(BarcodeError) {
        zbar = try BarcodeScanner()
        zxing = ZXingReader(symbologies: symbologies)
        self.symbologies = symbologies.map(Set.init)
        self.decoders = decoders
    }

    /// Every code in the image, merged over both decoders, in page pixels.
    public func read(_ image: Image) throws -> [Barcode] {
        let luminance = try image.luminanceBytes()
        return try read(luminance: luminance, width: image.width, height: image.height)
    }

    public func read(luminance: [UInt8], width: Int, height: Int) throws -> [Barcode] {
        var fromZBar: [Barcode] = []
        var fromZXing: [Barcode] = []
        if decoders != .zxing {
            fromZBar = zbar.scan(luminance: luminance, width: width, height: height).map { found in
                Barcode(symbology: Symbology.fromZBar(found.symbology), payload: found.payload,
                        polygon: found.polygon.map { Barcode.Point(x: $0.x, y: $0.y) }, decoders: ["zbar"])
            }
        }
        if decoders != .zbar {
            fromZXing = try zxing.read(luminance: luminance, width: width, height: height).map(\.barcode)
        }
        let wanted = { (code: Barcode) in self.symbologies?.contains(code.symbology) ?? true }
        return BarcodeMerger.merge(fromZXing.filter(wanted), fromZBar.filter(wanted))
    }
}
