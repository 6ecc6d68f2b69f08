import Inbox
import Testing

/// A file is ready only once its size and mtime have held for the settle time, on an injected clock.
@Suite struct ReadinessTrackerTests {
    func file(_ size: Int, mtime: Double = 100) -> FileSnapshot {
        FileSnapshot(path: "/in/a.pdf", relativePath: "a.pdf", size: size, modifiedAt: mtime)
    }

    @Test func takesAFileOnlyAfterItHeldStillForTheSettleTime() {
        var tracker = ReadinessTracker(settle: 2)
        #expect(tracker.observe([file(10)], now: 0).isEmpty)
        #expect(tracker.observe([file(10)], now: 1.9).isEmpty)
        #expect(tracker.observe([file(10)], now: 2.0) == [file(10)])
        // Reported once only.
        #expect(tracker.observe([file(10)], now: 5).isEmpty)
        #expect(tracker.settlingCount == 0)
    }

    @Test func aGrowingFileStartsItsSettleTimeAgain() {
        var tracker = ReadinessTracker(settle: 2)
        _ = tracker.observe([file(10)], now: 0)
        #expect(tracker.observe([file(20, mtime: 101)], now: 1.5).isEmpty)
        #expect(tracker.observe([file(20, mtime: 101)], now: 3.0).isEmpty, "only 1.5 s since it last changed")
        #expect(tracker.observe([file(20, mtime: 101)], now: 3.5) == [file(20, mtime: 101)])
    }

    @Test func aFileOpenForWritingIsNotReady() {
        var tracker = ReadinessTracker(settle: 1)
        _ = tracker.observe([file(10)], now: 0)
        #expect(tracker.observe([file(10)], now: 5, openForWriting: ["/in/a.pdf"]).isEmpty)
        #expect(tracker.observe([file(10)], now: 5.5).isEmpty)
        #expect(tracker.observe([file(10)], now: 6) == [file(10)])
    }

    @Test func aFileThatChangesAfterBeingTakenIsTakenAgain() {
        var tracker = ReadinessTracker(settle: 1)
        _ = tracker.observe([file(10)], now: 0)
        #expect(tracker.observe([file(10)], now: 1).count == 1)
        _ = tracker.observe([file(30, mtime: 200)], now: 2)
        #expect(tracker.observe([file(30, mtime: 200)], now: 3) == [file(30, mtime: 200)])
    }
}
