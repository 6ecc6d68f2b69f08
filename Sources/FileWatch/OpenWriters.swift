import Glibc

/// Which of some files a process has open for writing, from /proc/PID/fd and /proc/PID/fdinfo (Linux).
/// Processes of other users cannot be read and are not seen: this is a hint on top of the settle time.
public enum OpenWriters {
    /// The subset of `paths` (absolute) that some readable process holds open with O_WRONLY or O_RDWR.
    public static func among(_ paths: Set<String>) -> Set<String> {
        guard !paths.isEmpty, let proc = opendir("/proc") else { return [] }
        defer { closedir(proc) }
        let me = getpid()
        var found: Set<String> = []
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = Int32(name), pid != me, let fds = opendir("/proc/\(pid)/fd") else { continue }
            defer { closedir(fds) }
            while let fdEntry = readdir(fds) {
                let fd = withUnsafeBytes(of: fdEntry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard Int(fd) != nil, let target = link("/proc/\(pid)/fd/\(fd)"), paths.contains(target),
                      isWriting(pid: pid, fd: fd) else { continue }
                found.insert(target)
            }
        }
        return found
    }

    private static func link(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// fdinfo's "flags:" line is octal open flags; the low two bits are the access mode.
    private static func isWriting(pid: Int32, fd: String) -> Bool {
        guard let file = fopen("/proc/\(pid)/fdinfo/\(fd)", "r") else { return false }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("flags:") else { continue }
            let value = text.dropFirst("flags:".count).trimmingCharacters(in: " \t\n")
            guard let flags = Int(value, radix: 8) else { return false }
            return flags & Int(O_ACCMODE) != Int(O_RDONLY)
        }
        return false
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
