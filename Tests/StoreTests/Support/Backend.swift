import Foundation
import Testing
import TestSupport

/// The two databases the Store speaks: tests that take a `Backend` argument run once against each, a real SQLite
/// file and a real PostgreSQL server (`PostgreSQLTestServer`: never skipped, a failure when it cannot start).
enum Backend: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgresql

    var testDescription: String { rawValue }

    /// A fresh, empty database: a file in `folder`, or a new database on the test server.
    func freshDatabase(in folder: TemporaryDatabase) throws -> String {
        switch self {
        case .sqlite: folder.path
        case .postgresql: try PostgreSQLTestServer.freshDatabase()
        }
    }
}
