import Pipeline

/// The plain tesseract CLI with the pipeline's `ocr` languages, as `folio bench` runs it beside Folio.
public struct ReferenceOCR: Sendable {
    let cli: TesseractCLI

    /// nil when `tesseract` is not on PATH.
    public static func find(environment: [String: String], matching pipeline: PipelineDefinition) -> ReferenceOCR? {
        (TesseractCLI.find(environment: environment)?.matching(pipeline)).map(ReferenceOCR.init(cli:))
    }

    public func recognize(imagePath: String, dpi: Int?) throws -> String {
        try cli.recognize(imagePath: imagePath, dpi: dpi)
    }
}
