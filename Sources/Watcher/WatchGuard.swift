import FileWatch
import Foundation
import Inbox
import Store

/// Checks before watching: one watcher per database and one per inbox (a `flock` held while it runs, so at
/// start-up every job still 'running' is known to be abandoned), output folders that can be written, on the
/// inbox's filesystem so each move is one atomic rename.
public final class WatchGuard {
    private let locks: [ProcessLock]

    /// The database's lock sits beside the database's real path (every link resolved), so the same database
    /// reached through a link or another spelling of its path is still one lock; the inbox's lock is a hidden
    /// file in the inbox itself, the folder whatever path named it.
    public init(databasePath: String, layout: InboxLayout, keepInPlace: Bool) throws {
        var locks: [ProcessLock] = []
        // A PostgreSQL database has no file to lock beside: its watchers are told apart by their inboxes.
        let databaseLock = DocumentStore.isPostgreSQL(databasePath) ? [] : [Self.realPath(databasePath) + "-watch.lock"]
        for lockPath in databaseLock + [layout.inbox + "/.folio-watch.lock"] {
            guard let lock = try ProcessLock(path: lockPath) else {
                throw InboxError.alreadyWatched(inbox: layout.inbox, lock: lockPath)
            }
            locks.append(lock)
        }
        self.locks = locks
        if !keepInPlace {
            for folder in ArchiveNaming.Folder.allCases {
                do { try FileMoves.checkWritable(layout.path(folder)) } catch {
                    throw InboxError.cannotWatch(path: layout.path(folder), reason: "the output folder cannot be written: \(error)")
                }
            }
            if let a = FileMoves.device(of: layout.inbox), let b = FileMoves.device(of: layout.output), a != b {
                throw InboxError.differentFilesystems(inbox: layout.inbox, output: layout.output)
            }
        }
    }

    /// Keeps the locks alive until here.
    public func release() { _ = locks.count }

    /// The path with every link resolved; for a database not created yet, its folder's real path and its name.
    static func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard let resolved = realpath(folder, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved) + "/" + url.lastPathComponent
    }
}
