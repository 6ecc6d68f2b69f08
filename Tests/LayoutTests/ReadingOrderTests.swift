import DocModel
import Testing
@testable import Layout

@Suite struct ReadingOrderTests {
    let page = (width: 2480, height: 3508)

    @Test func twoColumnsAreReadLeftColumnFirstUnderAFullWidthTitle() {
        var input = [line("Annual Letter", x: 200, y: 300, size: 60)]
        input += lines(["left one alpha beta gamma", "left two alpha beta gamma"], x: 200, y: 500)
        input += lines(["right one alpha beta gamma", "right two alpha beta gamma"], x: 1300, y: 500)
        input += lines(["left three after gap here", "left four after gap here"], x: 200, y: 640)
        input += lines(["right three after gap here", "right four after gap here"], x: 1300, y: 640)
        let blocks = PageLayout().blocks(page: 1, width: page.width, height: page.height, lines: input.shuffled())
        #expect(outline(blocks) == [
            "title: Annual Letter",
            "paragraph: left one alpha beta gamma left two alpha beta gamma",
            "paragraph: left three after gap here left four after gap here",
            "paragraph: right one alpha beta gamma right two alpha beta gamma",
            "paragraph: right three after gap here right four after gap here",
        ])
    }

    @Test func threeColumnsAndASidebarKeepTheirOrder() {
        var input: [Line] = []
        for (c, x) in [200, 1000, 1800].enumerated() {
            input += lines(["column \(c) first line of text", "column \(c) second line of text"], x: x, y: 400)
        }
        let blocks = PageLayout().blocks(page: 1, width: page.width, height: page.height, lines: input)
        #expect(blocks.map(\.text) == [
            "column 0 first line of text column 0 second line of text",
            "column 1 first line of text column 1 second line of text",
            "column 2 first line of text column 2 second line of text",
        ])
    }

    @Test func runningHeaderAndPageFooterAreSetApartFromTheBody() {
        var input = [line("Quarterly Report 2024", x: 200, y: 80), line("Page 1 of 3", x: 1100, y: 3400)]
        input += lines(["Body text starts here and runs on", "over a second line of body text"], x: 200, y: 400)
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: page.width, height: page.height, lines: input)
        #expect(outline(blocks) == [
            "paragraph[header]: Quarterly Report 2024",
            "paragraph: Body text starts here and runs on over a second line of body text",
            "paragraph[footer]: Page 1 of 3",
        ])
    }

    /// A receipt's totals: each label at the left, its amount far to the right across a gutter-wide gap. Read as
    /// two columns, every label came before every amount (corpus `receipt-13-scan.png`: CER 38 % against the
    /// plain CLI's 3 %); they are read row by row, a line below them included.
    @Test func aReceiptsLabelsAndTheirAmountsFarRightAreReadRowByRow() {
        var input = [line("Subtotal", x: 200, y: 600), line("24.28", x: 1500, y: 600),
                     line("VAT 20% incl.", x: 200, y: 642), line("4.05", x: 1500, y: 642),
                     line("TOTAL £", x: 200, y: 684), line("24.28", x: 1500, y: 684),
                     line("VISA", x: 200, y: 726), line("24.28", x: 1500, y: 726)]
        input.append(line("Card 9394", x: 200, y: 768))
        let blocks = PageLayout().blocks(page: 1, width: page.width, height: page.height, lines: input.shuffled())
        #expect(blocks.map(\.text).joined(separator: " ") == "Subtotal 24.28 VAT 20% incl. 4.05 TOTAL £ 24.28 VISA 24.28 Card 9394")
    }

    /// Short notes beside a few lines of a longer column are a sidebar, not the column's values: the column is
    /// read first, as before.
    @Test func shortNotesBesideAFewLinesOfAColumnStayASidebar() {
        var input = lines(["Body text starts here and runs on", "over a second line of body text",
                           "and a third line of body text", "then a fourth line of body text",
                           "with a fifth line of body text", "ending on a sixth line here"], x: 200, y: 600)
        input += lines(["See note", "page two"], x: 1500, y: 600)
        let blocks = PageLayout().blocks(page: 1, width: page.width, height: page.height, lines: input)
        #expect(blocks.map(\.text).joined(separator: " ").hasSuffix("ending on a sixth line here See note page two"))
    }
}
