import DocModel
import Foundation
import Pipeline
import Store

/// Where a run's jobs come from and where their results go, one per command: files named on the command line
/// (`folio ingest`: results only reported), settled inbox files (`folio watch`: originals moved to archive/,
/// failed/ or duplicates/), jobs claimed from the PostgreSQL queue (`folio worker`: finished under the lease).
/// Everything else is the engine's: worker threads, their readers, page sharing, the run's order, stopping.
public protocol RunSource: AnyObject, Sendable {
    associatedtype Job
    /// One worker thread's own state (its store connection, its listener, a job claimed ahead).
    associatedtype Worker

    /// Called on the worker's thread before it takes a job; nil ends the worker (a stop came first).
    func startWorker(_ index: Int) -> Worker?
    /// The store the worker stores into, whose earlier receipts its merchant memory reads.
    func store(of worker: Worker) -> DocumentStore
    /// The next job, or nil when there is none now. Runs while the engine holds the run's order: no waiting here.
    func claim(_ worker: inout Worker) throws -> Job?
    /// Where the job stands in the run's order (a file: its index; a queued job: its id).
    func order(of job: Job) -> Int64
    /// No job now: waits for one and returns true, or returns false when there is no more work for this worker.
    func idle(_ worker: inout Worker) throws -> Bool
    /// Reads the job with `reading` and settles it: stores its rows in one transaction, moves or finishes, logs.
    func process(_ job: Job, worker: inout Worker, reading: JobReading) throws
    /// A store error while claiming or processing (`job`: the one claimed, if any).
    func recover(from error: any Error, job: Job?, worker: inout Worker)
    /// The worker's end.
    func endWorker(_ worker: inout Worker)
}

extension RunSource {
    public func endWorker(_ worker: inout Worker) {}
}

/// How a run reads, whatever its source.
public struct RunSettings: Sendable {
    /// Worker threads, each with its own readers (one OCR engine per pipeline).
    public var workers: Int
    /// The pipeline for jobs that name none (or, with `ownWhenMissing`, one this host lacks).
    public var pipeline: PipelineDefinition
    /// The stages; the merchant memory reads the worker's store unless the registry names its own readings.
    public var registry = StageRegistry()
    /// With more than one worker: the pages of multi-page documents are spread over the workers, and a document
    /// whose stages read earlier documents waits until the run's earlier jobs are stored.
    public var sharesWork = true
    /// A job naming a pipeline file this host lacks is read with `pipeline` (a worker on another host).
    public var ownWhenMissing = false
    /// Each worker builds its reader for `pipeline` before its first job, and ends if it cannot.
    public var readersUpFront = false
    /// Called with each reader as it is built (`--keep-images`).
    public var prepareReader: (@Sendable (DocumentReader) -> Void)?
    /// Each worker frees the Tesseract models a page did not read with after it (`--release-models`,
    /// `DocumentReader.releasesModels`).
    public var releasesModels = false

    public init(workers: Int, pipeline: PipelineDefinition) {
        self.workers = max(1, workers)
        self.pipeline = pipeline
    }
}

/// The one run engine under `folio ingest`, `folio watch` and `folio worker`: `workers` threads, each owning
/// its readers (and so its Tesseract engines, built once), take jobs from the source one at a time, read each
/// (sharing the pages of multi-page documents, keeping the run's order for the merchant memory), and hand the
/// reading back to the source to settle. A failing job never stops the run.
public final class RunEngine<Source: RunSource>: Sendable {
    public let state: RunState
    private let source: Source
    private let settings: RunSettings
    private let exchange: PageExchange?
    private let order: RunningJobs?
    private let first = ReaderBox()

    public init(source: Source, settings: RunSettings, state: RunState = RunState()) {
        self.source = source
        self.settings = settings
        self.state = state
        let together = settings.workers > 1 && settings.sharesWork
        exchange = together ? PageExchange() : nil
        order = together ? RunningJobs() : nil
    }

    /// Builds the first worker's reader for the run's own pipeline on the calling thread, so that a configuration
    /// error (an OCR language that is not installed) surfaces before any job.
    public func prepare(store: DocumentStore) throws {
        first.put(try DocumentReader(pipeline: settings.pipeline, registry: registry(store)))
    }

    /// Runs the workers until none has work left (or a stop), with `alongside` on the calling thread meanwhile.
    /// With `stopGrace`, returns at most that many seconds after a stop, calling `graceOver` first when workers
    /// are still reading (the caller then ends the process).
    public func run(alongside: () -> Void = {}, stopGrace: Double? = nil, graceOver: () -> Void = {}) {
        let group = DispatchGroup()
        for index in 0..<settings.workers {
            // Weak: once `run` returns, no worker thread still holds the engine (and so the source's store, whose
            // connection must close on the caller's side, before a next process opens the database).
            let thread = Thread { [weak self] in
                self?.workerLoop(index)
                group.leave()
            }
            thread.stackSize = 8 << 20
            group.enter()
            thread.start()
        }
        alongside()
        guard let stopGrace else {
            group.wait()
            return
        }
        while group.wait(timeout: .now() + 0.25) == .timedOut {
            guard state.isStopping else { continue }
            if group.wait(timeout: .now() + stopGrace) == .timedOut { graceOver() }
            break
        }
        state.stop()
    }

