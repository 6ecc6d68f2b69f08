import DocModel
import Foundation
import Imaging
import OCR
import Pipeline
import Testing
@testable import Ingest
@testable import TextRepair

/// The page texts of a truth file.
private struct TruthText: Decodable {
    struct Page: Decodable { var text: String }
    var pages: [Page]
}

/// A seeded generator (SplitMix64), so that a failing random trial is the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The `line_vote` stage: the character vote (pure), words rebuilt from the voted text, and the stage on a page.
@Suite struct LineVoteTests {
    func readings(_ texts: String...) -> [CharacterVote.Reading] {
        texts.map { CharacterVote.Reading(text: $0, weight: 1) }
    }

    @Test func slipsThatNoTwoReadingsShareAreVotedOut() throws {
        // Each reading of SROIE 094's address line slips once, each somewhere else.
        let outcome = try #require(CharacterVote.vote(readings("3RD FLR, AEON TAMAN MALURT SC", "SRD FLR, AEON TAMAN MALURI SC",
                                                             "3RD FLR, AE0N TANAN MALURI SC")))
        #expect(outcome.text == "3RD FLR, AEON TAMAN MALURI SC")
        #expect(outcome.agreement.count == outcome.text.count)
        // "3" was chosen by two readings of three, "F" by all.
        #expect(abs(outcome.agreement[0] - 2.0 / 3) < 1e-9)
        #expect(outcome.agreement[4] == 1)
    }

    @Test func insertedAndDroppedCharactersAreVotedLikeAnyOther() throws {
        // A speck read before the line by one reading, a dropped letter in another, a split word in a third.
        let outcome = try #require(CharacterVote.vote(readings("‘JLN JEJAKA, TAMAN", "JLN JEJKA, TAMAN", "JLN JEJAKA, TA MAN",
                                                             "JLN JEJAKA, TAMAN")))
        #expect(outcome.text == "JLN JEJAKA, TAMAN")
    }

    @Test func withoutAMajorityThePivotsCharacterStands() throws {
        // Two readings against two: the pivot (nearest to all) is the first of the equals, and keeps its "0".
        let outcome = try #require(CharacterVote.vote(readings("HAI-0 RAYA", "HAI-O RAYA")))
        #expect(outcome.text == "HAI-0 RAYA")
        // Weight settles it when the counts are equal.
        let weighted = try #require(CharacterVote.vote([CharacterVote.Reading(text: "HAI-0 RAYA", weight: 1),
                                                        CharacterVote.Reading(text: "HAI-O RAYA", weight: 1.01)]))
        #expect(weighted.text == "HAI-O RAYA")
        #expect(CharacterVote.vote([]) == nil)
    }

    /// `line_vote` stops reading a line once more readings than could still differ agree with the page's: that
    /// holds only if such a majority always wins the vote, whatever the others read. Random lines and random
    /// slips (a fixed seed): with `a` alike readings against `a − 1` others, the vote is the alike text.
    @Test func readingsThatOutnumberTheRestSettleTheVoteWhateverTheRestRead() throws {
        var generator = SplitMix(seed: 29)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdeéäö0123456789.,:/- ")
        func random(_ count: Int) -> String { String((0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }) }
        func slipped(_ text: String) -> String {
            var characters = Array(text)
            for _ in 0..<(1 + Int(generator.next() % 6)) {
                let at = characters.isEmpty ? 0 : Int(generator.next() % UInt64(characters.count))
                switch generator.next() % 3 {
                case 0 where !characters.isEmpty: characters[at] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1 where !characters.isEmpty: characters.remove(at: at)
                default: characters.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: at)
                }
            }
            return String(characters)
        }
        for trial in 0..<400 {
            let page = CharacterVote.collapsed(random(4 + trial % 30))
            guard !page.isEmpty else { continue }
            let alike = 2 + trial % 3
            // The others: slips of the page's text, or of one shared misreading, or unrelated text.
            let shared = slipped(page)
            let others = (0..<(alike - 1)).map { i in [slipped(page), shared, random(3 + i * 7)][(trial + i) % 3] }
            // Weights as the stage gives them (1 + 0.01 × confidence), the others at the heaviest.
            var all = Array(repeating: CharacterVote.Reading(text: page, weight: 1), count: alike)
                + others.map { CharacterVote.Reading(text: $0, weight: 1.01) }
            all.swapAt(0, trial % all.count)
            #expect(CharacterVote.vote(all)?.text == page, "trial \(trial): \(all.map(\.text))")
        }
    }

    @Test func aMarkOverALetterStaysOnlyWhenMoreReadingsSeeItThanNot() throws {
        // SROIE 549 "Seksyen 9": the English model cannot see "Ş", the Latin-script model sees one in three readings.
        let voted = try #require(CharacterVote.vote(readings("Seksyen 9", "Seksyen 9", "$eksyen 9", "Seksyen 9",
                                                           "Şeksyen 9", "Şeksyen 9", "Şeksyen 9")))
        #expect(voted.text == "Seksyen 9")
        // The letter itself was agreed by six readings of seven, marked or not.
        #expect(abs(voted.agreement[0] - 6.0 / 7) < 1e-9)
        let accented = try #require(CharacterVote.vote(readings("Café Roma", "Café Roma", "Café Roma", "Cafe Roma", "Cafe Roma")))
        #expect(accented.text == "Café Roma")
    }

    @Test func thePivotIsTheReadingNearestToAllOthers() {
        let texts = ["SANYO SHOP", "SANYU SHOP", "SANYU SH0P", "5ANYU SHOP"].map(Array.init)
        #expect(CharacterVote.pivot(texts) == 1)
        #expect(EditDistance.levenshtein(Array("kitten"), Array("sitting")) == 3)
    }

    @Test func wordsReadInTheCropsMarginBesideTheLineAreLeftOut() {
        // SROIE 481 "40170 SETIA ALAM": each crop reading adds a different speck past the line's end ("tha", "Peg").
        let line = Box(x: 100, y: 40, width: 300, height: 30)
        let words = [Word(text: "40170", box: Box(x: 100, y: 40, width: 80, height: 30), confidence: 0.9),
                     Word(text: "ALAM", box: Box(x: 330, y: 40, width: 72, height: 30), confidence: 0.9),
                     Word(text: "tha", box: Box(x: 405, y: 42, width: 8, height: 20), confidence: 0.4),
                     Word(text: "|", box: Box(x: 90, y: 40, width: 6, height: 30), confidence: 0.5)]
        #expect(LineVoteStage.within(line, words).map(\.text) == ["40170", "ALAM"])
    }

    @Test func votedWordsTakeTheBoxesOfAReadingWithAsManyWords() {
        let box = Box(x: 100, y: 40, width: 300, height: 30)
        let a = [Word(text: "SANYO", box: Box(x: 100, y: 40, width: 120, height: 30), confidence: 0.9),
                 Word(text: "SHOP", box: Box(x: 300, y: 40, width: 100, height: 30), confidence: 0.9)]
        let outcome = CharacterVote.Outcome(text: "SANYU SHOP", agreement: [1, 1, 1, 1, 0.5, 1, 1, 1, 1, 1])
        let words = LineVoteStage.words(outcome, readings: [a], lineBox: box)
        #expect(words.map(\.text) == ["SANYU", "SHOP"])
        #expect(words.map(\.box) == a.map(\.box))
        // The confidence is the share of readings that chose the word's characters.
        #expect(words[0].confidence == 0.9 && words[1].confidence == 1)
        // No reading has two words: boxes are shared out along the line by character count.
        let merged = [Word(text: "SANYUSHOP", box: box, confidence: 0.8)]
        let spread = LineVoteStage.words(outcome, readings: [merged], lineBox: box)
        #expect(spread.map(\.box) == [Box(x: 100, y: 40, width: 150, height: 30), Box(x: 280, y: 40, width: 120, height: 30)])
        // A reading whose word reached into the crop's margin (a bracket, a neighbour's descender) lends its
        // place along the line, not its height: the voted words stay on the page line's band, one row.
        let tall = [Word(text: "SANYO", box: Box(x: 100, y: 40, width: 120, height: 30), confidence: 0.9),
                    Word(text: "SHOP", box: Box(x: 300, y: 38, width: 100, height: 52), confidence: 0.9)]
        let banded = LineVoteStage.words(outcome, readings: [tall], lineBox: box)
        #expect(banded.map(\.box) == [Box(x: 100, y: 40, width: 120, height: 30), Box(x: 300, y: 40, width: 100, height: 30)])
    }

    /// corpus/receipts/receipt-01-scan.png after `ocr` (psm single_block), as the receipts pipeline reads it.
    static func receiptReadAsOneBlock() throws -> PageWork {
        let path = "corpus/receipts/receipt-01-scan.png"
        let image = try ImageDecoder().decode(try Repo.data(path), mediaType: .png, file: path)
        var work = PageWork(number: 1, image: image, dpi: 300, documentPath: path)
        try OCRStage(engine: try TesseractEngine(mode: .singleBlock)).process(&work)
        return work
    }

    /// The stage as a worker builds it from a pipeline naming only it.
    static func lineVote(_ spec: StageSpec) throws -> LineVoteStage? {
        try StageRegistry().makePageStages(PipelineDefinition(name: "t", pages: [spec], document: [])).first as? LineVoteStage
    }

    @Test func aCleanReceiptsHeadIsVotedAsItIsPrintedAndStaysInPlace() throws {
        // corpus/receipts/receipt-01-scan.png: the page reading is right; the vote of both models at two
        // sizes and thickened must not change what is printed, and every word stays on its line.
        var work = try Self.receiptReadAsOneBlock()
        let image = try #require(work.image)
        let before = work.paragraphs.flatMap { $0 }
        let stage = try #require(try Self.lineVote(StageSpec(stage: "line_vote", options: ["models": .string("eng")])))
        try stage.process(&work)
        let after = work.paragraphs.flatMap { $0 }
        #expect(after.count == before.count)
        // The head's lines (the top 40 %: name, address, phone, VAT number, date) read as the truth prints them.
        let truth = try JSONDecoder().decode(TruthText.self, from: try Repo.data("corpus/receipts/receipt-01-scan.truth.json"))
        let printed = Set(truth.pages[0].text.split(separator: "\n").map { CharacterVote.collapsed(String($0)) })
        let head = after.filter { $0.box.y < image.height * 2 / 5 }
        #expect(head.count >= 5)
        for line in head { #expect(printed.contains(line.text), "\(line.text)") }
        for (old, new) in zip(before, after) {
            #expect(new.words.allSatisfy { $0.box.y >= old.box.y - old.box.height && $0.box.maxY <= old.box.maxY + old.box.height })
        }
        #expect(work.warnings.isEmpty)
    }

    @Test func aLineNoCropReadsAsSurelyAsThePageIsVotedOnlyWithTheFallbackSlack() throws {
        // The head's first line of corpus/receipts/receipt-01-scan.png given a slipped letter that the page is
        // wholly sure of: every crop reads the line less surely, so at slack 0 nothing may vote and the slip stays.
        var work = try Self.receiptReadAsOneBlock()
        let (p, l) = try #require(work.paragraphs.indices.lazy.flatMap { p in work.paragraphs[p].indices.map { (p, $0) } }
            .first { work.paragraphs[$0][$1].words.contains { $0.text.count >= 5 && $0.text.allSatisfy(\.isLetter) } })
        let w = try #require(work.paragraphs[p][l].words.firstIndex { $0.text.count >= 5 && $0.text.allSatisfy(\.isLetter) })
        let printed = work.paragraphs[p][l].text
        var slipped = Array(work.paragraphs[p][l].words[w].text)
        slipped[1] = slipped[1] == "Q" ? "O" : "Q"
        work.paragraphs[p][l].words[w].text = String(slipped)
        for i in work.paragraphs[p][l].words.indices { work.paragraphs[p][l].words[i].confidence = 1 }
        let slippedText = work.paragraphs[p][l].text

        var stage = LineVoteStage(engines: [try TesseractEngine(mode: .singleLine)])
        (stage.confidenceSlack, stage.targetHeights, stage.thickenedHeights) = (0, [24, 30, 36], [])
        var strict = work
        try stage.process(&strict)
        #expect(strict.paragraphs[p][l].text == slippedText)

        stage.fallbackSlack = 0.2
        try stage.process(&work)
        #expect(work.paragraphs[p][l].text == printed)
    }

    @Test func aMissingModelLeavesTheVoteToTheOthersWithAWarning() throws {
        let spec = StageSpec(stage: "line_vote", options: ["models": .string("eng,zzz")])
        let stage = try #require(try Self.lineVote(spec))
        #expect(stage.engines.count == 1)
        var work = try Self.receiptReadAsOneBlock()
        try stage.process(&work)
        #expect(work.warnings.count == 1)
        #expect(work.warnings.first?.message.contains("zzz") == true)
    }

    @Test func badHeightsAreRejectedBeforeAnyPage() {
        let bad = PipelineDefinition(name: "x", pages: [StageSpec(stage: "line_vote", options: ["thickened_heights": .string("36,x")])],
                                     document: [])
        #expect(throws: PipelineError.invalidValue(file: "p.json", key: "line_vote.thickened_heights",
                                                   reason: "expected positive numbers separated by commas")) {
            try StageRegistry().validate(bad, file: "p.json")
        }
        let none = PipelineDefinition(name: "x", pages: [StageSpec(stage: "line_vote", options: ["thickened_heights": .string("")])],
                                      document: [])
        #expect(throws: Never.self) { try StageRegistry().validate(none, file: "p.json") }
    }
}

