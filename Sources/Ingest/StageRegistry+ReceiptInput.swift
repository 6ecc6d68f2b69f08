import Pipeline
import Segmentation

extension StageRegistry {
    /// `receipt_regions`, declared beside the registry until it moves beside its type.
    static let receiptRegions = StageDefinition.page(
        "receipt_regions", "Find separate pieces of paper (several receipts on one flatbed scan) so each is read on its own",
        options: [.init("analysis_side", .integer, default: .integer(ReceiptRegionsStage().analysisSide)),
                  .init("min_contrast", .number, default: .number(PaperRegionFinder().minContrast)),
                  .init("max_angle", .number, default: .number(PaperRegionFinder().maxAngle))]) { spec, _ in
        let o = spec.options
        var stage = ReceiptRegionsStage()
        if let v = o["analysis_side"]?.intValue { stage.analysisSide = max(200, v) }
        if let v = o["min_contrast"]?.doubleValue { stage.finder.minContrast = max(1, v) }
        if let v = o["max_angle"]?.doubleValue { stage.finder.maxAngle = min(45, max(0, v)) }
        return stage
    }
}
