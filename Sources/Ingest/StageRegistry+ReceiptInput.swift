import OCR
import Pipeline

extension StageRegistry {
    /// Stages that prepare scans of receipts for OCR, configured from their pipeline entries.
    func makeReceiptInputStage(_ spec: StageSpec) throws -> (any PageStage<PageWork>)? {
        let o = spec.options
        switch spec.stage {
        case "text_size":
            var stage = TextSizeStage()
            if let v = o["target"]?.doubleValue { stage.target = max(8, v) }
            if let v = o["min_height"]?.doubleValue { stage.minHeight = v }
            if let v = o["max_height"]?.doubleValue { stage.maxHeight = v }
            if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
            if let v = o["thicken"]?.intValue { stage.thicken = max(0, v) }
            if let v = o["broken_print"]?.doubleValue { stage.brokenPrint = v }
            return stage
        case "receipt_regions":
            var stage = ReceiptRegionsStage()
            if let v = o["analysis_side"]?.intValue { stage.analysisSide = max(200, v) }
            if let v = o["min_contrast"]?.doubleValue { stage.finder.minContrast = max(1, v) }
            if let v = o["max_angle"]?.doubleValue { stage.finder.maxAngle = min(45, max(0, v)) }
            return stage
        default:
            return nil
        }
    }
}

extension StageRegistry {
    /// The `lost_lines` stage with its own single-line Tesseract engine for this worker.
    func makeLostLineStage(_ spec: StageSpec) throws -> any PageStage<PageWork> {
        let o = spec.options
        let engine = try TesseractEngine(languages: o["languages"]?.stringValue ?? "eng",
                                         dataPath: o["data_path"]?.stringValue, mode: .singleLine)
        var stage = LostLineStage(engine: engine)
        if let v = o["within_top"]?.doubleValue { stage.withinTop = min(1, max(0, v)) }
        if let v = o["min_confidence"]?.doubleValue { stage.minConfidence = v }
        if let v = o["min_blobs"]?.intValue { stage.minBlobs = max(1, v) }
        if let v = o["target_height"]?.doubleValue { stage.targetHeight = max(8, v) }
        return stage
    }
}

extension StageRegistry {
    /// The `receipt_reread` stage with its own single-block Tesseract engine for this worker.
    func makeReceiptRereadStage(_ spec: StageSpec) throws -> any PageStage<PageWork> {
        let o = spec.options
        let engine = try TesseractEngine(languages: o["languages"]?.stringValue ?? "eng",
                                         dataPath: o["data_path"]?.stringValue, mode: .singleBlock)
        var stage = ReceiptRereadStage(engine: engine)
        if let v = o["target_height"]?.doubleValue { stage.targetHeight = max(8, v) }
        if let v = o["min_height"]?.doubleValue { stage.minHeight = v }
        if let v = o["max_height"]?.doubleValue { stage.maxHeight = v }
        if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
        return stage
    }
}
