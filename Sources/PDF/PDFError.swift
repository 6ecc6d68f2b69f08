/// Why a PDF could not be read. Each case names the file and the reason.
public enum PDFError: Error, Hashable, CustomStringConvertible {
    case encrypted(file: String)
    case unreadable(file: String, reason: String)
    case noSuchPage(file: String, page: Int)
    case renderFailed(file: String, page: Int, reason: String)
    /// The page at `dpi` would exceed the pipeline's `max_pixels`.
    case tooLarge(file: String, page: Int, widthPoints: Double, heightPoints: Double, dpi: Int, limit: Int)

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
        case .tooLarge(let file, let page, let w, let h, let dpi, let limit):
            let inches = String(format: "%.0f × %.0f in", w / 72, h / 72)
            return "\(file): page \(page) is \(Int(w.rounded())) × \(Int(h.rounded())) pt (\(inches)): at \(dpi) dpi it "
                + "would be more than decode.max_pixels (\(limit)) pixels; raise max_pixels if the page is genuine"
        }
    }
}
