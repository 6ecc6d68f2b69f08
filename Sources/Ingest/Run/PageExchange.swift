import DocModel
import Foundation
import Imaging
import Pipeline

/// One page of a shared document, as a value any worker can take.
struct PageTask: Sendable {
    /// The pipeline the document is read with (`DocumentReader.sharingKey`): only its readers may read the page.
    let pipeline: String
    let ticket: Int
    let index: Int
    let path: String
    let data: Data
    let sha256: String
    let mediaType: MediaType
    /// The document's time budget: a page taken after it is not read.
    let deadline: Deadline?
}

/// What reading one page produced, as a value that can cross threads.
struct PageOutput: Sendable {
    var page: Page
    var blocks: [Block]
    var diagnostics: [Diagnostic]
    var timings: [String: StageTime]
    /// Not read: the document's time budget ran out before the page was taken.
    var outOfTime = false

    /// A page that could not be read at all (its document ends before it, as in a sequential read).
    static func unread(_ task: PageTask, error: any Error) -> PageOutput {
        PageOutput(page: Page(number: task.index + 1, width: 0, height: 0, dpi: 0, textSource: .none), blocks: [],
                   diagnostics: [Diagnostic(severity: .error, stage: "decode", page: task.index + 1, message: "\(error)")],
                   timings: [:])
    }
}

/// Lets the workers of one run share the pages of multi-page documents: the worker that opens such a
/// document publishes its pages here; every worker (each with its own engine) takes pages before new
/// files, with its reader for the document's pipeline, and the owner assembles the document once all its
/// pages are back. Keeps one page image per worker in memory, whatever the document's length.
final class PageExchange: @unchecked Sendable {
    // @unchecked: every field is only touched while holding `condition`'s lock.
    private let condition = NSCondition()
    private var tasks: [PageTask] = []
    private var outputs: [Int: [Int: PageOutput]] = [:]
    private var expected: [Int: Int] = [:]
    private var nextTicket = 0
    /// Workers busy with a file, which may still publish pages.
    private var openers = 0


    /// Publishes `count` pages of a document; returns its ticket.
    func publish(pipeline: String, path: String, data: Data, sha256: String, mediaType: MediaType, count: Int,
                 deadline: Deadline?) -> Int {
        condition.withLock {
            nextTicket += 1
            let ticket = nextTicket
            expected[ticket] = count
            outputs[ticket] = [:]
            tasks += (0..<count).map { PageTask(pipeline: pipeline, ticket: ticket, index: $0, path: path, data: data, sha256: sha256, mediaType: mediaType,
                                                 deadline: deadline) }
            condition.broadcast()
            return ticket
        }
    }

    /// The oldest page waiting, if any (so a document's pages are read roughly in order); only of `pipeline` when
    /// given.
    func take(pipeline: String? = nil) -> PageTask? {
        condition.withLock {
            guard let index = tasks.firstIndex(where: { pipeline == nil || $0.pipeline == pipeline }) else { return nil }
            return tasks.remove(at: index)
        }
    }

    func deliver(_ output: PageOutput, for task: PageTask) {
        condition.withLock {
            outputs[task.ticket]?[task.index] = output
            condition.broadcast()
        }
    }

    /// The document's page outputs in page order once all have been delivered, else nil.
    func collect(_ ticket: Int) -> [PageOutput]? {
        condition.withLock {
            guard let done = outputs[ticket], done.count == expected[ticket] else { return nil }
            outputs[ticket] = nil
            expected[ticket] = nil
            return done.sorted { $0.key < $1.key }.map(\.value)
        }
    }

    /// Blocks until something changes: a page published or delivered, or an opener finished.
    func waitForChange() {
        condition.withLock { _ = condition.wait(until: Date().addingTimeInterval(0.5)) }
    }

    /// Marks a worker as busy with a file (from taking it until it is stored), which it may split into pages.
    func beginOpening() { condition.withLock { openers += 1 } }

    func endOpening() {
        condition.withLock {
            openers -= 1
            condition.broadcast()
        }
    }

    /// True while pages may still arrive: some are queued, or some worker may publish more.
    var mayHaveWork: Bool { condition.withLock { !tasks.isEmpty || openers > 0 } }
}
