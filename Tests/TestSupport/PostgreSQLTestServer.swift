import Foundation

/// The PostgreSQL server the tests of this process use: `$FOLIO_TEST_POSTGRES_URL` when set (scripts/test.sh
/// starts one), else a throwaway cluster started here once (scripts/ci/postgres-cluster.sh, fsync off) and
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

    /// Started under a lock rather than in a `static let`: a process started inside a lazy global's
    /// initializer never reported its exit to Foundation (the test run hung), so the start uses
    /// `posix_spawn` and `waitpid` (`run`) too.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var started: Result<Server, any Error>?

    static var shared: Result<Server, any Error> {
        lock.withLock {
            if let started { return started }
            let result = Result { try start() }
            started = result
            return result
        }
    }

    /// Runs `arguments` (a path first) to its end with posix_spawn; its exit status and standard output.
    public static func run(_ arguments: [String]) throws -> (status: Int32, out: String) {
        let output = (NSTemporaryDirectory() as NSString).appendingPathComponent("folio-spawn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard code == 0 else { throw TestFailure("cannot run \(arguments[0]): error \(code)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exit, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }

    private static func start() throws -> Server {
        if let given = ProcessInfo.processInfo.environment["FOLIO_TEST_POSTGRES_URL"], !given.isEmpty {
            return try split(given, folder: nil)
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("folio-pg-\(getpid())-\(UUID().uuidString.prefix(8))")
        let result = try run(["/usr/bin/env", "FOLIO_PG_FAST=1", Repo.path("scripts/ci/postgres-cluster.sh"), "start", folder])
        guard result.status == 0 else { throw TestFailure("cannot start a PostgreSQL cluster in \(folder) (see its logs)") }
        startedFolder = folder
        atexit {
            guard let folder = PostgreSQLTestServer.startedFolder else { return }
            _ = try? PostgreSQLTestServer.run([Repo.path("scripts/ci/postgres-cluster.sh"), "stop", folder])
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
