/// Decides when a file in the inbox is complete: its size and mtime have not changed for `settle` seconds
/// of observation, and no process has it open for writing (when that can be known). After
/// paperless-ngx's `FileStabilityTracker`, with the clock passed in so tests need not sleep.
public struct ReadinessTracker: Sendable {
    struct Entry: Sendable {
        var size: Int
        var modifiedAt: Double
        /// When this size and mtime were first seen.
        var stableSince: Double
        /// Already reported ready with this size and mtime.
        var handedOut: Bool
    }

    // MARK: - Stored state

    public let settle: Double
    private var entries: [String: Entry] = [:]

    // MARK: - Init

    public init(settle: Double) { self.settle = settle }

    // MARK: - API

    /// Takes one full scan of the inbox at time `now` and returns the files that became ready, each once
    /// (again only if it changes and settles anew). `openForWriting` holds paths some process is writing.
    public mutating func observe(_ scan: [FileSnapshot], now: Double, openForWriting: Set<String> = []) -> [FileSnapshot] {
        var ready: [FileSnapshot] = []
        var seen: [String: Entry] = [:]
        for file in scan {
            var entry = entries[file.path] ?? Entry(size: file.size, modifiedAt: file.modifiedAt, stableSince: now,
                                                    handedOut: false)
            if entry.size != file.size || entry.modifiedAt != file.modifiedAt || openForWriting.contains(file.path) {
                entry = Entry(size: file.size, modifiedAt: file.modifiedAt, stableSince: now, handedOut: false)
            } else if !entry.handedOut, now - entry.stableSince >= settle {
                entry.handedOut = true
                ready.append(file)
            }
            seen[file.path] = entry
        }
        // Files gone from the scan are forgotten: a file of the same name later starts afresh.
        entries = seen
        return ready
    }

    /// Files seen but not yet ready: the watcher keeps rescanning while there are any.
    public var settlingCount: Int { entries.values.filter { !$0.handedOut }.count }

    /// Paths still settling (to ask whether a process has them open).
    public var settlingPaths: [String] { entries.filter { !$0.value.handedOut }.map(\.key) }
}

extension ReadinessTracker {
    /// Files found open for writing: their settle time starts again.
    public mutating func unready(_ paths: Set<String>, now: Double) {
        for path in paths where entries[path] != nil {
            entries[path]?.handedOut = false
            entries[path]?.stableSince = now
        }
    }
}
