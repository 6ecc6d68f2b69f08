import DocModel
import Foundation
import Testing
@testable import Store

/// `DocumentStore.merchantReadings`: the merchant memory's evidence, as the OCR read it.
@Suite struct MerchantReadingStoreTests {
    static func receiptDocument(_ sha: Character, merchant: String?, address: String?,
                                corrections: [Receipt.Correction] = []) -> Document {
        var document = Document(source: Source(path: "inbox/\(sha).jpg", sha256: String(repeating: sha, count: 64),
                                               mediaType: "image/jpeg", byteCount: 10),
                                pages: [Page(number: 1, width: 600, height: 1500, dpi: 300, textSource: .ocr)])
        document.kind = DocumentKind(kind: .receipt, confidence: 0.9)
        document.receipt = Receipt(merchant: merchant.map { Receipt.Field(value: $0, page: 1, box: nil, confidence: 0.8) },
                                   address: address.map { Receipt.Field(value: $0, page: 1, box: nil, confidence: 0.8) },
                                   corrections: corrections)
        return document
    }

    @Test func storedReceiptsGiveTheirReadingsNewestFirstAsTheOCRReadThem() throws {
        let database = try TemporaryDatabase()
        let store = try DocumentStore(path: database.path)
        _ = try store.save(Samples.report(Self.receiptDocument("a", merchant: "BLUE DOOR CAFE", address: "1 HIGH ST")))
        _ = try store.save(Samples.report(Self.receiptDocument("b", merchant: nil, address: nil)))
        // The memory respelled this one's name: what it read ("BLUE D00R CAFE") is the evidence, not the respelling.
        _ = try store.save(Samples.report(Self.receiptDocument(
            "c", merchant: "BLUE DOOR CAFE", address: "1 HIGH ST",
            corrections: [Receipt.Correction(field: "merchant", read: "BLUE D00R CAFE", corrected: "BLUE DOOR CAFE"),
                          Receipt.Correction(field: "total", read: "1.00", corrected: "7.00")])))
        #expect(try store.merchantReadings(limit: 10) == [
            Receipt.MerchantReading(name: "BLUE D00R CAFE", address: "1 HIGH ST"),
            Receipt.MerchantReading(name: "BLUE DOOR CAFE", address: "1 HIGH ST"),
        ])
        #expect(try store.merchantReadings(limit: 1) == [Receipt.MerchantReading(name: "BLUE D00R CAFE", address: "1 HIGH ST")])
    }
}
