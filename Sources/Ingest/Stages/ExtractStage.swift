import DocModel
import Extraction
import Layout
import Pipeline

/// Detected data: emails, links, phones, dates, amounts, addresses, IBANs, card numbers (masked), … in
/// every block's text, with boxes (see Extraction.DocumentExtractor); paragraphs that are addresses get
/// their role.
struct ExtractStage: DocumentStage {
    let name = "extract"
    let extractor: DocumentExtractor

    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws {
        extractor.extract(&document)
        AddressRole.mark(&document.blocks, entities: document.entities ?? [])
    }
}
