import CLeptonica
import Foundation

/// Decodes image files with Leptonica, page by page, refusing images whose size would exhaust memory.
public struct ImageDecoder: Sendable {
    /// Largest image accepted, in pixels (width × height of one page).
    public var maxPixels: Int

    public init(maxPixels: Int = 200_000_000) {
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
            let pix = try withPixels(data, file: file) { (ptr, size) in pixReadMemFromMultipageTiff(ptr, size, &next) }
            guard let pix else {
                throw ImagingError.unreadable(file: file, reason: "TIFF page \(index + 1) is truncated or corrupt")
            }
            let image = Image(owning: pix)
            if image.width * image.height > maxPixels {
                throw ImagingError.tooLarge(file: file, width: image.width, height: image.height, limit: maxPixels)
            }
            try body(index, image)
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
        if mediaType != .tiff { try checkHeader(data, file: file) }
        let pix: UnsafeMutablePointer<PIX>?
        switch mediaType {
        case .jpeg:
            var warnings: Int32 = 0
            pix = try withPixels(data, file: file) { (ptr, size) in pixReadMemJpeg(ptr, size, 0, 1, &warnings, 0) }
            // libjpeg fills a truncated file with grey and warns; such a page is not what was scanned.
            if warnings > 0 { throw .unreadable(file: file, reason: "JPEG data is truncated or corrupt") }
        case .tiff:
            pix = try withPixels(data, file: file) { (ptr, size) in pixReadMemTiff(ptr, size, 0) }
        default:
            pix = try withPixels(data, file: file) { (ptr, size) in pixReadMem(ptr, size) }
        }
        guard let pix else { throw .unreadable(file: file, reason: "\(mediaType.rawValue) data is truncated or corrupt") }
        var image = Image(owning: pix)
        if image.width * image.height > maxPixels {
            throw .tooLarge(file: file, width: image.width, height: image.height, limit: maxPixels)
        }
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
        let pix = try withPixels(data, file: file) { (ptr, size) in pixReadMemTiff(ptr, size, Int32(index)) }
        guard let pix else { throw .unreadable(file: file, reason: "TIFF page \(index + 1) is truncated or corrupt") }
        let image = Image(owning: pix)
        if image.width * image.height > maxPixels {
            throw .tooLarge(file: file, width: image.width, height: image.height, limit: maxPixels)
        }
        return image
    }

    private func checkHeader(_ data: Data, file: String) throws(ImagingError) {
        var format: Int32 = 0, w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        let ok = try withPixels(data, file: file) { (ptr, size) in
            pixReadHeaderMem(ptr, size, &format, &w, &h, &bps, &spp, &cmap) == 0
        }
        guard ok else { throw .unreadable(file: file, reason: "image header is unreadable") }
        guard w > 0, h > 0 else { throw .unreadable(file: file, reason: "image header says \(w)×\(h) pixels") }
        // Checked before decoding: a forged header could otherwise make the decoder allocate gigabytes.
        if Int(w) * Int(h) > maxPixels {
            throw .tooLarge(file: file, width: Int(w), height: Int(h), limit: maxPixels)
        }
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
