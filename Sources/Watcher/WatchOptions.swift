import Foundation
import Inbox
import Ingest
import Pipeline

/// How `folio watch` runs.
public struct WatchOptions: Sendable {
    public var layout: InboxLayout
    public var jobs: Int
    /// Seconds a file's size and mtime must hold before it is taken.
    public var settle: Double
    /// Rescan period when only polling (`--poll`); nil: inotify, with a rescan every `safetyRescan` seconds.
    public var poll: Double?
    public var safetyRescan: Double = 30
    /// Process what is there, then exit.
    public var once: Bool
    /// Leave originals where they are instead of moving them.
    public var keepInPlace: Bool
    /// Write `NAME.searchable.pdf` beside each archived original (not with `keepInPlace`: the inbox would read it).
    public var searchablePDF = false
    /// Workers free the models a page did not use after it (`--release-models`, `DocumentReader.releasesModels`).
    public var releasesModels = false
    /// The pipeline for files without a folder pipeline.
    public var pipeline: PipelineDefinition
    /// Where `<folder>.json` pipelines are looked for.
    public var pipelinesFolder: String
    /// Reads of a file that fails to parse before it is declared failed (it may still have been incomplete).
    public var maxAttempts = 3
    /// First backoff in seconds; doubled each attempt.
    public var backoff: Double = 1
    var retry: ReadRetry { ReadRetry(attempts: maxAttempts, backoff: backoff) }

    public init(layout: InboxLayout, jobs: Int, settle: Double, poll: Double?, once: Bool, keepInPlace: Bool,
                pipeline: PipelineDefinition, pipelinesFolder: String) {
        self.layout = layout
        self.jobs = max(1, jobs)
        self.settle = settle
        self.poll = poll
        self.once = once
        self.keepInPlace = keepInPlace
        self.pipeline = pipeline
        self.pipelinesFolder = pipelinesFolder
    }
}
