import DocModel
import Imaging
import OCR

/// A line's box cut out of the page with a margin, to be read again on its own as one line (`reread`,
/// `lost_lines`): scaled, framed in white (Tesseract reads a line best with paper around it), read, and its
/// words' boxes mapped back to the page.
struct LineCut {
    let crop: Image
    let left: Int
    let top: Int
    /// The line box's height on the page.
    let lineHeight: Double

    /// The box with `mx` pixels of margin left and right, `my` above and below; nil when nothing can be cut.
    init?(_ box: Box, in image: Image, mx: Int, my: Int) throws {
        left = max(0, box.x - mx)
        top = max(0, box.y - my)
        guard let crop = try image.croppedGray(x: left, y: top, width: box.width + 2 * mx, height: box.height + 2 * my)
        else { return nil }
        self.crop = crop
        lineHeight = Double(box.height)
    }

    private init(crop: Image, left: Int, top: Int, lineHeight: Double) {
        (self.crop, self.left, self.top, self.lineHeight) = (crop, left, top, lineHeight)
    }

    /// The same cut with its light flattened (`Image.flattenedByLocalMean`): a shadow, a gradient or the desk beside a
    /// photographed line turns to paper, where Tesseract's one threshold for the whole cut splits dark paper into ink.
    func flattened(radius: Int) throws -> LineCut {
        LineCut(crop: try crop.flattenedByLocalMean(radius: radius), left: left, top: top, lineHeight: lineHeight)
    }

    /// The words read at `scale` (pixScale interpolates greyscale linearly when enlarging, so strokes stay
    /// smooth), with boxes on the page; strokes thickened by a square of `thicken` pixels after scaling
    /// when it is above 1.
    func read(scale: Double, dpi: Int, engine: TesseractEngine, thicken: Int = 0) throws -> [Word] {
        try readLines(scale: scale, dpi: dpi, engine: engine, thicken: thicken).flatMap { $0 }
    }

    /// `read`, the words kept in the lines Tesseract read (a single-block engine reads a cut that holds more than
    /// one line line by line).
    func readLines(scale: Double, dpi: Int, engine: TesseractEngine, thicken: Int = 0) throws -> [[Word]] {
        var scaled = abs(scale - 1) > 0.01 ? try crop.scaled(by: scale) : crop
        if thicken > 1 { scaled = try scaled.thickened(by: thicken) }
        let pad = max(8, Int(lineHeight * scale / 3))
        let framed = try scaled.paddedWhite(by: pad)
        let resolution = max(1, Int((Double(dpi) * scale).rounded()))
        return try engine.recognize(framed, resolution: resolution).flatMap(\.lines).map { line in
            line.words.map { word in
                Word(text: word.text, box: Self.pageBox(word.box, scale: scale, pad: pad, origin: (left, top),
                                                        within: crop.width, crop.height),
                     confidence: word.confidence)
            }
        }
    }

    /// A box in the framed crop's pixels as a box on the page: less the white frame, divided by the
    /// enlargement, plus the crop's corner; kept inside the crop.
    static func pageBox(_ box: Box, scale: Double, pad: Int, origin: (x: Int, y: Int), within width: Int, _ height: Int) -> Box {
        func back(_ v: Int, _ limit: Int) -> Int { min(limit, max(0, Int((Double(v - pad) / scale).rounded()))) }
        let x0 = back(box.x, width), y0 = back(box.y, height)
        let x1 = max(x0, back(box.maxX, width)), y1 = max(y0, back(box.maxY, height))
        return Box(x: origin.x + x0, y: origin.y + y0, width: x1 - x0, height: y1 - y0)
    }
}
