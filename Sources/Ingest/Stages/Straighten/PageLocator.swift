import DocModel
import Imaging
import Segmentation

/// Runs the page finder on an image: a greyscale copy reduced to `detailSize` on the long side, the
/// result mapped back to the image's own pixels. Shared by `find_page` and `folio eval --task corners`.
public struct PageLocator: Sendable {
    public var detailSize = 1600
    /// Long side of the sampled copy the scan check reads.
    public var probeSize = 512
    public var finder = PageFinder()
    /// Images whose short side is below this are taken as they are: a page photographed that small would
    /// carry text a few pixels high, and the search costs the same whatever the size (hundreds of thousands
    /// of candidate quads: ~0.8 s in a debug build for a 64×24 label).
    public var minSide = 160

    public init() {}

    /// The reason given for an image taken as a scan by its white margin all round.
    public static let scanReason = "white margin all round (scan)"

    /// The finding in `image`'s pixels, and the reduced greyscale image it was searched in (for reference methods).
    public func locate(_ image: Image) throws -> (finding: PageFinding, detail: GrayImage, scale: Double) {
        // Scans first, cheaply: the white-ring check on a sampled copy reads a few hundred thousand pixels
        // instead of reducing the whole page to the detail size. Sampling keeps pixel noise that averaging
        // would smooth, so it only ever says "scan" where the averaged check would too.
        let sampled = try image.sampledGray(longSide: probeSize)
        let probe = GrayImage(width: sampled.width, height: sampled.height, pixels: try sampled.luminanceBytes())
        if min(image.width, image.height) < minSide {
            let full = Quad.full(width: Double(image.width), height: Double(image.height))
            return (PageFinding(quad: full, origin: .assumed, confidence: 1, reason: "image too small to hold a photographed page"),
                    probe, Double(image.width) / Double(max(1, probe.width)))
        }
        if finder.looksLikeScan(probe) {
            let full = Quad.full(width: Double(image.width), height: Double(image.height))
            let scale = Double(image.width) / Double(max(1, probe.width))
            return (PageFinding(quad: full, origin: .assumed, confidence: 1, reason: Self.scanReason), probe, scale)
        }
        let gray = try image.grayscale()
        let factor = min(1, Double(detailSize) / Double(max(gray.width, gray.height)))
        let reduced = factor < 1 ? try gray.scaled(by: factor) : gray
        let detail = GrayImage(width: reduced.width, height: reduced.height, pixels: try reduced.luminanceBytes())
        var finding = finder.find(in: detail)
        if finding.origin == .found, let reason = DoubtfulFind.refusal(finding.quad, score: finding.confidence, in: detail) {
            finding = PageFinding(quad: .full(width: Double(image.width), height: Double(image.height)), origin: .assumed,
                                  confidence: 1 - finding.confidence, reason: reason)
            return (finding, detail, Double(image.width) / Double(detail.width))
        }
        let scale = Double(image.width) / Double(detail.width)
        finding.quad = finding.quad.scaled(by: scale)
        return (finding, detail, scale)
    }
}
