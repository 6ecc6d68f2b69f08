import CLeptonica
import DocModel

/// A page's ink with its rulings told apart: the dark pixels (binarized at 160, as `rulings` and `withoutRulings`
/// binarize) and, separately, the horizontal and the vertical lines among them (runs at least `minLength` long, no
/// thicker than `maxThickness`, grown by a pixel for their grey edge). What a word's box holds of ink that is not a
/// line is what its letters need (`patch`).
public final class LineFreeInk {
    private let ink: UnsafeMutablePointer<PIX>
    private let horizontal: UnsafeMutablePointer<PIX>
    private let vertical: UnsafeMutablePointer<PIX>
    public let width: Int
    public let height: Int

    public init(_ image: Image, minLength: Int, maxThickness: Int) throws(ImagingError) {
        let gray = try image.grayscale()
        guard let binary = pixConvertTo1(gray.pix, 160) else { throw .operationFailed(operation: "pixConvertTo1") }
        var b: UnsafeMutablePointer<PIX>? = binary
        var lines: [UnsafeMutablePointer<PIX>] = []
        func release() {
            pixDestroy(&b)
            for line in lines { var p: UnsafeMutablePointer<PIX>? = line; pixDestroy(&p) }
        }
        for across in [true, false] {
            let thin: UnsafeMutablePointer<PIX>
            do { thin = try Image.thinLongRuns(binary, length: minLength, maxThickness: maxThickness, horizontal: across) } catch {
                release()
                throw .operationFailed(operation: "pixSelectBySize")
            }
            var t: UnsafeMutablePointer<PIX>? = thin
            let grown = pixDilateBrick(nil, thin, 3, 3)
            pixDestroy(&t)
            guard let grown else {
                release()
                throw .operationFailed(operation: "pixDilateBrick")
            }
            lines.append(grown)
        }
        ink = binary
        horizontal = lines[0]
        vertical = lines[1]
        width = Int(pixGetWidth(binary))
        height = Int(pixGetHeight(binary))
    }

    deinit {
        for pix in [ink, horizontal, vertical] {
            var p: UnsafeMutablePointer<PIX>? = pix
            pixDestroy(&p)
        }
    }

    /// The pixels of `box` (clipped to the page): `ink[row * width + column]` is a dark pixel that lies on no line;
    /// `lineRows` / `lineColumns` the box's rows a horizontal line crosses and its columns a vertical line crosses.
    public struct Patch: Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public var ink: [Bool]
        public var lineRows: [Bool]
        public var lineColumns: [Bool]
        /// The most pixels of a horizontal line in one of the box's rows.
        public var lineSpan = 0

        /// Whether a ruling runs along the box: a horizontal line over half its width (the fill line or underline a
        /// word's box was stretched along; lines are grown by a pixel, so one just under the box counts). Large bold
        /// letters make shorter runs of "line" (serifs joined at the foot: 72 px in a 301 px "Finch" at 30 pt), and
        /// their stems vertical "lines" as tall as the word (an "l"), so a vertical line is no sign of a ruling.
        public var holdsRuling: Bool { 2 * lineSpan >= width }
    }

    public func patch(_ box: DocModel.Box) -> Patch? {
        let x0 = max(0, box.x), y0 = max(0, box.y)
        let x1 = min(width, box.x + box.width), y1 = min(height, box.y + box.height)
        guard x1 > x0, y1 > y0 else { return nil }
        let columns = x1 - x0, rows = y1 - y0
        var patch = Patch(x: x0, y: y0, width: columns, height: rows, ink: Array(repeating: false, count: columns * rows),
                          lineRows: Array(repeating: false, count: rows), lineColumns: Array(repeating: false, count: columns))
        var value: UInt32 = 0
        var across = Array(repeating: 0, count: rows)
        for r in 0..<rows {
            for c in 0..<columns {
                let px = Int32(x0 + c), py = Int32(y0 + r)
                pixGetPixel(horizontal, px, py, &value)
                if value != 0 { patch.lineRows[r] = true; across[r] += 1; continue }
                pixGetPixel(vertical, px, py, &value)
                if value != 0 { patch.lineColumns[c] = true; continue }
                pixGetPixel(ink, px, py, &value)
                patch.ink[r * columns + c] = value != 0
            }
        }
        patch.lineSpan = across.max() ?? 0
        return patch
    }
}
