import Foundation

/// How commands write JSON: keys sorted, slashes as they are.
public enum JSONOutput {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// One compact JSON object and a newline (JSON Lines).
    public static func line<T: Encodable>(_ value: T) -> String {
        guard let data = try? encoder().encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func pretty<T: Encodable>(_ value: T) throws -> String {
        let encoder = encoder()
        encoder.outputFormatting.insert(.prettyPrinted)
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
