import DocModel
import Pipeline
import Receipts
import Store
import TextRepair

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

/// Where the `merchant_memory` stage finds earlier receipts' readings (`StageRegistry.merchantReadings`).
public typealias MerchantReadings = any MerchantReadingSource

/// The store gives the merchant memory the stored receipts' readings.
extension DocumentStore: MerchantReadingSource {}

extension MerchantMemoryStage {
    static let definition: StageDefinition = .document(
        "merchant_memory", "After receipt: a merchant's name and address voted character by character with earlier stored receipts of the same merchant",
        options: [.init("min_similarity", .number, default: .number(MerchantMemory().minSimilarity)),
                  .init("min_readings", .integer, default: .integer(MerchantMemory().minReadings)),
                  .init("limit", .integer, default: .integer(2000)), .init("revote_batch", .bool, default: .bool(true)),
                  .init("character_model", .string), .init("model_margin", .number, default: .number(MerchantMemory().modelMargin)),
                  .init("model_min_length", .integer, default: .integer(MerchantMemory().modelMinLength))]) { spec, context in
        MerchantMemoryStage(memory: MerchantMemoryStage.memory(spec), source: context.merchantReadings, limit: MerchantMemoryStage.limit(spec))
    }

    /// How many of the newest stored receipts are consulted unless the pipeline says.

    static func limit(_ spec: StageSpec) -> Int {
        max(1, definition.int("limit", spec))
    }

    static func memory(_ spec: StageSpec) -> MerchantMemory {
        var memory = MerchantMemory()
        if let v = spec.options["min_similarity"]?.doubleValue { memory.minSimilarity = min(1, max(0, v)) }
        if let v = spec.options["min_readings"]?.intValue { memory.minReadings = max(1, v) }
        if let files = spec.options["character_model"]?.stringValue, !files.isEmpty {
            memory.characterModel = CharacterModel.shared(files: StageDefinition.commaList(files))
        }
        if let v = spec.options["model_margin"]?.doubleValue { memory.modelMargin = max(0, v) }
        if let v = spec.options["model_min_length"]?.intValue { memory.modelMinLength = max(2, v) }
        return memory
    }
}
