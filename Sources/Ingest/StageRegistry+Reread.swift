import Foundation
import OCR
import Pipeline

extension StageRegistry {
    /// The `reread` stage with its own single-line Tesseract engine for this worker.
    func makeRereadStage(_ spec: StageSpec) throws -> any PageStage<PageWork> {
        let o = spec.options
        let engine = try TesseractEngine(languages: o["languages"]?.stringValue ?? "eng",
                                         dataPath: o["data_path"]?.stringValue, mode: .singleLine)
        var stage = RereadStage(engine: engine)
        if let v = o["below"]?.doubleValue { stage.below = v }
        if let v = o["target_heights"]?.stringValue, !Self.heights(v).isEmpty { stage.targetHeights = Self.heights(v) }
        if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
        if let v = o["min_gain"]?.doubleValue { stage.minGain = v }
        if let v = o["min_scale"]?.doubleValue { stage.minScale = min(1, max(0.25, v)) }
        if let v = o["within_top"]?.doubleValue { stage.withinTop = min(1, max(0, v)) }
        if let v = o["missing_dates"]?.boolValue { stage.missingDates = v }
        if let v = o["numbers_only"]?.boolValue { stage.numbersOnly = v }
        return stage
    }
}

extension StageRegistry {
    /// The `line_vote` stage with one single-line engine per model for this worker. A model that cannot be
    /// loaded (an optional download) leaves the vote to the others; any other failure throws.
    func makeLineVoteStage(_ spec: StageSpec) throws -> any PageStage<PageWork> {
        let o = spec.options
        let dataPath = o["data_path"]?.stringValue
        var engines: [TesseractEngine] = []
        var unavailable: [OCRError] = []
        for model in Self.commaList(o["models"]?.stringValue ?? "eng") {
            do {
                engines.append(try TesseractEngine(languages: model, dataPath: dataPath, mode: .singleLine))
            } catch {
                guard case .languageUnavailable = error else { throw error }
                unavailable.append(error)
            }
        }
        var stage = LineVoteStage(engines: engines, unavailable: unavailable)
        if let v = o["target_heights"]?.stringValue { stage.targetHeights = Self.heights(v) }
        if let v = o["thickened_heights"]?.stringValue { stage.thickenedHeights = Self.heights(v) }
        if let v = o["thicken"]?.intValue { stage.thicken = max(0, v) }
        if let v = o["within_top"]?.doubleValue { stage.withinTop = min(1, max(0, v)) }
        if let v = o["date_heights"]?.stringValue { stage.dateHeights = Self.heights(v) }
        if let v = o["confidence_slack"]?.doubleValue { stage.confidenceSlack = min(1, max(0, v)) }
        if let v = o["fallback_slack"]?.doubleValue { stage.fallbackSlack = min(1, max(0, v)) }
        return stage
    }

    /// The items of a comma list, trimmed, case kept (Tesseract's model names are case-sensitive: "Latin").
    static func commaList(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A comma list of heights in pixels (at least 8 each).
    static func heights(_ value: String) -> [Double] {
        commaList(value).compactMap(Double.init).map { max(8, $0) }
    }
}

extension StageRegistry {
    /// The `language_switch` stage with its own engines for this worker (`psm` as the page's `ocr`).
    /// `languages` is a comma list of groups ("eng+deu+fra,spa+ita+eng"): the page is read with the group
    /// whose languages its English reading shows most.
    func makeLanguageSwitchStage(_ spec: StageSpec) throws -> any PageStage<PageWork> {
        let o = spec.options
        let groups = Self.commaList(o["languages"]?.stringValue ?? "eng+deu+fra")
        let dataPath = o["data_path"]?.stringValue
        let mode = o["psm"]?.stringValue.flatMap(PageSegmentationMode.init(rawValue:)) ?? .auto
        let engines = try LanguageEngines(languages: groups, dataPath: dataPath, mode: mode)
        var stage = LanguageSwitchStage(groups: groups.map { $0.split(separator: "+").map(String.init) }, engines: engines)
        if let v = o["min_share"]?.doubleValue { stage.minShare = v }
        if let v = o["min_signs"]?.intValue { stage.minSigns = max(1, v) }
        return stage
    }

    /// `reread.target_heights` and `line_vote`'s heights must be comma lists of positive numbers.
    func validateReread(_ spec: StageSpec, file: String) throws(PipelineError) {
        guard spec.stage == "reread" || spec.stage == "line_vote" else { return }
        for key in ["target_heights", "thickened_heights", "date_heights"] {
            guard let v = spec.options[key]?.stringValue else { continue }
            // line_vote may leave a kind of reading out with an empty list.
            if spec.stage == "line_vote", v.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let parts = v.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ Double($0.trimmingCharacters(in: .whitespaces)).map { $0 > 0 } ?? false }) else {
                throw .invalidValue(file: file, key: "\(spec.stage).\(key)", reason: "expected positive numbers separated by commas")
            }
        }
    }
}
