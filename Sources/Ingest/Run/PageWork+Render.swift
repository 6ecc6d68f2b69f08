import Imaging
import PDF

extension PageWork {
    /// The PDF page rendered at `dpi` (which must fit `maxPixels`, else `.tooLarge`), as 8-bit grey; nil when
    /// `probeBlank` and the page draws nothing. A page that draws images is rendered by `isolation`'s child
    /// process when there is one (Poppler's memory for images cannot be bounded in process), else here.
    func renderedPDFPage(dpi: Int, probeBlank: Bool) throws -> Image? {
        guard let pdfPage else { return nil }
        try pdfPage.checkFits(dpi: dpi, maxPixels: maxPixels)
        if let isolation, pdfPage.hasImages {
            switch try isolation.render(pdfPage, dpi: dpi, maxPixels: maxPixels, probeBlank: probeBlank) {
            case .blank: return nil
            case .image(let image): return image
            }
        }
        if probeBlank, try pdfPage.isBlank() { return nil }
        return try pdfPage.render(dpi: dpi, maxPixels: maxPixels)
    }
}
