import Foundation

/// Where a processed file goes: `archive/YYYY-MM-DD/<sha256 prefix>-<name>`, `duplicates/…` likewise, and
/// `failed/YYYY-MM-DD/<name>` (the hash prefix when it is known). The original name, extension included,
/// is kept at the end, so the file still opens by its type; the date is the day it was processed (UTC).
public enum ArchiveNaming {
    public enum Folder: String, Sendable, CaseIterable {
        case archive, failed, duplicates
    }

    public static let hashPrefixLength = 12

    /// The target below the output folder, made unique by `exists` with "-2", "-3"… before the extension.
    public static func target(_ folder: Folder, originalName: String, sha256: String?, date: Date,
                              exists: (String) -> Bool) -> String {
        let day = dayFormatter.string(from: date)
        let prefix = sha256.map { String($0.prefix(hashPrefixLength)) + "-" } ?? ""
        let base = "\(folder.rawValue)/\(day)/\(prefix)\(originalName)"
        guard exists(base) else { return base }
        let ext = (originalName as NSString).pathExtension
        let stem = ext.isEmpty ? originalName : String(originalName.dropLast(ext.count + 1))
        var n = 2
        while true {
            let candidate = "\(folder.rawValue)/\(day)/\(prefix)\(stem)-\(n)" + (ext.isEmpty ? "" : ".\(ext)")
            if !exists(candidate) { return candidate }
            n += 1
        }
    }

    /// The error file written beside a failed file.
    public static func errorFile(for target: String) -> String { target + ".error.txt" }

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
