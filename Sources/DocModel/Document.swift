/// A document as Folio read it: its source, its pages and its content blocks in reading order.
/// Mirrors `schemas/document.schema.json`; change both together and bump `currentSchemaVersion`.
public struct Document: Hashable, Codable, Sendable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var source: Source
    public var pages: [Page]
    public var blocks: [Block]
    /// Detected data in the blocks' text (the `extract` stage); nil when it did not run.
    public var entities: [Entity]?
    /// Receipt, invoice, letter or other (the `receipt` stage); nil when it did not run.
    public var kind: DocumentKind?
    /// A receipt's fields, items and arithmetic (the `receipt` stage, receipts only).
    public var receipt: Receipt?
    /// The receipts after the first when the pages hold several (one per paper region, page by page);
    /// nil when there is at most one, so single-receipt documents read as before.
    public var additionalReceipts: [Receipt]?

    /// Every receipt read: `receipt`, then `additionalReceipts`.
    public var allReceipts: [Receipt] { (receipt.map { [$0] } ?? []) + (additionalReceipts ?? []) }

    public init(source: Source, pages: [Page] = [], blocks: [Block] = [], entities: [Entity]? = nil) {
        self.schemaVersion = Document.currentSchemaVersion
        self.source = source
        self.pages = pages
        self.blocks = blocks
        self.entities = entities
    }

    /// The text of all blocks, page by page, blocks separated by blank lines.
    public func text(page: Int? = nil) -> String {
        blocks.filter { block in page.map { p in block.provenance.contains { $0.page == p } } ?? true }
            .map(\.text).joined(separator: "\n\n")
    }
}

/// The file a document came from.
public struct Source: Hashable, Codable, Sendable {
    /// The path as given when it was ingested.
    public var path: String
    /// Hex SHA-256 of the file's bytes: a document's identity.
    public var sha256: String
    /// Detected from the content, never from the extension ("image/png", "application/pdf", …).
    public var mediaType: String
    public var byteCount: Int

    public init(path: String, sha256: String, mediaType: String, byteCount: Int) {
        self.path = path
        self.sha256 = sha256
        self.mediaType = mediaType
        self.byteCount = byteCount
    }
}
