import DocModel
import Imaging
import Segmentation

/// Runs the paper-region finder (`PaperRegionFinder`: several pieces of paper on one flatbed scan) on a copy of
/// the page at most `analysisSide` pixels long, maps the regions back to the page's pixels and stands each one
/// the way its print runs. Shared by `find_page` (the default pipeline) and `receipt_regions`.
struct PaperRegionLocator {
    var finder = PaperRegionFinder()
    var analysisSide = 800
    var printScale = 0.5

    /// The regions in reading order, or none when the page holds fewer than two pieces.
    func regions(in image: Image) throws -> [PaperRegion] {
        let small = try image.sampledGray(longSide: analysisSide)
        let probe = GrayImage(width: small.width, height: small.height, pixels: try small.luminanceBytes())
        let factor = Double(small.width) / Double(max(1, image.width))
        return try finder.find(in: probe).map { try upright(PaperRegionFinder.scaled($0, by: factor), on: image) }
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
