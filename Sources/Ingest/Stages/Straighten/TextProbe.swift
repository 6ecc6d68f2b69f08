import Imaging

/// A 1-bit copy of the page near 150 ppi for Leptonica's text statistics (orientation, skew), made once
/// and shared by the stages that read it while the page image stays the same object.
struct TextProbe {
    /// The image the probe was made from (held, so identity cannot be reused by a new image).
    let source: Image
    let binary: Image
    let resolution: Int
    /// How many times the page was halved to make it.
    let halvings: Int
    /// Coarse skew sweeps already run on this probe: `orient` (to tell a far skew) and `deskew` both ask for one.
    let sweeps = SkewSweeps()

    /// Coarse skew findings by the sweep's range (± degrees); a page's probe belongs to one worker.
    final class SkewSweeps {
        var byRange: [Double: (degrees: Double, confidence: Double, score: Double)?] = [:]
    }

    static let maxResolution = 150

    /// The page's probe, from the cache when `work.image` has not changed since it was made.
    static func of(_ work: PageWork) throws -> TextProbe? {
        guard let image = work.image else { return nil }
        if let cached = work.textProbe, cached.source === image { return cached }
        let probe = try of(image, dpi: work.dpi)
        work.textProbe = probe
        return probe
    }

    /// A probe of `image` (at `dpi`), not cached: for a copy of the page no stage keeps.
    static func of(_ image: Image, dpi: Int) throws -> TextProbe {
        let made = try image.analysisBinary(resolution: dpi, maxResolution: maxResolution)
        return TextProbe(source: image, binary: made.image, resolution: made.resolution, halvings: made.halvings)
    }
}
