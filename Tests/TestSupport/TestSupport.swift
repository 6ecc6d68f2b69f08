import Foundation

// What every test target that runs real files and real processes needs: where the repository is, temporary
// folders, running a program, reading the database with the sqlite3 shell. One home for the test targets
// (FolioCLITests, ReviewTests); each keeps only what is its own.

/// Where the repository's folders are, found from this file (Tests/TestSupport/TestSupport.swift).
public enum Repo {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    public static let corpus = path("corpus")
    public static let fixtures = path("Tests/IngestTests/Fixtures")
    public static let documentSchema = path("schemas/document.schema.json")
    /// The binary `swift build` leaves behind (tests that need a process they can kill run it).
    public static let folioBinary = path(".build/debug/folio")
}

/// A fresh folder under the system temporary folder (or `parent`). Removed by `remove()` (call it in a
/// `defer`: ARC may end an object's life right after its last use, so a `deinit` could delete it too early).
public struct TemporaryFolder: Sendable {
    public let path: String

    public init(_ label: String = "folio-tests", under parent: String = NSTemporaryDirectory()) throws {
        path = (parent as NSString).appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// An existing folder, used the same way (never created, removed only by `remove()`).
    public init(existing path: String) { self.path = path }

    public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Copies `source` in as `name` (default: the source's own name) and returns the new path.
    @discardableResult
    public func copy(_ source: String, as name: String? = nil) throws -> String {
        let target = file(name ?? (source as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: source, toPath: target)
        return target
    }

    @discardableResult
    public func write(_ data: Data, as name: String) throws -> String {
        let target = file(name)
        try data.write(to: URL(fileURLWithPath: target))
        return target
    }

    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Text written from any thread, read back once the command returned.
public final class LockedBuffer: @unchecked Sendable {
    // @unchecked: `text` is only touched while holding `lock`.
    private let lock = NSLock()
    private var text = ""

    public init() {}
    public func append(_ more: String) { lock.withLock { text += more } }
    public var value: String { lock.withLock { text } }
}

public struct TestFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// How a program run by `Subprocess` ended.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var out: String
    public var err: String
}

public enum Subprocess {
    /// Runs `executable` with `arguments` to completion; stdout and stderr go through files (no pipe
    /// buffers to fill up).
    public static func run(_ executable: String, _ arguments: [String]) throws -> ProcessResult {
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

    /// The first of `names` found on PATH (or as an absolute path), nil when none is installed.
    public static func find(_ names: [String]) -> String? {
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

/// The sqlite3 command-line shell: an independent reader of Folio's database.
public enum SQLiteShell {
    public static let executable = "/usr/bin/sqlite3"

    /// Rows of `sql` as JSON objects (`sqlite3 -json`); the database is opened read-only.
    public static func rows(_ sql: String, db: String, readOnly: Bool = true) throws -> [[String: Any]] {
        let result = try Subprocess.run(executable, (readOnly ? ["-readonly"] : []) + ["-json", db, sql])
        guard result.status == 0 else { throw TestFailure("sqlite3 failed (\(result.status)): \(result.err)") }
        // sqlite3 -json prints nothing at all for an empty result.
        guard !result.out.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
        guard let rows = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]] else {
            throw TestFailure("sqlite3 -json printed something else: \(result.out)")
        }
        return rows
    }

    /// The single value of a one-row, one-column query, as text.
    public static func scalar(_ sql: String, db: String, readOnly: Bool = true) throws -> String {
        let result = try Subprocess.run(executable, (readOnly ? ["-readonly"] : []) + ["-batch", "-noheader", db, sql])
        guard result.status == 0 else { throw TestFailure("sqlite3 failed (\(result.status)): \(result.err)") }
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Dictionary where Key == String, Value == Any {
    public func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue }
    public func string(_ key: String) -> String? { self[key] as? String }
}
