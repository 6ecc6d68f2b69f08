import DocModel
import Testing
@testable import Receipts

/// The page-level receipt test that `receipt_reread` asks (`ReceiptPageSignals`, on a page's first OCR lines)
/// and the document's kind (`ReceiptAnalyzer`, on the blocks the layout made of them) must agree: an invoice
/// that the page test calls a receipt pays for a receipt's second reading, and a receipt whose lines the layout
/// took for a table must not lose its amounts. Rows laid out by hand (no OCR); kinds checked by eye.
@Suite struct PageAndDocumentKindTests {
    /// The rows as a page's OCR lines, each row one line at 40 px steps, amounts right-aligned at x = 1160.
    /// Rows as OCR lines, the amounts right-aligned at `right` px.
    static func lines(_ rows: [(String, String?)], right: Int = 1160) -> [[Word]] {
        rows.enumerated().map { index, row in
            var words = ReceiptAnalyzerTests.row(row.0, nil, y: 40 + 40 * index)
            if let amount = row.1 {
                // "75,60 €": OCR reads the figure and the currency as two words.
                var x = right - 14 * amount.count
                for token in amount.split(separator: " ") {
                    words.append(Word(text: String(token), box: Box(x: x, y: 41 + 40 * index, width: 14 * token.count, height: 24),
                                      confidence: 0.9))
                    x += 14 * token.count + 14
                }
            }
            return words
        }
    }

    /// The same lines as a document of one paragraph on an A4 page (300 dpi), classified.
    static func kind(_ rows: [(String, String?)]) -> DocumentKind.Kind? {
        let lines = Self.lines(rows).compactMap { Line(words: $0) }
        var doc = Document(source: Source(path: "p.png", sha256: String(repeating: "cd", count: 32), mediaType: "image/png", byteCount: 1),
                           pages: [Page(number: 1, width: 2480, height: 3508, dpi: 300, textSource: .ocr)],
                           blocks: [Block.paragraph(id: "b1", page: 1, lines: lines)].compactMap { $0 })
        ReceiptAnalyzer().analyze(&doc)
        return doc.kind?.kind
    }

    /// A German invoice as a scan reads it: a totals table, the time of delivery, the bank's IBAN, "zahlbar bis".
    static let invoice: [(String, String?)] = [
        ("Müller & Söhne GmbH", nil), ("Hauptstraße 5 - 10115 Berlin", nil), ("Bäckerei Schneider", nil), ("50968 Köln", nil),
        ("Datum: 05.03.2024", nil), ("Rechnung Nr. 2024-0117", nil),
        ("1 Mehl Type 550, Sack 25 kg 4 18,90 €", "75,60 €"), ("2 Hefe, Block 500 g 12 1,45 €", "17,40 €"),
        ("3 Knetmaschine, Wartung 1 1.234,56 €", "1.234,56 €"), ("Nettobetrag", "1.327,56 EUR"),
        ("zzgl. 19 % MwSt.", "252,24 EUR"), ("Gesamtbetrag", "1.579,80 EUR"),
        ("Zahlbar bis zum 20. März 2024 ohne Abzug.", nil), ("Lieferung am 7. März 2024 gegen 10:00 Uhr.", nil),
        ("Bankverbindung: Berliner Volksbank", nil), ("IBAN DE89 3704 0044 0532 0130 00", nil),
    ]

    @Test func anInvoiceThatTotalsItsLinesAndPrintsATimeIsNoReceiptOnThePageNorAsADocument() {
        let lines = Self.lines(Self.invoice)
        #expect(!ReceiptPageSignals.readsAsReceipt(lines, width: 2480, height: 3508))
        #expect(!ReceiptPageSignals.nearlyAReceipt(lines, width: 2480, height: 3508, atLeast: 1.5))
        #expect(Self.kind(Self.invoice) == .invoice)
    }

