import Foundation
import Glibc

/// Which file a path names and which version of it: device and inode (kept by rename), size and
/// modification time in nanoseconds (changed by any write).
public struct FileIdentity: Hashable, Codable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int
    public var modifiedNanoseconds: Int64

    public init(device: UInt64, inode: UInt64, size: Int, modifiedNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
                  modifiedNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// What `path` itself names now (`lstat`: a symbolic link is the link, never its target); nil when nothing.
    public static func of(path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// The same file (a rename keeps it; a file written over by another's rename is another).
    public func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }

    /// The same file, unchanged since.
    public func isSameVersion(as other: FileIdentity) -> Bool {
        isSameFile(as: other) && size == other.size && modifiedNanoseconds == other.modifiedNanoseconds
    }
}

/// A file read whole through one descriptor: the bytes and the identity they were read from.
public struct DescriptorRead: Sendable {
    /// The reason given for a file written to while it was read (worth reading again later).
    public static let changedWhileRead = "changed while it was read"

    public var data: Data
    public var identity: FileIdentity

    /// Opens `path` without following a symbolic link in its last part (`O_NOFOLLOW`), refuses anything but a
    /// regular file and, with `roots`, a file that is below none of them once every link on the way is resolved
    /// (a folder swapped for a link out of the inbox); reads to the end from that descriptor. A file that
    /// changed while it was read (size or mtime moved) is refused too: its bytes may be half old, half new.
    public static func read(_ path: String, below roots: [String] = []) throws(FileWatchError) -> DescriptorRead {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP { throw FileWatchError(path: path, reason: "a symbolic link, not read (only regular files in the inbox are)") }
            throw FileWatchError(path: path, errno: code)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileWatchError(path: path, errno: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileWatchError(path: path, reason: "not a regular file, not read")
        }
        if !roots.isEmpty, let real = resolved(fd),
           !roots.contains(where: { real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            throw FileWatchError(path: path, reason: "lies outside the inbox once links are followed (\(real)), not read")
        }
        let before = FileIdentity(info)
        var data = Data(capacity: max(0, before.size))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileWatchError(path: path, errno: errno)
            }
            if n == 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        guard fstat(fd, &info) == 0 else { throw FileWatchError(path: path, errno: errno) }
        let after = FileIdentity(info)
        guard after.isSameVersion(as: before), after.size == data.count else {
            throw FileWatchError(path: path, reason: changedWhileRead)
        }
        return DescriptorRead(data: data, identity: after)
    }

    /// The path the kernel holds for an open descriptor, every link resolved.
    private static func resolved(_ fd: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
