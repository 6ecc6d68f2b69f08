import DocModel
import Extraction
import Pipeline
import Receipts

/// Document kind (receipt, invoice, letter, other) and, for receipts, their fields, line items and
/// arithmetic check (see Receipts.ReceiptAnalyzer). Runs after `extract`, whose dates, times and phones
/// it uses; a receipt's address that reads as an address entity takes the entity's value (one address, one value).
struct ReceiptStage: DocumentStage {
    let name = "receipt"
    let analyzer: ReceiptAnalyzer

    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws {
        analyzer.analyze(&document)
        ReceiptAddressEntity.adopt(in: &document)
    }
}

extension ReceiptStage {
    static let definition: StageDefinition = .document(
        "receipt", "Document kind; a receipt's merchant, date, totals, taxes, payment and line items, arithmetic checked",
        options: [.init("kind", .string, default: .string("auto"))],
        inDefaultPipeline: ["kind": .string("auto")],
        check: { spec, file throws(PipelineError) in
            if let kind = spec.options["kind"]?.stringValue, kind != "auto", DocumentKind.Kind(rawValue: kind) == nil {
                throw .invalidValue(file: file, key: "receipt.kind", reason: "expected auto, "
                                    + DocumentKind.Kind.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }) { spec, context in
        var options = ReceiptAnalyzer.Options(forcedKind: spec.options["kind"]?.stringValue.flatMap(DocumentKind.Kind.init(rawValue:)))
        // Dates were read by `extract` in its order; a date that could only be read the other way is doubtful.
        if let order = context.pipeline.document.first(where: { $0.stage == "extract" })?.options["date_order"]?.stringValue {
            options.dayFirst = order == "dmy"
        }
        return ReceiptStage(analyzer: ReceiptAnalyzer(options: options))
    }
}
