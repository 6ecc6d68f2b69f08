import OCR
import Pipeline
import Segmentation

extension StageRegistry {
    /// The stages that find and straighten a photographed page, configured from their pipeline entries.
    /// `judge` is the worker's sample reader for `orient` (one engine, made on first need).
    func makeStraighteningStage(_ spec: StageSpec, judge: ReadingTurnJudge) throws -> (any PageStage<PageWork>)? {
        let o = spec.options
        switch spec.stage {
        case "find_page":
            var stage = FindPageStage()
            if let v = o["detail_size"]?.intValue { stage.locator.detailSize = max(256, v) }
            if let v = o["min_confidence"]?.doubleValue { stage.locator.finder.minConfidence = v }
            return stage
        case "rectify":
            var stage = RectifyStage()
            if let v = o["dpi"]?.intValue { stage.dpi = v }
            if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
            if let v = o["focal"]?.doubleValue, v > 0 { stage.focal = v }
            return stage
        case "orient":
            var stage = OrientStage(detector: try OrientationDetector(dataPath: o["data_path"]?.stringValue))
            if let v = o["min_confidence"]?.doubleValue { stage.minConfidence = v }
            if let v = o["osd_dpi"]?.intValue { stage.osdDPI = max(50, v) }
            if o["reading_check"]?.boolValue ?? true { stage.judge = judge }
            return stage
        case "deskew":
            var stage = DeskewStage()
            if let v = o["min_degrees"]?.doubleValue { stage.minDegrees = v }
            if let v = o["max_degrees"]?.doubleValue { stage.maxDegrees = v }
            if let v = o["min_confidence"]?.doubleValue { stage.minConfidence = v }
            stage.readingCheck = o["reading_check"]?.boolValue ?? true
            if let v = o["reading_check_below"]?.doubleValue { stage.readingCheckBelow = v }
            return stage
        case "illumination":
            var stage = IlluminationStage()
            if let v = o["binarize"]?.boolValue { stage.binarize = v }
            if let v = o["photos_only"]?.boolValue { stage.photosOnly = v }
            if let v = o["half_window"]?.intValue { stage.halfWindow = max(4, v) }
            if let v = o["factor"]?.doubleValue { stage.factor = v }
            if let v = o["clear_edges"]?.boolValue { stage.clearEdges = v }
            return stage
        default:
            return nil
        }
    }
}
