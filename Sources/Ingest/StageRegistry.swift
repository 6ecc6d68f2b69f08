import OCR
import Pipeline

/// Every concrete stage Folio has, as the list of their definitions (each declared in the stage's own file).
/// Adding a stage is its file (the type and its `definition`) and one line in `definitions`.
public struct StageRegistry: Sendable {
    /// Earlier receipts for the `merchant_memory` stage: the store when ingesting (set by the run engine).
    public var merchantReadings: MerchantReadings?
    /// The folio executable that renders PDF pages in a limited child process (`IsolatedRenderer`); nil: the
    /// one named by FOLIO_RENDER_HELPER, which the folio executable sets to itself.
    public var renderHelper: String?

    public init(merchantReadings: MerchantReadings? = nil) {
        self.merchantReadings = merchantReadings
    }

    /// The stages, those of the built-in default pipeline first in its order.
    public static let definitions: [StageDefinition] = [
        DocumentOpener.definition,
        TextLayerStage.definition,
        RasterizeStage.definition,
        FindPageStage.definition,
        RectifyStage.definition,
        IlluminationStage.definition,
        OrientStage.definition,
        DeskewStage.definition,
        TextSizeStage.definition,
        OCRStage.definition,
        LanguageSwitchStage.definition,
        ReceiptRereadStage.definition,
        RereadStage.definition,
        LostLineStage.definition,
        BarcodesStage.definition,
        LayoutStage.definition,
        SpellingStage.definition,
        ExtractStage.definition,
        ReceiptStage.definition,
        ReceiptRegionsStage.definition,
        LineVoteStage.definition,
        MerchantMemoryStage.definition,
        ConfidenceCheckStage.definition,
    ]

    static let byName = Dictionary(definitions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    public var catalog: StageCatalog {
        StageCatalog(Self.definitions.map(\.descriptor))
    }

    /// The pipeline in `pipelines/default.json`, also built in so that Folio runs without the file: the stages
    /// whose definitions name their options in it, in the registry's order.
    public static let defaultPipeline: PipelineDefinition = {
        func specs(_ section: String) -> [StageSpec] {
            definitions.filter { $0.section == section }.compactMap { definition in
                definition.inDefaultPipeline.map { StageSpec(stage: definition.name, options: $0) }
            }
        }
        return PipelineDefinition(name: "default", version: 1, pages: specs("pages"), document: specs("document"))
    }()

    /// An option's value in `pipeline`: its first entry of the stage's own, else the stage's declared default; nil when
    /// neither states one. What evaluation's reference OCR reads pages at (`rasterize.dpi`, `decode.default_dpi`).
    public static func value(of option: String, stage: String, in pipeline: PipelineDefinition) -> OptionValue? {
        let spec = (pipeline.pages + pipeline.document).first { $0.stage == stage } ?? StageSpec(stage: stage, options: [:])
        return spec.options[option] ?? byName[stage]?.options.first { $0.name == option }?.defaultValue
    }

    /// Settings that apply before any stage runs, from the `decode` and `rasterize` entries.
    func openerSettings(_ pipeline: PipelineDefinition) -> DocumentOpener.Settings {
        var settings = DocumentOpener.Settings()
        for spec in pipeline.pages {
            if spec.stage == "decode" {
                if let v = spec.options["max_pixels"]?.intValue { settings.maxPixels = v }
                if let v = spec.options["default_dpi"]?.intValue { settings.defaultDPI = v }
                if let v = spec.options["page_seconds"]?.doubleValue { settings.pageSeconds = v }
                if let v = spec.options["document_seconds"]?.doubleValue { settings.documentSeconds = v }
            }
            if spec.stage == "rasterize", let v = spec.options["dpi"]?.intValue { settings.pdfDPI = v }
        }
        let rasterize = pipeline.pages.first { $0.stage == "rasterize" } ?? StageSpec(stage: "rasterize", options: [:])
        if RasterizeStage.definition.bool("isolate", rasterize),
           let executable = renderHelper ?? IsolatedRenderer.executableFromEnvironment {
            // Room for the 32-bit rendering and its grey copy at the limit, and for Poppler, fonts and the PDF.
            let memory = rasterize.options["memory_mb"]?.intValue.map { $0 << 20 } ?? 6 * settings.maxPixels + (128 << 20)
            settings.isolation = IsolatedRenderer(executable: executable, memoryBytes: memory,
                                                  cpuSeconds: Int(settings.pageSeconds.rounded(.up)))
        }
        return settings
    }

    /// Checks values that the catalog's types cannot (ranges, names), so that a bad pipeline fails
    /// before the first document.
    public func validate(_ pipeline: PipelineDefinition, file: String) throws(PipelineError) {
        for spec in pipeline.pages + pipeline.document {
            try Self.byName[spec.stage]?.validate(spec, file: file)
        }
    }

    /// Builds one worker's page stages; each OCR stage gets its own Tesseract engine, made here once and
    /// reused for every page this worker reads (engines of the same languages share one model, `models`).
    func makePageStages(_ pipeline: PipelineDefinition,
                        models: TesseractModels = TesseractModels()) throws -> [any PageStage<PageWork>] {
        let context = buildContext(pipeline, models: models)
        return try pipeline.pages.compactMap { spec -> (any PageStage<PageWork>)? in
            guard case .page(let build) = Self.byName[spec.stage]?.build else { return nil }
            return try build(spec, context)
        }
    }

    func makeDocumentStages(_ pipeline: PipelineDefinition) -> [any DocumentStage] {
        let context = buildContext(pipeline)
        return pipeline.document.compactMap { spec -> (any DocumentStage)? in
            guard case .document(let build) = Self.byName[spec.stage]?.build else { return nil }
            return build(spec, context)
        }
    }

    private func buildContext(_ pipeline: PipelineDefinition,
                              models: TesseractModels = TesseractModels()) -> StageDefinition.Context {
        // One sample reader per worker for orient's and deskew's reading checks (orient's languages).
        let orient = pipeline.pages.first { $0.stage == "orient" } ?? StageSpec(stage: "orient", options: [:])
        let judge = ReadingTurnJudge(languages: OrientStage.definition.string("reading_languages", orient),
                                     dataPath: orient.options["data_path"]?.stringValue, models: models)
        return StageDefinition.Context(pipeline: pipeline, judge: judge, models: models, merchantReadings: merchantReadings)
    }
}
