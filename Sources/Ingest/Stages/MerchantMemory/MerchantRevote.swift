import DocModel
import Pipeline
import Receipts
import Store

/// The merchant memory's second look at a batch: once every file of a batch is stored, each of its receipts is
/// voted again with every other stored receipt's reading, the batch's later files included. Within a batch
/// the first receipt of a shop otherwise learns nothing from the ones behind it (a month's receipts dropped
/// together). Receipts stored by earlier runs are never changed: what was exported stays as it was.
public struct MerchantRevote: Sendable {
    let memory: MerchantMemory
    /// How many of the newest stored receipts are consulted, as by the stage.
    let limit: Int

    /// One field of a stored receipt the second look changed.
    public struct Revision: Hashable, Sendable, CustomStringConvertible {
        public var documentID: Int64
        public var field: String
        public var from: String
        public var to: String

        /// The line `folio ingest` and `folio watch` print for it.
        public var description: String {
            "revised   #\(documentID) \(field): \"\(from)\" → \"\(to)\" (with the batch's later receipts)"
        }
    }

    /// The revote the pipeline asks for: nil when it has no `merchant_memory` stage or that stage's
    /// `revote_batch` is false.
    public init?(pipeline: PipelineDefinition) {
        guard let spec = pipeline.document.first(where: { $0.stage == "merchant_memory" }),
              MerchantMemoryStage.definition.bool("revote_batch", spec) else { return nil }
        memory = MerchantMemoryStage.memory(spec)
        limit = MerchantMemoryStage.limit(spec)
    }

    /// Receipts read as one batch (evaluation, with no store), each voted with all the others' own readings.
    public func revised(together receipts: [Receipt]) -> [Receipt] {
        memory.revised(together: receipts)
    }

    /// Votes the receipts of `documentIDs` (a batch just stored) again and stores what changed, in one transaction.
    public func revise(documentIDs: [Int64], in store: DocumentStore) throws -> [Revision] {
        try store.reviseMerchants(documentIDs: documentIDs, limit: limit) { all in
            let revise = memory.reviser(all.map(\.reading))
            let index = Dictionary(all.enumerated().map { ($1.receiptID, $0) }, uniquingKeysWith: { first, _ in first })
            return { receiptID, receipt in revise(receipt, index[receiptID]) }
        }.flatMap { documentID, before, after in
            [("merchant", before.merchant?.value, after.merchant?.value), ("address", before.address?.value, after.address?.value)]
                .compactMap { field, from, to in
                    from == to ? nil : Revision(documentID: documentID, field: field, from: from ?? "", to: to ?? "")
                }
        }
    }
}
