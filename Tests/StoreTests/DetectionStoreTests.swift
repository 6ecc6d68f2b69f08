import DocModel
import Extraction
import Foundation
import Store
import Testing

/// Entities and barcodes round-trip through SQLite, money is exact, and a card number never lands in full.
@Suite struct DetectionStoreTests {
    static func document() -> Document {
        let line = Samples.line([Samples.word("Pay", 10, 10), Samples.word("€1.234,56", 60, 10),
                                 Samples.word("card", 170, 10), Samples.word("4111", 220, 10),
                                 Samples.word("1111", 270, 10), Samples.word("1111", 320, 10),
                                 Samples.word("1111", 370, 10), Samples.word("to", 420, 10),
                                 Samples.word("ann@acme.de", 450, 10)])
        var doc = Document(source: Samples.source(String(repeating: "cd", count: 32)),
                           pages: [Page(number: 1, width: 2000, height: 2000, dpi: 300, textSource: .ocr,
                                        barcodes: [Barcode(symbology: "qrcode", payload: "https://example.com",
                                                           polygon: [.init(x: 1, y: 2), .init(x: 30, y: 2),
                                                                     .init(x: 30, y: 31), .init(x: 1, y: 31)],
                                                           decoders: ["zxing", "zbar"])])],
                           blocks: [Block.paragraph(id: "b1", page: 1, lines: [line])].compactMap { $0 })
        DocumentExtractor().extract(&doc)
        return doc
    }

    @Test func cardNumberNeverLandsInTheDatabaseInFull() throws {
        let database = try TemporaryDatabase()
        let store = try DocumentStore(path: database.path)
        _ = try store.save(Samples.report(Self.document()))
        // Every byte of the file (tables, FTS index, WAL) is searched for the digits.
        for file in try FileManager.default.contentsOfDirectory(atPath: database.directory.path) {
            let data = try Data(contentsOf: database.directory.appendingPathComponent(file))
            #expect(data.range(of: Data("4111 1111 1111 1111".utf8)) == nil, "\(file)")
            #expect(data.range(of: Data("4111111111111111".utf8)) == nil, "\(file)")
        }
        let result = try DocumentStore.query(databasePath: database.path,
                                             sql: "SELECT normalized FROM entity WHERE kind = 'payment_card'")
        #expect(result.rows.map { $0.map(\.description) } == [["************1111"]])
    }

    @Test func entitiesAndBarcodesRoundTripAndMoneyIsExact() throws {
        let database = try TemporaryDatabase()
        let store = try DocumentStore(path: database.path)
        let doc = Self.document()
        #expect(doc.invariantViolations().isEmpty)
        guard case .stored(let id) = try store.save(Samples.report(doc)) else {
            Issue.record("not stored")
            return
        }
        #expect(try store.loadDocument(id: id) == doc)
        let money = try DocumentStore.query(databasePath: database.path, sql: """
            SELECT amount, currency, amount_minor FROM entity WHERE kind = 'money' AND amount_minor > 100000
            """)
        #expect(money.rows.map { $0.map(\.description) } == [["1234.56", "EUR", "123456"]])
        let domains = try DocumentStore.query(databasePath: database.path,
                                              sql: "SELECT email_domain FROM entity WHERE email_domain = 'acme.de'")
        #expect(domains.rows.count == 1)
    }
}
