import CPoppler
import CPopplerSplash
import DocModel
import Foundation
import Imaging

/// One page of a `PDFDocument`. Owns its `PopplerPage`; keeps the document alive.
public final class PDFPage {
    private let handle: OpaquePointer
    private let document: PDFDocument
    /// 1-based.
    public let number: Int

    init(owning handle: OpaquePointer, document: PDFDocument, number: Int) {
        self.handle = handle
        self.document = document
        self.number = number
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// Page size in PDF points (1/72 inch), as displayed (`poppler_page_get_size`).
    public var sizeInPoints: (width: Double, height: Double) {
        var w = 0.0, h = 0.0
        poppler_page_get_size(handle, &w, &h)
        return (w, h)
    }

    /// Pixel size of the page at `dpi`.
    public func pixelSize(dpi: Int) -> (width: Int, height: Int) {
        let size = sizeInPoints
        return (max(1, Int((size.width * Double(dpi) / 72).rounded())), max(1, Int((size.height * Double(dpi) / 72).rounded())))
    }

    /// The page's text layer as lines of words, in pixels at `dpi` with a top-left origin
    /// (poppler-glib's text layout is already top-left, in points). Confidence is 1: the text is the PDF's own.
    public func textLines(dpi: Int) -> [Line] {
        guard let cText = poppler_page_get_text(handle) else { return [] }
        defer { g_free(cText) }
        var rects: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        guard poppler_page_get_text_layout(handle, &rects, &count) != 0, let rects else { return [] }
        defer { g_free(rects) }
        let text = String(cString: cText)
        let scale = Double(dpi) / 72
        let (pageW, pageH) = pixelSize(dpi: dpi)
        // One rectangle per character of the text, newlines included.
        var lines: [Line] = []
        var words: [Word] = []
        var current = String.UnicodeScalarView()
        var box: Box?
        func endWord() {
            if let b = box, !current.isEmpty { words.append(Word(text: String(current), box: b, confidence: 1)) }
            current = String.UnicodeScalarView()
            box = nil
        }
        func endLine() {
            endWord()
            for band in Self.bands(words) { if let line = Line(words: band) { lines.append(line) } }
            words = []
        }
        // Poppler's rectangles count Unicode characters, so walk scalars, not grapheme clusters.
        for (i, scalar) in text.unicodeScalars.enumerated() {
            if scalar == "\n" || scalar == "\r" { endLine(); continue }
            if scalar.properties.isWhitespace { endWord(); continue }
            guard i < Int(count) else { break }
            let r = rects[i]
            let x0 = clamp(Int((min(r.x1, r.x2) * scale).rounded(.down)), pageW)
            let y0 = clamp(Int((min(r.y1, r.y2) * scale).rounded(.down)), pageH)
            let x1 = clamp(Int((max(r.x1, r.x2) * scale).rounded(.up)), pageW)
            let y1 = clamp(Int((max(r.y1, r.y2) * scale).rounded(.up)), pageH)
            let charBox = Box(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
            if let b = box, Self.startsNewWord(after: b, next: charBox) { endWord() }
            current.append(scalar)
            box = box.map { $0.union(charBox) } ?? charBox
        }
        endLine()
        return lines
    }

    /// The words of one of Poppler's lines split into the printed lines they sit on, top to bottom. Poppler may
    /// give words of several printed lines as one line: a form's label over its value beside another label over
    /// its value ("Ship 2 Order Mar date:" for "Ship date:" over "2 Mar 2026" over "Order no.:"), or a table's
    /// rows set closely, cell after cell ("Education 6047 (34.6) Construction 6191 87.03"). A word belongs to the
    /// first line it shares half its height with, or, set smaller, any of it (a raised footnote mark stays on its
    /// line); font-high boxes of lines set solid touch without sharing half.
    static func bands(_ words: [Word]) -> [[Word]] {
        var bands: [[Word]] = []
        var extents: [Box] = []
        for word in words {
            if let i = extents.firstIndex(where: { band in
                let overlap = max(0, min(band.maxY, word.box.maxY) - max(band.y, word.box.y))
                return overlap * 2 >= min(band.height, word.box.height) || (overlap > 0 && word.box.height * 4 < band.height * 3)
            }) {
                bands[i].append(word)
                extents[i] = extents[i].union(word.box)
            } else {
                bands.append([word])
                extents.append(word.box)
            }
        }
        return bands.indices.sorted { extents[$0].y < extents[$1].y }.map { bands[$0] }
    }

    /// True when the page draws at least one image (`poppler_page_get_image_mapping`, which places images
    /// without decoding them). Such pages are drawn by Splash (see `render`), and are the ones to render where
    /// memory can be limited: some images are still decoded whole (JPEG 2000).
    public var hasImages: Bool {
        guard let list = poppler_page_get_image_mapping(handle) else { return false }
        poppler_page_free_image_mapping(list)
        return true
    }

    /// The share of the page (0…1) covered by its largest image, from the images' placements (none decoded). A
    /// scan turned into a PDF draws one image over the whole page (or a few stacked, with mixed raster content).
    public var largestImageShare: Double {
        let size = sizeInPoints
        guard size.width > 0, size.height > 0, let list = poppler_page_get_image_mapping(handle) else { return 0 }
        defer { poppler_page_free_image_mapping(list) }
        var largest = 0.0
        var node: UnsafeMutablePointer<GList>? = list
        while let item = node {
            if let data = item.pointee.data {
                let area = data.assumingMemoryBound(to: PopplerImageMapping.self).pointee.area
                // Placements can reach past the page: only the part on the page counts.
                let w = min(max(area.x1, area.x2), size.width) - max(min(area.x1, area.x2), 0)
                let h = min(max(area.y1, area.y2), size.height) - max(min(area.y1, area.y2), 0)
                largest = max(largest, max(0, w) * max(0, h) / (size.width * size.height))
            }
            node = item.pointee.next
        }
        return largest
    }

    /// The highest resolution at most `dpi` at which the page fits in `maxPixels` (width × height), or nil
    /// when even `floorDPI` does not: a page of 3400 × 3400 pt at 300 dpi would be 200 million pixels.
    public func renderingDPI(atMost dpi: Int, maxPixels: Int, floorDPI: Int = PDFPage.floorDPI) -> Int? {
        let (w, h) = pixelSize(dpi: dpi)
        if w * h <= maxPixels { return dpi }
        // Pixel count grows with the square of the resolution; step down from the estimate for rounding.
        var candidate = Int((Double(dpi) * (Double(maxPixels) / Double(w * h)).squareRoot()).rounded(.down))
        while candidate >= floorDPI {
            let (cw, ch) = pixelSize(dpi: candidate)
            if cw * ch <= maxPixels { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// Lowest resolution worth rendering a page at for OCR: below it body text is a few pixels high.
    public static let floorDPI = 50

    /// True when the page draws nothing: rendered at `probeDPI` (a few hundred pixels a side for a
    /// letter page, about a millisecond), every pixel is still the white background. Anti-aliasing
    /// turns even a hairline or a full stop into grey pixels at this resolution, so only a page with no
    /// visible content passes. Rendered with Splash, so a huge embedded image costs a row, not its whole size.
    public func isBlank(probeDPI: Int = 36) throws(PDFError) -> Bool {
        // A giant page is probed at a lower resolution still, so the probe stays near a megapixel.
        let dpi = renderingDPI(atMost: probeDPI, maxPixels: 1_000_000, floorDPI: 1) ?? 1
        let (w, h) = pixelSize(dpi: dpi)
        return try splashGray(dpi: dpi, width: w, height: h).allSatisfy { $0 == 0xFF }
    }

    /// Renders the page at `dpi` into an 8-bit greyscale image. Refuses (`.tooLarge`) when the page at `dpi` would
    /// exceed `maxPixels`, before allocating anything: choose the resolution with `renderingDPI(atMost:maxPixels:)`.
    /// A page that draws images is drawn by Splash (`renderedBySplash`: memory follows the page's pixels, not its
    /// images'); any other by cairo (`poppler_page_render` on an RGB24 surface, white background, then luminance),
    /// the rendering the vector pages' barcode and ruling readers were measured on.
    public func render(dpi: Int, maxPixels: Int) throws(PDFError) -> Image {
        try checkFits(dpi: dpi, maxPixels: maxPixels)
        if hasImages { return try renderedBySplash(dpi: dpi) }
        let (w, h) = pixelSize(dpi: dpi)
        let image: Image
        do { image = try Image.rgb(width: w, height: h) } catch {
            throw .renderFailed(file: document.file, page: number, reason: "\(error)")
        }
        image.resolution = dpi
        // Cairo draws straight into the image's own pixels (one page-sized buffer, not two); its RGB24
        // pixel is a native-endian 0x00RRGGBB word, Leptonica's 0xRRGGBBAA, so each word is shifted after.
        let drawn = image.withRGBWords { words, stride -> Result<Void, PDFError> in
            guard let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(words).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                Int32(w), Int32(h), Int32(stride * 4)), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                return .failure(.renderFailed(file: document.file, page: number, reason: "cannot create a \(w)×\(h) surface"))
            }
            defer { cairo_surface_destroy(surface) }
            do throws(PDFError) { try draw(on: surface, dpi: dpi) } catch { return .failure(error) }
            return .success(())
        }
        if case .failure(let error) = drawn { throw error }
        image.fillRows { _, row in
            for x in 0..<row.count { row[x] = (row[x] << 8) | 0xFF }
        }
        // Kept as 8-bit luminance, a quarter of the memory through every later stage: Tesseract and the
        // barcode readers convert colour with the same weights (pixConvertRGBToLuminance) anyway.
        do { return try image.grayscale() } catch {
            throw .renderFailed(file: document.file, page: number, reason: "\(error)")
        }
    }

    /// The page at `dpi` as `render` draws it, or nil when the page draws nothing (every pixel white). A page that
    /// draws images is rendered once and judged blank on that rendering: its images are decoded once, not once for
    /// an `isBlank` probe and again for the page. Other pages take the probe (drawing nothing costs nothing there).
    public func renderUnlessBlank(dpi: Int, maxPixels: Int) throws(PDFError) -> Image? {
        try checkFits(dpi: dpi, maxPixels: maxPixels)
        guard hasImages else { return try isBlank() ? nil : render(dpi: dpi, maxPixels: maxPixels) }
        let (w, h) = pixelSize(dpi: dpi)
        let pixels = try splashGray(dpi: dpi, width: w, height: h)
        if pixels.allSatisfy({ $0 == 0xFF }) { return nil }
        return try grayImage(w, h, pixels, dpi: dpi)
    }

    /// The page at `dpi` as 8-bit grey, drawn by Poppler's Splash backend (pdftoppm's). Splash scales an embedded
    /// image row by row as it decodes it, so memory follows the page's pixels; Poppler 22.12's cairo backend
    /// decodes each image whole at its own size, 4 bytes a pixel, whatever size it is drawn at (a 9000 × 9000
    /// scanned page image: 324 MB at 20 dpi as at 300).
    private func renderedBySplash(dpi: Int) throws(PDFError) -> Image {
        let (w, h) = pixelSize(dpi: dpi)
        return try grayImage(w, h, try splashGray(dpi: dpi, width: w, height: h), dpi: dpi)
    }

    private func grayImage(_ width: Int, _ height: Int, _ pixels: [UInt8], dpi: Int) throws(PDFError) -> Image {
        do {
            let image = try Image.gray(width: width, height: height, bytes: pixels)
            image.resolution = dpi
            return image
        } catch { throw .renderFailed(file: document.file, page: number, reason: "\(error)") }
    }

    /// Throws `.tooLarge`, naming the page's size, when the page at `dpi` would exceed `maxPixels`.
    public func checkFits(dpi: Int, maxPixels: Int) throws(PDFError) {
        let (w, h) = pixelSize(dpi: dpi)
        guard w * h > maxPixels else { return }
        let size = sizeInPoints
        throw .tooLarge(file: document.file, page: number, widthPoints: size.width, heightPoints: size.height,
                        dpi: dpi, limit: maxPixels)
    }

    /// The document this page belongs to.
    public var pdfDocument: PDFDocument { document }

    /// Paints the page at `dpi` on a white `surface` (`poppler_page_render`). Throws when cairo failed on the
    /// way: out of memory for an image, cairo leaves it out and records the error in the context (sticky), so a
    /// page missing part of its content is never taken for the page.
    private func draw(on surface: OpaquePointer, dpi: Int) throws(PDFError) {
        guard let cr = cairo_create(surface) else { throw .renderFailed(file: document.file, page: number, reason: "no cairo context") }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, Double(dpi) / 72, Double(dpi) / 72)
        poppler_page_render(handle, cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = status == CAIRO_STATUS_NO_MEMORY ? Self.outOfMemory : String(cString: cairo_status_to_string(status))
            throw .renderFailed(file: document.file, page: number, reason: reason)
        }
    }

    /// The `renderFailed` reason when memory ran out (an allocation refused under a limit).
    public static let outOfMemory = "out of memory"

    /// The page's top-left `width` × `height` pixels at `dpi`, 8-bit grey, drawn by Splash (`cps_render_gray`).
    private func splashGray(dpi: Int, width: Int, height: Int) throws(PDFError) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height)
        var reason = [CChar](repeating: 0, count: 256)
        let status = document.data.withUnsafeBytes { data in
            pixels.withUnsafeMutableBufferPointer { out in
                cps_render_gray(data.baseAddress?.assumingMemoryBound(to: CChar.self), data.count, Int32(number - 1),
                                Double(dpi), Int32(width), Int32(height), out.baseAddress, &reason, reason.count)
            }
        }
        guard status == 0 else {
            let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .renderFailed(file: document.file, page: number, reason: text == "out of memory" ? Self.outOfMemory : text)
        }
        return pixels
    }

