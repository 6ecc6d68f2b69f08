import DocModel
import Foundation
import Testing
@testable import Ingest
@testable import TextRepair
@testable import Receipts

/// The `merchant_memory` document stage: earlier receipts of one merchant outvote a receipt's slips, and
/// nothing else changes it.
@Suite struct MerchantMemoryTests {
    let memory = MerchantMemory()

    @Test func twoEarlierReadingsOfTheSameAddressOutvoteThisReceiptsSlip() {
        // Each reading slips somewhere else: this one reads B as R, an earlier one 6 as 4.
        let voted = memory.respelled("LOT 1851-A & 1851-R, JALAN KPB 6, BALAKONG",
                                     earlier: ["LOT 1851-A & 1851-B, JALAN KPB 6, BALAKONG",
                                               "LOT 1851-A & 1851-B, JALAN KPB 4, BALAKONG"])
        #expect(voted?.text == "LOT 1851-A & 1851-B, JALAN KPB 6, BALAKONG")
        #expect(voted?.readings == 2)
    }

    @Test func aLetterTwoEarlierReadingsAddIsAddedAndOneTheyDropIsDropped() {
        #expect(memory.respelled("GARDENIA BAKERIES (KI) SDN BHD",
                                 earlier: ["GARDENIA BAKERIES (KL) SDN BHD", "GARDENIA BAKERIES (KL) SDN BHD"])?.text
                == "GARDENIA BAKERIES (KL) SDN BHD")
        #expect(memory.respelled("5 LOT 3, JALAN PELABUR 23/1", earlier: ["LOT 3, JALAN PELABUR 23/1", "LOT 3, JALAN PELABUR 23/1"])?.text
                == "LOT 3, JALAN PELABUR 23/1")
        #expect(memory.respelled("GARDENIA ES (KL) SDN BHD",
                                 earlier: ["GARDENIA BAKERIES (KL) SDN BHD", "GARDENIA BAKERIES (KL) SDN BHD",
                                           "GARDENIA BAKERIES (KI) SDN BHD"])?.text == "GARDENIA BAKERIES (KL) SDN BHD")
    }

    @Test func oneEarlierReadingNeverOverridesThisReceipt() {
        #expect(memory.respelled("JALAN KPB 4", earlier: ["JALAN KPB 6"]) == nil)
    }

    @Test func oneEarlierReadingSettlesALongWordTheCharacterModelFindsFarLikelier() {
        // SROIE 514 and 508, one shop's dot-matrix head: each reading slips in another word, and with one earlier
        // reading there is no majority. The word model settles the long word; the short one ("AIK", "ATH") says too
        // little and stays as read.
        var memory = MerchantMemory()
        memory.characterModel = CharacterModel(wordLists: [["hardware", "software", "warehouse", "harbour", "hard", "ware"]])
        let voted = memory.respelled("AIK HUAT HAKLWARE ENTERPRISE", earlier: ["ATH HUAT HARDWARE ENTERPRISE"])
        #expect(voted?.text == "AIK HUAT HARDWARE ENTERPRISE")
        #expect(voted?.readings == 1)
        // The other way round the model keeps this receipt's word, and without a model nothing changes.
        #expect(memory.respelled("ATH HUAT HARDWARE ENTERPRISE", earlier: ["AIK HUAT HAKLWARE ENTERPRISE"]) == nil)
        #expect(MerchantMemory().respelled("AIK HUAT HAKLWARE ENTERPRISE", earlier: ["ATH HUAT HARDWARE ENTERPRISE"]) == nil)
        // A word spelled otherwise by more than a letter in three is another word, not a slip.
        #expect(memory.settledWords("WAREHOUSE ONE", alike: ["HARDWARE ONE"]) == nil)
        // Case and punctuation stay this receipt's.
        #expect(memory.settledWords("Haklware, Alam", alike: ["HARDWARE. ALAM"]) == "Hardware, Alam")
    }

    @Test func aSplitWithNoMajorityAgainstItKeepsThisReceiptsReading() {
        #expect(memory.respelled("JALAN KPB 4", earlier: ["JALAN KPB 6", "JALAN KPB 8"]) == nil)
    }

    @Test func otherMerchantsDoNotVote() {
        // Alike by a fifth at most (0.22 and 0.61 < 0.75): a shop named otherwise does not vote, however
        // many of its receipts there are.
        let earlier = Array(repeating: "RESTORAN WAN SHENG", count: 3)
        #expect(memory.respelled("PROSPER NIAGA", earlier: earlier) == nil)
        let address = Array(repeating: "NO.2, JALAN TEMENGGUNG 19/9, SEKSYEN 9, BANDAR MAHKOTA CHERAS, 43200 CHERAS, SELANGOR", count: 3)
        #expect(memory.respelled("LOT PT 1138 ,PT 33122, BANDAR MAHKOTA CHERAS 43200 CHERAS, SELANGOR", earlier: address) == nil)
    }

    @Test func aChainsOtherBranchIsNotTakenForASlip() {
        // Alike enough to vote (1 − 6/27 = 0.78), but the vote would rewrite a word, not a letter of it.
        let other = Array(repeating: "MR. D.I.Y. (M) SDN BHD", count: 3)
        #expect(memory.respelled("MR. D.I.Y. (KUCHAI) SDN BHD", earlier: other) == nil)
        #expect(memory.respelled("MR. D.I.Y. (M) SDN BHD", earlier: Array(repeating: "MR. D.I.Y. (KUCHAI) SDN BHD", count: 3)) == nil)
    }

    @Test func whenShopsNamedAlikeBlendTheReadingsMatchingWordForWordVoteAlone() {
        // scripts/bench/bench-merchant-memory.py: a neighbour's "JAYA ALAM BERSATU" is alike enough to vote (0.8), and with
        // it the vote rewrites MAJU and is refused; this shop's own readings then vote on their own.
        let neighbours = Array(repeating: "JAYA ALAM BERSATU SDN BHD", count: 4)
        let voted = memory.respelled("JAYA TLAM MAJU SDN BHD", earlier: ["JAYA ALAM MAJU SDN BHD", "JAYA ALAM MAJU SDN BHD"] + neighbours)
        #expect(voted?.text == "JAYA ALAM MAJU SDN BHD")
        #expect(voted?.readings == 2)
        // Too few matching readings for a vote leave the reading as it is.
        #expect(memory.respelled("JAYA TLAM MAJU SDN BHD", earlier: ["JAYA ALAM MAJU SDN BHD"] + neighbours) == nil)
        #expect(MerchantMemory.matchesWordForWord("JAYA TLAM MAJU", "jaya  alam maju"))
        #expect(!MerchantMemory.matchesWordForWord("JAYA ALAM MAJU", "JAYA ALAM BERSATU"))
        #expect(!MerchantMemory.matchesWordForWord("JAYA ALAM MAJU", "JAYA ALAM MAJU JAYA"))
    }

    @Test func lettersGluedToAWordsEndsRewriteItLikeLettersInside() {
        // scripts/bench/bench-merchant-memory.py: "JAYA TLAM MAJU" voted with its own shop's readings and a neighbour's
        // "JAYA ALAM BERSATU" came out "JAYA ALAM BERMATU"; letters added before or after a word grow it into another.
        #expect(!MerchantMemory.keepsWords("JAYA ALAM MAJU", "JAYA ALAM BERMAJU"))
        #expect(!MerchantMemory.keepsWords("JAYA ALAM MAJU", "JAYA ALAM MAJUSATU"))
        // A letter or mark at an end is still a slip, and so is a space put between words.
        #expect(MerchantMemory.keepsWords("JAYA ALAM MAJU", "JAYA ALAM MAJU."))
        #expect(MerchantMemory.keepsWords("Selangor", "Selangor."))
        #expect(MerchantMemory.keepsWords("Bahru,Johor", "Bahru, Johor"))
    }

    @Test func anAddressWhoseNumbersAllStayMayHaveAGarbledWordPutRight() {
        // SROIE 336: one word read as another ("mpeg", Tesseract 0.29 sure of it), the lot, road number and
        // postcode read right; the other receipts of the shop print the same address.
        let printed = "Lot 3, Jalan Pelabur 23/1, 40300 Shah Alam, Selangor."
        #expect(memory.respelled("Lot3, mpeg 23/1, 40300 Shah Alam, Selangor.", earlier: [printed, printed, printed])?.text == printed)
        // A number the vote would change: another place, not this one misread.
        let elsewhere = "Lot 3, Jalan Pelabur 23/1, 40500 Shah Alam, Selangor."
        #expect(memory.respelled("Lot3, mpeg 23/1, 40300 Shah Alam, Selangor.", earlier: [elsewhere, elsewhere, elsewhere]) == nil)
        // The rewritten text must be what two readings print, not a blend of readings that differ.
        #expect(memory.respelled("Lot3, mpeg 23/1, 40300 Shah Alam, Selangor.",
                                 earlier: [printed, "Lot 3, Jalan Pelabur 23/1, 40300 Shah Alam, Selangor"]) == nil)
        #expect(MerchantMemory.numbers("Lot3, mpeg 23/1, 40300") == ["3", "23", "1", "40300"])
    }

    @Test func aNameSpacedOtherwiseInSeveralPlacesIsAnotherPrintNotASlip() {
        // SROIE 079's till prints the name without spaces; the chain's other receipts print it spaced.
        let spaced = Array(repeating: "MR. D.I.Y. (M) SDN BHD", count: 4)
        #expect(memory.respelled("MR.D.I.Y(M)SDN BHD", earlier: spaced) == nil)
        #expect(MerchantMemory.spacingChanges("MR.D.I.Y(M)SDN BHD", "MR. D.I.Y. (M) SDN BHD") == 3)
        // One space OCR added is still put right, as is a lost full stop.
        #expect(memory.respelled("81200 Johor Bahru, Johor", earlier: ["81200 Johor Bahru,Johor", "81200 Johor Bahru,Johor"])?.text
                == "81200 Johor Bahru,Johor")
        #expect(memory.respelled("Shah Alam, Selangor", earlier: ["Shah Alam, Selangor.", "Shah Alam, Selangor."])?.text
                == "Shah Alam, Selangor.")
    }

    @Test func anAddressVotesOnlyWithReceiptsOfAlikeName() throws {
        // Two shops of one mall: their addresses are as alike as one shop's readings, with another lot number
        // (scripts/bench/bench-merchant-memory.py's shops are like that: 830 → 968 of 1000 receipts right).
        var receipt = try #require(Self.receiptDocument(merchant: "KEDAI EMAS SENTOSA SDN BHD", address: "LOT G29, AEON MALL, 81100 JOHOR").receipt)
        let neighbours = Array(repeating: Receipt.MerchantReading(name: "RESTORAN MAJU JAYA", address: "LOT G28, AEON MALL, 81100 JOHOR"), count: 3)
        #expect(memory.apply(to: &receipt, readings: neighbours).isEmpty)
        #expect(receipt.address?.value == "LOT G29, AEON MALL, 81100 JOHOR")
        // The same shop's own earlier receipts still vote its address.
        let own = Array(repeating: Receipt.MerchantReading(name: "KEDAI EMAS SENTOSA SDN BHD", address: "LOT G29, AEON MALL, 81100 JOHOR."), count: 2)
        #expect(memory.apply(to: &receipt, readings: neighbours + own).map(\.field) == ["address"])
        #expect(receipt.address?.value == "LOT G29, AEON MALL, 81100 JOHOR.")
    }

    @Test func readingsThatDifferOnlyByCaseAndSpacingChangeNothing() {
        #expect(memory.respelled("Lot 3,  Jalan Pelabur", earlier: ["LOT 3, JALAN PELABUR", "LOT 3, JALAN PELABUR"]) == nil)
    }

    static func receiptDocument(merchant: String, address: String) -> Document {
        var document = Document(source: Source(path: "/inbox/receipt.jpg", sha256: "", mediaType: "image/jpeg", byteCount: 0))
        document.kind = DocumentKind(kind: .receipt, confidence: 0.9)
        document.receipt = Receipt(merchant: Receipt.Field(value: merchant, page: 1, box: Box(x: 1, y: 2, width: 3, height: 4), confidence: 0.7),
                                   address: Receipt.Field(value: address, page: 1, box: nil, confidence: 0.6))
        return document
    }

    @Test func theStageKeepsWhatWasReadAsACorrectionAndTheLogVotesWithIt() throws {
        let log = MerchantReadingLog()
        for _ in 0..<2 { log.record(Self.receiptDocument(merchant: "MR. D.I.Y. (KUCHAI) SDN BHD", address: "JALAN KPB 6, BALAKONG")) }
        let stage = MerchantMemoryStage(memory: memory, source: log, limit: 100)
        var document = Self.receiptDocument(merchant: "MR. D.I.Y. (KUCHAT) SDN BHD", address: "JALAN KPB 6, BALAKONG")
        var diagnostics: [Diagnostic] = []
        try stage.process(&document, diagnostics: &diagnostics)
        let receipt = try #require(document.receipt)
        #expect(receipt.merchant == Receipt.Field(value: "MR. D.I.Y. (KUCHAI) SDN BHD", page: 1, box: Box(x: 1, y: 2, width: 3, height: 4), confidence: 0.7))
        #expect(receipt.address?.value == "JALAN KPB 6, BALAKONG")
        #expect(receipt.corrections == [Receipt.Correction(field: "merchant", read: "MR. D.I.Y. (KUCHAT) SDN BHD", corrected: "MR. D.I.Y. (KUCHAI) SDN BHD")])
        #expect(diagnostics.map(\.severity) == [.info])
        #expect(diagnostics.first?.message.contains("with 2 earlier receipts") == true)
        // What the next receipt votes with is what this one read, not the respelling.
        log.record(document)
        #expect(try log.merchantReadings(limit: 1) == [Receipt.MerchantReading(name: "MR. D.I.Y. (KUCHAT) SDN BHD", address: "JALAN KPB 6, BALAKONG")])
    }

    @Test func withoutEarlierReceiptsOrASourceTheStageChangesNothing() throws {
        let original = Self.receiptDocument(merchant: "MR. D.I.Y. (KUCHAT) SDN BHD", address: "JALAN KPB 6")
        for source in [MerchantReadingLog(), nil] as [MerchantReadingLog?] {
            var document = original
            var diagnostics: [Diagnostic] = []
            try MerchantMemoryStage(memory: memory, source: source, limit: 100).process(&document, diagnostics: &diagnostics)
            #expect(document == original)
            #expect(diagnostics.isEmpty)
        }
    }

    struct BrokenSource: MerchantReadingSource {
        struct Failure: Error {}
        func merchantReadings(limit: Int) throws -> [Receipt.MerchantReading] { throw Failure() }
    }

    @Test func aStoreThatCannotBeReadLeavesTheReceiptAsReadWithAWarning() throws {
        let original = Self.receiptDocument(merchant: "SHOP", address: "STREET")
        var document = original
        var diagnostics: [Diagnostic] = []
        try MerchantMemoryStage(memory: memory, source: BrokenSource(), limit: 100).process(&document, diagnostics: &diagnostics)
        #expect(document == original)
        #expect(diagnostics.map(\.severity) == [.warning])
    }
}
