import DocModel
import Extraction
import Foundation
import Ingest

/// `--ocr-cache`: the pages' reading kept between runs, so that a changed document stage is measured without
/// reading the pages again. Both halves are the product's own (`readPages`, then `finish`), as `folio ingest`
/// runs them.
extension DocumentReader {
    /// The pages' reading to keep, card numbers masked as in everything Folio writes; nil when no page was read.
    func pagesToCache(path: String, data: Data) -> (document: Document?, diagnostics: [Diagnostic]) {
        let pages = readPages(path: path, data: data)
        var report = RunReport(source: pages.source, document: pages.document, outcome: .succeeded, diagnostics: pages.diagnostics,
                               timings: [])
        CardNumberRedaction.redact(&report)
        return (report.document, report.diagnostics)
    }

    /// The document stages on pages read earlier (the cache, or another OCR's lines); the document as they left it,
    /// or as it was when they failed.
    func finishing(_ document: Document) -> (document: Document, diagnostics: [Diagnostic]) {
        let report = finish(PageReading(document: document))
        return (report.document ?? document, report.diagnostics)
    }
}
