import CLeptonica
import CLongRuns
import DocModel

extension Image {
    /// Straight horizontal and vertical lines drawn on the page (table rulings), as boxes in this image's
    /// pixels, origin top-left.
    ///
    /// Binarizes (`pixConvertTo1`, dark pixels on), keeps only runs at least `minLength` pixels long (the
    /// morphological opening with a long thin brick, `minLength`×1 and 1×`minLength`: `longRuns`),
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
            var source: UnsafeMutablePointer<PIX>? = binary
            // Vertical lines only: bridging along a text line would join a word's letters into a "ruling".
            if maxGap > 0, !horizontal {
                guard let closed = pixCloseSafeBrick(nil, binary, 1, Int32(maxGap + 1)) else {
                    throw .operationFailed(operation: "pixCloseSafeBrick")
                }
                source = closed
            }
            defer { if source != binary { pixDestroy(&source) } }
            guard let source, let opened = Self.longRuns(source, length: minLength, horizontal: horizontal) else {
                throw .operationFailed(operation: "pixRasterop")
            }
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

    /// A copy with its rulings painted white, for a reading that should see the words and not the lines they stand
    /// on or in; nil when the page has none. The rulings are what `rulings` finds (runs at least `minLength` long,
    /// binarized at 160), kept pixel by pixel (not their boxes: a slightly skewed line's box would cover the words
    /// beside it) where their piece is no thicker than `maxThickness`, grown by `margin` pixels each way for the
    /// line's grey edge. A solid dark area (a shaded bar) is thicker and stays. Grey and colour pages keep their
    /// depth; others are read as grey.
    public func withoutRulings(minLength: Int, maxThickness: Int, margin: Int = 1) throws(ImagingError) -> Image? {
        let gray = try grayscale()
        guard let binary = pixConvertTo1(gray.pix, 160) else { throw .operationFailed(operation: "pixConvertTo1") }
        var b: UnsafeMutablePointer<PIX>? = binary
        defer { pixDestroy(&b) }
        var mask: UnsafeMutablePointer<PIX>?
        defer { pixDestroy(&mask) }
        for horizontal in [true, false] {
            let thin = try Self.thinLongRuns(binary, length: minLength, maxThickness: maxThickness, horizontal: horizontal)
            if let union = mask {
                var t: UnsafeMutablePointer<PIX>? = thin
                defer { pixDestroy(&t) }
                guard pixOr(union, union, thin) != nil else { throw .operationFailed(operation: "pixOr") }
            } else {
                mask = thin
            }
        }
        guard let lines = mask else { return nil }
        var count: Int32 = 0
        guard pixCountPixels(lines, &count, nil) == 0 else { throw .operationFailed(operation: "pixCountPixels") }
        guard count > 0 else { return nil }
        let size = Int32(2 * max(0, margin) + 1)
        guard let grown = pixDilateBrick(nil, lines, size, size) else { throw .operationFailed(operation: "pixDilateBrick") }
        var g: UnsafeMutablePointer<PIX>? = grown
        defer { pixDestroy(&g) }
        let out = depth == 32 ? try copy() : gray  // `grayscale` made `gray` a copy
        guard pixSetMasked(out.pix, grown, depth == 32 ? 0xFFFF_FF00 : 255) == 0 else {
            throw .operationFailed(operation: "pixSetMasked")
        }
        return out
    }

    /// The lines of the 1-bit `pix` along rows (`horizontal`) or columns: its runs at least `length` long (`longRuns`)
    /// whose pieces are no thicker than `maxThickness` (a solid dark area, a shaded bar, is thicker). Owned by the caller.
    static func thinLongRuns(_ pix: UnsafeMutablePointer<PIX>, length: Int, maxThickness: Int,
                             horizontal: Bool) throws(ImagingError) -> UnsafeMutablePointer<PIX> {
        guard let opened = longRuns(pix, length: length, horizontal: horizontal) else { throw .operationFailed(operation: "pixRasterop") }
        var o: UnsafeMutablePointer<PIX>? = opened
        defer { pixDestroy(&o) }
        var changed: Int32 = 0
        let thickness = Int32(maxThickness)
        guard let thin = pixSelectBySize(opened, thickness, thickness, 8, horizontal ? Int32(L_SELECT_HEIGHT) : Int32(L_SELECT_WIDTH),
                                         Int32(L_SELECT_IF_LTE), &changed) else {
            throw .operationFailed(operation: "pixSelectBySize")
        }
        return thin
    }

    /// The on pixels of the 1-bit `pix` that lie in a run of at least `length` on pixels along rows (`horizontal`) or
    /// columns: what `pixOpenBrick` with a `length`×1 or 1×`length` brick keeps, by doubling runs (`CLongRuns`, the
    /// opening libtesseract's rulings share) instead of `length` raster operations each way.
    static func longRuns(_ pix: UnsafeMutablePointer<PIX>, length: Int, horizontal: Bool) -> UnsafeMutablePointer<PIX>? {
        clr_long_runs(pix, Int32(max(1, length)), horizontal ? 1 : 0)
    }
}
