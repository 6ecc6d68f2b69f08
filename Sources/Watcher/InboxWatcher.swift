import DocModel
import FileWatch
import Foundation
import Inbox
import Ingest
import Pipeline
import Store

/// `folio watch`: finds ready files in the inbox, queues them as jobs and runs `jobs` workers on them until
/// stopped (or, with `once`, until everything found is processed).
///
/// Order of a document, for crash safety: job queued → claimed (running) → document rows, outcome and
/// target in one transaction → rename(2) into the target → state = outcome. A watcher killed anywhere is
/// finished by the next one: `recover()` queues undecided running jobs again and completes decided moves.
public final class InboxWatcher: Sendable {
    let options: WatchOptions
    let store: DocumentStore
    let log: WatchLog
    let clock: @Sendable () -> Double
    let state = WatchState()
    let counter = RunCounter()

    public init(options: WatchOptions, store: DocumentStore, log: WatchLog,
                clock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
        self.options = options
        self.store = store
        self.log = log
        self.clock = clock
    }

    /// Asks the watcher to stop: workers finish their current document, then return.
    public func stop() { state.stop() }

    /// Finishes what a dead watcher left running: decided moves are completed, undecided jobs queued again
    /// behind a backoff, and a job that interrupted its worker `maxAttempts` times ends failed. Returns the
    /// number of jobs touched.
    @discardableResult
    public func recover() throws -> Int {
        let interrupted = try store.interruptedJobs(now: clock(), maxAttempts: options.maxAttempts, backoff: options.backoff)
        for job in interrupted.decided {
            let moved = try JobProcessor.completeMove(job, read: nil, errorText: nil, store: store, now: clock)
            log.line("recovered " + LogText.escaped(job.relativePath) + moved)
        }
        if !interrupted.exhausted.isEmpty {
            let processor = JobProcessor(options: options, store: store, clock: clock)
            for job in interrupted.exhausted {
                log.line(try processor.giveUp(job).line)
            }
        }
        return interrupted.decided.count + interrupted.exhausted.count
    }

    /// Runs until `stop()` (or, with `once`, until the inbox is processed). Returns counts of this run.
    public func run() throws -> RunCounter.Snapshot {
        if store.isPostgreSQL { return runShared() }
        try recover()
        var settings = RunSettings(workers: options.jobs, pipeline: options.pipeline)
        settings.releasesModels = options.releasesModels
        let engine = RunEngine(source: InboxJobs(watcher: self), settings: settings, state: state.run)
        engine.run(alongside: scanLoop)
        reviseMerchants()
        return counter.snapshot
    }

    /// A batch's end (the queue ran dry, or the run ends), as `folio ingest` has after its files: the merchant
    /// memory looks again at the receipts stored since its last look (`MerchantRevote`), each with its own
    /// pipeline's memory. Receipts stored before that look are never changed.
    func reviseMerchants() {
        let registry = StageRegistry()
        for (pipelinePath, ids) in counter.takeStored() {
            do {
                let pipeline = try pipelinePath.map { try PipelineDefinition.load(contentsOf: $0, catalog: registry.catalog) } ?? options.pipeline
                guard let revote = MerchantRevote(pipeline: pipeline) else { continue }
                for revision in try revote.revise(documentIDs: ids, in: store) {
                    log.line("\(revision)")
                }
            } catch {
                // The documents stand as stored; only the second look is lost.
                log.line("error     the merchant memory could not look at this run's receipts again: \(error)")
            }
        }
    }

    // MARK: - Private

    func scanLoop() {
        let scanner = InboxScanner(layout: options.layout)
        var tracker = ReadinessTracker(settle: options.settle)
        let inotify: InotifyWatcher? = options.poll == nil ? try? InotifyWatcher() : nil
        var lastFullScan = -Double.infinity
        var eventsPending = true
        var reportedNames: Set<String> = []
        while !state.isStopping {
            inotify?.watch(scanner.folders())
            let now = clock()
            let period = options.poll ?? options.safetyRescan
            if eventsPending || tracker.settlingCount > 0 || now - lastFullScan >= period {
                lastFullScan = now
                let scan = scanner.scan()
                // Names Foundation cannot hold (not UTF-8) are said once each, never silently passed over.
                let undecodable = Set(UndecodableNames.below(options.layout.inbox, skip: options.layout.isOutput))
                for name in undecodable.subtracting(reportedNames).sorted() {
                    log.line("skipped   \(LogText.escaped(name))  the name is not valid UTF-8, not read (rename the file to have it read)")
                }
                reportedNames = undecodable
                var ready = tracker.observe(scan, now: now)
                let writers = OpenWriters.among(Set(ready.map(\.path)))
                if !writers.isEmpty {
                    tracker.unready(writers, now: now)
                    ready.removeAll { writers.contains($0.path) }
                }
                // Files the store could not take (locked, full) or that a live job still covers (new content
                // under a name being read) settle again and are offered again.
                let again = enqueue(ready, now: now)
                if !again.isEmpty { tracker.unready(again, now: now) }
                if options.once, tracker.settlingCount == 0 {
                    state.finishScanning()
                    return
                }
            }
            // While files settle, look again soon; otherwise wait for inotify (or the poll period).
            let wait = tracker.settlingCount > 0 ? min(0.25, max(0.05, options.settle / 4)) : min(0.5, period)
            if let inotify {
                eventsPending = inotify.wait(timeout: wait) > 0
            } else {
                state.idleScanner(wait)
                eventsPending = false
            }
        }
    }

