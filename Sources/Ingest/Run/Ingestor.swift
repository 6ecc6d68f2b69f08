import DocModel
import Foundation
import Pipeline
import Store

/// What happened to one file of a batch.
public struct FileOutcome: Hashable, Codable, Sendable {
    public var path: String
    public var outcome: Outcome
    /// The stored document (for a duplicate: the one already stored).
    public var documentId: Int64?
    public var pages: Int
    public var seconds: Double
    /// The first error, or what a duplicate duplicates.
    public var message: String?
    /// The database refused the document (locked past its timeout, disk full): not the file's fault.
    public var storeFailed: Bool? = nil
}

/// Ingests a batch of files into the store with `jobs` workers. Each worker owns its own stages (and
/// Tesseract engine), built once; files are handed out one at a time; every document's rows land in
/// one transaction. A failing file never stops the batch.
public final class Ingestor: Sendable {
    private let pipeline: PipelineDefinition
    private let registry: StageRegistry
    private let store: DocumentStore
    private let jobs: Int
    /// When set, each page's straightened image is written there as PNG (`--keep-images`).
    private let keepImages: String?

    public init(pipeline: PipelineDefinition, registry: StageRegistry = StageRegistry(), store: DocumentStore, jobs: Int,
                keepImages: String? = nil) {
        self.keepImages = keepImages
        self.pipeline = pipeline
        var registry = registry
        // The merchant memory learns from what this store already holds.
        if registry.merchantReadings == nil { registry.merchantReadings = store }
        self.registry = registry
        self.store = store
        self.jobs = max(1, jobs)
    }

    /// Ingests `files`, calling `progress` as each one ends (from worker threads, one call at a time).
    /// Throws only for configuration errors (an OCR language that is not installed), before any file.
    @discardableResult
    public func run(_ files: [String], progress: @escaping @Sendable (FileOutcome) -> Void) throws -> [FileOutcome] {
        // Build the first worker's stages here so a configuration error surfaces before any file.
        let first = try DocumentReader(pipeline: pipeline, registry: registry)
        let queue = WorkQueue(files: files)
        let readers = ReaderBox(first)
        // With more than one worker, the pages of a multi-page document are shared among them, so even a
        // single file can keep every worker busy.
        let exchange = jobs > 1 ? PageExchange() : nil
        let workers = jobs
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            guard let reader = worker == 0 ? readers.take() : try? DocumentReader(pipeline: pipeline, registry: registry) else {
                return
            }
            if let keepImages { reader.pageObserver = PageImageKeeper(directory: keepImages).observer }
            while true {
                if let exchange, reader.helpWithPages(exchange) { continue }
                exchange?.beginOpening()
                guard let (index, path) = queue.next() else {
                    exchange?.endOpening()
                    // No files left: stay while other workers' documents may still share pages.
                    guard let exchange, exchange.mayHaveWork else { return }
                    exchange.waitForChange()
                    continue
                }
                // The merchant memory of file k learns from files 0..<k whatever the workers' timing.
                if workers > 1 { reader.waitForEarlierDocuments = { queue.waitUntilStored(before: index) } }
                let outcome = ingest(path, reader: reader, exchange: exchange)
                exchange?.endOpening()
                queue.finish(index, outcome, report: progress)
            }
        }
        return queue.results()
    }

    /// The merchant memory's second look at the batch `run` stored (`MerchantRevote`): its receipts voted again
    /// with every other stored receipt, its later files included. Documents that were already stored (duplicates)
    /// are left alone. Empty when the pipeline has no merchant memory or turned the revote off.
    public func reviseMerchants(_ outcomes: [FileOutcome]) throws -> [MerchantRevote.Revision] {
        guard let revote = MerchantRevote(pipeline: pipeline) else { return [] }
        let stored = outcomes.filter { $0.outcome == .succeeded || $0.outcome == .partiallySucceeded }.compactMap(\.documentId)
        return try revote.revise(documentIDs: stored, in: store)
    }

    /// Reads and stores one file; never throws.
    func ingest(_ path: String, reader: DocumentReader, exchange: PageExchange?) -> FileOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        func outcome(_ outcome: Outcome, id: Int64? = nil, pages: Int = 0, message: String? = nil) -> FileOutcome {
            FileOutcome(path: path, outcome: outcome, documentId: id, pages: pages,
                        seconds: StageRunner.seconds(since: start), message: message)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return outcome(.failed, message: "\(path): cannot read the file (missing or no permission)")
        }
        let source = DocumentReader.source(path: path, data: data)
        do {
            // Same content already stored: say so without reading it again.
            if let existing = try store.existing(sha256: source.sha256), existing.status != .failed {
                return outcome(.duplicate, id: existing.id, message: "same content as document \(existing.id) (\(existing.path))")
            }
            let report = reader.read(path: path, data: data, source: source, exchange: exchange)
            switch try store.save(report) {
            case .stored(let id):
                return outcome(report.outcome, id: id, pages: report.document?.pages.count ?? 0, message: report.errorMessage)
            case .duplicate(let id):
                return outcome(.duplicate, id: id, message: "same content as document \(id)")
            }
        } catch {
            var failed = outcome(.failed, message: "\(path): could not be stored: \(error)")
            failed.storeFailed = true
            return failed
        }
    }
}

/// Hands out files to workers and collects results in input order.
private final class WorkQueue: @unchecked Sendable {
    // @unchecked: every field is only touched while holding `lock`.
    private let lock = NSCondition()
    private let files: [String]
    private var nextIndex = 0
    private var outcomes: [FileOutcome?]

    init(files: [String]) {
        self.files = files
        self.outcomes = Array(repeating: nil, count: files.count)
    }

    func next() -> (Int, String)? {
        lock.withLock {
            guard nextIndex < files.count else { return nil }
            defer { nextIndex += 1 }
            return (nextIndex, files[nextIndex])
        }
    }

    func finish(_ index: Int, _ outcome: FileOutcome, report: (FileOutcome) -> Void) {
        lock.withLock {
            outcomes[index] = outcome
            report(outcome)
            lock.broadcast()
        }
    }

    /// Blocks until every file before `index` is done (stored, a duplicate or failed). Files are handed out in
    /// order, so each earlier one is with a worker that waits only for files earlier still: the earliest
    /// unfinished file always goes on (its owner reads the pages of its own document if no one helps).
    func waitUntilStored(before index: Int) {
        lock.withLock {
            while outcomes[..<index].contains(where: { $0 == nil }) { lock.wait() }
        }
    }

    func results() -> [FileOutcome] { lock.withLock { outcomes.compactMap { $0 } } }
}

/// Passes the reader built on the calling thread to worker 0 (readers are not `Sendable`; it is used
/// by exactly one worker after the hand-over).
private final class ReaderBox: @unchecked Sendable {
    private var reader: DocumentReader?
    private let lock = NSLock()
    init(_ reader: DocumentReader) { self.reader = reader }
    func take() -> DocumentReader? { lock.withLock { defer { reader = nil }; return reader } }
}
