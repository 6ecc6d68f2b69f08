import CTesseract
import DocModel
import Foundation
import Imaging

/// A paragraph as Tesseract segmented it: its lines, and the Tesseract block it belongs to.
public struct RecognizedParagraph: Hashable, Sendable {
    public var blockIndex: Int
    public var lines: [Line]
}

/// One initialised Tesseract engine (LSTM), reused for every page a worker reads.
/// Owns the `TessBaseAPI` (`TessBaseAPIDelete` in deinit). Not `Sendable`: one engine per worker,
/// never shared (Tesseract's API object is not thread-safe).
public final class TesseractEngine {
    // Internal, not private: TesseractEngine+Quality reads the same handle.
    let api: OpaquePointer
    public let languages: String
    public let mode: PageSegmentationMode

    /// Tesseract variables this engine was started with (name → value, as given).
    public let variables: [String: String]

    /// Starts Tesseract with `languages` ("eng", "eng+deu") from `dataPath` (nil: the library's default).
    /// `variables` are Tesseract parameters ("load_system_dawg": "0", "textord_…"); they are passed to
    /// `TessBaseAPIInit4` rather than set afterwards, because some (the dictionaries) are read only
    /// while the model loads and `TessBaseAPISetVariable` refuses them after. A name Tesseract does not
    /// know throws `unknownVariable` (Init4 itself would only print a warning and go on).
    public init(languages: String = "eng", dataPath: String? = nil, mode: PageSegmentationMode = .auto,
                variables: [String: String] = [:]) throws(OCRError) {
        guard let api = TessBaseAPICreate() else {
            throw .recognitionFailed(reason: "TessBaseAPICreate returned nothing")
        }
        // Keep Tesseract's own chatter out of the user's terminal; failures reach them as OCRError.
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        let names = variables.keys.sorted()
        let status = Self.withCStrings(names) { cNames in
            Self.withCStrings(names.map { variables[$0] ?? "" }) { cValues in
                TessBaseAPIInit4(api, dataPath, languages, OEM_DEFAULT, nil, 0,
                                 cNames, cValues, names.count, 0)
            }
        }
        guard status == 0 else {
            TessBaseAPIDelete(api)
            throw .languageUnavailable(languages: languages, dataPath: dataPath)
        }
        // Tesseract starts when only some of "eng+deu" load, and would read silently without the others.
        let missing = Self.missingLanguages(requested: languages, api: api)
        guard missing.isEmpty else {
            TessBaseAPIEnd(api)
            TessBaseAPIDelete(api)
            throw .languageUnavailable(languages: missing.joined(separator: "+"), dataPath: dataPath)
        }
        if let unknown = names.first(where: { !Self.knows(api, $0) }) {
            TessBaseAPIEnd(api)
            TessBaseAPIDelete(api)
            throw .unknownVariable(name: unknown)
        }
        TessBaseAPISetPageSegMode(api, mode.tesseractValue)
        self.api = api
        self.languages = languages
        self.mode = mode
        self.variables = variables
    }

    /// Whether Tesseract has a parameter of this name (of any of its four types).
    private static func knows(_ api: OpaquePointer, _ name: String) -> Bool {
        var i: Int32 = 0, b: Int32 = 0, d: Double = 0
        return TessBaseAPIGetIntVariable(api, name, &i) != 0 || TessBaseAPIGetBoolVariable(api, name, &b) != 0
            || TessBaseAPIGetDoubleVariable(api, name, &d) != 0 || TessBaseAPIGetStringVariable(api, name) != nil
    }

    /// Calls `body` with a C array of C strings (`char **`) alive for the call; nil when `strings` is empty.
    private static func withCStrings<R>(_ strings: [String],
                                        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> R) -> R {
        guard !strings.isEmpty else { return body(nil) }
        var pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }

    deinit {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    /// Reads one page. `resolution` is the page's pixels per inch; nil when the image does not state a
    /// plausible one: Tesseract then estimates it from the text's x-height, as the `tesseract` CLI does on such
    /// a file (assuming 300 dpi for a ~110 dpi scan cost a tenth of its words: issue 32).
    /// Returns paragraphs in Tesseract's reading order; a blank page gives none.
    /// With a `deadline`, Tesseract asks it between words and stops once it has passed; `.outOfTime` is thrown.
    public func recognize(_ image: Image, resolution: Int?,
                          deadline: RecognitionDeadline? = nil) throws(OCRError) -> [RecognizedParagraph] {
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
