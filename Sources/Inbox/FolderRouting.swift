/// What a file's sub-folder means: its tag, and the pipeline its top folder names.
public enum FolderRouting {
    /// The folders below the inbox ("receipts/2024" for "receipts/2024/a.png"); nil at the top.
    public static func tag(forRelativePath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count > 1 else { return nil }
        return parts.dropLast().joined(separator: "/")
    }

    /// `<pipelines>/<top folder>.json` when that file exists ("receipts/a.png" → pipelines/receipts.json);
    /// nil for files at the top or folders without a pipeline of their own.
    public static func pipeline(forRelativePath path: String, pipelinesFolder: String,
                                exists: (String) -> Bool) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count > 1, let top = parts.first else { return nil }
        let candidate = pipelinesFolder + "/" + top + ".json"
        return exists(candidate) ? candidate : nil
    }
}
