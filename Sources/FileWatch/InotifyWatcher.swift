import Glibc

/// Linux inotify on a set of folders (`inotify_init1`, `inotify_add_watch`): only says "something changed",
/// and the caller rescans. The file descriptor is owned here and closed in `deinit`. Not `Sendable`: used
/// by the watcher's main loop only. On filesystems that do not report (NFS, SMB) nothing arrives, and
/// the caller's periodic rescan does the work.
public final class InotifyWatcher {
    private let fd: Int32
    private var watched: [String: Int32] = [:]

    /// Throws the errno text when inotify is unavailable (then poll instead).
    public init() throws(FileWatchError) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw FileWatchError(path: "inotify", errno: errno) }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Adds watches for folders not yet watched (closes, moves in, creations, deletions).
    public func watch(_ folders: [String]) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)
        for folder in folders where watched[folder] == nil {
            let wd = inotify_add_watch(fd, folder, mask)
            if wd >= 0 { watched[folder] = wd }
        }
    }

    /// Waits up to `timeout` seconds for events, drains them and returns how many arrived (0 on timeout).
    public func wait(timeout: Double) -> Int {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, timeout) * 1000))
        guard ready > 0 else { return 0 }
        var count = 0
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            count += 1
        }
        // Watches of removed folders are dropped by the kernel; forget them so a new folder of that name is
        // watched again.
        watched = watched.filter { access($0.key, F_OK) == 0 }
        return count
    }
}
