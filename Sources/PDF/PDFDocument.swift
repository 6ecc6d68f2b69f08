import CPoppler
import Foundation

/// A PDF opened with poppler-glib from memory. Owns the `PopplerDocument` (`g_object_unref` in deinit).
/// Not `Sendable`: each worker opens its own.
public final class PDFDocument {
    private let handle: OpaquePointer
    public let file: String
    /// The bytes the document was opened from (shared, not copied), for a renderer in another process.
    public let data: Data
    /// `imagesFitInProcess`'s answer for the limit it was last asked with.
    var imagesFit: (limit: Int, answer: Bool)?

    /// Opens `data` (`poppler_document_new_from_bytes`); encrypted files throw `.encrypted`.
    public init(data: Data, file: String) throws(PDFError) {
        self.file = file
        self.data = data
        var error: UnsafeMutablePointer<GError>?
        let bytes = data.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
        defer { g_bytes_unref(bytes) }
        guard let doc = poppler_document_new_from_bytes(bytes, nil, &error) else {
            // Copy the GError's message, then free it.
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            let encrypted = error.map { $0.pointee.domain == poppler_error_quark()
                && $0.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) } ?? false
            if let error { g_error_free(error) }
            if encrypted { throw .encrypted(file: file) }
            throw .unreadable(file: file, reason: message)
        }
        self.handle = doc
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    public var pageCount: Int { Int(poppler_document_get_n_pages(handle)) }

    /// Page `index` (0-based).
    public func page(_ index: Int) throws(PDFError) -> PDFPage {
        guard index >= 0, index < pageCount, let page = poppler_document_get_page(handle, Int32(index)) else {
            throw .noSuchPage(file: file, page: index + 1)
        }
        return PDFPage(owning: page, document: self, number: index + 1)
    }
}
