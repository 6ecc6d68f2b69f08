import DocModel
import Pipeline
import Receipts

/// Document kind (receipt, invoice, letter, other) and, for receipts, their fields, line items and
/// arithmetic check (see Receipts.ReceiptAnalyzer). Runs after `extract`, whose dates, times and phones
/// it uses.
struct ReceiptStage: DocumentStage {
    let name = "receipt"
    let analyzer: ReceiptAnalyzer

    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws {
        analyzer.analyze(&document)
    }
}
