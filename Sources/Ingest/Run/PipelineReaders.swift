import Foundation
import Pipeline

/// One worker thread's document readers, one per pipeline file a job names (none: the run's own), each built
/// once, since a reader owns its OCR engines.
final class PipelineReaders {
    private let registry: StageRegistry
    private let ownPipeline: PipelineDefinition
    /// A worker on another host may lack a folder's pipeline file and then reads with its own; the watcher,
    /// which found the file itself, reports its loss as the job's error.
    private let ownWhenMissing: Bool
    private var readers: [String: DocumentReader] = [:]
    /// Set on each reader as it is built (`folio ingest --keep-images`).
    private let prepare: (@Sendable (DocumentReader) -> Void)?

    init(registry: StageRegistry, ownPipeline: PipelineDefinition, ownWhenMissing: Bool, own: DocumentReader? = nil,
         prepare: (@Sendable (DocumentReader) -> Void)?) {
        self.registry = registry
        self.ownPipeline = ownPipeline
        self.ownWhenMissing = ownWhenMissing
        self.prepare = prepare
        if let own {
            prepare?(own)
            readers[""] = own
        }
    }

    /// The reader for a job's pipeline file (nil: the run's own pipeline), built on first use.
    func reader(for pipelinePath: String?) throws -> DocumentReader {
        var path = pipelinePath
        if ownWhenMissing, let named = path, !FileManager.default.fileExists(atPath: named) { path = nil }
        if let reader = readers[path ?? ""] { return reader }
        let pipeline: PipelineDefinition
        if let path {
            pipeline = try PipelineDefinition.load(contentsOf: path, catalog: registry.catalog)
            try registry.validate(pipeline, file: path)
        } else {
            pipeline = ownPipeline
        }
        let reader = try DocumentReader(pipeline: pipeline, registry: registry)
        reader.sharingKey = path ?? ""
        prepare?(reader)
        readers[path ?? ""] = reader
        return reader
    }
}
