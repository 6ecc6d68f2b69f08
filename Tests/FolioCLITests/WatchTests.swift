import Foundation
import TestSupport
import Testing

/// `folio watch` as a real process on a real folder: files written slowly are taken only when complete,
/// a burst of files is processed exactly once, and SIGKILL at random points loses and repeats nothing.
@Suite(.serialized) struct WatchTests {
    @Test(.timeLimit(.minutes(5)))  // a hang guard: the full suite on 2 loaded cores overran 2 minutes
    func takesAFileWrittenInChunksOnlyOnceItIsComplete() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let watcher = try run.start(["--settle", "1.5", "--jobs", "1"])
        // good-page.png in five chunks, 0.8 s apart, the file closed between chunks (so only the settle time,
        // not an open writer, can hold it back): about 3.2 s from the first byte to the last.
        let data = try Data(contentsOf: URL(fileURLWithPath: Repo.path("Tests/IngestTests/Fixtures/good-page.png")))
        let target = run.inbox + "/slow/page.png"
        try FileManager.default.createDirectory(atPath: run.inbox + "/slow", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: target, contents: nil)
        let chunk = (data.count + 4) / 5
        for start in stride(from: 0, to: data.count, by: chunk) {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: target))
            try handle.seekToEnd()
            try handle.write(contentsOf: data[start..<min(start + chunk, data.count)])
            try handle.close()
            usleep(800_000)
        }
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state IN ('done', 'failed', 'duplicate')", equals: 1, seconds: 60))
        let rows = try SQLiteShell.rows("""
            SELECT j.state, j.attempts, j.sha256, j.tag, d.status, d.page_count, d.byte_count
            FROM job j JOIN document d ON d.id = j.document_id
            """, db: run.db)
        #expect(rows.count == 1)
        #expect(rows.first?.string("state") == "done")
        #expect(rows.first?.int("attempts") == 1, "read once, never retried as incomplete")
        #expect(rows.first?.string("status") == "succeeded")
        #expect(rows.first?.int("page_count") == 1)
        #expect(rows.first?.int("byte_count") == data.count, "the whole file was read")
        #expect(rows.first?.string("sha256") == WatchRun.sha256(data))
        #expect(rows.first?.string("tag") == "slow")
        // A clean stop: SIGTERM ends the watcher with status 0.
        kill(watcher.processIdentifier, SIGTERM)
        watcher.waitUntilExit()
        #expect(watcher.terminationReason == .exit && watcher.terminationStatus == 0)
        let log = run.log()
        #expect(!log.contains("retry "), "never taken while incomplete: \(log)")
        #expect(run.files(in: "archive").count == 1)
        #expect(run.files(in: "slow").isEmpty)
    }

    // The wait is a safety net, not a speed target (speed lives in `folio bench`): alone this takes ~40 s,
    // on a loaded 2-core machine it has taken 170 s.
    @Test(.timeLimit(.minutes(8)))
    func processesTwoHundredFilesDroppedAtOnceExactlyOnce() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let watcher = try run.start(["--settle", "0.5", "--jobs", "2"])
        let shas = try (0..<200).map { index in
            let data = TinyPNG.make(index + 1)
            try data.write(to: URL(fileURLWithPath: run.inbox + String(format: "/scan%03d.png", index)))
            return WatchRun.sha256(data)
        }
        #expect(Set(shas).count == 200)
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state <> 'queued' AND state <> 'running'", equals: 200, seconds: 420))
        kill(watcher.processIdentifier, SIGINT)
        watcher.waitUntilExit()
        #expect(watcher.terminationStatus == 0)
        try run.expectEachProcessedOnce(shas)
    }

    /// SIGKILL at random points, 20 times, while files keep arriving; then a last `--once` run. The limit is a
    /// safety net (alone ~2.5 min on a loaded 2-core machine), not a speed target.
    @Test(.timeLimit(.minutes(6)))
    func losesAndRepeatsNothingWhenKilledTwentyTimes() throws {
        let run = try WatchRun()
        defer { run.finish() }
        var shas: [String] = []
        func drop(_ count: Int) throws {
            for _ in 0..<count {
                let data = TinyPNG.make(1000 + shas.count)
                try data.write(to: URL(fileURLWithPath: run.inbox + "/k\(shas.count).png"))
                shas.append(WatchRun.sha256(data))
            }
        }
        try drop(20)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let watcher = try run.start(["--settle", "0.2", "--jobs", "2"])
            try drop(3)
            // Start-up (re-exec, migrations, engines) takes about a second on a loaded 2-core machine: kill after it too.
            usleep(UInt32.random(in: 300_000...2_500_000, using: &generator))
            kill(watcher.processIdentifier, SIGKILL)
            watcher.waitUntilExit()
            #expect(watcher.terminationReason == .uncaughtSignal)
        }
        let done = try SQLiteShell.scalar("SELECT count(*) FROM job WHERE state = 'done'", db: run.db, readOnly: false)
        print("after 20 kills: \(done) of \(shas.count) done")
        let last = try run.start(["--settle", "0.2", "--jobs", "2", "--once"])
        last.waitUntilExit()
        #expect(last.terminationStatus == 0, "\(run.log())")
        try run.expectEachProcessedOnce(shas)
    }
}

