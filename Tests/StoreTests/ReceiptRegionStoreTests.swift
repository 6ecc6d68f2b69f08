import DocModel
import Foundation
import Testing
@testable import Store

/// Migration 0007: receipts keyed by document, page and region, so one scan can hold several.
@Suite struct ReceiptRegionStoreTests {
    static func field(_ value: String) -> Receipt.Field {
        Receipt.Field(value: value, page: 1, box: Box(x: 10, y: 10, width: 100, height: 20), confidence: 0.9)
    }

    @Test func aDatabaseFromBeforeRegionsUpgradesWithItsReceiptsKept() throws {
        let database = try TemporaryDatabase()
        do {
            // The schema as 0006 left it, with one receipt written the way that build wrote it.
            let connection = try Connection(path: database.path)
            try Migrator(migrations: Array(Migration.embedded.prefix { $0.id < "0007" })).migrate(connection)
            try connection.run("""
                INSERT INTO document (id, sha256, path, media_type, byte_count, page_count, status, ingested_at, schema_version)
                VALUES (7, 'abc', 'inbox/old.png', 'image/png', 10, 1, 'succeeded', '2025-01-01T00:00:00Z', 1)
                """)
            let detail = #"{"merchant":{"value":"OLD SHOP","page":1,"confidence":0.9},"taxes":[],"items":[],"balances":true,"problems":[],"corrections":[]}"#
            try connection.run("""
                INSERT INTO receipt (id, document_id, merchant, date, total, total_minor, balances, needs_review, problems, corrections, detail)
                VALUES (3, 7, 'OLD SHOP', '2024-02-01', '9.50', 950, 1, 0, '[]', '[]', ?)
                """, [.text(detail)])
            try connection.run("INSERT INTO receipt_tax (receipt_id, ordinal, label, rate, amount, amount_minor) VALUES (3, 0, 'VAT', '20', '1.58', 158)")
            try connection.run("""
                INSERT INTO receipt_line (receipt_id, ordinal, description, amount, amount_minor, page, confidence)
                VALUES (3, 1, 'Tea', '9.50', 950, 1, 0.9)
                """)
        }
        let store = try DocumentStore(path: database.path)
        let rows = try DocumentStore.query(databasePath: database.path, sql: "SELECT receipt_id, page, region, merchant, total, item_count FROM receipts")
        #expect(rows.rows == [[.integer(3), .integer(1), .integer(0), .text("OLD SHOP"), .text("9.50"), .integer(1)]])
        let items = try DocumentStore.query(databasePath: database.path, sql: "SELECT receipt_id, page, region, description, net_minor FROM receipt_items")
        #expect(items.rows == [[.integer(3), .integer(1), .integer(0), .text("Tea"), .integer(950)]])
        let connection = try Connection(path: database.path)
        #expect(try connection.rows("SELECT count(*) FROM receipt_tax WHERE receipt_id = 3") { $0.int(0) } == [1])
        #expect(try connection.rows("PRAGMA foreign_key_check") { $0.string(0) }.isEmpty)
        let document = try #require(try store.loadDocument(id: 7))
        #expect(document.receipt?.merchant?.value == "OLD SHOP")
        #expect(document.receipt?.region == nil && document.additionalReceipts == nil)
        // The rebuilt children still follow their parent: deleting the document takes its receipt rows along.
        try connection.run("DELETE FROM document WHERE id = 7")
        #expect(try connection.rows("SELECT (SELECT count(*) FROM receipt) + (SELECT count(*) FROM receipt_tax) + (SELECT count(*) FROM receipt_line)") { $0.int(0) } == [0])
    }

