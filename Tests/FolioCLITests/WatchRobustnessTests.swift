import Foundation
import TestSupport
import Testing

/// `folio watch` as a hostile or unlucky user meets it: identical files racing for one name, files replaced or
/// swapped for links while they are read, a database locked or a disk full for a while, a file that kills its
/// reader. Nothing is lost, nothing outside the inbox is read, nothing stays stranded without a restart.
@Suite(.serialized) struct WatchRobustnessTests {
    @Test(.timeLimit(.minutes(4)))
    func identicalCopiesWithOneNameInThirtyFoldersAreEachArchivedOnceUnderTheirOwnName() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let data = TinyPNG.make(4242)
        let sha = WatchRun.sha256(data)
        for folder in 0..<30 {
            let path = run.inbox + "/batch\(folder)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for copy in 0..<10 { try data.write(to: URL(fileURLWithPath: path + "/scan\(copy < 5 ? "" : "-")\(copy % 5).png")) }
        }
        // Every folder holds scan0…scan4.png and scan-0…scan-4.png: 300 files, 10 names, one content.
        let watcher = try run.start(["--settle", "0.3", "--jobs", "4", "--once"])
        watcher.waitUntilExit()
        #expect(watcher.terminationStatus == 0, "\(run.log().suffix(2000))")

