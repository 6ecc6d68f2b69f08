import DocModel
import Foundation
import Imaging
import PDF

/// Makes each stored page's picture again, as Folio read it, without reading it again: the original file is
/// decoded (a PDF page rendered by Poppler) and warped through the stored geometry's homography, which
/// already composes the page finder's rectification, the quarter turns and the deskew. Illumination
/// flattening and binarization are not redone: they only helped OCR, and people see the page better without.
///
/// Not `Sendable`: holds the opened PDF (one Poppler handle, one thread).
public final class PageImageRenderer {
    public let original: OriginalFile
    private let mediaType: MediaType?
    private let pdf: PDFDocument?
    private let decoder = ImageDecoder()

    public init(original: OriginalFile) throws(PageRenderError) {
        self.original = original
        mediaType = MediaType.sniff(original.data)
        guard let mediaType else {
            throw .unreadable(path: original.path, reason: "not a file type Folio reads")
        }
        if mediaType == .pdf {
            do { pdf = try PDFDocument(data: original.data, file: original.path) } catch {
                throw .unreadable(path: original.path, reason: "\(error)")
            }
        } else {
            pdf = nil
        }
    }

    /// The page as Folio read it: `page.width`×`page.height` pixels. A page left untouched (a scan, a PDF
    /// page) keeps its colours; a straightened one is grey, as the warp samples luminance.
    public func straightened(_ page: Page) throws(PageRenderError) -> Image {
        let source = try sourceImage(page)
        do {
            guard let geometry = page.geometry, !isIdentity(geometry, source: source, page: page) else {
                if source.width == page.width && source.height == page.height { return source }
                return try source.scaled(by: Double(page.width) / Double(max(1, source.width)))
            }
            return try source.warped(width: page.width, height: page.height) { x, y in
                let p = geometry.sourcePoint(Point(x: x, y: y))
                return (p.x, p.y)
            }
        } catch {
            throw .unreadable(path: original.path, reason: "page \(page.number): \(error)")
        }
    }

    /// The photo the page was found in, upright (EXIF applied): the space of `geometry.corners`. nil when the
    /// page was not found in a photo.
    public func photo(_ page: Page) throws(PageRenderError) -> Image? {
        guard page.geometry?.origin == .found else { return nil }
        return try sourceImage(page)
    }

    // MARK: - Private

    /// The image the page stages started from: the decoded image (TIFF page `number`), or the PDF page
    /// rendered at the page's resolution (what `rasterize` and `text_layer` produce).
    private func sourceImage(_ page: Page) throws(PageRenderError) -> Image {
        if let pdf {
            do {
                let pdfPage = try pdf.page(page.number - 1)
                // The size ingest rendered it at was already within its pixel limit.
                return try pdfPage.render(dpi: sourceDPI(page, pdfPage), maxPixels: max(decoder.maxPixels, page.width * page.height))
            } catch {
                throw .unreadable(path: original.path, reason: "\(error)")
            }
        }
        do {
            guard let mediaType else { throw ImagingError.unreadable(file: original.path, reason: "unknown type") }
            if mediaType == .tiff {
                return try decoder.decodeTIFFPage(original.data, index: page.number - 1, file: original.path)
            }
            return try decoder.decode(original.data, mediaType: mediaType, file: original.path)
        } catch {
            throw .unreadable(path: original.path, reason: "\(error)")
        }
    }

    /// The resolution the PDF page was rendered at when it was read: the page's own, unless the geometry's
    /// assumed corners (the whole rendered image) say otherwise (a later stage rescaled the page).
    private func sourceDPI(_ page: Page, _ pdfPage: PDFPage) -> Int {
        guard let geometry = page.geometry, geometry.origin == .assumed, geometry.corners.count == 4 else {
            return page.dpi
        }
        let widthPixels = abs(geometry.corners[1].x - geometry.corners[0].x)
        let widthPoints = pdfPage.sizeInPoints.width
        guard widthPoints > 0, widthPixels > 0 else { return page.dpi }
        return max(1, Int((widthPixels / widthPoints * 72).rounded()))
    }

    /// True when the homography maps the page onto the source one to one (nothing was warped).
    private func isIdentity(_ geometry: PageGeometry, source: Image, page: Page) -> Bool {
        let m = geometry.homography
        guard m.count == 9 else { return true }
        let identity: [Double] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
        return zip(m, identity).allSatisfy { abs($0 - $1) < 1e-9 } && source.width == page.width
            && source.height == page.height
    }
}
