import DocModel
import OCR
import Pipeline

/// Reads a page again with more languages when the English reading shows that it is German or French
/// (`LanguageSigns`: function words and garbled umlauts on at least `minShare` of its words, and at least
/// `minSigns` of them). The other models cost ~16 % more on every page; this costs next to nothing on
/// English pages (a word count over text already read). The new reading is kept when Tesseract's mean
/// word confidence for it is at least the first's.
struct LanguageSwitchStage: PageStage {
    let name = "language_switch"
    /// This worker's second engine, loaded with the stage; nil when its languages cannot be loaded
    /// (tesseract-ocr-deu/-fra not installed). English pages then read as before, and a page that shows
    /// German or French keeps its English reading with a warning naming the missing packs: the default
    /// pipeline should not refuse to run for want of an optional model.
    let engine: TesseractEngine?
    /// Why `engine` is nil.
    var unavailable: OCRError?
    var minShare = 0.05
    var minSigns = 3

    func applies(to work: PageWork) -> Bool {
        // Pages read region by region (several receipts on one scan) are left as `ocr` read them.
        work.isReadWhole
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let words = work.paragraphs.joined().flatMap(\.words)
        let (total, signs) = LanguageSigns.count(words.map(\.text))
        guard signs >= minSigns, Double(signs) >= minShare * Double(total) else { return }
        guard let engine else {
            let reason = unavailable.map { "\($0)" } ?? "no engine"
            work.warnings.append(Diagnostic(severity: .warning, stage: name, page: work.number,
                                            message: "the page reads as German or French, but the English reading is kept: \(reason)"))
            return
        }
        let paragraphs = try engine.recognize(image, resolution: work.ocrResolution).map(\.lines)
        let newWords = paragraphs.joined().flatMap(\.words)
        guard !newWords.isEmpty, Self.mean(newWords) >= Self.mean(words) else { return }
        work.paragraphs = paragraphs
    }

    static func mean(_ words: [Word]) -> Double {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }
}

extension LanguageSwitchStage {
    /// With its own engine for this worker (`psm` as the page's `ocr`), or none when the languages cannot be
    /// loaded (any other failure throws).
    static let definition = StageDefinition.page(
        "language_switch", "Read a page again with more languages (eng+deu+fra) when its English reading shows German or French",
        options: [.init("languages", .string, default: .string("eng+deu+fra")), .init("data_path", .string),
                  .init("psm", .string, default: .string("auto")), .init("min_share", .number, default: .number(0.05)),
                  .init("min_signs", .integer, default: .integer(3))],
        inDefaultPipeline: ["languages": .string("eng+deu+fra"), "min_share": .number(0.05), "min_signs": .integer(3)],
        check: StageDefinition.checkPageSegmentationMode) { spec, _ in
        let o = spec.options
        let languages = o["languages"]?.stringValue ?? "eng+deu+fra"
        let mode = o["psm"]?.stringValue.flatMap(PageSegmentationMode.init(rawValue:)) ?? .auto
        var stage: LanguageSwitchStage
        do {
            stage = LanguageSwitchStage(engine: try TesseractEngine(languages: languages, dataPath: o["data_path"]?.stringValue, mode: mode))
        } catch let error as OCRError {
            guard case .languageUnavailable = error else { throw error }
            stage = LanguageSwitchStage(engine: nil, unavailable: error)
        }
        if let v = o["min_share"]?.doubleValue { stage.minShare = v }
        if let v = o["min_signs"]?.intValue { stage.minSigns = max(1, v) }
        return stage
    }
}
