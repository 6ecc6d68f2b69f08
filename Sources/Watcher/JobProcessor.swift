import DocModel
import FileWatch
import Foundation
import Hashing
import Inbox
import Ingest
import Pipeline
import ReviewExport
import Store

/// Settles claimed inbox jobs (`folio watch` on SQLite): reads each from one descriptor with the worker's reader,
/// stores its rows, outcome and target in one transaction, then moves the original.
struct JobProcessor: Sendable {
    private let options: WatchOptions
    private let store: DocumentStore
    private let clock: @Sendable () -> Double

    init(options: WatchOptions, store: DocumentStore, clock: @escaping @Sendable () -> Double) {
        self.options = options
        self.store = store
        self.clock = clock
    }

    /// One line for the log, or nil when the job went back to the queue for a later attempt.
    struct Result {
        var line: String
        var finished: Bool
        var pages: Int
        /// The document this job stored (not for a duplicate or a failure).
        var documentId: Int64?
    }

    /// Reads, stores and moves one claimed job. Errors of the store are thrown (the caller puts the job back
    /// or finishes its move); everything about the file is an outcome.
    func process(_ job: Job, reading: JobReading) throws -> Result {
        let start = clock()
        var timings: [(String, Double)] = []
        func lap(_ stage: String, _ since: Double) { timings.append((stage, clock() - since)) }

        var mark = clock()
        // One descriptor: what is hashed, read and later moved is the file opened here, never what the path
        // names by then (a file replaced or swapped for a link after it was queued).
        let file: DescriptorRead
        do {
            file = try DescriptorRead.read(job.path, below: [options.layout.inbox, options.layout.output])
        } catch {
            if error.reason == DescriptorRead.changedWhileRead {
                return try retryLater(job, message: "\(error)", timings: timings)
            }
            // Nothing was read: the file stays where it is (a link, a folder, gone).
            let completion = JobCompletion(outcome: .failed, report: nil, duplicateOf: nil, sha256: nil,
                                           error: "\(error)", pages: nil, seconds: clock() - start, targetPath: nil)
            try store.finishJob(job, completion, now: clock())
            return Result(line: Self.format(job, "failed", detail: completion.error ?? "", timings: timings), finished: true, pages: 0)
        }
        let data = file.data
        let sha = SHA256Digest.hex(data)
        lap("hash", mark)
        let name = (job.relativePath as NSString).lastPathComponent

        if let existing = try reading.storedCopy(sha256: sha) {
            let target = targetPath(.duplicates, name: name, sha: sha)
            let completion = JobCompletion(outcome: .duplicate, report: nil, duplicateOf: existing.id, sha256: sha,
                                           error: nil, pages: nil, seconds: clock() - start, targetPath: target,
                                           device: file.identity.device, inode: file.identity.inode)
            let stored = try store.finishJob(job, completion, now: clock())
            mark = clock()
            let moved = try move(stored, read: file.identity, errorText: nil)
            lap("move", mark)
            return Result(line: Self.format(job, "duplicate", detail: "of #\(existing.id)" + moved, timings: timings),
                          finished: true, pages: 0)
        }

        let reader: JobReader
        do {
            reader = try reading.reader(for: job.pipeline)
        } catch {
            return try fail(job, file: file.identity, sha: sha, message: "\(error)", report: nil, start: start, timings: timings)
        }
        mark = clock()
        let report = reader.read(path: job.path, data: data, source: DocumentReader.source(path: job.path, data: data))
        timings += report.timings.map { ($0.stage, $0.seconds) }
        let readSeconds = clock() - mark
        if report.outcome == .failed {
            let message = report.errorMessage ?? "\(job.path): could not be read"
            if options.retry.delay(after: job.attempts) != nil {
                // It may still have been incomplete (a copy that paused longer than the settle time): later.
                return try retryLater(job, message: message, timings: timings)
            }
            return try fail(job, file: file.identity, sha: sha, message: message, report: report, start: start, timings: timings)
        }
        let pages = report.document?.pages.count ?? 0
        let target = targetPath(.archive, name: name, sha: sha)
        mark = clock()
        let completion = JobCompletion(outcome: .done, report: report, duplicateOf: nil, sha256: sha,
                                       error: report.errorMessage, pages: pages, seconds: clock() - start,
                                       targetPath: target,
                                       duplicateTargetPath: targetPath(.duplicates, name: name, sha: sha),
                                       device: file.identity.device, inode: file.identity.inode)
        let stored = try store.finishJob(job, completion, now: clock())
        lap("store", mark)
        mark = clock()
        var moved = try move(stored, read: file.identity, errorText: nil)
        lap("move", mark)
        // Beside where the file really went (the move may take a free variant of the recorded name).
        if options.searchablePDF, stored.outcome == .done, let document = report.document,
           let placed = try store.job(id: job.id), placed.moved, let target = placed.targetPath {
            switch SearchablePDFExporter().writeBeside(document, archivedPath: target, data: data) {
            case .success: moved += " + searchable PDF"
            case .failure(let error): moved += " (no searchable PDF: \(error))"
            }
        }
        let label = stored.outcome == .duplicate ? "duplicate" : (report.outcome == .partiallySucceeded ? "partial" : "done")
        let detail = "#\(stored.documentId ?? 0), \(pages) page\(pages == 1 ? "" : "s")"
            + String(format: ", read %.2f s", readSeconds) + moved
        return Result(line: Self.format(job, label, detail: detail, timings: timings, total: clock() - start),
                      finished: true, pages: pages, documentId: stored.outcome == .duplicate ? nil : stored.documentId)
    }

