/// How long one stage took on one document (summed over its pages): wall seconds, and CPU seconds of the
/// threads that ran it (nil in rows stored before they were recorded).
public struct StageTiming: Hashable, Codable, Sendable {
    public var stage: String
    public var seconds: Double
    public var cpuSeconds: Double?

    public init(stage: String, seconds: Double, cpuSeconds: Double? = nil) {
        self.stage = stage
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
    }
}

/// What reading one file produced: the document (nil when nothing could be read), how it ended,
/// what was said along the way and where the time went.
public struct RunReport: Hashable, Codable, Sendable {
    public var source: Source
    public var document: Document?
    public var outcome: Outcome
    public var diagnostics: [Diagnostic]
    public var timings: [StageTiming]

    public init(source: Source, document: Document?, outcome: Outcome, diagnostics: [Diagnostic],
                timings: [StageTiming]) {
        self.source = source
        self.document = document
        self.outcome = outcome
        self.diagnostics = diagnostics
        self.timings = timings
    }

    /// The first error, as one line: what `document.error` stores and the CLI prints.
    public var errorMessage: String? {
        diagnostics.first { $0.severity == .error }.map(\.description)
    }
}
