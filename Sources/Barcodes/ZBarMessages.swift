import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeps ZBar's messages off the terminal. `zbar_set_verbosity(0)` silences what ZBar routes through its own
/// error spew, but its non-fatal assertions (`zassert`: `_zbar_decode_databar: Assertion "seg->finder >= 0"
/// failed`, on noisy DataBar scan lines) are a bare `fprintf(stderr, …)` in Debian's build, with no hook and no
/// switch short of disabling the decoder (ZBar's DataBar reads 85 of the samples' 222 DataBar codes that
/// zxing-cpp 1.4 misses). So for the length of one scan, fd 2 points at a scratch file; ZBar's lines come back to
/// the caller (for the page's diagnostics) and anything another thread wrote meanwhile goes on to stderr.
/// One scan at a time in the process: fd 2 is process-wide. A ZBar scan takes milliseconds.
enum ZBarMessages {
    private static let lock = NSLock()
    // Only touched under `lock`.
    nonisolated(unsafe) private static let sink: UnsafeMutablePointer<FILE>? = tmpfile()

    static func capturing<T>(_ body: () -> T) -> (result: T, messages: [String]) {
        lock.lock()
        defer { lock.unlock() }
        guard let sink else { return (body(), []) }
        let fd = fileno(sink)
        fflush(nil)
        let saved = dup(2)
        guard saved >= 0, ftruncate(fd, 0) == 0, lseek(fd, 0, SEEK_SET) == 0, dup2(fd, 2) >= 0 else {
            if saved >= 0 { close(saved) }
            return (body(), [])
        }
        let result = body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        let length = Int(lseek(fd, 0, SEEK_CUR))
        guard length > 0 else { return (result, []) }
        var bytes = [UInt8](repeating: 0, count: length)
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, length, 0) }
        guard count > 0 else { return (result, []) }
        var messages: [String] = []
        var others = ""
        for line in String(decoding: bytes.prefix(count), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
            // zassert's format: "WARNING: file.c:123: function: Assertion \"…\" failed." then a tab-indented detail.
            if line.hasPrefix("WARNING: ") && line.contains("Assertion") {
                messages.append(String(line.dropFirst("WARNING: ".count)))
            } else if line.hasPrefix("\t"), !messages.isEmpty {
                messages[messages.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                others += line + "\n"
            }
        }
        if !others.isEmpty { FileHandle.standardError.write(Data(others.utf8)) }
        return (result, messages)
    }
}
