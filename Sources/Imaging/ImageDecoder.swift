import CLeptonica
import Foundation

/// Decodes image files with Leptonica, page by page, refusing images whose size would exhaust memory.
public struct ImageDecoder: Sendable {
    /// Largest image accepted, in pixels (width × height of one page).
    public var maxPixels: Int

    /// The default `maxPixels`: 32 million pixels (an A4 page at 550 dpi; a letter page at 300 dpi is 8.4 million).
    /// A page this size goes through the default pipeline in about 510 MiB, one of 40 million in about 580 MiB
    /// (scripts/bench/bench-limits.sh); larger images are read reduced, larger PDF pages rendered at a lower dpi.
    public static let defaultMaxPixels = 32_000_000

    public init(maxPixels: Int = ImageDecoder.defaultMaxPixels) {
        self.maxPixels = maxPixels
    }

    /// Silences Leptonica's stderr chatter once per process: failures reach the user through our errors.
    public static let quietLeptonica: Void = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }()

    /// Decodes every page of the file in order (TIFF directories; other formats have one) and hands
    /// each to `body`, so that only one page is in memory at a time. A page that cannot be decoded
    /// throws; the pages before it have been handed over.
    public func forEachPage(_ data: Data, mediaType: MediaType, file: String,
                            _ body: (Int, Image) throws -> Void) throws {
        guard mediaType == .tiff else {
            try body(0, decode(data, mediaType: mediaType, file: file))
            return
        }
        _ = ImageDecoder.quietLeptonica
        var offset = 0
        var index = 0
        while true {
            var next = offset
            try checkTIFFHeader(data, index: index, file: file)
            let pix = try withPixels(data, file: file) { (ptr, size) in pixReadMemFromMultipageTiff(ptr, size, &next) }
            guard let pix else {
                throw ImagingError.unreadable(file: file, reason: "TIFF page \(index + 1) is truncated or corrupt")
            }
            try body(index, try withinLimit(Image(owning: pix), file: file))
            // Leptonica sets the offset to 0 after the last directory.
            if next == 0 || next == offset { return }
            offset = next
            index += 1
        }
    }

    /// Decodes a single-image file (the first page of a TIFF), applying the JPEG EXIF orientation.
    public func decode(_ data: Data, mediaType: MediaType, file: String) throws(ImagingError) -> Image {
        _ = ImageDecoder.quietLeptonica
        guard mediaType != .pdf else { throw .unreadable(file: file, reason: "a PDF is not an image") }
        let header = mediaType == .tiff ? try checkTIFFHeader(data, index: 0, file: file) : try checkHeader(data, file: file)
        let reduction = header.reduction
        var warnings: Int32 = 0
        // The decoding libraries print their complaints to stderr: kept, and said with the file's name.
        let (pix, messages) = try LibraryMessages.capturing { () throws(ImagingError) -> UnsafeMutablePointer<PIX>? in
            switch mediaType {
            case .jpeg:
                // libjpeg scales while decoding (by 2, 4 or 8), so a huge photo never exists at full size.
                return try withPixels(data, file: file) { (ptr, size) in pixReadMemJpeg(ptr, size, 0, Int32(reduction), &warnings, 0) }
            case .tiff:
                return try withPixels(data, file: file) { (ptr, size) in pixReadMemTiff(ptr, size, 0) }
            default:
                return try withPixels(data, file: file) { (ptr, size) in pixReadMem(ptr, size) }
            }
        }
        let said = messages.isEmpty ? "" : " (" + messages.joined(separator: "; ") + ")"
        // libjpeg fills a truncated file with grey and warns; such a page is not what was scanned.
        if warnings > 0 {
            if let pix { var p: UnsafeMutablePointer<PIX>? = pix; pixDestroy(&p) }
            throw .unreadable(file: file, reason: "JPEG data is truncated or corrupt" + said)
        }
        guard let pix else { throw .unreadable(file: file, reason: "\(mediaType.rawValue) data is truncated or corrupt" + said) }
        var image = Image(owning: pix)
        image.decoderMessages = messages
        if reduction > 1 {
            // The stated resolution (when any) describes the stored pixels.
            image.resolution /= reduction
            image.reducedFrom = (header.width, header.height)
        }
        image = try withinLimit(image, file: file)
        if mediaType == .jpeg, let orientation = ExifOrientation(jpeg: data) {
            image = try orientation.upright(image)
        }
        return image
    }

    /// The number of pages without decoding any: TIFF directories (`tiffGetCount`), else 1.
    public func pageCount(_ data: Data, mediaType: MediaType, file: String) throws(ImagingError) -> Int {
        guard mediaType == .tiff else { return 1 }
        let count = try withPixels(data, file: file) { (ptr, size) -> Int32 in
            guard let stream = fopenReadFromMemory(ptr, size) else { return 0 }
            defer { fclose(stream) }
            var n: Int32 = 0
            return tiffGetCount(stream, &n) == 0 ? n : 0
        }
        guard count > 0 else { throw .unreadable(file: file, reason: "no readable TIFF page") }
        return Int(count)
    }

    /// Decodes page `index` (0-based) of a multi-page TIFF on its own, so that pages can be read by
    /// different workers (`pixReadMemTiff`).
    public func decodeTIFFPage(_ data: Data, index: Int, file: String) throws(ImagingError) -> Image {
        _ = ImageDecoder.quietLeptonica
        try checkTIFFHeader(data, index: index, file: file)
        let pix = try withPixels(data, file: file) { (ptr, size) in pixReadMemTiff(ptr, size, Int32(index)) }
        guard let pix else { throw .unreadable(file: file, reason: "TIFF page \(index + 1) is truncated or corrupt") }
        return try withinLimit(Image(owning: pix), file: file)
    }

    /// Checks the header of a single-image file before decoding (a forged header could otherwise make the
    /// decoder allocate gigabytes). Returns the JPEG reduction (1, 2, 4 or 8) that brings the image within
    /// `maxPixels`; 1 for other formats, which `admit` lets through only when decoding them whole is affordable.
    @discardableResult
    private func checkHeader(_ data: Data, file: String) throws(ImagingError) -> (reduction: Int, width: Int, height: Int) {
        var format: Int32 = 0, w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        let ok = try withPixels(data, file: file) { (ptr, size) in
            pixReadHeaderMem(ptr, size, &format, &w, &h, &bps, &spp, &cmap) == 0
        }
        guard ok else { throw .unreadable(file: file, reason: "image header is unreadable") }
        let reduction = try admit(width: Int(w), height: Int(h), bitsPerSample: Int(bps), samplesPerPixel: Int(spp),
                                  jpeg: format == Int32(IFF_JFIF_JPEG), file: file)
        return (reduction, Int(w), Int(h))
    }

    /// The same check for TIFF page `index` (0-based), from its directory (`readHeaderMemTiff`).
    @discardableResult
    private func checkTIFFHeader(_ data: Data, index: Int, file: String) throws(ImagingError) -> (reduction: Int, width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, res: Int32 = 0, cmap: Int32 = 0, format: Int32 = 0
        let ok = try withPixels(data, file: file) { (ptr, size) in
            readHeaderMemTiff(ptr, size, Int32(index), &w, &h, &bps, &spp, &res, &cmap, &format) == 0
        }
        guard ok else { throw .unreadable(file: file, reason: "TIFF page \(index + 1) header is unreadable") }
        let reduction = try admit(width: Int(w), height: Int(h), bitsPerSample: Int(bps), samplesPerPixel: Int(spp),
                                  jpeg: false, file: file)
        return (reduction, Int(w), Int(h))
    }

    /// Whether an image of this size may be decoded: within `maxPixels` as it is; a JPEG reducible within it
    /// (the reduction is returned); or another format whose decoded raster takes no more memory than a 32-bit
    /// page at the limit, to be reduced after decoding (a 600 dpi A4 greyscale scan, a 1-bit poster; not a
    /// 14000 × 14000 greyscale PNG, 196 MB decoded).
    private func admit(width w: Int, height h: Int, bitsPerSample: Int, samplesPerPixel: Int, jpeg: Bool,
                       file: String) throws(ImagingError) -> Int {
        guard w > 0, h > 0 else { throw .unreadable(file: file, reason: "image header says \(w)×\(h) pixels") }
        if w * h <= maxPixels { return 1 }
        if jpeg, let r = [2, 4, 8].first(where: { ((w + $0 - 1) / $0) * ((h + $0 - 1) / $0) <= maxPixels }) { return r }
        // Leptonica stores 24-bit colour in 32 bits.
        let bits = max(1, bitsPerSample) * max(1, samplesPerPixel)
        let decodedBytes = w * h * (bits > 8 ? (bits <= 16 ? 16 : 32) : bits) / 8
        if !jpeg && decodedBytes <= 4 * maxPixels { return 1 }
        throw .tooLarge(file: file, width: w, height: h, limit: maxPixels)
    }

    /// `image`, or a copy scaled down to within `maxPixels` (area mapping, `pixScale`), remembering its size.
    private func withinLimit(_ image: Image, file: String) throws(ImagingError) -> Image {
        let (w, h) = (image.width, image.height)
        guard w * h > maxPixels else { return image }
        var factor = (Double(maxPixels) / Double(w * h)).squareRoot()
        // pixScale rounds each side to the nearest pixel: step down until the result fits.
        while Int(Double(w) * factor + 0.5) * Int(Double(h) * factor + 0.5) > maxPixels { factor *= 0.999 }
        // A 1-bit image is reduced to grey (pixScaleToGray): reduced by sampling, thin strokes would break up.
        let reduced: Image
        if image.depth == 1 {
            guard let pix = pixScaleToGray(image.pix, Float(factor)) else { throw .operationFailed(operation: "pixScaleToGray") }
            reduced = Image(owning: pix)
        } else {
            reduced = try image.scaled(by: factor)
        }
        if image.resolution > 0 { reduced.resolution = Int((Double(image.resolution) * Double(reduced.width) / Double(w)).rounded()) }
        reduced.reducedFrom = image.reducedFrom ?? (w, h)
        return reduced
    }

    private func withPixels<T>(_ data: Data, file: String, _ body: (UnsafePointer<UInt8>, Int) -> T) throws(ImagingError) -> T {
        let result: T? = data.withUnsafeBytes { buffer in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return body(base, buffer.count)
        }
        guard let result else { throw .unreadable(file: file, reason: "the file is empty") }
        return result
    }
}
