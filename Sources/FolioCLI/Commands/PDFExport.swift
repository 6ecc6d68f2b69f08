import Foundation
import ReviewExport
import Store

/// `folio export pdf ID|SHA|PATH --output FILE`: the document as a searchable PDF (its pages as read, with
/// the stored words as invisible text on them); a PDF read from its own text layer is copied as it was.
struct PDFExport: Sendable {
    var reference: String
    var output: String

    func run(databasePath: String, console: Console) throws -> ExitCode {
        let store = try DocumentStore(path: databasePath)
        guard let id = try store.resolve(reference) else {
            throw CommandFailure(code: .noInput, message: "no stored document matches '\(reference)'")
        }
        do {
            switch try SearchablePDFExporter().export(store: store, id: id, to: URL(fileURLWithPath: output)) {
            case .rendered(let pages, let words):
                console.err("#\(id): \(pages) page\(pages == 1 ? "" : "s"), \(words) words → \(output)\n")
            case .copiedOriginal:
                console.err("#\(id): read from its own text layer; the original copied → \(output)\n")
            }
        } catch let error as PageRenderError {
            throw CommandFailure(code: .ioError, message: error.description)
        }
        return .ok
    }
}
