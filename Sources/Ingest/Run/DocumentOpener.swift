import DocModel
import Foundation
import Imaging
import PDF
import Pipeline

/// Opens a file by its content and hands its pages, one at a time, to the page stages.
public struct DocumentOpener: Sendable {
    public struct Settings: Sendable {
        /// Largest page accepted, in pixels.
        public var maxPixels = ImageDecoder.defaultMaxPixels
        /// Resolution assumed for an image that states none, or an implausible one.
        public var defaultDPI = 300
        /// Resolution PDF pages are read at (text layer coordinates and rendering).
        public var pdfDPI = 300
        /// Renders PDF pages that draw images in a child process with limited memory and CPU time; nil: in
        /// this process (`rasterize.isolate` false, or no folio executable to run).
        var isolation: IsolatedRenderer?
        /// Time a page's stages may take before no further stage starts on it, in seconds; 0 for no limit.
        public var pageSeconds = 120.0
        /// Time a document's pages may take before no further page is read, in seconds; 0 for no limit.
        public var documentSeconds = 1800.0
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
                try body(limited(PageWork(number: index + 1, pdfPage: try document.page(index), dpi: settings.pdfDPI, documentPath: file)))
            }
            return
        }
        let decoder = ImageDecoder(maxPixels: settings.maxPixels)
        try decoder.forEachPage(data, mediaType: mediaType, file: file) { index, image in
            try body(imagePage(index, image: image, file: file))
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
        if let pdf { return limited(PageWork(number: index + 1, pdfPage: try pdf.page(index), dpi: settings.pdfDPI, documentPath: file)) }
        let decoder = ImageDecoder(maxPixels: settings.maxPixels)
        let image = mediaType == .tiff ? try decoder.decodeTIFFPage(data, index: index, file: file)
            : try decoder.decode(data, mediaType: mediaType, file: file)
        return imagePage(index, image: image, file: file)
    }

    /// An image file's page at its stated resolution, or at the default when it states none plausible
    /// (then marked, so that `ocr` lets Tesseract estimate it from the text).
    private func imagePage(_ index: Int, image: Image, file: String) -> PageWork {
        let work = PageWork(number: index + 1, image: image, dpi: plausibleDPI(image), documentPath: file)
        work.resolutionStated = (100...2400).contains(image.resolution)
        return limited(work)
    }

    /// When a document started now must stop reading pages; nil without a budget.
    func documentDeadline() -> Deadline? {
        Deadline.after(seconds: settings.documentSeconds, clock: .wall,
                       budget: "the document's time budget (decode.document_seconds = \(Self.format(settings.documentSeconds)) s)")
    }

    /// When a page started now must stop starting stages: its own budget, or the document's if that ends first.
    /// The page's counts the CPU time of the calling thread, which reads the page.
    func pageDeadline(within document: Deadline?) -> Deadline? {
        Deadline.earliest(Deadline.after(seconds: settings.pageSeconds, clock: .threadCPU,
                                         budget: "the page's CPU time budget (decode.page_seconds = \(Self.format(settings.pageSeconds)) s)"),
                          document)
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// The page with the pipeline's raster limit, which every stage that makes pixels of it respects.
    private func limited(_ work: PageWork) -> PageWork {
        work.maxPixels = settings.maxPixels
        work.isolation = settings.isolation
        if let image = work.image, let stored = image.reducedFrom {
            work.warnings.append(Diagnostic(severity: .warning, stage: "decode", page: work.number,
                                            message: "read at \(image.width)×\(image.height) pixels (\(work.dpi) dpi): as stored it is "
                                                + "\(stored.width)×\(stored.height), more than decode.max_pixels (\(settings.maxPixels))"))
        }
        for message in work.image?.decoderMessages ?? [] {
            work.warnings.append(Diagnostic(severity: .warning, stage: "decode", page: work.number,
                                            message: "\(work.documentPath): the decoder said: \(message)"))
        }
        return work
    }

    /// The image's stated resolution when it is plausible for a document; otherwise the default.
    /// (JPEGs from phones often say 72 dpi, which would make Tesseract expect huge letters.)
    private func plausibleDPI(_ image: Image) -> Int {
        let stated = image.resolution
        // An image read reduced has its stated resolution reduced with it; the default describes the stored pixels.
        let reduction = image.reducedFrom.map { Double(image.width) / Double($0.width) } ?? 1
        return (100...2400).contains(stated) ? stated : Int((Double(settings.defaultDPI) * reduction).rounded())
    }
}

extension DocumentOpener {
    /// `decode`: no stage of its own; its options are the opener's settings (`StageRegistry.openerSettings`).
    static let definition: StageDefinition = {
        let settings = Settings()
        let seconds = "expected 0…86400 seconds (0: no limit)"
        return StageDefinition.page(
            "decode", "How files are opened: raster size limit, time budgets, resolution assumed for images that state none",
            options: [.init("max_pixels", .integer, default: .integer(settings.maxPixels), range: 1_000_000...Double.infinity),
                      .init("default_dpi", .integer, default: .integer(settings.defaultDPI), range: 50...1200),
                      .init("page_seconds", .number, default: .number(settings.pageSeconds), range: 0...86_400, reason: seconds),
                      .init("document_seconds", .number, default: .number(settings.documentSeconds), range: 0...86_400, reason: seconds)],
            inDefaultPipeline: ["max_pixels": .integer(32_000_000), "default_dpi": .integer(300),
                                "page_seconds": .number(120), "document_seconds": .number(1800)]) { _, _ in nil }
    }()
}
