import FileWatch
import Foundation
import Hashing
import Store
import Testing
import TestSupport

/// `folio watch` and several `folio worker` processes sharing one real PostgreSQL server: every file is read
/// and stored exactly once, whatever happens to the workers (SIGKILL at random points) or to the server
/// (`pg_ctl restart`). Documents are one-page text PDFs read by a text-layer pipeline, so that the queue, not
/// OCR, is what is exercised.
@Suite(.serialized) struct SharedQueueTests {
    /// An inbox of `count` distinct PDFs (plus `copies` byte-identical copies of the first), a cheap pipeline
    /// and a fresh database.
    struct Site {
        let folder: TemporaryFolder
        let inbox: String
        let pipeline: String
        let url: String

        init(count: Int, copies: Int = 0, url: String? = nil, readByOCR: Bool = false, slowPages: Int = 1) throws {
            folder = try TemporaryFolder("folio-queue")
            inbox = folder.file("inbox")
            try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
            for index in 0..<count {
                let data = slowPages == 1 ? TextPDF.data("Queue document \(index) of \(count)")
                    : TextPDF.pages((1...slowPages).map { "Queue document \(index), page \($0) of \(slowPages)" })
                try data.write(to: URL(fileURLWithPath: "\(inbox)/doc-\(index).pdf"))
            }
            for copy in 0..<copies {
                try TextPDF.data("Queue document 0 of \(count)").write(to: URL(fileURLWithPath: "\(inbox)/copy-\(copy).pdf"))
            }
            pipeline = try folder.write(Data((readByOCR ? """
                { "name": "ocr-only", "version": 1, "description": "Each page read by Tesseract: documents that take a while.",
                  "pages": [ { "stage": "decode" }, { "stage": "rasterize", "options": { "dpi": 150 } },
                             { "stage": "ocr", "options": { "languages": "eng" } } ],
                  "document": [] }
                """ : """
                { "name": "text-only", "version": 1, "description": "The PDF's own text: the queue's cost, not OCR's.",
                  "pages": [ { "stage": "decode" }, { "stage": "text_layer", "options": { "min_characters": 5 } } ],
                  "document": [] }
                """).utf8), as: "pipeline.json")
            self.url = try url ?? PostgreSQLTestServer.freshDatabase()
        }

        func watcher(once: Bool = true) throws -> Process {
            try start(["watch", inbox, "--db", url, "--settle", "0.2"] + (once ? ["--once"] : []), log: "watch")
        }

        func worker(jobs: Int = 1, lease: Double = 30, untilEmpty: Bool = true, log: String = "worker") throws -> Process {
            try start(["worker", "--db", url, "--jobs", "\(jobs)", "--pipeline", pipeline, "--lease", "\(lease)",
                       "--max-attempts", "100"] + (untilEmpty ? ["--until-empty"] : []), log: log)
        }

