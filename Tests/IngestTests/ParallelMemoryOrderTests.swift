import DocModel
import Foundation
import Pipeline
import Store
import Testing
@testable import Ingest
@testable import Receipts

/// A parallel run's merchant memory: each file learns from exactly the batch's files before it, whichever
/// worker finishes first, so `--jobs 2` gives what `--jobs 1` gives.
@Suite struct ParallelMemoryOrderTests {
    /// The store as the memory's source, noting how many receipts were stored at each consultation.
    final class CountingSource: MerchantReadingSource, @unchecked Sendable {
        // @unchecked: `counts` is only touched while holding `lock`; the store is Sendable.
        let store: DocumentStore
        private let lock = NSLock()
        private var counts: [Int] = []
        init(_ store: DocumentStore) { self.store = store }

        func merchantReadings(limit: Int) throws -> [Receipt.MerchantReading] {
            let readings = try store.merchantReadings(limit: limit)
            lock.withLock { counts.append(readings.count) }
            return readings
        }

        var seen: [Int] { lock.withLock { counts } }
    }

    @Test func eachFileOfAParallelRunIsVotedWithExactlyTheFilesBeforeIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DocumentStore(path: directory.appendingPathComponent("folio.sqlite").path)
        let source = CountingSource(store)
        var registry = StageRegistry()
        registry.merchantReadings = source
        let pipeline = PipelineDefinition(name: "order", pages: [StageSpec(stage: "ocr", options: ["psm": .string("single_block")])],
                                          document: [StageSpec(stage: "extract"), StageSpec(stage: "receipt"),
                                                     StageSpec(stage: "merchant_memory")])
        // A large flatbed scan first: without the wait, the small scans behind it would be voted and stored before it.
        let files = ["corpus/receipts-multi/flatbed-03-4-receipts.jpg", "corpus/receipts/receipt-01-scan.png",
                     "corpus/receipts/receipt-02-scan.png", "corpus/receipts/receipt-03-scan.png"].map(Repo.path)
        let outcomes = try Ingestor(pipeline: pipeline, registry: registry, store: store, jobs: 2).run(files) { _ in }
        #expect(outcomes.map(\.outcome) == Array(repeating: .succeeded, count: 4))
        // Stored in the batch's order, each after consulting all the receipts stored before it.
        let ids = outcomes.compactMap(\.documentId)
        #expect(ids.count == 4 && ids == ids.sorted())
        #expect(source.seen.count == 4 && source.seen == source.seen.sorted() && source.seen.first == 0)
    }
}
