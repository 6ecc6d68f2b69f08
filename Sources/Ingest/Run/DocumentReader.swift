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
    /// The worker's Tesseract models, which its page stages read with.
    private let models = TesseractModels()
    /// Frees, after each page, the models that page did not read with (`--release-models`): the worker then holds
    /// what its latest page needed instead of every model any earlier page loaded, for the CPU of loading a model
    /// again when a later page needs it.
    public var releasesModels = false
    /// The models this worker holds now (languages; "osd"), for tests and diagnostics.
    var loadedModels: [String] { models.loaded }
    private let documentStages: [any DocumentStage]
    private let runner = StageRunner()
    /// This worker's open copy of the shared PDF it last read a page of.
    private var openPDF: (sha256: String, document: PDFDocument)?
    /// Called with each page after its stages ran (`folio ingest --keep-images`).
    public var pageObserver: ((PageWork) -> Void)?
    /// Which pipeline this reader's stages come from, for the pages it shares (`PageExchange`): a page is only
    /// read by a worker whose stages come from the same pipeline as its document.
    var sharingKey = ""

    public init(pipeline: PipelineDefinition, registry: StageRegistry = StageRegistry()) throws {
        opener = DocumentOpener(settings: registry.openerSettings(pipeline))
        pageStages = try registry.makePageStages(pipeline, models: models)
        documentStages = registry.makeDocumentStages(pipeline)
    }

    /// The file's identity without reading it into a document.
    public static func source(path: String, data: Data) -> Source {
        Source(path: path, sha256: SHA256Digest.hex(data),
               mediaType: MediaType.sniff(data)?.rawValue ?? "application/octet-stream", byteCount: data.count)
    }

    /// Reads one file: its pages (`readPages`), then the document stages (`finish`). Never throws: every failure is
    /// a diagnostic and an outcome. Card numbers leave here masked, whatever the pipeline (`CardNumberRedaction`).
    public func read(path: String, data: Data, source: Source? = nil) -> RunReport {
        finish(readPages(path: path, data: data, source: source, exchange: nil))
    }

    /// True when a document stage reads earlier documents (the merchant memory): the run engine then lets the
    /// run's earlier documents be stored between `readPages` and `finish`.
    var readsEarlierDocuments: Bool { documentStages.contains(where: \.readsEarlierDocuments) }

    /// The first half of `read`: the file's pages, read by the page stages, not yet masked.
    public func readPages(path: String, data: Data, source: Source? = nil) -> PageReading {
        readPages(path: path, data: data, source: source, exchange: nil)
    }

    /// With an `exchange`, the pages of a multi-page document are shared with the other workers of the run.
    func readPages(path: String, data: Data, source: Source?, exchange: PageExchange?) -> PageReading {
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
        var mark = StageClock()
        let deadline = opener.documentDeadline()
        do {
            try opener.forEachPage(data: data, mediaType: mediaType, file: path) { work in
                if let deadline, deadline.hasPassed() { throw OutOfTime(deadline: deadline, firstPage: work.number, lastPage: nil) }
                var output = process(work, deadline: opener.pageDeadline(within: deadline))
                output.timings["decode", default: .zero] += mark.elapsed - output.timings.total
                outputs.append(output)
                mark = StageClock()
            }
        } catch {
            diagnostics.append(Diagnostic(severity: .error, stage: "decode", page: outputs.isEmpty ? nil : outputs.count + 1,
                                          message: "\(error)"))
        }
        return assemble(source: source, outputs: outputs, diagnostics: diagnostics)
    }

    /// Publishes the document's pages, reads pages (its own or others') until all of its own are back,
    /// then assembles it.
    private func readShared(source: Source, data: Data, mediaType: MediaType, count: Int, exchange: PageExchange) -> PageReading {
        let deadline = opener.documentDeadline()
        let ticket = exchange.publish(pipeline: sharingKey, path: source.path, data: data, sha256: source.sha256, mediaType: mediaType, count: count,
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
            // Its own pages, or any other document's of the same pipeline, while the rest are with other workers.
            if let task = exchange.take(pipeline: sharingKey) { exchange.deliver(readPage(task), for: task) } else { exchange.waitForChange() }
        }
    }

    /// Reads page `task.index` of a shared document on this worker, opening its own copy of a PDF.
    func readPage(_ task: PageTask) -> PageOutput {
        let clock = StageClock()
        if let deadline = task.deadline, deadline.hasPassed() {
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
            output.timings["decode", default: .zero] += clock.elapsed - output.timings.total
            return output
        } catch {
            return PageOutput.unread(task, error: error)
        }
    }

    /// Runs the page stages on one page.
    private func process(_ work: PageWork, deadline: Deadline?) -> PageOutput {
        var work = work
        var diagnostics: [Diagnostic] = []
        var timings: [String: StageTime] = [:]
        work.deadline = deadline
        let finished = runner.runPage(pageStages, on: &work, page: work.number, deadline: deadline, timings: &timings,
                                      diagnostics: &diagnostics)
        if let layer = work.heldLayer {
            // `ocr` never settled the scan's text layer (the page ran out of time, failed to render, or rendered
            // blank): the layer stands, as it did before it was held aside, and what stopped the reading is a warning.
            work.adopt(layer)
            if !finished {
                diagnostics = diagnostics.map { diagnostic in
                    guard diagnostic.severity == .error, diagnostic.page == work.number else { return diagnostic }
                    var kept = diagnostic
                    kept.severity = .warning
                    kept.message += "; the page's own text layer was kept"
                    return kept
                }
            }
        }
        diagnostics += work.warnings
        if releasesModels { models.releaseUnused() }
        pageObserver?(work)
        let blocks = work.blocks ?? work.paragraphs.compactMap { Block.paragraph(id: "", page: work.number, lines: $0) }
        return PageOutput(page: work.page, blocks: blocks, diagnostics: diagnostics, timings: timings)
    }

    /// The second half of `read`: the document stages on the pages' reading, then card numbers masked. Also for a
    /// reading kept from an earlier run (`PageReading(document:)`).
    public func finish(_ pages: PageReading) -> RunReport {
        var report = finishUnmasked(pages)
        CardNumberRedaction.redact(&report)
        return report
    }

    private func finishUnmasked(_ pages: PageReading) -> RunReport {
        var timings = pages.timings
        var diagnostics = pages.diagnostics
        guard var document = pages.document else {
            return RunReport(source: pages.source, document: nil, outcome: .failed, diagnostics: diagnostics, timings: Self.sorted(timings))
        }
        guard runner.runDocument(documentStages, on: &document, timings: &timings, diagnostics: &diagnostics) else {
            return RunReport(source: pages.source, document: nil, outcome: .failed, diagnostics: diagnostics, timings: Self.sorted(timings))
        }
        let failedPages = diagnostics.contains { $0.severity == .error }
        return RunReport(source: pages.source, document: document, outcome: failedPages ? .partiallySucceeded : .succeeded,
                         diagnostics: diagnostics, timings: Self.sorted(timings))
    }

    /// The document from its pages, in page order.
    private func assemble(source: Source, outputs: [PageOutput], diagnostics: [Diagnostic]) -> PageReading {
        let diagnostics = outputs.flatMap(\.diagnostics) + diagnostics
        var timings: [String: StageTime] = [:]
        for output in outputs { timings.merge(output.timings, uniquingKeysWith: +) }
        // A page that could not be opened at all (size 0) ends the document there, as in a sequential
        // read: pages stay numbered as in the file.
        let readable = outputs.prefix { $0.page.width > 0 }
        guard !readable.isEmpty else { return PageReading(source: source, document: nil, diagnostics: diagnostics, timings: timings) }
        var document = Document(source: source, pages: Array(readable.map(\.page)), blocks: [])
        document.blocks = BlockNumbering.renumber(readable.flatMap(\.blocks))
        return PageReading(source: source, document: document, diagnostics: diagnostics, timings: timings)
    }

    private static func failed(_ source: Source, _ message: String) -> PageReading {
        PageReading(source: source, document: nil, diagnostics: [Diagnostic(severity: .error, stage: "decode", message: message)],
                    timings: [:])
    }
    private static func sorted(_ timings: [String: StageTime]) -> [StageTiming] {
        timings.map { StageTiming(stage: $0.key, seconds: $0.value.seconds, cpuSeconds: $0.value.cpuSeconds) }.sorted { $0.stage < $1.stage }
    }
}

/// A document's pages as the page stages read them, before the document stages: what the run engine holds while
/// the document waits for earlier ones (`DocumentReader.readPages`, then `finish`).
public struct PageReading: Sendable {
    public var source: Source
    /// nil when no page could be read.
    public var document: Document?
    public var diagnostics: [Diagnostic]
    var timings: [String: StageTime]

    init(source: Source, document: Document?, diagnostics: [Diagnostic], timings: [String: StageTime]) {
        self.source = source
        self.document = document
        self.diagnostics = diagnostics
        self.timings = timings
    }

    /// Pages read earlier (kept by evaluation's OCR cache), to run the document stages on again.
    public init(document: Document) {
        self.init(source: document.source, document: document, diagnostics: [], timings: [:])
    }
}