    // MARK: - Private

    /// Back to the queue behind a doubling backoff.
    private func retryLater(_ job: Job, message: String, timings: [(String, Double)]) throws -> Result {
        let delay = options.retry.pause(after: job.attempts)
        try store.requeue(job.id, error: message, notBefore: clock() + delay)
        return Result(line: Self.format(job, "retry", detail: String(format: "in %.0f s: ", delay) + message,
                                        timings: timings), finished: false, pages: 0)
    }

    private func fail(_ job: Job, file: FileIdentity?, sha: String?, message: String, report: RunReport?, start: Double,
                      timings: [(String, Double)]) throws -> Result {
        let name = (job.relativePath as NSString).lastPathComponent
        let target = targetPath(.failed, name: name, sha: sha)
        let completion = JobCompletion(outcome: .failed, report: report, duplicateOf: nil, sha256: sha, error: message,
                                       pages: nil, seconds: clock() - start, targetPath: target,
                                       device: file?.device, inode: file?.inode)
        let stored = try store.finishJob(job, completion, now: clock())
        let moved = try move(stored, read: file, errorText: message)
        return Result(line: Self.format(job, "failed", detail: message + moved, timings: timings), finished: true, pages: 0)
    }

    /// Ends a job that interrupted its worker `maxAttempts` times (found by `recover`): failed, moved to failed/.
    func giveUp(_ job: Job) throws -> Result {
        let message = "\(job.path): interrupted its worker \(job.attempts) times (a crash or a kill while reading it); not tried again"
        return try fail(job, file: FileIdentity.of(path: job.path), sha: nil, message: message, report: nil, start: clock(),
                        timings: [])
    }

    /// The absolute first-choice target, or nil with `--keep-in-place`.
    private func targetPath(_ folder: ArchiveNaming.Folder, name: String, sha: String?) -> String? {
        guard !options.keepInPlace else { return nil }
        return options.layout.output + "/"
            + ArchiveNaming.target(folder, originalName: name, sha256: sha, date: Date(timeIntervalSince1970: clock()))
    }

    /// Moves a decided job's file to its target; " → target" for the log.
    private func move(_ job: Job, read: FileIdentity?, errorText: String?) throws -> String {
        guard job.targetPath != nil else { return "" }
        return try Self.completeMove(job, read: read, errorText: errorText, store: store, now: clock)
    }

