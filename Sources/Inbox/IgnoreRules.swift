/// Which names in the inbox are not documents (yet): partial downloads, editor and office lock files,
/// temporary names, hidden files, and the sidecars that travel with documents.
public enum IgnoreRules {
    static let temporarySuffixes = [".part", ".partial", ".crdownload", ".download", ".tmp", ".temp", ".swp", "~",
                                    ".filepart", ".!sync", ".sb-"]
    static let sidecarExtensions: Set<String> = ["json", "txt", "md", "xml", "csv", "py", "sh", "toml", "yml", "yaml",
                                                 "log"]

    /// True for a name Folio must not take. `name` is one path component.
    public static func isIgnored(_ name: String) -> Bool {
        if name.isEmpty || name.hasPrefix(".") || name.hasPrefix("~$") || name.hasPrefix("~") { return true }
        let lower = name.lowercased()
        if temporarySuffixes.contains(where: { lower.hasSuffix($0) }) { return true }
        // rsync and some sync clients write ".name.XXXXXX" (hidden, above) or "name.XXXXXX.tmp" (above).
        if let dot = lower.lastIndex(of: "."), sidecarExtensions.contains(String(lower[lower.index(after: dot)...])) {
            return true
        }
        return false
    }
}
