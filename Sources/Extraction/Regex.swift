import Foundation

/// NSRegularExpression with the two calls detectors need. Patterns are literals written in this
/// module, so a pattern that does not compile is a programmer error (a precondition).
struct Pattern: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable and documented as thread safe.
    let regex: NSRegularExpression

    init(_ pattern: String, caseInsensitive: Bool = false) {
        do {
            regex = try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            preconditionFailure("bad detector pattern \(pattern): \(error)")
        }
    }

    func matches(in text: String) -> [NSTextCheckingResult] {
        regex.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }
}

extension NSTextCheckingResult {
    /// The text of capture group `index` in `text`, nil when it did not take part.
    func group(_ index: Int, in text: NSString) -> String? {
        let r = range(at: index)
        return r.location == NSNotFound ? nil : text.substring(with: r)
    }

    func group(_ name: String, in text: NSString) -> String? {
        let r = range(withName: name)
        return r.location == NSNotFound ? nil : text.substring(with: r)
    }
}
