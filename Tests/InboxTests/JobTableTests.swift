import DocModel
import Foundation
import Store
import Testing

/// The job table: atomic claims, backoff, and what a restart finds after a crash.
@Suite struct JobTableTests {
    func withStore(_ body: (DocumentStore) throws -> Void) throws {
        let path = NSTemporaryDirectory() + "folio-jobs-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try body(try DocumentStore(path: path))
    }

    func file(_ name: String, size: Int = 10, mtime: Double = 1) -> NewJob {
        NewJob(path: "/in/" + name, relativePath: name, byteCount: size, modifiedAt: mtime, tag: nil, pipeline: nil)
    }

    @Test func aFileIsQueuedOnceWhileItsJobIsLive() throws {
        try withStore { (store: DocumentStore) throws in
            #expect(try store.enqueue([file("a.png"), file("b.png")], now: 0, stillThere: { _ in true }).count == 2)
            #expect(try store.enqueue([file("a.png"), file("a.png", size: 11)], now: 1, stillThere: { _ in true }).isEmpty, "a.png is still queued")
        }
    }

    @Test func aFileMovedAwayBetweenScanAndQueueIsNotQueuedAgain() throws {
        try withStore { (store: DocumentStore) throws in
            try store.enqueue([file("a.png")], now: 0, stillThere: { _ in true })
            let job = try #require(try store.claimJob(now: 0))
            try store.finishJob(job, JobCompletion(outcome: .done, report: nil, duplicateOf: nil, sha256: nil, error: nil,
                                                   pages: 1, seconds: 1, targetPath: "/out/archive/a.png"), now: 1)
            // Scanned before the rename, queued after it: the live job covers it…
            #expect(try store.enqueue([file("a.png")], now: 1, stillThere: { _ in true }).isEmpty)
            try store.markMoved(job.id, target: "/out/archive/a.png", now: 2)
            // …and once the job is over, the file is gone.
            #expect(try store.enqueue([file("a.png")], now: 2, stillThere: { _ in false }).isEmpty)
            #expect(try store.jobs().count == 1)
        }
    }

    @Test func manyWorkersNeverClaimTheSameJob() throws {
        try withStore { (store: DocumentStore) throws in
            try store.enqueue((0..<100).map { file("f\($0).png") }, now: 0, stillThere: { _ in true })
            let claimed = ClaimLog()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                while let job = try? store.claimJob(now: 1) { claimed.add(job.id) }
            }
            #expect(claimed.ids.count == 100)
            #expect(Set(claimed.ids).count == 100)
        }
    }

    @Test func aRequeuedJobWaitsOutItsBackoff() throws {
        try withStore { (store: DocumentStore) throws in
            try store.enqueue([file("a.png")], now: 0, stillThere: { _ in true })
            let job = try #require(try store.claimJob(now: 0))
            try store.requeue(job.id, error: "truncated", notBefore: 10)
            #expect(try store.claimJob(now: 9.9) == nil)
            let again = try #require(try store.claimJob(now: 10))
            #expect(again.attempts == 2)
            #expect(again.lastError == "truncated")
        }
    }

    @Test func aRestartQueuesUndecidedJobsAndReturnsDecidedMovesToFinish() throws {
        try withStore { (store: DocumentStore) throws in
            try store.enqueue([file("a.png"), file("b.png")], now: 0, stillThere: { _ in true })
            let a = try #require(try store.claimJob(now: 0))
            let b = try #require(try store.claimJob(now: 0))
            // b was decided (failed, to be moved) before the crash; a was still being read.
            try store.finishJob(b, JobCompletion(outcome: .failed, report: nil, duplicateOf: nil, sha256: nil,
                                                 error: "bad", pages: nil, seconds: 1, targetPath: "/out/failed/b.png"),
                                now: 1)
            let interrupted = try store.interruptedJobs(now: 1, maxAttempts: 3, backoff: 1)
            #expect(interrupted.decided.map(\.id) == [b.id])
            #expect(interrupted.exhausted.isEmpty)
            #expect(interrupted.decided.first?.outcome == .failed)
            #expect(interrupted.decided.first?.targetPath == "/out/failed/b.png")
            #expect(try store.jobs(in: [.queued]).map(\.id) == [a.id])
            try store.markMoved(b.id, target: "/out/failed/b-2.png", now: 2)
            #expect(try store.jobs(in: [.failed]).map(\.moved) == [true])
            // folio retry reads it from failed/ next time, from the name the move took.
            let retried = try store.retryFailed(id: nil)
            #expect(retried.map(\.path) == ["/out/failed/b-2.png"])
            #expect(retried.map(\.state) == [.queued])
        }
    }
}

extension JobTableTests {
    /// A file that takes its worker down (a crash, a kill) is claimed again only after a backoff, so the files
    /// queued behind it go first, and after `maxAttempts` claims it is handed back to be ended failed.
    @Test func aJobThatKeepsInterruptingItsWorkerWaitsBehindOthersThenIsGivenUp() throws {
        try withStore { (store: DocumentStore) throws in
            try store.enqueue([file("poison.png"), file("next.png")], now: 0, stillThere: { _ in true })
            var now = 0.0
            for attempt in 1...3 {
                let claimed = try #require(try store.claimJob(now: now))
                #expect(claimed.relativePath == "poison.png" && claimed.attempts == attempt)
                // The worker dies here; the next watcher starts.
                let interrupted = try store.interruptedJobs(now: now, maxAttempts: 3, backoff: 1)
                if attempt < 3 {
                    #expect(interrupted.exhausted.isEmpty)
                    // The file behind it is claimed first while the poison waits out its backoff.
                    if attempt == 1 {
                        let next = try #require(try store.claimJob(now: now))
                        #expect(next.relativePath == "next.png")
                        try store.finishJob(next, JobCompletion(outcome: .done, report: nil, duplicateOf: nil, sha256: nil,
                                                                error: nil, pages: 1, seconds: 1, targetPath: nil), now: now)
                    }
                    now += 10
                } else {
                    #expect(interrupted.exhausted.map(\.relativePath) == ["poison.png"])
                    #expect(interrupted.exhausted.first?.lastError?.contains("interrupted while being read") == true)
                }
            }
            #expect(try store.claimJob(now: now + 100) == nil, "an exhausted job is not queued a fourth time")
        }
    }

    @Test func aStoreFailureRequeuesTheJobWithoutCountingTheAttempt() throws {
        try withStore { (store: DocumentStore) throws in
            try store.enqueue([file("a.png")], now: 0, stillThere: { _ in true })
            let job = try #require(try store.claimJob(now: 0))
            try store.requeue(job.id, error: "database is locked", notBefore: 1, refund: true)
            let again = try #require(try store.claimJob(now: 1))
            #expect(again.attempts == 1)
        }
    }
}

final class ClaimLog: @unchecked Sendable {
    // @unchecked: `values` is only touched while holding `lock`.
    private let lock = NSLock()
    private var values: [Int64] = []
    func add(_ id: Int64) { lock.withLock { values.append(id) } }
    var ids: [Int64] { lock.withLock { values } }
}
