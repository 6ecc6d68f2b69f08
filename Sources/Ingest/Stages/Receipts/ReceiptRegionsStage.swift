import DocModel
import Imaging
import Pipeline
import Segmentation

/// Finds separate pieces of paper on a flatbed scan (several receipts scanned at once) on a copy of the
/// page at most `analysisSide` pixels long (`PaperRegionFinder`), so that OCR and the `receipt` stage read
/// each receipt on its own. A page with one receipt or a full sheet gets no regions and is read whole.
struct ReceiptRegionsStage: PageStage {
    let name = "receipt_regions"
    var locator = PaperRegionLocator()

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let regions = try locator.regions(in: image)
        work.paperRegions = regions.isEmpty ? nil : regions
    }
}

extension ReceiptRegionsStage {
    static let definition: StageDefinition = .page(
        "receipt_regions", "Find separate pieces of paper (several receipts on one flatbed scan) so each is read on its own",
        options: [.init("analysis_side", .integer, default: .integer(PaperRegionLocator().analysisSide)),
                  .init("min_contrast", .number, default: .number(PaperRegionFinder().minContrast)),
                  .init("max_angle", .number, default: .number(PaperRegionFinder().maxAngle))]) { spec, _ in
        let o = spec.options
        var stage = ReceiptRegionsStage()
        if let v = o["analysis_side"]?.intValue { stage.locator.analysisSide = max(200, v) }
        if let v = o["min_contrast"]?.doubleValue { stage.locator.finder.minContrast = max(1, v) }
        if let v = o["max_angle"]?.doubleValue { stage.locator.finder.maxAngle = min(45, max(0, v)) }
        return stage
    }
}
