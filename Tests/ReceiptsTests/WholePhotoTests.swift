import DocModel
import Receipts
import Testing

/// A receipt photographed on a tablecloth or a patterned desk gave the page finder false sides, and the page cut
/// from the photo held the receipt's head alone: the photo read whole is taken where it reads as a receipt and the
/// cut page does not (`ReceiptReadings.wholePhotoIsTheReceipt`). The readings are made up, word by word.
@Suite struct WholePhotoTests {
    /// Lines of `texts`, each word 100 px wide and 24 px high, one line every 40 px; a last word that is an amount
    /// stands at the right, as a till prints it.
    func reading(_ texts: [String]) -> [[Word]] {
        texts.enumerated().map { i, text in
            let parts = text.split(separator: " ").map(String.init)
            return parts.enumerated().map { j, part in
                let x = j == parts.count - 1 && part.contains(".") ? 500 : 20 + 110 * j
                return Word(text: part, box: Box(x: x, y: 40 * i + 20, width: 100, height: 24), confidence: 0.9)
            }
        }
    }

    /// The slip's head as the cut page holds it: name, street, town and phone, the terminal's number.
    let head = ["MOS CRAB & PASTA FACTORY", "502 ALBEMARLE ST", "BALTIMORE MD 21202", "410-837-1600", "Terminal ID: 01257838"]

    /// The whole slip: the head, then the sale as the card terminal prints it.
    var slip: [String] {
        head + ["6/20/15 6:56 PM", "SERVER #: 17", "VISA - SWIPE", "CREDIT SALE", "AMOUNT $83.51", "TIP $14.20",
                "TOTAL $97.71", "APPROVED"]
    }

    @Test func aSlipWhoseOutlineCutItsHeadOffIsReadFromThePhotoWhole() {
        #expect(ReceiptReadings.wholePhotoIsTheReceipt(page: reading(head), pageWidth: 854, pageHeight: 713,
                                                       photo: reading(slip), photoWidth: 648, photoHeight: 900))
    }

    @Test func aPageThatReadsAsAReceiptKeepsItsOutlineAndAPhotoThatReadsAsNoneIsNotTaken() {
        // The cut page a receipt already: the outline stands, whatever the photo reads.
        #expect(!ReceiptReadings.wholePhotoIsTheReceipt(page: reading(slip), pageWidth: 648, pageHeight: 900,
                                                        photo: reading(slip), photoWidth: 648, photoHeight: 900))
        // A letter photographed on a desk: neither reading is a receipt, the page found stays.
        let letter = ["Dear Ms Baker,", "Thank you for your letter of 3 May about the garden wall we share.",
                      "I agree that the repair should be shared between us.", "Yours sincerely,", "Tom Hill"]
        #expect(!ReceiptReadings.wholePhotoIsTheReceipt(page: reading(Array(letter.prefix(2))), pageWidth: 900, pageHeight: 600,
                                                        photo: reading(letter), photoWidth: 1200, photoHeight: 1600))
    }
}
