import DocModel
import Foundation

/// A file found ready by the watcher, with the bytes it read: what a PostgreSQL job carries to any worker.
public struct NewContentJob: Sendable {
    public var job: NewJob
    public var data: Data
    public var sha256: String
    public var device: UInt64
    public var inode: UInt64

    public init(job: NewJob, data: Data, sha256: String, device: UInt64, inode: UInt64) {
        self.job = job
        self.data = data
        self.sha256 = sha256
        self.device = device
        self.inode = inode
    }
}

/// A job a worker holds: the job, the original's bytes, and the claim (attempt number) that proves the
/// lease is still this worker's when it finishes.
public struct ClaimedJob: Sendable {
    public var job: Job
    public var data: Data
    public var worker: String
    /// The document already stored (not failed) with the job's content, looked up with the claim: a duplicate
    /// needs no reading.
    public var storedDocument: Int64?
}

/// Who claims a job and on what terms: the worker's name (kept in `job.worker` while it holds the job), the
/// lease in seconds, and the claims of one job after which it ends failed instead (`maxAttempts`).
public struct ClaimRequest: Sendable {
    public var worker: String
    public var lease: Double
    public var maxAttempts: Int

    public init(worker: String, lease: Double, maxAttempts: Int) {
        self.worker = worker
        self.lease = lease
        self.maxAttempts = maxAttempts
    }
}

/// What `finish` did: whether the claim still held (nothing is stored when not), the job as stored, and the
/// worker's next job when it asked for one.
public struct FinishedJob: Sendable {
    public var held: Bool
    public var job: Job?
    public var next: ClaimedJob?
}

/// Jobs running now, by worker host, for `folio status`.
public struct RunningByHost: Hashable, Sendable, Codable {
    public var host: String
    public var running: Int
}

/// The job queue shared through PostgreSQL (`migrations/postgresql/0002_create_jobs.sql`): the watcher
/// enqueues files with their bytes, workers anywhere claim them (`FOR UPDATE SKIP LOCKED`), hold a lease they
/// renew, and finish a job (document rows, outcome, blob released) in one transaction that first checks the
/// lease is still theirs. The watcher moves originals once outcomes are in. Times are seconds since 1970.
extension DocumentStore {
    /// Channel notified when jobs are queued (idle workers wait on it).
    public static let jobsChannel = "folio_jobs"
    /// Channel notified when a job has its outcome (the watcher waits on it to move originals).
    public static let outcomesChannel = "folio_outcomes"

    // MARK: - Watcher side

    /// Queues files with their bytes, each in the same transaction as its blob, skipping those a live job
    /// covers (`busy`) and those already read unchanged (same path, size and mtime, not moved). Returns the
    /// jobs created and wakes idle workers.
    ///
    /// `stillThere` is asked inside the transaction, after the live-job check, whether the path still names the
    /// file whose bytes were read: the watcher's mover may have archived it (renamed away, then marked moved)
    /// between the scanner's read and this transaction, and those bytes must not be queued as a new job.
    @discardableResult
    public func enqueue(content files: [NewContentJob], now: Double, stillThere: (NewContentJob) -> Bool,
                        busy: (String) -> Void = { _ in }) throws -> [Job] {
        guard !files.isEmpty else { return [] }
        try requirePostgreSQL()
        return try queue.write { db in
            var created: [Job] = []
            for file in files {
                let live = try db.rows("SELECT 1 FROM job WHERE path = ? AND state IN ('queued', 'running') LIMIT 1",
                                       [.text(file.job.path)]) { $0.int(0) }
                if !live.isEmpty {
                    busy(file.job.path)
                    continue
                }
                let known = try db.rows("""
                    SELECT 1 FROM job WHERE path = ? AND moved = 0 AND byte_count = ? AND modified_at = ? LIMIT 1
                    """, [.text(file.job.path), SQLValue(file.job.byteCount), .real(file.job.modifiedAt)]) { $0.int(0) }
                guard known.isEmpty, stillThere(file) else { continue }
                try db.run("""
                    INSERT INTO blob (sha256, bytes, byte_count, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING
                    """, [.text(file.sha256), .blob(file.data), SQLValue(file.data.count), .real(now)])
                created += try db.rows("""
                    INSERT INTO job (path, relative_path, byte_count, modified_at, tag, pipeline, state, created_at,
                                     sha256, blob_sha256, device, inode)
                    VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?)
                    RETURNING \(Self.jobColumns)
                    """, [.text(file.job.path), .text(file.job.relativePath), SQLValue(file.job.byteCount),
                          .real(file.job.modifiedAt), SQLValue(file.job.tag), SQLValue(file.job.pipeline), .real(now),
                          .text(file.sha256), .text(file.sha256), .integer(Int64(bitPattern: file.device)),
                          .integer(Int64(bitPattern: file.inode))], Self.job)
            }
            if !created.isEmpty { db.notifyOnCommit(Self.jobsChannel) }
            return created
        }
    }