        func start(_ arguments: [String], log: String) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Repo.folioBinary)
            process.arguments = arguments
            let path = folder.file("\(log)-\(UUID().uuidString.prefix(6)).log")
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return process
        }

        func rows(_ sql: String) throws -> [String] { try PostgreSQLTestServer.rows(sql, url: url) }

        /// Waits until the watcher has queued `count` jobs (workers started with --until-empty before that would
        /// find the queue empty and leave).
        func waitForJobs(_ count: Int, seconds: Double = 120) throws {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let n = try? rows("SELECT count(*) FROM job").first.flatMap(Int.init), n >= count { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
            throw TestFailure("the watcher did not queue \(count) jobs within \(seconds) s")
        }

        func files(in sub: String) -> [String] {
            (FileManager.default.enumerator(atPath: "\(inbox)/\(sub)")?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".pdf") }
        }

        /// Every job done once, every document stored once, every original moved once, no bytes left behind.
        func expectEachFileOnce(distinct: Int, duplicates: Int = 0) throws {
            #expect(try rows("SELECT count(*), count(DISTINCT sha256) FROM document") == ["\(distinct)|\(distinct)"])
            // On a failure, the jobs of every path queued more than once, for the next look.
            let repeated = { (try? self.rows("""
                SELECT id, relative_path, state, outcome, moved, attempts FROM job
                WHERE path IN (SELECT path FROM job GROUP BY path HAVING count(*) > 1) ORDER BY path, id
                """))?.joined(separator: "; ") ?? "?" }
            #expect(try rows("SELECT state, count(*) FROM job GROUP BY state ORDER BY state")
                    == ["done|\(distinct)"] + (duplicates > 0 ? ["duplicate|\(duplicates)"] : []), "\(repeated())")
            #expect(try rows("SELECT count(*) FROM job WHERE moved = 1 AND outcome = state") == ["\(distinct + duplicates)"],
                    "\(repeated())")
            #expect(try rows("SELECT count(*) FROM blob") == ["0"])
            #expect(files(in: "archive").count == distinct)
            #expect(files(in: "duplicates").count == duplicates)
            let left = (try? FileManager.default.contentsOfDirectory(atPath: inbox))?.filter { $0.hasSuffix(".pdf") } ?? []
            #expect(left.isEmpty, "left in the inbox: \(left)")
        }
    }

    static func wait(_ process: Process, seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            throw TestFailure("\(process.arguments?.first ?? "folio") (pid \(process.processIdentifier)) did not finish within \(seconds) s")
        }
    }

    @Test func severalWorkerProcessesReadEveryFileExactlyOnce() throws {
        let site = try Site(count: 24, copies: 2)
        defer { site.folder.remove() }
        let watcher = try site.watcher()
        try site.waitForJobs(26)
        let workers = try (0..<3).map { _ in try site.worker(jobs: 2) }
        try Self.wait(watcher, seconds: 240)
        for worker in workers { try Self.wait(worker, seconds: 60) }
        #expect(watcher.terminationStatus == 0)
        try site.expectEachFileOnce(distinct: 24, duplicates: 2)
        // Each stored document's path is its job's. (Claims per job are not asserted to be 1: on a loaded
        // machine one run saw a job claimed twice, once more than expected, and stored once all the same.)
        #expect(try site.rows("SELECT count(*) FROM job j JOIN document d ON d.id = j.document_id WHERE j.path = d.path")
                == ["24"])
    }

    /// Workers SIGKILLed 20 times at random moments (reading, storing, idle) while others go on: leases run out,
    /// the jobs are taken again, and still each file is stored once.
    @Test func workersKilledAtRandomMomentsLoseAndDuplicateNothing() throws {
        // Read by OCR: text-layer documents are done in milliseconds, and kills then mostly found idle workers.
        let site = try Site(count: 40, readByOCR: true)
        defer { site.folder.remove() }
        let watcher = try site.watcher()
        try site.waitForJobs(40)
        var workers = try (0..<2).map { _ in try site.worker(lease: 1.5, untilEmpty: false) }
        var generator = SystemRandomNumberGenerator()
        var kills = 0
        while kills < 20 {
            Thread.sleep(forTimeInterval: Double.random(in: 0.05...0.6, using: &generator))
            let victim = Int.random(in: 0..<workers.count, using: &generator)
            kill(workers[victim].processIdentifier, SIGKILL)
            workers[victim].waitUntilExit()
            kills += 1
            workers[victim] = try site.worker(lease: 1.5, untilEmpty: false)
        }
        let finishers = try (0..<2).map { _ in try site.worker(lease: 1.5) }
        try Self.wait(watcher, seconds: 300)
        try site.expectEachFileOnce(distinct: 40)
        for worker in workers { worker.terminate() }
        for worker in finishers + workers { try Self.wait(worker, seconds: 60) }
        // The kills did land on claimed jobs: some jobs needed more than one claim.
        let retaken = Int(try site.rows("SELECT count(*) FROM job WHERE attempts > 1").first ?? "0") ?? 0
        #expect(retaken > 0, "no kill interrupted a claimed job")
        print("workers killed: \(kills) SIGKILLs, \(retaken) jobs claimed again, 40 files each stored and archived once")
    }

    /// The watcher SIGKILLed 15 times at random moments while files keep arriving (scanning, reading, queueing,
    /// moving): a new watcher takes up where it stopped, and each distinct file ends in archive/ exactly once,
    /// as one document; copies of a file end in duplicates/.
    @Test func watcherKilledWhileFilesArriveLosesAndDuplicatesNothing() throws {
        let site = try Site(count: 0)
        defer { site.folder.remove() }
        // Files are written beside the inbox and renamed in, as a scanner's share would deliver them.
        let staging = site.folder.file("staging")
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        let distinct = 30
        let copies = 4
        var arrivals = (0..<distinct).map { ("doc-\($0).pdf", "Arriving document \($0)") }
            + (0..<copies).map { ("copy-\($0).pdf", "Arriving document \($0)") }
        var generator = SystemRandomNumberGenerator()
        arrivals.shuffle(using: &generator)
        func drop(_ count: Int) throws {
            for (name, text) in arrivals.prefix(count) {
                try TextPDF.data(text).write(to: URL(fileURLWithPath: "\(staging)/\(name)"))
                try FileManager.default.moveItem(atPath: "\(staging)/\(name)", toPath: "\(site.inbox)/\(name)")
            }
            arrivals.removeFirst(min(count, arrivals.count))
        }
        let workers = try (0..<2).map { _ in try site.worker(untilEmpty: false) }
        var watcher = try site.watcher(once: false)
        var kills = 0
        while kills < 15 {
            try drop(Int.random(in: 1...4, using: &generator))
            Thread.sleep(forTimeInterval: Double.random(in: 0.05...0.5, using: &generator))
            kill(watcher.processIdentifier, SIGKILL)
            watcher.waitUntilExit()
            kills += 1
            watcher = try site.watcher(once: false)
        }
        try drop(arrivals.count)
        kill(watcher.processIdentifier, SIGKILL)
        watcher.waitUntilExit()
        let last = try site.watcher(once: true)
        try Self.wait(last, seconds: 240)
        for worker in workers { worker.terminate() }
        for worker in workers { try Self.wait(worker, seconds: 60) }
        #expect(last.terminationStatus == 0)
        try site.expectEachFileOnce(distinct: distinct, duplicates: copies)
        let jobs = try site.rows("SELECT count(*) FROM job").first ?? "?"
        print("watcher killed: \(kills + 1) SIGKILLs while \(distinct + copies) files arrived, \(jobs) jobs, "
              + "\(distinct) documents, \(distinct) archived and \(copies) duplicates once each")
    }

    /// The watcher's scanner reads a file, its mover then archives the file of that path's finished job (rename,
    /// then marked moved), and only then does the scanner's queueing transaction run: the bytes it read belong to
    /// the archived file and are not queued as a second job (seen once as 36 jobs for 34 files when the watcher
    /// was killed at random). A new file dropped at the same path afterwards is queued as usual.
    @Test func aFileArchivedBetweenItsReadAndItsQueueingIsNotQueuedAgain() throws {
        let folder = try TemporaryFolder("folio-queue-race")
        defer { folder.remove() }
        let inbox = folder.file("inbox"), archive = folder.file("archive")
        for path in [inbox, archive] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        let path = inbox + "/a.pdf"
        let store = try DocumentStore(path: try PostgreSQLTestServer.freshDatabase())
        func read() throws -> (NewContentJob, FileIdentity) {
            let read = try DescriptorRead.read(path)
            let job = NewJob(path: path, relativePath: "a.pdf", byteCount: read.data.count,
                             modifiedAt: Double(read.identity.modifiedNanoseconds) / 1e9, tag: nil, pipeline: nil)
            return (NewContentJob(job: job, data: read.data, sha256: SHA256Digest.hex(read.data),
                                  device: read.identity.device, inode: read.identity.inode), read.identity)
        }
        func queue(_ content: NewContentJob, readFrom identity: FileIdentity) throws -> [Job] {
            try store.enqueue(content: [content], now: 1, stillThere: { _ in
                FileIdentity.of(path: path)?.isSameVersion(as: identity) == true
            })
        }
        try TextPDF.data("First arrival").write(to: URL(fileURLWithPath: path))
        let (first, firstIdentity) = try read()
        let queued = try queue(first, readFrom: firstIdentity)
        #expect(queued.count == 1)
        // A worker stored it (its outcome is in); a restarted watcher's scanner reads the file once more…
        let claimed = try store.claim(ClaimRequest(worker: "w", lease: 60, maxAttempts: 3), now: 2)
        #expect(claimed?.job.id == queued.first?.id)
        _ = try PostgreSQLTestServer.rows("UPDATE job SET outcome = 'done'", url: store.path)
        let (again, againIdentity) = try read()
        // …while its mover archives the original and marks the job moved.
        let id = try #require(queued.first?.id)
        try store.setTarget(id, target: archive + "/a.pdf", now: 3)
        try FileManager.default.moveItem(atPath: path, toPath: archive + "/a.pdf")
        try store.markMoved(id, target: archive + "/a.pdf", now: 3)
        #expect(try queue(again, readFrom: againIdentity).isEmpty, "the archived file's bytes queued a second time")
        #expect(try PostgreSQLTestServer.rows("SELECT count(*), count(*) FILTER (WHERE moved = 1) FROM job", url: store.path) == ["1|1"])
        // A new file at the same path is another arrival.
        try TextPDF.data("Second arrival").write(to: URL(fileURLWithPath: path))
        let (second, secondIdentity) = try read()
        #expect(try queue(second, readFrom: secondIdentity).count == 1)
    }

    /// The server restarts under working workers and an idle watcher: all reconnect and the work completes.
    @Test func workersReconnectWhenTheServerRestarts() throws {
        // A cluster of its own: restarting the shared one would break the tests running beside this one.
        let cluster = try TemporaryFolder("folio-pg-restart")
        // Deferred blocks run last first: the server stops before its folder goes.
        defer { cluster.remove() }
        defer { _ = try? PostgreSQLTestServer.run([Repo.path("scripts/ci/postgres-cluster.sh"), "stop", cluster.file("pg")]) }
        let started = try PostgreSQLTestServer.run(["/usr/bin/env", "FOLIO_PG_FAST=1", Repo.path("scripts/ci/postgres-cluster.sh"),
                                                    "start", cluster.file("pg")])
        guard started.status == 0 else { throw TestFailure("cannot start a cluster") }
        let url = started.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let site = try Site(count: 30, url: url)
        defer { site.folder.remove() }
        let watcher = try site.watcher()
        try site.waitForJobs(30)
        let workers = try (0..<2).map { _ in try site.worker(lease: 5) }
        // Wait until some, not all, are done, then restart.
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, (Int(try site.rows("SELECT count(*) FROM document").first ?? "0") ?? 0) < 5 {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let restart = try PostgreSQLTestServer.run([Repo.path("scripts/ci/postgres-cluster.sh"), "restart", cluster.file("pg")])
        #expect(restart.status == 0)
        try Self.wait(watcher, seconds: 240)
        for worker in workers { try Self.wait(worker, seconds: 60) }
        try site.expectEachFileOnce(distinct: 30)
        print("server restarted under 2 workers: 30 files each stored and archived once")
    }

    /// SIGTERM while every thread is in the middle of a long document: the worker gives the jobs back and
    /// exits within its grace period, and another worker reads them without waiting for a lease to run out.
    @Test func stoppedWorkerGivesItsJobsBackPromptly() throws {
        // 40 pages: neither document is done within the 0.5 s wait and the 1 s grace, even on an idle machine.
        let site = try Site(count: 2, readByOCR: true, slowPages: 40)
        defer { site.folder.remove() }
        let watcher = try site.watcher()
        try site.waitForJobs(2)
        let worker = try site.start(["worker", "--db", site.url, "--jobs", "2", "--pipeline", site.pipeline, "--lease", "600",
                                     "--stop-grace", "1"], log: "stopping")
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, try site.rows("SELECT count(*) FROM job WHERE worker IS NOT NULL") != ["2"] {
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 0.5)
        let stopped = Date()
        worker.terminate()
        try Self.wait(worker, seconds: 30)
        let seconds = Date().timeIntervalSince(stopped)
        #expect(seconds < 10, "the worker took \(seconds) s to stop")
        // Given back at once, not counted as an attempt: queued again with no worker.
        #expect(try site.rows("SELECT state, attempts, worker IS NULL FROM job ORDER BY id") == ["queued|0|t", "queued|0|t"])
        let finisher = try site.worker(jobs: 2)
        try Self.wait(watcher, seconds: 300)
        try Self.wait(finisher, seconds: 60)
        try site.expectEachFileOnce(distinct: 2)
        print("worker stopped by SIGTERM mid-document in \(String(format: "%.1f", seconds)) s; 2 jobs given back and done once")
    }
}
