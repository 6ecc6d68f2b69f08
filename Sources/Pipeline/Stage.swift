import DocModel

/// One step on one page, run on the worker that owns the page. Generic over the working state so that
/// this module never imports an image library; Ingest fixes `Work`, tests use a plain struct.
public protocol PageStage<Work> {
    associatedtype Work
    /// The name used in `pipelines/*.json` ("ocr").
    var name: String { get }
    /// False to skip the page (logged as a skip); by default every page.
    func applies(to work: Work) -> Bool
    func process(_ work: inout Work) throws
}

extension PageStage {
    public func applies(to work: Work) -> Bool { true }
}

/// One step over the whole document, after every page has been read.
public protocol DocumentStage {
    var name: String { get }
    /// True for a stage that learns from the documents stored before this one (the merchant memory): in a
    /// parallel run it waits until the batch's earlier files are stored, so the result does not depend on
    /// which worker finishes first.
    var readsEarlierDocuments: Bool { get }
    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws
}

extension DocumentStage {
    public var readsEarlierDocuments: Bool { false }
}
