import DocModel
import Foundation

/// Everything one review page shows: the stored document, where its parts went in SQL, and the pictures.
public struct ReviewDocument: Sendable {
    public var id: Int64
    public var path: String
    public var sha256: String
    /// "succeeded", "partial" or "failed".
    public var status: String
    public var error: String?
    public var ingestedAt: String
    /// nil for a failed document (it has no content).
    public var document: Document?
    public var rows: SQLRows
    /// Keyed by page number; a page without an entry is drawn on a blank sheet of its size.
    public var images: [Int: PageImages]
    /// Why pictures are missing (the original is gone, changed, unreadable), shown at the top of the page.
    public var imageNote: String?

    public init(id: Int64, path: String, sha256: String, status: String, error: String? = nil, ingestedAt: String,
                document: Document?, rows: SQLRows = SQLRows(), images: [Int: PageImages] = [:],
                imageNote: String? = nil) {
        self.id = id
        self.path = path
        self.sha256 = sha256
        self.status = status
        self.error = error
        self.ingestedAt = ingestedAt
        self.document = document
        self.rows = rows
        self.images = images
        self.imageNote = imageNote
    }

    /// The file name of this document's review page inside the output folder.
    public var fileName: String { "document-\(id).html" }
}

/// A page's pictures: the page as read, and the photo it was found in (with `PageGeometry.corners`).
public struct PageImages: Sendable {
    public var page: EmbeddedImage?
    public var photo: EmbeddedImage?

    public init(page: EmbeddedImage?, photo: EmbeddedImage? = nil) {
        self.page = page
        self.photo = photo
    }
}

/// An encoded picture put into the HTML as a `data:` URI. It is stretched over the space it shows (the page's
/// or the photo's pixels), so a reduced copy is drawn where the full one would be.
public struct EmbeddedImage: Sendable {
    public var data: Data
    public var mimeType: String
    /// The size of the space it is drawn over, in that space's pixels (not necessarily the picture's own).
    public var width: Int
    public var height: Int

    public init(data: Data, mimeType: String, width: Int, height: Int) {
        self.data = data
        self.mimeType = mimeType
        self.width = width
        self.height = height
    }

    var dataURI: String { "data:\(mimeType);base64," + data.base64EncodedString() }
}

/// Row ids of the document's parts in SQLite (see `Store.StoredRowIDs`, which the CLI copies here so that
/// this module needs only DocModel).
public struct SQLRows: Sendable {
    public var blocks: [String: Int64]
    public var lines: [String: [Int64]]
    public var words: [String: [[Int64]]]
    public var cells: [String: [Int64]]
    public var entities: [Int64]
    public var barcodes: [Int: [Int64]]
    public var receipts: [Int64]
    public var receiptLines: [[Int64]]

    public init(blocks: [String: Int64] = [:], lines: [String: [Int64]] = [:], words: [String: [[Int64]]] = [:],
                cells: [String: [Int64]] = [:], entities: [Int64] = [], barcodes: [Int: [Int64]] = [:],
                receipts: [Int64] = [], receiptLines: [[Int64]] = []) {
        self.blocks = blocks
        self.lines = lines
        self.words = words
        self.cells = cells
        self.entities = entities
        self.barcodes = barcodes
        self.receipts = receipts
        self.receiptLines = receiptLines
    }
}
