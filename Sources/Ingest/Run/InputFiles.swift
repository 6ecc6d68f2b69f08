import FileWatch
import Foundation

/// Expands the paths given on the command line into the files to ingest.
public enum InputFiles {
    /// Files named directly are always taken. Folders are walked recursively in name order, passing
    /// over hidden files and folders and the sidecars that travel with documents (ground truth,
    /// transcripts, notes), which are not documents.
    /// `undecodable` lists files whose names are not valid UTF-8 (shown with `\xHH` escapes): they cannot be
    /// read by name here and are reported instead of passed over.
    public static func expand(_ paths: [String]) -> (files: [String], missing: [String], undecodable: [String]) {
        let fm = FileManager.default
        var files: [String] = []
        var missing: [String] = []
        var undecodable: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            undecodable += UndecodableNames.below(path).map { (path as NSString).appendingPathComponent($0) }
            let entries = (fm.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
            for entry in entries {
                let components = entry.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") }) { continue }
                let name = String(components.last ?? "")
                if isSidecar(name) { continue }
                let full = (path as NSString).appendingPathComponent(entry)
                var entryIsDirectory: ObjCBool = false
                if fm.fileExists(atPath: full, isDirectory: &entryIsDirectory), !entryIsDirectory.boolValue {
                    files.append(full)
                }
            }
        }
        return (files, missing, undecodable)
    }

    static let sidecarExtensions: Set<String> = ["json", "txt", "md", "xml", "csv", "py", "sh", "toml", "yml", "yaml"]

    static func isSidecar(_ name: String) -> Bool {
        sidecarExtensions.contains((name as NSString).pathExtension.lowercased())
    }
}
