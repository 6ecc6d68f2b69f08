import Foundation

/// What the scanner and the workers share: the stop flag, whether scanning for `--once` is over, and a
/// condition that wakes idle workers when jobs are queued.
final class WatchState: @unchecked Sendable {
    // @unchecked: every field is only touched while holding `condition`.
    private let condition = NSCondition()
    private var stopping = false
    private var scanDone = false
    private var generation = 0
    private var lastQueueError: String?

    var isStopping: Bool { condition.withLock { stopping } }
    var isScanDone: Bool { condition.withLock { scanDone } }

    func stop() { condition.withLock { stopping = true; condition.broadcast() } }
    func finishScanning() { condition.withLock { scanDone = true; condition.broadcast() } }
    func jobsQueued() { condition.withLock { generation += 1; condition.broadcast() } }

    /// Notes how queueing last went (nil: it worked); true when that differs from the time before, so a
    /// failure that lasts is logged once, and its end once.
    func noteQueueError(_ error: String?) -> Bool {
        condition.withLock {
            defer { lastQueueError = error }
            return error != lastQueueError
        }
    }

    /// Waits until jobs are queued, a stop, or `seconds` pass.
    func idle(_ seconds: Double) {
        condition.withLock {
            let start = generation
            let deadline = Date().addingTimeInterval(max(0.01, seconds))
            while generation == start, !stopping, Date() < deadline {
                if !condition.wait(until: deadline) { break }
            }
        }
    }
}

extension WatchState {
    /// The scanner's sleep between polls, cut short by a stop.
    func idleScanner(_ seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while !isStopping, Date() < deadline { usleep(50_000) }
    }
}
