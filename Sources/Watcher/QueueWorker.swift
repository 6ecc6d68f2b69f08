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
    /// Seconds a stopping worker (SIGTERM) lets the documents being read finish; then it gives their jobs back
    /// to the queue (the claim not counted) and stops without them.
    public var stopGrace: Double = 20
    /// Workers free the models a page did not use after it (`--release-models`, `DocumentReader.releasesModels`).
    public var releasesModels = false

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
    private let state = RunState()
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

    /// Asks the worker to stop: documents being read are finished (for up to `stopGrace` seconds; after that
    /// their jobs go back to the queue), then `run` returns.
    public func stop() { state.stop() }

    /// Runs until `stop()` (or, with `untilEmpty`, until the queue is empty). Returns documents and pages done.
    /// After a stop it returns within `stopGrace` seconds (plus a round trip per job given back), even while
    /// threads are still reading: the caller then ends the process.
    public func run() -> (documents: Int, pages: Int) {
        let counter = RunCounter()
        var settings = RunSettings(workers: options.jobs, pipeline: options.pipeline)
        // Threads of one worker share no pages: each job is its own, whichever host claims the next.
        settings.sharesWork = false
        settings.ownWhenMissing = true
        settings.releasesModels = options.releasesModels
        let engine = RunEngine(source: QueueJobs(worker: self, counter: counter), settings: settings, state: state)
        engine.run(alongside: { Thread { [self] in renewLoop() }.start() }, stopGrace: options.stopGrace,
                   graceOver: giveBackHeldJobs)
        let snapshot = counter.snapshot
        return (snapshot.finished, snapshot.pages)
    }

    // MARK: - Private

    /// One thread's side of the queue: its connection, its listener, and the job claimed with the last outcome.
    fileprivate struct WorkerThread {
        let store: DocumentStore
        let listener: QueueListener
        let request: ClaimRequest
        var pause = 0.25
        /// The job claimed together with the last one's outcome, if any.
        var next: ClaimedJob?
    }

    fileprivate func startThread(_ thread: Int) -> WorkerThread? {
        guard let store = connection(for: thread) else { return nil }
        // With untilEmpty, outcomes wake the thread too: the last jobs finishing elsewhere end it at once rather
        // than after a poll.
        let listener = QueueListener(url: databaseURL, channels: options.untilEmpty
                                     ? [DocumentStore.jobsChannel, DocumentStore.outcomesChannel] : [DocumentStore.jobsChannel])
        let request = ClaimRequest(worker: "\(identity):\(thread)", lease: options.lease, maxAttempts: options.maxAttempts)
        return WorkerThread(store: store, listener: listener, request: request)
    }

    fileprivate func claim(_ thread: inout WorkerThread) throws -> ClaimedJob? {
        let claimed = try thread.next ?? thread.store.claim(thread.request, now: clock())
        thread.next = nil
        return claimed
    }

    /// No job: listens before it looks whether the queue is empty, so no job queued in between goes unnoticed.
    fileprivate func idle(_ thread: inout WorkerThread) throws -> Bool {
        thread.listener.listen()
        if options.untilEmpty, try thread.store.jobsNeedingAWorker() == 0 { return false }
        thread.listener.wait(timeout: options.poll)
        return true
    }

    fileprivate func process(_ claimed: ClaimedJob, thread: inout WorkerThread, reading: JobReading, counter: RunCounter) throws {
        thread.pause = 0.25
        held.add(claimed)
        defer { held.remove(claimed.job.id) }
        let (line, following) = try process(claimed, store: thread.store, reading: reading, counter: counter,
                                            next: state.isStopping ? nil : thread.request)
        thread.next = following
        if let following { held.add(following) }
        log.line(line)
    }

    /// The server went away or refused: wait, then try again (the connection is re-made).
    fileprivate func recover(from error: any Error, thread: inout WorkerThread) {
        log.line("error     worker \(thread.request.worker): \(error)")
        state.idle(thread.pause)
        thread.pause = min(thread.pause * 2, 5)
    }

    /// Stopping with a job claimed but not begun: back to the queue, the claim not counted.
    fileprivate func end(_ thread: inout WorkerThread) {
        if let next = thread.next {
            try? thread.store.release(next, error: nil, notBefore: nil, refund: true)
            held.remove(next.job.id)
        }
    }

    /// Reads one claimed job and finishes it; the log line, and the next job when `next` asked for one.
    private func process(_ claimed: ClaimedJob, store: DocumentStore, reading: JobReading,
                         counter: RunCounter, next: ClaimRequest?) throws -> (String, ClaimedJob?) {
        let job = claimed.job
        let start = clock()
        let sha = SHA256Digest.hex(claimed.data)
        if let existing = claimed.storedDocument {
            let completion = JobCompletion(outcome: .duplicate, report: nil, duplicateOf: existing, sha256: sha,
                                           error: nil, pages: nil, seconds: clock() - start, targetPath: nil)
            return try finish(claimed, completion, store: store, next: next, label: "duplicate", detail: "of #\(existing)", counter: counter)
        }
        let reader: JobReader
        do {
            reader = try reading.reader(for: job.pipeline)
        } catch {
            let completion = JobCompletion(outcome: .failed, report: nil, duplicateOf: nil, sha256: sha, error: "\(error)",
                                           pages: nil, seconds: clock() - start, targetPath: nil)
            return try finish(claimed, completion, store: store, next: next, label: "failed", detail: "\(error)", counter: counter)
        }
        let report = reader.read(path: job.path, data: claimed.data, source: DocumentReader.source(path: job.path, data: claimed.data))
        if report.outcome == .failed {
            let message = report.errorMessage ?? "\(job.path): could not be read"
            if let delay = ReadRetry(attempts: options.readAttempts, backoff: options.backoff).delay(after: job.attempts) {
                try store.release(claimed, error: message, notBefore: clock() + delay, refund: false)
                return (JobProcessor.format(job, "retry", detail: String(format: "in %.0f s: ", delay) + message, timings: []), nil)
            }
            let completion = JobCompletion(outcome: .failed, report: report, duplicateOf: nil, sha256: sha, error: message,
                                           pages: nil, seconds: clock() - start, targetPath: nil)
            return try finish(claimed, completion, store: store, next: next, label: "failed", detail: message, counter: counter)
        }
        let pages = report.document?.pages.count ?? 0
        let completion = JobCompletion(outcome: .done, report: report, duplicateOf: nil, sha256: sha,
                                       error: report.errorMessage, pages: pages, seconds: clock() - start, targetPath: nil)
        let label = report.outcome == .partiallySucceeded ? "partial" : "done"
        return try finish(claimed, completion, store: store, next: next, label: label, detail: "\(pages) page\(pages == 1 ? "" : "s")", counter: counter,
                          total: clock() - start)
    }

    private func finish(_ claimed: ClaimedJob, _ completion: JobCompletion, store: DocumentStore, next: ClaimRequest?,
                        label: String, detail: String, counter: RunCounter, total: Double? = nil) throws -> (String, ClaimedJob?) {
        let finished = try store.finish(claimed, completion, now: clock(), next: next)
        guard finished.held else {
            return (JobProcessor.format(claimed.job, "lost", detail: "the lease ran out and another worker took the job; "
                                        + "nothing stored", timings: []), finished.next)
        }
        counter.finished(pages: completion.pages ?? 0)
        let outcome = finished.job?.outcome?.rawValue ?? label
        let id = finished.job?.documentId.map { "#\($0), " } ?? ""
        return (JobProcessor.format(claimed.job, outcome == "done" ? label : outcome, detail: id + detail, timings: [], total: total),
                finished.next)
    }

    /// The thread's own connection (the first thread uses the worker's): the threads' claims and commits reach
    /// the server side by side, rather than queueing on one connection, and the server flushes their commits
    /// to disk together. nil when the worker stops before the server answers.
    private func connection(for thread: Int) -> DocumentStore? {
        if thread == 0 { return store }
        var pause = 0.25
        while !state.isStopping {
            do { return try DocumentStore(path: databaseURL) } catch {
                log.line("error     worker \(identity):\(thread): \(error)")
                state.idle(pause)
                pause = min(pause * 2, 5)
            }
        }
        return nil
    }

    /// Gives the jobs still being read back to the queue (the claim not counted as an attempt), for a stop that
    /// cannot wait for them: another worker reads them at once instead of after the lease.
    private func giveBackHeldJobs() {
        for claimed in held.claims {
            do {
                try store.release(claimed, error: nil, notBefore: nil, refund: true)
                held.remove(claimed.job.id)
                log.line(JobProcessor.format(claimed.job, "released", detail: "the worker is stopping; queued again", timings: []))
            } catch {
                log.line("error     cannot give job \(claimed.job.id) back (its lease runs out instead): \(error)")
            }
        }
    }

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

