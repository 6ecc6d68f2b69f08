import DocModel
import Foundation
import TextRepair

/// One detector's finding in a string: where (UTF-16 offsets, as NSRegularExpression reports them), what
/// kind, the normalized value and how typical the match is (0…1, before OCR confidence is applied).
public struct Match: Hashable, Sendable {
    public var kind: Entity.Kind
    public var range: NSRange
    public var normalized: String
    public var components: [String: String]?
    public var confidence: Double

    public init(kind: Entity.Kind, range: NSRange, normalized: String, components: [String: String]? = nil,
                confidence: Double) {
        self.kind = kind
        self.range = range
        self.normalized = normalized
        self.components = components
        self.confidence = confidence
    }

    func overlaps(_ other: Match) -> Bool { NSIntersectionRange(range, other.range).length > 0 }
}

/// A detector of one kind (or a few related kinds) of data in plain text.
public protocol Detector: Sendable {
    func detect(in text: TextView) -> [Match]
}

/// A string prepared for detection: the original, and a copy of the same length with OCR's typical
/// letter-for-digit confusions inside numbers repaired (see `OCRRepair`).
public struct TextView {
    public let original: String
    public let repaired: String
    let nsRepaired: NSString
    let nsOriginal: NSString

    public init(_ text: String) {
        original = text
        repaired = OCRRepair.repairDigits(text)
        nsRepaired = repaired as NSString
        nsOriginal = text as NSString
    }

    /// The repaired text of a range.
    func repaired(_ range: NSRange) -> String { nsRepaired.substring(with: range) }
    /// The original text of a range.
    func original(_ range: NSRange) -> String { nsOriginal.substring(with: range) }
    var length: Int { nsRepaired.length }
}
