import Foundation

/// One SQLite value, as bound to a statement or read from a result column.
public enum SQLValue: Hashable, Sendable, Encodable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    /// `.null` for nil, else `.integer`.
    public init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
    /// `.null` for nil, else `.integer`.
    public init(_ value: Int64?) { self = value.map { .integer($0) } ?? .null }
    /// `.null` for nil, else `.real`. SQLite stores NaN as NULL.
    public init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
    /// `.null` for nil, else `.text`.
    public init(_ value: String?) { self = value.map { .text($0) } ?? .null }
    /// SQLite has no boolean: 0 or 1.
    public init(_ value: Bool) { self = .integer(value ? 1 : 0) }

    public var int64: Int64? {
        switch self {
        case .integer(let value): value
        case .real(let value): Int64(exactly: value)
        default: nil
        }
    }

    public var int: Int? { int64.flatMap { Int(exactly: $0) } }

    public var double: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    public var string: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    public var isNull: Bool { self == .null }

    /// What `folio query` prints: NULL, numbers as SQLite prints them, text verbatim, blobs as `x'…'`.
    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): value
        case .blob(let value): "x'" + value.map { String(format: "%02x", $0) }.joined() + "'"
        }
    }

    /// JSON: null, a number, a string; a blob as its hex `x'…'` string, since JSON has no bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let value): try container.encode(value)
        case .real(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .blob: try container.encode(description)
        }
    }
}
