import DocModel
import Foundation
import Testing
@testable import Store

@Suite struct TableViewTests {
    let database: TemporaryDatabase
    let store: DocumentStore

    init() throws {
        database = try TemporaryDatabase()
        store = try DocumentStore(path: database.path, now: { Date(timeIntervalSince1970: Samples.fixedSeconds) })
    }

    /// An invoice table: header "Item | Amount (€)", three rows, amounts parsed as the layout stage does.
    func invoice() -> Document {
        let box = Box(x: 0, y: 0, width: 10, height: 10)
        func cell(_ r: Int, _ c: Int, _ text: String, number: String? = nil) -> TableCell {
            TableCell(row: r, column: c, text: text, isHeader: r == 0, box: box, confidence: 0.9, number: number,
                      unit: number == nil ? nil : "€")
        }
        let table = Table(rowCount: 4, columnCount: 2, cells: [
            cell(0, 0, "Item"), cell(0, 1, "Amount (€)"),
            cell(1, 0, "Paper, A4"), cell(1, 1, "1.250,00 €", number: "1250.00"),
            cell(2, 0, "Glue"), cell(2, 1, "45,50 €", number: "45.50"),
            cell(3, 0, "Thread \"red\""), cell(3, 1, "99,99 €", number: "99.99"),
        ])
        var document = Document(source: Samples.source(String(repeating: "cd", count: 32), path: "in/Invoice 3.pdf"),
                                pages: [Page(number: 1, width: 100, height: 100, dpi: 72, textSource: .textLayer)])
        document.blocks = [Block(id: "b1", type: .table, text: "…", provenance: [Provenance(page: 1, box: box, confidence: 0.9)],
                                 table: table)]
        return document
    }

    @Test func eachTableGetsAViewNamedFromTheFileWithColumnsFromItsHeader() throws {
        let document = invoice()
        #expect(document.invariantViolations().isEmpty)
        let id = try store.save(Samples.report(document)).id
        let views = try store.tableViews()
        #expect(views.map(\.name) == ["invoice_3_\(id)_table_1"])
        #expect(views.first?.columns == ["row", "item", "amount"])
        #expect(views.first?.rowCount == 3)
        let result = try DocumentStore.query(databasePath: database.path,
                                             sql: "SELECT item, amount FROM invoice_3_\(id)_table_1 WHERE amount > 50 ORDER BY row")
        #expect(result.rows == [[.text("Paper, A4"), .real(1250)], [.text("Thread \"red\""), .real(99.99)]])
        // The exact decimal stays beside the float, and the document loads back with it.
        #expect(try store.loadDocument(id: id) == document)
        let exact = try DocumentStore.query(databasePath: database.path,
                                            sql: "SELECT number, unit FROM table_cell WHERE \"row\" = 2 AND \"column\" = 1")
        #expect(exact.rows == [[.text("45.50"), .text("€")]])
    }

    @Test func theViewAnswersFromTheSqlite3Shell() throws {
        let id = try store.save(Samples.report(invoice())).id
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        shell.arguments = ["sqlite3", database.path, "SELECT sum(amount), count(*) FROM invoice_3_\(id)_table_1 WHERE item LIKE 'G%' OR amount > 1000;"]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        shell.waitUntilExit()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(shell.terminationStatus == 0)
        #expect(out == "1295.5|2\n")
    }

    @Test func exportTextKeepsCellsAsPrinted() throws {
        let id = try store.save(Samples.report(invoice())).id
        let view = try #require(try store.tableViews(documentID: id).first)
        #expect(try DocumentStore.tableText(databasePath: database.path, viewID: view.id) == [
            ["Paper, A4", "1.250,00 €"], ["Glue", "45,50 €"], ["Thread \"red\"", "99,99 €"],
        ])
    }

    @Test(arguments: [("Résumé 2024.pdf", "resume_2024_7_table_2"), ("2024 report", "d_2024_report_7_table_2"),
                      ("---.png", "document_7_table_2")])
    func viewNamesAreSafeIdentifiers(path: String, expected: String) {
        #expect(TableViewNaming.viewName(path: path, documentID: 7, ordinal: 2) == expected)
    }
}
