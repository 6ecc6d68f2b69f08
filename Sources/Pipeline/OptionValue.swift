import Foundation

/// A stage option's value, as it may appear in a pipeline file.
public enum OptionValue: Hashable, Codable, Sendable {
    case integer(Int)
    case number(Double)
    case string(String)
    case bool(Bool)
    /// A JSON object of strings, e.g. Tesseract variables by name.
    case strings([String: String])

    public enum Kind: String, Sendable { case integer, number, string, bool, strings = "object of strings" }

    /// Converts a decoded JSON value, nil when it is not of `kind` (an integer is accepted as a number).
    init?(_ raw: JSONValue, kind: Kind) {
        switch (kind, raw) {
        case (.bool, .bool(let v)): self = .bool(v)
        case (.integer, .integer(let v)): self = .integer(v)
        case (.number, .integer(let v)): self = .number(Double(v))
        case (.number, .number(let v)): self = .number(v)
        case (.string, .string(let v)): self = .string(v)
        case (.strings, .object(let o)):
            var map: [String: String] = [:]
            for (key, value) in o {
                guard let v = value.string else { return nil }
                map[key] = v
            }
            self = .strings(map)
        default: return nil
        }
    }

    public var intValue: Int? { if case .integer(let v) = self { return v }; return nil }
    public var doubleValue: Double? {
        switch self {
        case .number(let v): return v
        case .integer(let v): return Double(v)
        default: return nil
        }
    }
    public var stringValue: String? { if case .string(let v) = self { return v }; return nil }
    public var boolValue: Bool? { if case .bool(let v) = self { return v }; return nil }
    public var stringsValue: [String: String]? { if case .strings(let v) = self { return v }; return nil }

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int.self) { self = .integer(i) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let m = try? c.decode([String: String].self) { self = .strings(m) }
        else { self = .string(try c.decode(String.self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .integer(let v): try c.encode(v)
        case .number(let v): try c.encode(v)
        case .string(let v): try c.encode(v)
        case .bool(let v): try c.encode(v)
        case .strings(let v): try c.encode(v)
        }
    }
}

