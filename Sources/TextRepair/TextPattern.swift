import Foundation

/// NSRegularExpression with the calls Folio's readers need: every rule over text (detected data, receipt
/// labels, dates with look-alike digits) is one of these. Patterns are literals written in the code, so one
/// that does not compile is a programmer error (a precondition), never an input's fault.
public struct TextPattern: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable and documented as thread safe.
    public let regex: NSRegularExpression

    public init(_ pattern: String, caseInsensitive: Bool = false) {
        do {
            regex = try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            preconditionFailure("bad pattern \(pattern): \(error)")
        }
    }

    /// Every match in `text`.
    public func matches(in text: String) -> [NSTextCheckingResult] {
        regex.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    /// True when `text` holds a match.
    public func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    /// Capture groups of the first match (index 0 is the whole match); nil when it does not match.
    public func groups(_ text: String) -> [String?]? {
        let ns = text as NSString
        guard let m = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return (0..<m.numberOfRanges).map { i in
            m.range(at: i).location == NSNotFound ? nil : ns.substring(with: m.range(at: i))
        }
    }

    /// The UTF-16 offset where the first match starts; nil when it does not match.
    public func firstMatchOffset(_ text: String) -> Int? {
        regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length))?.range.location
    }

    /// The text with group `group` of each match replaced by what `replacement` makes of the match's groups
    /// (index 0 the whole match, "" for a group that took no part); a match it returns nil for stays.
    public func replacing(group: Int = 0, in text: String, with replacement: ([String]) -> String?) -> String {
        let ns = text as NSString
        var result = text
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).reversed() {
            let groups = (0..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
            guard let new = replacement(groups), let range = Range(m.range(at: group), in: result) else { continue }
            result.replaceSubrange(range, with: new)
        }
        return result
    }

    public func count(in text: String) -> Int {
        regex.numberOfMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }
}

extension NSTextCheckingResult {
    /// The text of capture group `index` in `text`, nil when it did not take part.
    public func group(_ index: Int, in text: NSString) -> String? {
        let r = range(at: index)
        return r.location == NSNotFound ? nil : text.substring(with: r)
    }

    public func group(_ name: String, in text: NSString) -> String? {
        let r = range(withName: name)
        return r.location == NSNotFound ? nil : text.substring(with: r)
    }
}
