/// Something that went wrong, or was worth saying, while reading a document: failures are data.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Codable, Sendable { case info, warning, error }

    public var severity: Severity
    /// The stage that said it ("decode", "ocr", …).
    public var stage: String
    /// 1-based page, nil for the whole document.
    public var page: Int?
    public var message: String

    public init(severity: Severity, stage: String, page: Int? = nil, message: String) {
        self.severity = severity
        self.stage = stage
        self.page = page
        self.message = message
    }

    public var description: String {
        "\(severity.rawValue): \(stage)\(page.map { " (page \($0))" } ?? ""): \(message)"
    }
}

/// How reading a document ended.
public enum Outcome: String, Hashable, Codable, Sendable {
    /// Every page read.
    case succeeded
    /// Stored, but some pages failed (see the diagnostics).
    case partiallySucceeded = "partial"
    /// Nothing usable: the reason is in the diagnostics.
    case failed
    /// Not read again: the same content is already stored.
    case duplicate
}
