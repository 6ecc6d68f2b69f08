import DocModel
import Extraction
import Foundation
import Testing

/// A receipt's address and the address entity found where it lies are one value (issue 28: "the receipt's
/// address equals its address entity"); a receipt's address where no entity lies keeps its own reading.
@Suite struct ReceiptAddressEntityTests {
    static func document(receiptAddress: String, entity: String) -> Document {
        var doc = DocumentExtractorTests.page([])
        let box = Box(x: 300, y: 170, width: 300, height: 130)
        doc.receipt = Receipt(address: Receipt.Field(value: receiptAddress, page: 1, box: box, confidence: 0.9))
        doc.entities = [Entity(kind: .address, text: entity, normalized: entity, blockID: "b2",
                               range: TextRange(start: 0, length: entity.count), page: 1,
                               box: Box(x: 310, y: 175, width: 280, height: 120), confidence: 0.9)]
        return doc
    }

    @Test func aReceiptsAddressReadingTheSameWordsIsTheEntitysValue() {
        var doc = Self.document(receiptAddress: "3189 PARK DRIVE UNIT 10 AUSTIN, TX 78788",
                                entity: "3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788")
        ReceiptAddressEntity.adopt(in: &doc)
        #expect(doc.receipt?.address?.value == "3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788")
    }

    @Test func aPostcodeTheEntityReadByItsShapeIsTheSameWords() {
        var doc = Self.document(receiptAddress: "220 YONGE ST TORONTO ON MSB 2H1", entity: "220 YONGE ST, TORONTO ON M5B 2H1")
        ReceiptAddressEntity.adopt(in: &doc)
        #expect(doc.receipt?.address?.value == "220 YONGE ST, TORONTO ON M5B 2H1")
    }

    @Test func aRomanNumeralTheEntityReadAgainIsTheSameWords() {
        // A photographed Italian receipt (it-receipt-37-photo of the seed-9417 set): the receipt stage keeps "Il",
        // the address entity reads the street's numeral "II".
        var doc = Self.document(receiptAddress: "CORSO VITTORIO EMANUELE Il 21 10128 TORINO",
                                entity: "CORSO VITTORIO EMANUELE II 21, 10128 TORINO")
        ReceiptAddressEntity.adopt(in: &doc)
        #expect(doc.receipt?.address?.value == "CORSO VITTORIO EMANUELE II 21, 10128 TORINO")
    }

    @Test func aReceiptThatReadOtherWordsWhereTheEntityLiesTakesTheEntitysValue() {
        // A WildReceipt photo's head as the receipt stage read it (the phone line between the town's two words)
        // and the address entity found on the same lines: one address, the detector's.
        var doc = Self.document(receiptAddress: "Highland (323) 551-6884 Mor: Roger Park, CA 90042",
                                entity: "5250 York Blvd., Highland Park, CA 90042")
        ReceiptAddressEntity.adopt(in: &doc)
        #expect(doc.receipt?.address?.value == "5250 York Blvd., Highland Park, CA 90042")
        #expect(doc.receipt?.address?.box == Box(x: 310, y: 175, width: 280, height: 120))
        var country = Self.document(receiptAddress: "3189 PARK DRIVE UNIT 10 AUSTIN, TX 78788 USA",
                                    entity: "3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788")
        ReceiptAddressEntity.adopt(in: &country)
        #expect(country.receipt?.address?.value == "3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788")
    }

    @Test func aReceiptAddressWhereNoEntityLiesKeepsItsOwn() {
        // A Malaysian address the detector does not know; the only address entity is a letterhead's at the foot,
        // or it touches the receipt's address by a corner only.
        for entityBox in [Box(x: 300, y: 900, width: 300, height: 60), Box(x: 580, y: 290, width: 200, height: 80)] {
            var doc = Self.document(receiptAddress: "LOT 5, JALAN SS 15/4, 47500 SUBANG JAYA, SELANGOR",
                                    entity: "12 Harbour Road, Howth, Co. Dublin, D13 E2W4")
            doc.entities?[0].box = entityBox
            ReceiptAddressEntity.adopt(in: &doc)
            #expect(doc.receipt?.address?.value == "LOT 5, JALAN SS 15/4, 47500 SUBANG JAYA, SELANGOR")
        }
    }

