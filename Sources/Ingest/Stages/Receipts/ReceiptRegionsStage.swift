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

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let small = try image.sampledGray(longSide: analysisSide)
        let probe = GrayImage(width: small.width, height: small.height, pixels: try small.luminanceBytes())
        let factor = Double(small.width) / Double(max(1, image.width))
        let regions = finder.find(in: probe).map { PaperRegionFinder.scaled($0, by: factor) }
        work.paperRegions = regions.isEmpty ? nil : regions
    }
}
