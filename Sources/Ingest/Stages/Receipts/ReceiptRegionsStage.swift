import DocModel
import Imaging
import Pipeline
import Segmentation

/// Finds separate pieces of paper on a flatbed scan (several receipts scanned at once) on a copy of the
/// page at most `analysisSide` pixels long (`PaperRegionFinder`), so that OCR and the `receipt` stage read
/// each receipt on its own. A page with one receipt or a full sheet gets no regions and is read whole.
struct ReceiptRegionsStage: PageStage {
    let name = "receipt_regions"
    var finder = PaperRegionFinder()
    var analysisSide = 800
    var printScale = 0.5

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let small = try image.sampledGray(longSide: analysisSide)
        let probe = GrayImage(width: small.width, height: small.height, pixels: try small.luminanceBytes())
        let factor = Double(small.width) / Double(max(1, image.width))
        let regions = try finder.find(in: probe).map { try upright(PaperRegionFinder.scaled($0, by: factor), on: image) }
        work.paperRegions = regions.isEmpty ? nil : regions
    }

    /// The region turned a quarter when its print runs down rather than across it: the shape fits a piece only
    /// up to a quarter turn. Judged on a cut-out at `printScale` of the page (lines of print stay apart).
    func upright(_ region: PaperRegion, on image: Image) throws -> PaperRegion {
        let width = Int((region.width * printScale).rounded()), height = Int((region.height * printScale).rounded())
        guard width >= 16, height >= 16 else { return region }
        let cut = try image.warped(width: width, height: height) { u, v in
            region.pagePoint(u: u / printScale, v: v / printScale)
        }
        let gray = GrayImage(width: cut.width, height: cut.height, pixels: try cut.luminanceBytes())
        return PrintDirection.linesRunAcross(gray) == false ? region.quarterTurned : region
    }
}

extension ReceiptRegionsStage {
    static let definition: StageDefinition = .page(
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
