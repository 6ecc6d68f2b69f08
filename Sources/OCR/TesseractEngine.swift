import CTesseract
import DocModel
import Foundation
import Imaging

/// A paragraph as Tesseract segmented it: its lines, and the Tesseract block it belongs to.
public struct RecognizedParagraph: Hashable, Sendable {
    public var blockIndex: Int
    public var lines: [Line]
}

/// A Tesseract model read in one page segmentation mode: what stages read pages and lines with.
/// Not `Sendable`: one worker's.
public final class TesseractEngine {
    public let model: TesseractModel
    public let mode: PageSegmentationMode
    public var languages: String { model.languages }
    public var variables: [String: String] { model.variables }
    /// Whether its model is loaded (it is on first reading).
    public var isLoaded: Bool { model.isLoaded }

    /// An engine over a model of its own (see `TesseractModel.init` for what throws).
    public convenience init(languages: String = "eng", dataPath: String? = nil, mode: PageSegmentationMode = .auto,
                            variables: [String: String] = [:]) throws(OCRError) {
        self.init(model: try TesseractModel(languages: languages, dataPath: dataPath, variables: variables), mode: mode)
    }

    /// An engine over `model`, which other engines (other modes) may share.
    public init(model: TesseractModel, mode: PageSegmentationMode) {
        self.model = model
        self.mode = mode
    }

    /// The model's handle, loaded, in this engine's mode.
    func loadedAPI() throws(OCRError) -> OpaquePointer {
        let api = try model.loadedAPI()
        TessBaseAPISetPageSegMode(api, mode.tesseractValue)
        return api
    }

    /// Reads one page. `resolution` is the page's pixels per inch; nil when the image does not state a
    /// plausible one: Tesseract then estimates it from the text's x-height, as the `tesseract` CLI does on such
    /// a file (assuming 300 dpi for a ~110 dpi scan cost a tenth of its words: issue 32).
    /// Returns paragraphs in Tesseract's reading order; a blank page gives none.
    /// With a `deadline`, Tesseract asks it between words and stops once it has passed; `.outOfTime` is thrown.
    public func recognize(_ image: Image, resolution: Int?,
                          deadline: RecognitionDeadline? = nil) throws(OCRError) -> [RecognizedParagraph] {
        let api = try loadedAPI()
        image.withPix { pix in TessBaseAPISetImage2(api, pix) }
        TessBaseAPISetSourceResolution(api, Int32(resolution ?? 0))
        let start = DispatchTime.now().uptimeNanoseconds
        let check = deadline.map(CancelCheck.init)
        let monitor = check.flatMap { _ in TessMonitorCreate() }
        defer { if let monitor { TessMonitorDelete(monitor) } }
        if let monitor, let check {
            TessMonitorSetCancelFunc(monitor) { this, _ in
                guard let this else { return false }
                return Unmanaged<CancelCheck>.fromOpaque(this).takeUnretainedValue().shouldStop()
            }
            TessMonitorSetCancelThis(monitor, Unmanaged.passUnretained(check).toOpaque())
        }
        let status = withExtendedLifetime(check) { TessBaseAPIRecognize(api, monitor) }
        if let check, check.shouldStop() {
            TessBaseAPIClear(api)
            throw .outOfTime(budget: check.deadline.budget, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        guard status == 0 else {
            TessBaseAPIClear(api)
            throw .recognitionFailed(reason: "TessBaseAPIRecognize returned an error")
        }
        defer { TessBaseAPIClear(api) }
        // A nil iterator is a blank page, not an error.
        guard let iterator = TessBaseAPIGetIterator(api) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        return walk(iterator)
    }

    /// Walks the result like Tesseract's hOCR renderer: one iterator at word level, noting where
    /// blocks, paragraphs and lines begin.
    private func walk(_ iterator: OpaquePointer) -> [RecognizedParagraph] {
        let page = TessResultIteratorGetPageIterator(iterator)
        var paragraphs: [RecognizedParagraph] = []
        var lines: [Line] = []
        var words: [Word] = []
        var blockIndex = -1
        func closeLine() {
            if let line = Line(words: words) { lines.append(line) }
            words = []
        }
        func closeParagraph() {
            closeLine()
            if !lines.isEmpty { paragraphs.append(RecognizedParagraph(blockIndex: blockIndex, lines: lines)) }
            lines = []
        }
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_BLOCK) != 0 {
                closeParagraph()
                blockIndex += 1
            } else if TessPageIteratorIsAtBeginningOf(page, RIL_PARA) != 0 {
                closeParagraph()
            } else if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 {
                closeLine()
            }
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
            TessDeleteText(cText)
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            guard !text.isEmpty, TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom) != 0 else {
                continue
            }
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
            words.append(Word(text: text,
                              box: Box(x: Int(left), y: Int(top), width: Int(max(0, right - left)),
                                       height: Int(max(0, bottom - top))),
                              confidence: min(1, max(0, confidence))))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        closeParagraph()
        return paragraphs
    }
}
