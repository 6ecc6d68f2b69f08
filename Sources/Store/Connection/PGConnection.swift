import CLibPQ
import Foundation

/// One libpq connection (`PGconn*`), owned by this object and finished in `deinit`. Like `Connection`, used
/// by one thread at a time.
///
/// Parameters travel in text format (blobs as binary `bytea`), results come back as text: the Store reads
/// them through `Statement`, which parses numbers from that text.
final class PGConnection {
    // MARK: - Stored state

    let handle: OpaquePointer
    /// The URL as given, for messages (without the password, which libpq keeps to itself).
    let url: String
    /// The Store's own statements prepared on this session (`PQprepare`), by SQL: the server parses and plans
    /// each once per connection instead of once per row. Emptied when the session is re-made.
    private var prepared: [String: String] = [:]
    /// Statements past this many run unprepared (ad-hoc SQL built per call must not grow the session forever).
    private static let preparedLimit = 500

    // MARK: - Init / deinit

    /// Connects to `url` (`postgresql://user@host:port/db?…`, libpq's own syntax). `readOnly` starts every
    /// transaction of the session read-only (`default_transaction_read_only`).
    ///
    /// A server that does not answer must not hold a worker or a watcher forever: connecting gives up after
    /// `connect_timeout`, and TCP keepalives and `tcp_user_timeout` break a connection to a host that went
    /// silent mid-session (its jobs' leases then run out and others take them). These are defaults: they come
    /// before the URL, whose own parameters (`?connect_timeout=…`) override them, and libpq's environment
    /// variable (`PGCONNECT_TIMEOUT`) is left to win when set. Unix sockets ignore the TCP settings.
    init(url: String, readOnly: Bool = false) throws(StoreError) {
        var keywords: [String] = []
        var values: [String] = []
        for (keyword, value) in Self.timeoutDefaults
        where keyword != "connect_timeout" || ProcessInfo.processInfo.environment["PGCONNECT_TIMEOUT"] == nil {
            keywords.append(keyword)
            values.append(value)
        }
        keywords += ["dbname", "application_name"]
        values += [url, "folio"]
        if readOnly {
            keywords.append("options")
            values.append("-c default_transaction_read_only=on")
        }
        let conn = Self.withCStrings(keywords) { keys in
            Self.withCStrings(values) { vals in PQconnectdbParams(keys, vals, 1) }
        }
        guard let conn else { throw StoreError(code: StoreError.postgresCode, message: "out of memory connecting to \(url)") }
        guard PQstatus(conn) == CONNECTION_OK else {
            let message = String(String(cString: PQerrorMessage(conn)).trimmingWhitespace)
            PQfinish(conn)
            throw StoreError(postgresState: Self.cannotConnect, message: "cannot connect to \(Self.redacted(url)): \(message)")
        }
        handle = conn
        self.url = Self.redacted(url)
        // Notices (e.g. "relation already exists, skipping") would go to stderr; the Store reports what matters.
        PQsetNoticeProcessor(conn, { _, _ in }, nil)
    }

    deinit { PQfinish(handle) }

    /// SQLSTATE 08001 (sqlclient_unable_to_establish_sqlconnection): libpq reports a failed connection with
    /// none, and this one makes it a connection failure (`isConnectionLost`) that callers retry.
    private static let cannotConnect = "08001"

    /// libpq keywords and their defaults: 10 s to connect; a silent peer noticed after 30 s idle plus 3 probes
    /// 10 s apart, or after 60 s of unacknowledged sends.
    private static let timeoutDefaults = [("connect_timeout", "10"), ("keepalives_idle", "30"),
                                          ("keepalives_interval", "10"), ("keepalives_count", "3"),
                                          ("tcp_user_timeout", "60000")]

    // MARK: - API

    /// True while the connection is up (`PQstatus`).
    var isConnected: Bool { PQstatus(handle) == CONNECTION_OK }

