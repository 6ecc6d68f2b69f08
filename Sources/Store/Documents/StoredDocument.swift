import DocModel

/// A `document` row as listings and `folio show` need it: identity, status and what went wrong, without
/// the content (`DocumentStore.loadDocument(id:)` rebuilds that).
public struct StoredDocument: Hashable, Sendable, Codable {
    public var id: Int64
    public var sha256: String
    /// The path as given when it was ingested.
    public var path: String
    public var mediaType: String
    public var byteCount: Int
    /// nil when the read failed.
    public var pageCount: Int?
    /// `.succeeded`, `.partiallySucceeded` or `.failed`; a duplicate is never stored.
    public var status: Outcome
    /// The first error diagnostic as one line (`RunReport.errorMessage`).
    public var error: String?
    public var diagnostics: [Diagnostic]
    public var timings: [StageTiming]
    /// ISO 8601, UTC.
    public var ingestedAt: String
}

/// Counts over the whole store, for summaries.
public struct StoreStatistics: Hashable, Sendable, Codable {
    public var documents: Int
    public var succeeded: Int
    public var partial: Int
    public var failed: Int
    public var pages: Int
    public var blocks: Int
    public var words: Int
}

/// What `DocumentStore.save` did.
public enum SaveResult: Hashable, Sendable {
    /// The report's document is stored under this id (a failed earlier attempt was replaced).
    case stored(id: Int64)
    /// The same content (sha256) was already stored, succeeded or partial, under this id: nothing was written.
    case duplicate(of: Int64)

    /// The row that holds this content either way.
    public var id: Int64 {
        switch self {
        case .stored(let id), .duplicate(let id): id
        }
    }
}
