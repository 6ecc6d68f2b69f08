import DocModel
import Foundation

/// Where the merchant memory finds earlier receipts' readings, newest first: the store when ingesting (Ingest
/// makes the store one), the run's own receipts, in the order read, when evaluating.
public protocol MerchantReadingSource: Sendable {
    func merchantReadings(limit: Int) throws -> [Receipt.MerchantReading]
}

/// The receipts of one run kept in memory in the order they were read (`folio eval`, which stores nothing).
public final class MerchantReadingLog: MerchantReadingSource, @unchecked Sendable {
    // @unchecked: `readings` is only touched while holding `lock`.
    private let lock = NSLock()
    private var readings: [Receipt.MerchantReading] = []

    public init() {}

    public func record(_ document: Document) {
        lock.withLock { readings += document.allReceipts.map(\.merchantReading) }
    }

    public func clear() {
        lock.withLock { readings.removeAll() }
    }

    public func merchantReadings(limit: Int) throws -> [Receipt.MerchantReading] {
        lock.withLock { Array(readings.reversed().prefix(limit)) }
    }
}
