import Foundation
import TextRepair

/// Email addresses, lowercased. OCR often sets a space on either side of "@": that is accepted.
struct EmailDetector: Detector {
    static let pattern = TextPattern(#"(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]*\s?@\s?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w@])"#)

    func detect(in text: TextView) -> [Match] {
        Self.pattern.matches(in: text.original).map { result in
            let value = text.original(result.range).filter { !$0.isWhitespace }.lowercased()
            let spaced = text.original(result.range).contains(where: \.isWhitespace)
            return Match(kind: .email, range: result.range, normalized: value,
                         components: ["domain": String(value.split(separator: "@").last ?? "")],
                         confidence: spaced ? 0.85 : 0.98)
        }
    }
}
