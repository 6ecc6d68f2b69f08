import DocModel
import Foundation
import Hashing
import Ingest
import Pipeline
import Store

/// How `folio worker` runs.
public struct WorkerOptions: Sendable {
    /// Documents read at once, each thread with its own readers (one OCR engine per pipeline).
    public var jobs: Int
    /// The pipeline for jobs without a folder pipeline, or whose pipeline file this host lacks.
    public var pipeline: PipelineDefinition
    /// Seconds a claim holds without renewal; renewed every third of it.
    public var lease: Double = 30
    /// Claims of one job (interrupted workers included) before it ends failed.
    public var maxAttempts = 5
    /// Reads of a file that fails to parse before it is declared failed.
    public var readAttempts = 3
    /// First backoff in seconds after a failed read; doubled each attempt.
    public var backoff: Double = 1
    /// Seconds between polls of the queue when no notification comes.
    public var poll: Double = 2
    /// Exit once no job needs a worker (for batch runs and tests).
    public var untilEmpty = false

    public init(jobs: Int, pipeline: PipelineDefinition) {
        self.jobs = max(1, jobs)
        self.pipeline = pipeline
    }
}

/// `folio worker`: claims jobs from the PostgreSQL queue, reads each from the bytes it carries, and stores
/// the document with the job's outcome in one transaction. Any number of workers on any number of hosts;
/// a worker that dies loses its leases and its jobs go to others once the leases run out.
public final class QueueWorker: Sendable {
    private let options: WorkerOptions
    private let store: DocumentStore
    private let databaseURL: String
    private let log: WatchLog
    private let clock: @Sendable () -> Double
    private let state = WatchState()
    private let held = HeldJobs()
    /// "host:pid": what `job.worker` holds for this process's claims (a thread number is added per claim).
    public let identity: String

    public init(options: WorkerOptions, store: DocumentStore, databaseURL: String, log: WatchLog,
                clock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
        self.options = options
        self.store = store
        self.databaseURL = databaseURL
        self.log = log
        self.clock = clock
        self.identity = "\(ProcessInfo.processInfo.hostName):\(getpid())"
    }

    /// Asks the worker to stop: documents being read are finished, then `run` returns.
    public func stop() { state.stop() }

    /// Runs until `stop()` (or, with `untilEmpty`, until the queue is empty). Returns documents and pages done.
    public func run() -> (documents: Int, pages: Int) {
        let counter = Counter()
        let group = DispatchGroup()
        for thread in 0..<options.jobs {
            let worker = Thread { [self] in
                defer { group.leave() }
                loop(thread, counter: counter)
            }
            worker.stackSize = 8 << 20
            group.enter()
            worker.start()
        }
        let renewer = Thread { [self] in renewLoop() }
        renewer.start()
        group.wait()
        state.stop()
        let snapshot = counter.snapshot
        return (snapshot.finished, snapshot.pages)
    }

    // MARK: - Private

    private func loop(_ thread: Int, counter: Counter) {
        let registry = StageRegistry(merchantReadings: store)
        var readers = PipelineReaders(registry: registry, ownPipeline: options.pipeline, ownWhenMissing: true)
        let listener = QueueListener(url: databaseURL, channels: [DocumentStore.jobsChannel])
        let me = "\(identity):\(thread)"
        var pause = 0.25
        while !state.isStopping {
            do {
                guard let claimed = try store.claim(worker: me, now: clock(), lease: options.lease,
                                                    maxAttempts: options.maxAttempts) else {
                    if options.untilEmpty, try queueIsEmpty() { return }
                    listener.wait(timeout: options.poll)
                    continue
                }
                pause = 0.25
                held.add(claimed.job.id)
                defer { held.remove(claimed.job.id) }
                let line = try process(claimed, readers: &readers, counter: counter)
                log.line(line)
            } catch {
                // The server went away or refused: wait, then try again (the connection is re-made).
                log.line("error     worker \(me): \(error)")
                state.idle(pause)
                pause = min(pause * 2, 5)
            }
        }
    }

