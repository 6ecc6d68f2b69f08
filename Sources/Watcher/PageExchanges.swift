import Foundation
import Ingest

/// One page exchange per pipeline, shared by the watcher's workers: a page may only be read by a worker
/// whose stages come from the same pipeline as its document.
final class PageExchanges: @unchecked Sendable {
    // @unchecked: `byPipeline` is only touched while holding `lock`.
    private let lock = NSLock()
    private var byPipeline: [String: PageExchange] = [:]

    func exchange(for pipeline: String) -> PageExchange {
        lock.withLock {
            if let existing = byPipeline[pipeline] { return existing }
            let created = PageExchange()
            byPipeline[pipeline] = created
            return created
        }
    }

    var all: [(pipeline: String, exchange: PageExchange)] {
        lock.withLock { byPipeline.map { ($0.key, $0.value) } }
    }
}
