import FileWatch
import Foundation
import Review
import Store

/// Writes review pages (`document-ID.html`) and, for a batch, `index.html` into a folder.
public struct ReviewWriter {
    public var builder = ReviewBuilder()

    public init() {}

    /// Writes one page per document id (and the index when `index` is true); returns the files written.
    /// A document whose page cannot be written stops the batch with an error naming the file.
    public func write(store: DocumentStore, ids: [Int64], to folder: URL, index: Bool) throws -> [URL] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PageRenderError.unreadable(path: folder.path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        var written: [URL] = []
        var entries: [ReviewIndexEntry] = []
        for id in ids {
            let review = try builder.review(store: store, id: id)
            let file = folder.appendingPathComponent(review.fileName)
            try Self.write(ReviewPage.html(review, indexFile: index ? "index.html" : nil), to: file)
            written.append(file)
            entries.append(ReviewIndexEntry(review, fileName: review.fileName))
        }
        if index {
            let file = folder.appendingPathComponent("index.html")
            try Self.write(ReviewIndex.html(entries), to: file)
            written.append(file)
        }
        return written
    }

    /// The default folder for review pages: `review/` beside the database (where `folio show` looks).
    public static func defaultFolder(databasePath: String) -> URL {
        URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent("review")
    }

    static func write(_ html: String, to file: URL) throws {
        do { try FileMoves.writeReplacing(Array(html.utf8), to: file.path) } catch {
            throw PageRenderError.unreadable(path: file.path, reason: "cannot write: \(error.cause)")
        }
    }
}
