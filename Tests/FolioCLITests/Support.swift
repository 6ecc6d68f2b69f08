import Foundation
import FolioCLI
import Testing

/// Where the repository's folders are, found from this file (Tests/FolioCLITests/Support.swift).
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static let corpus = path("corpus")
    static let fixtures = path("Tests/IngestTests/Fixtures")
    static let documentSchema = path("schemas/document.schema.json")
    /// The binary `swift build` leaves behind (the crash test needs a process it can kill).
    static let folioBinary = path(".build/debug/folio")
}

/// A fresh folder under the system temporary folder. Removed by `remove()` (call it in a `defer`: ARC may
/// end an object's life right after its last use, so a `deinit` could delete the folder too early).
struct TemporaryFolder {
    let path: String

    init(_ label: String = "folio-cli-tests", under parent: String = NSTemporaryDirectory()) throws {
        path = (parent as NSString).appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Copies `source` in as `name` (default: the source's own name) and returns the new path.
    @discardableResult
    func copy(_ source: String, as name: String? = nil) throws -> String {
        let target = file(name ?? (source as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: source, toPath: target)
        return target
    }

    @discardableResult
    func write(_ data: Data, as name: String) throws -> String {
        let target = file(name)
        try data.write(to: URL(fileURLWithPath: target))
        return target
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Text written from any thread, read back once the command returned.
final class LockedBuffer: @unchecked Sendable {
    // @unchecked: `text` is only touched while holding `lock`.
    private let lock = NSLock()
    private var text = ""

    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
}

/// One in-process run of `folio`.
struct CLIResult {
    var status: ExitCode
    var out: String
    var err: String

    /// stdout split into lines.
    var lines: [String] { out.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
}

enum Folio {
    /// Runs `folio ARGUMENTS` in this process, capturing stdout and stderr.
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> CLIResult {
        let out = LockedBuffer()
        let err = LockedBuffer()
        let status = FolioMain.run(arguments, console: Console(out: { out.append($0) }, err: { err.append($0) }),
                                   environment: environment)
        return CLIResult(status: status, out: out.value, err: err.value)
    }

    /// `folio query SQL --format json` parsed into rows of column → value (NSNull for NULL).
    static func queryJSON(_ sql: String, db: String) throws -> [[String: Any]] {
        let result = run(["query", sql, "--db", db, "--format", "json"])
        guard result.status == .ok else {
            throw TestFailure("folio query failed (\(result.status)): \(result.err)")
        }
        let rows = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]]
        return try #require(rows, "folio query --format json did not print an array of objects: \(result.out)")
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One run of another program.
struct ProcessResult {
    var status: Int32
    var out: String
    var err: String
}

enum Subprocess {
    /// Runs `executable` with `arguments` to completion; stdout and stderr go through files (no pipe
    /// buffers to fill up).
    static func run(_ executable: String, _ arguments: [String]) throws -> ProcessResult {
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
        return ProcessResult(status: process.terminationStatus,
                             out: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                             err: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }
}

/// The sqlite3 command-line shell: an independent reader of Folio's database.
enum SQLiteShell {
    static let executable = "/usr/bin/sqlite3"

    /// Rows of `sql` as JSON objects (`sqlite3 -json`); the database is opened read-only.
    static func rows(_ sql: String, db: String, readOnly: Bool = true) throws -> [[String: Any]] {
        let result = try Subprocess.run(executable, (readOnly ? ["-readonly"] : []) + ["-json", db, sql])
        guard result.status == 0 else { throw TestFailure("sqlite3 failed (\(result.status)): \(result.err)") }
        // sqlite3 -json prints nothing at all for an empty result.
        guard !result.out.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
        let rows = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]]
        return try #require(rows, "sqlite3 -json printed something else: \(result.out)")
    }

    /// The single value of a one-row, one-column query, as text.
    static func scalar(_ sql: String, db: String, readOnly: Bool = true) throws -> String {
        let result = try Subprocess.run(executable, (readOnly ? ["-readonly"] : []) + ["-batch", "-noheader", db, sql])
        guard result.status == 0 else { throw TestFailure("sqlite3 failed (\(result.status)): \(result.err)") }
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Dictionary where Key == String, Value == Any {
    func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue }
    func string(_ key: String) -> String? { self[key] as? String }
}