        let everything = try Self.filesWithSHA(below: run.inbox)
        let copies = everything.filter { $0.sha == sha }
        #expect(copies.count == 300, "every copy still exists (none replaced by another's rename): \(copies.count)")
        #expect(copies.allSatisfy { $0.path.hasPrefix("archive/") || $0.path.hasPrefix("duplicates/") },
                "none left in the inbox: \(copies.filter { !$0.path.hasPrefix("archive/") && !$0.path.hasPrefix("duplicates/") }.prefix(5))")
        #expect(copies.filter { $0.path.hasPrefix("archive/") }.count == 1)
        let jobs = try SQLiteShell.rows("SELECT state, moved, target_path FROM job", db: run.db)
        #expect(jobs.count == 300)
        #expect(jobs.filter { $0.string("state") == "done" }.count == 1)
        #expect(jobs.filter { $0.string("state") == "duplicate" }.count == 299)
        #expect(jobs.allSatisfy { $0.int("moved") == 1 })
        let targets = jobs.compactMap { $0.string("target_path") }
        #expect(Set(targets).count == 300, "each job recorded its own target")
        #expect(targets.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "each recorded target holds a file")
    }

    @Test(.timeLimit(.minutes(3)))
    func aFileReplacedWhileItIsReadIsReadAgainAsItsOwnDocument() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let watcher = try run.start(["--settle", "0.2", "--jobs", "1"])
        let first = try Data(contentsOf: URL(fileURLWithPath: Repo.path("Tests/IngestTests/Fixtures/good-page.png")))
        let second = TinyPNG.make(777)
        let target = run.inbox + "/page.png"
        try first.write(to: URL(fileURLWithPath: target))
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state = 'running'", equals: 1, seconds: 30))
        usleep(300_000)  // the descriptor is open and read by now; OCR takes seconds
        // Replaced as editors and scanners do: the new content written aside, then renamed over the old name.
        try second.write(to: URL(fileURLWithPath: run.inbox + "/.page.png.tmp"))
        #expect(rename(run.inbox + "/.page.png.tmp", target) == 0)
        #expect(run.waitFor("SELECT count(*) FROM document", equals: 2, seconds: 60), "\(run.log())")
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state IN ('queued', 'running')", equals: 0, seconds: 30))
        kill(watcher.processIdentifier, SIGTERM)
        watcher.waitUntilExit()

        let documents = try SQLiteShell.rows("SELECT sha256 FROM document ORDER BY id", db: run.db).compactMap { $0.string("sha256") }
        #expect(documents == [WatchRun.sha256(first), WatchRun.sha256(second)], "the old content as read, then the new")
        let jobs = try SQLiteShell.rows("SELECT state, moved, last_error FROM job ORDER BY id", db: run.db)
        #expect(jobs.first?.int("moved") == 0, "the first job never moved the file that replaced its own")
        #expect(jobs.first?.string("last_error")?.contains("another file") == true, "\(jobs)")
        let archived = try Self.filesWithSHA(below: run.inbox).filter { $0.path.hasPrefix("archive/") }
        #expect(archived.map(\.sha) == [WatchRun.sha256(second)], "the new content is archived under its own hash: \(archived)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test(.timeLimit(.minutes(3)))
    func aFileOrFolderSwappedForALinkAfterQueueingIsNotRead() throws {
        let run = try WatchRun()
        defer { run.finish() }
        // Outside the inbox: a private file and a folder holding another, both documents Folio could read.
        let secret = run.folder.file("secret.png")
        try TinyPNG.make(31337).write(to: URL(fileURLWithPath: secret))
        chmod(secret, 0o600)
        let elsewhere = run.folder.file("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try TinyPNG.make(31338).write(to: URL(fileURLWithPath: elsewhere + "/b.png"))

        // A slow page first keeps the one worker busy while the two small files behind it are queued.
        try FileManager.default.copyItem(atPath: Repo.path("Tests/IngestTests/Fixtures/good-page.png"), toPath: run.inbox + "/0-slow.png")
        try FileManager.default.createDirectory(atPath: run.inbox + "/sub", withIntermediateDirectories: true)
        try TinyPNG.make(1).write(to: URL(fileURLWithPath: run.inbox + "/a.png"))
        try TinyPNG.make(2).write(to: URL(fileURLWithPath: run.inbox + "/sub/b.png"))
        let watcher = try run.start(["--settle", "0.2", "--jobs", "1"])
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state = 'queued'", equals: 2, seconds: 30), "\(run.log())")
        // Swapped while queued: a.png for a link to the private file, sub/ for a link to a folder outside.
        #expect(unlink(run.inbox + "/a.png") == 0 && symlink(secret, run.inbox + "/a.png") == 0)
        #expect(rename(run.inbox + "/sub", run.folder.file("sub-moved")) == 0 && symlink(elsewhere, run.inbox + "/sub") == 0)
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state IN ('queued', 'running')", equals: 0, seconds: 60), "\(run.log())")
        kill(watcher.processIdentifier, SIGTERM)
        watcher.waitUntilExit()

        let stored = Set(try SQLiteShell.rows("SELECT sha256 FROM document", db: run.db).compactMap { $0.string("sha256") })
        #expect(!stored.contains(WatchRun.sha256(TinyPNG.make(31337))), "the private file was not read")
        #expect(!stored.contains(WatchRun.sha256(TinyPNG.make(31338))), "the file outside the inbox was not read")
        let failed = try SQLiteShell.rows("SELECT relative_path, last_error, moved FROM job WHERE state = 'failed' ORDER BY relative_path", db: run.db)
        #expect(failed.compactMap { $0.string("relative_path") } == ["a.png", "sub/b.png"], "\(failed)")
        #expect(failed.first?.string("last_error")?.contains("symbolic link") == true, "\(failed)")
        #expect(failed.last?.string("last_error")?.contains("outside the inbox") == true, "\(failed)")
        #expect(failed.allSatisfy { $0.int("moved") == 0 }, "nothing that was not read is moved")
        // The link is left where it was, and what it points at is untouched.
        var info = stat()
        #expect(lstat(run.inbox + "/a.png", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(FileManager.default.fileExists(atPath: secret) && FileManager.default.fileExists(atPath: elsewhere + "/b.png"))
    }

    @Test(.timeLimit(.minutes(3)))
    func aWriteLockHeldTwentySecondsDelaysFilesButStrandsNone() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let watcher = try run.start(["--settle", "0.2", "--jobs", "2"])
        try TinyPNG.make(50).write(to: URL(fileURLWithPath: run.inbox + "/before.png"))
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state = 'done'", equals: 1, seconds: 60), "\(run.log())")

        let holder = try Self.holdWriteLock(db: run.db)
        let shas = try (0..<6).map { index -> String in
            let data = TinyPNG.make(60 + index)
            try data.write(to: URL(fileURLWithPath: run.inbox + "/during-\(index).png"))
            return WatchRun.sha256(data)
        }
        usleep(20_000_000)
        try holder.release()
        try Self.expectEveryFileDoneWithoutRestart(run, watcher, shas: shas, after: "the lock's release")
        #expect(run.log().contains("locked"), "the lock was met: \(run.log().suffix(2000))")
    }

    @Test(.timeLimit(.minutes(3)), .enabled(if: getuid() == 0, "mounting a small tmpfs needs root"))
    func aFullDiskDelaysFilesButStrandsNone() throws {
        let mount = try TemporaryFolder("folio-full-disk")
        defer { mount.remove() }
        let mounted = try Subprocess.run("/bin/mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", mount.path])
        try #require(mounted.status == 0, "mount: \(mounted.err)")
        defer { _ = try? Subprocess.run("/bin/umount", ["-l", mount.path]) }
        let run = try WatchRun(under: mount.path)
        defer { run.finish() }
        let watcher = try run.start(["--settle", "0.2", "--jobs", "2"])
        try TinyPNG.make(80).write(to: URL(fileURLWithPath: run.inbox + "/before.png"))
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state = 'done'", equals: 1, seconds: 60), "\(run.log())")

        // Files made aside first, the disk filled, then the files renamed in (a rename needs no space).
        let aside = run.folder.file("aside")
        try FileManager.default.createDirectory(atPath: aside, withIntermediateDirectories: true)
        let shas = try (0..<6).map { index -> String in
            let data = TinyPNG.make(90 + index)
            try data.write(to: URL(fileURLWithPath: aside + "/full-\(index).png"))
            return WatchRun.sha256(data)
        }
        let filler = run.folder.file("filler")
        _ = try Subprocess.run("/bin/dd", ["if=/dev/zero", "of=\(filler)", "bs=64k"])
        for index in 0..<6 { #expect(rename(aside + "/full-\(index).png", run.inbox + "/full-\(index).png") == 0) }
        usleep(8_000_000)
        try FileManager.default.removeItem(atPath: filler)
        try Self.expectEveryFileDoneWithoutRestart(run, watcher, shas: shas, after: "the space's return")
        #expect(try SQLiteShell.scalar("PRAGMA integrity_check", db: run.db, readOnly: false) == "ok")
    }

    /// The reader is killed (SIGKILL, as a crash in a C library would end it) each time it reads one file. The file
    /// is a whole A4 page, several seconds' reading: a small one was sometimes read to the end between the test
    /// seeing it claimed and the kill, on a loaded machine.
    @Test(.timeLimit(.minutes(4)))
    func aFileThatKillsItsReaderEndsFailedAndTheFilesBehindItAreRead() throws {
        let run = try WatchRun()
        defer { run.finish() }
        try FileManager.default.copyItem(atPath: Repo.path("corpus/letter-clean.png"), toPath: run.inbox + "/0-poison.png")
        let shas = try (0..<3).map { index -> String in
            let data = TinyPNG.make(120 + index)
            try data.write(to: URL(fileURLWithPath: run.inbox + "/\(index + 1)-next.png"))
            return WatchRun.sha256(data)
        }
        var kills = 0
        while kills < 3 {
            let watcher = try run.start(["--settle", "0.2", "--jobs", "1"])
            // Claimed anew by this watcher (a killed one leaves its job 'running' until the next start).
            guard run.waitFor("""
                SELECT count(*) FROM job WHERE relative_path = '0-poison.png' AND state = 'running' AND attempts = \(kills + 1)
                """, equals: 1, seconds: 60) else { break }
            kill(watcher.processIdentifier, SIGKILL)
            watcher.waitUntilExit()
            kills += 1
        }
        #expect(kills == 3, "\(run.log().suffix(2000))")
        let last = try run.start(["--settle", "0.2", "--jobs", "1", "--once"])
        last.waitUntilExit()
        #expect(last.terminationStatus == 1, "--once exits 1 when a file failed")
        let poison = try SQLiteShell.rows("SELECT state, attempts, last_error, target_path FROM job WHERE relative_path = '0-poison.png'", db: run.db)
        #expect(poison.first?.string("state") == "failed", "\(poison)")
        #expect(poison.first?.int("attempts") == 3)
        #expect(poison.first?.string("last_error")?.contains("interrupted its worker 3 times") == true, "\(poison)")
        let target = try #require(poison.first?.string("target_path"))
        #expect(FileManager.default.fileExists(atPath: target) && FileManager.default.fileExists(atPath: target + ".error.txt"))
        let done = Set(try SQLiteShell.rows("SELECT sha256 FROM job WHERE state = 'done'", db: run.db).compactMap { $0.string("sha256") })
        #expect(done == Set(shas), "the files behind it were read")
    }

    // MARK: - Support

    /// The one file stored before the trouble and `shas` after it are all done within 30 s of `after`, by the
    /// same watcher process (no restart); then the watcher is stopped.
    static func expectEveryFileDoneWithoutRestart(_ run: WatchRun, _ watcher: Process, shas: [String], after: String) throws {
        let since = Date()
        #expect(run.waitFor("SELECT count(*) FROM job WHERE state = 'done'", equals: shas.count + 1, seconds: 30),
                "every file done within 30 s of \(after): \(run.log().suffix(3000))")
        print("\(after) → all done in \(String(format: "%.1f", Date().timeIntervalSince(since))) s")
        #expect(watcher.isRunning, "no restart")
        kill(watcher.processIdentifier, SIGTERM)
        watcher.waitUntilExit()
        let stored = Set(try SQLiteShell.rows("SELECT sha256 FROM document", db: run.db).compactMap { $0.string("sha256") })
        #expect(Set(shas).isSubset(of: stored))
    }

    /// SHA-256 of every regular file below `root`, with its path relative to `root`.
    static func filesWithSHA(below root: String) throws -> [(path: String, sha: String)] {
        let listing = try Subprocess.run("/bin/sh", ["-c", "cd '\(root)' && find . -type f ! -name '*.error.txt' ! -name '.folio-watch.lock' -print0 | xargs -0 -r sha256sum"])
        return listing.out.split(separator: "\n").map { line in
            let sha = String(line.prefix(64))
            var path = String(line.dropFirst(66))
            if path.hasPrefix("./") { path.removeFirst(2) }
            return (path, sha)
        }
    }

    /// An sqlite3 shell holding the database's write lock (BEGIN IMMEDIATE) until `release()`.
    final class LockHolder {
        let process: Process
        let input: Pipe
        init(process: Process, input: Pipe) {
            self.process = process
            self.input = input
        }
        func release() throws {
            try input.fileHandleForWriting.write(contentsOf: Data("COMMIT;\n.quit\n".utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    static func holdWriteLock(db: String) throws -> LockHolder {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SQLiteShell.executable)
        process.arguments = [db]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The shell waits out a watcher's own brief write (`.timeout`), stops at an error (`.bail`), and says when
        // its transaction holds the lock. Probing from another connection was fooled by a watcher's brief write, and
        // a `BEGIN IMMEDIATE` that met one failed silently: the "lock" was then never held.
        try input.fileHandleForWriting.write(contentsOf: Data(".bail on\n.timeout 20000\nBEGIN IMMEDIATE;\nSELECT 'held';\n".utf8))
        var said = ""
        while !said.contains("held") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }  // the shell ended: the transaction failed
            said += String(decoding: data, as: UTF8.self)
        }
        guard said.contains("held") else {
            process.terminate()
            process.waitUntilExit()
            throw TestFailure("the sqlite3 shell did not take the write lock of \(db)")
        }
        return LockHolder(process: process, input: input)
    }
}

