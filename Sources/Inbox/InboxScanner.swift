import Foundation

/// Lists the candidate files of an inbox: recursive, skipping hidden folders, the output folders and
/// ignored names (`IgnoreRules`). Regular files only; symbolic links are not followed.
public struct InboxScanner: Sendable {
    public let layout: InboxLayout

    public init(layout: InboxLayout) { self.layout = layout }

    public func scan() -> [FileSnapshot] {
        var result: [FileSnapshot] = []
        walk(layout.inbox, relative: "", into: &result)
        return result.sorted { $0.relativePath < $1.relativePath }
    }

    /// Every folder to watch (the inbox and its sub-folders, not the output folders).
    public func folders() -> [String] {
        var result = [layout.inbox]
        var index = 0
        while index < result.count {
            let folder = result[index]
            index += 1
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                let path = folder + "/" + name
                guard !layout.isOutput(path), Self.isDirectory(path) else { continue }
                result.append(path)
            }
        }
        return result
    }

    private func walk(_ folder: String, relative: String, into result: inout [FileSnapshot]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !IgnoreRules.isIgnored(name) || Self.isDirectory(folder + "/" + name) {
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            guard !layout.isOutput(path),
                  let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                walk(path, relative: relativePath, into: &result)
            } else if type == .typeRegular, !IgnoreRules.isIgnored(name) {
                let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result.append(FileSnapshot(path: path, relativePath: relativePath, size: size, modifiedAt: modified))
            }
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
