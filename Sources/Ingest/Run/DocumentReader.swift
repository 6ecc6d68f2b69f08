import DocModel
import Extraction
import Foundation
import Hashing
import Imaging
import PDF
import Layout
import Pipeline

/// Reads files into documents on one worker: owns that worker's stages (and so its Tesseract engine).
/// Not `Sendable`; build one per thread.
public final class DocumentReader {
    private let opener: DocumentOpener
    private let pageStages: [any PageStage<PageWork>]
    private let documentStages: [any DocumentStage]
    private let runner = StageRunner()
    /// This worker's open copy of the shared PDF it last read a page of.
    private var openPDF: (sha256: String, document: PDFDocument)?
    /// Called with each page after its stages ran (to keep page images, for evaluation).
    public var pageObserver: ((PageWork) -> Void)?
    /// Called before the document stages when one of them reads earlier documents: in a parallel run, blocks
    /// until the batch's earlier files are stored.
    public var waitForEarlierDocuments: (() -> Void)?

    public init(pipeline: PipelineDefinition, registry: StageRegistry = StageRegistry()) throws {
        opener = DocumentOpener(settings: registry.openerSettings(pipeline))
        pageStages = try registry.makePageStages(pipeline)
        documentStages = registry.makeDocumentStages(pipeline)
    }

    /// The file's identity without reading it into a document.
    public static func source(path: String, data: Data) -> Source {
        Source(path: path, sha256: SHA256Digest.hex(data),
               mediaType: MediaType.sniff(data)?.rawValue ?? "application/octet-stream", byteCount: data.count)
    }

    /// Reads one file. Never throws: every failure is a diagnostic and an outcome. With an `exchange`, the
    /// pages of a multi-page document are shared with the other workers of the run. Without `documentStages`
    /// the document is its pages' reading alone (evaluation keeps that, to run changed document stages on it).
    /// Card numbers leave here masked, whatever the pipeline (`CardNumberRedaction`).
    public func read(path: String, data: Data, source: Source? = nil, exchange: PageExchange? = nil,
                     documentStages: Bool = true) -> RunReport {
        var report = readUnmasked(path: path, data: data, source: source, exchange: exchange, documentStages: documentStages)
        CardNumberRedaction.redact(&report)
        return report
    }

    private func readUnmasked(path: String, data: Data, source: Source?, exchange: PageExchange?,
                              documentStages: Bool) -> RunReport {
        let source = source ?? Self.source(path: path, data: data)
        guard !data.isEmpty else { return Self.failed(source, "\(path): the file is empty (0 bytes)") }
        guard let mediaType = MediaType.sniff(data) else {
            return Self.failed(source, "\(path): not a supported document (content is not PDF, PNG, JPEG, TIFF, WebP, BMP, GIF, JP2 or PNM)")
        }
        if let exchange {
            let count: Int
            do { count = try opener.pageCount(data: data, mediaType: mediaType, file: path) } catch {
                return Self.failed(source, "\(error)")
            }
            if count > 1 { return readShared(source: source, data: data, mediaType: mediaType, count: count, exchange: exchange) }
        }
        var outputs: [PageOutput] = []
        var diagnostics: [Diagnostic] = []
        // Decoding happens between page callbacks: the time since the last page ended is decode time.
        var mark = DispatchTime.now().uptimeNanoseconds
        let deadline = opener.documentDeadline()
        do {
            try opener.forEachPage(data: data, mediaType: mediaType, file: path) { work in
                if let deadline, deadline.hasPassed() { throw OutOfTime(deadline: deadline, firstPage: work.number, lastPage: nil) }
                var output = process(work, deadline: opener.pageDeadline(within: deadline))
                output.timings["decode", default: 0] += StageRunner.seconds(since: mark) - output.timings.values.reduce(0, +)
                outputs.append(output)
                mark = DispatchTime.now().uptimeNanoseconds
            }
        } catch {
            diagnostics.append(Diagnostic(severity: .error, stage: "decode", page: outputs.isEmpty ? nil : outputs.count + 1,
                                          message: "\(error)"))
        }
        return assemble(source: source, outputs: outputs, diagnostics: diagnostics, documentStages: documentStages)
    }

    /// Publishes the document's pages, reads pages (its own or others') until all of its own are back,
    /// then assembles it.
    private func readShared(source: Source, data: Data, mediaType: MediaType, count: Int, exchange: PageExchange) -> RunReport {
        let deadline = opener.documentDeadline()
        let ticket = exchange.publish(path: source.path, data: data, sha256: source.sha256, mediaType: mediaType, count: count,
                                      deadline: deadline)
        while true {
            if let outputs = exchange.collect(ticket) {
                // Pages left unread by the time budget: one diagnostic for them all.
                let unread = outputs.filter(\.outOfTime).map(\.page.number)
                var diagnostics: [Diagnostic] = []
                if let deadline, let first = unread.first {
                    diagnostics.append(Diagnostic(severity: .error, stage: "decode", page: first,
                                                  message: "\(OutOfTime(deadline: deadline, firstPage: first, lastPage: unread.last))"))
                }
                return assemble(source: source, outputs: outputs, diagnostics: diagnostics)
            }
            if !helpWithPages(exchange) { exchange.waitForChange() }
        }
    }

