import DocModel
import PDF
import Testing

/// Words of a PDF's text layer when the PDF places cells by position without a space between them.
@Suite struct TextLayerWordTests {
    let height = 40  // characters of a 10 pt font at 300 dpi are about 40 pixels tall

    @Test func lettersSetCloseTogetherStayOneWord() {
        let a = Box(x: 100, y: 50, width: 20, height: height)
        #expect(!PDFPage.startsNewWord(after: a, next: Box(x: 121, y: 50, width: 20, height: height)))
        #expect(!PDFPage.startsNewWord(after: a, next: Box(x: 118, y: 50, width: 20, height: height)))  // kerned
    }

    @Test func aWideGapWithoutASpaceStartsANewWord() {
        // "Age" ends at x 160; "1.5%" of the next cell starts 300 pixels further on.
        #expect(PDFPage.startsNewWord(after: Box(x: 100, y: 50, width: 60, height: height), next: Box(x: 460, y: 50, width: 20, height: height)))
        // Just over a third of the text height: wider than letter spacing.
        #expect(PDFPage.startsNewWord(after: Box(x: 100, y: 50, width: 60, height: height), next: Box(x: 174, y: 50, width: 20, height: height)))
    }

    @Test func goingBackToTheLeftStartsANewWord() {
        #expect(PDFPage.startsNewWord(after: Box(x: 900, y: 50, width: 60, height: height), next: Box(x: 100, y: 100, width: 20, height: height)))
    }

    /// Poppler ran two closely set table rows into one line: the second row's label starts where the first's
    /// started, under it, so it neither goes back left nor leaves a gap; being on the next printed line, it
    /// is a word of its own. A smaller raised mark ("m²") on the line stays with its word, and so do the
    /// characters of a word set upright.
    @Test func aCharacterOnTheNextPrintedLineStartsANewWord() {
        let waterbedrijven = Box(x: 215, y: 978, width: 230, height: 47)
        #expect(PDFPage.startsNewWord(after: waterbedrijven, next: Box(x: 215, y: 1049, width: 25, height: 47)))
        #expect(!PDFPage.startsNewWord(after: Box(x: 100, y: 50, width: 40, height: height), next: Box(x: 141, y: 44, width: 12, height: 24)))
        // A chart's axis title set upright, read upwards: each character over the last (one glyph of it is wider than tall).
        #expect(!PDFPage.startsNewWord(after: Box(x: 436, y: 778, width: 33, height: 14), next: Box(x: 436, y: 760, width: 33, height: 18)))
        #expect(!PDFPage.startsNewWord(after: Box(x: 436, y: 717, width: 33, height: 75), next: Box(x: 436, y: 698, width: 33, height: 10)))
    }
}
