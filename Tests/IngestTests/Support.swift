import Foundation

/// Paths of the repository's own files, found from this source file.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
    static func data(_ relative: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(relative)) }
}