    /// Reads one claimed job and finishes it; the log line.
    private func process(_ claimed: ClaimedJob, readers: inout PipelineReaders,
                         counter: Counter) throws -> String {
        let job = claimed.job
        let start = clock()
        let sha = SHA256Digest.hex(claimed.data)
        if let existing = try store.existing(sha256: sha), existing.status != .failed {
            let completion = JobCompletion(outcome: .duplicate, report: nil, duplicateOf: existing.id, sha256: sha,
                                           error: nil, pages: nil, seconds: clock() - start, targetPath: nil)
            return try finish(claimed, completion, label: "duplicate", detail: "of #\(existing.id)", counter: counter)
        }
        let reader: DocumentReader
        do {
            reader = try readers.reader(for: job.pipeline)
        } catch {
            let completion = JobCompletion(outcome: .failed, report: nil, duplicateOf: nil, sha256: sha, error: "\(error)",
                                           pages: nil, seconds: clock() - start, targetPath: nil)
            return try finish(claimed, completion, label: "failed", detail: "\(error)", counter: counter)
        }
        let report = reader.read(path: job.path, data: claimed.data,
                                 source: DocumentReader.source(path: job.path, data: claimed.data), exchange: nil)
        if report.outcome == .failed {
            let message = report.errorMessage ?? "\(job.path): could not be read"
            if job.attempts < options.readAttempts {
                let delay = options.backoff * pow(2, Double(max(0, job.attempts - 1)))
                try store.release(claimed, error: message, notBefore: clock() + delay, refund: false)
                return JobProcessor.format(job, "retry", detail: String(format: "in %.0f s: ", delay) + message, timings: [])
            }
            let completion = JobCompletion(outcome: .failed, report: report, duplicateOf: nil, sha256: sha, error: message,
                                           pages: nil, seconds: clock() - start, targetPath: nil)
            return try finish(claimed, completion, label: "failed", detail: message, counter: counter)
        }
        let pages = report.document?.pages.count ?? 0
        let completion = JobCompletion(outcome: .done, report: report, duplicateOf: nil, sha256: sha,
                                       error: report.errorMessage, pages: pages, seconds: clock() - start, targetPath: nil)
        let label = report.outcome == .partiallySucceeded ? "partial" : "done"
        return try finish(claimed, completion, label: label, detail: "\(pages) page\(pages == 1 ? "" : "s")", counter: counter,
                          total: clock() - start)
    }

    private func finish(_ claimed: ClaimedJob, _ completion: JobCompletion, label: String, detail: String,
                        counter: Counter, total: Double? = nil) throws -> String {
        let (held, stored) = try store.finish(claimed, completion, now: clock())
        guard held else {
            return JobProcessor.format(claimed.job, "lost", detail: "the lease ran out and another worker took the job; "
                                       + "nothing stored", timings: [])
        }
        counter.finished(pages: completion.pages ?? 0)
        let outcome = stored?.outcome?.rawValue ?? label
        let id = stored?.documentId.map { "#\($0), " } ?? ""
        return JobProcessor.format(claimed.job, outcome == "done" ? label : outcome, detail: id + detail, timings: [], total: total)
    }

    /// Nothing left for any worker (outcomes awaiting the watcher's move do not count).
    private func queueIsEmpty() throws -> Bool { try store.jobsNeedingAWorker() == 0 }

    /// Renews the leases of the jobs being read, every third of the lease, until the worker stops.
    private func renewLoop() {
        while !state.isStopping {
            state.idle(options.lease / 3)
            let ids = held.all
            guard !ids.isEmpty else { continue }
            do {
                try store.renewLeases(workerPrefix: identity + ":", ids: ids, now: clock(), lease: options.lease)
            } catch {
                log.line("error     renewing leases: \(error)")
            }
        }
    }
}

/// The ids of the jobs this process holds, for lease renewal.
final class HeldJobs: @unchecked Sendable {
    // @unchecked: `ids` is only touched while holding `lock`.
    private let lock = NSLock()
    private var ids: Set<Int64> = []

    func add(_ id: Int64) { lock.withLock { _ = ids.insert(id) } }
    func remove(_ id: Int64) { lock.withLock { _ = ids.remove(id) } }
    var all: [Int64] { lock.withLock { Array(ids) } }
}
