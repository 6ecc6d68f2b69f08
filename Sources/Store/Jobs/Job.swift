import DocModel
import Foundation

/// Where a job of the watched inbox stands. queued → running → done | failed | duplicate.
public enum JobState: String, Hashable, Codable, Sendable, CaseIterable {
    case queued, running, done, failed, duplicate
}

/// One file found in the watched inbox, as the `job` table holds it. Times are seconds since 1970.
public struct Job: Hashable, Codable, Sendable {
    public var id: Int64
    /// Where the file is read from.
    public var path: String
    /// Its path below the inbox when it was found (for logs).
    public var relativePath: String
    public var byteCount: Int
    public var modifiedAt: Double
    /// The sub-folder below the inbox ("receipts/2024"), nil at the top.
    public var tag: String?
    /// The pipeline file chosen for its folder, nil for the default.
    public var pipeline: String?
    public var state: JobState
    /// Claims so far, including claims by a watcher that died.
    public var attempts: Int
    public var lastError: String?
    public var nextAttemptAt: Double?
    public var sha256: String?
    /// The stored document, or for a duplicate the document it duplicates.
    public var documentId: Int64?
    /// The end decided before the file is moved (`state` follows once it has been).
    public var outcome: JobState?
    /// Where the file is being (or was) moved; nil when it stays in place.
    public var targetPath: String?
    public var moved: Bool
    public var pages: Int?
    public var seconds: Double?
    public var createdAt: Double
    public var finishedAt: Double?
    /// The file read, by device and inode (a rename keeps both); nil before it was read.
    public var device: UInt64?
    public var inode: UInt64?
}

/// A file the inbox found ready, to be queued.
public struct NewJob: Hashable, Sendable {
    public var path: String
    public var relativePath: String
    public var byteCount: Int
    public var modifiedAt: Double
    public var tag: String?
    public var pipeline: String?

    public init(path: String, relativePath: String, byteCount: Int, modifiedAt: Double, tag: String?, pipeline: String?) {
        self.path = path
        self.relativePath = relativePath
        self.byteCount = byteCount
        self.modifiedAt = modifiedAt
        self.tag = tag
        self.pipeline = pipeline
    }
}

/// How a claimed job ended, stored in one transaction with the document's rows.
public struct JobCompletion: Sendable {
    /// `.done`, `.failed` or `.duplicate`.
    public var outcome: JobState
    /// The run to store (nil for a duplicate, which stores nothing).
    public var report: RunReport?
    /// For a duplicate: the document it duplicates.
    public var duplicateOf: Int64?
    public var sha256: String?
    public var error: String?
    public var pages: Int?
    public var seconds: Double
    /// Where the file will be moved; nil to leave it in place.
    public var targetPath: String?
    /// Where it goes instead if the store finds the content already stored (another worker was first).
    public var duplicateTargetPath: String?
    /// The file that was read, by device and inode.
    public var device: UInt64?
    public var inode: UInt64?

    public init(outcome: JobState, report: RunReport?, duplicateOf: Int64?, sha256: String?, error: String?,
                pages: Int?, seconds: Double, targetPath: String?, duplicateTargetPath: String? = nil,
                device: UInt64? = nil, inode: UInt64? = nil) {
        self.outcome = outcome
        self.report = report
        self.duplicateOf = duplicateOf
        self.sha256 = sha256
        self.error = error
        self.pages = pages
        self.seconds = seconds
        self.targetPath = targetPath
        self.duplicateTargetPath = duplicateTargetPath
        self.device = device
        self.inode = inode
    }
}

/// Counts of the job table, for `folio status`.
public struct JobStatistics: Hashable, Codable, Sendable {
    public var counts: [JobState: Int]
    /// Queued jobs waiting out a backoff.
    public var waiting: Int
    /// Jobs finished as done in the window, their pages, and the window's length in seconds.
    public var recentDone: Int
    public var recentPages: Int
    public var window: Double
    /// Mean seconds per done job (over every done job).
    public var meanSeconds: Double?
}
