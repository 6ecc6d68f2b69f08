import FolioCLI
import Foundation
import TestSupport
import Testing

/// The same content is stored once, whatever its name and however often it is ingested.
@Suite struct DuplicateTests {
    static let brochure = Repo.path("corpus/brochure-born-digital.pdf")

    @Test func storesTheSameFileOnceAndSaysDuplicateTheSecondTime() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try folder.copy(Self.brochure, as: "brochure.pdf")
        let db = folder.file("folio.sqlite")

        let first = Folio.run(["ingest", original, "--db", db, "--jobs", "1"])
        #expect(first.status == .ok, "\(first.err)")
        #expect(first.lines.count == 1)
        #expect(first.lines.first?.hasPrefix("stored    \(original)  #1, 2 pages, ") == true, "\(first.out)")

        let second = Folio.run(["ingest", original, "--db", db, "--jobs", "1"])
        #expect(second.status == .ok, "a duplicate is not a failure: \(second.err)")
        #expect(second.lines.count == 1)
        #expect(second.lines.first?.hasPrefix("duplicate \(original)") == true, "\(second.out)")
        #expect(second.err.contains("1 file: 0 stored, 1 already stored, 0 failed"), "\(second.err)")

        // A copy under another name is the same content.
        let copy = try folder.copy(Self.brochure, as: "copy of brochure.pdf")
        let third = Folio.run(["ingest", copy, "--db", db, "--jobs", "1"])
        #expect(third.status == .ok)
        #expect(third.lines.first?.hasPrefix("duplicate \(copy)") == true, "\(third.out)")
        #expect(third.out.contains("same content as document 1"), "\(third.out)")

        #expect(try SQLiteShell.scalar("SELECT count(*) FROM document", db: db) == "1")
        #expect(try SQLiteShell.scalar("SELECT path FROM document", db: db) == original, "the first name is kept")
        #expect(try SQLiteShell.scalar("SELECT count(*) FROM page", db: db) == "2", "pages are not stored twice")
    }

    /// Two names for one content in the same batch, read by two workers at once: one row.
    @Test func storesTwoCopiesInOneParallelBatchOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inbox = folder.file("inbox")
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        let a = try TemporaryFolder(existing: inbox).copy(Self.brochure, as: "a.pdf")
        let b = try TemporaryFolder(existing: inbox).copy(Self.brochure, as: "b.pdf")
        let db = folder.file("folio.sqlite")

        let result = Folio.run(["ingest", inbox, "--db", db, "--jobs", "2"])
        #expect(result.status == .ok, "\(result.err)")
        let labels = result.lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }.sorted()
        #expect(labels == ["duplicate", "stored"], "\(result.out)")
        #expect(result.lines.contains { $0.contains(a) } && result.lines.contains { $0.contains(b) })
        #expect(try SQLiteShell.scalar("SELECT count(*) FROM document", db: db) == "1")
        #expect(try SQLiteShell.scalar("SELECT count(*) FROM page", db: db) == "2")
    }
}
