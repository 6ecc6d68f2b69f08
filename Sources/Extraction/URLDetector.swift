import Foundation
import TextRepair

/// Links: with a scheme (http, https, ftp), starting "www.", or a bare domain with a common top-level
/// domain ("example.com/path"). Normalized with "https://" added when no scheme is given and the host
/// lowercased. Trailing sentence punctuation is not part of the link. OCR damage in the host (a space
/// beside a dot after "www", a comma for the last dot, "rn" for "m" in the top-level domain) is repaired by
/// `WebAddressRepair`, only into a host whose top-level domain is a known one.
struct URLDetector: Detector {
    static let tlds = "com|org|net|edu|gov|io|co|info|biz|eu|de|fr|nl|uk|ie|ch|at|be|es|it|us|ca|au|app|dev"
    static let pattern = TextPattern(
        #"(?<![\w@.-])(?:(?:https?|ftp)://[^\s<>"]+|www\.[^\s<>"]+|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.(?:"#
            + tlds + #")(?![\w@-])(?:/[^\s<>"]*)?)"#, caseInsensitive: true)
    /// "www" links with spaces beside their dots or a comma for one ("www. example .com/path"), or a speck of small
    /// print read as a hyphen before the first dot ("www-.example.com": no label ends in a hyphen).
    static let damaged = TextPattern(#"(?<![\w@.-])(?:(?:https?|ftp)[ ]?:[ ]?//[ ]?)?www-?[ ]?[.,][ ]?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:[ ]?[.,][ ]?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?:/[^\s<>"]*)?"#,
                                     caseInsensitive: true)

    /// A bare domain with a path whose top-level domain a photograph damaged ("bluebird-online.ni/faq"): the path
    /// shows it is a link; kept only where `WebAddressRepair` reads a known top-level domain in what was read.
    static let damagedBare = TextPattern(#"(?<![\w@./-])[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z][A-Za-z0-9!|]{1,3}/[^\s<>"]*"#)

    func detect(in text: TextView) -> [Match] {
        var found: [Match] = Self.pattern.matches(in: text.original).compactMap { result in
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
            let normalized = Self.lowercasingHost(Self.repairingHost(full))
            return Match(kind: .url, range: range, normalized: normalized,
                         confidence: hasScheme || value.lowercased().hasPrefix("www.") ? 0.97 : 0.8)
        }
        for result in Self.damaged.matches(in: text.original) {
            // A clean-looking link the damage cut short ("www.example. com" read as "www.example") gives way
            // to the repaired one; a link ending in a known top-level domain only when the repaired one is the
            // same host with the "www." the space set apart ("www. example.eu/path").
            let overlapping = found.filter { NSIntersectionRange($0.range, result.range).length > 0 }
            guard let (range, value) = EmailDetector.longestValid(result.range, in: text, repair: Self.repairedLink),
                  overlapping.allSatisfy({ !Self.endsInKnownTLD($0.normalized) || Self.isWWW(value, of: $0.normalized) }),
                  overlapping.allSatisfy({ NSIntersectionRange($0.range, range).length == $0.range.length }) else { continue }
            found.removeAll { overlapping.contains($0) }
            found.append(Match(kind: .url, range: range, normalized: value, confidence: 0.75))
        }
        for result in Self.damagedBare.matches(in: text.original)
        where !found.contains(where: { NSIntersectionRange($0.range, result.range).length > 0 }) {
            guard let (range, value) = EmailDetector.longestValid(result.range, in: text, repair: Self.repairedLink) else { continue }
            found.append(Match(kind: .url, range: range, normalized: value, confidence: 0.7))
        }
        return found
    }

    /// True when `link` is `bare` with "www." before its host ("https://www.example.eu/a" of "https://example.eu/a").
    static func isWWW(_ link: String, of bare: String) -> Bool {
        link.replacingOccurrences(of: "://www.", with: "://") == bare && link != bare
    }

    /// True when a normalized link's host ends in a known top-level domain.
    static func endsInKnownTLD(_ url: String) -> Bool {
        guard let schemeEnd = url.range(of: "://") else { return false }
        let rest = url[schemeEnd.upperBound...]
        let host = rest[..<(rest.firstIndex(where: { "/?#:".contains($0) }) ?? rest.endIndex)]
        guard let tld = host.split(separator: ".").last, host.contains(".") else { return false }
        return WebAddressRepair.knownTLDs.contains(tld.lowercased())
    }

    /// A damaged "www" link as printed, repaired: "https://" and the repaired host, then its path; or nil.
    static func repairedLink(_ printed: String) -> String? {
        var rest = Substring(printed.filter { !$0.isWhitespace })
        var scheme = "https"
        if let colon = rest.range(of: "://") {
            scheme = rest[..<colon.lowerBound].lowercased()
            rest = rest[colon.upperBound...]
        }
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        // Commas inside the host are dots ("www,example.com" is never written on purpose), and "www-." is "www.".
        var printedHost = rest[..<hostEnd].replacingOccurrences(of: ",", with: ".")
        if printedHost.lowercased().hasPrefix("www-.") { printedHost.remove(at: printedHost.index(printedHost.startIndex, offsetBy: 3)) }
        guard let host = WebAddressRepair.host(printedHost) else { return nil }
        return scheme + "://" + host + rest[hostEnd...]
    }

    /// A link whose host has a comma for its last dot, a damaged top-level domain ("example.corn"), an "l" read
    /// as a capital I ("lumen-nI.nl") or a hyphen read for the dot after "www" ("www-silverline.eu"), with
    /// the host repaired when that gives a known top-level domain; else as it is.
    static func repairingHost(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
        var host = String(rest[..<hostEnd])
        // "www-silverline.eu": the dot after "www" a photograph read as a hyphen, where one name and the top-level
        // domain follow, or one name and a country's registry suffix ("www-silverline-group.co.uk"); a host named
        // "www-cs" stands under a domain of its own ("www-cs.stanford.edu").
        let labels = host.dropFirst(4).split(separator: ".", omittingEmptySubsequences: false)
        let registered = labels.count == 2
            || (labels.count == 3 && WebAddressRepair.registrySuffixes.contains(labels[1].lowercased()) && labels[2].count == 2)
        if host.lowercased().hasPrefix("www-"), registered, host.dropFirst(4).first?.isLetter == true {
            host = "www." + host.dropFirst(4)
        }
        let tld = host.split(whereSeparator: { $0 == "." || $0 == "," }).last.map(String.init) ?? ""
        guard host.contains(",") || WebAddressRepair.tld(tld) != tld || WebAddressRepair.lReadAsCapitalI(host) != host,
              let repaired = WebAddressRepair.host(host) else { return url[..<schemeEnd.upperBound] + host + rest[hostEnd...] }
        return url[..<schemeEnd.upperBound] + repaired + rest[hostEnd...]
    }

    static func lowercasingHost(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
        return url[..<schemeEnd.lowerBound].lowercased() + "://" + rest[..<hostEnd].lowercased() + rest[hostEnd...]
    }
}
