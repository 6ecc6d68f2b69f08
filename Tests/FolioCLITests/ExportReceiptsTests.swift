import DocModel
import Foundation
import Store
import TestSupport
import Testing

/// `folio export receipts`: RFC 4180 CSV whose values, parsed back, equal the SQL views'.
@Suite struct ExportReceiptsTests {
    static func field(_ value: String, y: Int = 10) -> Receipt.Field {
        Receipt.Field(value: value, page: 1, box: Box(x: 10, y: y, width: 100, height: 20), confidence: 0.9)
    }

    static func document(sha: String, path: String, merchant: String, date: String, total: String,
                         items: [(String, String)]) -> Document {
        let word = Word(text: merchant, box: Box(x: 10, y: 10, width: 100, height: 20), confidence: 0.9)
        var doc = Document(source: Source(path: path, sha256: String(repeating: sha, count: 64), mediaType: "image/png", byteCount: 10),
                           pages: [Page(number: 1, width: 600, height: 1200, dpi: 300, textSource: .ocr)],
                           blocks: [Block.paragraph(id: "b1", page: 1, lines: [Line(words: [word])].compactMap { $0 })].compactMap { $0 })
        doc.kind = DocumentKind(kind: .receipt, confidence: 0.9)
        doc.receipt = Receipt(merchant: field(merchant), date: field(date), currency: field("EUR"),
                              taxes: [Receipt.Tax(label: "MwSt 19%", rate: "19", amount: "1.60", page: 1, box: nil, confidence: 0.8)],
                              total: field(total), paymentMethod: field("card"),
                              items: items.map { Receipt.Item(description: $0.0, quantity: "1", unitPrice: $0.1, amount: $0.1,
                                                              page: 1, box: nil, confidence: 0.9) },
                              balances: true)
        return doc
    }

