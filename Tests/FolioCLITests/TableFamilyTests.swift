import Foundation
import TestSupport
import Testing
@testable import FolioCLI

/// Invoices from different sellers, laid out differently (column order, case, font, page size, ruled or
/// not; corpus/table-families, from scripts/corpus/generate-invoice-family.py), whose line-item tables name the
/// same columns form one table family: every line item of every invoice is one SELECT from the sqlite3 shell.
@Suite struct TableFamilyTests {
    struct Items: Decodable {
        struct Item: Decodable { var description: String; var qty: Int; var amount: String }
        var columns: [String]
        var items: [Item]
        var subtotal: String
    }

    @Test func invoicesNamingTheSameColumnsInAnyOrderFormOneFamilyQueriedInOneSelect() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("folio.sqlite")
        let corpus = Repo.path("corpus/table-families")
        let ingest = Folio.run(["ingest", corpus, "--db", db])
        #expect(ingest.status == .ok, "\(ingest.err)")

        // One table per invoice: the letterhead beside its `label: value` block and the totals are not tables.
        #expect(try SQLiteShell.scalar("SELECT count(*) FROM block WHERE type = 'table'", db: db) == "4")

        let family = "family_amount_description_qty_unit_price"
        let rows = try SQLiteShell.rows("""
            SELECT d.path, f.description, f.qty, f.amount FROM "\(family)" f JOIN document d ON d.id = f.document_id
            ORDER BY f.document_id, f.row
            """, db: db)
        var expected: [String: Items] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: corpus) where file.hasSuffix(".items.json") {
            let items = try JSONDecoder().decode(Items.self, from: Data(contentsOf: URL(fileURLWithPath: corpus + "/" + file)))
            if items.columns.contains(where: { $0.lowercased() == "description" }) {
                expected[String(file.dropLast(".items.json".count)) + ".pdf"] = items
            }
        }
        #expect(expected.count == 3)
        let byDocument = Dictionary(grouping: rows) { (($0["path"] as? String) ?? "").split(separator: "/").last.map(String.init) ?? "" }
        #expect(Set(byDocument.keys) == Set(expected.keys))
        for (name, items) in expected {
            let found = byDocument[name] ?? []
            #expect(found.map { $0.string("description") } == items.items.map(\.description), "\(name)")
            #expect(found.map { $0.int("qty") } == items.items.map(\.qty), "\(name)")
            // The printed subtotal is the sum of the amounts column.
            let total = found.compactMap { ($0["amount"] as? NSNumber)?.doubleValue }.reduce(0, +)
            #expect(abs(total - (Double(items.subtotal) ?? -1)) < 0.005, "\(name)")
        }

        // The German invoice's columns are another family; `folio tables` lists both with their members.
        #expect(try SQLiteShell.scalar("SELECT count(*) FROM table_family", db: db) == "2")
        let listed = Folio.run(["tables", "--db", db])
        #expect(listed.status == .ok)
        let familyLine = listed.lines.first { $0.hasPrefix(family + " ") }
        #expect(familyLine?.split(separator: " ", omittingEmptySubsequences: true).dropFirst().prefix(2) == ["3", "3"])
        #expect(listed.out.contains("family_beschreibung_betrag_einzelpreis_menge"))
    }
}
