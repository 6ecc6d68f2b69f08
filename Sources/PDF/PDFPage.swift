import CPoppler
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
            if let line = Line(words: words) { lines.append(line) }
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

    /// Renders the page at `dpi` into a 32-bit image (`poppler_page_render` on a cairo RGB24 surface,
    /// white background).
    public func render(dpi: Int) throws(PDFError) -> Image {
        let (w, h) = pixelSize(dpi: dpi)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h)) else {
            throw .renderFailed(file: document.file, page: number, reason: "cannot create a \(w)×\(h) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw .renderFailed(file: document.file, page: number, reason: "cannot create a \(w)×\(h) surface")
        }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, Double(dpi) / 72, Double(dpi) / 72)
        poppler_page_render(handle, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw .renderFailed(file: document.file, page: number, reason: "empty surface")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let image: Image
        do { image = try Image.rgb(width: w, height: h) } catch {
            throw .renderFailed(file: document.file, page: number, reason: "\(error)")
        }
        image.resolution = dpi
        // Cairo's RGB24 pixel is a native-endian 0x00RRGGBB word; Leptonica's is 0xRRGGBBAA.
        image.fillRows { y, row in
            let source = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<row.count { row[x] = (source[x] << 8) | 0xFF }
        }
        return image
    }

    /// Many PDFs place table cells by position with no space character between them, so poppler's text
    /// runs "Age1.5%3.6%" together: a character starting well after the previous one ends (more than a
    /// third of the text height: wider than any letter spacing, narrower than a space in most fonts) or
    /// going back to the left starts a new word.
    public static func startsNewWord(after previous: Box, next: Box) -> Bool {
        let height = max(previous.height, next.height, 1)
        let gap = next.x - previous.maxX
        return gap * 3 > height || next.maxX <= previous.x
    }

    private func clamp(_ value: Int, _ limit: Int) -> Int { min(max(value, 0), limit) }
}