    /// True outside a transaction block (`PQtransactionStatus` idle).
    var isIdle: Bool { PQtransactionStatus(handle) == PQTRANS_IDLE }

    /// Reconnects with the same parameters (`PQreset`), after the server went away.
    func reconnect() throws(StoreError) {
        prepared.removeAll()
        PQreset(handle)
        guard isConnected else {
            throw StoreError(postgresState: Self.cannotConnect,
                             message: "cannot reconnect to \(url): \(lastError)")
        }
    }

    /// Runs one statement with `parameters` as `$1…$n` (`PQexecParams`; with `prepare`, a statement prepared
    /// once on this session, `PQexecPrepared`). Text and numbers go as text, which the server casts to the
    /// column's type; blobs go as binary `bytea`.
    func execute(_ sql: String, _ parameters: [SQLValue] = [], prepare: Bool = false) throws(StoreError) -> PGResult {
        let name = prepare ? try preparedName(sql, parameterCount: parameters.count) : nil
        var texts: [[CChar]?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        for value in parameters {
            switch value {
            case .null: texts.append(nil); lengths.append(0); formats.append(0)
            case .integer(let v): texts.append(Array(String(v).utf8CString)); lengths.append(0); formats.append(0)
            case .real(let v): texts.append(Array(Self.text(v).utf8CString)); lengths.append(0); formats.append(0)
            case .text(let v):
                // PostgreSQL text cannot hold NUL (SQLite's can): it is stored as U+FFFD rather than cutting the text.
                let text = v.contains("\0") ? v.replacingOccurrences(of: "\0", with: "\u{FFFD}") : v
                texts.append(Array(text.utf8CString)); lengths.append(0); formats.append(0)
            case .blob(let data):
                // Binary format: the bytes as they are, their count given; a trailing NUL keeps the pointer valid.
                texts.append(data.map { CChar(bitPattern: $0) } + [0]); lengths.append(Int32(data.count)); formats.append(1)
            }
        }
        let raw: OpaquePointer? = Self.withOptionalCStrings(texts) { pointers in
            lengths.withUnsafeBufferPointer { lengthBuffer in
                formats.withUnsafeBufferPointer { formatBuffer in
                    if let name {
                        return PQexecPrepared(handle, name, Int32(parameters.count), pointers, lengthBuffer.baseAddress,
                                              formatBuffer.baseAddress, 0)
                    }
                    return PQexecParams(handle, sql, Int32(parameters.count), nil, pointers, lengthBuffer.baseAddress,
                                        formatBuffer.baseAddress, 0)
                }
            }
        }
        return try check(raw, sql: sql)
    }

    /// Runs a script of several statements (`PQexec`, simple protocol), discarding rows.
    func executeScript(_ sql: String) throws(StoreError) {
        _ = try check(PQexec(handle, sql), sql: sql)
    }

    /// The socket, for waiting on notifications with `poll(2)`.
    var socket: Int32 { PQsocket(handle) }

    /// Reads what the server sent and returns the channels of the notifications received since the last call.
    func notifications() throws(StoreError) -> [String] {
        guard PQconsumeInput(handle) == 1 else {
            throw StoreError(code: StoreError.postgresCode, message: lastError)
        }
        var channels: [String] = []
        while let notify = PQnotifies(handle) {
            channels.append(String(cString: notify.pointee.relname))
            PQfreemem(notify)
        }
        return channels
    }

    // MARK: - Private

    /// The name `sql` is prepared under on this session, preparing it on first use; nil past the limit.
    private func preparedName(_ sql: String, parameterCount: Int) throws(StoreError) -> String? {
        if let name = prepared[sql] { return name }
        guard prepared.count < Self.preparedLimit else { return nil }
        let name = "folio_\(prepared.count + 1)"
        // Parameter types left to the server, as PQexecParams does: inferred from where each is used.
        _ = try check(PQprepare(handle, name, sql, Int32(parameterCount), nil), sql: sql)
        prepared[sql] = name
        return name
    }

    /// libpq's message about the latest failure on this connection, one line.
    private var lastError: String { String(String(cString: PQerrorMessage(handle)).trimmingWhitespace) }

    /// SQLSTATE connection_failure.
    private static let connectionFailure = "08006"

    private func check(_ raw: OpaquePointer?, sql: String) throws(StoreError) -> PGResult {
        guard let raw else {
            throw StoreError(postgresState: isConnected ? nil : Self.connectionFailure,
                             message: lastError, sql: sql)
        }
        let result = PGResult(handle: raw)
        switch PQresultStatus(raw) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
            return result
        default:
            // A server that went away leaves no SQLSTATE: libpq's own message, and the connection is down.
            let state = PQresultErrorField(raw, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
                ?? (isConnected ? nil : Self.connectionFailure)
            let message = String(String(cString: PQresultErrorMessage(raw)).trimmingWhitespace)
            throw StoreError(postgresState: state, message: message.isEmpty
                             ? lastError : message, sql: sql)
        }
    }

    /// Doubles in a form PostgreSQL parses back to the same value; NaN and infinities by name.
    private static func text(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
        return "\(value)"
    }

    /// The URL with any password replaced by `***`.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        withOptionalCStrings(strings.map { Array($0.utf8CString) } + [nil], body)
    }