    @Test func severalReceiptsOfOneScanAreStoredOneRowEachAndLoadBack() throws {
        let database = try TemporaryDatabase()
        let store = try DocumentStore(path: database.path)
        let regions = [PaperRegion(index: 0, centerX: 600, centerY: 700, width: 900, height: 1000, angle: -1.5),
                       PaperRegion(index: 1, centerX: 1900, centerY: 650, width: 900, height: 950, angle: 2)]
        var page = Page(number: 1, width: 2550, height: 3500, dpi: 300, textSource: .ocr)
        page.paperRegions = regions
        let word = Word(text: "SHOP", box: Box(x: 200, y: 300, width: 100, height: 20), confidence: 0.9)
        var document = Document(source: Source(path: "inbox/flatbed.jpg", sha256: String(repeating: "c", count: 64),
                                               mediaType: "image/jpeg", byteCount: 10),
                                pages: [page], blocks: [Block.paragraph(id: "b1", page: 1, lines: [Line(words: [word])].compactMap { $0 })].compactMap { $0 })
        document.kind = DocumentKind(kind: .receipt, confidence: 0.9)
        var first = Receipt(merchant: Self.field("BLUE DOOR CAFE"), total: Self.field("57.45"),
                            items: [Receipt.Item(description: "Yogurt", amount: "27.33", page: 1, box: nil, confidence: 0.9)], balances: true)
        first.page = 1
        first.region = regions[0]
        var second = Receipt(merchant: Self.field("ALPEN STORE AG"), total: Self.field("33.84"), balances: false)
        second.page = 1
        second.region = regions[1]
        document.receipt = first
        document.additionalReceipts = [second]
        #expect(document.invariantViolations().isEmpty)
        let result = try store.save(Samples.report(document))
        guard case .stored(let id) = result else { Issue.record("not stored: \(result)"); return }
        let rows = try DocumentStore.query(databasePath: database.path, sql: "SELECT page, region, merchant, total, item_count, balances FROM receipts ORDER BY region")
        #expect(rows.rows == [[.integer(1), .integer(0), .text("BLUE DOOR CAFE"), .text("57.45"), .integer(1), .integer(1)],
                              [.integer(1), .integer(1), .text("ALPEN STORE AG"), .text("33.84"), .integer(0), .integer(0)]])
        // The region's box on the page: 900 × 950 turned 2° is 900·cos 2° + 950·sin 2° = 932.6 wide, from
        // 1900 − 466.3 = 1433.7.
        let box = try DocumentStore.query(databasePath: database.path, sql: "SELECT region_x, region_width FROM receipt WHERE region = 1")
        #expect(box.rows == [[.integer(1433), .integer(933)]])
        let loaded = try #require(try store.loadDocument(id: id))
        #expect(loaded.allReceipts == document.allReceipts)
        #expect(loaded.pages.first?.paperRegions == regions)
    }

    @Test func receiptsLeftForReviewAreStoredWithNeedsReviewAndTheReasonAndNothingMadeUp() throws {
        // The three bad inputs of issue 25 as the receipt stage leaves them (`ReceiptBadInputTests`): a photo with no
        // text, a receipt with no total, sums that cannot balance. The view says needs_review and why; no total is filled in.
        let database = try TemporaryDatabase()
        let store = try DocumentStore(path: database.path)
        let cases: [(String, Receipt)] = [
            ("blank", Receipt(balances: false, problems: ["no text read"])),
            ("no-total", Receipt(merchant: Self.field("CORNER SHOP"), subtotal: Self.field("3.50"), balances: false,
                                 problems: ["no total read", "items sum to 3.50, subtotal says 3.50"])),
            ("unbalanced", Receipt(merchant: Self.field("CORNER SHOP"), subtotal: Self.field("7.25"), total: Self.field("12.00"),
                                   balances: false, problems: ["items sum to 3.50, subtotal says 7.25"])),
        ]
        for (index, (name, receipt)) in cases.enumerated() {
            var document = Samples.document(sha256: String(repeating: String(index), count: 64), path: "inbox/\(name).jpg")
            document.kind = DocumentKind(kind: .receipt, confidence: 0.9)
            document.receipt = receipt
            _ = try store.save(Samples.report(document))
        }
        let rows = try DocumentStore.query(databasePath: database.path,
                                           sql: """
            SELECT v.source_file, v.total, v.needs_review, v.balances, r.problems FROM receipts v
            JOIN receipt r ON r.id = v.receipt_id ORDER BY v.source_file
            """)
        #expect(rows.rows == [
            [.text("inbox/blank.jpg"), .null, .integer(1), .integer(0), .text(#"["no text read"]"#)],
            [.text("inbox/no-total.jpg"), .null, .integer(1), .integer(0), .text(#"["no total read","items sum to 3.50, subtotal says 3.50"]"#)],
            [.text("inbox/unbalanced.jpg"), .text("12.00"), .integer(1), .integer(0), .text(#"["items sum to 3.50, subtotal says 7.25"]"#)],
        ])
    }
}
