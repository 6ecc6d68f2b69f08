import DocModel
import Pipeline
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
    public struct Revision: Hashable, Sendable {
        public var documentID: Int64
        public var field: String
        public var from: String
        public var to: String
    }

    /// The revote the pipeline asks for: nil when it has no `merchant_memory` stage or that stage's
    /// `revote_batch` is false.
    public init?(pipeline: PipelineDefinition) {
        guard let spec = pipeline.document.first(where: { $0.stage == "merchant_memory" }),
              spec.options["revote_batch"]?.boolValue ?? true else { return nil }
        memory = StageRegistry.merchantMemory(spec)
        limit = max(1, spec.options["limit"]?.intValue ?? 2000)
    }

    /// The receipt voted with `others`, the other receipts' own readings (a receipt's own is never among them).
    public func revised(_ receipt: Receipt, others: [Receipt.MerchantReading]) -> Receipt {
        var receipt = receipt
        _ = memory.apply(to: &receipt, readings: others)
        return receipt
    }

    /// Votes the receipts of `documentIDs` (a batch just stored) again and stores what changed, in one transaction.
    public func revise(documentIDs: [Int64], in store: DocumentStore) throws -> [Revision] {
        try store.reviseMerchants(documentIDs: documentIDs, limit: limit) { all in
            // Prepared once for the whole batch: each receipt is compared with every stored one.
            let names = MerchantMemory.Candidates(all.map(\.reading.name))
            let addresses = MerchantMemory.Candidates(all.map(\.reading.address))
            let index = Dictionary(all.enumerated().map { ($1.receiptID, $0) }, uniquingKeysWith: { first, _ in first })
            return { receiptID, receipt in
                var receipt = receipt
                _ = memory.apply(to: &receipt, names: names, addresses: addresses, excluding: index[receiptID])
                return receipt
            }
        }.flatMap { documentID, before, after in
            [("merchant", before.merchant?.value, after.merchant?.value), ("address", before.address?.value, after.address?.value)]
                .compactMap { field, from, to in
                    from == to ? nil : Revision(documentID: documentID, field: field, from: from ?? "", to: to ?? "")
                }
        }
    }
}
