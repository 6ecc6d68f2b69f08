import DocModel
import FileWatch
import Foundation
import Imaging
import SearchablePDF
import Store

/// A stored document as a searchable PDF: each page's picture (made again from the original, as the review
/// does) under an invisible text layer of the stored words. A PDF whose every page was read from its own
/// text layer is already searchable: its original bytes are written unchanged.
public struct SearchablePDFExporter {
    /// JPEG quality of the page pictures: 60 keeps 300 dpi print crisp at about a third of quality 90's size.
    public var jpegQuality = 60

    public init() {}

    /// What `export` wrote.
    public enum Result: Equatable, Sendable {
        /// Pages drawn from pictures, with this many words laid over them.
        case rendered(pages: Int, words: Int)
        /// A text-layer PDF, copied as it was.
        case copiedOriginal
    }

    /// Exports stored document `id` to `output`.
    public func export(store: DocumentStore, id: Int64, to output: URL) throws -> Result {
        guard let stored = try store.storedDocument(id: id), let document = try store.loadDocument(id: id) else {
            throw PageRenderError.unreadable(path: "#\(id)", reason: "no readable stored document with that id")
        }
        let original = try OriginalFile(source: document.source, candidates: try OriginalFile.candidates(
            store: store, id: id, storedPath: stored.path))
        return try export(document, original: original, to: output)
    }

    /// Exports `document`, read from `original`, to `output` (for callers that hold both, like the watcher).
    public func export(_ document: Document, original: OriginalFile, to output: URL) throws -> Result {
        let data: Data
        let result: Result
        if document.source.mediaType == MediaType.pdf.rawValue, !document.pages.isEmpty,
           document.pages.allSatisfy({ $0.textSource == .textLayer }) {
            data = original.data
            result = .copiedOriginal
        } else {
            let renderer = try PageImageRenderer(original: original)
            var pages: [SearchablePDFPage] = []
            var wordCount = 0
            for page in document.pages {
                let image = try renderer.straightened(page)
                let jpeg: (data: Data, components: Int)
                do { jpeg = try image.jpegData(quality: jpegQuality) } catch {
                    throw PageRenderError.unreadable(path: original.path, reason: "page \(page.number): \(error)")
                }
                let words = Self.words(document, page: page.number)
                wordCount += words.count
                pages.append(SearchablePDFPage(
                    width: page.width, height: page.height, dpi: page.dpi,
                    image: EncodedImage(jpeg: jpeg.data, width: image.width, height: image.height, components: jpeg.components),
                    words: words))
            }
            data = SearchablePDFWriter.write(pages: pages, title: (document.source.path as NSString).lastPathComponent)
            result = .rendered(pages: pages.count, words: wordCount)
        }
        do { try FileMoves.writeReplacing(Array(data), to: output.path) } catch {
            throw PageRenderError.unreadable(path: output.path, reason: "cannot write: \(error.cause)")
        }
        return result
    }

    /// Every word on page `number`, in reading order (list items' words included).
    static func words(_ document: Document, page number: Int) -> [Word] {
        var words: [Word] = []
        func walk(_ block: Block) {
            let pages = Set(block.provenance.map(\.page))
            if pages.contains(number) {
                for line in block.lines {
                    // A block crossing pages: its lines lie on the page whose box holds them.
                    if pages.count > 1, !block.provenance.contains(where: { $0.page == number && $0.box.intersects(line.box) }) {
                        continue
                    }
                    words += line.words
                }
            }
            for item in block.items ?? [] { walk(item) }
        }
        for block in document.blocks { walk(block) }
        return words
    }
}

extension SearchablePDFExporter {
    /// Writes `NAME.searchable.pdf` beside an archived original (`folio watch --searchable-pdf`) from the bytes
    /// the watcher read, and returns its path. Errors are returned as text: a missing PDF never fails a document.
    public func writeBeside(_ document: Document, archivedPath: String, data: Data) -> Swift.Result<String, PageRenderError> {
        let output = (archivedPath as NSString).deletingPathExtension + ".searchable.pdf"
        do {
            _ = try export(document, original: OriginalFile(path: archivedPath, data: data, source: document.source),
                           to: URL(fileURLWithPath: output))
            return .success(output)
        } catch let error as PageRenderError {
            return .failure(error)
        } catch {
            return .failure(.unreadable(path: archivedPath, reason: "\(error)"))
        }
    }
}
