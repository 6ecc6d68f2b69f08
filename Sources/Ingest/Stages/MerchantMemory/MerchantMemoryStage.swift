import DocModel
import Pipeline
import Receipts
import Store

/// After `receipt`: each receipt's merchant name and address voted with the earlier receipts' readings of
/// the same merchant (`MerchantMemory`). A change is kept as a correction (what was read, what it became)
/// and reported; without a source of earlier readings (no store) the stage does nothing.
struct MerchantMemoryStage: DocumentStage {
    let name = "merchant_memory"
    let readsEarlierDocuments = true
    let memory: MerchantMemory
    let source: (any MerchantReadingSource)?
    /// How many of the newest stored receipts are consulted.
    let limit: Int

    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws {
        guard let source, !document.allReceipts.isEmpty else { return }
        let earlier: [Receipt.MerchantReading]
        do {
            earlier = try source.merchantReadings(limit: limit)
        } catch {
            // The receipt stands as read; only the memory's help is lost.
            diagnostics.append(Diagnostic(severity: .warning, stage: name, message: "earlier receipts cannot be read: \(error)"))
            return
        }
        guard !earlier.isEmpty else { return }
        func remember(_ receipt: inout Receipt) {
            for change in memory.apply(to: &receipt, readings: earlier) {
                diagnostics.append(Diagnostic(severity: .info, stage: name, page: receipt.page,
                                              message: "\(change.field) \"\(change.from)\" → \"\(change.to)\" (with \(change.readings) earlier receipts)"))
            }
        }
        if var receipt = document.receipt {
            remember(&receipt)
            document.receipt = receipt
        }
        if var others = document.additionalReceipts {
            for i in others.indices { remember(&others[i]) }
            document.additionalReceipts = others
        }
    }
}

/// The store gives the merchant memory the stored receipts' readings.
extension DocumentStore: MerchantReadingSource {}