    /// Queues ready files; returns those to offer again later (all of them when the store failed).
    private func enqueue(_ files: [FileSnapshot], now: Double) -> Set<String> {
        guard !files.isEmpty else { return [] }
        if store.isPostgreSQL { return enqueueShared(files, now: now) }
        let jobs = files.map(newJob)
        var busy: Set<String> = []
        do {
            let created = try store.enqueue(jobs, now: now, busy: { busy.insert($0) })
            if state.noteQueueError(nil) { log.line("queueing  works again") }
            if !created.isEmpty {
                counter.queued(created.count)
                state.jobsQueued()
            }
            return busy
        } catch {
            // Said once per kind of failure, not at every rescan while it lasts.
            if state.noteQueueError("\(error)") {
                log.line("error     cannot queue \(files.count) file(s), will try again: \(error)")
            }
            return Set(files.map(\.path))
        }
    }

    func newJob(_ file: FileSnapshot) -> NewJob {
        NewJob(path: file.path, relativePath: file.relativePath, byteCount: file.size, modifiedAt: file.modifiedAt,
               tag: FolderRouting.tag(forRelativePath: file.relativePath),
               pipeline: FolderRouting.pipeline(forRelativePath: file.relativePath,
                                                pipelinesFolder: options.pipelinesFolder) {
                   FileManager.default.fileExists(atPath: $0)
               })
    }

    /// A store operation failed while `job` was claimed (a lock held too long, a full disk): the job must not
    /// stay 'running' until a restart. Undecided, it goes back to the queue (the attempt not counted: the file
    /// is not at fault); decided, its move is finished. Tried again with a growing pause until the store
    /// answers or the watcher stops (then the next start's `recover` finishes it).
    func putBack(_ job: Job, after error: Error) {
        var pause = 0.25
        while !state.isStopping {
            do {
                guard let current = try store.job(id: job.id), current.state == .running else { return }
                if current.outcome == nil {
                    try store.requeue(job.id, error: "\(error)", notBefore: clock() + pause, refund: true)
                    log.line(JobProcessor.format(job, "retry", detail: "store failed, queued again: \(error)", timings: []))
                } else {
                    let moved = try JobProcessor.completeMove(current, read: nil, errorText: nil, store: store, now: clock)
                    log.line(JobProcessor.format(job, current.outcome?.rawValue ?? "done", detail: "after a store failure" + moved,
                                                 timings: []))
                    counter.finished(pages: current.pages ?? 0)
                }
                return
            } catch {
                state.idle(pause)
                pause = min(pause * 2, 4)
            }
        }
    }

    func reportProgress() {
        guard let progress = log.progress else { return }
        let snapshot = counter.snapshot
        guard let stats = try? store.jobStatistics(now: clock()) else { return }
        let left = stats.counts[.queued, default: 0] + stats.counts[.running, default: 0]
        var text = "\(snapshot.finished) done, \(left) left"
        if snapshot.finished > 0, left > 0 {
            let perDocument = (clock() - counter.started) / Double(snapshot.finished)
            text += String(format: ", ETA %.0f s", perDocument * Double(left))
        }
        progress(text)
    }
}

/// The inbox's jobs in the SQLite queue, claimed in id order, each read, stored and moved (`JobProcessor`).
private final class InboxJobs: RunSource {
    typealias Job = Store.Job

    private let watcher: InboxWatcher
    private let processor: JobProcessor

    init(watcher: InboxWatcher) {
        self.watcher = watcher
        processor = JobProcessor(options: watcher.options, store: watcher.store, clock: watcher.clock)
    }

    func startWorker(_ index: Int) -> Int? { index }
    func store(of worker: Int) -> DocumentStore { watcher.store }
    func order(of job: Job) -> Int64 { job.id }
    func claim(_ worker: inout Int) throws -> Job? { try watcher.store.claimJob(now: watcher.clock()) }

    func process(_ job: Job, worker: inout Int, reading: JobReading) throws {
        let result = try processor.process(job, reading: reading)
        watcher.log.line(result.line)
        if result.finished { watcher.counter.finished(pages: result.pages) }
        if let id = result.documentId { watcher.counter.stored(id, pipeline: job.pipeline) }
        watcher.reportProgress()
    }

    func idle(_ worker: inout Int) throws -> Bool {
        let (store, clock, state) = (watcher.store, watcher.clock, watcher.state)
        // The queue ran dry: the files dropped together are all stored, a batch's end as in `folio ingest`.
        if watcher.counter.hasStored {
            let stats = try store.jobStatistics(now: clock())
            if stats.counts[.queued, default: 0] + stats.counts[.running, default: 0] == 0 { watcher.reviseMerchants() }
        }
        if watcher.options.once, state.isScanDone {
            let stats = try store.jobStatistics(now: clock())
            if stats.counts[.queued, default: 0] + stats.counts[.running, default: 0] == 0 { return false }
        }
        let next = try store.nextClaimTime().map { max(0.01, $0 - clock()) } ?? 0.5
        state.idle(min(next, 0.5))
        return true
    }

    func recover(from error: any Error, job: Job?, worker: inout Int) {
        watcher.log.line("error     worker \(worker): \(error)")
        if let job { watcher.putBack(job, after: error) } else { watcher.state.idle(1) }
    }
}
