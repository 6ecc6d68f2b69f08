import DocModel
import PDF
import Pipeline

/// Renders a PDF page that has no usable text layer into pixels for OCR, at the pipeline's resolution or
/// the highest lower one that keeps the page within `max_pixels`. A page that draws nothing is not rendered.
struct RasterizeStage: PageStage {
    let name = "rasterize"
    /// Leave a page that draws nothing without pixels (so no later stage reads it): a blank page costs a
    /// 36 dpi probe instead of a full rendering and OCR.
    var skipBlank = true

    func applies(to work: PageWork) -> Bool { work.pdfPage != nil && work.image == nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let pdfPage = work.pdfPage else { return }
        // With no fitting resolution, the floor one is refused, naming the page's size.
        let dpi = pdfPage.renderingDPI(atMost: work.dpi, maxPixels: work.maxPixels) ?? PDFPage.floorDPI
        guard let image = try work.renderedPDFPage(dpi: dpi, probeBlank: skipBlank) else {
            work.warnings.append(Diagnostic(severity: .info, stage: name, page: work.number,
                                            message: "the page draws nothing: not rendered or read"))
            return
        }
        if dpi < work.dpi {
            let (w, h) = pdfPage.pixelSize(dpi: work.dpi)
            work.warnings.append(Diagnostic(severity: .warning, stage: name, page: work.number,
                                            message: "rendered at \(dpi) dpi instead of \(work.dpi): at \(work.dpi) dpi the page "
                                                + "would be \(w)×\(h) pixels, more than decode.max_pixels (\(work.maxPixels))"))
        }
        work.image = image
        work.dpi = dpi
        work.width = image.width
        work.height = image.height
    }
}

extension RasterizeStage {
    /// `dpi`, `isolate` and `memory_mb` configure the opener (`StageRegistry.openerSettings`).
    static let definition: StageDefinition = .page(
        "rasterize", "Render PDF pages without a usable text layer (lower dpi when over max_pixels; blank pages skipped)",
        options: [.init("dpi", .integer, default: .integer(DocumentOpener.Settings().pdfDPI), range: 50...1200),
                  .init("skip_blank", .bool, default: .bool(true)), .init("isolate", .bool, default: .bool(true)),
                  .init("memory_mb", .integer, range: 64...Double.infinity)],
        inDefaultPipeline: ["dpi": .integer(300)]) { spec, _ in
        RasterizeStage(skipBlank: definition.bool("skip_blank", spec))
    }
}