    /// Finishes the move of a job whose outcome and target are recorded: also used on restart for a job
    /// interrupted between its transaction and its rename. The original is renamed (never copied or rewritten)
    /// to the first free variant of its target, the name taken inside the rename; the job is recorded as moved
    /// only when its own file (device and inode as read) is there. `read` is the version that was read: a path
    /// that names another file by now, or the same file written since, is left for the scanner as a new file.
    /// A failed file gets `<target>.error.txt` beside it.
    static func completeMove(_ job: Job, read: FileIdentity?, errorText: String?, store: DocumentStore,
                             now: @Sendable () -> Double) throws -> String {
        guard let target = job.targetPath else { return "" }
        let own: (FileIdentity) -> Bool = { identity in
            guard let device = job.device, let inode = job.inode else { return true }  // recorded before 0008
            return identity.device == device && identity.inode == inode
        }
        var placed: String?
        if let current = FileIdentity.of(path: job.path) {
            guard own(current) else {
                try store.markNotMoved(job.id, error: "not moved: the path names another file since it was read", now: now())
                return " (not moved: replaced after it was read; the new file is read as its own)"
            }
            if let read, !current.isSameVersion(as: read) {
                try store.markNotMoved(job.id, error: "not moved: the file was written after it was read", now: now())
                return " (not moved: changed after it was read; its new content is read as its own)"
            }
            do {
                placed = try FileMoves.moveWithoutReplacing(job.path) { ArchiveNaming.variant(of: target, $0) }
            } catch {
                try store.markNotMoved(job.id, error: "not moved: \(error)", now: now())
                return " (not moved: \(error))"
            }
        } else if job.device != nil {
            // Gone from the inbox: renamed before a crash, to a variant holding this very file.
            var n = 0
            while placed == nil, n < 100_000, let identity = FileIdentity.of(path: ArchiveNaming.variant(of: target, n)) {
                if own(identity) { placed = ArchiveNaming.variant(of: target, n) }
                n += 1
            }
        } else if FileManager.default.fileExists(atPath: target) {
            placed = target  // recorded before 0008: the old rule
        }
        guard let placed else {
            try store.markNotMoved(job.id, error: "not moved: the file is gone", now: now())
            return " (file gone)"
        }
        if job.outcome == .failed {
            let text = (errorText ?? job.lastError ?? "failed") + "\n\nsource: \(job.relativePath)\njob: \(job.id)\n"
            let errorFile = ArchiveNaming.errorFile(for: placed)
            if !FileManager.default.fileExists(atPath: errorFile) {
                try? FileMoves.writeReplacing(Array(text.utf8), to: errorFile)
            }
        }
        try store.markMoved(job.id, target: placed, now: now())
        // A file retried from failed/ leaves its old error note behind: it no longer applies.
        if job.path.contains("/\(ArchiveNaming.Folder.failed.rawValue)/") {
            let oldNote = ArchiveNaming.errorFile(for: job.path)
            if FileManager.default.fileExists(atPath: oldNote) { try? FileManager.default.removeItem(atPath: oldNote) }
        }
        return " → " + relativeToOutput(placed)
    }

    private static func relativeToOutput(_ target: String) -> String {
        for folder in ArchiveNaming.Folder.allCases {
            if let range = target.range(of: "/\(folder.rawValue)/", options: .backwards) {
                return folder.rawValue + "/" + target[range.upperBound...]
            }
        }
        return target
    }

    static func format(_ job: Job, _ label: String, detail: String, timings: [(String, Double)], total: Double? = nil) -> String {
        var text = label.padding(toLength: 10, withPad: " ", startingAt: 0) + LogText.escaped(job.relativePath)
        if !detail.isEmpty { text += "  " + LogText.escaped(detail) }
        var merged: [(String, Double)] = []
        for (stage, seconds) in timings {
            if let index = merged.firstIndex(where: { $0.0 == stage }) { merged[index].1 += seconds } else { merged.append((stage, seconds)) }
        }
        if !merged.isEmpty {
            text += "  [" + merged.map { String(format: "%@ %.2f", $0.0, $0.1) }.joined(separator: ", ") + "]"
        }
        if let total { text += String(format: " %.2f s", total) }
        return text
    }
}
