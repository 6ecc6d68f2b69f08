import Foundation

/// A moment past which no further page or stage starts, and the budget it comes from, for the diagnostic.
/// Checked between pages and between stages (and by Tesseract between words): a stage that is running is
/// otherwise never interrupted.
///
/// A budget counts wall time or the CPU time of one thread. A page's budget counts the CPU time of the thread
/// reading it: on a loaded machine a page waits for a core without running out of time, and a page that loops
/// in a library still stops (the rendering child is bound by the same CPU seconds). A document's budget counts
/// wall time: its pages may be read on several threads.
public struct Deadline: Hashable, Sendable {
    /// What a budget counts.
    public enum Clock: Hashable, Sendable {
        /// Wall time (`DispatchTime` uptime).
        case wall
        /// The CPU time of the thread that made the deadline (`CLOCK_THREAD_CPUTIME_ID`): ask only on that thread.
        case threadCPU

        /// Nanoseconds on this clock.
        public func now() -> UInt64 {
            switch self {
            case .wall:
                return DispatchTime.now().uptimeNanoseconds
            case .threadCPU:
                var time = timespec()
                guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
                return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
            }
        }
    }

    /// One budget: its clock, when it started and when it ends on that clock, and its name.
    struct Limit: Hashable, Sendable {
        var clock: Clock
        var start: UInt64
        var end: UInt64
        var budget: String

        var left: UInt64 { end - min(clock.now(), end) }
        var spent: Double { Double(clock.now() - min(clock.now(), start)) / 1e9 }
    }

    /// Every budget this deadline keeps; the first to run out ends it.
    private(set) var limits: [Limit]

    /// A deadline `seconds` from now on `clock`; nil for `seconds` ≤ 0 (no budget).
    public static func after(seconds: Double, clock: Clock, budget: String) -> Deadline? {
        guard seconds > 0 else { return nil }
        let now = clock.now()
        return Deadline(limits: [Limit(clock: clock, start: now, end: now + UInt64(seconds * 1e9), budget: budget)])
    }

    /// The budget that is out, else the one with the least left, as the diagnostic names it:
    /// "the page's CPU time budget (decode.page_seconds = 120 s)".
    public var budget: String { nearest.budget }

    public func hasPassed() -> Bool { limits.contains { $0.left == 0 } }

    /// Seconds until the deadline on the budget with the least left; 0 once it has passed.
    public func secondsLeft() -> Double { Double(nearest.left) / 1e9 }

    /// Seconds spent of the budget with the least left.
    public func spent() -> Double { nearest.spent }

    /// Both budgets: whichever runs out first ends it.
    public static func earliest(_ a: Deadline?, _ b: Deadline?) -> Deadline? {
        guard let a else { return b }
        guard let b else { return a }
        return Deadline(limits: a.limits + b.limits)
    }

    /// "the page's CPU time budget (decode.page_seconds = 120 s) ran out after 121.3 s".
    public func ranOut() -> String {
        "\(budget) ran out after " + String(format: "%.1f s", nearest.spent)
    }

    private var nearest: Limit {
        // `limits` is never empty: `after` makes one and `earliest` joins two deadlines' limits.
        limits.min { $0.left < $1.left } ?? limits[0]
    }
}
