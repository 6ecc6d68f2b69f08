import FileWatch
import Inbox

/// Checks before watching: one watcher per database (a `flock` held while it runs, so at start-up every
/// job still 'running' is known to be abandoned), and output folders on the inbox's filesystem so each
/// move is one atomic rename.
public final class WatchGuard {
    private let lock: ProcessLock

    public init(databasePath: String, layout: InboxLayout, keepInPlace: Bool) throws {
        let lockPath = databasePath + "-watch.lock"
        guard let lock = try ProcessLock(path: lockPath) else {
            throw InboxError.alreadyWatched(inbox: layout.inbox, lock: lockPath)
        }
        self.lock = lock
        if !keepInPlace {
            FileSystemIdentity.makeFolders(layout.output)
            if let a = FileSystemIdentity.device(of: layout.inbox), let b = FileSystemIdentity.device(of: layout.output),
               a != b {
                throw InboxError.differentFilesystems(inbox: layout.inbox, output: layout.output)
            }
        }
    }

    /// Keeps the lock alive until here.
    public func release() { _ = lock.path }
}