    /// RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks; records end in CRLF.
    static func parse(_ csv: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = ""
        var quoted = false, index = csv.startIndex
        while index < csv.endIndex {
            let c = csv[index]
            if quoted {
                if c == "\"" {
                    let next = csv.index(after: index)
                    if next < csv.endIndex, csv[next] == "\"" { field.append("\""); index = next } else { quoted = false }
                } else { field.append(c) }
            } else if c == "\"" { quoted = true
            } else if c == "," { record.append(field); field = ""
            } else if c == "\r\n" || c == "\n" { record.append(field); records.append(record); record = []; field = ""
            } else { field.append(c) }
            index = csv.index(after: index)
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }

    @Test func csvParsesBackToTheViewsValues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("r.sqlite")
        let store = try DocumentStore(path: db)
        let a = Self.document(sha: "a", path: "inbox/a, \"quoted\".png", merchant: "Café \"Zur Post\", Berlin",
                              date: "2024-03-05", total: "10.00", items: [("Brot\nfrisch", "4.00"), ("Kaffee", "6.00")])
        let b = Self.document(sha: "b", path: "inbox/b.png", merchant: "MARKTHALLE GMBH", date: "2024-04-01",
                              total: "3.50", items: [("Milch", "3.50")])
        for doc in [a, b] {
            #expect(doc.invariantViolations().isEmpty)
            _ = try store.save(RunReport(source: doc.source, document: doc, outcome: .succeeded, diagnostics: [], timings: []))
        }
        let loaded = try #require(try store.loadDocument(id: 1))
        #expect(loaded.receipt == a.receipt && loaded.kind == a.kind)

        let export = Folio.run(["export", "receipts", "--db", db])
        #expect(export.status == .ok)
        #expect(export.out.hasPrefix("date,time,merchant,total,tax,subtotal,tip,currency,payment_method,card_brand,"
                                     + "card_last4,receipt_number,item_count,balances,source_file,receipt_id,page,region\r\n"))
        let records = Self.parse(export.out)
        let view = try Folio.queryJSON("SELECT * FROM receipts ORDER BY date", db: db)
        #expect(records.count == 3 && view.count == 2)
        let header = records[0]
        for (record, row) in zip(records.dropFirst(), view) {
            for (column, value) in zip(header, record) {
                let expected = row[column].map { $0 is NSNull ? "" : "\($0)" } ?? "<missing>"
                #expect(value == expected, "\(column)")
            }
        }
        #expect(records[1][2] == "Café \"Zur Post\", Berlin" && records[1][3] == "10.00" && records[1][4] == "1.60")

        let items = Folio.run(["export", "receipts", "--items", "--db", db, "--from", "2024-03-01", "--to", "2024-03-31"])
        let itemRecords = Self.parse(items.out)
        #expect(itemRecords.map { $0[3] } == ["description", "Brot\nfrisch", "Kaffee"])
        #expect(itemRecords.dropFirst().map { $0[6] } == ["4.00", "6.00"])
        let itemView = try Folio.queryJSON("SELECT description, amount FROM receipt_items WHERE date <= '2024-03-31' ORDER BY line", db: db)
        #expect(itemView.map { "\($0["description"] ?? "")=\($0["amount"] ?? "")" } == ["Brot\nfrisch=4.00", "Kaffee=6.00"])

        let file = folder.file("out.csv")
        #expect(Folio.run(["export", "receipts", "--db", db, "--csv", "--output", file]).status == .ok)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == export.out)
        // "--csv FILE", as the export is usually asked for, writes the same file.
        let named = folder.file("named.csv")
        #expect(Folio.run(["export", "receipts", "--db", db, "--csv", named]).status == .ok)
        #expect(try String(contentsOfFile: named, encoding: .utf8) == export.out)
        // A second file, or a file without --csv, is a usage error naming it.
        let twice = Folio.run(["export", "receipts", "--db", db, "--csv", named, "other.csv"])
        #expect(twice.status == .usage && twice.err.contains("other.csv"))
        #expect(Folio.run(["export", "receipts", "--db", db, "stray.csv"]).status == .usage)
        #expect(Folio.run(["export", "receipts", "--db", db, "--from", "March"]).status == .usage)
    }

    @Test func aScanHoldingTwoReceiptsExportsOneRowPerReceipt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("r.sqlite")
        let store = try DocumentStore(path: db)
        var doc = Self.document(sha: "c", path: "inbox/flatbed.jpg", merchant: "BLUE DOOR CAFE", date: "2024-06-18",
                                total: "57.45", items: [("Yogurt", "27.33")])
        let regions = [PaperRegion(index: 0, centerX: 300, centerY: 300, width: 250, height: 500, angle: 1),
                       PaperRegion(index: 1, centerX: 300, centerY: 900, width: 250, height: 500, angle: -2)]
        doc.pages[0].paperRegions = regions
        doc.receipt?.page = 1
        doc.receipt?.region = regions[0]
        var second = Receipt(merchant: Self.field("ALPEN STORE AG"), date: Self.field("2024-02-02"), currency: Self.field("CHF"),
                             total: Self.field("33.84"), balances: true)
        second.page = 1
        second.region = regions[1]
        doc.additionalReceipts = [second]
        #expect(doc.invariantViolations().isEmpty)
        _ = try store.save(RunReport(source: doc.source, document: doc, outcome: .succeeded, diagnostics: [], timings: []))

        let export = Folio.run(["export", "receipts", "--db", db])
        let records = Self.parse(export.out)
        let header = records[0]
        let rows = records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
        #expect(rows.map { $0["merchant"] } == ["ALPEN STORE AG", "BLUE DOOR CAFE"])  // oldest first
        #expect(rows.map { $0["total"] } == ["33.84", "57.45"])
        #expect(rows.map { $0["region"] } == ["1", "0"])
        #expect(rows.allSatisfy { $0["source_file"] == "inbox/flatbed.jpg" && $0["page"] == "1" })
    }
}
