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

/// The device a path lives on (`stat`'s st_dev), to check that rename() can be atomic between two folders.
public enum FileSystemIdentity {
    public static func device(of path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(info.st_dev)
    }

    /// rename(2): atomic replacement within one filesystem; refuses to cross filesystems (EXDEV).
    /// Creates the target's folder first. Flushes the target folder (fsync) so the rename survives a power cut.
    public static func move(_ source: String, to target: String) throws(FileWatchError) {
        let folder = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
        makeFolders(folder)
        guard rename(source, target) == 0 else { throw FileWatchError(path: source, errno: errno) }
        let fd = open(folder, O_RDONLY | O_DIRECTORY)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }

    public static func makeFolders(_ path: String) {
        guard !path.isEmpty, access(path, F_OK) != 0 else { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex { makeFolders(String(path[..<slash])) }
        mkdir(path, 0o755)
    }
}
