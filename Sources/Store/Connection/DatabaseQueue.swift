import Dispatch

/// The writer connection behind a serial queue: the one Store type that crosses threads
/// (GRDB's `SerializedDatabase`).
final class DatabaseQueue: @unchecked Sendable {
    // @unchecked: `connection` is a non-Sendable, NOMUTEX handle, but it is only ever touched inside
    // `queue.sync` blocks of a serial queue, so no two threads use it at once; it is never handed out
    // beyond the duration of a `body` call.

    // MARK: - Stored state

    private let connection: Connection
    private let queue: DispatchQueue

    // MARK: - Init

    init(connection: Connection, label: String = "folio.store.writer") {
        self.connection = connection
        self.queue = DispatchQueue(label: label)
    }

    // MARK: - API

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction, serialized with every other access. `durable: false`:
    /// see `Connection.transaction`.
    func write<T>(durable: Bool = true, _ body: (Connection) throws -> T) throws -> T {
        try queue.sync { try connection.transaction(durable: durable) { try body(connection) } }
    }

    /// Runs `body` in one deferred transaction, so all its reads see the same committed snapshot even
    /// while another process writes; serialized with every other access.
    func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try queue.sync { try connection.transaction(.deferred) { try body(connection) } }
    }
}
