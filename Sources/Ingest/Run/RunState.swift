import Foundation

/// What a run's threads share: the stop flag, and a condition that wakes idle workers when jobs are queued.
public final class RunState: @unchecked Sendable {
    // @unchecked: every field is only touched while holding `condition`.
    private let condition = NSCondition()
    private var stopping = false
    private var generation = 0

    public init() {}

    public var isStopping: Bool { condition.withLock { stopping } }

    public func stop() { condition.withLock { stopping = true; condition.broadcast() } }

    /// Wakes idle workers: jobs were queued.
    public func jobsQueued() { condition.withLock { generation += 1; condition.broadcast() } }

    /// Waits until jobs are queued, a stop, or `seconds` pass.
    public func idle(_ seconds: Double) {
        condition.withLock {
            let start = generation
            let deadline = Date().addingTimeInterval(max(0.01, seconds))
            while generation == start, !stopping, Date() < deadline {
                if !condition.wait(until: deadline) { break }
            }
        }
    }

    /// A sleep cut short by a stop (not by queued jobs): the inbox scanner's pause between polls.
    public func sleep(_ seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while !isStopping, Date() < deadline { usleep(50_000) }
    }
}
