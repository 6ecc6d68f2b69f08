import OCR
import Pipeline

/// Reads the page's pixels with this worker's Tesseract engine (created once per worker, reused).
struct OCRStage: PageStage {
    let name = "ocr"
    let engine: TesseractEngine

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        if let regions = work.paperRegions, regions.count > 1 {
            // A region read end over end is kept turned, so the receipt reader orders its lines head first.
            (work.paragraphs, work.paperRegions) = try RegionRecognizer(engine: engine).recognize(image, regions: regions,
                                                                                                resolution: work.dpi)
        } else {
            // Tesseract itself stops at the page's deadline: one call can outlast any check between stages.
            work.paragraphs = try engine.recognize(image, resolution: work.ocrResolution,
                                                   deadline: work.deadline.map { ($0.secondsLeft(), $0.budget) }).map(\.lines)
        }
        work.textSource = .ocr
    }
}

extension OCRStage {
    static let definition = StageDefinition.page(
        "ocr", "Tesseract (LSTM) on the page's pixels",
        options: [.init("languages", .string, default: .string("eng")), .init("psm", .string, default: .string("auto")),
                  .init("data_path", .string), .init("variables", .strings)],
        inDefaultPipeline: ["languages": .string("eng"), "psm": .string("auto")],
        check: StageDefinition.checkPageSegmentationMode) { spec, _ in
        let mode = spec.options["psm"]?.stringValue.flatMap(PageSegmentationMode.init(rawValue:)) ?? .auto
        let engine = try TesseractEngine(languages: spec.options["languages"]?.stringValue ?? "eng",
                                         dataPath: spec.options["data_path"]?.stringValue, mode: mode,
                                         variables: spec.options["variables"]?.stringsValue ?? [:])
        return OCRStage(engine: engine)
    }
}