    private func registry(_ store: DocumentStore) -> StageRegistry {
        var registry = settings.registry
        // The merchant memory learns from what this store already holds.
        if registry.merchantReadings == nil { registry.merchantReadings = store }
        return registry
    }

    private func workerLoop(_ index: Int) {
        guard var worker = source.startWorker(index) else { return }
        let store = source.store(of: worker)
        let readers = PipelineReaders(registry: registry(store), ownPipeline: settings.pipeline,
                                      ownWhenMissing: settings.ownWhenMissing, own: index == 0 ? first.take() : nil,
                                      prepare: { [settings] reader in
                                          reader.releasesModels = settings.releasesModels
                                          settings.prepareReader?(reader)
                                      })
        if settings.readersUpFront, (try? readers.reader(for: nil)) == nil { return }
        while !state.isStopping {
            if let exchange, helpWithPages(exchange, readers: readers) { continue }
            // Busy with a job from its claim until it is stored: it may still publish pages.
            exchange?.beginOpening()
            var opening = exchange != nil
            func endOpening() {
                if opening { exchange?.endOpening() }
                opening = false
            }
            var claimed: Source.Job?
            do {
                if let order {
                    claimed = try order.claiming({ try source.claim(&worker) }, order: { source.order(of: $0) })
                } else {
                    claimed = try source.claim(&worker)
                }
                guard let job = claimed else {
                    endOpening()
                    if try source.idle(&worker) { continue }
                    // No jobs left: stay while other workers' documents may still share pages.
                    guard let exchange, exchange.mayHaveWork else { break }
                    exchange.waitForChange()
                    continue
                }
                let key = source.order(of: job)
                defer {
                    order?.ended(key)
                    endOpening()
                }
                try source.process(job, worker: &worker,
                                   reading: JobReading(readers: readers, store: store, exchange: exchange, order: order, key: key))
            } catch {
                endOpening()
                source.recover(from: error, job: claimed, worker: &worker)
            }
        }
        source.endWorker(&worker)
    }

    /// Reads one page another worker shared, if any is waiting, with this worker's reader for its pipeline.
    private func helpWithPages(_ exchange: PageExchange, readers: PipelineReaders) -> Bool {
        guard let task = exchange.take() else { return false }
        do {
            exchange.deliver(try readers.reader(for: task.pipeline.isEmpty ? nil : task.pipeline).readPage(task), for: task)
        } catch {
            // Its owner built that reader on this host, so this one builds too; were it not, the page is unread.
            exchange.deliver(PageOutput.unread(task, error: error), for: task)
        }
        return true
    }
}

/// One worker's means to read a job, handed to `RunSource.process`: its readers, the run's page sharing and order.
public struct JobReading {
    fileprivate let readers: PipelineReaders
    let store: DocumentStore
    fileprivate let exchange: PageExchange?
    fileprivate let order: RunningJobs?
    fileprivate let key: Int64

    /// The stored document with this content, unless storing it failed: the job is then a duplicate.
    public func storedCopy(sha256: String) throws -> StoredDocument? {
        guard let existing = try store.existing(sha256: sha256), existing.status != .failed else { return nil }
        return existing
    }

    /// The worker's reader for the job's pipeline file (nil: the run's own), built on first use. Throws when it
    /// cannot be built (a pipeline file gone or invalid, a language not installed).
    public func reader(for pipeline: String?) throws -> JobReader {
        JobReader(reader: try readers.reader(for: pipeline), exchange: exchange, order: order, key: key)
    }
}

/// A worker's reader for one job.
public struct JobReader {
    fileprivate let reader: DocumentReader
    fileprivate let exchange: PageExchange?
    fileprivate let order: RunningJobs?
    fileprivate let key: Int64

    /// Reads the document: its pages (shared with the other workers when it has several), then, once the run's
    /// earlier jobs are stored when a document stage reads earlier documents, the document stages.
    public func read(path: String, data: Data, source: Source? = nil) -> RunReport {
        let pages = reader.readPages(path: path, data: data, source: source ?? DocumentReader.source(path: path, data: data),
                                     exchange: exchange)
        if let order, pages.document != nil, reader.readsEarlierDocuments { order.waitForEarlier(than: key) }
        return reader.finish(pages)
    }
}

/// When a job whose file could not be read is tried again: `attempts` reads in all, the pause doubling from `backoff`.
public struct ReadRetry: Sendable {
    public var attempts: Int
    public var backoff: Double

    public init(attempts: Int, backoff: Double) {
        self.attempts = attempts
        self.backoff = backoff
    }

    /// Seconds before the next read after read number `attempt`; nil when that was the last.
    public func delay(after attempt: Int) -> Double? {
        attempt < attempts ? pause(after: attempt) : nil
    }

    /// The pause after read number `attempt`, whatever the number of reads left.
    public func pause(after attempt: Int) -> Double {
        backoff * pow(2, Double(max(0, attempt - 1)))
    }
}

/// Passes the reader built on the calling thread to worker 0 (readers are not `Sendable`; it is used by exactly
/// one worker after the hand-over).
private final class ReaderBox: @unchecked Sendable {
    // @unchecked: `reader` is only touched while holding `lock`.
    private var reader: DocumentReader?
    private let lock = NSLock()
    func put(_ reader: DocumentReader) { lock.withLock { self.reader = reader } }
    func take() -> DocumentReader? { lock.withLock { defer { reader = nil }; return reader } }
}