    /// Jobs whose outcome is in and whose original the watcher has not moved yet, oldest first.
    public func jobsToMove(limit: Int = 100) throws -> [Job] {
        try queue.read { db in
            try db.rows("SELECT \(Self.jobColumns) FROM job WHERE state = 'running' AND outcome IS NOT NULL ORDER BY id LIMIT ?",
                        [SQLValue(limit)], Self.job)
        }
    }

    /// Records where the watcher moves a decided job's original (nil: it stays in place and the job ends).
    public func setTarget(_ id: Int64, target: String?, now: Double) throws {
        try queue.write { db in
            if let target {
                try db.run("UPDATE job SET target_path = ? WHERE id = ? AND state = 'running'", [.text(target), .integer(id)])
            } else {
                try db.run("UPDATE job SET state = outcome, finished_at = ? WHERE id = ? AND state = 'running' AND outcome IS NOT NULL",
                           [.real(now), .integer(id)])
            }
        }
    }

    // MARK: - Worker side

    /// Claims the oldest claimable job, skipping those other workers hold locked: a queued job whose backoff
    /// has passed, or a running one whose lease ran out (its worker died). Returns it with its bytes; nil when
    /// there is none. A job interrupted `maxAttempts` times ends failed instead (its blob kept for `folio retry`).
    ///
    /// The claim's commit does not wait for the disk (`durable: false`): a server crash that takes it back
    /// only returns the job to the queue, and the worker's `finish` then finds the claim is not its own.
    public func claim(_ request: ClaimRequest, now: Double) throws -> ClaimedJob? {
        try requirePostgreSQL()
        return try queue.write(durable: false) { db in try Self.claim(request, now: now, db) }
    }

    static func claim(_ request: ClaimRequest, now: Double, _ db: Connection) throws -> ClaimedJob? {
        while true {
            let rows = try db.rows("""
                UPDATE job SET state = 'running', attempts = attempts + 1, worker = ?, lease_until = ?
                WHERE id = (SELECT id FROM job
                            WHERE (state = 'queued' AND coalesce(next_attempt_at, 0) <= ?)
                               OR (state = 'running' AND outcome IS NULL AND lease_until < ?)
                            ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
                RETURNING \(Self.jobColumns), (SELECT bytes FROM blob WHERE blob.sha256 = job.blob_sha256),
                          (SELECT min(id) FROM document WHERE document.sha256 = job.sha256 AND status <> 'failed')
                """, [.text(request.worker), .real(now + request.lease), .real(now), .real(now)]) { row in
                (Self.job(row), row.isNull(22) ? nil : PGResult.bytes(fromHex: row.string(22)), row.isNull(23) ? nil : row.int64(23))
            }
            guard let (job, data, stored) = rows.first else { return nil }
            if job.attempts > request.maxAttempts {
                try db.run("""
                    UPDATE job SET state = 'running', outcome = 'failed', worker = NULL, lease_until = NULL,
                                   last_error = ?, finished_at = ? WHERE id = ?
                    """, [.text("\(job.path): interrupted its worker \(job.attempts - 1) times (a crash or a kill while "
                                + "reading it); not tried again"), .real(now), .integer(job.id)])
                db.notifyOnCommit(Self.outcomesChannel)
                continue
            }
            guard let data else {
                // The bytes are gone (deleted by hand): nothing can read this job.
                try db.run("""
                    UPDATE job SET outcome = 'failed', worker = NULL, lease_until = NULL, last_error = ?, finished_at = ?
                    WHERE id = ?
                    """, [.text("\(job.path): its content is no longer in the blob table"), .real(now), .integer(job.id)])
                db.notifyOnCommit(Self.outcomesChannel)
                continue
            }
            return ClaimedJob(job: job, data: data, worker: request.worker, storedDocument: stored)
        }
    }