/// `folio ingest` against a database another process keeps locked: the file is reported with the reason and
/// the exit status is the documented 74 (the database), not 1 (the input).
@Suite struct IngestStoreFailureTests {
    // The limit guards against a hang (the busy timeout is 5 s); in the full suite on 2 loaded cores the two
    // ingests alone took over 2 minutes once.
    @Test(.timeLimit(.minutes(5)))
    func aDatabaseLockedPastItsTimeoutExitsWithTheDatabaseStatus() throws {
        let folder = try TemporaryFolder("folio-ingest-locked")
        defer { folder.remove() }
        let db = folder.file("locked.sqlite")
        let first = try folder.write(TinyPNG.make(5), as: "first.png")
        #expect(Folio.run(["ingest", first, "--db", db]).status == .ok)
        let holder = try WatchRobustnessTests.holdWriteLock(db: db)
        defer { try? holder.release() }
        let second = try folder.write(TinyPNG.make(6), as: "second.png")
        let result = Folio.run(["ingest", second, "--db", db])
        #expect(result.status == .ioError, "\(result.status): \(result.out) \(result.err)")
        #expect(result.out.contains("second.png") && result.out.contains("could not be stored"), "\(result.out)")
    }
}

/// A file whose name is not valid UTF-8 cannot be opened through Foundation's strings: it is reported by name
/// (its bad bytes escaped), by `folio ingest` as a failure and by `folio watch` once in its log.
@Suite struct UndecodableNameTests {
    /// Creates `folder/bad\xFFname.png` holding `data`.
    static func writeUndecodable(_ data: Data, in folder: String) throws {
        let path: [UInt8] = Array(folder.utf8) + Array("/bad".utf8) + [0xFF] + Array("name.png".utf8) + [0]
        let fd = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try #require(fd >= 0)
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    @Test func ingestReportsAFileWhoseNameIsNotUTF8AsFailed() throws {
        let folder = try TemporaryFolder("folio-undecodable")
        defer { folder.remove() }
        try Self.writeUndecodable(TinyPNG.make(9), in: folder.path)
        try TinyPNG.make(10).write(to: URL(fileURLWithPath: folder.file("good.png")))
        let result = Folio.run(["ingest", folder.path, "--db", folder.file("db.sqlite")])
        #expect(result.status == .failure)
        #expect(result.err.contains("bad\\xFFname.png: the name is not valid UTF-8"), "\(result.err)")
        #expect(result.err.contains("2 files: 1 stored, 0 already stored, 1 failed"), "\(result.err)")
    }

    @Test(.timeLimit(.minutes(5)))  // a hang guard: the full suite on 2 loaded cores overran 2 minutes
    func watchReportsAFileWhoseNameIsNotUTF8Once() throws {
        let run = try WatchRun()
        defer { run.finish() }
        try Self.writeUndecodable(TinyPNG.make(11), in: run.inbox)
        try TinyPNG.make(12).write(to: URL(fileURLWithPath: run.inbox + "/good.png"))
        let watcher = try run.start(["--settle", "0.2", "--jobs", "1", "--once"])
        watcher.waitUntilExit()
        let lines = run.log().split(separator: "\n").filter { $0.contains("not valid UTF-8") }
        #expect(lines.count == 1 && lines.first?.contains("bad\\xFFname.png") == true, "\(run.log())")
        #expect(try SQLiteShell.scalar("SELECT count(*) FROM job WHERE state = 'done'", db: run.db) == "1")
    }
}

extension WatchRobustnessTests {
    /// One watcher per database, however its path is spelled: the lock is taken beside the real file.
    @Test(.timeLimit(.minutes(1)))
    func aSecondWatcherOnTheSameDatabaseThroughALinkIsRefused() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let first = try run.start(["--settle", "0.2", "--jobs", "1"])
        #expect(run.waitFor("SELECT count(*) FROM sqlite_master WHERE name = 'job'", equals: 1, seconds: 30))
        let link = run.folder.file("same.sqlite")
        #expect(symlink(run.db, link) == 0)
        let otherInbox = run.folder.file("inbox2")
        try FileManager.default.createDirectory(atPath: otherInbox, withIntermediateDirectories: true)
        let second = Folio.run(["watch", otherInbox, "--db", link, "--once"])
        #expect(second.status != .ok, "\(second.out) \(second.err)")
        #expect(second.err.contains("watch.lock"), "\(second.err)")
        #expect(first.isRunning)
    }
}

extension WatchRobustnessTests {
    /// A name of 250 bytes fits the inbox but not the archive once the hash prefix is added: it is shortened
    /// there, and the job keeps the full one.
    @Test(.timeLimit(.minutes(1)))
    func aNameTooLongForTheArchiveIsShortenedThereAndKeptInFullInTheJob() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let name = String(repeating: "Rechnung-", count: 27) + "end.png"  // 250 bytes
        #expect(name.utf8.count == 250)
        try TinyPNG.make(4).write(to: URL(fileURLWithPath: run.inbox + "/" + name))
        let watcher = try run.start(["--settle", "0.2", "--jobs", "1", "--once"])
        watcher.waitUntilExit()
        let jobs = try SQLiteShell.rows("SELECT state, moved, relative_path, target_path FROM job", db: run.db)
        #expect(jobs.first?.string("state") == "done" && jobs.first?.int("moved") == 1, "\(jobs) \(run.log())")
        #expect(jobs.first?.string("relative_path") == name)
        let archived = (jobs.first?.string("target_path") ?? "") as NSString
        #expect(archived.lastPathComponent.utf8.count <= 255 && archived.lastPathComponent.hasSuffix("~.png"))
        #expect(FileManager.default.fileExists(atPath: archived as String))
    }
}