    /// Reads one page published by any worker, if one is waiting; false when there was none.
    public func helpWithPages(_ exchange: PageExchange) -> Bool {
        guard let task = exchange.take() else { return false }
        exchange.deliver(readPage(task), for: task)
        return true
    }

    /// Reads page `task.index` of a shared document on this worker, opening its own copy of a PDF.
    func readPage(_ task: PageTask) -> PageOutput {
        let start = DispatchTime.now().uptimeNanoseconds
        if let deadline = task.deadline, deadline.hasPassed(now: start) {
            return PageOutput(page: Page(number: task.index + 1, width: 0, height: 0, dpi: 0, textSource: .none),
                              blocks: [], diagnostics: [], timings: [:], outOfTime: true)
        }
        do {
            var pdf: PDFDocument?
            if task.mediaType == .pdf {
                if let cached = openPDF, cached.sha256 == task.sha256 { pdf = cached.document } else {
                    let document = try PDFDocument(data: task.data, file: task.path)
                    openPDF = (task.sha256, document)
                    pdf = document
                }
            }
            let work = try opener.page(task.index, data: task.data, mediaType: task.mediaType, file: task.path, pdf: pdf)
            var output = process(work, deadline: opener.pageDeadline(within: task.deadline))
            output.timings["decode", default: 0] += StageRunner.seconds(since: start) - output.timings.values.reduce(0, +)
            return output
        } catch {
            return PageOutput(page: Page(number: task.index + 1, width: 0, height: 0, dpi: 0, textSource: .none),
                              blocks: [], diagnostics: [Diagnostic(severity: .error, stage: "decode", page: task.index + 1, message: "\(error)")],
                              timings: [:])
        }
    }

    /// Runs the page stages on one page.
    private func process(_ work: PageWork, deadline: Deadline?) -> PageOutput {
        var work = work
        var diagnostics: [Diagnostic] = []
        var timings: [String: Double] = [:]
        work.deadline = deadline
        _ = runner.runPage(pageStages, on: &work, page: work.number, deadline: deadline, timings: &timings, diagnostics: &diagnostics)
        diagnostics += work.warnings
        pageObserver?(work)
        let blocks = work.blocks ?? work.paragraphs.compactMap { Block.paragraph(id: "", page: work.number, lines: $0) }
        return PageOutput(page: work.page, blocks: blocks, diagnostics: diagnostics, timings: timings)
    }

    /// Runs the document stages alone on a document whose pages were read elsewhere (evaluation: a cached
    /// read, or a diagnostic built from another OCR's lines). Returns the stages' diagnostics.
    public func runDocumentStages(_ document: inout Document) -> [Diagnostic] {
        var timings: [String: Double] = [:]
        var diagnostics: [Diagnostic] = []
        _ = runner.runDocument(documentStages, on: &document, timings: &timings, diagnostics: &diagnostics)
        CardNumberRedaction.redact(&document)
        return diagnostics
    }

    /// The document from its pages, in page order, then the document stages.
    private func assemble(source: Source, outputs: [PageOutput], diagnostics: [Diagnostic], documentStages run: Bool = true) -> RunReport {
        var diagnostics = outputs.flatMap(\.diagnostics) + diagnostics
        var timings: [String: Double] = [:]
        for output in outputs { timings.merge(output.timings, uniquingKeysWith: +) }
        // A page that could not be opened at all (size 0) ends the document there, as in a sequential
        // read: pages stay numbered as in the file.
        let readable = outputs.prefix { $0.page.width > 0 }
        guard !readable.isEmpty else {
            return RunReport(source: source, document: nil, outcome: .failed, diagnostics: diagnostics, timings: Self.sorted(timings))
        }
        var document = Document(source: source, pages: Array(readable.map(\.page)), blocks: [])
        document.blocks = BlockNumbering.renumber(readable.flatMap(\.blocks))
        if run, documentStages.contains(where: \.readsEarlierDocuments) { waitForEarlierDocuments?() }
        guard !run || runner.runDocument(documentStages, on: &document, timings: &timings, diagnostics: &diagnostics) else {
            return RunReport(source: source, document: nil, outcome: .failed, diagnostics: diagnostics, timings: Self.sorted(timings))
        }
        let failedPages = diagnostics.contains { $0.severity == .error }
        return RunReport(source: source, document: document, outcome: failedPages ? .partiallySucceeded : .succeeded,
                         diagnostics: diagnostics, timings: Self.sorted(timings))
    }

    private static func failed(_ source: Source, _ message: String) -> RunReport {
        RunReport(source: source, document: nil, outcome: .failed,
                  diagnostics: [Diagnostic(severity: .error, stage: "decode", message: message)], timings: [])
    }

    private static func sorted(_ timings: [String: Double]) -> [StageTiming] {
        timings.map { StageTiming(stage: $0.key, seconds: $0.value) }.sorted { $0.stage < $1.stage }
    }
}