    /// Extends the leases of jobs among `ids` that a worker named `workerPrefix…` (one process's threads) holds;
    /// returns how many it still holds.
    @discardableResult
    public func renewLeases(workerPrefix: String, ids: [Int64], now: Double, lease: Double) throws -> Int {
        guard !ids.isEmpty else { return 0 }
        // Not durable: a renewal taken back by a server crash only shortens the lease.
        return try queue.write(durable: false) { db in
            try db.rows("""
                UPDATE job SET lease_until = ? WHERE id = ANY(?::bigint[]) AND starts_with(worker, ?) AND state = 'running'
                AND outcome IS NULL RETURNING id
                """, [.real(now + lease), .text("{" + ids.map(String.init).joined(separator: ",") + "}"), .text(workerPrefix)]) {
                $0.int64(0)
            }.count
        }
    }

    /// Stores the run and the job's outcome, and releases its blob, in one transaction, if the claim is still
    /// this worker's (same worker, same attempt, no outcome yet); false, with nothing written, when the lease
    /// was lost and the job is someone else's now. A failed job keeps its blob, for `folio retry`.
    ///
    /// With `next`, the worker's next job is claimed in the same transaction (`claim(_:now:)`), saving the
    /// claim's own round trips: the job is `next` in the result, nil when none is waiting.
    public func finish(_ claimed: ClaimedJob, _ completion: JobCompletion, now: Double,
                       next: ClaimRequest? = nil) throws -> FinishedJob {
        let ingestedAt = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: now))
        return try queue.write { db in
            let holder = try db.rows("SELECT worker, attempts, outcome FROM job WHERE id = ? FOR UPDATE",
                                     [.integer(claimed.job.id)]) { ($0.optionalString(0), $0.int(1), $0.optionalString(2)) }
            guard let (worker, attempts, outcome) = holder.first, worker == claimed.worker,
                  attempts == claimed.job.attempts, outcome == nil else {
                return FinishedJob(held: false, job: nil, next: try next.flatMap { try Self.claim($0, now: now, db) })
            }
            // Jobs of one content share its blob, and each one's release below asks whether another still needs
            // it: two of them finishing side by side each saw the other unfinished, and the blob outlived both
            // (one in ~20 runs of 24 files and 2 copies). Finishers of one content take turns on the blob's row;
            // the later one's statements then see the earlier one's outcome.
            _ = try db.rows("SELECT 1 FROM blob WHERE sha256 = ? FOR UPDATE", [SQLValue(claimed.job.sha256)]) { $0.int(0) }
            var decided = completion.outcome
            var documentID = completion.duplicateOf
            if let report = completion.report {
                switch try Self.save(report, ingestedAt: ingestedAt, db) {
                case .stored(let id): documentID = id
                case .duplicate(let id):
                    documentID = id
                    decided = .duplicate
                }
                if let tag = claimed.job.tag, let documentID, decided != .duplicate {
                    try db.run("INSERT INTO document_tag (document_id, tag) VALUES (?, ?) ON CONFLICT DO NOTHING",
                               [.integer(documentID), .text(tag)])
                }
            }
            // The outcome, and the blob's release when no other job needs it, in one statement (the DELETE sees
            // the job rows as they were before the UPDATE: this job is left out of the check by its id).
            let finished = try db.rows("""
                WITH released AS (
                    DELETE FROM blob WHERE sha256 = ?1 AND ?2 <> 'failed'
                    AND NOT EXISTS (SELECT 1 FROM job WHERE blob_sha256 = ?1 AND id <> ?8))
                UPDATE job SET outcome = ?2, document_id = ?3, last_error = ?4, pages = ?5, seconds = ?6, worker = NULL,
                               lease_until = NULL, blob_sha256 = CASE WHEN ?2 = 'failed' THEN blob_sha256 END,
                               finished_at = ?7
                WHERE id = ?8 RETURNING \(Self.jobColumns)
                """, [SQLValue(claimed.job.sha256), .text(decided.rawValue), SQLValue(documentID), SQLValue(completion.error),
                      SQLValue(completion.pages), .real(completion.seconds), .real(now), .integer(claimed.job.id)], Self.job)
            db.notifyOnCommit(Self.outcomesChannel)
            return FinishedJob(held: true, job: finished.first, next: try next.flatMap { try Self.claim($0, now: now, db) })
        }
    }

    /// Gives a claimed job back (read failed, try later; or the worker is stopping), not before `notBefore`.
    /// With `refund` the claim does not count as an attempt. Only while the claim is still this worker's.
    public func release(_ claimed: ClaimedJob, error: String?, notBefore: Double?, refund: Bool) throws {
        try queue.write(durable: false) { db in
            try db.run("""
                UPDATE job SET state = 'queued', worker = NULL, lease_until = NULL, last_error = coalesce(?, last_error),
                               next_attempt_at = ?, attempts = greatest(0, attempts - ?)
                WHERE id = ? AND worker = ? AND attempts = ? AND outcome IS NULL
                """, [SQLValue(error), SQLValue(notBefore), .integer(refund ? 1 : 0), .integer(claimed.job.id),
                      .text(claimed.worker), SQLValue(claimed.job.attempts)])
            db.notifyOnCommit(Self.jobsChannel)
        }
    }

    /// Jobs that still need a worker: queued, or running without an outcome.
    public func jobsNeedingAWorker() throws -> Int {
        try queue.read { db in
            try db.rows("SELECT count(*) FROM job WHERE state = 'queued' OR (state = 'running' AND outcome IS NULL)") {
                $0.int(0)
            }.first ?? 0
        }
    }

    /// Running jobs per worker host (the part of `worker` before the first ':').
    public func runningByHost() throws -> [RunningByHost] {
        guard isPostgreSQL else { return [] }
        return try queue.read { db in
            try db.rows("""
                SELECT split_part(worker, ':', 1), count(*) FROM job
                WHERE state = 'running' AND outcome IS NULL AND worker IS NOT NULL GROUP BY 1 ORDER BY 1
                """) { RunningByHost(host: $0.string(0), running: $0.int(1)) }
        }
    }

    private func requirePostgreSQL() throws(StoreError) {
        guard isPostgreSQL else {
            throw StoreError(code: 21, message: "\(path): the shared job queue needs a PostgreSQL database (--db postgresql://…)")
        }
    }
}

