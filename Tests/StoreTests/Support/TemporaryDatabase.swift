import Foundation

/// A fresh directory per test, removed when the last reference goes; `path` is a database file inside it
/// (not yet created), so each test has its own real SQLite file.
final class TemporaryDatabase {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-store-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("folio.sqlite").path
    }

    /// Another file name in the same directory.
    func sibling(_ name: String) -> String { directory.appendingPathComponent(name).path }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// The repository root, found from this file's path (Tests/StoreTests/Support/…), so tests do not
/// depend on the working directory.
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}
