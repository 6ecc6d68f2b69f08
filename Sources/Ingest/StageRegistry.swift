import Barcodes
import DocModel
import Extraction
import Foundation
import OCR
import Pipeline
import Receipts

/// Every concrete stage Folio has: its name, options and how to build it for one worker.
public struct StageRegistry: Sendable {
    /// Earlier receipts for the `merchant_memory` stage: the store when ingesting (set by `Ingestor`).
    public var merchantReadings: (any MerchantReadingSource)?
    /// The folio executable that renders PDF pages in a limited child process (`IsolatedRenderer`); nil: the
    /// one named by FOLIO_RENDER_HELPER, which the folio executable sets to itself.
    public var renderHelper: String?

    public init(merchantReadings: (any MerchantReadingSource)? = nil) {
        self.merchantReadings = merchantReadings
    }

    public var catalog: StageCatalog {
        StageCatalog([
            .init(name: "decode", section: "pages",
                  summary: "How files are opened: raster size limit, time budgets, resolution assumed for images that state none",
                  options: ["max_pixels": .integer, "default_dpi": .integer, "page_seconds": .number,
                            "document_seconds": .number]),
            .init(name: "text_layer", section: "pages",
                  summary: "Use a PDF page's own text layer when it has one (no OCR)",
                  options: ["min_characters": .integer]),
            .init(name: "rasterize", section: "pages",
                  summary: "Render PDF pages without a usable text layer (lower dpi when over max_pixels; blank pages skipped)",
                  options: ["dpi": .integer, "skip_blank": .bool, "isolate": .bool, "memory_mb": .integer]),
            .init(name: "find_page", section: "pages",
                  summary: "Find the page's corners in a photo; a scan (white margin all round) is left alone",
                  options: ["detail_size": .integer, "min_confidence": .number]),
            .init(name: "rectify", section: "pages",
                  summary: "Warp a found page to an upright rectangle of its true aspect ratio, text near dpi",
                  options: ["dpi": .integer, "max_scale": .number, "focal": .number]),
            .init(name: "orient", section: "pages",
                  summary: "Turn the page upright by quarter turns (Tesseract OSD, tesseract-ocr-osd)",
                  options: ["min_confidence": .number, "data_path": .string, "osd_dpi": .integer,
                            "reading_check": .bool, "reading_languages": .string]),
            .init(name: "deskew", section: "pages",
                  summary: "Remove a scan's skew up to ±45° (Leptonica's sweep and search); a slight one only where a sample reads no worse",
                  options: ["min_degrees": .number, "max_degrees": .number, "min_confidence": .number,
                            "reading_check": .bool, "reading_check_below": .number]),
            .init(name: "illumination", section: "pages",
                  summary: "Flatten uneven lighting; optionally binarize (Sauvola) for OCR, keeping the greyscale page",
                  options: ["binarize": .bool, "photos_only": .bool, "half_window": .integer, "factor": .number,
                            "clear_edges": .bool]),
            .init(name: "receipt_regions", section: "pages",
                  summary: "Find separate pieces of paper (several receipts on one flatbed scan) so each is read on its own",
                  options: ["analysis_side": .integer, "min_contrast": .number, "max_angle": .number]),
            .init(name: "text_size", section: "pages",
                  summary: "Scale the page so its characters are about target pixels high (measured on its ink)",
                  options: ["target": .number, "min_height": .number, "max_height": .number, "max_scale": .number, "thicken": .integer, "broken_print": .number]),
            .init(name: "ocr", section: "pages",
                  summary: "Tesseract (LSTM) on the page's pixels",
                  options: ["languages": .string, "psm": .string, "data_path": .string, "variables": .strings]),
            .init(name: "reread", section: "pages",
                  summary: "Read doubtful lines again, cut out and enlarged, as single lines; keep a reading Tesseract is surer of",
                  options: ["languages": .string, "data_path": .string, "below": .number, "target_heights": .string,
                            "max_scale": .number, "min_gain": .number, "min_scale": .number, "within_top": .number,
                            "missing_dates": .bool, "numbers_only": .bool]),
            .init(name: "line_vote", section: "pages",
                  summary: "Read the head's lines again with several models, sizes and stroke widths; each character is what most readings say",
                  options: ["models": .string, "data_path": .string, "target_heights": .string, "thickened_heights": .string,
                            "thicken": .integer, "within_top": .number, "date_heights": .string,
                            "confidence_slack": .number, "fallback_slack": .number]),
            .init(name: "lost_lines", section: "pages",
                  summary: "After ocr: rows of ink no read word covers are read on their own as single lines",
                  options: ["languages": .string, "data_path": .string, "within_top": .number, "min_confidence": .number,
                            "min_blobs": .integer, "target_height": .number]),
            .init(name: "language_switch", section: "pages",
                  summary: "Read a page again with more languages (eng+deu+fra or spa+ita+eng) when its English reading shows German, French, Spanish or Italian",
                  options: ["languages": .string, "data_path": .string, "psm": .string, "min_share": .number, "min_signs": .integer]),
            .init(name: "receipt_reread", section: "pages",
                  summary: "After ocr: a page that reads as a receipt is read again as one block, letters brought to a size; the reading with more amounts kept",
                  options: ["languages": .string, "data_path": .string, "target_height": .number, "min_height": .number,
                            "max_height": .number, "max_scale": .number]),
            .init(name: "barcodes", section: "pages",
                  summary: "Barcodes and 2-D codes on the page as decoded (and straightened), read by ZBar and zxing-cpp, one row per code; text-layer PDF pages rendered for it",
                  options: ["symbologies": .string, "decoders": .string, "pdf_dpi": .integer]),
            .init(name: "extract", section: "document",
                  summary: "Detected data: emails, links, phones, dates, amounts, addresses, IBANs, cards (masked), …",
                  options: ["region": .string, "date_order": .string, "region_from_currency": .bool, "date_order_evidence": .bool]),
            .init(name: "layout", section: "pages",
                  summary: "Title, headings, paragraphs, lists and tables in reading order, from the words and ruling lines",
                  options: ["rulings": .bool, "ruling_dpi": .integer]),
            .init(name: "spelling", section: "document",
                  summary: "Respell words misread by one letter when exactly one likely misreading is a known word (word lists, the document's own surer words)",
                  options: ["word_lists": .string, "min_length": .integer, "min_list_length": .integer, "seen_margin": .number,
                            "character_model": .string, "model_margin": .number, "model_min_length": .integer]),
            .init(name: "receipt", section: "document",
                  summary: "Document kind; a receipt's merchant, date, totals, taxes, payment and line items, arithmetic checked",
                  options: ["kind": .string]),
            .init(name: "merchant_memory", section: "document",
                  summary: "After receipt: a merchant's name and address voted character by character with earlier stored receipts of the same merchant",
                  options: ["min_similarity": .number, "min_readings": .integer, "limit": .integer, "revote_batch": .bool,
                            "character_model": .string, "model_margin": .number, "model_min_length": .integer]),
        ])
    }