/// `line_vote`'s `date_heights`: a date below the head read again and voted part by part.
@Suite struct DateVoteTests {
    @Test func eachPartOfTheDateIsWhatMostReadingsPrint() {
        // SROIE 312's date line as the page read it, then as both models read it cut out at three heights.
        let voted = DateVote.voted(["| 16:58 = 13/08/18", "| 16:58 = 19/05/18", "| 6:88 19/08/18", "| 16:58 = 19/05/18",
                                    "| 16:58 19/05/18", "\\ 1658 19/08/18", "i 16:58 19/05/18"])
        #expect(voted?.text == "19/05/18")
    }

    @Test func thePagesReadingWinsTiesAndReadingsWithNoDateDoNotVote() {
        #expect(DateVote.voted(["Date: 18/02/2018", "Date: 16/02/2018"])?.text == "18/02/2018")
        // Month 45 is no date: those readings leave the page's alone.
        #expect(DateVote.voted(["12/05/2018", "12/45/2018", "12/45/2018"])?.text == "12/05/2018")
        #expect(DateVote.voted(["TOTAL 2.90", "12/05/2018"]) == nil)
    }

    @Test func aDateShapedTokenWhoseDigitsWereReadAsLettersIsVotedThroughTheirLookalikes() {
        // SROIE 416's faint "07/07/17": the page read "OT/OT/L?"; other readings of the line cut out.
        #expect(DateVote.shaped(in: "20256 OT/OT/L?")?.text == "OT/OT/L?")
        // O and T stand for 0 and 7; "L?" and "U" stand for nothing; "G7" for 67 or 07, so it does not vote.
        #expect(DateVote.votedLookalike(["20256 OT/OT/L?", "OU/OT/L?", "G7/0/17", "07717"])?.text == "07/07/17")
    }

