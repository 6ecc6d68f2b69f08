import DocModel
import Foundation
import Imaging
import Review
import Store

/// Builds review pages from the store: the stored document, its row ids, and each page's picture made again
/// from the original file (see `PageImageRenderer`; nothing is read again by OCR).
public struct ReviewBuilder {
    /// Longest side of the page pictures put into the HTML: enough to read 8-point print next to its box,
    /// at a fraction of the full page's bytes (the SVG stretches the picture over the page's pixels).
    public var pageLongSide = 1800
    public var photoLongSide = 1000
    public var jpegQuality = 72

    public init() {}

    /// The review of stored document `id`. Pictures that cannot be made (original gone or changed) leave the
    /// boxes on blank pages with a note saying why; only store failures throw.
    public func review(store: DocumentStore, id: Int64) throws -> ReviewDocument {
        guard let stored = try store.storedDocument(id: id) else {
            throw PageRenderError.unreadable(path: "#\(id)", reason: "no stored document with that id")
        }
        let document = try store.loadDocument(id: id)
        var review = ReviewDocument(id: id, path: stored.path, sha256: stored.sha256, status: stored.status.rawValue,
                                    error: stored.error, ingestedAt: stored.ingestedAt, document: document,
                                    rows: Self.rows(try store.rowIDs(documentID: id)))
        guard let document else { return review }
        do {
            let original = try OriginalFile(source: document.source, candidates: try OriginalFile.candidates(
                store: store, id: id, storedPath: stored.path))
            let renderer = try PageImageRenderer(original: original)
            for page in document.pages {
                do {
                    review.images[page.number] = try images(page, renderer)
                } catch {
                    review.imageNote = "Some pages have no picture: \(error)"
                }
            }
        } catch {
            review.imageNote = "\(error)"
        }
        return review
    }

    // MARK: - Private

    private func images(_ page: Page, _ renderer: PageImageRenderer) throws -> PageImages {
        let straightened = try renderer.straightened(page)
        let pageJPEG = try straightened.fitted(longSide: pageLongSide).jpegData(quality: jpegQuality)
        var images = PageImages(page: EmbeddedImage(data: pageJPEG.data, mimeType: "image/jpeg",
                                                    width: page.width, height: page.height))
        if let photo = try renderer.photo(page) {
            let jpeg = try photo.fitted(longSide: photoLongSide).jpegData(quality: jpegQuality)
            images.photo = EmbeddedImage(data: jpeg.data, mimeType: "image/jpeg", width: photo.width, height: photo.height)
        }
        return images
    }

    static func rows(_ ids: StoredRowIDs) -> SQLRows {
        SQLRows(blocks: ids.blocks, lines: ids.lines, words: ids.words, cells: ids.cells, entities: ids.entities,
                barcodes: ids.barcodes, receipts: ids.receipts.map(\.id), receiptLines: ids.receipts.map(\.lines))
    }
}

