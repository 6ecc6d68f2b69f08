import CTesseract
import DocModel
import Foundation
import Imaging

/// A paragraph as Tesseract segmented it: its lines, and the Tesseract block it belongs to.
public struct RecognizedParagraph: Hashable, Sendable {
    public var blockIndex: Int
    public var lines: [Line]
}

/// One Tesseract engine (LSTM), reused for every page a worker reads. Its model is loaded on first use
/// (`recognize`, `readingQuality`): a worker holds only the models its pages need. What would make loading fail
/// is checked at start (the languages' `.traineddata` files present, the variables known), so a bad
/// configuration still fails when the pipeline is built.
/// Owns the `TessBaseAPI` (`TessBaseAPIDelete` in deinit). Not `Sendable`: one engine per worker,
/// never shared (Tesseract's API object is not thread-safe).
public final class TesseractEngine {
    private let handle: OpaquePointer
    private var loaded = false
    public let languages: String
    public let dataPath: String?
    public let mode: PageSegmentationMode

    /// Tesseract variables this engine was started with (name → value, as given).
    public let variables: [String: String]

    /// An engine for `languages` ("eng", "eng+deu") from `dataPath` (nil: the library's default).
    /// `variables` are Tesseract parameters ("load_system_dawg": "0", "textord_…"); they are passed to
    /// `TessBaseAPIInit4` rather than set afterwards, because some (the dictionaries) are read only
    /// while the model loads and `TessBaseAPISetVariable` refuses them after. A name Tesseract does not
    /// know throws `unknownVariable` (Init4 itself would only print a warning and go on); a language
    /// whose model is not installed throws `languageUnavailable`.
    public init(languages: String = "eng", dataPath: String? = nil, mode: PageSegmentationMode = .auto,
                variables: [String: String] = [:]) throws(OCRError) {
        guard let api = TessBaseAPICreate() else {
            throw .recognitionFailed(reason: "TessBaseAPICreate returned nothing")
        }
        // Keep Tesseract's own chatter out of the user's terminal; failures reach them as OCRError.
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        // The parameters exist before a model is loaded (SetVariable made the engine's Tesseract object).
        if let unknown = variables.keys.sorted().first(where: { !Self.knows(api, $0) }) {
            TessBaseAPIDelete(api)
            throw .unknownVariable(name: unknown)
        }
        self.handle = api
        self.languages = languages
        self.dataPath = dataPath
        self.mode = mode
        self.variables = variables
        if let folder = TessdataFolder.folder(for: dataPath) {
            let missing = TessdataFolder.missing(languages, in: folder)
            guard missing.isEmpty else { throw .languageUnavailable(languages: missing.joined(separator: "+"), dataPath: dataPath) }
        } else {
            // The process's first engine without a data path: only a loaded engine can tell the library's folder.
            _ = try loadedAPI()
        }
    }

    /// Whether the model is loaded (it is on first reading).
    public var isLoaded: Bool { loaded }

    /// The engine's Tesseract handle with its model loaded (loaded now on first use).
    func loadedAPI() throws(OCRError) -> OpaquePointer {
        if loaded { return handle }
        let names = variables.keys.sorted()
        let status = Self.withCStrings(names) { cNames in
            Self.withCStrings(names.map { variables[$0] ?? "" }) { cValues in
                TessBaseAPIInit4(handle, dataPath, languages, OEM_DEFAULT, nil, 0,
                                 cNames, cValues, names.count, 0)
            }
        }
        guard status == 0 else { throw .languageUnavailable(languages: languages, dataPath: dataPath) }
        // Tesseract starts when only some of "eng+deu" load, and would read silently without the others.
        let missing = Self.missingLanguages(requested: languages, api: handle)
        guard missing.isEmpty else {
            TessBaseAPIEnd(handle)
            throw .languageUnavailable(languages: missing.joined(separator: "+"), dataPath: dataPath)
        }
        TessBaseAPISetPageSegMode(handle, mode.tesseractValue)
        if dataPath == nil { TessdataFolder.learn(from: handle) }
        loaded = true
        return handle
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
        if loaded { TessBaseAPIEnd(handle) }
        TessBaseAPIDelete(handle)
    }

    /// Reads one page. `resolution` is the page's pixels per inch; nil when the image does not state a
    /// plausible one: Tesseract then estimates it from the text's x-height, as the `tesseract` CLI does on such
    /// a file (assuming 300 dpi for a ~110 dpi scan cost a tenth of its words: issue 32).
    /// Returns paragraphs in Tesseract's reading order; a blank page gives none.
    /// With a `deadline` (seconds from now, and the budget it comes from, for the error), Tesseract stops there
    /// (`TessMonitorSetDeadlineMSecs`) and `.outOfTime` is thrown.
    public func recognize(_ image: Image, resolution: Int?,
                          deadline: (seconds: Double, budget: String)? = nil) throws(OCRError) -> [RecognizedParagraph] {
        let api = try loadedAPI()
        image.withPix { pix in TessBaseAPISetImage2(api, pix) }
        TessBaseAPISetSourceResolution(api, Int32(resolution ?? 0))
        let start = DispatchTime.now().uptimeNanoseconds
        let monitor = deadline.flatMap { _ in TessMonitorCreate() }
        defer { if let monitor { TessMonitorDelete(monitor) } }
        if let monitor, let deadline {
            TessMonitorSetDeadlineMSecs(monitor, Int32(max(1, min(Double(Int32.max), deadline.seconds * 1000))))
        }
        let status = TessBaseAPIRecognize(api, monitor)
        if let deadline {
            let spent = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if spent >= deadline.seconds {
                TessBaseAPIClear(api)
                throw .outOfTime(budget: deadline.budget, seconds: spent)
            }
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
