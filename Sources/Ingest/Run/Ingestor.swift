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

/// `folio ingest`: a batch of files read into the store by the run engine with `jobs` workers. Files are handed
/// out one at a time in the order given; every document's rows land in one transaction. A failing file never stops
/// the batch.
public final class Ingestor: Sendable {
    private let pipeline: PipelineDefinition
    private let registry: StageRegistry
    private let store: DocumentStore
    private let jobs: Int
    /// When set, each page's straightened image is written there as PNG (`--keep-images`).
    private let keepImages: String?
    /// Workers free the models a page did not use after it (`--release-models`).
    private let releasesModels: Bool

    public init(pipeline: PipelineDefinition, registry: StageRegistry = StageRegistry(), store: DocumentStore, jobs: Int,
                keepImages: String? = nil, releasesModels: Bool = false) {
        self.keepImages = keepImages
        self.releasesModels = releasesModels
        self.pipeline = pipeline
        self.registry = registry
        self.store = store
        self.jobs = max(1, jobs)
    }

    /// Ingests `files`, calling `progress` as each one ends (from worker threads, one call at a time).
    /// Throws only for configuration errors (an OCR language that is not installed), before any file.
    @discardableResult
    public func run(_ files: [String], progress: @escaping @Sendable (FileOutcome) -> Void) throws -> [FileOutcome] {
        let source = FileSource(files: files, store: store, report: progress)
        var settings = RunSettings(workers: jobs, pipeline: pipeline)
        settings.registry = registry
        settings.readersUpFront = true
        settings.releasesModels = releasesModels
        if let keepImages { settings.prepareReader = { $0.pageObserver = PageImageKeeper(directory: keepImages).observer } }
        let engine = RunEngine(source: source, settings: settings)
        try engine.prepare(store: store)
        engine.run()
        return source.results()
    }

    /// The merchant memory's second look at the batch `run` stored (`MerchantRevote`): its receipts voted again
    /// with every other stored receipt, its later files included. Documents that were already stored (duplicates)
    /// are left alone. Empty when the pipeline has no merchant memory or turned the revote off.
    public func reviseMerchants(_ outcomes: [FileOutcome]) throws -> [MerchantRevote.Revision] {
        guard let revote = MerchantRevote(pipeline: pipeline) else { return [] }
        let stored = outcomes.filter { $0.outcome == .succeeded || $0.outcome == .partiallySucceeded }.compactMap(\.documentId)
        return try revote.revise(documentIDs: stored, in: store)
    }
}

/// `folio ingest`'s jobs: the files named, in order, each file's outcome reported and kept in input order.
private final class FileSource: RunSource, @unchecked Sendable {
    // @unchecked: `nextIndex` and `outcomes` are only touched while holding `lock`.
    struct Worker {}

    private let lock = NSLock()
    private let files: [String]
    private let store: DocumentStore
    private let report: @Sendable (FileOutcome) -> Void
    private var nextIndex = 0
    private var outcomes: [FileOutcome?]

    init(files: [String], store: DocumentStore, report: @escaping @Sendable (FileOutcome) -> Void) {
        self.files = files
        self.store = store
        self.report = report
        outcomes = Array(repeating: nil, count: files.count)
    }

    func startWorker(_ index: Int) -> Worker? { Worker() }
    func store(of worker: Worker) -> DocumentStore { store }
    func order(of job: Int) -> Int64 { Int64(job) }
    /// Files are never added: no file left is the end.
    func idle(_ worker: inout Worker) -> Bool { false }
    /// Never called: `process` turns every failure into an outcome.
    func recover(from error: any Error, job: Int?, worker: inout Worker) {}

    func claim(_ worker: inout Worker) -> Int? {
        lock.withLock {
            guard nextIndex < files.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func process(_ index: Int, worker: inout Worker, reading: JobReading) {
        let outcome = ingest(files[index], reading: reading)
        lock.withLock {
            outcomes[index] = outcome
            report(outcome)
        }
    }

    func results() -> [FileOutcome] { lock.withLock { outcomes.compactMap { $0 } } }

    /// Reads and stores one file; never throws.
    private func ingest(_ path: String, reading: JobReading) -> FileOutcome {
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
            if let existing = try reading.storedCopy(sha256: source.sha256) {
                return outcome(.duplicate, id: existing.id, message: "same content as document \(existing.id) (\(existing.path))")
            }
            let reader: JobReader
            do { reader = try reading.reader(for: nil) } catch { return outcome(.failed, message: "\(error)") }
            let report = reader.read(path: path, data: data, source: source)
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