    @Test func aBookingsConditionsInRunningTextMakeNoReceipt() {
        // A travel booking: three prices, a departure time, and its conditions in running text that name the total.
        let booking: [(String, String?)] = [
            ("Northgate Travel Ltd", nil), ("221B Baker Street", nil), ("London NW1 6XE", nil), ("BOOKING CONFIRMATION", nil),
            ("Booking reference: NGT-58214", nil), ("Issued: 14/03/2024", nil), ("Traveller: Mr Peter Hughes", nil),
            ("17 Mill Lane", nil), ("Oxford OX2 6HG", nil), ("Outbound: Thursday 2 May 2024, flight BA0117 departs 09:45", nil),
            ("Return: 6 May 2024, flight KL 1002 departs 18:20", nil), ("Hotel in Amsterdam: 3-5 May 2024", nil),
            ("Hotel De Gracht", nil), ("Keizersgracht 123, 1015 CJ Amsterdam", nil), ("Flights", "£412.80"),
            ("Hotel, 2 nights", "€ 289,50"), ("Service fee", "GBP 25.00"),
            ("Balance due by 1st April 2024. Pay by transfer to", nil),
            ("Cancellation costs 25% of the total until 30 days before departure.", nil),
            ("the earlier confirmation was misprinted and the total on it is void.", nil),
        ]
        #expect(!ReceiptPageSignals.readsAsReceipt(Self.lines(booking), width: 2480, height: 3508))
        #expect(Self.kind(booking) != .receipt)
        // A till's receipt keeps its words: the same prices under TOTAL, CASH and the time of the sale.
        let till: [(String, String?)] = [
            ("CORNER DELI", nil), ("14/03/2024 09:45", nil), ("SANDWICH", "4.80"), ("COFFEE", "2.50"), ("TOTAL", "7.30"),
            ("CASH", "10.00"), ("CHANGE", "2.70"), ("Thank you for shopping with us and please come again soon", nil),
        ]
        // Its amounts on its own 600 px page, as a till prints them.
        #expect(ReceiptPageSignals.readsAsReceipt(Self.lines(till, right: 560), width: 600, height: 1400))
    }

    @Test func aReceiptWhoseLinesTheLayoutTookForATableKeepsItsAmounts() throws {
        // The layout made a table of the item and total lines: each cell keeps its text, not its words.
        let cells = [("MILK 2L", "3.49"), ("BREAD", "2.29"), ("TOTAL", "5.78"), ("CASH", "10.00"), ("CHANGE", "4.22")]
            .enumerated().flatMap { index, cell -> [TableCell] in
                let y = 200 + 40 * index
                return [TableCell(row: index, column: 0, text: cell.0, box: Box(x: 20, y: y, width: 14 * cell.0.count, height: 24), confidence: 0.9),
                        TableCell(row: index, column: 1, text: "$ " + cell.1, box: Box(x: 460, y: y, width: 100, height: 24), confidence: 0.9)]
            }
        let table = Block(id: "b2", type: .table, text: "", provenance: [Provenance(page: 1, box: Box(x: 20, y: 200, width: 540, height: 184), confidence: 0.9)],
                          table: Table(rowCount: 5, columnCount: 2, cells: cells))
        let headLines = [ReceiptAnalyzerTests.row("FRESH MART", nil, y: 40), ReceiptAnalyzerTests.row("12/05/2024 18:20", nil, y: 80)]
        let head = try #require(Block.paragraph(id: "b1", page: 1, lines: headLines.compactMap { Line(words: $0) }))
        var doc = Document(source: Source(path: "r.png", sha256: String(repeating: "ab", count: 32), mediaType: "image/png", byteCount: 1),
                           pages: [Page(number: 1, width: 600, height: 1400, dpi: 300, textSource: .ocr)], blocks: [head, table])
        ReceiptAnalyzer().analyze(&doc)
        #expect(doc.kind?.kind == .receipt)
        #expect(doc.receipt?.total?.value == "5.78")
        #expect(doc.receipt?.items.map(\.amount) == ["3.49", "2.29"])
        // A cell's words share its width by their letters: "$" at the cell's left, the amount after it.
        let words = ReceiptRow.words(of: cells[1])
        #expect(words.map(\.text) == ["$", "3.49"])
        #expect(words[0].box.x == 460 && words[1].box.x == 460 + 2 * 100 / 6)
    }

    @Test func aReceiptPhotoWhoseAmountColumnWasDroppedIsNearlyAReceipt() {
        // Automatic segmentation kept the till's words and one amount: not yet a receipt, but nearly one.
        let photo: [(String, String?)] = [
            ("TRADER JOE'S", nil), ("OPEN 8:00AM TO 9:00PM DAILY", nil), ("ORGANIC TORTILLA CHIPS", "2.69"), ("BABY SPINACH 6 OZ", nil),
            ("BANANAS", nil), ("SUBTOTAL", nil), ("VISA", nil),
        ]
        let lines = Self.lines(photo)
        #expect(!ReceiptPageSignals.readsAsReceipt(lines, width: 1024, height: 1365))
        #expect(ReceiptPageSignals.nearlyAReceipt(lines, width: 1024, height: 1365, atLeast: 1.5))
        // A letter is not nearly a receipt, whatever total it names.
        let letter: [(String, String?)] = [
            ("Dear Mr Hughes,", nil), ("thank you for your order; the total of your invoice is below and is payable within 30 days.", nil),
            ("Yours sincerely,", nil), ("Anna Price", nil),
        ]
        #expect(!ReceiptPageSignals.nearlyAReceipt(Self.lines(letter), width: 2480, height: 3508, atLeast: 1.5))
    }
}
