import FolioCLI
import Foundation
import Imaging
import TestSupport
import Testing

enum Folio {
    /// Runs `folio ARGUMENTS` in this process; (status, stdout, stderr).
    static func run(_ arguments: [String]) -> (status: ExitCode, out: String, err: String) {
        let out = LockedBuffer(), err = LockedBuffer()
        let status = FolioMain.run(arguments, console: Console(out: { out.append($0) }, err: { err.append($0) }),
                                   environment: ProcessInfo.processInfo.environment)
        return (status, out.value, err.value)
    }
}

/// One word of `pdftotext -bbox` output, in PDF points from the top-left.
struct PDFWord {
    var text: String
    var xMin, yMin, xMax, yMax: Double

    /// Parses pdftotext's XHTML: `<word xMin="…" yMin="…" xMax="…" yMax="…">text</word>` per line.
    static func parse(_ xhtml: String) -> [PDFWord] {
        let pattern = #/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>/#
        return xhtml.matches(of: pattern).compactMap { match in
            guard let x0 = Double(match.1), let y0 = Double(match.2), let x1 = Double(match.3), let y1 = Double(match.4)
            else { return nil }
            return PDFWord(text: unescape(String(match.5)), xMin: x0, yMin: y0, xMax: x1, yMax: y1)
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
