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
