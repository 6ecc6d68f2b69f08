import FolioCLI
import Foundation
import TestSupport
import Testing

/// `folio ingest` killed with SIGKILL in the middle of a batch leaves a sound database holding only whole
/// documents, and running it again finishes the batch without storing anything twice.
@Suite(.serialized) struct CrashSafetyTests {
    /// One of each kind: a text-layer PDF, an image-only PDF, PNGs, a JPEG photo and a 3-page TIFF.
    /// In name order (the order a folder is read in) the first is the quick text-layer PDF.
    static let files = [
        "brochure-born-digital.pdf", "letter-clean.png", "memo-photo-exif.jpg", "minutes-image-only.pdf",
        "receipt-thermal.png", "report-multipage.tif",
    ]

    @Test(.timeLimit(.minutes(3)))
    func keepsOnlyWholeDocumentsWhenKilledAndFinishesOnRerun() throws {
        let binary = Repo.folioBinary
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            Issue.record("\(binary) is missing: run `swift build` first (this test kills a real folio process)")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inbox = folder.file("inbox")
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        let inboxFolder = TemporaryFolder(existing: inbox)
        for name in Self.files { try inboxFolder.copy(Repo.path("corpus/\(name)")) }
        let originals = try BadInputTests.contents(of: inbox)
        let db = folder.file("folio.sqlite")

        // Start a one-worker ingest and kill it once some, but not all, documents are stored.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["ingest", inbox, "--db", db, "--jobs", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        var stored = 0
        while process.isRunning, Date() < deadline {
            stored = Self.documentCount(db)
            if stored >= 2 { break }
            usleep(20_000)
        }
        #expect(kill(process.processIdentifier, SIGKILL) == 0, "folio ended before it could be killed")
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
        stored = Self.documentCount(db)
        #expect(stored >= 1 && stored < Self.files.count, "killed after \(stored) of \(Self.files.count) documents")

        // Right after the kill, read as folio reads it (read-only): only whole, succeeded documents.
        let before = try Self.checkWholeDocuments(db)
        #expect(before.count == stored)
        // SQLite's own check, by the sqlite3 shell (which also recovers the write-ahead log).
        #expect(try SQLiteShell.scalar("PRAGMA integrity_check", db: db, readOnly: false) == "ok")
        #expect(try SQLiteShell.scalar("PRAGMA foreign_key_check", db: db) == "")

        // Again, to the end.
        let rerun = try Subprocess.run(binary, ["ingest", inbox, "--db", db, "--jobs", "2"])
        #expect(rerun.status == 0, "rerun: \(rerun.out) \(rerun.err)")
        let lines = rerun.out.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.files.count, "\(rerun.out)")
        for path in before.map(\.path) {
            #expect(lines.contains { $0.hasPrefix("duplicate \(path)") }, "rerun says duplicate for \(path): \(rerun.out)")
        }
        for name in Self.files where !before.map(\.path).contains(inboxFolder.file(name)) {
            #expect(lines.contains { $0.hasPrefix("stored    \(inboxFolder.file(name))") }, "rerun stores \(name): \(rerun.out)")
        }
        #expect(rerun.err.contains("\(Self.files.count) files: \(Self.files.count - stored) stored, \(stored) already stored, 0 failed"),
                "\(rerun.err)")

        let after = try Self.checkWholeDocuments(db)
        #expect(Set(after.map(\.path)) == Set(Self.files.map(inboxFolder.file)), "every file stored")
        #expect(after.count == Self.files.count, "every file stored once")
        #expect(Set(after.map(\.sha256)).count == Self.files.count, "no content stored twice")
        #expect(Array(after.prefix(before.count)) == before, "the documents stored before the kill are kept as they were")
        #expect(try SQLiteShell.scalar("PRAGMA integrity_check", db: db, readOnly: false) == "ok")
        #expect(try BadInputTests.contents(of: inbox) == originals, "the input files are untouched")
    }

    struct StoredRow: Equatable {
        var id: Int
        var path: String
        var sha256: String
    }

    /// Number of document rows, through `folio query`; 0 while there is no database (or no schema) yet.
    static func documentCount(_ db: String) -> Int {
        let result = Folio.run(["query", "SELECT count(*) FROM document", "--db", db, "--format", "csv"])
        guard result.status == .ok else { return 0 }
        // CSV lines end in CRLF, which Swift counts as one Character: split on the string.
        let lines = result.out.components(separatedBy: "\r\n")
        return lines.count > 1 ? Int(lines[1]) ?? 0 : 0
    }

    /// Checks through `folio query` that every stored document is whole: succeeded, one page row per page
    /// counted, and words on every page. Returns the rows, by id.
    static func checkWholeDocuments(_ db: String) throws -> [StoredRow] {
        let rows = try Folio.queryJSON("""
            SELECT d.id, d.path, d.sha256, d.status, d.page_count, d.error,
                   (SELECT count(*) FROM page p WHERE p.document_id = d.id) AS page_rows,
                   (SELECT count(DISTINCT b.page) FROM block b
                    WHERE b.document_id = d.id
                      AND EXISTS (SELECT 1 FROM line l JOIN word w ON w.line_id = l.id WHERE l.block_id = b.id)
                   ) AS pages_with_words
            FROM document d ORDER BY d.id
            """, db: db)
        for row in rows {
            let path = row.string("path") ?? "?"
            #expect(row.string("status") == "succeeded", "\(path): \(row.string("status") ?? "?") \(row.string("error") ?? "")")
            let pageCount = row.int("page_count") ?? -1
            #expect(pageCount >= 1, "\(path): page_count \(pageCount)")
            #expect(row.int("page_rows") == pageCount, "\(path): \(row.int("page_rows") ?? -1) page rows for \(pageCount) pages")
            #expect(row.int("pages_with_words") == pageCount, "\(path): words on \(row.int("pages_with_words") ?? -1) of \(pageCount) pages")
        }
        return rows.map { StoredRow(id: $0.int("id") ?? -1, path: $0.string("path") ?? "", sha256: $0.string("sha256") ?? "") }
    }
}
