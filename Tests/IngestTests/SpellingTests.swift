import DocModel
import Foundation
import Pipeline
import Testing
@testable import Ingest
@testable import TextRepair

/// The `spelling` document stage: which misread words it respells, which it leaves, and how.
@Suite struct SpellingTests {
    /// A document of one paragraph per line of words (text, confidence).
    func document(_ lines: [[(String, Double)]]) -> Document {
        var document = Document(source: Source(path: "/inbox/receipt.jpg", sha256: "", mediaType: "image/jpeg", byteCount: 0))
        for (n, words) in lines.enumerated() {
            let placed = words.enumerated().map { i, word in
                Word(text: word.0, box: Box(x: 10 + 60 * i, y: 20 * n, width: 50, height: 16), confidence: word.1)
            }
            if let line = Line(words: placed), let block = Block.paragraph(id: "b\(n + 1)", page: 1, lines: [line]) {
                document.blocks.append(block)
            }
        }
        return document
    }

    /// Debian's English word lists, as pipelines/receipts.json uses them (scripts/install-dependencies.sh).
    static let debianLists = SpellingRepair(wordList: WordList(files: StageDefinition.commaList(SpellingStage.definition.string("word_lists", StageSpec(stage: "spelling")))))

    @Test func aLongWordOneLikelySlipFromAListedWordIsRespelledInItsOwnCaseAndPunctuation() throws {
        let repair = Self.debianLists
        try #require(repair.wordList.missing.isEmpty, "wamerican and wbritish are installed")
        var doc = document([[("KESTAURANT", 0.9), ("JIAWEI", 0.95)], [("KLANG,", 0.96), ("MALAYSTA.", 0.54)], [("Cashler:", 0.85)]])
        let changes = repair.repair(&doc)
        #expect(doc.blocks.map(\.text) == ["RESTAURANT JIAWEI", "KLANG, MALAYSIA.", "Cashier:"])
        #expect(doc.blocks[1].lines[0].words[1].text == "MALAYSIA.")
        #expect(changes == [.init(from: "KESTAURANT", to: "RESTAURANT"), .init(from: "MALAYSTA.", to: "MALAYSIA."),
                            .init(from: "Cashler:", to: "Cashier:")])
    }

    @Test func wordsJoinedAtAMarkAreRespelledEachOnItsOwn() throws {
        let repair = Self.debianLists
        try #require(repair.wordList.missing.isEmpty, "wamerican and wbritish are installed")
        var doc = document([[("1st", 0.9), ("Flr,Paradign", 0.8), ("Mall,", 0.9)], [("Lot1F,Paradign2", 0.8)]])
        let changes = repair.repair(&doc)
        #expect(doc.blocks.map(\.text) == ["1st Flr,Paradigm Mall,", "Lot1F,Paradign2"])
        // A token with digits is a code, left as read.
        #expect(changes == [.init(from: "Flr,Paradign", to: "Flr,Paradigm")])
    }

    @Test func shortNamesOneSlipFromAnEnglishWordAreLeftAsRead() throws {
        // Malay place names: Java, Alan, koala and lake are English words one likely slip away.
        var doc = document([[("BANDAR", 0.9), ("JAYA,", 0.7), ("SHAH", 0.9), ("ALAM", 0.6)], [("KUALA", 0.5), ("Loke", 0.5), ("Yew", 0.9)]])
        let before = doc
        #expect(Self.debianLists.repair(&doc).isEmpty)
        #expect(doc == before)
    }

    @Test func aWordTheDocumentReadsSurerElsewhereCorrectsItsMisreading() {
        let repair = SpellingRepair(wordList: WordList(words: []))
        var doc = document([[("Highlands", 0.95), ("Pahang,", 0.96)], [("69000", 0.9), ("Pahany", 0.905), ("Malaysia", 0.97)]])
        #expect(repair.repair(&doc) == [.init(from: "Pahany", to: "Pahang")])
        #expect(doc.blocks[1].text == "69000 Pahang Malaysia")
    }

    @Test func aLabelVouchesForNoSpellingOfTheTextAroundIt() {
        // SROIE 269: "Kampung Dato," read with little confidence, and the form's "Date:" label read sure of.
        let repair = SpellingRepair(wordList: WordList(words: []))
        var doc = document([[("No.Lot", 0.76), ("24,", 0.95), ("Kampung", 0.96), ("Dato,", 0.21)], [("Date:", 0.98), ("21/10/2017", 0.95)]])
        #expect(repair.repair(&doc).isEmpty)
        // The same word read sure of in the text does vouch.
        var text = document([[("Kampung", 0.96), ("Dato,", 0.21)], [("Jalan", 0.9), ("Date", 0.98)]])
        #expect(repair.repair(&text) == [.init(from: "Dato,", to: "Date,")])
    }

    @Test func aSpellingPrintedTwiceElsewhereOutnumbersTheOneReadOnceHoweverSure() {
        // SROIE 474: the large heading read SANYO with confidence; the owner line and the footer say SANYU.
        let repair = SpellingRepair(wordList: WordList(words: ["supply", "stationery", "shop"]))
        var doc = document([[("SANYO", 0.96), ("STATIONERY", 0.96), ("SHOP", 0.97)], [("SANYU", 0.9), ("SUPPLY", 0.9)],
                            [("Facebook:", 0.9), ("Sanyu.Stationery", 0.9)]])
        #expect(repair.repair(&doc) == [.init(from: "SANYO", to: "SANYU")])
        #expect(doc.blocks[0].text == "SANYU STATIONERY SHOP")
    }

    @Test func aListedWordIsNeverTheOutnumberingSpelling() {
        // SDN (sendirian) read twice as the English "SON": the legal form stays as printed.
        let repair = SpellingRepair(wordList: WordList(words: ["son"]))
        var doc = document([[("GARDENIA", 0.9), ("SDN", 0.9), ("BHD", 0.9)], [("MAKASSAR", 0.9), ("SON", 0.8), ("BHD", 0.9)],
                            [("SON", 0.8)]])
        #expect(repair.repair(&doc).isEmpty)
    }

    @Test func aReadingOnlyALittleSurerDoesNotOverruleTheWord() {
        // SROIE 226: "TONYMULY" in one line at 0.94, the right "TONYMOLY" in another at 0.92.
        let repair = SpellingRepair(wordList: WordList(words: []))
        var doc = document([[("TONYMULY", 0.94)], [("TONYMOLY", 0.92), ("VIVA", 0.9)]])
        #expect(repair.repair(&doc).isEmpty)
    }

    @Test func aWordWithTwoKnownNeighboursOrDigitsOrInTheListStays() {
        let repair = SpellingRepair(wordList: WordList(words: ["ordinary", "mailbox", "plastics", "elastics"]))
        // FLASTICS: P and E both read as F; MAILB0X holds a digit; ORDINARY is itself listed.
        var doc = document([[("FLASTICS", 0.5), ("MAILB0X", 0.5), ("ORDINARY", 0.5)]])
        #expect(repair.repair(&doc).isEmpty)
    }

    @Test func listsAndTablesAreLeftAlone() {
        let repair = SpellingRepair(wordList: WordList(words: ["restaurant"]))
        let word = Word(text: "KESTAURANT", box: Box(x: 0, y: 0, width: 80, height: 16), confidence: 0.5)
        let line = Line(box: word.box, confidence: 0.5, words: [word])
        // A list item's text starts after its marker, so it is not its line's text.
        var doc = document([])
        doc.blocks = [Block(id: "b1", type: .listItem, text: "KESTAURANT", provenance: [], lines: [line], marker: "•")]
        doc.blocks[0].lines[0].words.insert(Word(text: "•", box: word.box, confidence: 1), at: 0)
        #expect(repair.repair(&doc).isEmpty)
    }

    @Test func aMissingWordListIsReportedAndTheDocumentsOwnWordsStillCount() throws {
        let stage = SpellingStage(repair: SpellingRepair(wordList: WordList(files: ["/nonexistent/words"])))
        var doc = document([[("ONE", 0.97), ("QNE", 0.83), ("THREE", 0.96)]])
        var diagnostics: [Diagnostic] = []
        try stage.process(&doc, diagnostics: &diagnostics)
        #expect(doc.blocks[0].text == "ONE ONE THREE")
        #expect(diagnostics.map(\.severity) == [.warning, .info])
        #expect(diagnostics[0].message.contains("/nonexistent/words"))
        #expect(diagnostics[1].message == "respelled QNE → ONE")
    }

    @Test func aParagraphWhoseLinesLayoutRanTogetherIsRespelledAndRunTogetherAgain() throws {
        // `layout` joins a paragraph's lines with spaces: the receipt's head, name and address in one block.
        let repair = SpellingRepair(wordList: WordList(words: []))
        var doc = document([])
        let lines = [[("QNE", 0.83), ("ONE", 0.97), ("THREE", 0.96)], [("NO.1,", 0.9), ("TAMAN", 0.9)]].enumerated().compactMap { n, words in
            Line(words: words.enumerated().map { i, word in
                Word(text: word.0, box: Box(x: 10 + 60 * i, y: 20 * n, width: 50, height: 16), confidence: word.1)
            })
        }
        doc.blocks = [try #require(Block.paragraph(id: "b1", page: 1, lines: lines))]
        doc.blocks[0].text = "QNE ONE THREE NO.1, TAMAN"
        #expect(repair.repair(&doc) == [.init(from: "QNE", to: "ONE")])
        #expect(doc.blocks[0].text == "ONE ONE THREE NO.1, TAMAN")
        #expect(doc.blocks[0].lines[0].words[0].text == "ONE")
    }

    @Test func withReceiptsOnlyALetterIsLeftAsReadAndAReceiptRespelled() throws {
        // The default pipeline respells receipts only: a letter's words are as Tesseract read them.
        let stage = SpellingStage(repair: SpellingRepair(wordList: WordList(words: [])), receiptsOnly: true)
        var letter = document([[("Dear", 0.95), ("Mr", 0.95), ("Smith,", 0.95)], [("ONE", 0.97), ("QNE", 0.83), ("THREE", 0.96)],
                               [("we", 0.95), ("write", 0.95), ("about", 0.95), ("your", 0.95), ("order.", 0.95)],
                               [("Yours", 0.95), ("sincerely,", 0.95)]])
        let asRead = letter
        var diagnostics: [Diagnostic] = []
        try stage.process(&letter, diagnostics: &diagnostics)
        #expect(letter == asRead)
        #expect(diagnostics.isEmpty)
        var receipt = document([[("ONE", 0.97), ("QNE", 0.83), ("THREE", 0.96), ("SEAFOOD", 0.96)], [("Date:", 0.9), ("19-05-2018", 0.9), ("12:46", 0.9)],
                                [("RICE", 0.9), ("2.00", 0.9)], [("TEA", 0.9), ("1.40", 0.9)], [("SUBTOTAL", 0.9), ("3.40", 0.9)],
                                [("GST", 0.9), ("0.20", 0.9)], [("TOTAL", 0.9), ("3.60", 0.9)], [("CASH", 0.9), ("5.00", 0.9)],
                                [("CHANGE", 0.9), ("1.40", 0.9)]])
        try stage.process(&receipt, diagnostics: &diagnostics)
        #expect(receipt.blocks[0].text == "ONE ONE THREE SEAFOOD")
        #expect(diagnostics.map(\.message) == ["respelled QNE → ONE"])
    }

    @Test func thePipelineCatalogKnowsTheStageAndItsOptions() throws {
        let registry = StageRegistry()
        let pipeline = try PipelineDefinition.decode(Data(#"{"name":"t","version":1,"pages":[],"document":[{"stage":"spelling","options":{"min_list_length":6,"seen_margin":0.1,"character_model":"/nonexistent/id.dic","model_margin":3,"model_min_length":6}}]}"#.utf8), file: "t.json", catalog: registry.catalog)
        let stages = registry.makeDocumentStages(pipeline)
        let stage = try #require(stages.first as? SpellingStage)
        #expect(stage.repair.minListLength == 6)
        #expect(stage.repair.seenMargin == 0.1)
        #expect(stage.repair.characterModel?.missing == ["/nonexistent/id.dic"])
        #expect(stage.repair.modelMargin == 3)
        #expect(stage.repair.modelMinLength == 6)
    }

    /// Malay-like words, none ending in "-urt" or "-ona", and no "malur-" anywhere.
    static let malayish = ["duri", "puteri", "negeri", "kuri", "nuri", "bentong", "kosong", "tolong", "gotong", "jalan", "taman"]

    @Test func theCharacterModelFindsAWordLikeItsListsWordsLikelierCaseIgnored() {
        let malay = CharacterModel(wordLists: [Self.malayish])
        #expect(malay.logProbability("MALURI") > malay.logProbability("MALURT") + 2)
        #expect(malay.logProbability("Bentong") > malay.logProbability("Bentona") + 2)
        #expect(malay.logProbability("MALURI") == malay.logProbability("maluri"))
        #expect(malay.logProbability("x") < 0)
        // Each language counts: with English words ending in "-rt" beside them, "MALURT" is no longer unlikely.
        let both = CharacterModel(wordLists: [Self.malayish, ["start", "part", "hurt"]])
        #expect(both.logProbability("part") > malay.logProbability("part") + 2)
        #expect(both.logProbability("MALURT") > malay.logProbability("MALURT"))
    }

    @Test func theCharacterModelSettlesBetweenTwoSpellingsWhereConfidenceChoseTheWrongOne() {
        // SROIE 094: the head's first address line voted "MALURI", the second read "MALURT" surer.
        let lines: [[(String, Double)]] = [[("TAMAN", 0.9), ("MALURI", 0.86), ("SC", 0.9)], [("TAMAN", 0.9), ("MALURT", 0.95)]]
        var withoutModel = document(lines)
        _ = SpellingRepair(wordList: WordList(words: [])).repair(&withoutModel)
        #expect(withoutModel.blocks.map(\.text) == ["TAMAN MALURT SC", "TAMAN MALURT"])

        var repair = SpellingRepair(wordList: WordList(words: []))
        repair.characterModel = CharacterModel(wordLists: [Self.malayish])
        var doc = document(lines)
        #expect(repair.repair(&doc) == [.init(from: "MALURT", to: "MALURI")])
        #expect(doc.blocks.map(\.text) == ["TAMAN MALURI SC", "TAMAN MALURI"])
    }

    @Test func shortAbbreviationsAreLeftToTheConfidences() {
        // The model likes "SON" far better than the legal form "SDN", and "inct" better than "incl".
        var repair = SpellingRepair(wordList: WordList(words: []))
        repair.characterModel = CharacterModel(wordLists: [["son", "person", "lesson", "distinct", "instinct"]])
        var doc = document([[("GARDENIA", 0.9), ("SDN", 0.9), ("BHD", 0.9)], [("SON", 0.92), ("incl", 0.9)], [("inct", 0.91)]])
        #expect(repair.repair(&doc).isEmpty)
    }

    @Test func debiansIndonesianAndEnglishListsFindMalayEndingsLikelier() throws {
        // pipelines/receipts.json's model (hunspell-id, wamerican; scripts/install-dependencies.sh).
        let model = CharacterModel(files: ["/usr/share/hunspell/id_ID.dic", "/usr/share/dict/american-english"])
        try #require(model.missing.isEmpty, "hunspell-id and wamerican are installed")
        // Margins checked with an independent Python 4-gram model of the same lists: 4.7, 3.6 and 4.0.
        #expect(model.logProbability("MALURI") - model.logProbability("MALURT") > 3)
        #expect(model.logProbability("BENTONG") - model.logProbability("BENTONA") > 3)
        #expect(model.logProbability("DEDAP") - model.logProbability("DEDAF") > 3)
        // Names are not the likeliest strings: the model alone must never respell ("TAMPOI" → "TAMPAI").
        #expect(model.logProbability("TAMPOI") < model.logProbability("TAMPAI"))
    }
}
