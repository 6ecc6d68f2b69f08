import OCR

/// One worker's Tesseract models: stages that read with the same languages (and data path and variables) share
/// one loaded model whatever their page segmentation mode (`ocr`'s automatic mode, orient's and
/// `receipt_reread`'s single block, the line readers' single line), instead of each holding its own copy; OSD too.
/// Stages of one worker run one after another on its thread, so one model serves them all.
///
/// After each page the worker frees the models that page did not read with (`releaseUnused`): it holds what its
/// latest page needed, not every model any earlier page needed (a receipt's `eng_std`, a German page's
/// `eng+deu+fra`, OSD for a page the cheap checks could not settle), so a long run's memory is bounded by its
/// largest page rather than by the union of its pages.
final class TesseractModels {
    private struct Key: Hashable {
        var languages: String
        var dataPath: String?
        var variables: [String: String]
    }

    private var models: [Key: TesseractModel] = [:]
    private var detectors: [String?: OrientationDetector] = [:]
    /// Each model's and detector's `readings` when the last page ended.
    private var readingsAtLastRelease: [ObjectIdentifier: Int] = [:]

    /// An engine in `mode` over the worker's model of `languages` (made, not loaded, on first request).
    func engine(_ languages: String, dataPath: String?, mode: PageSegmentationMode,
                variables: [String: String] = [:]) throws(OCRError) -> TesseractEngine {
        let key = Key(languages: languages, dataPath: dataPath, variables: variables)
        if let model = models[key] { return TesseractEngine(model: model, mode: mode) }
        let model = try TesseractModel(languages: languages, dataPath: dataPath, variables: variables)
        models[key] = model
        return TesseractEngine(model: model, mode: mode)
    }

    /// The worker's orientation detector for `dataPath` (made, not loaded, on first request).
    func detector(dataPath: String?) throws(OCRError) -> OrientationDetector {
        if let detector = detectors[dataPath] { return detector }
        let detector = try OrientationDetector(dataPath: dataPath)
        detectors[dataPath] = detector
        return detector
    }

    /// The loaded models' languages ("osd" for a detector), sorted: what the worker holds now.
    var loaded: [String] {
        (models.values.filter(\.isLoaded).map(\.languages) + detectors.values.filter(\.isLoaded).map { _ in "osd" }).sorted()
    }

    /// Frees every loaded model that no reading used since the last call (the page just read); returns how many.
    @discardableResult
    func releaseUnused() -> Int {
        var released = 0
        func settle(_ object: AnyObject, readings: Int, isLoaded: Bool, unload: () -> Void) {
            let id = ObjectIdentifier(object)
            if isLoaded && readingsAtLastRelease[id] == readings {
                unload()
                released += 1
            }
            readingsAtLastRelease[id] = readings
        }
        for model in models.values { settle(model, readings: model.readings, isLoaded: model.isLoaded, unload: model.unload) }
        for detector in detectors.values {
            settle(detector, readings: detector.readings, isLoaded: detector.isLoaded, unload: detector.unload)
        }
        return released
    }
}
