import DocModel
import Foundation

/// The watched inbox's job table (`migrations/0002_create_jobs.sql`). Every method is one transaction on
/// the store's single writer, so workers on any thread may call them; times are seconds since 1970, passed
/// in so tests can fake the clock.
extension DocumentStore {
    static let jobColumns = """
        id, path, relative_path, byte_count, modified_at, tag, pipeline, state, attempts, last_error, next_attempt_at,
        sha256, document_id, outcome, target_path, moved, pages, seconds, created_at, finished_at, device, inode
        """

    // MARK: - Queueing

    /// Queues the files not already known: a file is skipped while a job for its path is queued or running,
    /// and when a job for the same path, size and mtime left the file where it was (kept in place, or its
    /// move failed), so a file is never read twice. Returns the jobs created.
    ///
    /// `stillThere` is asked inside the write transaction: a worker renames a file away only while its job is
    /// 'running' and marks it moved after, so a file seen by a scan that a worker then moved is either still
    /// covered by a live job here or already gone: never queued a second time.
    ///
    /// `busy` is told the paths skipped because a live job covers them: the caller offers them again later, as
    /// such a file may have been replaced by new content while its job was reading the old one.
    @discardableResult
    public func enqueue(_ files: [NewJob], now: Double,
                        stillThere: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) },
                        busy: (String) -> Void = { _ in }) throws -> [Job] {
        guard !files.isEmpty else { return [] }
        return try queue.write { db in
            var created: [Job] = []
            for file in files {
                let live = try db.rows("SELECT 1 FROM job WHERE path = ? AND state IN ('queued', 'running') LIMIT 1",
                                       [.text(file.path)]) { $0.int(0) }
                if !live.isEmpty {
                    busy(file.path)
                    continue
                }
                let known = try db.rows("""
                    SELECT 1 FROM job WHERE path = ? AND moved = 0 AND byte_count = ? AND modified_at = ? LIMIT 1
                    """, [.text(file.path), SQLValue(file.byteCount), .real(file.modifiedAt)]) { $0.int(0) }
                guard known.isEmpty, stillThere(file.path) else { continue }
                try db.run("""
                    INSERT INTO job (path, relative_path, byte_count, modified_at, tag, pipeline, state, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, 'queued', ?)
                    """, [.text(file.path), .text(file.relativePath), SQLValue(file.byteCount), .real(file.modifiedAt),
                          SQLValue(file.tag), SQLValue(file.pipeline), .real(now)])
                created += try Self.jobs(db, where: "id = ?", [.integer(try db.lastInsertRowID)])
            }
            return created
        }
    }

    /// Claims the oldest queued job whose backoff has passed: marks it running and counts the attempt, in
    /// one statement (`UPDATE … RETURNING`), so two workers never get the same job.
    public func claimJob(now: Double) throws -> Job? {
        try queue.write { db in
            try db.rows("""
                UPDATE job SET state = 'running', attempts = attempts + 1
                WHERE id = (SELECT id FROM job WHERE state = 'queued' AND coalesce(next_attempt_at, 0) <= ?
                            ORDER BY coalesce(next_attempt_at, 0), id LIMIT 1)
                RETURNING \(Self.jobColumns)
                """, [.real(now)], Self.job).first
        }
    }

    /// The earliest time a queued job may be claimed, nil when none is queued.
    public func nextClaimTime() throws -> Double? {
        try queue.read { db in
            try db.rows("SELECT min(coalesce(next_attempt_at, 0)) FROM job WHERE state = 'queued'") {
                $0.optionalDouble(0)
            }.first ?? nil
        }
    }

    // MARK: - Finishing

    /// Stores the run (document rows, the tag) and records the job's outcome and target in one transaction.
    /// With no target the job ends here; otherwise it stays running until `markMoved` (a crash in between
    /// is finished by `interruptedJobs` + `markMoved`). Returns the job as stored.
    @discardableResult
    public func finishJob(_ job: Job, _ completion: JobCompletion, now: Double) throws -> Job {
        let ingestedAt = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: now))
        return try queue.write { db in
            var outcome = completion.outcome
            var documentID = completion.duplicateOf
            var target = completion.targetPath
            if let report = completion.report {
                switch try Self.save(report, ingestedAt: ingestedAt, db) {
                case .stored(let id): documentID = id
                case .duplicate(let id):
                    // Stored meanwhile by another job with the same content.
                    documentID = id
                    outcome = .duplicate
                    target = completion.duplicateTargetPath ?? target
                }
                if let tag = job.tag, let documentID, outcome != .duplicate {
                    try db.run("INSERT INTO document_tag (document_id, tag) VALUES (?, ?) ON CONFLICT DO NOTHING",
                               [.integer(documentID), .text(tag)])
                }
            }
            let ends = target == nil
            try db.run("""
                UPDATE job SET outcome = ?, state = ?, document_id = ?, sha256 = ?, last_error = ?, pages = ?,
                               seconds = ?, target_path = ?, finished_at = ?, device = ?, inode = ?
                WHERE id = ?
                """, [.text(outcome.rawValue), .text(ends ? outcome.rawValue : JobState.running.rawValue),
                      SQLValue(documentID), SQLValue(completion.sha256), SQLValue(completion.error),
                      SQLValue(completion.pages), .real(completion.seconds), SQLValue(target),
                      ends ? .real(now) : .null,
                      completion.device.map { .integer(Int64(bitPattern: $0)) } ?? .null,
                      completion.inode.map { .integer(Int64(bitPattern: $0)) } ?? .null, .integer(job.id)])
            return try Self.jobs(db, where: "id = ?", [.integer(job.id)]).first ?? job
        }
    }

    /// The job's own file is at `target` (the free name the move took): the job takes its decided outcome.
    public func markMoved(_ id: Int64, target: String, now: Double) throws {
        try queue.write { db in
            try db.run("""
                UPDATE job SET state = coalesce(outcome, 'failed'), moved = 1, target_path = ?, finished_at = ?
                WHERE id = ?
                """, [.text(target), .real(now), .integer(id)])
        }
    }

    /// The file could not be moved: the job ends with its outcome, not moved, and the reason kept.
    public func markNotMoved(_ id: Int64, error: String, now: Double) throws {
        try queue.write { db in
            try db.run("""
                UPDATE job SET state = coalesce(outcome, 'failed'), target_path = NULL, finished_at = ?,
                               last_error = coalesce(last_error || '; ', '') || ?
                WHERE id = ?
                """, [.real(now), .text(error), .integer(id)])
        }
    }

    /// Puts a claimed job back in the queue, not before `notBefore` (backoff), keeping the reason. With
    /// `refund`, the claim does not count as an attempt (the store failed, not the file). Only a job with no
    /// decision yet goes back: a decided one is finished by `interruptedJobs`.
    public func requeue(_ id: Int64, error: String?, notBefore: Double?, refund: Bool = false) throws {
        try queue.write { db in
            try db.run("""
                UPDATE job SET state = 'queued', last_error = coalesce(?, last_error), next_attempt_at = ?,
                               attempts = max(0, attempts - ?)
                WHERE id = ? AND state = 'running' AND outcome IS NULL
                """, [SQLValue(error), SQLValue(notBefore), .integer(refund ? 1 : 0), .integer(id)])
        }
    }

    /// The job as stored now.
    public func job(id: Int64) throws -> Job? {
        try queue.read { db in try Self.jobs(db, where: "id = ?", [.integer(id)]).first }
    }

    // MARK: - Recovery and retry

    /// Jobs left running by a watcher that is gone (the caller holds the inbox lock, so none is alive).
    /// Those that had not reached a decision and were claimed fewer than `maxAttempts` times are queued again
    /// behind a backoff (`backoff`·2^(attempts−1) seconds), so a file that took its worker down waits behind
    /// the files after it; those claimed `maxAttempts` times are returned as `exhausted`, still running, for
    /// the caller to end failed; those with a decision and a target are returned as `decided` for the caller
    /// to finish the move.
    public func interruptedJobs(now: Double, maxAttempts: Int, backoff: Double) throws -> (decided: [Job], exhausted: [Job]) {
        try queue.write { db in
            let undecided = try Self.jobs(db, where: "state = 'running' AND outcome IS NULL", [])
            for job in undecided where job.attempts < maxAttempts {
                let delay = backoff * pow(2, Double(max(0, job.attempts - 1)))
                try db.run("""
                    UPDATE job SET state = 'queued', next_attempt_at = ?,
                                   last_error = coalesce(last_error || '; ', '') || 'interrupted while being read'
                    WHERE id = ?
                    """, [.real(now + delay), .integer(job.id)])
            }
            return (try Self.jobs(db, where: "state = 'running' AND outcome IS NOT NULL", []),
                    undecided.filter { $0.attempts >= maxAttempts })
        }
    }

    /// Queues failed jobs again by hand (`folio retry`): one by id, or all when `id` is nil. A file moved to
    /// failed/ is read from there. Returns the jobs queued.
    public func retryFailed(id: Int64?) throws -> [Job] {
        try queue.write { db in
            let condition = id == nil ? "state = 'failed'" : "state = 'failed' AND id = ?"
            let arguments: [SQLValue] = id.map { [.integer($0)] } ?? []
            let failed = try Self.jobs(db, where: condition, arguments)
            for job in failed {
                let path = job.moved ? (job.targetPath ?? job.path) : job.path
                try db.run("""
                    UPDATE job SET state = 'queued', path = ?, attempts = 0, next_attempt_at = NULL, outcome = NULL,
                                   target_path = NULL, moved = 0, finished_at = NULL
                    WHERE id = ?
                    """, [.text(path), .integer(job.id)])
            }
            return try failed.flatMap { try Self.jobs(db, where: "id = ?", [.integer($0.id)]) }
        }
    }

    // MARK: - Reading

    /// Jobs in `states` (all when empty), oldest first.
    public func jobs(in states: [JobState] = []) throws -> [Job] {
        try queue.read { db in
            guard !states.isEmpty else { return try Self.jobs(db, where: "TRUE", []) }
            let marks = states.map { _ in "?" }.joined(separator: ", ")
            return try Self.jobs(db, where: "state IN (\(marks))", states.map { .text($0.rawValue) })
        }
    }

    /// Counts per state, backoffs pending, and throughput over the last `window` seconds.
    public func jobStatistics(now: Double, window: Double = 600) throws -> JobStatistics {
        try queue.read { db in
            var counts: [JobState: Int] = [:]
            for (state, count) in try db.rows("SELECT state, count(*) FROM job GROUP BY state", [], {
                ($0.string(0), $0.int(1))
            }) {
                if let state = JobState(rawValue: state) { counts[state] = count }
            }
            let waiting = try db.rows("SELECT count(*) FROM job WHERE state = 'queued' AND next_attempt_at > ?",
                                      [.real(now)]) { $0.int(0) }.first ?? 0
            let recent = try db.rows("""
                SELECT count(*), coalesce(sum(pages), 0) FROM job WHERE state = 'done' AND finished_at >= ?
                """, [.real(now - window)]) { ($0.int(0), $0.int(1)) }.first ?? (0, 0)
            let mean = try db.rows("SELECT avg(seconds) FROM job WHERE state = 'done'") { $0.optionalDouble(0) }
                .first ?? nil
            return JobStatistics(counts: counts, waiting: waiting, recentDone: recent.0, recentPages: recent.1,
                                 window: window, meanSeconds: mean)
        }
    }

    // MARK: - Private

    static func jobs(_ db: Connection, where condition: String, _ arguments: [SQLValue]) throws(StoreError) -> [Job] {
        try db.rows("SELECT \(jobColumns) FROM job WHERE \(condition) ORDER BY id", arguments, job)
    }

    static func job(_ row: Statement) -> Job {
        Job(id: row.int64(0), path: row.string(1), relativePath: row.string(2), byteCount: row.int(3),
            modifiedAt: row.double(4), tag: row.optionalString(5), pipeline: row.optionalString(6),
            state: JobState(rawValue: row.string(7)) ?? .failed, attempts: row.int(8), lastError: row.optionalString(9),
            nextAttemptAt: row.optionalDouble(10), sha256: row.optionalString(11),
            documentId: row.isNull(12) ? nil : row.int64(12), outcome: row.optionalString(13).flatMap(JobState.init),
            targetPath: row.optionalString(14), moved: row.int(15) != 0, pages: row.optionalInt(16),
            seconds: row.optionalDouble(17), createdAt: row.double(18), finishedAt: row.optionalDouble(19),
            device: row.isNull(20) ? nil : UInt64(bitPattern: row.int64(20)),
            inode: row.isNull(21) ? nil : UInt64(bitPattern: row.int64(21)))
    }
}
