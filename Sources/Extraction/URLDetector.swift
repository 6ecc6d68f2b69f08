import Foundation
import TextRepair

/// Links: with a scheme (http, https, ftp), starting "www.", or a bare domain with a common top-level
/// domain ("example.com/path"). Normalized with "https://" added when no scheme is given and the host
/// lowercased. Trailing sentence punctuation is not part of the link.
struct URLDetector: Detector {
    static let tlds = "com|org|net|edu|gov|io|co|info|biz|eu|de|fr|nl|uk|ch|at|be|es|it|us|ca|au|app|dev"
    static let pattern = TextPattern(
        #"(?<![\w@.-])(?:(?:https?|ftp)://[^\s<>"]+|www\.[^\s<>"]+|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.(?:"#
            + tlds + #")(?![\w@-])(?:/[^\s<>"]*)?)"#, caseInsensitive: true)

    func detect(in text: TextView) -> [Match] {
        Self.pattern.matches(in: text.original).compactMap { result in
            var range = result.range
            var value = text.original(range)
            while let last = value.last, ".,;:!?)]}'\"".contains(last) {
                // Keep a closing parenthesis that closes one opened inside the link (Wikipedia style).
                if last == ")" && value.filter({ $0 == "(" }).count >= value.filter({ $0 == ")" }).count { break }
                value.removeLast()
                range.length -= 1
            }
            guard !value.isEmpty else { return nil }
            let hasScheme = value.range(of: "://") != nil
            let full = hasScheme ? value : "https://" + value
            let normalized = Self.lowercasingHost(full)
            return Match(kind: .url, range: range, normalized: normalized,
                         confidence: hasScheme || value.lowercased().hasPrefix("www.") ? 0.97 : 0.8)
        }
    }

    static func lowercasingHost(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
        return url[..<schemeEnd.lowerBound].lowercased() + "://" + rest[..<hostEnd].lowercased() + rest[hostEnd...]
    }
}
