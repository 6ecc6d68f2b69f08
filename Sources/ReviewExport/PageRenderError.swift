/// Why a stored page's picture could not be made again. Each case names the file and the remedy.
public enum PageRenderError: Error, Hashable, CustomStringConvertible {
    /// Neither the stored path nor the archive path holds the file.
    case originalMissing(paths: [String])
    /// The file at the path is not the content that was read (another file took its name).
    case originalChanged(path: String, expected: String, found: String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .originalMissing(let paths):
            return "\(paths.first ?? "?"): the original file is gone (looked at \(paths.joined(separator: ", "))); "
                + "put it back or review without pictures"
        case .originalChanged(let path, let expected, let found):
            return "\(path): the file there is not the one read (sha256 \(found.prefix(12))…, stored "
                + "\(expected.prefix(12))…)"
        case .unreadable(let path, let reason):
            return "\(path): cannot make the page picture: \(reason)"
        }
    }
}
