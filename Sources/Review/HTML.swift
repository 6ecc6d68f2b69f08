import Foundation

/// Escaping for text that comes from documents: it is data, never markup.
enum HTML {
    /// Text for element content and for attribute values in double or single quotes: `& < > " '` become
    /// character references, and line breaks in attributes survive as `&#10;`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            case "\r", "\u{0}": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number for SVG attributes (at most two decimals).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A confidence as "0.93".
    static func confidence(_ value: Double) -> String { String(format: "%.2f", value) }
}
