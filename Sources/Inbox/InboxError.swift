/// Why the inbox cannot be watched as asked.
public enum InboxError: Error, Hashable, Sendable, CustomStringConvertible {
    case notAFolder(String)
    /// The inbox lies inside an output folder: what Folio moves would be read again.
    case inboxInsideOutput(inbox: String, output: String)
    /// rename() is atomic only within one filesystem.
    case differentFilesystems(inbox: String, output: String)
    /// Another `folio watch` holds this inbox.
    case alreadyWatched(inbox: String, lock: String)
    case cannotWatch(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path): not a folder"
        case .inboxInsideOutput(let inbox, let output):
            "\(inbox): lies inside the output folder \(output), so processed files would be read again; "
                + "choose an inbox outside it"
        case .differentFilesystems(let inbox, let output):
            "\(output): not on the same filesystem as \(inbox); moves could not be atomic (use --keep-in-place, or "
                + "put the output folders on the inbox's filesystem)"
        case .alreadyWatched(let inbox, let lock):
            "\(inbox): already watched by another folio process (lock \(lock))"
        case .cannotWatch(let path, let reason): "\(path): cannot watch (\(reason))"
        }
    }
}
