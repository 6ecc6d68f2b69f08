import FolioCLI
import Foundation
import Imaging
import Testing

enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}

/// A fresh folder under the system temporary folder; `remove()` it in a `defer`.
struct TemporaryFolder {
    let path: String

    init(_ label: String = "folio-review-tests") throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Text written from any thread, read back once the command returned.
final class LockedBuffer: @unchecked Sendable {
    // @unchecked: `text` is only touched while holding `lock`.
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
}

enum Folio {
    /// Runs `folio ARGUMENTS` in this process; (status, stdout, stderr).
    static func run(_ arguments: [String]) -> (status: ExitCode, out: String, err: String) {
        let out = LockedBuffer(), err = LockedBuffer()
        let status = FolioMain.run(arguments, console: Console(out: { out.append($0) }, err: { err.append($0) }),
                                   environment: ProcessInfo.processInfo.environment)
        return (status, out.value, err.value)
    }
}

enum Subprocess {
    /// Runs a program to completion, output through files; (status, stdout, stderr).
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let folder = try TemporaryFolder("folio-subprocess")
        defer { folder.remove() }
        let outPath = folder.file("stdout"), errPath = folder.file("stderr")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return (process.terminationStatus, (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// The first of `names` found on PATH (or as an absolute path), nil when none is installed.
    static func find(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            if name.hasPrefix("/") { if FileManager.default.isExecutableFile(atPath: name) { return name } else { continue } }
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }
}

/// One word of `pdftotext -bbox` output, in PDF points from the top-left.
struct PDFWord {
    var text: String
    var xMin, yMin, xMax, yMax: Double

    /// Parses pdftotext's XHTML: `<word xMin="…" yMin="…" xMax="…" yMax="…">text</word>` per line.
    static func parse(_ xhtml: String) -> [PDFWord] {
        let pattern = #/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>/#
        return xhtml.matches(of: pattern).compactMap { match in
            guard let x0 = Double(match.1), let y0 = Double(match.2), let x1 = Double(match.3), let y1 = Double(match.4)
            else { return nil }
            return PDFWord(text: unescape(String(match.5)), xMin: x0, yMin: y0, xMax: x1, yMax: y1)
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
