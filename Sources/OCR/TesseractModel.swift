import CTesseract
import Foundation

/// One Tesseract model (languages, data path, variables), loaded on first use (`recognize`, `readingQuality`):
/// a worker holds only the models its pages need, and engines of several page segmentation modes share one
/// (each sets its mode before it reads). What would make loading fail is checked at start (the languages'
/// `.traineddata` files present, the variables known), so a bad configuration still fails when the pipeline
/// is built. Owns the `TessBaseAPI` (`TessBaseAPIDelete` in deinit). Not `Sendable`: one worker's, never
/// shared between threads (Tesseract's API object is not thread-safe).
public final class TesseractModel {
    private var handle: OpaquePointer
    private var loaded = false
    /// How many times a reading asked for the loaded model: a worker frees the models its latest page did not use.
    public private(set) var readings = 0
    public let languages: String
    public let dataPath: String?
    /// Tesseract variables this model was started with (name → value, as given).
    public let variables: [String: String]

    /// A model of `languages` ("eng", "eng+deu") from `dataPath` (nil: the library's default).
    /// `variables` are Tesseract parameters ("load_system_dawg": "0", "textord_…"); they are passed to
    /// `TessBaseAPIInit4` rather than set afterwards, because some (the dictionaries) are read only
    /// while the model loads and `TessBaseAPISetVariable` refuses them after. A name Tesseract does not
    /// know throws `unknownVariable` (Init4 itself would only print a warning and go on); a language
    /// whose model is not installed throws `languageUnavailable`.
    public init(languages: String = "eng", dataPath: String? = nil, variables: [String: String] = [:]) throws(OCRError) {
        guard let api = TesseractHandle.make() else {
            throw .recognitionFailed(reason: "TessBaseAPICreate returned nothing")
        }
        // The parameters exist before a model is loaded (SetVariable made the engine's Tesseract object).
        if let unknown = variables.keys.sorted().first(where: { !Self.knows(api, $0) }) {
            TessBaseAPIDelete(api)
            throw .unknownVariable(name: unknown)
        }
        self.handle = api
        self.languages = languages
        self.dataPath = dataPath
        self.variables = variables
        if let folder = TessdataFolder.folder(for: dataPath) ?? (TessdataFolder.discover(reading: languages) ? TessdataFolder.folder(for: nil) : nil) {
            let missing = TessdataFolder.missing(languages, in: folder)
            guard missing.isEmpty else { throw .languageUnavailable(languages: missing.joined(separator: "+"), dataPath: dataPath) }
        } else {
            // The process's first model without a data path, where no engine could start to tell the library's
            // folder: loading says what is missing.
            _ = try loadedAPI()
        }
    }

    /// Whether the model is loaded (it is on first reading).
    public var isLoaded: Bool { loaded }

    /// Frees the loaded model (30–90 MB; `eng_std` is the largest) and returns the freed memory to the system;
    /// the next reading loads it again, as on first use. Left loaded when no fresh handle can be made.
    public func unload() {
        guard loaded, let fresh = TesseractHandle.renewed(handle) else { return }
        handle = fresh
        loaded = false
    }

    /// The Tesseract handle with the model loaded (loaded now on first use).
    func loadedAPI() throws(OCRError) -> OpaquePointer {
        readings += 1
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
        let missing = TesseractEngine.missingLanguages(requested: languages, api: handle)
        guard missing.isEmpty else {
            TessBaseAPIEnd(handle)
            throw .languageUnavailable(languages: missing.joined(separator: "+"), dataPath: dataPath)
        }
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
    static func withCStrings<R>(_ strings: [String],
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
}
