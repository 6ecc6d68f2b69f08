import Foundation
import Ingest

/// What the scanner and the workers share: the run's state (stop flag, idle workers woken when jobs are queued),
/// whether scanning for `--once` is over, and how queueing last went.
final class WatchState: @unchecked Sendable {
    // @unchecked: `scanDone` and `lastQueueError` are only touched while holding `lock`.
    let run = RunState()
    private let lock = NSLock()
    private var scanDone = false
    private var lastQueueError: String?

    var isStopping: Bool { run.isStopping }
    var isScanDone: Bool { lock.withLock { scanDone } }

    func stop() { run.stop() }
    func finishScanning() { lock.withLock { scanDone = true } }
    func jobsQueued() { run.jobsQueued() }
    func idle(_ seconds: Double) { run.idle(seconds) }
    /// The scanner's sleep between polls, cut short by a stop.
    func idleScanner(_ seconds: Double) { run.sleep(seconds) }

    /// Notes how queueing last went (nil: it worked); true when that differs from the time before, so a
    /// failure that lasts is logged once, and its end once.
    func noteQueueError(_ error: String?) -> Bool {
        lock.withLock {
            defer { lastQueueError = error }
            return error != lastQueueError
        }
    }
}
