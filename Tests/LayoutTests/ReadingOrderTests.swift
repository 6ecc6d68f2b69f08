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
}
