import DocModel
import Foundation
import Testing
@testable import Store

@Suite struct FieldStoreTests {
    /// A page with two fields (one left blank), an address and a salutation.
    static func document() -> Document {
        let key = Samples.line([Samples.word("Rechnungs-Nr.:", 100, 50)])
        let value = Samples.line([Samples.word("RE-4711", 300, 50)])
        let blank = Samples.line([Samples.word("Datum:", 100, 90)])
        let address = Samples.line([Samples.word("Hauptstraße", 100, 200), Samples.word("12", 230, 200)])
        let greeting = Samples.line([Samples.word("Dear", 100, 300), Samples.word("Ms", 150, 300)])
        func provenance(_ lines: [Line]) -> [Provenance] {
            [Provenance(page: 1, box: Box.enclosing(lines.map(\.box)) ?? lines[0].box, confidence: 0.9)]
        }
        let blocks = [
            Block(id: "b1", type: .field, text: "Rechnungs-Nr.: RE-4711", provenance: provenance([key, value]),
                  lines: [key, value], field: Field(key: "Rechnungs-Nr.", value: "RE-4711", keyBox: key.box, valueBox: value.box)),
            Block(id: "b2", type: .field, text: "Datum:", provenance: provenance([blank]), lines: [blank],
                  field: Field(key: "Datum", value: "", keyBox: blank.box, valueBox: nil)),
            Block(id: "b3", type: .paragraph, text: address.text, provenance: provenance([address]), lines: [address],
                  role: .address),
            Block(id: "b4", type: .paragraph, text: greeting.text, provenance: provenance([greeting]), lines: [greeting],
                  role: .salutation),
        ]
        return Document(source: Samples.source(String(repeating: "cd", count: 32)),
                        pages: [Page(number: 1, width: 2480, height: 3508, dpi: 300, textSource: .ocr, confidence: 0.9)],
                        blocks: blocks)
    }

    @Test func fieldsAndRolesLoadBackExactlyAndTheFieldsViewListsThem() throws {
        let database = try TemporaryDatabase()
        let store = try DocumentStore(path: database.path)
        let document = Self.document()
        #expect(document.invariantViolations().isEmpty)
        let id = try store.save(Samples.report(document)).id
        #expect(try store.loadDocument(id: id) == document)
        let rows = try DocumentStore.query(databasePath: database.path,
                                           sql: "SELECT document_id, page, key, key_normalized, value FROM fields").rows
        #expect(rows == [[.integer(id), .integer(1), .text("Rechnungs-Nr."), .text("rechnungs nr"), .text("RE-4711")],
                         [.integer(id), .integer(1), .text("Datum"), .text("datum"), .text("")]])
        let roles = try DocumentStore.query(databasePath: database.path,
                                            sql: "SELECT key, type, role FROM block ORDER BY ordinal").rows
        #expect(roles == [[.text("b1"), .text("field"), .null], [.text("b2"), .text("field"), .null],
                          [.text("b3"), .text("paragraph"), .text("address")],
                          [.text("b4"), .text("paragraph"), .text("salutation")]])
        try Connection(path: database.path).run("DELETE FROM document")
        #expect(try DocumentStore.query(databasePath: database.path, sql: "SELECT count(*) FROM field").rows == [[.integer(0)]])
    }
}
