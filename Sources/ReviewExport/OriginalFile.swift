import DocModel
import Foundation
import Hashing

/// The bytes a document was read from, found again: at its stored path, or where `folio watch` archived it,
/// and checked against the stored SHA-256 so a picture is never drawn from another file of the same name.
public struct OriginalFile: Sendable {
    public let path: String
    public let data: Data
    public let source: Source

    /// Bytes the caller already holds and has checked (the watcher, right after reading the file).
    public init(path: String, data: Data, source: Source) {
        self.path = path
        self.data = data
        self.source = source
    }

    /// Tries `candidates` in order (the stored path first, then the archive's target); the first file whose
    /// content has the stored digest wins. Throws `.originalChanged` when files exist but none matches.
    public init(source: Source, candidates: [String]) throws(PageRenderError) {
        var paths: [String] = []
        for path in candidates where !paths.contains(path) { paths.append(path) }
        var changed: (path: String, found: String)?
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let digest = SHA256Digest.hex(data)
            if digest == source.sha256 {
                self.path = path
                self.data = data
                self.source = source
                return
            }
            if changed == nil { changed = (path, digest) }
        }
        if let changed { throw .originalChanged(path: changed.path, expected: source.sha256, found: changed.found) }
        throw .originalMissing(paths: paths)
    }
}