    /// Pointers to each string's bytes (nil stays nil), valid during `body`.
    private static func withOptionalCStrings<R>(_ strings: [[CChar]?],
                                                _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let buffers: [UnsafeMutableBufferPointer<CChar>?] = strings.map { bytes in
            bytes.map { bytes in
                let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: bytes.count)
                _ = buffer.initialize(from: bytes)
                return buffer
            }
        }
        defer { buffers.forEach { $0?.deallocate() } }
        let pointers: [UnsafePointer<CChar>?] = buffers.map { $0.map { UnsafePointer($0.baseAddress!) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// One libpq result (`PGresult*`), cleared in `deinit`. Values are read as text.
final class PGResult {
    let handle: OpaquePointer

    init(handle: OpaquePointer) { self.handle = handle }
    deinit { PQclear(handle) }

    var rowCount: Int32 { PQntuples(handle) }
    var columnCount: Int32 { PQnfields(handle) }
    var columnNames: [String] { (0..<columnCount).map { String(cString: PQfname(handle, $0)) } }

    /// Rows an INSERT, UPDATE or DELETE touched (`PQcmdTuples`); 0 for other statements.
    var affectedRows: Int { Int(String(cString: PQcmdTuples(handle))) ?? 0 }

    func isNull(_ row: Int32, _ column: Int32) -> Bool { PQgetisnull(handle, row, column) == 1 }

    func text(_ row: Int32, _ column: Int32) -> String {
        guard let value = PQgetvalue(handle, row, column) else { return "" }
        let count = Int(PQgetlength(handle, row, column))
        return value.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }

    /// The column's type (`PQftype`), for typing ad-hoc query results.
    func type(_ column: Int32) -> UInt32 { PQftype(handle, column) }

    /// A `bytea` in text format (`\\x` then two hex digits per byte) as bytes; empty for anything else.
    static func bytes(fromHex text: String) -> Data {
        let digits = Array(text.utf8)
        guard digits.count >= 2, digits[0] == UInt8(ascii: "\\"), digits[1] == UInt8(ascii: "x") else { return Data() }
        func nibble(_ c: UInt8) -> UInt8 {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
            default: c &- UInt8(ascii: "A") &+ 10
            }
        }
        var data = Data(capacity: (digits.count - 2) / 2)
        var index = 2
        while index + 1 < digits.count {
            data.append(nibble(digits[index]) << 4 | nibble(digits[index + 1]))
            index += 2
        }
        return data
    }
}
