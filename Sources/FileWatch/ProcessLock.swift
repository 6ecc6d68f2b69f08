import Glibc

/// An exclusive `flock` on a file, held for the life of this object (released by the kernel when the
/// process dies, so a SIGKILLed watcher never leaves a stale lock). One owner; closed in `deinit`.
public final class ProcessLock {
    private let fd: Int32
    public let path: String

    /// nil when another process holds the lock; throws when the lock file cannot be opened.
    public init?(path: String) throws(FileWatchError) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileWatchError(path: path, errno: errno) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
        self.path = path
    }

    deinit { close(fd) }
}
