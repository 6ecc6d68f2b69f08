import DocModel

/// A PDF page's text layer lying over an image that fills the page: most often another tool's OCR of a scan
/// (OCRmyPDF's invisible text, a scanner's "searchable PDF"), which can read worse than Tesseract reads the scan
/// here. `text_layer` holds it aside; `ocr` reads the page and keeps whichever reading holds more dictionary words.
struct ScannedTextLayer {
    /// The layer's lines as `text_layer` grouped them, in pixels at `dpi`.
    var paragraphs: [[Line]]
    var dpi: Int
    /// The words a reading is judged by.
    var words: WordList

    /// At least this share of the page covered by one image makes the page a scan with a text layer.
    static let minImageShare = 0.85

    /// The dictionary words of the layer and of the page's own reading. The reading replaces the layer only when it
    /// holds more: a born-digital layer over a background picture reads at least as well as any OCR of it, and a
    /// tie keeps what the file says.
    func knownWords(against reading: [[Line]]) -> (layer: Int, reading: Int, readingIsBetter: Bool) {
        let layer = words.knownWords(in: paragraphs), read = words.knownWords(in: reading)
        return (layer, read, read > layer)
    }
}

extension PageWork {
    /// The page takes its held text layer: it becomes what a text-layer page is after `text_layer` (no pixels, no
    /// straightening), so the stages after `ocr` treat it as one.
    func adopt(_ layer: ScannedTextLayer) {
        paragraphs = layer.paragraphs
        textSource = .textLayer
        dpi = layer.dpi
        if let pdfPage { (width, height) = pdfPage.pixelSize(dpi: layer.dpi) }
        image = nil
        greyImage = nil
        sourceImage = nil
        textProbe = nil
        unstraightened = nil
        geometry = nil
        paperRegions = nil
        languages = nil
        heldLayer = nil
    }
}
