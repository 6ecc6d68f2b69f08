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

    /// Every code in the image, merged over both decoders, in the image's pixels.
    public func read(_ image: Image) throws -> [Barcode] {
        BarcodeMerger.merge(try readings(image))
    }

    public func read(luminance: [UInt8], width: Int, height: Int) throws -> [Barcode] {
        BarcodeMerger.merge(try readings(luminance: luminance, width: width, height: height))
    }

    /// Every decoder's readings of the image, in Folio's payload convention, not yet merged (zxing-cpp first).
    public func readings(_ image: Image) throws -> [BarcodeReading] {
        try readings(luminance: try image.luminanceBytes(), width: image.width, height: image.height)
    }

    public func readings(luminance: [UInt8], width: Int, height: Int) throws -> [BarcodeReading] {
        var found: [BarcodeReading] = []
        if decoders != .zbar {
            found += try zxing.readings(luminance: luminance, width: width, height: height).map(\.reading)
        }
        if decoders != .zxing {
            found += zbar.scan(luminance: luminance, width: width, height: height).compactMap(Self.reading)
        }
        // ZBar locates a code read with its add-on (COMPOSITE) nowhere: it lies where the same code's other
        // readings do.
        found = found.map { reading in
            guard reading.code.polygon.isEmpty,
                  let located = found.first(where: { !$0.code.polygon.isEmpty && BarcodeMerger.identity($0.code) == BarcodeMerger.identity(reading.code) })
            else { return reading }
            var placed = reading
            placed.code.polygon = located.code.polygon
            return placed
        }
        return found.filter { symbologies?.contains($0.code.symbology) ?? true }
            .map { AddOnCheck.checked($0, luminance: luminance, width: width, height: height) }
    }

    /// ZBar's messages since the last call (its non-fatal assertions), for the page's diagnostics.
    public func takeMessages() -> [String] {
        defer { zbar.messages = [] }
        return zbar.messages
    }

    /// A ZBar symbol in Folio's convention; nil when its check digit fails.
    public static func reading(_ found: DetectedBarcode) -> BarcodeReading? {
        PayloadConvention.reading(symbology: Symbology.fromZBar(found.symbology), payload: found.payload, isGS1: found.isGS1,
                                  polygon: found.polygon.map { Barcode.Point(x: $0.x, y: $0.y) }, decoder: "zbar",
                                  votes: found.quality)
    }
}
