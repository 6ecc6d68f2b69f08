import DocModel
import Foundation
import Pipeline
import Store
import Testing
@testable import Ingest
@testable import Receipts

/// The merchant memory's second look at a batch: a batch's first receipt of a shop learns from the ones stored
/// after it; receipts of earlier runs stay as they were stored.
@Suite struct MerchantRevoteTests {
    struct NotStored: Error {}

    static let pipeline = PipelineDefinition(name: "memory", pages: [],
                                             document: [StageSpec(stage: "receipt"), StageSpec(stage: "merchant_memory")])

    /// A temporary store holding one receipt document for each merchant name, stored in order; their ids.
    static func store(_ merchants: [String]) throws -> (DocumentStore, [Int64], () -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-revote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try DocumentStore(path: directory.appendingPathComponent("folio.sqlite").path)
        var ids: [Int64] = []
        for (n, merchant) in merchants.enumerated() {
            var document = MerchantMemoryTests.receiptDocument(merchant: merchant, address: "JALAN KPB 6, BALAKONG")
            document.source = Source(path: "/inbox/receipt-\(n).jpg", sha256: String(repeating: "\(n % 10)", count: 64),
                                     mediaType: "image/jpeg", byteCount: 1)
            guard case .stored(let id) = try store.save(RunReport(source: document.source, document: document, outcome: .succeeded,
                                                                  diagnostics: [], timings: [])) else {
                throw NotStored()
            }
            ids.append(id)
        }
        return (store, ids, { try? FileManager.default.removeItem(at: directory) })
    }

    @Test func aBatchsFirstReceiptIsVotedAgainWithTheReceiptsStoredAfterIt() throws {
        // An earlier run stored one KUCHAT; this batch stores a KUCHAT first, then three KUCHAI.
        let kuchat = "MR. D.I.Y. (KUCHAT) SDN BHD", kuchai = "MR. D.I.Y. (KUCHAI) SDN BHD"
        let (store, ids, cleanUp) = try Self.store([kuchat, kuchat, kuchai, kuchai, kuchai])
        defer { cleanUp() }
        let revote = try #require(MerchantRevote(pipeline: Self.pipeline))
        let revisions = try revote.revise(documentIDs: Array(ids.dropFirst()), in: store)
        // With its own reading and the earlier run's (2.01) against three: KUCHAI.
        #expect(revisions == [MerchantRevote.Revision(documentID: ids[1], field: "merchant", from: kuchat, to: kuchai)])
        let receipt = try #require(try store.loadDocument(id: ids[1])?.receipt)
        #expect(receipt.merchant?.value == kuchai)
        #expect(receipt.corrections == [Receipt.Correction(field: "merchant", read: kuchat, corrected: kuchai)])
        let merchants = try store.receiptExport(items: false, from: nil, to: nil).rows.map { $0[2] }
        #expect(merchants == [.text(kuchat), .text(kuchai), .text(kuchai), .text(kuchai), .text(kuchai)])
        // What the memory votes with is still what each receipt read; the earlier run's receipt is not touched.
        #expect(try store.merchantReadings(limit: 10).map(\.name) == [kuchai, kuchai, kuchai, kuchat, kuchat])
        #expect(try store.loadDocument(id: ids[0])?.receipt?.merchant?.value == kuchat)
        // A second look changes nothing more.
        #expect(try revote.revise(documentIDs: Array(ids.dropFirst()), in: store).isEmpty)
    }

    @Test func aSecondLookThatFindsTheReadingRightUndoesAnEarlierRespelling() {
        // Respelled by two earlier readings, then outvoted back by the batch's later ones: the value is what was
        // read again, and no correction is left.
        let memory = MerchantMemory()
        var receipt = MerchantMemoryTests.receiptDocument(merchant: "MR. D.I.Y. (KUCHAT) SDN BHD", address: "JALAN KPB 6").receipt!
        let kuchai = Receipt.MerchantReading(name: "MR. D.I.Y. (KUCHAI) SDN BHD", address: nil)
        let kuchat = Receipt.MerchantReading(name: "MR. D.I.Y. (KUCHAT) SDN BHD", address: nil)
        #expect(memory.apply(to: &receipt, readings: [kuchai, kuchai]).map(\.to) == ["MR. D.I.Y. (KUCHAI) SDN BHD"])
        #expect(memory.apply(to: &receipt, readings: [kuchai, kuchai, kuchat, kuchat, kuchat]).map(\.to) == ["MR. D.I.Y. (KUCHAT) SDN BHD"])
        #expect(receipt.merchant?.value == "MR. D.I.Y. (KUCHAT) SDN BHD")
        #expect(receipt.corrections.isEmpty)
    }

    @Test func aPipelineWithoutTheMemoryOrWithTheRevoteOffHasNone() {
        #expect(MerchantRevote(pipeline: PipelineDefinition(name: "p", pages: [], document: [StageSpec(stage: "receipt")])) == nil)
        let off = PipelineDefinition(name: "p", pages: [], document: [StageSpec(stage: "merchant_memory", options: ["revote_batch": .bool(false)])])
        #expect(MerchantRevote(pipeline: off) == nil)
    }
}