/// The PostgreSQL queue's jobs, claimed under a lease by each thread on its own connection.
private final class QueueJobs: RunSource {
    private let worker: QueueWorker
    private let counter: RunCounter

    init(worker: QueueWorker, counter: RunCounter) {
        self.worker = worker
        self.counter = counter
    }

    func startWorker(_ index: Int) -> QueueWorker.WorkerThread? { worker.startThread(index) }
    func store(of thread: QueueWorker.WorkerThread) -> DocumentStore { thread.store }
    func order(of job: ClaimedJob) -> Int64 { job.job.id }
    func claim(_ thread: inout QueueWorker.WorkerThread) throws -> ClaimedJob? { try worker.claim(&thread) }
    func idle(_ thread: inout QueueWorker.WorkerThread) throws -> Bool { try worker.idle(&thread) }
    func process(_ job: ClaimedJob, worker thread: inout QueueWorker.WorkerThread, reading: JobReading) throws {
        try worker.process(job, thread: &thread, reading: reading, counter: counter)
    }
    func recover(from error: any Error, job: ClaimedJob?, worker thread: inout QueueWorker.WorkerThread) {
        worker.recover(from: error, thread: &thread)
    }
    func endWorker(_ thread: inout QueueWorker.WorkerThread) { worker.end(&thread) }
}

/// The claims this process holds, for lease renewal and for giving them back on a stop.
final class HeldJobs: @unchecked Sendable {
    // @unchecked: `held` is only touched while holding `lock`.
    private let lock = NSLock()
    private var held: [Int64: ClaimedJob] = [:]

    func add(_ claimed: ClaimedJob) { lock.withLock { held[claimed.job.id] = claimed } }
    func remove(_ id: Int64) { lock.withLock { _ = held.removeValue(forKey: id) } }
    var all: [Int64] { lock.withLock { Array(held.keys) } }
    var claims: [ClaimedJob] { lock.withLock { Array(held.values) } }
}

