import DocModel
import Foundation
import Testing
@testable import Store

@Suite struct DocumentStoreTests {
    let database: TemporaryDatabase
    let store: DocumentStore

    init() throws {
        database = try TemporaryDatabase()
        store = try DocumentStore(path: database.path, now: { Date(timeIntervalSince1970: Samples.fixedSeconds) })
    }

    /// Row counts per content table, for "nothing was written" checks.
    func counts() throws -> [String: Int] {
        var result: [String: Int] = [:]
        for table in ["document", "page", "block", "block_provenance", "line", "word", "table_cell", "block_fts"] {
            let rows = try DocumentStore.query(databasePath: database.path, sql: "SELECT count(*) FROM \(table)").rows
            result[table] = rows.first?.first?.int
        }
        return result
    }

    @Test func savedDocumentLoadsBackExactly() throws {
        let document = Samples.document()
        #expect(document.invariantViolations().isEmpty)
        let result = try store.save(Samples.report(document))
        guard case .stored(let id) = result else { Issue.record("expected .stored, got \(result)"); return }
        let loaded = try store.loadDocument(id: id)
        #expect(loaded == document)
        #expect(loaded?.dump() == document.dump())
        #expect(try counts() == ["document": 1, "page": 2, "block": 9, "block_provenance": 8, "line": 5,
                                 "word": 12, "table_cell": 4, "block_fts": 9])
    }

    @Test func storedRowDescribesTheRun() throws {
        let document = Samples.document()
        let warning = Diagnostic(severity: .error, stage: "ocr", page: 2, message: "page 2: tesseract gave up")
        let id = try store.save(Samples.report(document, outcome: .partiallySucceeded, diagnostics: [warning])).id
        let stored = try #require(try store.storedDocument(id: id))
        #expect(stored == StoredDocument(
            id: id, sha256: document.source.sha256, path: "inbox/scan.pdf", mediaType: "application/pdf",
            byteCount: 12_345, pageCount: 2, status: .partiallySucceeded,
            error: "error: ocr (page 2): page 2: tesseract gave up", diagnostics: [warning],
            timings: Samples.report(document).timings, ingestedAt: "2023-11-14T22:13:20Z"))
        let json = try DocumentStore.query(databasePath: database.path,
                                           sql: "SELECT diagnostics, timings FROM document")
        #expect(json.rows == [[
            .text(#"[{"message":"page 2: tesseract gave up","page":2,"severity":"error","stage":"ocr"}]"#),
            .text(#"[{"seconds":1.25,"stage":"ocr"},{"seconds":0.5,"stage":"layout"}]"#),
        ]])
    }

    @Test func sameContentIsStoredOnce() throws {
        let first = try store.save(Samples.report(Samples.document()))
        let again = try store.save(Samples.report(Samples.document(path: "elsewhere/copy.pdf")))
        #expect(again == .duplicate(of: first.id))
        #expect(try counts()["document"] == 1)
        #expect(try counts()["block"] == 9)
        #expect(try store.documents().map(\.path) == ["inbox/scan.pdf"])
    }

    @Test func failedReadIsStoredWithoutContent() throws {
        let sha = String(repeating: "cd", count: 32)
        let id = try store.save(Samples.failedReport(sha256: sha)).id
        let stored = try #require(try store.existing(sha256: sha))
        #expect(stored.id == id && stored.status == .failed && stored.pageCount == nil)
        #expect(stored.error == "error: decode: not a PDF: bad xref")
        #expect(stored.diagnostics.count == 2)
        #expect(try store.loadDocument(id: id) == nil)
        // A failed outcome stores no pages even when the report carries a partial document.
        var report = Samples.report(Samples.document(sha256: String(repeating: "ef", count: 32)), outcome: .failed)
        report.diagnostics = [Diagnostic(severity: .error, stage: "layout", message: "crashed")]
        _ = try store.save(report)
        #expect(try counts()["page"] == 0 && counts()["block"] == 0)
    }

    @Test func retryAfterFailureReplacesTheFailedRow() throws {
        let document = Samples.document()
        let failed = try store.save(Samples.failedReport(sha256: document.source.sha256))
        let retried = try store.save(Samples.report(document))
        guard case .stored(let id) = retried else { Issue.record("expected .stored, got \(retried)"); return }
        #expect(id != failed.id)
        #expect(try store.documents().map(\.status) == [.succeeded])
        #expect(try store.loadDocument(id: id) == document)
        // A second failure of a failed document also replaces it; it never duplicates.
        let sha = String(repeating: "12", count: 32)
        _ = try store.save(Samples.failedReport(sha256: sha))
        _ = try store.save(Samples.failedReport(sha256: sha, path: "inbox/again.pdf"))
        #expect(try store.existing(sha256: sha)?.path == "inbox/again.pdf")
        #expect(try counts()["document"] == 2)
    }

    @Test func failureInsideTheTransactionLeavesNoRows() throws {
        var document = Samples.document()
        // Block ids must be unique in a document: the second "b1" violates UNIQUE (document_id, key) after
        // the document, its pages and several blocks were already inserted.
        document.blocks.append(document.blocks[0])
        let error = #expect(throws: StoreError.self) { try store.save(Samples.report(document)) }
        #expect(error?.code == 2067)  // SQLITE_CONSTRAINT_UNIQUE
        #expect(try counts().values.allSatisfy { $0 == 0 })
        // The store is still usable afterwards.
        #expect(try store.save(Samples.report(Samples.document())).id > 0)
    }

    @Test func deletingADocumentCascadesToContentAndSearch() throws {
        _ = try store.save(Samples.report(Samples.document()))
        let connection = try Connection(path: database.path)
        try connection.run("DELETE FROM document")
        #expect(try counts().values.allSatisfy { $0 == 0 })
        // With external content, a stale index would fail this check.
        try connection.run("INSERT INTO block_fts (block_fts, rank) VALUES ('integrity-check', 1)")
    }

    @Test func resolvesIdsHashPrefixesAndPaths() throws {
        let a = try store.save(Samples.report(Samples.document(sha256: "abcd" + String(repeating: "0", count: 60)))).id
        let b = try store.save(Samples.report(Samples.document(sha256: "abce" + String(repeating: "0", count: 60),
                                                               path: "inbox/other.pdf"))).id
        #expect(try store.resolve(String(a)) == a)
        #expect(try store.resolve("abcd" + String(repeating: "0", count: 60)) == a)
        #expect(try store.resolve("ABCE") == b)
        #expect(try store.resolve("abc") == nil)  // too short for a prefix
        #expect(try store.resolve("abc*") == nil)
        #expect(try store.resolve("inbox/other.pdf") == b)
        #expect(try store.resolve(" inbox/scan.pdf\n") == a)
        #expect(try store.resolve("999") == nil)
        #expect(try store.resolve("") == nil)
    }

    @Test func statisticsCountStatusesPagesAndWords() throws {
        _ = try store.save(Samples.report(Samples.document()))
        _ = try store.save(Samples.report(Samples.document(sha256: String(repeating: "34", count: 32)),
                                          outcome: .partiallySucceeded))
        _ = try store.save(Samples.failedReport(sha256: String(repeating: "56", count: 32)))
        #expect(try store.statistics() == StoreStatistics(documents: 3, succeeded: 1, partial: 1, failed: 1,
                                                          pages: 4, blocks: 18, words: 24))
    }

    @Test func usableFromManyThreadsAtOnce() async throws {
        let store = self.store
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let sha = String(format: "%064x", index)
                    _ = try store.save(Samples.report(Samples.document(sha256: sha)))
                    _ = try store.search("invoice", limit: 5)
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.statistics().documents == 8)
    }
}