    /// The pipeline in `pipelines/default.json`, also built in so that Folio runs without the file.
    public static let defaultPipeline = PipelineDefinition(
        name: "default", version: 1,
        pages: [StageSpec(stage: "decode", options: ["max_pixels": .integer(32_000_000), "default_dpi": .integer(300),
                                                     "page_seconds": .number(120), "document_seconds": .number(1800)]),
                StageSpec(stage: "text_layer", options: ["min_characters": .integer(20)]),
                StageSpec(stage: "rasterize", options: ["dpi": .integer(300)]),
                StageSpec(stage: "find_page", options: ["detail_size": .integer(1600), "min_confidence": .number(0.45)]),
                StageSpec(stage: "rectify", options: ["dpi": .integer(300), "max_scale": .number(2.5)]),
                StageSpec(stage: "illumination", options: ["binarize": .bool(false), "photos_only": .bool(true)]),
                StageSpec(stage: "orient", options: ["min_confidence": .number(1.5)]),
                StageSpec(stage: "deskew", options: ["min_degrees": .number(0.2)]),
                StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")]),
                StageSpec(stage: "language_switch", options: ["languages": .string("eng+deu+fra,spa+ita+eng"), "min_share": .number(0.05),
                                                              "min_signs": .integer(3)]),
                StageSpec(stage: "receipt_reread", options: ["target_height": .number(30)]),
                StageSpec(stage: "reread", options: ["languages": .string("eng+deu+fra"), "below": .number(0.9),
                                                     "target_heights": .string("48,64"), "numbers_only": .bool(true)]),
                StageSpec(stage: "barcodes", options: [:]),
                StageSpec(stage: "layout", options: ["rulings": .bool(true), "ruling_dpi": .integer(150)])],
        document: [StageSpec(stage: "extract", options: ["region": .string("US"), "date_order": .string("mdy"),
                                                         "date_order_evidence": .bool(true)]),
                   StageSpec(stage: "receipt", options: ["kind": .string("auto")])])

    /// Settings that apply before any stage runs, from the `decode` and `rasterize` entries.
    public func openerSettings(_ pipeline: PipelineDefinition) -> DocumentOpener.Settings {
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
        let rasterize = pipeline.pages.first { $0.stage == "rasterize" }?.options ?? [:]
        if rasterize["isolate"]?.boolValue ?? true, let executable = renderHelper ?? IsolatedRenderer.executableFromEnvironment {
            // Room for the 32-bit rendering and its grey copy at the limit, and for Poppler, fonts and the PDF.
            let memory = rasterize["memory_mb"]?.intValue.map { $0 << 20 } ?? 6 * settings.maxPixels + (128 << 20)
            settings.isolation = IsolatedRenderer(executable: executable, memoryBytes: memory,
                                                  cpuSeconds: Int(settings.pageSeconds.rounded(.up)))
        }
        return settings
    }