    @Test func noDateIsVotedWhereAPartIsUnreadOrTied() {
        #expect(DateVote.votedLookalike(["OT/OT/L?"]) == nil)
        // The month read 07 once and 05 once; the day 07 once and 03 once.
        #expect(DateVote.votedLookalike(["OT/OT/17", "OT/OS/17"]) == nil)
        #expect(DateVote.votedLookalike(["OT/OT/17", "O3/OT/17"]) == nil)
        #expect(DateVote.votedLookalike(["OT/OT/17", "OT/OS/17", "OT/OS/18"])?.text == "07/05/17")
        #expect(DateVote.shaped(in: "Jalan 8521/60, Damansara") == nil)
        #expect(DateVote.shaped(in: "A/B/C") == nil)
    }

    @Test func aDateIsFoundOnlyWhereItsPartsMakeOne() {
        #expect(DateVote.date(in: "Date & time : 16/02/2018 12:04:58")?.text == "16/02/2018")
        #expect(DateVote.date(in: "CB#: 78292158323 14.06.17")?.text == "14.06.17")
        #expect(DateVote.date(in: "SR 6.0% 20.28 1.22") == nil)
        #expect(DateVote.date(in: "INV 2012-0029") == nil)
        #expect(DateVote.date(in: "31/31/2018") == nil)
    }

