import Foundation

/// Counts of one run, and the documents it stored since the merchant memory last looked at them again.
public final class RunCounter: @unchecked Sendable {
    // @unchecked: `value` and `storedDocuments` are only touched while holding `lock`.
    public struct Snapshot: Sendable {
        public var queued = 0
        public var finished = 0
        public var pages = 0
    }

    private let lock = NSLock()
    private var value = Snapshot()
    public let started = Date().timeIntervalSince1970

    /// The documents stored since the merchant memory last looked again, in the order they were stored, with the
    /// pipeline (path; nil: the run's own) they were read with.
    private var storedDocuments: [(id: Int64, pipeline: String?)] = []

    public init() {}

    public func queued(_ n: Int) { lock.withLock { value.queued += n } }
    public func finished(pages: Int) { lock.withLock { value.finished += 1; value.pages += pages } }
    public func stored(_ id: Int64, pipeline: String?) { lock.withLock { storedDocuments.append((id, pipeline)) } }
    public var hasStored: Bool { lock.withLock { !storedDocuments.isEmpty } }
    public var snapshot: Snapshot { lock.withLock { value } }

    /// The documents stored since the last call, by pipeline; each is handed out once.
    public func takeStored() -> [(pipeline: String?, ids: [Int64])] {
        lock.withLock {
            var groups: [(pipeline: String?, ids: [Int64])] = []
            for (id, pipeline) in storedDocuments {
                if let i = groups.firstIndex(where: { $0.pipeline == pipeline }) { groups[i].ids.append(id) } else { groups.append((pipeline, [id])) }
            }
            storedDocuments.removeAll()
            return groups
        }
    }
}
