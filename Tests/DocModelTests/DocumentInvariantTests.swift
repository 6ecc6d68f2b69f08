import Testing
@testable import DocModel

@Suite struct DocumentInvariantTests {
    func sampleDocument() -> Document {
        let words = [Word(text: "Hello", box: Box(x: 10, y: 10, width: 50, height: 20), confidence: 0.9),
                     Word(text: "world", box: Box(x: 70, y: 10, width: 50, height: 20), confidence: 0.7)]
        let line = Line(words: words)!
        let block = Block.paragraph(id: "b1", page: 1, lines: [line])!
        return Document(source: Source(path: "a.png", sha256: "00", mediaType: "image/png", byteCount: 1),
                        pages: [Page(number: 1, width: 200, height: 100, dpi: 300, textSource: .ocr)],
                        blocks: [block])
    }

    @Test func soundDocumentHasNoViolations() {
        let doc = sampleDocument()
        #expect(doc.invariantViolations().isEmpty)
        #expect(doc.blocks[0].text == "Hello world")
        #expect(doc.blocks[0].provenance[0].box == Box(x: 10, y: 10, width: 110, height: 20))
        #expect(abs(doc.blocks[0].provenance[0].confidence - 0.8) < 1e-9)
    }

    @Test func duplicateIdsMissingPagesAndOffGridCellsAreReported() {
        var doc = sampleDocument()
        var copy = doc.blocks[0]
        copy.provenance[0].page = 3
        doc.blocks.append(copy)
        doc.blocks.append(Block(id: "b2", type: .table, text: "", provenance: [],
                                table: Table(rowCount: 1, columnCount: 1, cells: [
                                    TableCell(row: 0, column: 1, text: "x", box: Box(x: 0, y: 0, width: 1, height: 1),
                                              confidence: 1)])))
        let problems = doc.invariantViolations()
        #expect(problems == ["duplicate block id b1", "b1 points to missing page 3", "b2 cell (0,1) lies off its 1×1 grid"])
    }

    @Test func dumpShowsOneLinePerBlock() {
        #expect(sampleDocument().dump() == """
            Document image/png 1 page
            ├─ page 1 200×100 @300dpi ocr
            └─ b1 paragraph p1 "Hello world"

            """)
    }
}
