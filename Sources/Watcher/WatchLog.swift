import Foundation

/// Where the watcher writes: one line per document to `line`, progress (rewritten in place on a terminal)
/// to `progress`.
public struct WatchLog: Sendable {
    public var line: @Sendable (String) -> Void
    public var progress: (@Sendable (String) -> Void)?

    public init(line: @escaping @Sendable (String) -> Void, progress: (@Sendable (String) -> Void)?) {
        self.line = line
        self.progress = progress
    }
}
