import DocModel

/// Hand-built documents and reports covering every part of the model the store keeps.
enum Samples {
    static let fixedSeconds: Double = 1_700_000_000

    static func word(_ text: String, _ x: Int, _ y: Int, _ confidence: Double = 0.9) -> Word {
        Word(text: text, box: Box(x: x, y: y, width: 10 * text.count, height: 20), confidence: confidence)
    }

    static func line(_ words: [Word]) -> Line {
        guard let line = Line(words: words) else { preconditionFailure("a sample line needs words") }
        return line
    }

    static func source(_ sha256: String, path: String = "inbox/scan.pdf") -> Source {
        Source(path: path, sha256: sha256, mediaType: "application/pdf", byteCount: 12_345)
    }

    /// Two pages: a title, a heading, a paragraph continuing onto page 2, a list with nested items, an empty
    /// list, a table with spans, and a block without provenance.
    static func document(sha256: String = String(repeating: "ab", count: 32), path: String = "inbox/scan.pdf")
        -> Document
    {
        let titleLine = line([word("Invoice", 100, 50, 0.97), word("ACME", 180, 50, 0.93)])
        let headingLine = line([word("Café", 100, 120), word("Müller", 150, 120, 0.8)])
        let para1 = line([word("Total", 100, 900), word("due", 160, 900), word("by", 200, 900)])
        let para2 = line([word("O'Brien's", 100, 40, 0.61), word("a-b", 200, 40, 0.5), word("c++", 240, 40, 1)])
        let itemLine = line([word("Paper", 120, 300), word("clips", 180, 300)])
        let cellBox = Box(x: 100, y: 500, width: 200, height: 30)
        let blocks = [
            Block(id: "b1", type: .title, text: titleLine.text,
                  provenance: [Provenance(page: 1, box: titleLine.box, confidence: 0.95)], lines: [titleLine]),
            Block(id: "b2", type: .heading, text: headingLine.text,
                  provenance: [Provenance(page: 1, box: headingLine.box, confidence: 0.85)], lines: [headingLine],
                  level: 2),
            Block(id: "b3", type: .paragraph, text: para1.text + "\n" + para2.text,
                  provenance: [Provenance(page: 1, box: para1.box, confidence: 0.9),
                               Provenance(page: 2, box: para2.box, confidence: 0.7)],
                  lines: [para1, para2]),
            Block(id: "b4", type: .list, text: "Paper clips\nStaples \"large\"",
                  provenance: [Provenance(page: 1, box: Box(x: 100, y: 300, width: 300, height: 60), confidence: 0.9)],
                  items: [
                    Block(id: "b5", type: .listItem, text: itemLine.text,
                          provenance: [Provenance(page: 1, box: itemLine.box, confidence: 0.9)], lines: [itemLine],
                          marker: "•", depth: 0),
                    Block(id: "b6", type: .listItem, text: "Staples \"large\"",
                          provenance: [Provenance(page: 1, box: Box(x: 140, y: 330, width: 200, height: 20),
                                                  confidence: 0.75)],
                          marker: "(a)", depth: 1),
                  ]),
            Block(id: "b7", type: .list, text: "", provenance: [], items: []),
            Block(id: "b8", type: .table, text: "Item Price\nPens 3.50",
                  provenance: [Provenance(page: 1, box: Box(x: 100, y: 500, width: 400, height: 90),
                                          confidence: 0.8)],
                  table: Table(rowCount: 3, columnCount: 2, cells: [
                    TableCell(row: 0, column: 0, text: "Item", isHeader: true, box: cellBox, confidence: 0.9),
                    TableCell(row: 0, column: 1, text: "Price", isHeader: true,
                              box: Box(x: 300, y: 500, width: 200, height: 30), confidence: 0.88),
                    TableCell(row: 1, column: 0, rowSpan: 2, text: "Pens",
                              box: Box(x: 100, y: 530, width: 200, height: 60), confidence: 0.7),
                    TableCell(row: 1, column: 1, text: "3.50", box: Box(x: 300, y: 530, width: 200, height: 30),
                              confidence: 0.99),
                  ])),
            Block(id: "b9", type: .paragraph, text: "unplaced\u{0}text", provenance: []),
        ]
        return Document(source: source(sha256, path: path),
                        pages: [
                            Page(number: 1, width: 2480, height: 3508, dpi: 300, textSource: .ocr, confidence: 0.87),
                            Page(number: 2, width: 2480, height: 3508, dpi: 300, textSource: .textLayer),
                        ],
                        blocks: blocks)
    }

    static func report(_ document: Document, outcome: Outcome = .succeeded,
                       diagnostics: [Diagnostic] = []) -> RunReport {
        RunReport(source: document.source, document: document, outcome: outcome, diagnostics: diagnostics,
                  timings: [StageTiming(stage: "ocr", seconds: 1.25), StageTiming(stage: "layout", seconds: 0.5)])
    }

    static func failedReport(sha256: String, path: String = "inbox/broken.pdf") -> RunReport {
        RunReport(source: source(sha256, path: path), document: nil, outcome: .failed,
                  diagnostics: [Diagnostic(severity: .warning, stage: "decode", page: 1, message: "odd header"),
                                Diagnostic(severity: .error, stage: "decode", message: "not a PDF: bad xref")],
                  timings: [StageTiming(stage: "decode", seconds: 0.01)])
    }
}
