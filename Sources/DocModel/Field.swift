import Foundation

/// A key–value field of a form, invoice or letter ("Invoice no: 4711", a label with its value right of it or
/// under it): the content of a `field` block.
public struct Field: Hashable, Codable, Sendable {
    /// The label as printed, without its trailing colon ("Invoice no").
    public var key: String
    /// The value as printed; empty for a label whose value was left blank.
    public var value: String
    public var keyBox: Box
    /// nil when the value is empty.
    public var valueBox: Box?

    public init(key: String, value: String, keyBox: Box, valueBox: Box?) {
        self.key = key
        self.value = value
        self.keyBox = keyBox
        self.valueBox = valueBox
    }

    /// The key for comparing across documents: lower case, accents and punctuation dropped, words joined by
    /// single spaces ("Rechnungs-Nr.:" → "rechnungs nr", "Date d'échéance" → "date d echeance").
    public var keyNormalized: String { Self.normalize(key) }

    public static func normalize(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }
}
