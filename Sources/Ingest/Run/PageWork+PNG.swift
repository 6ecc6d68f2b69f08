import Foundation

extension PageWork {
    /// The page's pixels as PNG at `dpi`: the image that was (or would be) read by OCR. A page read from
    /// its text layer has no pixels yet and is rendered for this.
    public func pngData() throws -> Data {
        if let image { return try image.pngData() }
        return try renderedPDFPage(dpi: dpi, probeBlank: false)?.pngData() ?? Data()
    }
}
