import DocModel
import Foundation
import Pipeline
import Testing
@testable import Ingest

/// Several receipts on one flatbed scan, read with the shipped receipts pipeline (real Tesseract).
@Suite struct MultiReceiptTests {
    func read(_ relative: String) throws -> Document { try ReceiptsPipeline.read(relative) }

    @Test func fourReceiptsOnOneScanAreEachRead() throws {
        // flatbed-03: four receipts on a grey lid, turned −2.2…+1.9°. Printed on them (looked at on the
        // page): BLUE DOOR CAFE TOTAL $ 57.45 and GREEN GROCER MARKET TOTAL $ 29.91 in the left column,
        // MARKTHALLE GMBH TOTAL EUR 46,70 and ALPEN STORE AG TOTAL CHF 33.84 in the right one.
        let document = try read("corpus/receipts-multi/flatbed-03-4-receipts.jpg")
        #expect(document.pages.first?.paperRegions?.count == 4)
        let receipts = document.allReceipts
        #expect(receipts.count == 4)
        #expect(receipts.map { $0.total?.value } == ["57.45", "29.91", "46.70", "33.84"])
        #expect(receipts.map { $0.merchant?.value } == ["BLUE DOOR CAFE", "GREEN GROCER MARKET", "MARKTHALLE GMBH", "ALPEN STORE AG"])
        #expect(receipts.map { $0.currency?.value } == ["USD", "USD", "EUR", "CHF"])
        #expect(receipts.map { $0.region?.index } == [0, 1, 2, 3])
        // Each receipt's total lies on its own piece of paper.
        for receipt in receipts {
            let region = try #require(receipt.region)
            let box = try #require(receipt.total?.box)
            #expect(region.contains(x: Double(box.x + box.width / 2), y: Double(box.y + box.height / 2)))
        }
    }

    @Test func aSingleReceiptIsReadWholeAsBefore() throws {
        // One receipt on a grey lid: no regions, one receipt (ALPEN STORE AG, TOTAL CHF 20.59 on the page).
        let onLid = try read("corpus/receipts-multi/flatbed-06-1-receipt.jpg")
        #expect(onLid.pages.first?.paperRegions == nil)
        #expect(onLid.additionalReceipts == nil)
        #expect(onLid.receipt?.total?.value == "20.59")
        #expect(onLid.receipt?.region == nil)
        // A receipt scanned edge to edge (receipt-01: CORNER BAKERY LTD, TOTAL £ 88.95).
        let scan = try read("corpus/receipts/receipt-01-scan.png")
        #expect(scan.pages.first?.paperRegions == nil)
        #expect(scan.allReceipts.map { $0.total?.value } == ["88.95"])
    }
}
