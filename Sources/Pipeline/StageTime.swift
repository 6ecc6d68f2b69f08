import Foundation

/// How long a stage took: wall time, and the CPU time of the thread that ran it. On a loaded machine wall time
/// stretches with every other process; the thread's CPU clock does not, so stage costs compare across runs.
/// Child processes a stage starts (an isolated PDF rendering) count in wall time only.
public struct StageTime: Sendable, Hashable {
    public var seconds: Double
    public var cpuSeconds: Double

    public init(seconds: Double, cpuSeconds: Double) {
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
    }

    public static let zero = StageTime(seconds: 0, cpuSeconds: 0)

    public static func + (a: StageTime, b: StageTime) -> StageTime {
        StageTime(seconds: a.seconds + b.seconds, cpuSeconds: a.cpuSeconds + b.cpuSeconds)
    }

    public static func - (a: StageTime, b: StageTime) -> StageTime {
        StageTime(seconds: a.seconds - b.seconds, cpuSeconds: a.cpuSeconds - b.cpuSeconds)
    }

    public static func += (a: inout StageTime, b: StageTime) { a = a + b }
}

/// A start mark on the wall clock and the calling thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`); read it on
/// the same thread.
public struct StageClock: Sendable {
    private let wall: UInt64
    private let cpu: Double

    public init() {
        wall = DispatchTime.now().uptimeNanoseconds
        cpu = Self.threadCPUSeconds()
    }

    /// Time since the mark.
    public var elapsed: StageTime {
        StageTime(seconds: Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9, cpuSeconds: Self.threadCPUSeconds() - cpu)
    }

    /// CPU seconds the calling thread has used.
    public static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension Dictionary where Key == String, Value == StageTime {
    /// The time of every stage together.
    public var total: StageTime { values.reduce(.zero, +) }
}
