import CLeptonica
import Foundation

/// One raster image: owns a Leptonica `PIX` and destroys it in `deinit` (`pixDestroy`).
/// Not `Sendable`: an image belongs to the worker that decoded it.
public final class Image {
    let pix: UnsafeMutablePointer<PIX>
    /// The stored size of an image the decoder read reduced to fit its pixel limit; nil when read as stored.
    public internal(set) var reducedFrom: (width: Int, height: Int)?
    /// What the decoding library printed while reading a file that still decoded (libpng's warnings), for the
    /// page's diagnostics.
    public internal(set) var decoderMessages: [String] = []

    /// Takes ownership of `pix`.
    init(owning pix: UnsafeMutablePointer<PIX>) {
        self.pix = pix
    }

    deinit {
        var p: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&p)
    }

    public var width: Int { Int(pixGetWidth(pix)) }
    public var height: Int { Int(pixGetHeight(pix)) }
    public var depth: Int { Int(pixGetDepth(pix)) }
    /// Horizontal resolution in pixels per inch; 0 when the file did not say.
    public var resolution: Int {
        get { Int(pixGetXRes(pix)) }
        set { pixSetResolution(pix, Int32(newValue), Int32(newValue)) }
    }

    /// A blank 32-bit RGB image, for renderers to fill.
    public static func rgb(width: Int, height: Int) throws(ImagingError) -> Image {
        guard let pix = pixCreate(Int32(width), Int32(height), 32) else {
            throw .operationFailed(operation: "pixCreate \(width)×\(height)")
        }
        return Image(owning: pix)
    }

    /// Fills a 32-bit image row by row: `body(y, row)` writes `width` pixels as 0xRRGGBBAA words.
    public func fillRows(_ body: (Int, UnsafeMutableBufferPointer<UInt32>) -> Void) {
        precondition(depth == 32, "fillRows needs a 32-bit image")
        guard let data = pixGetData(pix) else { return }
        let wpl = Int(pixGetWpl(pix))
        for y in 0..<height {
            body(y, UnsafeMutableBufferPointer(start: data + y * wpl, count: width))
        }
    }

    /// Lends a 32-bit image's pixel words and its words per line, for a renderer that draws in place.
    public func withRGBWords<T>(_ body: (UnsafeMutablePointer<UInt32>, Int) -> T) -> T {
        precondition(depth == 32, "withRGBWords needs a 32-bit image")
        // pixCreate always allocates the data of the images this is called on.
        guard let data = pixGetData(pix) else { preconditionFailure("32-bit image without data") }
        return body(data, Int(pixGetWpl(pix)))
    }

    /// An 8-bit image's pixel words as Leptonica stores them (`wordsPerLine` 32-bit words a row, rows top to
    /// bottom), to move it to another process of this machine without converting pixel by pixel.
    public func storedGrayRows() throws(ImagingError) -> (wordsPerLine: Int, bytes: Data) {
        guard depth == 8, pixGetColormap(pix) == nil, let data = pixGetData(pix) else {
            throw .operationFailed(operation: "storedGrayRows of a \(depth)-bit image")
        }
        let wpl = Int(pixGetWpl(pix))
        return (wpl, Data(bytes: data, count: wpl * 4 * height))
    }

    /// The inverse of `storedGrayRows`.
    public static func gray(width: Int, height: Int, wordsPerLine: Int, storedRows: Data) throws(ImagingError) -> Image {
        guard width > 0, height > 0, let pix = pixCreate(Int32(width), Int32(height), 8) else {
            throw .operationFailed(operation: "pixCreate \(width)×\(height) 8 bpp")
        }
        let image = Image(owning: pix)
        guard Int(pixGetWpl(pix)) == wordsPerLine, storedRows.count == wordsPerLine * 4 * height, let data = pixGetData(pix) else {
            throw .operationFailed(operation: "gray rows of the wrong size")
        }
        storedRows.withUnsafeBytes { buffer in
            if let base = buffer.baseAddress { UnsafeMutableRawPointer(data).copyMemory(from: base, byteCount: buffer.count) }
        }
        return image
    }

    /// Rotated clockwise by `quarterTurns` × 90° (`pixRotateOrth`).
    public func rotated(quarterTurns: Int) throws(ImagingError) -> Image {
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 { return try copy() }
        guard let out = pixRotateOrth(pix, Int32(turns)) else { throw .operationFailed(operation: "pixRotateOrth") }
        return Image(owning: out)
    }

    /// Mirrored left to right (`pixFlipLR`).
    public func flippedLeftRight() throws(ImagingError) -> Image {
        guard let out = pixFlipLR(nil, pix) else { throw .operationFailed(operation: "pixFlipLR") }
        return Image(owning: out)
    }

    public func copy() throws(ImagingError) -> Image {
        guard let out = pixCopy(nil, pix) else { throw .operationFailed(operation: "pixCopy") }
        return Image(owning: out)
    }

    /// 8-bit grey without a colour map: what `grayscale()` would only copy.
    public var isGray: Bool { depth == 8 && pixGetColormap(pix) == nil }

    /// An 8-bit greyscale version (`pixConvertTo8`, or luminance for colour), keeping the resolution.
    public func grayscale() throws(ImagingError) -> Image {
        if isGray { return try copy() }
        let out: UnsafeMutablePointer<PIX>?
        if depth == 32 {
            out = pixConvertRGBToLuminance(pix)
        } else {
            // Removes any colour map as well.
            out = pixConvertTo8(pix, 0)
        }
        guard let out else { throw .operationFailed(operation: "convert to 8 bpp") }
        pixCopyResolution(out, pix)
        return Image(owning: out)
    }

    /// PNG bytes (`pixWriteMem` with `IFF_PNG`).
    public func pngData() throws(ImagingError) -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMem(&bytes, &size, pix, Int32(IFF_PNG)) == 0, let bytes else {
            throw .operationFailed(operation: "pixWriteMem png")
        }
        defer { lept_free(bytes) }
        return Data(bytes: bytes, count: size)
    }
}

extension Image {
    /// Lends the `PIX` to another adapter (Tesseract, zbar) for the duration of `body`; the caller
    /// must not keep or free it.
    public func withPix<T>(_ body: (UnsafeMutablePointer<PIX>) throws -> T) rethrows -> T {
        try body(pix)
    }
}

extension Image {
    /// The image as 8-bit luminance, one byte per pixel, rows packed top to bottom (for decoders such as
    /// zbar that take a plain Y800 buffer).
    public func luminanceBytes() throws(ImagingError) -> [UInt8] {
        let gray = try grayscale()
        let w = gray.width, h = gray.height
        guard let data = pixGetData(gray.pix) else { throw .operationFailed(operation: "pixGetData") }
        let wpl = Int(pixGetWpl(gray.pix))
        var bytes = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * wpl).assumingMemoryBound(to: UInt8.self)
            // Leptonica keeps 8-bit pixels big-endian inside 32-bit words: on little-endian machines
            // column x lives at byte x ^ 3 of its row.
            let flip = 1.littleEndian == 1 ? 3 : 0
            for x in 0..<w { bytes[y * w + x] = row[x ^ flip] }
        }
        return bytes
    }
}
