import Foundation

/// A moment past which no further page or stage starts, and the budget it comes from, for the diagnostic.
/// Checked between pages and between stages: a stage that is running is never interrupted.
public struct Deadline: Hashable, Sendable {
    /// `DispatchTime` uptime, in nanoseconds.
    public var uptimeNanoseconds: UInt64
    /// The budget, as the diagnostic names it: "the page's time budget (decode.page_seconds = 120 s)".
    public var budget: String
    /// When the budget started, for the time spent.
    public var start: UInt64

    /// A deadline `seconds` from now; nil for `seconds` ≤ 0 (no budget).
    public static func after(seconds: Double, budget: String, now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Deadline? {
        guard seconds > 0 else { return nil }
        return Deadline(uptimeNanoseconds: now + UInt64(seconds * 1e9), budget: budget, start: now)
    }

    public func hasPassed(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Bool { now >= uptimeNanoseconds }

    /// Seconds until the deadline; 0 once it has passed.
    public func secondsLeft(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Double {
        Double(uptimeNanoseconds - min(now, uptimeNanoseconds)) / 1e9
    }

    /// Seconds since the budget started.
    public func spent(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Double {
        Double(now - min(now, start)) / 1e9
    }

    /// The one that comes first.
    public static func earliest(_ a: Deadline?, _ b: Deadline?) -> Deadline? {
        guard let a else { return b }
        guard let b else { return a }
        return a.uptimeNanoseconds <= b.uptimeNanoseconds ? a : b
    }

    /// "the page's time budget (decode.page_seconds = 120 s) ran out after 121.3 s".
    public func ranOut(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> String {
        "\(budget) ran out after " + String(format: "%.1f s", spent(now: now))
    }
}
