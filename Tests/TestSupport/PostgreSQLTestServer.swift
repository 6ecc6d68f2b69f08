import Foundation

/// The PostgreSQL server the tests of this process use: `$FOLIO_TEST_POSTGRES_URL` when set (scripts/test.sh
/// starts one), else a throwaway cluster started here once (scripts/postgres-cluster.sh, fsync off) and
/// stopped when the process exits. A test that needs PostgreSQL fails, never skips, when neither works.
public enum PostgreSQLTestServer {
    /// A new, empty database on the server, as a `postgresql://` URL.
    public static func freshDatabase() throws -> String {
        let server = try shared.get()
        let name = "folio_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let result = try Subprocess.run(psql, [server.url(database: "postgres"), "-v", "ON_ERROR_STOP=1", "-q",
                                               "-c", "CREATE DATABASE \(name)"])
        guard result.status == 0 else { throw TestFailure("CREATE DATABASE failed: \(result.err)") }
        return server.url(database: name)
    }

    /// Runs one SQL statement with psql (an independent reader) and returns its rows, columns separated by `|`.
    public static func rows(_ sql: String, url: String) throws -> [String] {
        let result = try Subprocess.run(psql, [url, "-v", "ON_ERROR_STOP=1", "-q", "-A", "-t", "-c", sql])
        guard result.status == 0 else { throw TestFailure("psql failed: \(result.err)") }
        return result.out.split(separator: "\n").map(String.init)
    }

    /// `pg_ctl restart` of the throwaway cluster (fails when the server was given from outside).
    public static func restart() throws {
        let server = try shared.get()
        guard let folder = server.folder else { throw TestFailure("the server was given by FOLIO_TEST_POSTGRES_URL; cannot restart it") }
        let result = try Subprocess.run(Repo.path("scripts/postgres-cluster.sh"), ["restart", folder])
        guard result.status == 0 else { throw TestFailure("restart failed: \(result.err)") }
    }

    // MARK: - Private

    struct Server: Sendable {
        /// The URL's parts: before the database name, and after it (`?host=…&port=…`).
        var prefix: String
        var query: String
        /// The cluster's folder when this process started it.
        var folder: String?

        func url(database: String) -> String { prefix + database + query }
    }

    static let psql: String = {
        for folder in ["/usr/lib/postgresql/15/bin"] + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .sorted().reversed().map({ "/usr/lib/postgresql/\($0)/bin" }) where FileManager.default.isExecutableFile(atPath: folder + "/psql") {
            return folder + "/psql"
        }
        return Subprocess.find(["psql"]) ?? "/usr/bin/psql"
    }()

    /// The folder of the cluster this process started, for the exit handler (a C function cannot capture).
    nonisolated(unsafe) private static var startedFolder: String?

    static let shared: Result<Server, any Error> = Result {
        if let given = ProcessInfo.processInfo.environment["FOLIO_TEST_POSTGRES_URL"], !given.isEmpty {
            return try split(given, folder: nil)
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("folio-pg-\(getpid())-\(UUID().uuidString.prefix(8))")
        var environment = ProcessInfo.processInfo.environment
        environment["FOLIO_PG_FAST"] = "1"
        let result = try Subprocess.run("/usr/bin/env", environment.map { "\($0.key)=\($0.value)" }
                                        + [Repo.path("scripts/postgres-cluster.sh"), "start", folder])
        guard result.status == 0 else { throw TestFailure("cannot start a PostgreSQL cluster: \(result.err)") }
        startedFolder = folder
        atexit {
            guard let folder = PostgreSQLTestServer.startedFolder else { return }
            _ = try? Subprocess.run(Repo.path("scripts/postgres-cluster.sh"), ["stop", folder])
        }
        return try split(result.out.trimmingCharacters(in: .whitespacesAndNewlines), folder: folder)
    }

    /// "postgresql://u@/db?host=…" → ("postgresql://u@/", "?host=…").
    private static func split(_ url: String, folder: String?) throws -> Server {
        let question = url.firstIndex(of: "?") ?? url.endIndex
        guard let scheme = url.range(of: "://"), let slash = url[scheme.upperBound..<question].firstIndex(of: "/") else {
            throw TestFailure("cannot read the PostgreSQL URL \(url): it needs a /database part")
        }
        return Server(prefix: String(url[...slash]), query: String(url[question...]), folder: folder)
    }
}
