import DocModel
import Extraction
import Foundation
import Testing

/// A receipt's address and the address entity of the same words are one value (issue 28: "the receipt's
/// address equals its address entity"); a receipt that read other words keeps its own.
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

    @Test func aReceiptThatReadOtherWordsKeepsItsOwn() {
        var doc = Self.document(receiptAddress: "3189 PARK DRIVE UNIT 10 AUSTIN, TX 78788 USA",
                                entity: "3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788")
        ReceiptAddressEntity.adopt(in: &doc)
        #expect(doc.receipt?.address?.value == "3189 PARK DRIVE UNIT 10 AUSTIN, TX 78788 USA")
    }

    @Test func aReceiptAddressRunningOnIntoTheDateLineEndsWhereTheEntityEnds() {
        // corpus/entities-random receipts print the date under the address: the receipt stage read it on.
        var doc = Self.document(receiptAddress: "LINZER GASSE 30 5020 SALZBURG 5. Januar 2024", entity: "LINZER GASSE 30, 5020 SALZBURG")
        doc.entities?.append(Entity(kind: .date, text: "5. Januar 2024", normalized: "2024-01-05", blockID: "b3",
                                    range: TextRange(start: 0, length: 14), page: 1, box: nil, confidence: 0.9))
        ReceiptAddressEntity.adopt(in: &doc)
        #expect(doc.receipt?.address?.value == "LINZER GASSE 30, 5020 SALZBURG")
        // Words after the address that are no date or phone the page shows are the receipt's own reading.
        var other = Self.document(receiptAddress: "LINZER GASSE 30 5020 SALZBURG KASSE 2", entity: "LINZER GASSE 30, 5020 SALZBURG")
        ReceiptAddressEntity.adopt(in: &other)
        #expect(other.receipt?.address?.value == "LINZER GASSE 30 5020 SALZBURG KASSE 2")
    }
}
