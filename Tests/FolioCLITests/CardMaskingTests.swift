import Foundation
import TestSupport
import Testing

/// Card numbers in a table and in a QR code, on a text-layer PDF, a scan and a phone photo: after
/// `folio ingest`, no full card number is in any byte of the database files or of any export.
@Suite struct CardMaskingTests {
    static let testNumbers = ["4111111111111111", "5555555555554444", "378282246310005", "4012888888881881"]

    @Test(.timeLimit(.minutes(4)))
    func noFullCardNumberReachesTheDatabaseOrAnyExport() throws {
        let folder = try TemporaryFolder("folio-card-masking")
        defer { folder.remove() }
        let db = folder.file("cards.sqlite")
        let ingest = Folio.run(["ingest", Repo.fixtures + "/cards", "--db", db])
        #expect(ingest.status == .ok, "\(ingest.err)")
        var exports: [(String, String)] = [("ingest output", ingest.out + ingest.err)]

        let ids = try Folio.queryJSON("SELECT id FROM document ORDER BY id", db: db).compactMap { $0.int("id") }
        #expect(ids.count == 3)
        for id in ids {
            for format in ["--json", "--text"] {
                exports.append(("show \(id) \(format)", Folio.run(["show", "\(id)", "--db", db, format]).out))
            }
        }
        for sql in ["SELECT * FROM table_cell", "SELECT * FROM barcode", "SELECT * FROM entity", "SELECT * FROM word",
                    "SELECT * FROM block"] {
            exports.append((sql, Folio.run(["query", sql, "--db", db, "--format", "csv"]).out))
        }
        let views = try Folio.queryJSON("SELECT name FROM sqlite_master WHERE type = 'view' AND name LIKE '%table%'", db: db)
            .compactMap { $0.string("name") }
        #expect(!views.isEmpty, "the card tables have SQL views")
        for view in views {
            exports.append(("view \(view)", Folio.run(["query", "SELECT * FROM \(view)", "--db", db, "--format", "csv"]).out))
            exports.append(("export table \(view)", Folio.run(["export", "table", view, "--csv", "--db", db]).out))
        }
        exports.append(("export receipts", Folio.run(["export", "receipts", "--db", db]).out))

        // Read while the database files are as the ingest left them, WAL and shared memory included.
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: db + suffix) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: db + suffix))
            exports.append(("database file cards.sqlite\(suffix)", String(decoding: bytes.map { $0 < 0x20 || $0 > 0x7E ? 0x0A : $0 }, as: UTF8.self)))
        }
        for (name, text) in exports {
            #expect(Self.fullCardNumbers(in: text).isEmpty, "\(name): \(Self.fullCardNumbers(in: text))")
        }

        // What was masked is still there in masked form: the cells of the text PDF's table, the QR payloads.
        let cells = try Folio.queryJSON("SELECT text, number FROM table_cell WHERE text LIKE '%1111' OR text LIKE '%4444'", db: db)
        #expect(cells.contains { $0.string("text") == "**** **** **** 1111" }, "\(cells)")
        #expect(cells.allSatisfy { $0["number"] is NSNull }, "a card number's cell has no parsed number: \(cells)")
        let payloads = try Folio.queryJSON("SELECT payload FROM barcode", db: db).compactMap { $0.string("payload") }
        #expect(payloads.filter { $0 == "CARD ************1881 EXP 12/29" }.count == 3, "the QR of the text PDF (vector), the scan and the photo: \(payloads)")
    }

    @Test func theScanFindsCardNumbersAsPrintedButNotDecimalFractionsOrOtherNumbers() {
        #expect(Self.fullCardNumbers(in: "card 4111 1111 1111 1111 ok") == ["4111111111111111"])
        #expect(Self.fullCardNumbers(in: "x=4111111111111111.0") == ["4111111111111111"])
        #expect(Self.fullCardNumbers(in: "3782-822463-10005") == ["378282246310005"])
        #expect(Self.fullCardNumbers(in: "**** **** **** 1111, 4111111111111112, 0.4111111111111111").isEmpty)
    }

    /// Runs of 13–19 digits (single spaces or dashes allowed between them) that pass the Luhn check and start
    /// like a card (2–6), not the fraction of a decimal number (a homography's 0.99999999784…).
    static func fullCardNumbers(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?<![\d.])\d(?:[ -]?\d){12,18}(?!\d)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            let digits = (text as NSString).substring(with: match.range).filter(\.isNumber)
            guard let first = digits.first, "23456".contains(first) else { return nil }
            var sum = 0
            for (index, character) in digits.reversed().enumerated() {
                var value = character.wholeNumberValue ?? 0
                if index % 2 == 1 { value *= 2; if value > 9 { value -= 9 } }
                sum += value
            }
            return sum % 10 == 0 ? digits : nil
        }
    }
}
