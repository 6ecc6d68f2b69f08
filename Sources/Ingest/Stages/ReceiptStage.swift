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
