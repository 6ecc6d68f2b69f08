import DocModel
import Foundation
import Testing
@testable import Store

/// The Store's promises, each proved on both backends with the same calls: what the pipeline and the CLI rely
/// on does not depend on which database is behind `--db`.
@Suite struct BackendParityTests {
    let folder: TemporaryDatabase

    init() throws { folder = try TemporaryDatabase() }

    func open(_ backend: Backend) throws -> (store: DocumentStore, location: String) {
        let location = try backend.freshDatabase(in: folder)
        return (try DocumentStore(path: location, now: { Date(timeIntervalSince1970: Samples.fixedSeconds) }), location)
    }

    func count(_ table: String, _ location: String) throws -> Int? {
        try DocumentStore.query(databasePath: location, sql: "SELECT count(*) FROM \(table)").rows.first?.first?.int
    }

    @Test(arguments: Backend.allCases) func savedDocumentLoadsBackExactly(_ backend: Backend) throws {
        let (store, location) = try open(backend)
        let document = Samples.document()
        let id = try store.save(Samples.report(document)).id
        var expected = document
        let unplaced = try #require(document.blocks.firstIndex { $0.id == "b9" })
        #expect(document.blocks[unplaced].text.contains("\0"))
        if backend == .postgresql {
            // PostgreSQL text cannot hold NUL: the sample's "unplaced\0text" comes back with U+FFFD in its place.
            expected.blocks[unplaced].text = expected.blocks[unplaced].text.replacingOccurrences(of: "\0", with: "\u{FFFD}")
        }
        let loaded = try store.loadDocument(id: id)
        #expect(loaded == expected)
        #expect(try store.storedDocument(id: id)?.ingestedAt == "2023-11-14T22:13:20Z")
        for (table, expected) in [("page", 2), ("block", 9), ("block_provenance", 8), ("line", 5), ("word", 12), ("table_cell", 4)] {
            #expect(try count(table, location) == expected, "\(table)")
        }
    }

    @Test(arguments: Backend.allCases) func sameContentIsStoredOnceAndAFailedReadIsReplaced(_ backend: Backend) throws {
        let (store, _) = try open(backend)
        let document = Samples.document()
        let failed = try store.save(Samples.failedReport(sha256: document.source.sha256))
        let stored = try store.save(Samples.report(document))
        #expect(stored.id != failed.id)
        #expect(try store.save(Samples.report(Samples.document(path: "elsewhere/copy.pdf"))) == .duplicate(of: stored.id))
        #expect(try store.documents().map(\.status) == [.succeeded])
    }

    @Test(arguments: Backend.allCases) func aFailureInsideTheTransactionLeavesNoRows(_ backend: Backend) throws {
        let (store, location) = try open(backend)
        var document = Samples.document()
        document.blocks.append(document.blocks[0])  // violates UNIQUE (document_id, key) half-way
        let error = #expect(throws: StoreError.self) { try store.save(Samples.report(document)) }
        #expect(error?.code == 2067)  // SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505 mapped onto it
        #expect(try count("document", location) == 0 && count("block", location) == 0)
        #expect(try store.save(Samples.report(Samples.document())).id > 0)
    }

