import Foundation

/// The lines of a word list file: plain lists (one word a line, /usr/share/dict) and Hunspell dictionaries
/// (a count, then `word/FLAGS`). Read scalar by scalar: Foundation's `trimmingCharacters` bridges every line to
/// an `NSString` and back, and splitting by `Character` finds every grapheme's bounds; for the ~340,000 lines the
/// spelling lists and the character model read, that cost about a second of CPU at each start (more than `ocr`
/// spends on a page).
public enum WordListFile {
    /// The file's text (UTF-8, else Latin-1) split at line breaks, each line without the spaces and tabs at its
    /// ends; empty lines left out. nil when the file cannot be read.
    public static func lines(atPath path: String) -> [Substring]? {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else { return nil }
        return lines(of: text)
    }

    /// `text` split where `Character.isNewline` would split it, the pieces trimmed (`trimmed`); empty lines left out.
    public static func lines(of text: String) -> [Substring] {
        text.unicodeScalars.split(whereSeparator: isLineBreak).map { trimmed(Substring($0)) }
    }

    /// `text` without the spaces and tabs at its ends: what `trimmingCharacters(in: .whitespaces)` drops (tab and
    /// Unicode's space separators), line breaks kept.
    public static func trimmed(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return text[text.endIndex...] }
        return Substring(scalars[first...last])
    }

    /// Line feed, vertical tab, form feed, carriage return, next line, line and paragraph separators.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
    }
}
