import DocModel
import Foundation
import Imaging
import PDF

/// Opens a file by its content and hands its pages, one at a time, to the page stages.
public struct DocumentOpener: Sendable {
    public struct Settings: Sendable {
        /// Largest page accepted, in pixels.
        public var maxPixels = 200_000_000
        /// Resolution assumed for an image that states none, or an implausible one.
        public var defaultDPI = 300
        /// Resolution PDF pages are read at (text layer coordinates and rendering).
        public var pdfDPI = 300
        public init() {}
    }

    public var settings: Settings

    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// Calls `body` with each page of the file in order. Throws when the file cannot be opened at all,
    /// or when a page cannot be decoded (pages before it have been handed over).
    func forEachPage(data: Data, mediaType: MediaType, file: String, _ body: (PageWork) throws -> Void) throws {
        if mediaType == .pdf {
            let document = try PDFDocument(data: data, file: file)
            guard document.pageCount > 0 else { throw PDFError.unreadable(file: file, reason: "the PDF has no pages") }
            for index in 0..<document.pageCount {
                try body(PageWork(number: index + 1, pdfPage: try document.page(index), dpi: settings.pdfDPI, documentPath: file))
            }
            return
        }
        let decoder = ImageDecoder(maxPixels: settings.maxPixels)
        try decoder.forEachPage(data, mediaType: mediaType, file: file) { index, image in
            try body(PageWork(number: index + 1, image: image, dpi: plausibleDPI(image), documentPath: file))
        }
    }

    /// How many pages the file has, without reading them.
    func pageCount(data: Data, mediaType: MediaType, file: String) throws -> Int {
        if mediaType == .pdf { return try PDFDocument(data: data, file: file).pageCount }
        return try ImageDecoder(maxPixels: settings.maxPixels).pageCount(data, mediaType: mediaType, file: file)
    }

    /// Page `index` (0-based) alone, for a worker reading one page of a shared document. `pdf` is the
    /// worker's own open copy of the document (poppler objects never cross threads).
    func page(_ index: Int, data: Data, mediaType: MediaType, file: String, pdf: PDFDocument?) throws -> PageWork {
        if let pdf { return PageWork(number: index + 1, pdfPage: try pdf.page(index), dpi: settings.pdfDPI, documentPath: file) }
        let decoder = ImageDecoder(maxPixels: settings.maxPixels)
        let image = mediaType == .tiff ? try decoder.decodeTIFFPage(data, index: index, file: file)
            : try decoder.decode(data, mediaType: mediaType, file: file)
        return PageWork(number: index + 1, image: image, dpi: plausibleDPI(image), documentPath: file)
    }

    /// The image's stated resolution when it is plausible for a document; otherwise the default.
    /// (JPEGs from phones often say 72 dpi, which would make Tesseract expect huge letters.)
    private func plausibleDPI(_ image: Image) -> Int {
        let stated = image.resolution
        return (100...2400).contains(stated) ? stated : settings.defaultDPI
    }
}
