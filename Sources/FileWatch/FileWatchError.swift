import Glibc

/// A failing system call or a refused file, with the path and errno's text or the reason.
public struct FileWatchError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// errno, 0 when `reason` says what is wrong.
    public var code: Int32
    public var reason: String?

    public init(path: String, errno code: Int32) {
        self.path = path
        self.code = code
    }

    public init(path: String, reason: String) {
        self.path = path
        self.code = 0
        self.reason = reason
    }

    /// What went wrong, without the path: the reason, or errno's text.
    public var cause: String { reason ?? String(cString: strerror(code)) }

    public var description: String { "\(path): \(cause)" }
}
