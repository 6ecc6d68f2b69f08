import Imaging
import PDF

extension PageWork {
    /// The PDF page rendered at `dpi` (which must fit `maxPixels`, else `.tooLarge`), as 8-bit grey; nil when
    /// `probeBlank` and the page draws nothing. A page that draws images is rendered by `isolation`'s child
    /// process when there is one, unless the file states every image's size and none is large, JPEG 2000 or JBIG2
    /// (`PDFDocument.imagesFitInProcess`: Poppler's memory for other images cannot be bounded in process); else here.
    func renderedPDFPage(dpi: Int, probeBlank: Bool) throws -> Image? {
        guard let pdfPage else { return nil }
        try pdfPage.checkFits(dpi: dpi, maxPixels: maxPixels)
        if let isolation, pdfPage.hasImages, !pdfPage.pdfDocument.imagesFitInProcess(maxImagePixels: Self.maxImagePixelsInProcess) {
            switch try isolation.render(pdfPage, dpi: dpi, maxPixels: maxPixels, probeBlank: probeBlank) {
            case .blank: return nil
            case .image(let image): return image
            }
        }
        if probeBlank { return try pdfPage.renderUnlessBlank(dpi: dpi, maxPixels: maxPixels) }
        return try pdfPage.render(dpi: dpi, maxPixels: maxPixels)
    }

    /// Largest embedded image (in pixels) whose page is rendered in this process: an A4 or letter page scanned at
    /// 300 dpi (8.7 million) with room. A larger one, or one whose size the file does not state plainly, is
    /// rendered in the child: starting it, handing it the file and its blank probe cost about as much as the
    /// rendering itself.
    static let maxImagePixelsInProcess = 10_000_000
}
