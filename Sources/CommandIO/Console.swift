import Foundation
import Imaging
import Glibc

/// Where a command writes: data to `out`, messages to `err`. Tests capture both in memory.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// True when stdout is a terminal (progress lines could be rewritten in place).
    public var isTerminal: Bool

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                isTerminal: Bool = false) {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
    }

    /// The process's stdout and stderr, unbuffered per call. A stream that cannot take the text (a log on a full
    /// disk) loses it instead of ending the process, as FileHandle.write would: a watcher must outlive a full disk.
    /// stderr waits for a capture of C libraries' messages to end (`LibraryMessages`).
    public static let standard = Console(
        out: { text in LibraryMessages.write(text, to: 1) },
        err: { text in LibraryMessages.writeToStandardError(text) },
        isTerminal: isatty(1) != 0)
}

extension Console {
    /// Writes `value` as pretty JSON with `json`, else the text table `table()` renders.
    public func emit<T: Encodable>(_ value: T, json: Bool, table: () -> String) throws {
        out(json ? try JSONOutput.pretty(value) : table())
    }
}
