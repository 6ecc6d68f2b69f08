/// Text from outside (file names, error messages quoting them) made safe for a one-line-per-event log: control
/// characters are written as escapes, so a file named "a\nfailed  b.pdf" cannot forge a log line, and bytes
/// that were not UTF-8 (shown as U+FFFD by the file system layer) stay visible.
public enum LogText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
