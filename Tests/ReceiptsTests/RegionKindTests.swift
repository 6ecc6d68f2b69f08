import DocModel
import Extraction
import Testing
@testable import Receipts

/// The kind of a flatbed page holding several pieces of paper is decided piece by piece: receipts make it a
/// receipt page, and a piece that is plainly no receipt (a note: no total, no amounts) gives no receipt row.
/// Pages built by hand: each piece's rows as words with boxes, placed inside its region (no OCR).
@Suite struct RegionKindTests {
    /// A page 2200 × 1600 with one upright region per piece, 640 wide, side by side; each piece's rows laid
    /// out as `ReceiptAnalyzerTests.row` does, moved into its region.
    static func flatbed(_ pieces: [[(String, String?)]]) -> Document {
        var lines: [Line] = []
        var regions: [PaperRegion] = []
        for (index, rows) in pieces.enumerated() {
            let left = 60 + 700 * index, top = 60
            let height = 40 * rows.count + 80
            regions.append(PaperRegion(index: index, centerX: Double(left + 320), centerY: Double(top + height / 2),
                                       width: 640, height: Double(height), angle: 0))
            for (r, (text, amount)) in rows.enumerated() {
                let words = ReceiptAnalyzerTests.row(text, amount, y: 40 + 40 * r).map { word in
                    var moved = word
                    moved.box = Box(x: word.box.x + left, y: word.box.y + top, width: word.box.width, height: word.box.height)
                    return moved
                }
                if let line = Line(words: words) { lines.append(line) }
            }
        }
        var page = Page(number: 1, width: 2200, height: 1600, dpi: 300, textSource: .ocr)
        page.paperRegions = regions
        var doc = Document(source: Source(path: "flatbed.jpg", sha256: String(repeating: "cd", count: 32), mediaType: "image/jpeg",
                                          byteCount: 1),
                           pages: [page], blocks: [Block.paragraph(id: "b1", page: 1, lines: lines)].compactMap { $0 })
        var options = EntityDetector.Options()
        options.dayFirst = true
        DocumentExtractor(options: options).extract(&doc)
        return doc
    }

    static let note: [(String, String?)] = [
        ("Call Anna about the", nil), ("garden party on Sunday", nil), ("and bring the blue chairs", nil),
        ("from the cellar first", nil),
    ]

    static let bakery: [(String, String?)] = [
        ("CORNER BAKERY LTD", nil), ("12 High Street", nil), ("Oxford OX1 4AB", nil), ("Date 2024-03-19 11:04", nil),
        ("Bagel Plain", "3.25"), ("Croissant", "2.10"), ("Subtotal", "5.35"), ("TOTAL", "5.35"), ("Cash", "10.00"),
        ("Change", "4.65"),
    ]

    @Test func aPageOfReceiptsIsAReceiptAndANoteBesideThemGivesNoReceipt() throws {
        var doc = Self.flatbed([ReceiptAnalyzerTests.cafe, Self.note, Self.bakery])
        ReceiptAnalyzer().analyze(&doc)
        #expect(doc.invariantViolations().isEmpty)
        #expect(doc.kind?.kind == .receipt)
        let receipts = doc.allReceipts
        #expect(receipts.map { $0.merchant?.value } == ["BLUE DOOR CAFE", "CORNER BAKERY LTD"])
        #expect(receipts.map { $0.total?.value } == ["62.31", "5.35"])
        // The receipts keep their own regions: the note's (index 1) has none.
        #expect(receipts.map { $0.region?.index } == [0, 2])
        #expect(receipts.allSatisfy { $0.balances })
    }

    @Test func notesAloneOnAFlatbedAreNoReceipt() {
        var doc = Self.flatbed([Self.note, Self.note])
        ReceiptAnalyzer().analyze(&doc)
        #expect(doc.kind?.kind != .receipt)
        #expect(doc.allReceipts.isEmpty)
    }

    @Test func eachPieceIsClassifiedOnItsOwnRowsAndShape() {
        let doc = Self.flatbed([ReceiptAnalyzerTests.cafe, Self.note])
        let pieces = ReceiptAnalyzer().pieces(doc)
        #expect(pieces.map(\.region?.index) == [0, 1])
        #expect(pieces.map(\.rows.count) == [ReceiptAnalyzerTests.cafe.count, Self.note.count])
        let kinds = pieces.map { KindClassifier().classify(rows: $0.rows, width: $0.width, height: $0.height).kind }
        #expect(kinds[0] == .receipt)
        #expect(kinds[1] != .receipt)
    }
}
