/// Why a PDF could not be read. Each case names the file and the reason.
public enum PDFError: Error, Hashable, CustomStringConvertible {
    case encrypted(file: String)
    case unreadable(file: String, reason: String)
    case noSuchPage(file: String, page: Int)
    case renderFailed(file: String, page: Int, reason: String)

    public var description: String {
        switch self {
        case .encrypted(let file):
            return "\(file): PDF is encrypted with a password; decrypt it first (for example with qpdf --decrypt)"
        case .unreadable(let file, let reason):
            return "\(file): cannot open PDF: \(reason)"
        case .noSuchPage(let file, let page):
            return "\(file): PDF has no page \(page)"
        case .renderFailed(let file, let page, let reason):
            return "\(file): cannot render page \(page): \(reason)"
        }
    }
}