extension WatchTests {
    /// Files dropped together are voted by the merchant memory with exactly the files queued before them, as in
    /// `folio ingest`: a large flatbed scan first, three small scans behind it, two workers.
    @Test(.timeLimit(.minutes(3)))
    func documentsThatReadEarlierOnesAreStoredInTheOrderTheirFilesWereQueued() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let pipeline = run.folder.file("memory.json")
        try Data(#"{"name":"memory","version":1,"pages":[{"stage":"ocr","options":{"psm":"single_block"}}],"document":[{"stage":"extract"},{"stage":"receipt"},{"stage":"merchant_memory"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: pipeline))
        let files = ["corpus/receipts-multi/flatbed-03-4-receipts.jpg", "corpus/receipts/receipt-01-scan.png",
                     "corpus/receipts/receipt-02-scan.png", "corpus/receipts/receipt-03-scan.png"]
        for (n, file) in files.enumerated() {
            try FileManager.default.copyItem(atPath: Repo.path(file), toPath: run.inbox + "/\(n)-" + (file as NSString).lastPathComponent)
        }
        let watcher = try run.start(["--settle", "0.2", "--jobs", "2", "--once", "--pipeline", pipeline])
        watcher.waitUntilExit()
        #expect(watcher.terminationStatus == 0, "\(run.log())")
        let jobs = try SQLiteShell.rows("SELECT id, path, document_id FROM job ORDER BY id", db: run.db)
        #expect(jobs.compactMap { $0.string("path").map { String(($0 as NSString).lastPathComponent.prefix(2)) } } == ["0-", "1-", "2-", "3-"])
        // Without the wait the small scans were stored before the flatbed scan (measured: 3 runs of 3).
        let documents = jobs.compactMap { $0.int("document_id") }
        #expect(documents.count == 4 && documents == documents.sorted(), "\(jobs)")
        // `--once` ends with the merchant memory's second look at the run; four shops, so nothing to revise.
        #expect(!run.log().contains("error ") && !run.log().contains("revised "), "\(run.log())")
    }
}

/// A temporary inbox and database, and the watcher processes started on them.
final class WatchRun {
    let folder: TemporaryFolder
    let inbox: String
    let db: String
    let logPath: String
    private var processes: [Process] = []

    init(under parent: String = NSTemporaryDirectory()) throws {
        folder = try TemporaryFolder("folio-watch-tests", under: parent)
        inbox = folder.file("inbox")
        db = folder.file("folio.sqlite")
        logPath = folder.file("watch.log")
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    }

    /// Starts `folio watch INBOX --db DB ARGUMENTS`, stdout and stderr appended to the log.
    func start(_ arguments: [String]) throws -> Process {
        let binary = Repo.folioBinary
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw TestFailure("\(binary) is missing: run `swift build` first")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["watch", inbox, "--db", db] + arguments
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        try log.seekToEnd()
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        try process.run()
        processes.append(process)
        return process
    }

    func log() -> String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Polls `sql` (one integer) until it equals `value`.
    func waitFor(_ sql: String, equals value: Int, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? SQLiteShell.scalar(sql, db: db), Int(text) == value { return true }
            usleep(200_000)
        }
        return false
    }

    /// Regular files below `relative` (recursively), sidecars included.
    func files(in relative: String) -> [String] {
        let root = inbox + "/" + relative
        let entries = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return entries.filter { entry in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + entry, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// Every file one job, one stored document, one archived copy with the same bytes; nothing left in the
    /// inbox, nothing failed or duplicated; SQLite's own check passes.
    func expectEachProcessedOnce(_ shas: [String]) throws {
        let jobs = try SQLiteShell.rows("SELECT id, state, sha256, document_id, path, last_error, attempts FROM job", db: db)
        #expect(jobs.count == shas.count, "one job per file")
        #expect(jobs.allSatisfy { $0.string("state") == "done" }, "\(jobs.filter { $0.string("state") != "done" })\n\(log().suffix(3000))")
        #expect(Set(jobs.compactMap { $0.string("sha256") }) == Set(shas))
        let documents = try SQLiteShell.rows("SELECT sha256, status, page_count FROM document", db: db)
        #expect(documents.count == shas.count, "one document per file")
        #expect(Set(documents.compactMap { $0.string("sha256") }) == Set(shas))
        #expect(documents.allSatisfy { $0.string("status") == "succeeded" && $0.int("page_count") == 1 })
        let archived = files(in: "archive")
        #expect(archived.count == shas.count, "one archived file per input")
        let archivedShas = archived.compactMap { try? Data(contentsOf: URL(fileURLWithPath: inbox + "/archive/" + $0)) }
            .map(Self.sha256)
        #expect(Set(archivedShas) == Set(shas), "the archived files are the originals, unchanged")
        // The inbox's own watcher lock (a hidden file the scanner passes over) is all that may stay.
        let left = files(in: ".").filter { !$0.hasPrefix("archive/") && !$0.hasPrefix("./archive/") && !$0.hasSuffix(".folio-watch.lock") }
        #expect(left.isEmpty, "nothing left behind: \(left)")
        #expect(try SQLiteShell.scalar("PRAGMA integrity_check", db: db, readOnly: false) == "ok")
    }

    static func sha256(_ data: Data) -> String {
        let folder = NSTemporaryDirectory() + "folio-sha-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder, contents: data)
        let result = try? Subprocess.run("/usr/bin/sha256sum", [folder])
        return String(result?.out.prefix(64) ?? "")
    }

    func finish() {
        for process in processes where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        folder.remove()
    }
}
