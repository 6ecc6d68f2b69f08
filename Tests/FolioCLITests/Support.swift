import FolioCLI
import Foundation
import TestSupport
import Testing

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