    /// Checks values that the catalog's types cannot (ranges, names), so that a bad pipeline fails
    /// before the first document.
    public func validate(_ pipeline: PipelineDefinition, file: String) throws(PipelineError) {
        for spec in pipeline.pages + pipeline.document {
            try validateDetection(spec, file: file)
            try validateReread(spec, file: file)
        }
        for spec in pipeline.pages {
            if let psm = spec.options["psm"]?.stringValue,
               !PageSegmentationMode.pageModes.contains(where: { $0.rawValue == psm }) {
                throw .invalidValue(file: file, key: "\(spec.stage).psm", reason: "expected one of "
                    + PageSegmentationMode.pageModes.map(\.rawValue).joined(separator: ", "))
            }
            if let dpi = spec.options["dpi"]?.intValue ?? spec.options["default_dpi"]?.intValue, !(50...1200).contains(dpi) {
                throw .invalidValue(file: file, key: "\(spec.stage).dpi", reason: "expected 50…1200")
            }
            if let n = spec.options["max_pixels"]?.intValue, n < 1_000_000 {
                throw .invalidValue(file: file, key: "decode.max_pixels", reason: "expected at least 1000000")
            }
            if let v = spec.options["memory_mb"]?.intValue, v < 64 {
                throw .invalidValue(file: file, key: "\(spec.stage).memory_mb", reason: "expected at least 64")
            }
            for key in ["page_seconds", "document_seconds"] {
                if let v = spec.options[key]?.doubleValue, !(v >= 0 && v <= 86_400) {
                    throw .invalidValue(file: file, key: "\(spec.stage).\(key)", reason: "expected 0…86400 seconds (0: no limit)")
                }
            }
        }
    }

    /// Builds one worker's page stages; each OCR stage gets its own Tesseract engine, initialised here
    /// once and reused for every page this worker reads.
    func makePageStages(_ pipeline: PipelineDefinition) throws -> [any PageStage<PageWork>] {
        // One sample reader per worker for orient's and deskew's reading checks (orient's languages).
        let orient = pipeline.pages.first { $0.stage == "orient" }?.options
        let judge = ReadingTurnJudge(languages: orient?["reading_languages"]?.stringValue ?? "eng",
                                     dataPath: orient?["data_path"]?.stringValue)
        return try pipeline.pages.compactMap { spec -> (any PageStage<PageWork>)? in
            switch spec.stage {
            case "decode": return nil  // configures the opener; see openerSettings
            case "text_layer": return TextLayerStage(minCharacters: spec.options["min_characters"]?.intValue ?? 20)
            case "rasterize": return RasterizeStage(skipBlank: spec.options["skip_blank"]?.boolValue ?? true)
            case "ocr":
                let mode = spec.options["psm"]?.stringValue.flatMap(PageSegmentationMode.init(rawValue:)) ?? .auto
                let engine = try TesseractEngine(languages: spec.options["languages"]?.stringValue ?? "eng",
                                                 dataPath: spec.options["data_path"]?.stringValue, mode: mode,
                                                 variables: spec.options["variables"]?.stringsValue ?? [:])
                return OCRStage(engine: engine)
            case "barcodes":
                return BarcodesStage(reader: try Self.barcodeReader(spec),
                                     pdfDPI: min(600, max(72, spec.options["pdf_dpi"]?.intValue ?? 300)))
            case "layout":
                return LayoutStage(rulings: spec.options["rulings"]?.boolValue ?? true,
                                   rulingDPI: spec.options["ruling_dpi"]?.intValue ?? 150)
            case "find_page", "rectify", "orient", "deskew", "illumination":
                return try makeStraighteningStage(spec, judge: judge)
            case "text_size", "receipt_regions": return try makeReceiptInputStage(spec)
            case "reread": return try makeRereadStage(spec)
            case "line_vote": return try makeLineVoteStage(spec)
            case "lost_lines": return try makeLostLineStage(spec)
            case "receipt_reread": return try makeReceiptRereadStage(spec)
            case "language_switch": return try makeLanguageSwitchStage(spec)
            default: return nil
            }
        }
    }

    func makeDocumentStages(_ pipeline: PipelineDefinition) -> [any DocumentStage] {
        pipeline.document.compactMap { spec -> (any DocumentStage)? in
            switch spec.stage {
            case "extract": return ExtractStage(extractor: DocumentExtractor(options: Self.extractOptions(spec)))
            case "receipt":
                var options = Self.receiptOptions(spec)
                // Dates were read by `extract` in its order; a date that could only be read the other way is doubtful.
                if let order = pipeline.document.first(where: { $0.stage == "extract" })?.options["date_order"]?.stringValue {
                    options.dayFirst = order == "dmy"
                }
                return ReceiptStage(analyzer: ReceiptAnalyzer(options: options))
            case "spelling": return SpellingStage(repair: Self.spellingRepair(spec))
            case "merchant_memory":
                return MerchantMemoryStage(memory: Self.merchantMemory(spec), source: merchantReadings,
                                           limit: max(1, spec.options["limit"]?.intValue ?? 2000))
            default: return nil
            }
        }
    }
}
