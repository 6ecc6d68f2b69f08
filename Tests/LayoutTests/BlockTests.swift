import DocModel
import Testing
@testable import Layout

@Suite struct BlockTests {
    @Test func paragraphsJoinLinesAndUndoEndOfLineHyphens() {
        let input = lines(["The binding of this docu-", "ment was finished in", "spring."], x: 200, y: 400)
            + lines(["A second para-", "graph, well-known. Self-", "Evident stays."], x: 200, y: 600)
        let blocks = PageLayout().blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(blocks.map(\.text) == [
            "The binding of this document was finished in spring.",
            "A second paragraph, well-known. Self- Evident stays.",
        ])
    }

    @Test func lineEndHyphenOfACompoundIsKeptWhenTheWordsSaySo() {
        // "machine" and "encoded" are words and "machineencoded" is none; "docu" is no word, "something" is one.
        let words: Set<String> = ["machine", "encoded", "text", "some", "thing", "something", "into"]
        let input = lines(["conversion into machine-", "encoded text, some-", "thing in a docu-", "ment."], x: 200, y: 400)
        let known = PageLayout(knownWord: { words.contains($0) }).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(known.map(\.text) == ["conversion into machine-encoded text, something in a document."])
        // Without word lists every line-end hyphen is a break inside a word, as before.
        let unknown = PageLayout().blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(unknown.map(\.text) == ["conversion into machineencoded text, something in a document."])
    }

    @Test func titleAndHeadingLevelsComeFromTextSize() {
        var input = [line("Folio Handbook", x: 200, y: 300, size: 70)]
        input += [line("1 Getting started", x: 200, y: 500, size: 48)]
        input += lines(["Body text in the normal size for this page", "and another line of it"], x: 200, y: 600)
        input += [line("Installing on Debian", x: 200, y: 800, size: 38)]
        input += lines(["More body text in the normal size here", "and one more line of it"], x: 200, y: 880)
        let blocks = PageLayout().blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(outline(blocks) == [
            "title: Folio Handbook",
            "heading1: 1 Getting started",
            "paragraph: Body text in the normal size for this page and another line of it",
            "heading2: Installing on Debian",
            "paragraph: More body text in the normal size here and one more line of it",
        ])
    }

    @Test func listsKeepMarkersApartNestByIndentAndHoldMultiLineItems() {
        var input = lines(["Things to pack before the trip:"], x: 200, y: 300)
        input += [line("• Passport and the printed tickets for", x: 200, y: 400),
                  line("all four travellers", x: 245, y: 442),
                  line("– Spare copies of the tickets", x: 300, y: 484),
                  line("• Sun cream", x: 200, y: 526)]
        input += lines(["Afterwards the steps are numbered:"], x: 200, y: 650)
        input += [line("1. Lock the door", x: 200, y: 750), line("2) Leave the key", x: 200, y: 792),
                  line("(a) with the neighbour", x: 280, y: 834), line("iv. Go", x: 200, y: 876)]
        let blocks = PageLayout(titleAllowed: false).blocks(page: 1, width: 2480, height: 3508, lines: input)
        #expect(outline(blocks) == [
            "paragraph: Things to pack before the trip:",
            "list",
            "  0 • Passport and the printed tickets for all four travellers",
            "  1 – Spare copies of the tickets",
            "  0 • Sun cream",
            "paragraph: Afterwards the steps are numbered:",
            "list",
            "  0 1. Lock the door",
            "  0 2) Leave the key",
            "  1 (a) with the neighbour",
            "  0 iv. Go",
        ])
    }
}
