import Pipeline

/// Renders a PDF page that has no usable text layer into pixels for OCR.
struct RasterizeStage: PageStage {
    let name = "rasterize"

    func applies(to work: PageWork) -> Bool { work.pdfPage != nil && work.image == nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let pdfPage = work.pdfPage else { return }
        let image = try pdfPage.render(dpi: work.dpi)
        work.image = image
        work.width = image.width
        work.height = image.height
    }
}
