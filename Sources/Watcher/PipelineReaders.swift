import Foundation
import Ingest
import Pipeline

/// One worker thread's document readers, one per pipeline file a job names (none: the worker's own), each
/// built once, since a reader owns its OCR engines.
struct PipelineReaders {
    private let registry: StageRegistry
    private let ownPipeline: PipelineDefinition
    /// A worker on another host may lack a folder's pipeline file and then reads with its own; the watcher,
    /// which found the file itself, reports its loss as the job's error.
    private let ownWhenMissing: Bool
    private var readers: [String: DocumentReader] = [:]

    init(registry: StageRegistry, ownPipeline: PipelineDefinition, ownWhenMissing: Bool) {
        self.registry = registry
        self.ownPipeline = ownPipeline
        self.ownWhenMissing = ownWhenMissing
    }

    mutating func reader(for pipelinePath: String?) throws -> DocumentReader {
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
        readers[path ?? ""] = reader
        return reader
    }
}
