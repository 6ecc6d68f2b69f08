import Foundation

/// The jobs a run's workers are reading, shared by them: a worker whose pipeline reads earlier documents (the
/// merchant memory) waits, before those stages, until every job claimed before its own is stored or given up.
/// Files dropped or named together are then voted with exactly the files before them, whichever worker is
/// quicker. Jobs are claimed in order, so the earliest running job never waits and the wait always ends.
final class RunningJobs: @unchecked Sendable {
    // @unchecked: `running` is only touched while holding `condition`.
    private let condition = NSCondition()
    private var running: Set<Int64> = []

    /// Claims a job with `claim` and notes it as running in one step: a later job must never find an earlier
    /// one claimed but not yet noted (a text-layer PDF is read in 10 ms, and a loaded machine deschedules a
    /// thread for longer than that).
    func claiming<Job>(_ claim: () throws -> Job?, order: (Job) -> Int64) rethrows -> Job? {
        try condition.withLock {
            let job = try claim()
            if let job { running.insert(order(job)) }
            return job
        }
    }

    func ended(_ order: Int64) {
        condition.withLock {
            running.remove(order)
            condition.broadcast()
        }
    }

    /// Blocks while a job claimed before `order` is still running.
    func waitForEarlier(than order: Int64) {
        condition.withLock {
            while running.contains(where: { $0 < order }) { condition.wait() }
        }
    }
}
