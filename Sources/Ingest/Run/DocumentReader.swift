import DocModel
import Foundation
import Hashing
import Imaging
import Layout
import Pipeline

/// Reads files into documents on one worker: owns that worker's stages (and so its Tesseract engine).
/// Not `Sendable`; build one per thread.
public final class DocumentReader {
    private let opener: DocumentOpener
    private let pageStages: [any PageStage<PageWork>]
    private let documentStages: [any DocumentStage]
    private let runner = StageRunner()
    /// Called with each page after its stages ran (to keep page images, for evaluation).
    public var pageObserver: ((PageWork) -> Void)?

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

    /// Reads one file. Never throws: every failure is a diagnostic and an outcome.
    public func read(path: String, data: Data, source: Source? = nil) -> RunReport {
        let source = source ?? Self.source(path: path, data: data)
        var diagnostics: [Diagnostic] = []
        var timings: [String: Double] = [:]
        func failed(_ message: String, stage: String = "decode") -> RunReport {
            diagnostics.append(Diagnostic(severity: .error, stage: stage, message: message))
            return RunReport(source: source, document: nil, outcome: .failed, diagnostics: diagnostics, timings: [])
        }
        guard !data.isEmpty else { return failed("\(path): the file is empty (0 bytes)") }
        guard let mediaType = MediaType.sniff(data) else {
            return failed("\(path): not a supported document (content is not PDF, PNG, JPEG, TIFF, WebP, BMP, GIF, JP2 or PNM)")
        }
        var pages: [Page] = []
        var laidOut: [Block] = []
        // Decoding happens between page callbacks: the time since the last page ended is decode time.
        var mark = DispatchTime.now().uptimeNanoseconds
        do {
            try opener.forEachPage(data: data, mediaType: mediaType, file: path) { work in
                timings["decode", default: 0] += StageRunner.seconds(since: mark)
                defer { mark = DispatchTime.now().uptimeNanoseconds }
                var work = work
                _ = runner.runPage(pageStages, on: &work, page: work.number, timings: &timings, diagnostics: &diagnostics)
                pageObserver?(work)
                pages.append(work.page)
                if let blocks = work.blocks {
                    laidOut += blocks
                } else {
                    laidOut += work.paragraphs.compactMap { Block.paragraph(id: "", page: work.number, lines: $0) }
                }
            }
        } catch {
            diagnostics.append(Diagnostic(severity: .error, stage: "decode", page: pages.isEmpty ? nil : pages.count + 1,
                                          message: "\(error)"))
        }
        guard !pages.isEmpty else {
            return RunReport(source: source, document: nil, outcome: .failed, diagnostics: diagnostics,
                             timings: Self.sorted(timings))
        }
        var document = Document(source: source, pages: pages, blocks: [])
        document.blocks = BlockNumbering.renumber(laidOut)
        guard runner.runDocument(documentStages, on: &document, timings: &timings, diagnostics: &diagnostics) else {
            return RunReport(source: source, document: nil, outcome: .failed, diagnostics: diagnostics,
                             timings: Self.sorted(timings))
        }
        let failedPages = diagnostics.contains { $0.severity == .error }
        return RunReport(source: source, document: document, outcome: failedPages ? .partiallySucceeded : .succeeded,
                         diagnostics: diagnostics, timings: Self.sorted(timings))
    }

    private static func sorted(_ timings: [String: Double]) -> [StageTiming] {
        timings.map { StageTiming(stage: $0.key, seconds: $0.value) }.sorted { $0.stage < $1.stage }
    }
}
