import Pipeline

extension TesseractCLI {
    /// The CLI reading with the languages of the pipeline's `ocr` stage, so that a comparison beside Folio
    /// is same engine, same models, same pixels (pipelines/european.json reads eng+deu+fra).
    func matching(_ pipeline: PipelineDefinition) -> TesseractCLI {
        var cli = self
        if let languages = pipeline.pages.first(where: { $0.stage == "ocr" })?.options["languages"]?.stringValue {
            cli.languages = languages
        }
        return cli
    }
}
