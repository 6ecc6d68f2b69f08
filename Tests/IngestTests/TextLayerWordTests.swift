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
}