/// Waits for notifications on a connection of its own (`LISTEN`), so an idle worker or watcher wakes as soon
/// as there is something to do; the caller polls as well, so a lost notification only costs a poll period.
public final class QueueListener {
    private let url: String
    private let channels: [String]
    private var connection: PGConnection?

    public init(url: String, channels: [String]) {
        self.url = url
        self.channels = channels
    }

    /// Starts listening now (errors are left to `wait`): call it before looking at what there is to do, so a
    /// notification sent between that look and `wait` is not lost.
    public func listen() { _ = try? connected() }

    /// Waits up to `timeout` seconds for a notification; true when one came. Connection trouble is swallowed
    /// (reconnected on the next call) after waiting out the timeout: polling covers for it.
    @discardableResult
    public func wait(timeout: Double) -> Bool {
        do {
            let connection = try connected()
            if try !connection.notifications().isEmpty { return true }
            var descriptor = pollfd(fd: connection.socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(max(0, timeout) * 1000))
            guard ready > 0 else { return false }
            let received = try connection.notifications()
            if !connection.isConnected { self.connection = nil }
            return !received.isEmpty
        } catch {
            connection = nil
            Thread.sleep(forTimeInterval: max(0, timeout))
            return false
        }
    }

    private func connected() throws -> PGConnection {
        if let connection, connection.isConnected { return connection }
        let fresh = try PGConnection(url: url)
        for channel in channels { try fresh.executeScript("LISTEN \(channel)") }
        connection = fresh
        return fresh
    }
}
