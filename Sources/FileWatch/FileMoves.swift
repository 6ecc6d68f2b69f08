import CFileSystem
import Glibc

/// Moving originals out of the inbox: atomic, never over another file, durable.
public enum FileMoves {
    /// The device a path lives on (`stat`'s st_dev), to check that rename() can be atomic between two folders.
    public static func device(of path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(info.st_dev)
    }

    /// Renames `source` to the first of `candidates(0)`, `candidates(1)`, … that does not exist, and returns
    /// it. The name is taken inside the rename (`renameat2(RENAME_NOREPLACE)`, or `link` + `unlink` where the
    /// file system lacks it), so two movers choosing the same name at once never replace one another's file.
    /// Creates the target's folder first; flushes it (fsync) so the rename survives a power cut. Refuses to
    /// cross file systems (EXDEV), as rename does.
    public static func moveWithoutReplacing(_ source: String, candidates: (Int) -> String,
                                            maxTries: Int = 10_000) throws(FileWatchError) -> String {
        for attempt in 0..<maxTries {
            let target = candidates(attempt)
            let folder = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
            try makeFolders(folder)
            var result = cfs_rename_noreplace(source, target)
            if result != 0, errno == EINVAL || errno == ENOSYS {
                // No RENAME_NOREPLACE here: link(2) fails with EEXIST just as atomically.
                result = link(source, target)
                if result == 0 { unlink(source) }
            }
            if result == 0 {
                syncFolder(folder)
                return target
            }
            let code = errno
            if code == EEXIST { continue }
            throw FileWatchError(path: code == ENAMETOOLONG || code == EACCES || code == EROFS ? target : source, errno: code)
        }
        throw FileWatchError(path: source, reason: "no free name after \(maxTries) tries")
    }

    /// Writes `bytes` to `path` whole or not at all: into a new file beside it, flushed, then renamed over
    /// any file of that name, so a reader never sees half a file and a failed write (disk full, killed)
    /// leaves the old one: CSV exports, review pages, searchable PDFs and error notes.
    public static func writeReplacing(_ bytes: [UInt8], to path: String) throws(FileWatchError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // A new name beside the target, created exclusively; the kernel applies the process's umask to 0666 as for
        // any written file (mkstemp would make it 0600, and reading the umask means setting it, racing other threads).
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<100 {
            temporary = "\(folder)/.\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw FileWatchError(path: path, errno: errno) }
        var failure: Int32 = 0
        var offset = 0
        while failure == 0, offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in Glibc.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset) }
            if written < 0 {
                if errno != EINTR { failure = errno }
            } else {
                offset += written
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw FileWatchError(path: path, errno: failure)
        }
        syncFolder(folder)
    }

    /// Creates `path` and its missing parents (0755); throws when one cannot be made (read-only, no permission).
    public static func makeFolders(_ path: String) throws(FileWatchError) {
        guard !path.isEmpty, access(path, F_OK) != 0 else { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex { try makeFolders(String(path[..<slash])) }
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw FileWatchError(path: path, errno: errno) }
    }

    /// Whether this process may create files in `folder` (after making it).
    public static func checkWritable(_ folder: String) throws(FileWatchError) {
        try makeFolders(folder)
        guard access(folder, W_OK | X_OK) == 0 else { throw FileWatchError(path: folder, errno: errno) }
    }

    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }
}
