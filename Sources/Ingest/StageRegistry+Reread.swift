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
        if let v = o["target_heights"]?.stringValue {
            let heights = v.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if !heights.isEmpty { stage.targetHeights = heights.map { max(8, $0) } }
        }
        if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
        if let v = o["min_gain"]?.doubleValue { stage.minGain = v }
        return stage
    }
}

extension StageRegistry {
    /// `reread.target_heights` must be a comma list of positive numbers.
    func validateReread(_ spec: StageSpec, file: String) throws(PipelineError) {
        guard spec.stage == "reread", let v = spec.options["target_heights"]?.stringValue else { return }
        let parts = v.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ Double($0.trimmingCharacters(in: .whitespaces)).map { $0 > 0 } ?? false }) else {
            throw .invalidValue(file: file, key: "reread.target_heights", reason: "expected positive numbers separated by commas")
        }
    }
}
