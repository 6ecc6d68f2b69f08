/// A file in the inbox as one scan saw it.
public struct FileSnapshot: Hashable, Sendable {
    /// Absolute path.
    public var path: String
    /// Path below the inbox ("receipts/scan.pdf").
    public var relativePath: String
    public var size: Int
    /// Modification time, seconds since 1970.
    public var modifiedAt: Double

    public init(path: String, relativePath: String, size: Int, modifiedAt: Double) {
        self.path = path
        self.relativePath = relativePath
        self.size = size
        self.modifiedAt = modifiedAt
    }
}
