import Foundation

/// Where a processed file goes: `archive/YYYY-MM-DD/<sha256 prefix>-<name>`, `duplicates/…` likewise, and
/// `failed/YYYY-MM-DD/<name>` (the hash prefix when it is known). The original name, extension included,
/// is kept at the end, so the file still opens by its type; the date is the day it was processed (UTC).
/// A name too long for the file system is shortened (its full form stays in the job's `relative_path`).
public enum ArchiveNaming {
    public enum Folder: String, Sendable, CaseIterable {
        case archive, failed, duplicates
    }

    public static let hashPrefixLength = 12
    /// Bytes a file name may have on Linux file systems (NAME_MAX), less room for "-NNNNN" and ".error.txt".
    static let maxNameBytes = 255 - 6 - 10

    /// The first-choice target below the output folder. The move takes the first of `variant(of:_:)` that
    /// is free, inside the rename itself, so names are never chosen ahead of the move.
    public static func target(_ folder: Folder, originalName: String, sha256: String?, date: Date) -> String {
        let day = dayFormatter.string(from: date)
        let prefix = sha256.map { String($0.prefix(hashPrefixLength)) + "-" } ?? ""
        return "\(folder.rawValue)/\(day)/" + fitted(prefix + originalName)
    }

    /// Variant `n` of a target: n = 0 is the target itself, then "-2", "-3"… before the extension.
    public static func variant(of target: String, _ n: Int) -> String {
        guard n > 0 else { return target }
        let slash = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
        let folder = target[..<slash]
        let name = String(target[slash...])
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        return folder + stem + "-\(n + 1)" + (ext.isEmpty ? "" : ".\(ext)")
    }

    /// The error file written beside a failed file.
    public static func errorFile(for target: String) -> String { target + ".error.txt" }

    /// `name` cut to `maxNameBytes` of UTF-8 in its stem, at a character boundary, keeping a short extension.
    static func fitted(_ name: String) -> String {
        guard name.utf8.count > maxNameBytes else { return name }
        let ext = (name as NSString).pathExtension
        let keepExtension = !ext.isEmpty && ext.utf8.count <= 16
        let suffix = keepExtension ? "." + ext : ""
        var stem = keepExtension ? String(name.dropLast(ext.count + 1)) : name
        while stem.utf8.count + suffix.utf8.count + 1 > maxNameBytes { stem.removeLast() }
        return stem + "~" + suffix
    }

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
