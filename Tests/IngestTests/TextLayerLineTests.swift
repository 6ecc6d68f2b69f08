import DocModel
import Testing
@testable import PDF

/// A PDF's text layer read into lines (`PDFPage.textLines`, Poppler underneath): every line one printed line.
@Suite struct TextLayerLineTests {
    func word(_ text: String, _ x: Int, _ y: Int, _ height: Int) -> Word {
        Word(text: text, box: Box(x: x, y: y, width: text.count * 22, height: height), confidence: 1)
    }

    /// A born-digital form (reportlab, Liberation Sans) in two columns, a small bold label over its value, then a
    /// label with its value beside it: Poppler gave the right column's words of three printed lines as one line,
    /// in this order ("Ship 2 Order Mar date:", boxes as read at 300 dpi). They are three lines, top to bottom,
    /// each in Poppler's order; a line's raised footnote mark stays on it.
    @Test func aPopplerLineHoldingWordsOfSeveralPrintedLinesIsSplitIntoThem() {
        let glued = [word("Ship", 1340, 727, 43), word("2", 1340, 796, 51), word("Order", 1340, 888, 51),
                     word("Mar", 1387, 796, 51), word("date:", 1459, 727, 43), word("2026", 1508, 796, 51)]
        #expect(PDFPage.bands(glued).map { $0.map(\.text).joined(separator: " ") } == ["Ship date:", "2 Mar 2026", "Order"])
        let footnote = [word("Revenue", 200, 500, 51), word("rose", 400, 500, 51), word("1", 520, 480, 30), word("sharply", 560, 500, 51)]
        #expect(PDFPage.bands(footnote).count == 1)
    }

    /// A statistical table (reportlab, Helvetica 8.5 pt, rows 17 pt apart): Poppler gave two rows' cells as one
    /// line, each row's first cells in turn (boxes as read at 300 dpi, 43 px high, rows 71 px apart). They are
    /// the two rows. Lines set solid, whose font-high boxes touch, stay apart too.
    @Test func aPopplerLineHoldingTwoTableRowsIsSplitIntoTheRows() {
        let glued = [word("Education", 256, 1962, 43), word("6047", 1265, 1962, 43), word("(34.6)", 1497, 1962, 43),
                     word("Construction", 256, 2033, 43), word("6191", 1265, 2033, 43), word("87.03", 1502, 2033, 43)]
        #expect(PDFPage.bands(glued).map { $0.map(\.text).joined(separator: " ") } == ["Education 6047 (34.6)", "Construction 6191 87.03"])
        let solid = [word("first", 200, 500, 50), word("line", 330, 500, 50), word("second", 200, 545, 50)]
        #expect(PDFPage.bands(solid).count == 2)
    }
}