    @Test(arguments: Backend.allCases) func resolvesIdsHashPrefixesAndPaths(_ backend: Backend) throws {
        let (store, _) = try open(backend)
        let a = try store.save(Samples.report(Samples.document(sha256: "abcd" + String(repeating: "0", count: 60)))).id
        let b = try store.save(Samples.report(Samples.document(sha256: "abce" + String(repeating: "0", count: 60),
                                                               path: "inbox/other.pdf"))).id
        #expect(try store.resolve(String(a)) == a)
        #expect(try store.resolve("ABCE") == b)
        #expect(try store.resolve("abc") == nil)
        #expect(try store.resolve("inbox/other.pdf") == b)
        #expect(try store.statistics() == StoreStatistics(documents: 2, succeeded: 2, partial: 0, failed: 0,
                                                          pages: 4, blocks: 18, words: 24))
    }

    @Test(arguments: Backend.allCases) func searchRanksAndMarksMatches(_ backend: Backend) throws {
        let (store, _) = try open(backend)
        let id = try store.save(Samples.report(Samples.document())).id
        let hits = try store.search("invoice")
        #expect(hits.map(\.blockKey) == ["b1"] && hits.map(\.documentId) == [id])
        #expect(hits.first?.snippet == "[Invoice] ACME")
        #expect((hits.first?.rank ?? 0) < 0)
        #expect(try store.search(#""total due""#).map(\.blockKey) == ["b3"])
        #expect(try store.search(#""due total""#).isEmpty)
        #expect(try store.search("inv*").map(\.blockKey) == ["b1"])
        #expect(try store.search("staples").map(\.blockKey) == ["b6"])  // the item, not its list
        #expect(try store.search("o'brien's c++ (").map(\.blockKey) == ["b3"])  // punctuation is never syntax
    }

    @Test(arguments: Backend.allCases) func queriesReadAndNeverWrite(_ backend: Backend) throws {
        let (store, location) = try open(backend)
        _ = try store.save(Samples.report(Samples.document()))
        let result = try DocumentStore.query(databasePath: location, sql: """
            SELECT key, page, confidence FROM block WHERE key IN ('b1', 'b7') ORDER BY key
            """)
        #expect(result.columns == ["key", "page", "confidence"])
        #expect(result.rows == [[.text("b1"), .integer(1), .real(0.95)], [.text("b7"), .null, .null]])
        for sql in ["DELETE FROM block", "UPDATE document SET path = 'moved'", "DROP TABLE word", "CREATE TABLE evil (x int)"] {
            #expect(throws: StoreError.self, "\(sql)") { try DocumentStore.query(databasePath: location, sql: sql) }
        }
        #expect(try count("block", location) == 9)
    }

    @Test(arguments: Backend.allCases) func tablesGetViewsThatAnswerSQL(_ backend: Backend) throws {
        let (store, location) = try open(backend)
        let box = Box(x: 0, y: 0, width: 10, height: 10)
        func cell(_ r: Int, _ c: Int, _ text: String, number: String? = nil) -> TableCell {
            TableCell(row: r, column: c, text: text, isHeader: r == 0, box: box, confidence: 0.9, number: number)
        }
        var document = Document(source: Samples.source(String(repeating: "cd", count: 32), path: "in/Invoice 3.pdf"),
                                pages: [Page(number: 1, width: 100, height: 100, dpi: 72, textSource: .textLayer)])
        document.blocks = [Block(id: "b1", type: .table, text: "…", provenance: [Provenance(page: 1, box: box, confidence: 0.9)],
                                 table: Table(rowCount: 3, columnCount: 2, cells: [
                                    cell(0, 0, "Item"), cell(0, 1, "Amount"), cell(1, 0, "Paper"),
                                    cell(1, 1, "1250.00", number: "1250.00"), cell(2, 0, "Glue"), cell(2, 1, "45.50", number: "45.50"),
                                 ]))]
        let id = try store.save(Samples.report(document)).id
        #expect(try store.tableViews().map(\.name) == ["invoice_3_\(id)_table_1"])
        let rows = try DocumentStore.query(databasePath: location,
                                           sql: "SELECT item, amount FROM invoice_3_\(id)_table_1 WHERE amount > 50")
        #expect(rows.rows == [[.text("Paper"), .real(1250)]])
        #expect(try DocumentStore.tableText(databasePath: location, viewID: try #require(store.tableViews().first?.id))
                == [["Paper", "1250.00"], ["Glue", "45.50"]])
    }

    @Test(arguments: Backend.allCases) func refusesADatabaseWrittenByANewerFolio(_ backend: Backend) throws {
        let (_, location) = try open(backend)
        let connection = try Connection(path: location)
        try connection.run("INSERT INTO schema_migrations (id, checksum, applied_at) VALUES ('9999_from_the_future', 'x', 'now')")
        #expect(throws: MigrationError.self) { try DocumentStore(path: location) }
    }

    @Test(arguments: Backend.allCases) func refusesAnEditedShippedMigration(_ backend: Backend) throws {
        let (_, location) = try open(backend)
        let connection = try Connection(path: location)
        try connection.run("UPDATE schema_migrations SET checksum = 'edited' WHERE id = '0003_create_table_views'")
        let error = #expect(throws: MigrationError.self) { try DocumentStore(path: location) }
        if case .checksumMismatch(_, let migration, _, _) = error {
            #expect(migration == "0003_create_table_views")
        } else {
            Issue.record("expected a checksum mismatch, got \(String(describing: error))")
        }
        #expect(try Migrator().status(connection).allSatisfy { $0.appliedAt != nil && $0.isKnown })
    }
}
