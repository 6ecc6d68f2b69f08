import Foundation
import TextRepair

/// Email addresses, lowercased. OCR often sets a space on either side of "@": that is accepted. Other OCR
/// damage (a space beside a dot, a comma for the last dot, "rn" for "m" in the top-level domain, "(at)" for
/// "@", the dot before the top-level domain lost) is repaired by `WebAddressRepair`, only into an email whose top-level domain is a known one.
struct EmailDetector: Detector {
    static let pattern = TextPattern(#"(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]*\s?@\s?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w@])"#)
    /// The damaged shapes: spaces beside dots, commas for dots, "(at)", "©" or "®" for "@" (`WebAddressRepair.atReads`),
    /// "!" or "|" ending a label (an "l": "example.n!"); validated by `WebAddressRepair.email`.
    static let damaged = TextPattern(#"(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]*(?:[ ]?@[ ]?|[ ]?[(\[][Aa][Tt][)\]][ ]?|["#
        + String(WebAddressRepair.atReads) + #"])[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:[ ]?[.,][ ]?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9!|])?)+"#)

    /// An email whose host holds no dot at all, which no host is: the dot before the top-level domain lost
    /// ("info@alpine-nlnl" for alpine-nl.nl); read with the longest known top-level domain that ends it.
    static let undotted = TextPattern(#"(?<![\w.%+-])(?<local>[A-Za-z0-9][A-Za-z0-9._%+-]*)@(?<host>[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(?![\w@.-])"#)

    static func dotBeforeTLD(_ host: String) -> String? {
        let lower = host.lowercased()
        guard let tld = WebAddressRepair.knownTLDs.filter({ lower.hasSuffix($0) && lower.count - $0.count >= 2 })
            .max(by: { $0.count < $1.count }), !lower.dropLast(tld.count).hasSuffix("-") else { return nil }
        return lower.dropLast(tld.count) + "." + tld
    }

    func detect(in text: TextView) -> [Match] {
        var found: [Match] = Self.pattern.matches(in: text.original).map { result in
            let printed = text.original(result.range).filter { !$0.isWhitespace }
            // A damaged top-level domain ("corn") or an "l" read as a capital I inside the host ("lumen-nI.nl")
            // is repaired when that gives a known top-level domain; else as printed.
            let value = WebAddressRepair.email(printed) ?? printed.lowercased()
            let spaced = text.original(result.range).contains(where: \.isWhitespace)
            return Match(kind: .email, range: result.range, normalized: value,
                         components: ["domain": String(value.split(separator: "@").last ?? "")],
                         confidence: spaced ? 0.85 : 0.98)
        }
        for result in Self.damaged.matches(in: text.original)
        where !found.contains(where: { NSIntersectionRange($0.range, result.range).length > 0 }) {
            guard let (range, value) = Self.longestValid(result.range, in: text, repair: WebAddressRepair.email) else { continue }
            found.append(Match(kind: .email, range: range, normalized: value,
                               components: ["domain": String(value.split(separator: "@").last ?? ""), "repaired": "true"],
                               confidence: 0.75))
        }
        let s = text.original as NSString
        for result in Self.undotted.matches(in: text.original)
        where !found.contains(where: { NSIntersectionRange($0.range, result.range).length > 0 }) {
            guard let local = result.group("local", in: s), let host = result.group("host", in: s).flatMap(Self.dotBeforeTLD),
                  let value = WebAddressRepair.email(local + "@" + host) else { continue }
            found.append(Match(kind: .email, range: result.range, normalized: value,
                               components: ["domain": host, "repaired": "true"], confidence: 0.7))
        }
        return found
    }

    /// The longest start of a damaged match that repairs into a valid value, cut before a dot or comma
    /// (a sentence's full stop after an address is not part of it).
    static func longestValid(_ range: NSRange, in text: TextView,
                             repair: (String) -> String?) -> (NSRange, String)? {
        let printed = text.original(range) as NSString
        var ends = [printed.length]
        for i in stride(from: printed.length - 1, to: 0, by: -1) {
            let c = printed.character(at: i)
            if c == 0x2E || c == 0x2C {  // "." or ","
                var end = i
                while end > 0, printed.character(at: end - 1) == 0x20 { end -= 1 }
                ends.append(end)
            }
        }
        for end in ends {
            if let value = repair(printed.substring(to: end)) { return (NSRange(location: range.location, length: end), value) }
        }
        return nil
    }
}