    /// Many PDFs place table cells by position with no space character between them, so poppler's text
    /// runs "Age1.5%3.6%" together: a character starting well after the previous one ends (more than a
    /// third of the text height: wider than any letter spacing, narrower than a space in most fonts) or
    /// going back to the left starts a new word. So does a character on another printed line that goes back
    /// left of the word's end: poppler may run a table's closely set rows into one line, and a row label
    /// starting where the one above started ("Waterbedrijven" over "Delfstoffenwinning") would otherwise
    /// continue it (another line: sharing less than half the height, as `bands` has it; a smaller raised mark
    /// sharing any of it stays). A word set upright along a chart's axis has each character over the last,
    /// neither left nor right of it, and stays whole.
    public static func startsNewWord(after previous: Box, next: Box) -> Bool {
        let height = max(previous.height, next.height, 1)
        let gap = next.x - previous.maxX
        let overlap = max(0, min(previous.maxY, next.maxY) - max(previous.y, next.y))
        let sameLine = overlap * 2 >= min(previous.height, next.height) || (overlap > 0 && next.height * 4 < previous.height * 3)
        return gap * 3 > height || next.maxX <= previous.x || (!sameLine && next.maxX * 2 < previous.maxX * 2 - next.height)
    }

    private func clamp(_ value: Int, _ limit: Int) -> Int { min(max(value, 0), limit) }
}
