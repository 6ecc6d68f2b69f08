import Foundation

/// The inbox and its output folders (archive/, failed/, duplicates/ under `output`, by default the inbox
/// itself). Output folders inside the inbox are never scanned.
public struct InboxLayout: Hashable, Sendable {
    public var inbox: String
    public var output: String

    /// Standardizes both paths; throws when the inbox lies inside an output folder (what Folio moves would
    /// come back in).
    public init(inbox: String, output: String? = nil) throws(InboxError) {
        let inbox = Self.absolute(inbox)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inbox, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notAFolder(inbox)
        }
        let output = Self.absolute(output ?? inbox)
        self.inbox = inbox
        self.output = output
        for folder in ArchiveNaming.Folder.allCases {
            let path = self.path(folder)
            if inbox == path || inbox.hasPrefix(path + "/") { throw .inboxInsideOutput(inbox: inbox, output: path) }
        }
    }

    public func path(_ folder: ArchiveNaming.Folder) -> String { output + "/" + folder.rawValue }

    /// True for a path (absolute) that is one of the output folders or lies inside one.
    public func isOutput(_ path: String) -> Bool {
        ArchiveNaming.Folder.allCases.contains { folder in
            let root = self.path(folder)
            return path == root || path.hasPrefix(root + "/")
        }
    }

    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var result = URL(fileURLWithPath: joined).standardizedFileURL.resolvingSymlinksInPath().path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
