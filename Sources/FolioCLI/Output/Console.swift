import Foundation
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

    /// The process's stdout and stderr, unbuffered per call.
    public static let standard = Console(
        out: { text in write(text, to: 1) },
        err: { text in write(text, to: 2) },
        isTerminal: isatty(1) != 0)

    /// write(2) until all is written. A stream that cannot take it (a log file on a full disk) loses the text
    /// instead of ending the process, as FileHandle.write would: a watcher must outlive a full disk.
    static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            bytes = bytes.dropFirst(n)
        }
    }
}

extension Console {
    /// Writes `value` as pretty JSON with `json`, else the text table `table()` renders.
    func emit<T: Encodable>(_ value: T, json: Bool, table: () -> String) throws {
        out(json ? try JSONOutput.pretty(value) : table())
    }
}
