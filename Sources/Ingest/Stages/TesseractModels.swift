import OCR

/// One worker's Tesseract models: stages that read with the same languages (and data path and variables) share
/// one loaded model whatever their page segmentation mode (`ocr`'s automatic mode, orient's and
/// `receipt_reread`'s single block, the line readers' single line), instead of each holding its own copy.
/// Stages of one worker run one after another on its thread, so one model serves them all.
final class TesseractModels {
    private struct Key: Hashable {
        var languages: String
        var dataPath: String?
        var variables: [String: String]
    }

    private var models: [Key: TesseractModel] = [:]

    /// An engine in `mode` over the worker's model of `languages` (made, not loaded, on first request).
    func engine(_ languages: String, dataPath: String?, mode: PageSegmentationMode,
                variables: [String: String] = [:]) throws(OCRError) -> TesseractEngine {
        let key = Key(languages: languages, dataPath: dataPath, variables: variables)
        if let model = models[key] { return TesseractEngine(model: model, mode: mode) }
        let model = try TesseractModel(languages: languages, dataPath: dataPath, variables: variables)
        models[key] = model
        return TesseractEngine(model: model, mode: mode)
    }
}