    @Test func aReceiptAddressRunningOnIntoTheDateLineEndsWhereTheEntityEnds() {
        // corpus/entities-random receipts print the date under the address: the receipt stage read it on.
        var doc = Self.document(receiptAddress: "LINZER GASSE 30 5020 SALZBURG 5. Januar 2024", entity: "LINZER GASSE 30, 5020 SALZBURG")
        doc.entities?.append(Entity(kind: .date, text: "5. Januar 2024", normalized: "2024-01-05", blockID: "b3",
                                    range: TextRange(start: 0, length: 14), page: 1, box: nil, confidence: 0.9))
        ReceiptAddressEntity.adopt(in: &doc)
        #expect(doc.receipt?.address?.value == "LINZER GASSE 30, 5020 SALZBURG")
        // Other words after the address ("KASSE 2", the till): the entity lies where the receipt's address lies.
        var other = Self.document(receiptAddress: "LINZER GASSE 30 5020 SALZBURG KASSE 2", entity: "LINZER GASSE 30, 5020 SALZBURG")
        ReceiptAddressEntity.adopt(in: &other)
        #expect(other.receipt?.address?.value == "LINZER GASSE 30, 5020 SALZBURG")
    }

    /// Blocks of one line each, words 20 px a character apart by a space, as `DocumentExtractorTests.line` lays them.
    static func blocks(_ lines: [(id: String, text: String, x: Int, y: Int)]) -> [Block?] {
        lines.map { line in
            var x = line.x
            let words = line.text.split(separator: " ").map { word in
                defer { x += 20 * word.count + 20 }
                return (String(word), x)
            }
            return Block.paragraph(id: line.id, page: 1, lines: [DocumentExtractorTests.line(words, y: line.y)].compactMap { $0 })
        }
    }

    @Test func aReceiptsAddressWhoseLinesTheReadingOrderPartedIsTheAddressEntity() {
        // A photographed UK receipt: the shop's name and its street read as one block, the VAT number printed beside
        // the town read as the block between them, so no run of blocks holds the address; the receipt's rows, by
        // position, hold "3 Mill Lane" and "Leeds LS1 5DL" one under the other.
        var doc = DocumentExtractorTests.page(Self.blocks([
            ("b1", "MILL CAFE 3 Mill Lane", 100, 100), ("b2", "VAT 123456789", 500, 150), ("b3", "Leeds LS1 5DL", 100, 150),
        ]))
        // "3 Mill Lane" starts at x 100 + 20·4 + 20 + 20·4 + 20 = 300; "Leeds LS1 5DL" ends at 100 + 20·11 + 40 = 360.
        doc.receipt = Receipt(address: Receipt.Field(value: "3 Mill Lane Leeds LS1 5DL", page: 1,
                                                     box: Box(x: 100, y: 100, width: 400, height: 90), confidence: 0.6))
        ReceiptAddressEntity.adopt(in: &doc)
        let addresses = (doc.entities ?? []).filter { $0.kind == .address }
        #expect(addresses.count == 1)
        #expect(addresses.first?.normalized == "3 Mill Lane, Leeds LS1 5DL")
        #expect(doc.receipt?.address?.value == addresses.first?.normalized)
        // Reported on the block of its first word, from that word on: "3 Mill Lane" of "MILL CAFE 3 Mill Lane".
        #expect(addresses.first?.blockID == "b1")
        #expect(addresses.first?.range == TextRange(start: 10, length: 11))
    }

    @Test func aReceiptsAddressTheDetectorDoesNotReadWholeMakesNoEntity() {
        // Words before the street the detector does not take ("MILL CAFE", the name read into the address), or no
        // address at all: the receipt keeps its reading and the page gains no address.
        for value in ["MILL CAFE 3 Mill Lane Leeds LS1 5DL", "LOT 5, JALAN SS 15/4, 47500 SUBANG JAYA"] {
            var doc = DocumentExtractorTests.page(Self.blocks([("b1", value, 100, 100)]))
            doc.receipt = Receipt(address: Receipt.Field(value: value, page: 1, box: Box(x: 100, y: 100, width: 900, height: 40),
                                                         confidence: 0.6))
            ReceiptAddressEntity.adopt(in: &doc)
            #expect((doc.entities ?? []).isEmpty)
            #expect(doc.receipt?.address?.value == value)
        }
    }
}
