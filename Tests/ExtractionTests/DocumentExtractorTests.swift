import DocModel
import Extraction
import Testing

/// Entities in a document: boxes from the words they cover, and card numbers masked in the text itself.
@Suite struct DocumentExtractorTests {
    static func word(_ text: String, _ x: Int) -> Word {
        Word(text: text, box: Box(x: x, y: 100, width: 10 * text.count, height: 20), confidence: 0.9)
    }

    static func document() -> Document {
        let first = Line(words: [word("Mail", 10), word("bob@example.com", 60)])
        let second = Line(words: [word("Card", 10), word("4111", 60), word("1111", 110), word("1111", 160), word("1111", 210)])
        let block = Block.paragraph(id: "b1", page: 1, lines: [first, second].compactMap { $0 })
        return Document(source: Source(path: "x.png", sha256: String(repeating: "0", count: 64), mediaType: "image/png",
                                       byteCount: 1),
                        pages: [Page(number: 1, width: 1000, height: 1000, dpi: 300, textSource: .ocr)],
                        blocks: [block].compactMap { $0 })
    }

    @Test func boxesEntitiesByTheirWords() {
        var doc = Self.document()
        DocumentExtractor().extract(&doc)
        let email = doc.entities?.first { $0.kind == .email }
        #expect(email?.box == Box(x: 60, y: 100, width: 150, height: 20))
        #expect(email?.range == TextRange(start: 5, length: 15))
        #expect(email?.blockID == "b1")
        let card = doc.entities?.first { $0.kind == .paymentCard }
        #expect(card?.box == Box(x: 60, y: 100, width: 190, height: 20))
        #expect(doc.invariantViolations().isEmpty)
    }

    @Test func masksCardNumbersInBlockTextAndWords() {
        var doc = Self.document()
        DocumentExtractor().extract(&doc)
        #expect(doc.blocks[0].text == "Mail bob@example.com\nCard **** **** **** 1111")
        #expect(doc.blocks[0].lines[1].words.map(\.text) == ["Card", "****", "****", "****", "1111"])
        let card = doc.entities?.first { $0.kind == .paymentCard }
        #expect(card?.text == "**** **** **** 1111")
        #expect(card?.normalized == "************1111")
    }
}
