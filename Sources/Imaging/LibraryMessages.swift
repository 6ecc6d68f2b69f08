import Foundation
import Glibc

/// Messages C libraries print straight to stderr, with no hook to take them (libjpeg's "Corrupt JPEG data: …",
/// libpng's and libtiff's warnings, ZBar's assertions): for the length of one call, fd 2 points at a scratch file
/// and the lines come back to the caller, who reports them with the file's name (in an error or the page's
/// diagnostics) instead of letting them reach the terminal raw. One capture at a time in the process (fd 2 is
/// process-wide); Folio's own stderr writes go through `writeToStandardError`, which waits for a capture to end,
/// so they are never swallowed. A capture lasts as long as one decode.
public enum LibraryMessages {
    private static let lock = NSLock()
    // Only touched under `lock`.
    nonisolated(unsafe) private static let sink: UnsafeMutablePointer<FILE>? = tmpfile()

    /// Runs `body` with stderr captured; returns its result and the non-empty lines printed meanwhile.
    public static func capturing<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, messages: [String]) {
        lock.lock()
        defer { lock.unlock() }
        guard let sink else { return (try body(), []) }
        let fd = fileno(sink)
        fflush(nil)
        let saved = dup(2)
        guard saved >= 0, ftruncate(fd, 0) == 0, lseek(fd, 0, SEEK_SET) == 0, dup2(fd, 2) >= 0 else {
            if saved >= 0 { close(saved) }
            return (try body(), [])
        }
        func restore() -> [String] {
            fflush(nil)
            dup2(saved, 2)
            close(saved)
            let length = Int(lseek(fd, 0, SEEK_CUR))
            guard length > 0 else { return [] }
            var bytes = [UInt8](repeating: 0, count: length)
            let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, length, 0) }
            guard count > 0 else { return [] }
            return String(decoding: bytes.prefix(count), as: UTF8.self).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let result: T
        do { result = try body() } catch {
            _ = restore()
            throw error
        }
        return (result, restore())
    }

    /// Writes Folio's own text to stderr, never into a capture in progress. A stream that cannot take it (a
    /// log on a full disk) loses the text instead of ending the process.
    public static func writeToStandardError(_ text: String) {
        lock.withLock { write(text, to: 2) }
    }

    /// write(2) until all is written; gives up on an error other than EINTR.
    public static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            bytes = bytes.dropFirst(n)
        }
    }
}
