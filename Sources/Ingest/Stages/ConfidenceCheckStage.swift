import DocModel
import Pipeline

/// Flags the pages Tesseract read poorly (a faint, blurred, badly lit or too coarse capture) so that a person
/// looks at them before trusting their text: a warning for each OCR page whose mean word confidence is under
/// `min_confidence` over at least `min_words` words, and for each OCR page where no word was read. Text-layer
/// pages are the PDF's own text and are not judged. The warnings are the document's diagnostics (`folio show`,
/// `document.diagnostics`), so a query finds the documents to scan again.
struct ConfidenceCheckStage: DocumentStage {
    let name = "confidence_check"
    var minConfidence: Double
    /// Fewer words than this say too little about a page (a cover sheet, a photo with a caption) to judge it.
    var minWords: Int

    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws {
        for page in document.pages where page.textSource == .ocr {
            let words = document.blocks.filter { $0.provenance.first?.page == page.number }
                .reduce(0) { $0 + $1.text.split(whereSeparator: \.isWhitespace).count }
            guard let confidence = page.confidence, words > 0 else {
                diagnostics.append(Diagnostic(severity: .warning, stage: name, page: page.number,
                                              message: "no word read on the page: check the scan"))
                continue
            }
            guard words >= minWords, confidence < minConfidence else { continue }
            let mean = (confidence * 100).rounded() / 100
            diagnostics.append(Diagnostic(severity: .warning, stage: name, page: page.number,
                                          message: "read with low confidence (mean \(mean) over \(words) words, under "
                                              + "\(minConfidence)): check the scan"))
        }
    }
}

extension ConfidenceCheckStage {
    static let definition: StageDefinition = .document(
        "confidence_check", "Warn about pages Tesseract read with low mean word confidence, or read nothing from (pages to scan again)",
        options: [.init("min_confidence", .number, default: .number(0.6), range: 0...1),
                  .init("min_words", .integer, default: .integer(20), range: 1...Double.infinity)]) { spec, _ in
        ConfidenceCheckStage(minConfidence: definition.number("min_confidence", spec), minWords: definition.int("min_words", spec))
    }
}
