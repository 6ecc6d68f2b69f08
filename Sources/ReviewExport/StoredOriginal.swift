import DocModel
import Store

extension OriginalFile {
    /// Where document `id`'s file may be now: the path it was read from, then where `folio watch` archived
    /// it (`job.target_path` of its jobs that moved the file), newest first.
    public static func candidates(store: DocumentStore, id: Int64, storedPath: String) throws -> [String] {
        let archived = try store.jobs().filter { $0.documentId == id && $0.moved }.sorted { $0.id > $1.id }
            .compactMap(\.targetPath)
        return [storedPath] + archived
    }
}