    @Test func aDigitTheFullPageSlippedOnIsVotedBackAndTheRestOfTheLineStays() throws {
        // Tests/IngestTests/Fixtures/receipt-date-line.png read by the page OCR; its date line is then given a
        // slipped digit (10 → 18, the kind of slip SROIE 157 shows) and an amount-like word, for the stage to work from.
        var work = try ReadPage.singleBlock("Tests/IngestTests/Fixtures/receipt-date-line.png")
        var lines = work.paragraphs.flatMap { $0 }
        let index = try #require(lines.firstIndex { $0.text.contains("10/04/2017") })
        for w in lines[index].words.indices {
            lines[index].words[w].text = lines[index].words[w].text.replacingOccurrences(of: "10/04/2017", with: "18/04/2017")
                .replacingOccurrences(of: "CS-0077188", with: "CS-0O77188")
        }
        work.paragraphs = [lines]
        var stage = LineVoteStage(engines: [try TesseractEngine(mode: .singleLine)])
        (stage.withinTop, stage.dateHeights) = (0.1, [20, 28, 36])
        try stage.process(&work)
        let voted = work.paragraphs.flatMap { $0 }[index].text
        #expect(voted.contains("10/04/2017"))
        // Only the date was voted: the invoice number keeps the page's reading, slip included.
        #expect(voted.contains("CS-0O77188"))
    }
}
