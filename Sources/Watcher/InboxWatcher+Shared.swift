import FileWatch
import Foundation
import Hashing
import Inbox
import Ingest
import Store

/// `folio watch` on a PostgreSQL store: the watcher only settles files and queues them with their bytes
/// (`folio worker` processes, anywhere), then moves each original once its job's outcome is in. Settling,
/// naming and moving are the SQLite watcher's own (`scanLoop`, `ArchiveNaming`, `JobProcessor.completeMove`).
extension InboxWatcher {
    /// The scanner on this thread, the mover on another, until `stop()` (or, with `once`, until every job is
    /// decided and moved).
    func runShared() -> RunCounter.Snapshot {
        let done = DispatchSemaphore(value: 0)
        let mover = Thread { [self] in
            moverLoop()
            done.signal()
        }
        mover.start()
        scanLoop()
        done.wait()
        return counter.snapshot
    }

    /// Reads each ready file once (one descriptor, as a worker would), then queues it with its bytes and
    /// SHA-256 in one transaction. A file that cannot be read now is offered again later; so is one written to
    /// after it was read; one moved away meanwhile (its earlier job's original, archived) is not queued.
    func enqueueShared(_ files: [FileSnapshot], now: Double) -> Set<String> {
        var again: Set<String> = []
        var jobs: [NewContentJob] = []
        var identities: [String: FileIdentity] = [:]
        for file in files {
            do {
                let read = try DescriptorRead.read(file.path, below: [options.layout.inbox, options.layout.output])
                jobs.append(NewContentJob(job: newJob(file), data: read.data, sha256: SHA256Digest.hex(read.data),
                                          device: read.identity.device, inode: read.identity.inode))
                identities[file.path] = read.identity
            } catch {
                again.insert(file.path)
            }
        }
        func stillThere(_ job: NewContentJob) -> Bool {
            guard let read = identities[job.job.path], let now = FileIdentity.of(path: job.job.path) else { return false }
            if now.isSameVersion(as: read) { return true }
            again.insert(job.job.path)
            return false
        }
        do {
            let created = try store.enqueue(content: jobs, now: now, stillThere: stillThere, busy: { again.insert($0) })
            if state.noteQueueError(nil) { log.line("queueing  works again") }
            for job in created { log.line(JobProcessor.format(job, "queued", detail: "", timings: [])) }
            if !created.isEmpty { counter.queued(created.count) }
        } catch {
            if state.noteQueueError("\(error)") {
                log.line("error     cannot queue \(files.count) file(s), will try again: \(error)")
            }
            return Set(files.map(\.path))
        }
        return again
    }

    /// Moves the originals of decided jobs (archive/, failed/, duplicates/ as the outcome says), woken by
    /// NOTIFY folio_outcomes, polling every `poll` seconds besides.
    private func moverLoop() {
        let listener = QueueListener(url: store.path, channels: [DocumentStore.outcomesChannel])
        while true {
            do {
                let decided = try store.jobsToMove()
                for job in decided { moveDecided(job) }
                if decided.isEmpty {
                    if state.isStopping { return }
                    if options.once, state.isScanDone {
                        let counts = try store.jobStatistics(now: clock()).counts
                        if counts[.queued, default: 0] + counts[.running, default: 0] == 0 { return }
                    }
                    listener.wait(timeout: min(1, options.poll ?? 1))
                }
            } catch {
                log.line("error     mover: \(error)")
                listener.wait(timeout: 1)
            }
        }
    }

    private func moveDecided(_ job: Job) {
        do {
            let folder: ArchiveNaming.Folder = switch job.outcome {
            case .done: .archive
            case .duplicate: .duplicates
            default: .failed
            }
            let name = (job.relativePath as NSString).lastPathComponent
            let target = options.keepInPlace ? nil : options.layout.output + "/"
                + ArchiveNaming.target(folder, originalName: name, sha256: job.sha256, date: Date(timeIntervalSince1970: clock()))
            try store.setTarget(job.id, target: target, now: clock())
            var placed = job
            placed.targetPath = target
            let moved = try JobProcessor.completeMove(placed, read: nil, errorText: nil, store: store, now: clock)
            let label = job.outcome?.rawValue ?? "failed"
            log.line(JobProcessor.format(job, label, detail: (job.documentId.map { "#\($0)" } ?? job.lastError ?? "") + moved,
                                         timings: []))
            counter.finished(pages: job.pages ?? 0)
        } catch {
            log.line("error     cannot move \(LogText.escaped(job.relativePath)): \(error)")
        }
    }
}
