import DocModel
import Foundation
import Review
import Testing

@Suite struct ReviewPageTests {
    static let hostile = "<script>alert(1)</script>"

    static func document(word: String) -> Document {
        let words = [Word(text: word, box: Box(x: 10, y: 20, width: 120, height: 30), confidence: 0.95),
                     Word(text: "TOTAL", box: Box(x: 10, y: 60, width: 80, height: 30), confidence: 0.5)]
        var document = Document(source: Source(path: "/in/<b>bad\".png", sha256: String(repeating: "ab", count: 32),
                                               mediaType: "image/png", byteCount: 10))
        var page = Page(number: 1, width: 400, height: 300, dpi: 300, textSource: .ocr, confidence: 0.7)
        page.barcodes = [Barcode(symbology: "qrcode", payload: "<img src=x onerror=alert(2)>",
                                 polygon: [.init(x: 200, y: 20), .init(x: 260, y: 20), .init(x: 260, y: 80), .init(x: 200, y: 80)],
                                 decoders: ["zbar"])]
        document.pages = [page]
        document.blocks = [Block.paragraph(id: "b1", page: 1, lines: [Line(words: [words[0]])!, Line(words: [words[1]])!])!]
        document.entities = [Entity(kind: .money, text: "TOTAL", normalized: "12.50 EUR", blockID: "b1",
                                    range: TextRange(start: 0, length: 5), page: 1, box: words[1].box, confidence: 0.5)]
        var receipt = Receipt()
        receipt.total = Receipt.Field(value: "12.50", page: 1, box: Box(x: 100, y: 60, width: 60, height: 30), confidence: 0.9)
        receipt.merchant = Receipt.Field(value: "<i>Shop</i>", page: 1, box: nil, confidence: 0.9)
        document.receipt = receipt
        return document
    }

    static func review(word: String) -> ReviewDocument {
        ReviewDocument(id: 7, path: "/in/<b>bad\".png", sha256: String(repeating: "ab", count: 32), status: "succeeded",
                       ingestedAt: "2026-12-03T00:00:00Z", document: document(word: word),
                       rows: SQLRows(blocks: ["b1": 31], lines: ["b1": [40, 41]], words: ["b1": [[500], [501]]],
                                     entities: [9], barcodes: [1: [3]], receipts: [2], receiptLines: [[]]))
    }

    @Test func documentTextIsEscapedNeverMarkup() {
        let html = ReviewPage.html(Self.review(word: Self.hostile))
        #expect(!html.contains(Self.hostile))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<i>Shop</i>"))
        #expect(!html.contains("<b>bad"))
        // Exactly one script element: the page's own.
        #expect(html.components(separatedBy: "<script").count == 2)
    }

    @Test func everyLayerDrawsItsBoxesWithWhatTheyBecameInSQL() {
        let html = ReviewPage.html(Self.review(word: "ACME"))
        for layer in ["l-words", "l-lines", "l-blocks", "l-cells", "l-entities", "l-barcodes", "l-receipt"] {
            #expect(html.contains("class=\"layer \(layer)\""), "layer \(layer)")
        }
        #expect(html.contains("class=\"word high\" x=\"10\" y=\"20\" width=\"120\" height=\"30\""))
        #expect(html.contains("class=\"word low\" x=\"10\" y=\"60\""))
        #expect(html.contains("word.id 500"))
        #expect(html.contains("line.id 41"))
        #expect(html.contains("entity.id 9"))
        #expect(html.contains("→ 12.50 EUR"))
        #expect(html.contains("barcode.id 3"))
        #expect(html.contains("receipt.id 2 · column total"))
        #expect(html.contains("viewBox=\"0 0 400 300\""))
    }

    @Test func pageIsSelfContained() {
        let html = ReviewPage.html(Self.review(word: "ACME"))
        #expect(!html.contains("http://") || !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("src=\""))
        #expect(html.contains("default-src 'none'"))
    }

    @Test func indexListsDocumentsWithTheirReceiptAndLinks() {
        let review = Self.review(word: "ACME")
        let html = ReviewIndex.html([ReviewIndexEntry(review, fileName: review.fileName),
                                     ReviewIndexEntry(id: 8, path: "broken.pdf", status: "failed", error: "decode: <truncated>")])
        #expect(html.contains("<a href=\"document-7.html\">/in/&lt;b&gt;bad&quot;.png</a>"))
        #expect(html.contains("<td>12.50</td>"))
        #expect(html.contains("&lt;i&gt;Shop&lt;/i&gt;"))
        #expect(html.contains("decode: &lt;truncated&gt;"))
        #expect(html.contains("<td>failed</td>"))
    }
}
