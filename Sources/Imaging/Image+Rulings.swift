import CLeptonica
import DocModel

extension Image {
    /// Straight horizontal and vertical lines drawn on the page (table rulings), as boxes in this image's
    /// pixels, origin top-left.
    ///
    /// Binarizes (`pixConvertTo1`, dark pixels on), keeps only runs at least `minLength` pixels long by a
    /// morphological opening with a long thin brick (`pixOpenBrick`, `minLength`×1 and 1×`minLength`),
    /// then takes each connected component (`pixConnComp`) no thicker than `maxThickness` as one line.
    /// Text cannot survive the opening: no glyph is that long in one direction and one pixel thin in the other.
    /// Gaps of up to `maxGap` pixels along a vertical line are bridged first (`pixCloseSafeBrick`): a rendered table's
    /// vertical rulings are often broken for a pixel or two where a horizontal one crosses them, which would
    /// cut a ruling into row-high pieces and drop the pieces of a row shorter than `minLength`.
    public func rulings(minLength: Int, maxThickness: Int, maxGap: Int = 0) throws(ImagingError) -> [DocModel.Box] {
        let gray = try grayscale()
        guard let binary = pixConvertTo1(gray.pix, 160) else { throw .operationFailed(operation: "pixConvertTo1") }
        var b: UnsafeMutablePointer<PIX>? = binary
        defer { pixDestroy(&b) }
        var result: [DocModel.Box] = []
        for horizontal in [true, false] {
            let (w, h) = horizontal ? (Int32(minLength), Int32(1)) : (Int32(1), Int32(minLength))
            var source: UnsafeMutablePointer<PIX>? = binary
            // Vertical lines only: bridging along a text line would join a word's letters into a "ruling".
            if maxGap > 0, !horizontal {
                guard let closed = pixCloseSafeBrick(nil, binary, 1, Int32(maxGap + 1)) else {
                    throw .operationFailed(operation: "pixCloseSafeBrick")
                }
                source = closed
            }
            defer { if source != binary { pixDestroy(&source) } }
            guard let opened = pixOpenBrick(nil, source, w, h) else { throw .operationFailed(operation: "pixOpenBrick") }
            var o: UnsafeMutablePointer<PIX>? = opened
            defer { pixDestroy(&o) }
            guard let boxa = pixConnComp(opened, nil, 8) else { throw .operationFailed(operation: "pixConnComp") }
            var a: UnsafeMutablePointer<BOXA>? = boxa
            defer { boxaDestroy(&a) }
            for i in 0..<boxaGetCount(boxa) {
                var x: Int32 = 0, y: Int32 = 0, bw: Int32 = 0, bh: Int32 = 0
                guard boxaGetBoxGeometry(boxa, i, &x, &y, &bw, &bh) == 0 else { continue }
                let thickness = horizontal ? bh : bw, length = horizontal ? bw : bh
                guard thickness <= maxThickness, length >= minLength else { continue }
                result.append(DocModel.Box(x: Int(x), y: Int(y), width: Int(bw), height: Int(bh)))
            }
        }
        return result
    }
}
